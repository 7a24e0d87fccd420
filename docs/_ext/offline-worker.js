// The rulebook site's service worker: after a first visit, every page and file of the site is kept
// on the device (the rulebook, the Table, Play and Learn pages, the Pyodide runtime and the
// engine), so a table with no network can still open them.
//
// Written at the root of the built site by docs/_ext/idiottable.py at the end of each build, from
// this template: FILES becomes the list of the site's files (relative to the site root) and
// VERSION a hash of their contents, so a new build brings a new worker whose cache replaces the
// old one. Nothing is fetched from any other host.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const ROOT = new URL("./", self.location.href);
// One cache per edition (the English site at the root, the Norwegian one under nb/, each with
// its own worker): a worker replaces its own edition's old caches and no other's.
const EDITION = `idiot-site-${ROOT.pathname}-`;
const CACHE = `${EDITION}${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((path) => new URL(path, ROOT).href));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      // And the site's one cache from before it had editions (idiot-site-VERSION).
      const old = name.startsWith(EDITION) || /^idiot-site-[0-9a-f]{16}$/.test(name);
      if (old && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

/** The cached copy of a request for the site: a folder's address is its index.html, and a
 *  page's query (play.html?seed=1, search.html?q=…) does not change the file. */
async function cached(request) {
  const url = new URL(request.url);
  url.hash = "";
  url.search = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  const cache = await caches.open(CACHE);
  return cache.match(url.href);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(ROOT.href)) return;
  event.respondWith((async () => (await cached(request)) || fetch(request))());
});

// Works offline once visited: registers the site's service worker (idiot-sw.js at the site root,
// written at build time by docs/_ext/idiottable.py), which keeps every page and file of the site
// on the device. Loaded by every page, from _static/ (so the site root is one folder up).
(() => {
  if (!("serviceWorker" in navigator) || !document.currentScript) return;
  const root = new URL("../", document.currentScript.src);
  const register = () => navigator.serviceWorker.register(new URL("idiot-sw.js", root),
    { scope: root.pathname }).catch((err) => console.info("offline worker not installed:", err));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
})();

// The Table page's engine: Pyodide (from this site's _static/pyodide/) running the real
// idiotcore engine (from _static/engine/), in a worker so the page never freezes.
//
// It starts from a memory snapshot with the engine already imported when the site has one
// (engine/idiotcore.snapshot, made at build time), and otherwise starts Python and imports the
// engine itself. Nothing is fetched from any other host.
//
// Messages in:  {id, fn, args}  with fn one of the bridge functions of idiotcore/present/web.py
// Messages out: {type: "ready", ms, mode} | {type: "failed", error}
//               {id, result, ms}  (the bridge's JSON text; ms: the call's time)  |  {id, error}
import { loadPyodide } from "./pyodide/pyodide.mjs";

const HERE = new URL(".", import.meta.url);
const INDEX_URL = new URL("pyodide/", HERE).href;
const ENGINE_DIR = "/home/pyodide/engine";
const FUNCTIONS = new Set(["position", "judge_move", "legal", "deal", "presets", "new_game",
  "game", "opponent_move", "play_out", "lessons", "lesson", "lesson_try"]);
let spoken = "en"; // the language the engine answers in (web.speak), the page's

async function bytes(path) {
  const response = await fetch(new URL(path, HERE));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function gunzip(data) {
  if (data[0] !== 0x1f || data[1] !== 0x8b) return data; // already plain (a server unzipped it)
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function start() {
  const t0 = performance.now();
  const engine = bytes("engine/idiotcore.zip");
  engine.catch(() => {}); // awaited below; avoid an unhandled rejection meanwhile
  const options = { indexURL: INDEX_URL, packageBaseUrl: INDEX_URL, packages: [] };
  let py = null;
  let mode = "snapshot";
  const snapshot = bytes("engine/idiotcore.snapshot").then(gunzip);
  snapshot.catch(() => {});
  try {
    py = await loadPyodide({ ...options, _loadSnapshot: snapshot });
  } catch (err) {
    console.info("table: no usable engine snapshot, starting Python from scratch:", String(err));
    py = null;
  }
  if (py === null) {
    mode = "fresh";
    py = await loadPyodide(options);
  }
  py.unpackArchive(await engine, "zip", { extractDir: ENGINE_DIR });
  py.runPython(`
import importlib, random, sys
if ${JSON.stringify(ENGINE_DIR)} not in sys.path:
    sys.path.insert(0, ${JSON.stringify(ENGINE_DIR)})
importlib.invalidate_caches()
random.seed()
`);
  const web = py.pyimport("idiotcore.present.web");
  return { web, mode, ms: performance.now() - t0 };
}

const ready = start();
ready.then(
  ({ mode, ms }) => self.postMessage({ type: "ready", mode, ms }),
  (err) => self.postMessage({ type: "failed", error: String(err && err.message || err) }),
);

self.onmessage = async (event) => {
  const { id, fn, args, lang } = event.data || {};
  try {
    if (!FUNCTIONS.has(fn) || !Array.isArray(args)) throw new Error(`no such call: ${fn}`);
    const { web } = await ready;
    if (typeof lang === "string" && lang !== spoken) {
      web.speak(lang);
      spoken = lang;
    }
    const t0 = performance.now();
    const result = String(web[fn](...args));
    self.postMessage({ id, result, ms: performance.now() - t0 });
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message || err) });
  }
};

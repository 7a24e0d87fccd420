// Make a memory snapshot of Pyodide with the engine imported, for the Table page (run by
// idiottable_runtime.py at the end of the site build):
//
//   node pyodide_snapshot.mjs SITE/_static/pyodide SITE/_static/engine/idiotcore.zip OUT
//
// The page starts from the snapshot (about a second) instead of starting Python and importing
// the engine (about four). The engine's source is unpacked at the same place the page unpacks it
// (/home/pyodide/engine), so lazy imports find their files after a restore too.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [runtimeDir, engineZip, out] = process.argv.slice(2);
if (!runtimeDir || !engineZip || !out) {
  console.error("usage: node pyodide_snapshot.mjs PYODIDE_DIR ENGINE_ZIP OUT");
  process.exit(2);
}
const indexURL = pathToFileURL(path.resolve(runtimeDir) + "/").href;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL: path.resolve(runtimeDir) + "/", _makeSnapshot: true });
py.unpackArchive(new Uint8Array(readFileSync(engineZip)), "zip", {
  extractDir: "/home/pyodide/engine",
});
py.runPython(`
import importlib, pkgutil, sys
sys.path.insert(0, "/home/pyodide/engine")
import idiotcore, idiotcore.present.web
for info in pkgutil.walk_packages(idiotcore.__path__, "idiotcore."):
    if info.name != "idiotcore.__main__":
        importlib.import_module(info.name)
`);
writeFileSync(out, py.makeMemorySnapshot());

// Run Python code under Pyodide in Node, with our code unpacked as in the browser.
//
//   node tests/pyodide_runner.mjs PYODIDE_DIR CODE.py [ARCHIVE.zip ...] < input
//
// Loads the Pyodide runtime from PYODIDE_DIR (the npm package) and imports each zip in
// place as the page does (ui/loader.py): the first (app.zip) is ./app.zip on sys.path, a
// zip under a games/ folder is added to pygames.__path__, any other goes on sys.path.
// Then it sets the global INPUT to standard input, runs CODE.py, and writes the global
// OUTPUT (a str) to standard output. Python's own prints go to standard error.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, codeFile, ...archives] = process.argv.slice(2);
if (!pyodideDir || !codeFile) {
  console.error("usage: node pyodide_runner.mjs PYODIDE_DIR CODE.py [ARCHIVE.zip ...] < input");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);

const started = performance.now();
const pyodide = await loadPyodide({
  indexURL,
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
const loadMs = performance.now() - started;
archives.forEach((archive, index) => {
  const role = index === 0 ? "app" : archive.split(path.sep).includes("games") ? "game" : "library";
  const target = role === "app" ? "/home/pyodide/app.zip" : `/home/pyodide/py/${role}s/${path.basename(archive)}`;
  pyodide.FS.mkdirTree(path.posix.dirname(target));
  // A plain Uint8Array: Pyodide does not take Node Buffers.
  pyodide.FS.writeFile(target, new Uint8Array(readFileSync(archive)));
  pyodide.globals.set("_archive", target);
  pyodide.globals.set("_name", path.basename(archive, ".zip"));
  pyodide.runPython({
    app: "import sys; sys.path.insert(0, _archive)",
    game: "import ui.loader; ui.loader.mount_game(_archive, _name)",
    library: "import ui.loader; ui.loader.mount_library(_archive)",
  }[role]);
});
// Standard input read as a stream: readFileSync(0) fails (EAGAIN) on a large piped input.
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
pyodide.globals.set("INPUT", Buffer.concat(chunks).toString("utf8"));
pyodide.globals.set("PYODIDE_LOAD_MS", loadMs);
await pyodide.runPythonAsync(readFileSync(codeFile, "utf8"), { filename: codeFile });
const output = pyodide.globals.get("OUTPUT");
process.stdout.write(String(output ?? ""));

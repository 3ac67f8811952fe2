// What PyScript may run in this page, set before it runs anything (index.html loads
// this module right after PyScript's core; build_policy.py is the page's policy).
//
// One Python script, the entry (ui/entry.py), which this module adds. PyScript runs
// every <script type="py"> and <py-script> it finds, also ones added later: markup that
// slipped past the app's escaping could then run Python with the page's full powers,
// and a Content Security Policy cannot stop that (Python is not JavaScript to it). So
// any other script is refused before it runs.
//
// No workers. For every script it runs, PyScript turns its worker hooks into one
// function with Function() (to send them to a worker), which the policy refuses
// without 'unsafe-eval'. The app starts no worker, so those hooks are emptied, and
// the policy keeps eval refused.
//
// PyScript's core module awaits at its top level (its config), and WebKit may run this
// module before that ends, its imports still unset. So this waits for the end (the
// custom element is defined last), then takes PyScript's hooks.
await customElements.whenDefined("py-script");
const { hooks } = await import("../pyscript/core.js");

for (const workerHooks of Object.values(hooks.worker)) workerHooks.clear();

// The entry is put into the page only now: PyScript's core may start on the scripts it
// finds before this module runs (WebKit), and must find none before these hooks.
const entry = document.createElement("script");
entry.setAttribute("type", "py");
entry.setAttribute("src", "./ui/entry.py"); // its config: index.html's <py-config>

const onlyTheEntry = (_wrap, element) => {
  if (element !== entry) {
    element.remove();
    throw new Error("pygames refused a Python script added to the page");
  }
};
hooks.main.onBeforeRun.add(onlyTheEntry);
hooks.main.onBeforeRunAsync.add(onlyTheEntry);
document.body.append(entry);

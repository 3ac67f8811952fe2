// What PyScript may run in this page, set before it runs anything (index.html loads
// this module right after PyScript's core; build_policy.py is the page's policy).
//
// One Python script, the entry (ui/entry.py). PyScript runs every <script type="py">
// and <py-script> it finds, also ones added later: markup that slipped past the app's
// escaping could then run Python with the page's full powers, and a Content Security
// Policy cannot stop that (Python is not JavaScript to it). So any script after the
// first is refused before it runs.
//
// No workers. For every script it runs, PyScript turns its worker hooks into one
// function with Function() (to send them to a worker), which the policy refuses
// without 'unsafe-eval'. The app starts no worker, so those hooks are emptied, and
// the policy keeps eval refused.
import { hooks } from "../pyscript/core.js";

for (const workerHooks of Object.values(hooks.worker)) workerHooks.clear();

let entry = null;
const onlyTheEntry = (_wrap, element) => {
  entry ??= element;
  if (element !== entry) {
    element.remove();
    throw new Error("pygames refused a Python script added to the page");
  }
};
hooks.main.onBeforeRun.add(onlyTheEntry);
hooks.main.onBeforeRunAsync.add(onlyTheEntry);

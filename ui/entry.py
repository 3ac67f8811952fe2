# Entry: PyScript wrote py/app.zip to ./app.zip; it is imported in place (zipimport).
# ui/main.py is imported as ui.main; if it defines main(), that is called and awaited.
# After a restore from the memory snapshot (pyodide/boot.mjs) all this is imported already.
import inspect
import os
import sys

import js

js.performance.mark("pygames:entry")  # timeline marks for benchmarks/bench.py
sys.dont_write_bytecode = True  # our bytecode ships in the zips; more would be lost on reload
if os.path.join(os.getcwd(), "app.zip") not in sys.path:
    sys.path.insert(0, os.path.join(os.getcwd(), "app.zip"))
try:
    import ui.main as _entry

    js.performance.mark("pygames:imported")
    if callable(getattr(_entry, "main", None)):
        _started = _entry.main()
        if inspect.isawaitable(_started):
            await _started
except BaseException as _error:
    import traceback

    js.document.getElementById("boot-error").textContent = "".join(
        traceback.format_exception(_error)
    )
    js.document.documentElement.dataset.appState = "error"
    raise

# Entry: PyScript wrote py/app.zip to ./app.zip; it is imported in place (zipimport).
# ui/main.py is imported as ui.main; if it defines main(), that is called and awaited.
# After a restore from the memory snapshot (pyodide/boot.mjs) all this is imported already.
# It leaves no name of its own in __main__: PyScript's event attributes (py-click="a.b")
# call what they name there with the event, so markup that slipped past escaping could
# otherwise call, say, js.document.write.


async def _start():
    import inspect
    import os
    import sys

    import js

    js.performance.mark("pygames:entry")  # timeline marks for benchmarks/bench.py
    sys.dont_write_bytecode = True  # our bytecode ships in the zips; more would be lost on reload
    if os.path.join(os.getcwd(), "app.zip") not in sys.path:
        sys.path.insert(0, os.path.join(os.getcwd(), "app.zip"))
    try:
        import ui.main as entry

        js.performance.mark("pygames:imported")
        if callable(getattr(entry, "main", None)):
            started = entry.main()
            if inspect.isawaitable(started):
                await started
    except BaseException as error:
        import traceback

        shown = "".join(traceback.format_exception(error))
        js.document.getElementById("boot-error").textContent = shown
        js.document.documentElement.dataset.appState = "error"
        raise


try:
    await _start()
finally:
    del _start

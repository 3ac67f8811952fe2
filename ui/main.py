"""The app's start: the entry script (ui/entry.py) imports this module from app.zip, then
calls and awaits ``main()``, which shows the screen the address names."""

from ui.app import main

__all__ = ["main"]

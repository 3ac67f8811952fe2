"""PyScript entry: index.html imports this module once app.zip is unpacked, then
calls and awaits ``main()``, which shows the screen the address names."""

from ui.app import main

__all__ = ["main"]

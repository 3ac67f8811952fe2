"""The app shell's own texts: one catalog module per language (``en``, ``zh_tw``, ``ja``).
Each game's texts are in its own folder (``pygames/<game>/lang/``), the engines' shared
ones in ``pygames/core/lang/``."""

"""The app's texts: one catalog module per language (``en``, ``zh_tw``, ``ja``) and one
module per game with that game's texts in 繁體中文 and 日本語, its engine's messages
among them (``ENGINE``; see ``ui.i18n.engine_message``)."""

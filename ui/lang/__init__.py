"""The catalogs of the app's texts, one module per language (see ``ui.i18n``)."""

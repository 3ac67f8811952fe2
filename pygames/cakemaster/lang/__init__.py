"""Cake Master's catalogs, one module per language (``TEXTS``)."""

"""Food Tycoon's catalogs, one per language (``TEXTS``: key -> str.format template)."""

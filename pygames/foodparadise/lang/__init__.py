"""Food Paradise's catalogs, one module per language (``TEXTS``)."""

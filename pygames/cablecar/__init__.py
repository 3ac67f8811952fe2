"""Cable Car (Dirk Henn's Metro): tile laying, 2–6 players."""

"""Cake Master: draft quarter-cake cards and build three cakes a round, 1–6 players."""

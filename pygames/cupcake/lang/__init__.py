"""Cupcake Empire's texts, one catalog per language."""

"""Extreme Idiot's paragraphs, one module each (``s13_king``: §13)."""

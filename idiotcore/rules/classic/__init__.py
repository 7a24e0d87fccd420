"""The classic rules of Norske kortspill, one module each (``c04_opener``: C4)."""

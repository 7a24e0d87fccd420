"""The classic game's optional rules O1-O8, one module each (``o5_tens_below_ten``: O5)."""

"""The Portuguese version's rules, one module each (``p03_opening_round``: P3)."""

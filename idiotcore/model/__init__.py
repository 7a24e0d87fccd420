"""The data: cards, positions, moves, rulesets, verdicts and bad input."""

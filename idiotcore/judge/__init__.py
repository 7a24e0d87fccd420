"""The judge: the mechanism that asks the rule modules whether a move is legal and what it does."""

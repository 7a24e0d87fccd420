"""Listing the legal moves: the candidates, and the families that keep big lists as choices."""

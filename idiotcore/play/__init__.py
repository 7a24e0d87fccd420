"""Games and players: dealing, the computer players, the random player's rule."""

"""The judge: the mechanism that asks the rule modules whether a move is legal and what it does.

Importing it registers the two games (:mod:`idiotcore.judge.games`) with
:mod:`idiotcore.model.games`."""

from . import games as games

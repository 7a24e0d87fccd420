"""The rules engine of Idiot and Extreme Idiot: positions, moves, explained verdicts.

>>> from idiotcore import from_notation, check
>>> p = from_notation("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0")
>>> check(p, "play 8H").message
"8♥ can't go on 7♣: after a seven the next card must be a seven or lower, or a joker (§7)."
"""

from .engine import (
    Attempt,
    IllegalMoveError,
    LegalMoves,
    UnknownCardError,
    apply,
    attempt,
    canonical,
    check,
    legal_moves,
    resolve,
    starting_seat,
)
from .formats.jsonio import dumps, position_from_json, position_to_json
from .formats.notation import from_notation, read_position, to_notation
from .lang.card_names import show
from .model.cards import Card, CardError, parse_card
from .model.errors import InputError
from .model.moves import Move, MoveError, parse_move
from .model.position import Play, Player, Position, PositionError, validate
from .model.rulesets import PRESETS, Ruleset, RulesetError, preset, ruleset_for
from .model.verdict import Code, Consequence, Reason, Verdict

__all__ = [
    "PRESETS", "Attempt", "Card", "CardError", "Code", "Consequence", "IllegalMoveError",
    "InputError", "LegalMoves", "Move", "MoveError", "Play", "Player", "Position", "PositionError", "Reason",
    "Ruleset", "RulesetError", "UnknownCardError", "Verdict", "apply", "attempt", "canonical",
    "check", "dumps", "from_notation", "legal_moves", "parse_card", "parse_move",
    "position_from_json", "position_to_json", "preset", "read_position", "resolve", "ruleset_for",
    "show", "starting_seat", "to_notation", "validate",
]

"""Move text (interchange spec): parse a line into a :class:`Move` and print it back.

>>> str(parse_move("B: PLAY 10h 10d"))
'B: play TH TD'
>>> parse_move("play 4S give 8H to 2").give
('8H', '2')
>>> str(parse_move("flip 2")), str(parse_move("play 4d throw 9d"))
('flip 2', 'play 4D throw 9D')
"""

from __future__ import annotations

import dataclasses
import re
from typing import Literal

from ..lang.move_words import english_words
from .cards import UNKNOWN, Card, CardError, parse_card
from .errors import InputError
from .rulebook import R

Kind = Literal[
    "play", "flip", "pickup", "sjanse", "swap", "collect", "done", "pass", "join", "report",
    "claim",
]
EVENTS = ("bad_flip", "question", "peek")
_MAX_LEN = 300


SYNTAX: tuple[tuple[str, str, str | None], ...] = (
    ("play CARDS", "screen.HELP_PLAY", None),
    ("cards", "screen.HELP_CARDS", None),
    ("play 4C give CARD to PLAYER", "screen.HELP_GIVE", None),
    ("play 4D throw CARD", "screen.HELP_THROW", None),
    ("flip N", "screen.HELP_FLIP", None),
    ("pickup", "screen.HELP_PICKUP", None),
    ("sjanse", "screen.HELP_SJANSE", None),
    ("swap HANDCARD FACEUPCARD, done", "screen.HELP_SWAP", None),
    ("collect HANDCARD", "screen.HELP_COLLECT", R.O2),
    ("pass", "screen.HELP_PASS", R.S27),
)
"""The move syntax, for help texts: (the form, the template of what it does, the rule it
cites); the wording layer words each (``phrase(key, rule=rule)``)."""


class MoveError(InputError):
    """Move text that does not parse, or names a card or player that is not there."""


class UnknownCardError(MoveError):
    """A legal move whose outcome hangs on a card typed as ``??`` (a face-down card turned, a
    sjanse's stock card): it can be judged, not carried out (R22)."""


@dataclasses.dataclass(frozen=True)
class Move:
    """One move. ``actor`` is the prefix as typed (name or index), None for the player to move."""

    kind: Kind
    cards: tuple[Card, ...] = ()
    give: tuple[Card, str] | None = None
    throw: Card | None = None
    column: int | None = None
    """flip: the 1-based column; claim: how many plays from the top (1 = the top play)."""
    target: str | None = None
    """report: the player reported; join: the newcomer's name."""
    event: str | None = None
    columns: tuple[int, ...] = ()
    actor: str | None = None

    def __str__(self) -> str:
        prefix = f"{self.actor}: " if self.actor is not None else ""
        return prefix + self.body()

    def body(self) -> str:
        """The move without its actor prefix."""
        match self.kind:
            case "play":
                text = "play " + " ".join(self.cards)
                if self.give:
                    text += f" give {self.give[0]} to {self.give[1]}"
                if self.throw:
                    text += f" throw {self.throw}"
                return text
            case "flip":
                return f"flip {self.column}"
            case "swap":
                return f"swap {self.cards[0]} {self.cards[1]}"
            case "collect":
                return f"collect {self.cards[0]}"
            case "join":
                return f"join {self.target}"
            case "report":
                cols = "".join(f" {c}" for c in self.columns)
                return f"report {self.event} {self.target}{cols}"
            case "claim":
                return "claim" if self.column in (None, 1) else f"claim {self.column}"
            case _:
                return self.kind

    def without_actor(self) -> Move:
        """The same move, made by the player to move."""
        return dataclasses.replace(self, actor=None)


_PLAY_FIELDS = dict(Move("play").__dict__)


def play_of(cards: tuple[Card, ...]) -> Move:
    """``Move("play", cards)``, made a few times faster: listing makes one per candidate, and a
    frozen dataclass sets its nine fields one call at a time.

    >>> play_of(("7H", "7S")) == Move("play", ("7H", "7S"))
    True
    """
    move = object.__new__(Move)
    move.__dict__.update(_PLAY_FIELDS, cards=cards)
    return move


def _cards(words: list[str], what: str) -> tuple[Card, ...]:
    if not words:
        raise MoveError("input.NO_CARD", where=what)
    try:
        cards = tuple(parse_card(w) for w in words)
    except CardError as err:
        raise MoveError.of(err, where=what) from None
    if UNKNOWN in cards:
        raise MoveError("input.UNKNOWN_IN_MOVE", where=what)
    return cards


def _number(word: str, what: str) -> int:
    if not word.isdecimal() or len(word) > 3:
        raise MoveError("input.NOT_A_NUMBER", where=what, word=word)
    return int(word)


def _name(word: str, what: str) -> str:
    if not re.fullmatch(r"[^\s:]{1,40}", word):
        raise MoveError("input.NOT_A_NAME", where=what, word=word)
    return word


def parse_move(text: str) -> Move:
    """Read one line of move text: the interchange spec's English (``play 7H``), or a move
    with Norwegian verbs (``legg 7H``, ``ta opp``: :mod:`idiotcore.lang.move_words`).

    :raises MoveError: naming what does not parse.
    """
    if len(text) > _MAX_LEN:
        raise MoveError("input.MOVE_TOO_LONG", where="move", length=len(text))
    line = text.strip()
    actor = None
    head, colon, rest = line.partition(":")
    if colon and " " not in head.strip() and head.strip():
        actor = _name(head.strip(), "input.IN_PREFIX")
        line = rest.strip()
    words = english_words(line.split())
    if not words:
        raise MoveError("input.EMPTY_MOVE", where="move")
    verb, args = words[0].lower(), words[1:]
    move: Move
    if verb == "play":
        lower = [w.lower() for w in args]
        give = throw = None
        if "give" in lower:
            k = lower.index("give")
            tail = args[k + 1 :]
            if len(tail) != 3 or tail[1].lower() != "to":
                raise MoveError("input.GIVE_SYNTAX", where="input.IN_GIVE",
                                move=" ".join(["play", *args[:k]]))
            give = (_cards(tail[:1], "give")[0], _name(tail[2], "input.IN_GIVE_TO"))
            args = args[:k]
        elif "throw" in lower:
            k = lower.index("throw")
            if len(args) != k + 2:
                raise MoveError("input.THROW_SYNTAX", where="input.IN_THROW",
                                move=" ".join(["play", *args[:k]]))
            throw = _cards(args[k + 1 :], "throw")[0]
            args = args[:k]
        move = Move("play", _cards(args, "play"), give=give, throw=throw)
    elif verb == "flip":
        if len(args) != 1:
            raise MoveError("input.FLIP_SYNTAX", where="flip")
        column = _number(args[0], "flip")
        if column < 1:
            raise MoveError("input.FLIP_FROM_ONE", where="flip")
        move = Move("flip", column=column)
    elif verb == "pick" and [w.lower() for w in args] == ["up"]:
        move = Move("pickup")
    elif verb in ("pickup", "sjanse", "done", "pass"):
        if args:
            raise MoveError("input.NOTHING_AFTER", where=verb)
        move = Move(verb)  # type: ignore[arg-type]
    elif verb == "swap":
        if len(args) != 2:
            raise MoveError("input.SWAP_SYNTAX", where="swap")
        move = Move("swap", _cards(args, "swap"))
    elif verb == "collect":
        if len(args) != 1:
            raise MoveError("input.COLLECT_SYNTAX", where="collect")
        move = Move("collect", _cards(args, "collect"))
    elif verb == "join":
        if len(args) != 1:
            raise MoveError("input.JOIN_SYNTAX", where="join")
        name = _name(args[0], "join")
        if name.isdecimal():
            raise MoveError("input.JOIN_NUMBER", where="join")
        move = Move("join", target=name)
    elif verb == "report":
        if len(args) < 2 or args[0].lower() not in EVENTS:
            raise MoveError("input.REPORT_SYNTAX", where="report", events=EVENTS)
        event = args[0].lower()
        cols = tuple(_number(w, "report peek") for w in args[2:])
        if (event == "peek") != bool(cols) or any(c < 1 for c in cols):
            raise MoveError("input.PEEK_SYNTAX", where="report")
        move = Move("report", target=_name(args[1], "report"), event=event, columns=cols)
    elif verb == "claim":
        if len(args) > 1:
            raise MoveError("input.CLAIM_SYNTAX", where="claim")
        depth = _number(args[0], "claim") if args else 1
        if depth < 1:
            raise MoveError("input.CLAIM_FROM_ONE", where="claim")
        move = Move("claim", column=depth)
    elif verb in ("give", "throw"):  # a four's gift or throw, typed without its four
        raise MoveError("input.GIVE_ALONE" if verb == "give" else "input.THROW_ALONE",
                        where="move", rest=" ".join(words))
    else:
        raise MoveError("input.UNKNOWN_VERB", where="move", verb=words[0])
    return dataclasses.replace(move, actor=actor)


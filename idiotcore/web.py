"""The bridge between the site's Table page and the engine, for Python running in the browser
(Pyodide). Standard library only.

Every function takes plain strings (and numbers) and returns one JSON string, and never raises:
whatever goes wrong (bad input, or the engine failing) comes back as ``{"error": "…"}`` with one
clear sentence, so no Python exception ever reaches JavaScript.

- :func:`position` reads a position (JSON or notation) and returns its notation, its JSON and
  its picture;
- :func:`decide` judges a move: the verdict, the rules cited as links into the rulebook, and the
  table after the move (the move applied, or the table's consequence of an illegal move);
- :func:`legal` lists the legal moves of the player to move;
- :func:`deal` deals a new game; :func:`presets` lists the rulesets;
- :func:`fragment` writes the Table page's URL fragment (``p=…&m=…``), which the site's worked
  examples link to.

>>> import json
>>> out = json.loads(decide("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0", "play 8H"))
>>> out["legal"], out["rules"], out["links"][0]["href"], out["consequence"]["kind"]
(False, ['§7'], 'extreme/s07-seven.html#s7', 'pick_up')
>>> json.loads(legal("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"))
['play 3C', 'pickup']
>>> json.loads(decide("<script>", "play 8H"))["error"]  # doctest: +ELLIPSIS
'notation: expected RULESET/TO_MOVE/PLAYERS/PILE/STOCK/BURNT[/EXTRAS], found 1 fields'
>>> fragment("extreme/0/Ada:8H::;Bo:xx::/-/0/0", "play 8H")
'p=extreme/0/Ada:8H::;Bo:xx::/-/0/0&m=play%208H'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from .cards import CardError
from .engine import UnknownCardError, check, legal_moves, resolve
from .game import deal as _new_game
from .jsonio import position_to_json
from .moves import MoveError, parse_move
from .notation import read_position, to_notation
from .position import MAX_PLAYERS, MIN_PLAYERS, Position, PositionError
from .render import table_svg, verdict_html
from .rulebook import RULES, url
from .rulesets import PRESETS, RulesetError

__all__ = ["MAX_MOVE_TEXT", "MAX_POSITION_TEXT", "deal", "decide", "fragment", "legal",
           "position", "presets"]

MAX_POSITION_TEXT = 20_000
"""Longest position text accepted (a full five-player table in JSON is about 3,000)."""
MAX_MOVE_TEXT = 300
"""Longest move text accepted."""
FRAGMENT_SAFE = "/:;,.@()!*-_~"
"""Characters left as they are in the Table page's URL fragment (all allowed in a fragment);
everything else is percent-encoded. ``table.js`` encodes the same way."""

_BAD_INPUT = (PositionError, MoveError, CardError, RulesetError, ValueError)


class _Refused(Exception):
    """Input refused before it reaches the engine."""


def _answer(work: Callable[[], object]) -> str:
    """Run ``work`` and return its result as JSON, or ``{"error": …}``; never raise."""
    try:
        return json.dumps(work(), ensure_ascii=False)
    except (_Refused, *_BAD_INPUT) as err:
        return _error(str(err) or type(err).__name__)
    except RecursionError:
        return _error("the input is nested too deeply")
    except MemoryError:
        return _error("the input is too large")
    except Exception as err:  # the engine failed: say so, never raise into JavaScript
        return _error(f"the engine failed on this input ({type(err).__name__}: {err})")


def _error(message: str) -> str:
    return json.dumps({"error": message[:500]}, ensure_ascii=False)


def _text(value: object, what: str, limit: int) -> str:
    if not isinstance(value, str):
        raise _Refused(f"{what}: expected text, got {type(value).__name__}")
    if len(value) > limit:
        raise _Refused(f"{what}: {len(value):,} characters is too long (at most {limit:,})")
    if not value.strip():
        raise _Refused(f"{what}: nothing given")
    return value


def _read(text: object) -> Position:
    return read_position(_text(text, "position", MAX_POSITION_TEXT))


def _describe(p: Position) -> dict[str, Any]:
    return {
        "notation": to_notation(p),
        "position": position_to_json(p),
        "table_svg": table_svg(p),
        "names": [player.name for player in p.players],
        "to_move": p.to_move,
        "ruleset": p.ruleset.name,
        "over": p.is_over,
    }


def position(text: str) -> str:
    """A position given as JSON or notation: ``{"notation", "position" (the interchange JSON),
    "table_svg", "names", "to_move", "ruleset", "over"}``, or ``{"error"}``.

    >>> out = json.loads(position('{"ruleset": "classic", "players": [{"name": "A", '
    ...                           '"hand": ["7H"]}, {"name": "B", "hand": ["9C"]}]}'))
    >>> out["notation"], out["names"]
    ('classic/0/A:7H::;B:9C::/-/0/0', ['A', 'B'])
    >>> json.loads(position("classic/0/A:7H7H::;B:9C::/-/0/0"))["error"]  # doctest: +ELLIPSIS
    'cards: ...'
    """
    return _answer(lambda: _describe(_read(text)))


def _links(rules: list[str], base: str) -> list[dict[str, str]]:
    return [{"rule": r, "title": RULES[r].title, "href": base + url(r)} for r in rules if r in RULES]


def _decide(position_text: object, move_text: object, base: str) -> dict[str, Any]:
    before = _read(position_text)
    move = parse_move(_text(move_text, "move", MAX_MOVE_TEXT))
    try:
        verdict, after = resolve(before, move)
        unknown = False
    except UnknownCardError:  # legal, but the outcome hangs on a card typed as ??
        verdict, after, unknown = check(before, move), before, True
    names = [p.name for p in before.players]
    consequence = verdict.consequence
    if unknown:
        note = ("The move is legal, but what happens next hangs on a card typed as ??: the "
                "table after it can't be shown.")
    elif after == before:
        taken_back = consequence is not None and consequence.kind == "take_back"
        note = "The table is unchanged" + (" (the move is taken back)." if taken_back else ".")
    elif verdict.legal:
        note = "The table after the move:"
    elif consequence is not None and consequence.kind == "pick_up":
        who = names[consequence.player] if 0 <= consequence.player < len(names) else "?"
        note = f"The table after the penalty ({who} picks up the pile):"
    else:
        note = "The table after the move:"
    cited = list(verdict.rules)
    if consequence is not None:
        cited += [r for r in consequence.rules if r not in cited]
    return {
        "legal": verdict.legal,
        "rules": verdict.rules,
        "links": _links(cited, base),
        "message": verdict.message,
        "reasons": [r.to_json() for r in verdict.reasons],
        "consequence": None if consequence is None else consequence.to_json(),
        "verdict_html": verdict_html(verdict, base, names=names),
        "move": str(move),
        "notation": to_notation(before),
        "table_svg": table_svg(before),
        "after_notation": to_notation(after),
        "after_svg": table_svg(after),
        "after_note": note,
        "changed": after != before,
    }


def decide(position_text: str, move_text: str, base: str = "") -> str:
    """The verdict on a move: ``{"legal", "rules", "links", "message", "reasons",
    "consequence", "verdict_html", "move", "notation", "table_svg", "after_notation",
    "after_svg", "after_note", "changed"}``, or ``{"error"}``.

    ``links`` are the cited rules (the consequence's too) as ``{"rule", "title", "href"}``,
    ``href`` being ``base + idiotcore.rulebook.url(rule)`` (``base``: the way from the page to
    the site root; the Table page is at the root, so ``""``). The table after is the move
    applied, or, for an illegal move, its consequence carried out (a penalty pickup) or the
    table unchanged (a take-back).

    >>> out = json.loads(decide("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0", "play 9C"))
    >>> out["legal"], out["after_notation"]
    (True, 'classic/1/A:7Hxxxx::;B:xxxxxx::/1.8D;0.9C/8/0')
    >>> json.loads(decide("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0", "dance"))["error"]
    ... # doctest: +ELLIPSIS
    "...dance..."
    """
    return _answer(lambda: _decide(position_text, move_text, base if isinstance(base, str) else ""))


def legal(position_text: str) -> str:
    """The legal moves of the player to move, as a JSON list of move texts (or ``{"error"}``).

    >>> json.loads(legal("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0"))
    ['play 9C', 'pickup', 'sjanse']
    """
    return _answer(lambda: [str(m) for m in legal_moves(_read(position_text))])


def _deal_checked(ruleset: object, players: object, seed: object) -> dict[str, Any]:
    if not isinstance(ruleset, str) or ruleset not in PRESETS:
        raise _Refused(f"ruleset: choose one of {', '.join(PRESETS)}")
    if isinstance(players, bool) or not isinstance(players, int | float | str):
        raise _Refused("players: give a number of players")
    try:
        count = int(players)
    except ValueError:
        raise _Refused(f"players: {players!r} is not a number") from None
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise _Refused(f"players: the game takes {MIN_PLAYERS} to {MAX_PLAYERS}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | float | str)):
        raise _Refused("seed: give a number or a word")
    key = None if seed is None else str(seed)[:100]
    return _describe(_new_game(ruleset, count, key))


def deal(ruleset: str, players: int, seed: int | str | None = None) -> str:
    """A new game of ``players`` (2–5) under the preset ``ruleset``, shuffled from ``seed``:
    the same answer as :func:`position`, or ``{"error"}``.

    >>> json.loads(deal("extreme", 3, 7))["notation"].startswith("extreme/")
    True
    >>> json.loads(deal("chess", 2, 1))["error"]
    'ruleset: choose one of classic, browser, portuguese, extreme'
    """
    return _answer(lambda: _deal_checked(ruleset, players, seed))



def presets() -> str:
    """The rulesets, as ``{"rulesets": [{"name", "family"}], "players": [min, max]}``.

    >>> [r["name"] for r in json.loads(presets())["rulesets"]]
    ['classic', 'browser', 'portuguese', 'extreme']
    """
    return _answer(lambda: {
        "rulesets": [{"name": name, "family": rules.family} for name, rules in PRESETS.items()],
        "players": [MIN_PLAYERS, MAX_PLAYERS],
    })


def fragment(notation: str, move: str | None = None) -> str:
    """The Table page's URL fragment (without ``#``) for a position and a move.

    >>> fragment("classic/0/A%20B:7H::;C:xx::/-/0/0")
    'p=classic/0/A%2520B:7H::;C:xx::/-/0/0'
    """
    out = "p=" + quote(notation, safe=FRAGMENT_SAFE)
    if move:
        out += "&m=" + quote(move, safe=FRAGMENT_SAFE)
    return out

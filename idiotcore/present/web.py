"""The bridge between the site's pages and the engine, for Python running in the browser
(Pyodide). Standard library only. The pages' worker calls this module: the Table page's
functions are here, the Play page's (:mod:`~idiotcore.present.play`) and the Learn page's
(:mod:`~idiotcore.present.learn`) are reached through it.

Every function takes plain strings (and numbers) and returns one JSON string, and never raises:
whatever goes wrong (bad input, or the engine failing) comes back as ``{"error": "…"}`` with one
clear sentence, so no Python exception ever reaches JavaScript.

- :func:`position` reads a position (JSON or notation) and returns its notation, its JSON and
  its picture;
- :func:`judge_move` judges a move: the verdict, the rules cited as links into the rulebook, and
  the table after the move (the move applied, or the table's consequence of an illegal move);
- :func:`legal` lists the legal moves of the player to move (the first few hundred, and
  their count);
- :func:`deal` deals a new game; :func:`presets` lists the rulesets;
- :func:`fragment` writes the Table page's URL fragment (``p=…&m=…``), which the site's worked
  examples link to.

>>> import json
>>> out = json.loads(judge_move("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0", "play 8H"))
>>> out["legal"], out["rules"], out["links"][0]["href"], out["consequence"]["kind"]
(False, ['§7'], 'extreme/s07-seven.html#s7', 'pick_up')
>>> json.loads(legal("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"))["moves"]
['play 3C', 'pickup']
>>> json.loads(judge_move("<script>", "play 8H"))["error"]  # doctest: +ELLIPSIS
'notation: expected RULESET/TO_MOVE/PLAYERS/PILE/STOCK/BURNT[/EXTRAS], found 1 fields'
>>> fragment("extreme/0/Ada:8H::;Bo:xx::/-/0/0", "play 8H")
'p=extreme/0/Ada:8H::;Bo:xx::/-/0/0&m=play%208H'
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

from ..engine import attempt, legal_moves
from ..formats.notation import to_notation
from ..lang.move_words import spoken
from ..lang.wording import current_language, phrase
from ..model.moves import parse_move
from ..model.position import MAX_PLAYERS, MIN_PLAYERS, Position
from ..model.rulebook import link
from ..model.rulesets import PRESETS
from ..play.game import deal as _new_game
from .bridge import (
    MAX_MOVE_TEXT,
    MAX_POSITION_TEXT,
    addressing,
    answer,
    deal_request,
    read_table,
    rule_links,
    speak,
    table_view,
    text_arg,
)
from .learn import lesson, lesson_try, lessons
from .play import choose_move, game, new_game, opponent_move, play_out, say
from .render import table_svg
from .verdicts import verdict_html

__all__ = ["MAX_MOVE_TEXT", "MAX_POSITION_TEXT", "choose_move", "deal", "fragment",
           "game", "judge_move", "legal", "lesson", "lesson_try", "lessons", "new_game",
           "opponent_move", "play_out", "position", "presets", "speak"]
"""What the pages' worker may call (it reaches the Play and Learn pages' bridges through this
module too)."""

FRAGMENT_SAFE = "/:;,.@()!*-_~"
"""Characters left as they are in the Table page's URL fragment (all allowed in a fragment);
everything else is percent-encoded. ``table.js`` encodes the same way."""


def position(text: str) -> str:
    """A position given as JSON or notation: ``{"notation", "position" (the interchange JSON),
    "table_svg", "names", "to_move", "ruleset", "over", "deck_left" (every card of the deck:
    how many of it are not on the table)}``, or ``{"error"}``.

    >>> import json
    >>> out = json.loads(position('{"ruleset": "classic", "players": [{"name": "A", '
    ...                           '"hand": ["7H"]}, {"name": "B", "hand": ["9C"]}]}'))
    >>> out["notation"], out["names"]
    ('classic/0/A:7H::;B:9C::/-/0/0', ['A', 'B'])
    >>> json.loads(position("classic/0/A:7H7H::;B:9C::/-/0/0"))["error"]  # doctest: +ELLIPSIS
    'cards: ...'
    """
    return answer(lambda: table_view(read_table(text)))


def _judge_move(position_text: object, move_text: object, base: str, seat: object
                ) -> dict[str, Any]:
    before = read_table(position_text)
    with addressing(before, seat if isinstance(seat, int) and not isinstance(seat, bool) else None):
        return _judged(before, move_text, base)


def _judged(before: Position, move_text: object, base: str) -> dict[str, Any]:
    tried = attempt(before, parse_move(text_arg(move_text, "move", MAX_MOVE_TEXT)))
    move, verdict, after = tried.move, tried.verdict, tried.after
    names = [p.name for p in before.players]
    consequence = verdict.consequence
    if tried.unknown:
        note = phrase("screen.AFTER_UNKNOWN")
    elif not tried.changed:
        note = phrase("screen.UNCHANGED_TAKEN_BACK" if tried.taken_back else "screen.UNCHANGED")
    elif not verdict.legal and consequence is not None and consequence.kind == "pick_up":
        note = phrase("screen.AFTER_PENALTY", what=consequence.words(names, mid=True))
    else:
        note = phrase("screen.AFTER_MOVE")
    return {
        "legal": verdict.legal,
        "rules": verdict.rules,
        "links": rule_links(tried.rules, base),
        "message": verdict.message,
        "reasons": [r.to_json(link) for r in verdict.reasons],
        "consequence": None if consequence is None else consequence.to_json(),
        "verdict_html": verdict_html(verdict, base, names=names),
        "move": str(move),
        "description": say(before, move, verdict),
        "notation": to_notation(before),
        "table_svg": table_svg(before),
        "after_notation": to_notation(after),
        "after_svg": table_svg(after),
        "after_note": note,
        "changed": tried.changed,
    }


def judge_move(position_text: str, move_text: str, base: str = "", seat: int | None = None
               ) -> str:
    """The verdict on a move: ``{"legal", "rules", "links", "message", "reasons",
    "consequence", "verdict_html", "move", "notation", "table_svg", "after_notation",
    "after_svg", "after_note", "changed"}``, or ``{"error"}``.

    ``links`` are the cited rules (the consequence's too) as ``{"rule", "title", "href"}``,
    ``href`` being ``base + idiotcore.model.rulebook.url(rule)`` (``base``: the way from the page to
    the site root; the Table page is at the root, so ``""``). The table after is the move
    applied, or, for an illegal move, its consequence carried out (a penalty pickup) or the
    table unchanged (a take-back). ``seat``: the player the page is for (the Play page's
    person, seat 0), said in the second person; None on the Table page.

    >>> import json
    >>> out = json.loads(judge_move("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0", "play 9C"))
    >>> out["legal"], out["after_notation"]
    (True, 'classic/1/A:7Hxxxx::;B:xxxxxx::/1.8D;0.9C/8/0')
    >>> json.loads(judge_move("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0", "dance"))["error"]
    ... # doctest: +ELLIPSIS
    "...dance..."
    """
    return answer(lambda: _judge_move(position_text, move_text,
                                      base if isinstance(base, str) else "", seat))


LISTED = 300
"""At most this many legal moves are written out: a big hand can have hundreds of thousands
(Extreme's ladders, §8, or classic sequences, O8), too many for a page; the count is exact."""


def legal(position_text: str) -> str:
    """The legal moves of the player to move: ``{"count", "moves", "shown", "any_from_hand"}``,
    the move texts (the first :data:`LISTED` of them) and the same as the page's reader types
    them (Norwegian verbs in Norwegian), how many there are in all, and whether the player
    may also lay any card of a hand nobody knows (named to be judged, R22); or ``{"error"}``.

    >>> import json
    >>> listed = json.loads(legal("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0"))
    >>> listed["count"], listed["moves"], listed["any_from_hand"]
    (3, ['play 9C', 'pickup', 'sjanse'], False)
    >>> json.loads(legal("classic/1/A:7H9C::;B:xxxxxx::/1.8D/10/0"))["any_from_hand"]
    True
    """
    def listing() -> dict[str, object]:
        moves = legal_moves(read_table(position_text))
        texts = [str(m) for m in moves[:LISTED]]
        return {"count": len(moves), "moves": texts,
                "shown": [spoken(m, current_language()) for m in texts],
                "any_from_hand": moves.any_from_hand}
    return answer(listing)


def _deal_checked(ruleset: object, players: object, seed: object) -> dict[str, Any]:
    return table_view(_new_game(*deal_request(ruleset, players, seed, "players")))


def deal(ruleset: str, players: int, seed: int | str | None = None) -> str:
    """A new game of ``players`` (2–5) under the preset ``ruleset``, shuffled from ``seed``:
    the same answer as :func:`position`, or ``{"error"}``.

    >>> import json
    >>> json.loads(deal("extreme", 3, 7))["notation"].startswith("extreme/")
    True
    >>> json.loads(deal("chess", 2, 1))["error"]
    'ruleset: choose one of classic, browser, portuguese, extreme'
    """
    return answer(lambda: _deal_checked(ruleset, players, seed))



def presets() -> str:
    """The rulesets, as ``{"rulesets": [{"name", "family"}], "players": [min, max]}``.

    >>> import json
    >>> [r["name"] for r in json.loads(presets())["rulesets"]]
    ['classic', 'browser', 'portuguese', 'extreme']
    """
    return answer(lambda: {
        "rulesets": [{"name": name, "family": rules.family, "max_players": rules.max_players}
                     for name, rules in PRESETS.items()],
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


def from_link(text: str) -> tuple[str, str | None]:
    """What was pasted: the Table page's link (its position and move, ``table.html#p=…&m=…``,
    as :func:`fragment` writes them), or a position itself (JSON or notation) and no move.

    >>> from_link("http://127.0.0.1:8000/table.html#" + fragment("classic/0/A%20B:7H::;C:xx::/-/0/0",
    ...                                                         "play 7H"))
    ('classic/0/A%20B:7H::;C:xx::/-/0/0', 'play 7H')
    >>> from_link(" extreme/0/A:7H::;B:xx::/-/0/0 ")
    ('extreme/0/A:7H::;B:xx::/-/0/0', None)
    """
    text = text.strip()
    if text.startswith("{") or "#p=" not in text:
        return text, None
    found = parse_qs(urlsplit(text).fragment, keep_blank_values=True)
    moves = found.get("m")
    return found.get("p", [""])[0], moves[0] if moves else None



"""The bridge between the site's Table page and the engine, for Python running in the browser
(Pyodide). Standard library only.

Every function takes plain strings (and numbers) and returns one JSON string, and never raises:
whatever goes wrong (bad input, or the engine failing) comes back as ``{"error": "…"}`` with one
clear sentence, so no Python exception ever reaches JavaScript.

- :func:`position` reads a position (JSON or notation) and returns its notation, its JSON and
  its picture;
- :func:`decide` judges a move: the verdict, the rules cited as links into the rulebook, and the
  table after the move (the move applied, or the table's consequence of an illegal move);
- :func:`legal` lists the legal moves of the player to move (the first few hundred, and
  their count);
- :func:`deal` deals a new game; :func:`presets` lists the rulesets;
- :func:`fragment` writes the Table page's URL fragment (``p=…&m=…``), which the site's worked
  examples link to.

>>> import json
>>> out = json.loads(decide("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0", "play 8H"))
>>> out["legal"], out["rules"], out["links"][0]["href"], out["consequence"]["kind"]
(False, ['§7'], 'extreme/s07-seven.html#s7', 'pick_up')
>>> json.loads(legal("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"))["moves"]
['play 3C', 'pickup']
>>> json.loads(decide("<script>", "play 8H"))["error"]  # doctest: +ELLIPSIS
'notation: expected RULESET/TO_MOVE/PLAYERS/PILE/STOCK/BURNT[/EXTRAS], found 1 fields'
>>> fragment("extreme/0/Ada:8H::;Bo:xx::/-/0/0", "play 8H")
'p=extreme/0/Ada:8H::;Bo:xx::/-/0/0&m=play%208H'
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from .cards import UNKNOWN, VALUE, CardError, show
from .engine import attempt, legal_moves, resolve
from .game import DEFAULT_NAMES, GreedyPlayer, RandomPlayer
from .game import deal as _new_game
from .jsonio import position_to_json
from .lessons import HINT_AFTER, Lesson, find, judge, parts, stars
from .lessons import load as load_lessons
from .moves import Move, MoveError, parse_move
from .notation import read_position, to_notation
from .position import MAX_PLAYERS, MIN_PLAYERS, Position, PositionError, full_deck
from .render import card_svg, table_svg, verdict_html
from .rulebook import RULES, link, url
from .rulesets import PRESETS, RulesetError
from .table import seat_of
from .verdict import Verdict
from .wording import YOU, does, form, named

__all__ = ["MAX_MOVE_TEXT", "MAX_POSITION_TEXT", "PLAY_NAMES", "choose_move", "deal", "decide",
           "fragment", "game", "legal", "lesson", "lesson_try", "lessons", "new_game",
           "opponent_move", "play_out", "position", "presets"]

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


def _deck_left(p: Position) -> dict[str, int]:
    """Every card of the position's deck, with how many of it are not yet on the table (the
    Table page greys out the cards already used).

    >>> left = _deck_left(read_position("classic/0/A:7H::;B:xx::/-/0/0"))
    >>> len(left), left["7H"], left["8H"], "RJ" in left
    (52, 0, 1, False)
    """
    left = Counter(full_deck(p.ruleset, len(p.players)))
    left.subtract(card for card in p.all_cards() if card != UNKNOWN)
    return {card: max(count, 0) for card, count in left.items()}


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


def _table_view(p: Position) -> dict[str, Any]:
    """The Table page's view of a position: its description and the cards left in the deck."""
    return {**_describe(p), "deck_left": _deck_left(p)}


def position(text: str) -> str:
    """A position given as JSON or notation: ``{"notation", "position" (the interchange JSON),
    "table_svg", "names", "to_move", "ruleset", "over", "deck_left" (every card of the deck:
    how many of it are not on the table)}``, or ``{"error"}``.

    >>> out = json.loads(position('{"ruleset": "classic", "players": [{"name": "A", '
    ...                           '"hand": ["7H"]}, {"name": "B", "hand": ["9C"]}]}'))
    >>> out["notation"], out["names"]
    ('classic/0/A:7H::;B:9C::/-/0/0', ['A', 'B'])
    >>> json.loads(position("classic/0/A:7H7H::;B:9C::/-/0/0"))["error"]  # doctest: +ELLIPSIS
    'cards: ...'
    """
    return _answer(lambda: _table_view(_read(text)))


def _links(rules: list[str], base: str) -> list[dict[str, str]]:
    return [{"rule": r, "title": RULES[r].title, "href": base + url(r)} for r in rules if r in RULES]


def _decide(position_text: object, move_text: object, base: str) -> dict[str, Any]:
    before = _read(position_text)
    tried = attempt(before, parse_move(_text(move_text, "move", MAX_MOVE_TEXT)))
    move, verdict, after = tried.move, tried.verdict, tried.after
    names = [p.name for p in before.players]
    consequence = verdict.consequence
    if tried.unknown:
        note = ("The move is legal, but what happens next hangs on a card typed as ??: the "
                "table after it can't be shown.")
    elif not tried.changed:
        note = "The table is unchanged" + (" (the move is taken back)." if tried.taken_back
                                           else ".")
    elif verdict.legal:
        note = "The table after the move:"
    elif consequence is not None and consequence.kind == "pick_up":
        note = f"The table after the penalty ({consequence.words(names, mid=True)}):"
    else:
        note = "The table after the move:"
    return {
        "legal": verdict.legal,
        "rules": verdict.rules,
        "links": _links(tried.rules, base),
        "message": verdict.message,
        "reasons": [r.to_json(link) for r in verdict.reasons],
        "consequence": None if consequence is None else consequence.to_json(),
        "verdict_html": verdict_html(verdict, base, names=names),
        "move": str(move),
        "description": _say(before, move, verdict),
        "notation": to_notation(before),
        "table_svg": table_svg(before),
        "after_notation": to_notation(after),
        "after_svg": table_svg(after),
        "after_note": note,
        "changed": tried.changed,
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


LISTED = 300
"""At most this many legal moves are written out: a big hand can have hundreds of thousands
(Extreme's ladders, §8, or classic sequences, O8), too many for a page; the count is exact."""


def legal(position_text: str) -> str:
    """The legal moves of the player to move: ``{"count", "moves"}``, the move texts (the first
    :data:`LISTED` of them) and how many there are in all; or ``{"error"}``.

    >>> json.loads(legal("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0"))
    {'count': 3, 'moves': ['play 9C', 'pickup', 'sjanse']}
    """
    def listing() -> dict[str, object]:
        moves = legal_moves(_read(position_text))
        return {"count": len(moves), "moves": [str(m) for m in moves[:LISTED]]}
    return _answer(listing)


def _deal_request(ruleset: object, count: object, seed: object, what: str
                  ) -> tuple[str, int, str | None]:
    """A new game's ruleset, number of ``what`` (players or seats) and seed, as sent by a
    page, checked: each refusal names the field."""
    if not isinstance(ruleset, str) or ruleset not in PRESETS:
        raise _Refused(f"ruleset: choose one of {', '.join(PRESETS)}")
    if isinstance(count, bool) or not isinstance(count, int | float | str):
        raise _Refused(f"{what}: give a number of {what}")
    try:
        number = int(count)
    except ValueError:
        raise _Refused(f"{what}: {count!r} is not a number") from None
    most = PRESETS[ruleset].max_players
    if not MIN_PLAYERS <= number <= most:
        raise _Refused(f"{what}: {ruleset} takes {MIN_PLAYERS} to {most}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | float | str)):
        raise _Refused("seed: give a number or a word")
    return ruleset, number, None if seed is None else str(seed)[:100]


def _deal_checked(ruleset: object, players: object, seed: object) -> dict[str, Any]:
    return _table_view(_new_game(*_deal_request(ruleset, players, seed, "players")))


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


# ---------------------------------------------------------------------------------------------
# The Play page: a game against computer opponents (seat 0 is the person; the rest the computer)

PLAY_NAMES = (YOU, *DEFAULT_NAMES[1:])
"""The seats of a game on the Play page: the person first, then the computer opponents (the
default names, :data:`idiotcore.game.DEFAULT_NAMES`, the person in the first one's place)."""
OPPONENT_KINDS = ("greedy", "random")


def _name_of(p: Position, ref: str) -> str:
    """The name of the player a move refers to by seat or name (``ref`` itself if none)."""
    try:
        return p.players[seat_of(p, ref)].name
    except MoveError:
        return ref


def _shown(p: Position, move: Move) -> str:
    """A move as its button reads: cards as symbols, players by name.

    >>> _shown(read_position("extreme/0/You:4C9D::;Bo:xx:6D::/-/0/0"),
    ...        parse_move("play 4C give TD to 1"))
    'play 4♣ give 10♦ to Bo'
    """
    words = str(move).split()
    out = []
    for i, word in enumerate(words):
        if i and words[i - 1] == "to":
            word = _name_of(p, word)
        elif word in VALUE and word != UNKNOWN:
            word = show(word)
        out.append(word)
    return " ".join(out)


def _seat_view(p: Position, seat: int) -> dict[str, Any]:
    """What a page shows one seat (the person on the Play page, the learner in a lesson): the
    table as that seat may know it (§20.3), its cards (with their pictures, for the card
    buttons), and, on its turn, its legal moves (the short list: a 2 alone, ladders one card
    per rank; the whole list can run to millions in a big Extreme hand, and the rest can still
    be tapped or typed), each also as its button reads."""
    me = p.players[seat]
    moves = legal_moves(p, short=True) if not p.is_over and p.to_move == seat else []
    return {
        **_describe(p),
        "table_svg": table_svg(p.seen_by(seat)),
        "phase": p.phase,
        "legal": [str(m) for m in moves],
        "legal_shown": [_shown(p, m) for m in moves],
        "hand": list(me.hand),
        "face_up": [stack[-1] if stack else None for stack in me.face_up],
        "face_down": [card is not None for card in me.face_down],
        "cards_svg": {c: card_svg(c) for c in [*me.hand, *(s[-1] for s in me.face_up if s)]
                      if c != "??"},
    }


def _game_view(p: Position) -> dict[str, Any]:
    out = _seat_view(p, 0)
    me = p.players[0]
    out.update({
        "human_turn": not p.is_over and p.to_move == 0,
        "you_out": not me.has_cards,
        "finished": list(p.finished),
        "winner": p.winner,
        "idiot": p.idiot,
        "ending": _ending(p),
        # What the page shows in notation and opens on the Table page: what the person may
        # know while the game goes on (§20.3), every card once it is over.
        "shown_notation": to_notation(p if p.is_over else p.seen_by(0)),
    })
    return out


def _ending(p: Position) -> dict[str, str]:
    """The end of a game in words: ``winner`` (empty while nobody is out, or in Portuguese,
    P10) and ``idiot`` (empty until the game is over).

    >>> _ending(read_position("classic/0/You:::;Bo:7H::/-/0/0/out=0"))
    {'winner': 'You win!', 'idiot': 'Bo is the idiot'}
    """
    names = [player.name for player in p.players]
    winner = "" if p.winner is None else names[p.winner]
    idiot = "" if p.idiot is None or not p.is_over else names[p.idiot]
    return {"winner": winner and does(winner, "wins") + ("!" if winner == YOU else "."),
            "idiot": idiot and f"{does(idiot, 'is')} the idiot"}


def _new_game_checked(ruleset: object, seats: object, seed: object) -> dict[str, Any]:
    name, count, key = _deal_request(ruleset, seats, seed, "seats")
    return _game_view(_new_game(name, list(PLAY_NAMES[:count]), key))


def new_game(ruleset: str, seats: int, seed: int | str | None = None) -> str:
    """A new game for the Play page: seat 0 is "You", the others computer opponents. The
    position's description (as :func:`position`) with the game's state: ``phase``,
    ``human_turn``, ``legal`` (your legal moves when it is your turn), ``hand``, ``face_up``
    (the top card of each column, or None), ``face_down`` (True where a card lies), ``finished``,
    ``winner``, ``idiot``; or ``{"error"}``.

    >>> out = json.loads(new_game("classic", 3, 7))
    >>> out["names"], out["to_move"] in (0, 1, 2)
    (['You', 'Bo', 'Cy'], True)
    >>> json.loads(new_game("classic", 9, 7))["error"]
    'seats: classic takes 2 to 5'
    """
    return _answer(lambda: _new_game_checked(ruleset, seats, seed))


def game(position_text: str) -> str:
    """The Play page's view of a game in progress (the same fields as :func:`new_game`)."""
    return _answer(lambda: _game_view(_read(position_text)))


def choose_move(p: Position, kind: str = "greedy", seed: int | str | None = 0, ply: int = 0) -> Move:
    """The computer's move for the player to move: ``greedy`` (:class:`GreedyPlayer`) or
    ``random`` (:class:`RandomPlayer`). Deterministic: the same position, kind, seed and
    ``ply`` (the number of moves made so far, which keeps a position that comes round again
    from getting the same answer, and tells a greedy player about how many turns it has had)
    give the same move."""
    player_seed = random.Random(f"{seed}:{ply}:{to_notation(p)}").randrange(2**32)
    computer = (RandomPlayer(player_seed) if kind == "random"
                else GreedyPlayer(player_seed, turns=ply // len(p.players)))
    return computer.choose(p)


def _say(p: Position, move: Move, verdict: Verdict | None = None) -> str:
    """The one line the Play page's log gives a move, the person's as the computer's: who
    does what, named (never a seat number); for a refused move, why, and what the table does.

    >>> table = read_position("extreme/0/You:4C9D::;Bo:xx:6D::/-/0/0")
    >>> _say(table, parse_move("play 4C give 9D to 1")), _say(table.replace(to_move=1), parse_move("pickup"))
    ('You play 4♣ and give 9♦ to Bo.', 'Bo picks up the pile.')
    """
    who = p.players[p.to_move].name
    cards = " ".join(show(c) for c in move.cards)
    match move.kind:
        case "play":
            text = f"{does(who, 'plays')} {cards}"
            if move.give:
                card, ref = move.give
                text += f" and {form(who, 'gives')} {show(card)} to {named(_name_of(p, ref))}"
            if move.throw:
                text += f" and {form(who, 'throws')} {show(move.throw)}"
        case "pickup":
            text = f"{does(who, 'picks up')} the pile"
        case "flip":
            text = f"{does(who, 'flips')} face-down card {move.column}"
        case "swap":
            text = (f"{does(who, 'swaps')} {show(move.cards[0])} (hand) for "
                    f"{show(move.cards[1])} (table)")
        case "done":
            text = f"{does(who, 'is')} done" + (" swapping" if p.phase == "swap" else "")
        case "sjanse":
            text = f"{does(who, 'takes')} a sjanse"
        case "pass":
            text = f"{does(who, 'passes')}"
        case _:
            text = f"{who}: {move}"
    text += "."
    if verdict is not None and not verdict.legal:
        text += f" Refused ({', '.join(verdict.rules)}): {verdict.message}"
        if verdict.consequence is not None:
            text += f" {verdict.consequence.words([pl.name for pl in p.players])}."
    return text


def _computer_request(position_text: object, kind: object, seed: object, ply: object
                      ) -> tuple[Position, str, str | None, int]:
    """The table, the kind of computer player, the game's seed and the ply, as sent by the
    Play page, checked: the game must go on and the turn be the computer's."""
    before = _read(position_text)
    if before.is_over:
        raise _Refused("the game is over")
    if before.to_move == 0:
        raise _Refused("it is your turn, not the computer's")
    if not isinstance(kind, str) or kind not in OPPONENT_KINDS:
        raise _Refused(f"kind: choose one of {', '.join(OPPONENT_KINDS)}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | float | str)):
        raise _Refused("seed: give a number or a word")
    if isinstance(ply, bool) or not isinstance(ply, int | float):
        raise _Refused("ply: give the number of moves made so far")
    return before, kind, None if seed is None else str(seed)[:100], int(ply)


def _computer_turn(before: Position, kind: str, seed: str | None, ply: int
                   ) -> tuple[Move, Verdict, Position]:
    move = choose_move(before, kind, seed, ply)
    verdict, after = resolve(before, move)
    return move, verdict, after


def _opponent_move(position_text: object, kind: object, seed: object, ply: object) -> dict[str, Any]:
    before, kind, seed, ply = _computer_request(position_text, kind, seed, ply)
    move, verdict, after = _computer_turn(before, kind, seed, ply)
    return {"move": str(move), "seat": before.to_move, "legal": verdict.legal,
            "message": verdict.message, "description": _say(before, move, verdict),
            "notation": to_notation(before), "after": _game_view(after)}


def opponent_move(position_text: str, kind: str = "greedy", seed: int | str | None = 0,
                  ply: int = 0) -> str:
    """The computer's move for the player to move (not seat 0): ``{"move", "seat", "legal",
    "message", "description" (one line), "notation", "after" (as :func:`game`)}``, or
    ``{"error"}``.

    >>> out = json.loads(opponent_move("classic/1/You:7H::;Bo:9C8C::/-/0/0", "greedy", 1))
    >>> out["move"], out["legal"], out["description"]
    ('play 8C', True, 'Bo plays 8♣.')
    """
    return _answer(lambda: _opponent_move(position_text, kind, seed, ply))


PLAY_OUT_MOVES = 300
"""Computer moves made by one :func:`play_out` call (a few seconds in the browser at most);
the page calls again until the game is over."""


def _play_out(position_text: object, kind: object, seed: object, ply: object) -> dict[str, Any]:
    p, kind, seed, ply = _computer_request(position_text, kind, seed, ply)
    if p.players[0].has_cards:
        raise _Refused("you still have cards: the rest is played at once only once you are out")
    descriptions = []
    for _ in range(PLAY_OUT_MOVES):
        if p.is_over:
            break
        move, verdict, after = _computer_turn(p, kind, seed, ply)
        descriptions.append(_say(p, move, verdict))
        p, ply = after, ply + 1
    return {"descriptions": descriptions, "ply": ply, "after": _game_view(p)}


def play_out(position_text: str, kind: str = "greedy", seed: int | str | None = 0,
             ply: int = 0) -> str:
    """Once the person (seat 0) is out, the computer's next moves at once, up to
    :data:`PLAY_OUT_MOVES` of them or the end of the game: ``{"descriptions" (one line per
    move), "ply" (the moves made so far, after these), "after" (as :func:`game`)}``, or
    ``{"error"}``.

    >>> out = json.loads(play_out("classic/1/You:::;Bo:9C8C::;Cy:7D::/-/0/0", "greedy", 1))
    >>> out["descriptions"], out["after"]["over"], out["ply"]
    (['Bo plays 8♣.', 'Cy picks up the pile.', 'Bo plays 9♣.'], True, 3)
    """
    return _answer(lambda: _play_out(position_text, kind, seed, ply))


# ---------------------------------------------------------------------------------------------
# The Learn page: the course's lessons (idiotcore.lessons), each attempt judged by the engine


def _base(base: object) -> str:
    return base if isinstance(base, str) else ""


def _lesson_entry(one: Lesson, base: str) -> dict[str, Any]:
    return {**one.to_json(), "links": _links(list(one.rules), base), "hint_after": HINT_AFTER}


def _catalog(base: str) -> dict[str, Any]:
    return {"parts": [{"part": part, "title": title,
                       "lessons": [_lesson_entry(one, base) for one in group]}
                      for part, title, group in parts(load_lessons())]}


def lessons(base: str = "") -> str:
    """Every lesson of the course, grouped by part: ``{"parts": [{"part", "title", "lessons":
    [{"id", "title", "rules", "links", "text", "goal", "position", "par", "hint", ...}]}]}``
    (``links`` to the lesson's paragraphs, as :func:`decide` writes them); or ``{"error"}``.

    >>> out = json.loads(lessons())
    >>> out["parts"][0]["part"], out["parts"][0]["lessons"][0]["links"][0]["href"]
    ('classic', 'classic/norske-kortspill.html#c2')
    """
    return _answer(lambda: _catalog(_base(base)))


def _lesson(lesson_id: object) -> Lesson:
    if not isinstance(lesson_id, str):
        raise _Refused("lesson: expected a lesson id")
    try:
        return find(lesson_id)
    except KeyError:
        raise _Refused(f"lesson: there is no lesson {lesson_id[:40]!r}") from None


def _lesson_table(one: Lesson, table: Position) -> dict[str, Any]:
    return _seat_view(table, one.learner)


def _lesson_view(lesson_id: object, table_text: object, base: str) -> dict[str, Any]:
    one = _lesson(lesson_id)
    table = one.start if not table_text else _read(table_text)
    return {"lesson": _lesson_entry(one, base), "table": _lesson_table(one, table)}


def lesson(lesson_id: str, notation: str = "", base: str = "") -> str:
    """A lesson and its table (the lesson's start, or ``notation``: the table after the
    learner's moves so far): ``{"lesson" (as in :func:`lessons`), "table" (the learner's view,
    as :func:`game` gives the person's: its picture, cards and legal moves)}``; or
    ``{"error"}``.

    >>> out = json.loads(lesson("classic-1"))
    >>> out["lesson"]["title"], out["table"]["hand"], out["table"]["legal"][:2]
    ('Your cards at the deal', ['5C', '8D', 'KS'], ['play 8D', 'play KS'])
    >>> json.loads(lesson("chess-1"))["error"]
    "lesson: there is no lesson 'chess-1'"
    """
    return _answer(lambda: _lesson_view(lesson_id, notation, _base(base)))


def _lesson_try(lesson_id: object, table_text: object, move_text: object, attempts: object,
                base: str) -> dict[str, Any]:
    one = _lesson(lesson_id)
    table = _read(table_text)
    if isinstance(attempts, bool) or not isinstance(attempts, int | float) or attempts < 1:
        raise _Refused("attempts: give the number of this attempt (1 for the first)")
    step = judge(one, table, parse_move(_text(move_text, "move", MAX_MOVE_TEXT)))
    shown = Verdict(step.tried.verdict.legal, step.tried.verdict.reasons)  # taken back here
    names = [p.name for p in table.players]
    return {
        "legal": step.legal,
        "reached": step.reached,
        "stars": stars(one.par, int(attempts)) if step.reached else 0,
        "miss": step.miss,
        "status": step.status,
        "message": step.words,
        "rules": step.rules,
        "links": _links(step.rules, base),
        "verdict_html": verdict_html(shown, base, names=names),
        "move": str(step.tried.move),
        "description": _say(table, step.tried.move),
        "table": _lesson_table(one, step.table),
    }


def lesson_try(lesson_id: str, notation: str, move: str, attempts: int = 1, base: str = "") -> str:
    """The learner tries ``move`` on the lesson's table ``notation`` (see
    :func:`idiotcore.lessons.judge`), ``attempts`` being the number of this attempt (legal or
    not) since the lesson began: ``{"legal", "reached", "stars" (won by reaching the goal in
    this many attempts, :func:`idiotcore.lessons.stars`; 0 until then), "miss", "status" (one line: the
    goal reached, refused, or what happens now), "message" (the engine's verdict), "rules",
    "links", "verdict_html" (without a game's consequence: a lesson takes a refused move
    back), "move", "description", "table" (the table to go on from, as in :func:`lesson`)}``;
    or ``{"error"}``.

    >>> start = json.loads(lesson("classic-2"))["table"]["notation"]
    >>> out = json.loads(lesson_try("classic-2", start, "play 6H"))
    >>> out["legal"], out["miss"], out["rules"][0], out["links"][0]["href"]
    (False, True, 'C5', 'classic/norske-kortspill.html#c5')
    >>> out["status"]
    'Not allowed: the table is as it was, try again.'
    >>> out = json.loads(lesson_try("classic-2", start, "play QD", 2))
    >>> out["reached"], out["stars"], out["status"]
    (True, 2, 'Goal reached!')
    """
    return _answer(lambda: _lesson_try(lesson_id, notation, move, attempts, _base(base)))

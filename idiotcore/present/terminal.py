"""``idiot play``: a game in the terminal against one to four computer opponents.

The table is drawn as text before each of your moves; a refused move is explained with its
rule ids, and in Extreme Idiot its consequence is carried out (§20)."""

from __future__ import annotations

import random
import textwrap
from collections.abc import Iterator

from ..engine import legal_moves, resolve
from ..judge.folding import view_of
from ..lang.card_names import show_all
from ..lang.wording import phrase
from ..model.moves import SYNTAX, MoveError, parse_move
from ..model.position import Position
from ..model.rulebook import R, lookup
from ..model.verdict import Consequence
from ..play.game import GreedyPlayer, Opponent, RandomPlayer, deal, play_names
from .bridge import addressing

SHOWN = 40
"""Legal moves written out on 'help' (a big Extreme hand has thousands of ladders, §8;
classic sequences, O8, can run as long)."""


def describe(position: Position, you: int = 0) -> str:
    """The table as text, as the player at ``you`` may know it (:meth:`Position.seen_by`):
    your hand, every face-up card, the pile's top plays; the other hands and the stock
    counted, the face-down cards as backs."""
    position = position.seen_by(you)
    lines = [phrase("screen.TERM_HEAD", ruleset=position.ruleset.name,
                    stock=len(position.stock), burnt=len(position.burnt))]
    for seat, player in enumerate(position.players):
        marker = "→" if seat == position.to_move and not position.is_over else " "
        hand = (show_all(sorted(player.hand)) if seat == you
                else phrase("screen.TERM_CARDS", count=len(player.hand)))
        lines.append(phrase(
            "screen.TERM_SEAT" if player.has_cards else "screen.TERM_SEAT_OUT", marker=marker,
            name=f"{player.name:6}", hand=hand,
            up=" ".join(show_all(s) if s else "·" for s in player.face_up),
            down=" ".join("▮" if c else "·" for c in player.face_down)))
    plays = position.pile[-4:]
    pile = "  ".join(f"{position.players[p.by].name}:{show_all(p.cards)}" for p in plays)
    if len(position.pile) > 4:
        pile = phrase("screen.TERM_PILE_MORE", more=len(position.pile) - 4, plays=pile)
    else:
        pile = phrase("screen.TERM_PILE", plays=pile) if pile else phrase("screen.TERM_PILE_EMPTY")
    top = view_of(position)
    lines.append(phrase("screen.TERM_ANSWER", pile=pile, card=top.card)
                 if top.card and position.pile else pile)
    return "\n".join(lines)


def _what_the_table_did(after: Position, consequence: Consequence) -> str:
    """After a refused move: what the table did, and what the player now holds.

    >>> from idiotcore import from_notation
    >>> from idiotcore.lang.wording import speaking
    >>> with speaking(viewer="You"):  # the game is addressed to you (seat 0)
    ...     _what_the_table_did(from_notation("extreme/1/You:8H7C3C::;Bo:xx::/-/0/0"),
    ...                         Consequence("pick_up", 0, ()))
    'You pick up the pile: you now hold 3 cards in hand.'
    """
    player = after.players[consequence.player]
    done = consequence.words([p.name for p in after.players])
    if consequence.kind == "take_back":
        return phrase("screen.TERM_TAKEN_BACK", done=done, who=player.name)
    return phrase("screen.TERM_PICKED_UP", done=done, who=player.name, count=len(player.hand))


def _help() -> str:
    """The move syntax (:data:`idiotcore.model.moves.SYNTAX`) and the terminal's own commands."""
    rows = [*((form, phrase(key, rule=rule)) for form, key, rule in SYNTAX),
            ("rules N", phrase("screen.TERM_RULES")), ("moves", phrase("screen.TERM_MOVES")),
            ("quit", phrase("screen.TERM_QUIT"))]
    width = max(len(form) for form, _ in rows)
    return "\n".join(textwrap.fill(what, 98, initial_indent=f"    {form:{width}}  ",
                                    subsequent_indent=" " * (width + 6)) for form, what in rows)


def _lines(path: str | None) -> Iterator[str]:
    if path:
        with open(path, encoding="utf-8") as script:
            yield from (line.strip() for line in script if line.strip())
        return
    while True:
        try:
            yield input(phrase("screen.TERM_PROMPT"))
        except EOFError:
            return


def play_in_terminal(ruleset: str, opponents: int, seed: int | None, kind: str,
                     script: str | None) -> int:
    """Play one game; you are seat 0. Returns the exit status."""
    seed = random.randrange(10**6) if seed is None else seed
    position = deal(ruleset, play_names(opponents + 1), seed=seed)
    with addressing(position, 0):
        return _play(position, ruleset, seed, kind, script)


def _play(position: Position, ruleset: str, seed: int, kind: str, script: str | None) -> int:
    """The game, from the deal to its end or until you leave; addressed to you (seat 0)."""
    opponents = len(position.players) - 1
    bots: list[Opponent] = [
        GreedyPlayer(seed + i) if kind == "greedy" else RandomPlayer(seed + i)
        for i in range(opponents + 1)
    ]
    print(phrase("screen.TERM_START", ruleset=ruleset, seed=seed))
    entries = _lines(script)
    while not position.is_over:
        if position.to_move != 0:
            name = position.player.name
            move = bots[position.to_move].choose(position)
            verdict, position = resolve(position, move)
            print(f"  {name}: {move} — {verdict.message}")
            continue
        print(describe(position))
        text = next(entries, None)
        if text is None or text == "quit":
            print(phrase("screen.TERM_LEFT"))
            return 0
        if text == "help":
            print(phrase("screen.TERM_WRITTEN") + "\n" + _help())
        if text in ("help", "moves"):
            moves = legal_moves(position)
            more = len(moves) - SHOWN
            listed = ", ".join(str(m) for m in moves[:SHOWN])
            print(phrase("screen.TERM_LEGAL_MORE", moves=listed, more=more) if more > 0
                  else phrase("screen.TERM_LEGAL", moves=listed))
            continue
        if text.startswith("rules"):
            try:
                rule = lookup(text.split(maxsplit=1)[1] if " " in text else R.S1)
            except KeyError:
                print(phrase("screen.TERM_NO_RULE"))
                continue
            print("  {} {}: {}".format(rule.id, *rule.worded()))
            continue
        try:
            verdict, position = resolve(position, parse_move(text))
        except MoveError as err:
            print(f"  ? {err}")
            continue
        print(phrase("screen.TERM_OK" if verdict.legal else "screen.TERM_REFUSED",
                     rules=", ".join(verdict.rules), message=verdict.message))
        if verdict.consequence is not None:
            print("  " + _what_the_table_did(position, verdict.consequence))
    idiot = position.idiot
    print(describe(position))
    print(phrase("screen.TERM_OVER",
                 name=position.players[idiot].name if idiot is not None else "—"))
    return 0


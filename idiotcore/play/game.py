"""Games: a reproducible deal from a seed, computer opponents, and a full game to the idiot."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Protocol

from ..compact.seat import firsts, random_move
from ..compact.uniform import uniform_move
from ..engine import apply, check, legal_moves, opening
from ..judge.folding import view_of
from ..lang.wording import phrase
from ..model.cards import VALUE, shuffled
from ..model.errors import InputError
from ..model.moves import Move
from ..model.position import MIN_PLAYERS, Player, Position, full_deck
from ..model.rulesets import Ruleset, ruleset_for
from ..model.verdict import Verdict
from ..rules.classic import c04_opener
from ..rules.extreme.s10_ten import is_ten

DEFAULT_NAMES = ("Ada", "Bo", "Cy", "Di", "Eli", "Fay", "Gus", "Hal", "Ivy")
"""The seats' names when a game is dealt by count."""


def play_names(count: int) -> list[str]:
    """The seats' names of a game against the computer (the Play page, ``idiot play``): you
    (``screen.YOU_NAME``, in the language in force), then the computer players.

    >>> play_names(3)
    ['You', 'Bo', 'Cy']
    """
    return [phrase("screen.YOU_NAME"), *DEFAULT_NAMES[1:count]]


def deal(ruleset: Ruleset | str = "classic", players: int | Sequence[str] = 2,
         seed: int | str | None = 0, switches: dict[str, object] | None = None) -> Position:
    """A new game: three face-down, three face-up and three (O6: six) hand cards each (C2, §1);
    the rest is the stock. Who starts is the lowest hand card (C4), or the opening goes round
    the table (P3), after a swap phase where the ruleset has one (O3, W1, P2).

    >>> p = deal("classic", 3, seed=7)
    >>> len(p.players), len(p.stock), p.phase
    (3, 25, 'play')

    :raises InputError: (a :class:`ValueError`) for a number of players the ruleset does not
        take or has too few cards for.
    """
    rules = ruleset_for(ruleset, switches) if isinstance(ruleset, str) else ruleset
    count = players if isinstance(players, int) else len(players)
    if not MIN_PLAYERS <= count <= rules.max_players:
        raise InputError("input.DEAL_PLAYERS", where="players", count=count, ruleset=rules.name,
                         low=MIN_PLAYERS, high=rules.max_players)
    names = list(DEFAULT_NAMES[:players]) if isinstance(players, int) else list(players)
    cards = list(shuffled(full_deck(rules, len(names)), seed))
    dealt = c04_opener.dealt(rules.hand_size, len(names))
    if dealt > len(cards):
        raise InputError("input.DEAL_CARDS", where="players", count=len(names), dealt=dealt,
                         ruleset=rules.name, deck=len(cards))
    seats = []
    for name in names:
        face_down = tuple(cards.pop() for _ in range(3))
        face_up = tuple((cards.pop(),) for _ in range(3))
        hand = tuple(cards.pop() for _ in range(rules.hand_size))
        seats.append(Player(name=name, hand=hand, face_up=face_up, face_down=face_down))
    table = tuple(seats)
    if rules.swap_after_deal:
        return Position(ruleset=rules, players=table, stock=tuple(cards), phase="swap")
    return opening(Position(ruleset=rules, players=table, stock=tuple(cards)))


class Opponent(Protocol):
    """A computer player: picks one move among the legal ones. The players below decide from
    :meth:`Position.seen_by` their own seat: what a player at the table may know."""

    def choose(self, position: Position) -> Move:
        """The move to make in ``position`` (the player to move is this opponent)."""
        ...


class RandomPlayer:
    """Uniform among the legal moves; picks the pile up (or passes) only when nothing else is
    legal (:func:`~idiotcore.compact.uniform.uniform_move`), drawn on the compact core
    (:func:`idiotcore.compact.seat.random_move`). With ``short``, among the short list of
    :func:`idiotcore.legal_moves`; with ``engine``, on the explaining engine's list, in its
    order: the yardstick of the benchmark, and the player of the fingerprint and the golden
    games, whose moves must not change when the compact core lists in another order."""

    def __init__(self, seed: int | str | None = None, short: bool = False, engine: bool = False
                 ) -> None:
        self.rng = random.Random(seed)
        self.short = short
        self.engine = engine

    def choose(self, position: Position) -> Move:
        """A random legal move, pickup last, chosen from what its seat may know."""
        view = position.seen_by(position.to_move)
        if self.short or self.engine:
            return uniform_move(view, self.rng, self.short)
        return random_move(view, self.rng)


_PRECIOUS = {0: 40, 2: 30, 10: 35, 5: 25}


class GreedyPlayer:
    """A sensible opponent: lays the cheapest cards that fit, as many at once as it can,
    keeps 2s, 10s, 5s and jokers for when it needs them, and picks up only when stuck. It
    swaps a hand card for a face-up one only to put the better card on the table (never back).

    Now and then (``explore``, one time in ten by default) it takes one of its three cheapest
    moves that are not a pickup instead of the cheapest: two purely greedy players can go
    round in circles for ever, passing the same pile back and forth. It looks at the short
    list of legal moves (``legal_moves(position, short=True)``, a family by its first member):
    in Extreme it lays a 2 alone and then chooses what goes on it, and climbs ladders one
    card per rank. The compact core lists them (:func:`idiotcore.compact.seat.firsts`).
    """

    PATIENCE = 500
    """Turns of its own after which it plays at random (:class:`RandomPlayer`, short list):
    exploring does not always break the circle (in Extreme about one game in ten between
    greedy players alone went past 5,000 moves), and random play ends."""

    def __init__(self, seed: int | str | None = None, explore: float = 0.1, turns: int = 0
                 ) -> None:
        self.rng = random.Random(seed)
        self.explore = explore
        self.turns = turns
        """Turns it has had in this game (counted by :meth:`choose`)."""
        self._restless = RandomPlayer(seed, short=True)

    def _cost(self, position: Position, move: Move) -> float:
        if move.kind in ("pickup", "pass"):
            return 1000.0
        if move.kind == "swap":
            hand_card, table_card = move.cards
            gain = _worth(hand_card) - _worth(table_card)
            return -gain if gain > 0 else 2000.0  # never back: it would swap round in circles
        if move.kind == "done":
            return 500.0
        if move.kind != "play":
            return 100.0 + self.rng.random()
        worth = sum(_worth(c) for c in move.cards) / len(move.cards)
        # a ten burns in every ruleset; jokers that burn as tens (O1, §15) earn no bonus
        burn_bonus = 5.0 if not view_of(position).empty and is_ten(move.cards[-1]) else 0
        return worth - 3 * len(move.cards) - burn_bonus + self.rng.random() * 0.1

    def choose(self, position: Position) -> Move:
        """The cheapest legal move by the costs above (or, now and then, a near one), chosen
        from what its seat may know."""
        position = position.seen_by(position.to_move)
        self.turns += 1
        if self.turns > self.PATIENCE:
            return self._restless.choose(position)
        listed = firsts(position)
        if listed is None:
            listed = list(legal_moves(position, short=True).firsts())
        listed.sort(key=str)  # the same order whoever lists them: the costs draw random noise
        moves = sorted(listed, key=lambda m: self._cost(position, m))
        keen = [m for m in moves[:3] if m.kind not in ("pickup", "pass")]
        if len(keen) > 1 and self.rng.random() < self.explore:
            return self.rng.choice(keen)
        return moves[0]


def _worth(card: str) -> float:
    value = VALUE[card]
    return float(_PRECIOUS.get(value, value))


@dataclasses.dataclass(frozen=True)
class Step:
    """One move of a game: the table before it, the move, and the engine's verdict."""

    before: Position
    move: Move
    verdict: Verdict


@dataclasses.dataclass(frozen=True)
class GameRecord:
    """A whole game: every step, the final table, and whether the move cap stopped it."""

    steps: tuple[Step, ...]
    final: Position
    capped: bool

    @property
    def idiot(self) -> int | None:
        """The seat of the idiot, if the game ended."""
        return self.final.idiot


def play_game(position: Position, opponents: Sequence[Opponent], max_moves: int = 3000,
              record: bool = True) -> GameRecord:
    """Play from ``position`` until one player is left with cards (the idiot) or the cap.

    ``opponents[i]`` plays seat ``i``; every move is checked by the engine before it is applied.
    """
    steps: list[Step] = []
    for _ in range(max_moves):
        if position.is_over:
            return GameRecord(tuple(steps), position, capped=False)
        move = opponents[position.to_move].choose(position)
        if record:
            steps.append(Step(position, move, check(position, move)))
        position = apply(position, move)
    return GameRecord(tuple(steps), position, capped=not position.is_over)

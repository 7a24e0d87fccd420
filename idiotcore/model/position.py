"""The position: everything on the table at one moment, immutable.

Players hold a hand, face-up and face-down table columns (column ``i``'s face-up cards lie on its
face-down card); the pile is a list of plays (who laid which cards, bottom to top); the stock and
the burnt cards are lists with the top card last.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Iterable
from typing import Literal, TypeVar

from .cards import JOKERS, UNKNOWN, Card, deck
from .errors import InputError
from .rulebook import R
from .rulesets import Ruleset

Source = Literal["hand", "face_up", "face_down"]
Phase = Literal["play", "swap"]

MIN_PLAYERS, MAX_PLAYERS = 2, 9
"""The fewest and the most players any ruleset deals to (each ruleset's own most:
:attr:`~idiotcore.model.rulesets.Ruleset.max_players`; a table grown by joins may have more,
:attr:`~idiotcore.model.rulesets.Ruleset.max_seats`)."""


class PositionError(InputError):
    """A position that cannot be: a bad field, a card too many, a player out of range."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Player:
    """One seat: hand, table columns, and how many games they have played (§20)."""

    name: str
    hand: tuple[Card, ...] = ()
    face_up: tuple[tuple[Card, ...], ...] = ()
    """Per column, the face-up cards on it (more than one only when collecting, O2)."""
    face_down: tuple[Card | None, ...] = ()
    games_played: int | None = None
    """None: experienced (more than three games), the default of the interchange spec."""

    @property
    def columns(self) -> int:
        """Number of table columns (places), empty ones included."""
        return len(self.face_down)

    @property
    def source(self) -> Source | None:
        """Where this player plays from now: hand, then face-up, then face-down (C6)."""
        if self.hand:
            return "hand"
        if any(self.face_up):
            return "face_up"
        if any(c is not None for c in self.face_down):
            return "face_down"
        return None

    @property
    def has_cards(self) -> bool:
        """True while the player holds or owns any card."""
        return self.source is not None

    def all_cards(self) -> list[Card]:
        """Every card this player holds or has on the table."""
        cards = list(self.hand)
        for stack in self.face_up:
            cards.extend(stack)
        cards.extend(c for c in self.face_down if c is not None)
        return cards

    def face_up_cards(self) -> list[Card]:
        """The face-up table cards, column by column."""
        return [c for stack in self.face_up for c in stack]


@dataclasses.dataclass(frozen=True)
class Play:
    """One entry of the pile: the cards one player laid in one move, in order (last on top)."""

    by: int
    cards: tuple[Card, ...]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Position:
    """A whole table. Never changed in place: :func:`idiotcore.apply` returns a new one.

    Readers (JSON, notation) call :func:`validate`; the engine's own moves keep a valid position
    valid (card conservation is a property test), so :func:`idiotcore.apply` does not re-check.
    """

    ruleset: Ruleset
    players: tuple[Player, ...]
    to_move: int = 0
    pile: tuple[Play, ...] = ()
    stock: tuple[Card, ...] = ()
    burnt: tuple[Card, ...] = ()
    phase: Phase = "play"
    finished: tuple[int, ...] = ()
    """Players who got rid of all their cards, in the order they went out (first = winner)."""
    opening: int | None = None
    """While the opening goes round the table (P3), the rank it asks for (3, then 4, …);
    None once the game is under way."""

    @property
    def player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.to_move]

    def pile_cards(self) -> list[Card]:
        """Every card in the pile, bottom to top."""
        return [c for play in self.pile for c in play.cards]

    def in_game(self) -> list[int]:
        """Seats of the players who still have cards, in seat order."""
        return list(self._seats_in_game())

    def _seats_in_game(self) -> tuple[int, ...]:
        """As :meth:`in_game`, cached (positions never change)."""
        cached: tuple[int, ...] | None = self.__dict__.get("_in_game")
        if cached is None:
            cached = tuple(i for i, p in enumerate(self.players) if p.has_cards)
            object.__setattr__(self, "_in_game", cached)
        return cached

    @property
    def is_over(self) -> bool:
        """True once at most one player has cards left."""
        return len(self._seats_in_game()) <= 1

    @property
    def idiot(self) -> int | None:
        """The seat of the idiot (the last player with cards), once the game is over."""
        left = self._seats_in_game()
        return left[0] if len(left) == 1 else None

    @property
    def winner(self) -> int | None:
        """The first player out, if anyone is out yet (Portuguese: nobody wins, P10)."""
        if self.ruleset.loser_only or not self.finished:
            return None
        return self.finished[0]

    def all_cards(self) -> list[Card]:
        """Every card in the position, wherever it lies (unknown cards included)."""
        cards: list[Card] = []
        for p in self.players:
            cards.extend(p.all_cards())
        cards.extend(self.pile_cards())
        cards.extend(self.stock)
        cards.extend(self.burnt)
        return cards

    def unseen(self) -> Counter[Card]:
        """The deck's cards that the table does not show, each with how many of it: what a card
        typed as ``??`` may be (R22).

        >>> from idiotcore import from_notation
        >>> left = from_notation("classic/0/A:7H::;B:xx::/-/0/0").unseen()
        >>> left["7H"], left["8H"], sum(left.values())
        (0, 1, 51)
        """
        left = Counter(full_deck(self.ruleset, len(self.players)))
        left.subtract(card for card in self.all_cards() if card != UNKNOWN)
        return +left

    def replace(self, **changes: object) -> Position:
        """A copy with some fields changed."""
        return evolve(self, **changes)

    def seen_by(self, seat: int) -> Position:
        """The table as the player at ``seat`` may know it (§20.3): their own hand, every
        face-up card, the pile and the burnt cards; everything else (the other players' hands,
        every face-down card, their own included, and the stock) as unknown (``??``). Every
        view meant for a player draws this, and the computer players decide from it.

        >>> from idiotcore import from_notation, to_notation
        >>> p = from_notation("extreme/0/Ada:8H3C:4C--:QCTC;Bo:9D:6D--:KH2S/1.7C/0/0")
        >>> to_notation(p.replace(stock=("AS", "AD")).seen_by(0))
        'extreme/0/Ada:8H3C:4C--:xxxx;Bo:xx:6D--:xxxx/1.7C/2/0'
        """
        players = tuple(evolve(player,
                               hand=player.hand if at == seat else (UNKNOWN,) * len(player.hand),
                               face_down=tuple(None if card is None else UNKNOWN
                                               for card in player.face_down))
                        for at, player in enumerate(self.players))
        seen = evolve(self, players=players, stock=(UNKNOWN,) * len(self.stock))
        for key in ("_view", "_in_game"):  # the pile and who has cards read the same
            if key in self.__dict__:
                object.__setattr__(seen, key, self.__dict__[key])
        return seen

    def with_player(self, seat: int, **changes: object) -> tuple[Player, ...]:
        """The players, with seat ``seat`` changed."""
        players = list(self.players)
        players[seat] = evolve(players[seat], **changes)
        return tuple(players)


Record = TypeVar("Record", Player, Position)


def evolve(record: Record, **changes: object) -> Record:
    """A copy of a player or position with some fields changed: what ``dataclasses.replace``
    does, a few times faster (the engine makes one or more per move), and without the values
    cached on the original (a pile view or seats in the game), which may no longer hold.

    >>> evolve(Player(name="Ada", hand=("7H",)), hand=()).hand
    ()
    """
    fields = {name: value for name, value in record.__dict__.items() if name[0] != "_"}
    unknown = changes.keys() - fields.keys()
    if unknown:
        raise TypeError(f"{type(record).__name__} has no field {sorted(unknown)[0]!r}")
    fields.update(changes)
    copy = object.__new__(type(record))
    copy.__dict__.update(fields)
    return copy


OPENING_ORDER = (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 2)
"""The ranks the opening round asks for in turn (P3): 3s first, then 4s, and so on."""


@functools.lru_cache(maxsize=64)
def full_deck(ruleset: Ruleset, players: int) -> tuple[Card, ...]:
    """The cards a game of this ruleset and size is played with (remembered: asked on every
    move at the opening, C4)."""
    jokers = 2 if (ruleset.jokers or ruleset.jokers_as_tens) else 0
    return deck(ruleset.decks_for(players), jokers)


def validate(position: Position) -> None:
    """Reject a position that cannot happen, naming the field.

    :raises PositionError: on the first problem found.
    """
    players = position.players
    n = len(players)
    most = position.ruleset.max_seats
    if not MIN_PLAYERS <= n <= most:
        raise PositionError("input.PLAYER_COUNT", where="players", count=n,
                            ruleset=position.ruleset.name, low=MIN_PLAYERS, high=most)
    if not 0 <= position.to_move < n:
        raise PositionError("input.PLAYER_INDEX", where="to_move", index=position.to_move,
                            last=n - 1)
    names = [p.name for p in players]
    for i, p in enumerate(players):
        where = f"players[{i}]"
        if not p.name or len(p.name) > 40 or any(ord(ch) < 32 for ch in p.name):
            raise PositionError("input.NAME_CHARACTERS", where=f"{where}.name")
        if names.count(p.name) > 1:
            raise PositionError("input.NAME_TWICE", where=f"{where}.name", name=p.name)
        if p.name.isdecimal():
            raise PositionError("input.NAME_SEAT", where=f"{where}.name", name=p.name)
        if len(p.face_up) != len(p.face_down):
            raise PositionError("input.COLUMNS", where=where)
        if len(p.face_down) > 12:
            raise PositionError("input.TOO_MANY_COLUMNS", where=f"{where}.face_down",
                                count=len(p.face_down))
        if p.games_played is not None and not 0 <= p.games_played <= 100000:
            raise PositionError("input.GAMES_RANGE", where=f"{where}.games_played",
                                count=p.games_played)
        for col, stack in enumerate(p.face_up):
            if len(set(stack)) > 1 and len({c[0] for c in stack}) > 1:
                raise PositionError("input.STACK_RANK", where=f"{where}.face_up[{col}]")
    for k, play in enumerate(position.pile):
        if not 0 <= play.by < n:
            raise PositionError("input.PLAYER_INDEX", where=f"pile[{k}].by", index=play.by,
                                last=n - 1)
        if not play.cards:
            raise PositionError("input.EMPTY_PLAY", where=f"pile[{k}].cards")
    for k, seat in enumerate(position.finished):
        if not 0 <= seat < n or players[seat].has_cards or position.finished.count(seat) > 1:
            raise PositionError("input.NOT_OUT", where=f"finished[{k}]", seat=seat)
    if position.opening is not None:
        if not position.ruleset.opening_round or position.opening not in OPENING_ORDER:
            raise PositionError("input.OPENING_RULESET", where="opening", rule=R.P3)
        if position.pile or position.burnt or position.phase != "play":
            raise PositionError("input.OPENING_OVER", where="opening")
    _check_card_counts(position.all_cards(), full_deck(position.ruleset, n))


def _check_card_counts(cards: Iterable[Card], full: tuple[Card, ...]) -> None:
    """Refuse more cards than the deck holds, naming the cards that are there too often.

    >>> from idiotcore.model.cards import deck
    >>> _check_card_counts(["7H", "7H", "9C"], deck(1, 0))
    Traceback (most recent call last):
    ...
    idiotcore.model.position.PositionError: cards: 7H is there twice; the deck holds one
    >>> _check_card_counts(["??"] * 55, deck(1, 0))
    Traceback (most recent call last):
    ...
    idiotcore.model.position.PositionError: cards: 55 cards on the table, but the deck has 52
    """
    allowed = Counter(full)
    seen = Counter(cards)
    for card, count in seen.items():
        if card in JOKERS and count and not allowed[card]:
            raise PositionError("input.NO_JOKERS", where="cards", card=card)
    over = [PositionError("input.CARD_TOO_OFTEN", card=card, count=count, allowed=allowed[card])
            for card, count in seen.items() if card != UNKNOWN and count > allowed[card]]
    if over:
        first, *more = over
        raise PositionError("input.CARD_TOO_OFTEN", where="cards", parts=tuple(more),
                            **first.slots)
    total = sum(seen.values())
    if total > len(full):
        raise PositionError("input.DECK_SIZE", where="cards", total=total, deck=len(full))

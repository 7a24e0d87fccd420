"""Rulesets as data: a preset is a name plus named switches (optional rules and house rulings).

>>> preset("classic").sjanse, preset("extreme").sjanse
(True, False)
>>> ruleset_for("classic", {"six_hand_cards": True}).hand_size
6
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Literal

from .errors import InputError
from .rulebook import R

Family = Literal["classic", "extreme"]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Citations:
    """Which rule a mechanism that every ruleset has cites under a preset: data, so no code
    chooses a rule id by the preset's name."""

    over: str = R.C13
    """The game is over: only the idiot has cards."""
    source: str = R.C6
    """Hand first, then the face-up cards, then the face-down ones."""
    opener: str = R.C4
    """Who opens the game."""
    flip: str = R.C12
    """A face-down card turned blind."""
    flip_early: str = R.C6
    """A face-down card turned while hand or face-up cards are left."""
    sjanse: str = R.C8
    """A sjanse (or, where there is none, the rule that has none)."""
    pick_up: str = R.C7
    """Picking up the pile."""
    swap: str = R.O3
    """The swap phase after the deal."""
    turn: str = R.C5
    """A turn: nothing to end, acting out of turn once play is under way."""
    passing: str = R.C7
    """Passing instead of playing (where the ruleset has no pass, the rule that says play or
    pick up)."""
    ten: str = R.C10
    """A ten burns the pile."""
    four: str = R.C10
    """Four equal cards burn the pile."""


CITATIONS: dict[str, Citations] = {
    "classic": Citations(),
    "browser": Citations(swap=R.W1),
    "portuguese": Citations(opener=R.P3, flip=R.P8, flip_early=R.P8, swap=R.P2, ten=R.P6,
                             four=R.P7),
    "extreme": Citations(over=R.S1, source=R.S1, flip=R.S1, flip_early=R.S1, sjanse=R.S16,
                         pick_up=R.S1, swap=R.S16, turn=R.S1, passing=R.S27, ten=R.S10, four=R.S19),
}
"""The citations of each preset (its switches do not change them)."""


class RulesetError(InputError):
    """An unknown preset or switch, or a switch value of the wrong type."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Ruleset:
    """Every switch the engine knows, with the classic (Norske kortspill) values as defaults."""

    name: str = "classic"
    family: Family = "classic"
    # The deck (C1, P1, §1): decks of 52, plus jokers per deck.
    decks: int = 1
    players_per_deck: int = 0
    """0: ``decks`` is fixed; n > 0: one deck for every n players (Portuguese P1)."""
    jokers: int = 0
    # Classic optional rules O1–O8.
    jokers_as_tens: bool = False
    collecting: bool = False
    swap_after_deal: bool = False
    swap_any_time: bool = False
    tens_below_ten: bool = False
    six_hand_cards: bool = False
    extra_after_two: bool = False
    sequences: bool = False
    # House rules H1-H2 (played at many tables; no source text has them).
    low_after_seven: bool = False
    """H1 (classic): after a 7 the next card must be a 7 or lower (a 2 or a 10 still goes)."""
    jack_demands_colour: bool = False
    """H2 (Extreme): after a jack the next card follows its colour rather than its suit."""
    # Turn structure.
    sjanse: bool = True
    after_burn: Literal["same", "next"] = "same"
    # Portuguese P4–P10.
    two_with_card: bool = False
    six_burn_count: int = 0
    """0: sixes burn like any rank; n > 0: n sixes on top burn (Portuguese P7)."""
    draw_continue: bool = False
    last_hand_with_table: bool = False
    loser_only: bool = False
    opening_round: bool = False
    """P3: the opening goes round the table by rank (3s first: lay one or pass; then 4s, …);
    off, the player with the lowest hand card opens with any card (C4)."""
    # Extreme house rulings.
    joker_six_counts: bool = False
    black_four_compulsory: bool = True
    mercy_games: int = 3
    ten_ends_nine_answer_burns: bool = True
    peek_from_pile_only: bool = False
    queens_stuck_for_good: bool = True
    """§27 also when everyone left holds a queen that no card left in play can ever let them
    lay (the game could not end otherwise)."""
    going_round_put_away: bool = True
    """§27 also when, the stock gone, the cards in the hands can only go round for ever:
    whatever anyone chooses, nobody can reach a table card or go out (they are put away)."""
    queen_zero_tolerance: bool = False
    """§25 (R14): a barred queen (§12, no mercy by §20.2) can be claimed however late, like the
    third 6; by default it expires like any other breach."""

    def __hash__(self) -> int:
        """The hash of the switches, worked out once: a ruleset keys the engine's remembered
        answers (the pile folded, the deck), asked at every move."""
        found: int | None = self.__dict__.get("_hash")
        if found is None:
            found = hash(tuple(getattr(self, f.name) for f in dataclasses.fields(self)))
            object.__setattr__(self, "_hash", found)
        return found

    @property
    def cites(self) -> Citations:
        """Which rule each shared mechanism cites in this ruleset."""
        return CITATIONS[self.name]

    @property
    def hand_size(self) -> int:
        """Cards a hand is refilled to while the stock lasts (O6: six)."""
        return 6 if self.six_hand_cards else 3

    @property
    def max_players(self) -> int:
        """The most players a game takes: five on one deck (C1); nine when a deck is added for
        every few players (Portuguese P1)."""
        return 9 if self.players_per_deck else 5

    @property
    def max_seats(self) -> int:
        """The most seats a table may have: the deal's most (:attr:`max_players`); in Extreme
        Idiot, where a newcomer joins whenever the stock has cards, whatever the number at the
        table (§22, ruling R21), as many as the deck has cards (each seat got at least one).

        >>> preset("classic").max_seats, preset("extreme").max_seats
        (5, 54)
        """
        if self.family != "extreme":
            return self.max_players
        return self.decks * (52 + self.jokers)

    def decks_for(self, players: int) -> int:
        """How many 52-card decks a game of ``players`` uses."""
        if self.players_per_deck:
            return max(1, -(-players // self.players_per_deck))
        return self.decks

    def switches(self) -> dict[str, object]:
        """The switches that differ from this ruleset's preset, by name (for JSON)."""
        base = PRESETS[self.name]
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if f.name not in ("name", "family") and getattr(self, f.name) != getattr(base, f.name)
        }


SWITCH_NAMES = tuple(f.name for f in dataclasses.fields(Ruleset) if f.name not in ("name", "family"))

PRESETS: dict[str, Ruleset] = {
    "classic": Ruleset(),
    "browser": Ruleset(name="browser", swap_after_deal=True),
    "portuguese": Ruleset(
        name="portuguese",
        players_per_deck=3,
        swap_after_deal=True,
        sjanse=False,
        after_burn="next",
        two_with_card=True,
        six_burn_count=3,
        draw_continue=True,
        last_hand_with_table=True,
        loser_only=True,
        opening_round=True,
    ),
    "extreme": Ruleset(name="extreme", family="extreme", jokers=2, sjanse=False),
}


def preset(name: str) -> Ruleset:
    """The preset called ``name``.

    :raises RulesetError: if there is no such preset.
    """
    try:
        return PRESETS[name]
    except KeyError:
        raise RulesetError("input.UNKNOWN_RULESET", name=name, names=tuple(PRESETS)) from None


def ruleset_for(name: str, switches: Mapping[str, object] | None = None) -> Ruleset:
    """The preset ``name`` with ``switches`` applied, each checked against its type.

    :raises RulesetError: if a switch is unknown or has a value of the wrong type.
    """
    base = preset(name)
    if not switches:
        return base
    changes: dict[str, object] = {}
    for key, given in switches.items():
        if key not in SWITCH_NAMES:
            raise RulesetError("input.SWITCH_KNOWN", where=f"switches.{key}",
                               names=tuple(SWITCH_NAMES))
        current = getattr(base, key)
        if isinstance(current, bool):
            ok = isinstance(given, bool)
        elif isinstance(current, int):
            ok = isinstance(given, int) and not isinstance(given, bool) and 0 <= given <= 9
        else:
            ok = given in ("same", "next")
        if not ok:
            raise RulesetError("input.SWITCH_VALUE", where=f"switches.{key}", value=repr(given),
                               current=repr(current))
        changes[key] = given
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]

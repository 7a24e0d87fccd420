"""What the next card sees of the pile: the view folded from the plays on it (see
:mod:`idiotcore.judge.folding`), and what one play leaves; plain data the rule modules read."""

from __future__ import annotations

import dataclasses
from typing import Literal

from .cards import Card
from .verdict import Reason

Demand = Literal["two", "three", "seven", "jack", "king"] | None


@dataclasses.dataclass(frozen=True, slots=True)
class PileView:
    """What lies on top, as the next card sees it."""

    value: int | None = None
    """Rank to answer (2–14; 0 a joker without effect); None: empty pile, or anything goes."""
    card: Card | None = None
    """The card that sets ``value`` (for messages); a joker when a joker does."""
    demand: Demand = None
    suit: str | None = None
    """The jack's suit letter, or ``"red"``/``"black"`` for a joker acting as a jack."""
    owner: int | None = None
    """Who laid the live king or the lone two that must be followed up."""
    nines_owed: int = 0
    sixes: int = 0
    """Natural sixes in a row at the top; fives do not break the run."""
    run_value: int | None = None
    run_count: int = 0
    """Equal natural cards in a row at the top; a five or a joker breaks the run."""
    via: tuple[str, ...] = ()
    """Why the top card acts as it does: "joker" when a joker's borrowed rank sets the value;
    the paragraph's id when the card lies without effect (the eight's in a ladder, the nine's
    inside an answer)."""

    @property
    def empty(self) -> bool:
        """True when nothing needs answering (an empty pile, or a classic 2)."""
        return self.value is None


EMPTY = PileView()


@dataclasses.dataclass(frozen=True, slots=True)
class Folded:
    """The view after one play, and the events that play caused (for the verdict)."""

    view: PileView
    burn: Reason | None = None
    king_pickup: int | None = None
    events: tuple[Reason, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Effect:
    """What a card does when laid with its effect, as data (each rank's rule module says):
    the demand it leaves on the next card, the suit it binds, its owner, the nines it makes
    owed, a burn, an ace's king pickup, or its effect lost (``lost``: it counts as 0)."""

    demand: Demand = None
    suit: str | None = None
    owner: int | None = None
    nines: int = 0
    burn: Reason | None = None
    king_pickup: int | None = None
    lost: bool = False


NONE = Effect()
"""No effect beyond the card's rank."""


def spot(view: PileView) -> Card | int | None:
    """What a card lands on, for a reason's slot: the card that sets the rank, the rank when
    no card shows it, None on an empty pile (see :mod:`idiotcore.lang.wording`'s ``top``)."""
    return None if view.value is None else view.card or view.value

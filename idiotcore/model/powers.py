"""Card powers as data: what one rank does, each behaviour given by its rule module, and the
registry the mechanism looks them up in, keyed by rank and by the demand a card leaves.

A rank's module builds its :class:`Power` from its own functions (``s07_seven.POWER``); a game
lists its powers (:attr:`idiotcore.model.games.GameRules.powers`), and a house rule replaces
one rank's power where its switch is on (:class:`HouseRule`). The folding of the pile, the
judge and the explanations ask :func:`powers_of` and never name a rank.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import Literal, NamedTuple

from .cards import VALUE, Card
from .pile import Effect, PileView
from .verdict import Code, Reason

Four = Literal["black", "red"] | None
"""The colour of a four that acts at the end of a play (§4), or None."""
Top = Card | int | None
"""What a card lands on, for a reason's slot (:func:`idiotcore.model.pile.spot`)."""


class Laying(NamedTuple):
    """Cards laid legally, for the note on them: who, the cards, the card below, the pile as
    they found it, whether there is a stock, and the four that acts (§4) and whether it gave or
    threw."""

    who: str
    cards: tuple[Card, ...]
    below: Card | None
    view: PileView
    stock: bool
    four: Four
    acted: bool


Laid = Callable[[PileView, tuple[Card, ...], int, bool, bool], Effect]
"""A rank's effect when laid: (the pile below, the equal cards laid, by whom, whether the stock
is empty, whether jokers lay them) → the :class:`~idiotcore.model.pile.Effect`."""
Refused = Callable[[Card, Top, PileView], list[Reason]]
"""The words for a refusal: (the card, what it landed on, the pile) → the reasons."""


def _none(*_: object) -> None:
    return None


@dataclasses.dataclass(frozen=True, kw_only=True)
class Power:
    """What cards of one rank do (0: a joker), each behaviour from the rank's rule module."""

    rank: int
    rule: str
    """The paragraph of a card of this rank."""
    rule_of: Callable[[Card], str] | None = None
    """The paragraph by the card, where its colour decides (the fours', the eights')."""
    effect: Laid | None = None
    """Its effect when laid with effect; None: only its rank counts."""
    see_through: Callable[[PileView, int], PileView] | None = None
    """A card that lets the one below show through: the pile it leaves, laid by a seat."""
    barred: Callable[[int | None], Code | None] = _none
    """Where a card of this rank may not go, by the rank it would answer: None, or the code."""
    spent: Callable[[Card], Code | None] = _none
    """What a card of this rank still refuses lying without its effect (in a ladder)."""
    demand: str | None = None
    """The demand a card of this rank leaves on the next card."""
    binding: bool = False
    """Whether the demand replaces the rank (after it, a card need not be higher)."""
    follows: Callable[[PileView, Card], Code | None] = _none
    """What the demand lets follow: None, or the refusal's code."""
    refusals: Mapping[Code, Refused] = dataclasses.field(default_factory=dict)
    """The words for each refusal code this rank's rule gives."""
    permission: Callable[[Card], Reason] | None = None
    """The note on a card that met the demand."""
    asks: Callable[[PileView, int], list[Reason]] | None = None
    """What the demand asks of the next player (the pile, the seat that laid it)."""
    note: Callable[[Laying], Reason | None] = _none
    """The note on cards of this rank laid, where the rank's paragraph says more than that
    they went down."""


@dataclasses.dataclass(frozen=True)
class HouseRule:
    """A house rule that gives one rank another power, where its switch is on."""

    switch: str
    power: Power


class Powers:
    """The powers one ruleset plays with, by rank and by demand, and the words of every
    refusal code they give."""

    __slots__ = ("by_demand", "by_rank", "refusals")

    def __init__(self, powers: Iterable[Power]) -> None:
        self.by_rank: dict[int, Power] = {power.rank: power for power in powers}
        self.by_demand: dict[str | None, Power] = {
            power.demand: power for power in self.by_rank.values() if power.demand}
        self.refusals: dict[Code, Refused] = {
            code: words for power in self.by_rank.values()
            for code, words in power.refusals.items()}

    def of(self, card: Card) -> Power | None:
        """The power of ``card``'s rank, if it has one."""
        return self.by_rank.get(VALUE[card])

    def paragraph(self, card: Card) -> str:
        """The paragraph of ``card``'s rank (by its colour, where that decides)."""
        power = self.by_rank[VALUE[card]]
        return power.rule_of(card) if power.rule_of else power.rule


def chosen(powers: Iterable[Power], house_rules: Iterable[HouseRule], switches: object
           ) -> Powers:
    """``powers``, each replaced by a house rule's where its switch is on in ``switches`` (a
    ruleset)."""
    by_rank = {power.rank: power for power in powers}
    for house in house_rules:
        if getattr(switches, house.switch):
            by_rank[house.power.rank] = house.power
    return Powers(by_rank.values())

"""§13 King: only a king, an ace or a 5 goes on a live king, and an ace on it sends the whole
pile to the king's owner (R8: the owner of the topmost king, through 5s; R20: nobody, when
that player is out)."""

from __future__ import annotations

from typing import Final

from ...model.cards import ACE, KING, VALUE, Card, is_joker
from ...model.pile import NONE, Effect, PileView
from ...model.powers import Laying, Power, Top
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S13
CODES = (Code.KING_ONLY, Code.KING_PICKUP, Code.EFFECT, Code.LEGAL)
DEMAND: Final = "king"
"""The demand a live king leaves on the pile."""


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """A king laid by ``by``: only a king, an ace or a 5 follows, and ``by`` owns it."""
    return Effect(demand=DEMAND, owner=by)


def ace_effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool,
               joker: bool) -> Effect:
    """An ace laid on ``view``: on a king with an owner, the owner picks up the pile."""
    return Effect(king_pickup=view.owner) if view.value == KING and view.owner is not None \
        else NONE


def follows(view: PileView, card: Card) -> Code | None:
    """What a live king lets follow: a king or an ace (a 5 goes on anything, §5); None, or
    the refusal's code (a joker's is §15's)."""
    if VALUE[card] in (KING, ACE):
        return None
    return Code.JOKER_ON_KING if is_joker(card) else Code.KING_ONLY


def on_spent_king(card: Card) -> Code | None:
    """A king whose effect is gone (laid in a ladder, §8) still takes no 2, 10 or joker (§2,
    §10, §15): None, or the refusal's code."""
    if is_joker(card):
        return Code.JOKER_ON_KING
    return Code.KING_ONLY if VALUE[card] in (2, 10) else None


def refused(card: Card, top: Top, view: PileView) -> list[Reason]:
    """Why ``card`` can't go on the king ``top``."""
    return [Reason.of(Code.KING_ONLY, RULE, "s13.KING_ONLY", card=card, top=top)]


def permission(card: Card) -> Reason:
    """The demand a legal card answered on a king."""
    return Reason.of(Code.EFFECT, RULE, "s13.EFFECT.answered", card=card)


def asks(view: PileView, seat: int) -> list[Reason]:
    """What a king on top asks of the next player."""
    return [Reason.of(Code.EFFECT, RULE, "s13.EFFECT.next")]


def pickup(owner: str) -> Reason:
    """An ace landed on a king: its owner picks up."""
    return Reason.of(Code.KING_PICKUP, RULE, "s13.KING_PICKUP", owner=owner)


def owner_out(owner: str) -> Reason:
    """An ace landed on the king of a player who is out: nobody picks up (R20)."""
    return Reason.of(Code.KING_PICKUP, RULE, "s13.KING_PICKUP.out", owner=owner)


def ace(who: str, cards: tuple[Card, ...], below: Card | None) -> Reason:
    """``who`` lays cards ending the play in an ace on ``below`` (§14: the highest card,
    whose only effect is the king pickup)."""
    return Reason.of(Code.LEGAL, R.S14, "s13.LEGAL.ace", who=who, cards=cards, below=below)

def owner_of_spent(card: Card, by: int) -> int | None:
    """Who owns ``card`` laid by ``by`` without its effect (in a ladder, inside an answer): a
    king keeps its owner for an ace's pickup (R8)."""
    return by if VALUE[card] == KING else None


def owner_picks_up(owner_in_game: bool) -> bool:
    """Does the king's owner pick up the pile an ace sends them? Only while still in the
    game (R20: a player who went out is not brought back, and nobody picks up)."""
    return owner_in_game


def ace_note(laying: Laying) -> Reason:
    """Aces laid: the highest card."""
    return ace(laying.who, laying.cards, laying.below)


WORDS = {
    "en": {
        "s13.KING_ONLY": "{card:card} can't go on {top:top}: only a king, an ace or a 5 goes on "
                         "a king ({rule}).",
        "s13.EFFECT.answered": "The {card:card} is one of the cards that go on a king ({rule}).",
        "s13.EFFECT.next": "Only a king, an ace or a 5 may follow ({rule}).",
        "s13.LEGAL.ace": "{who:does lays} {cards:spaced} on {below:below}; the ace is the "
                         "highest card, and its only effect is the king pickup ({rule}).",
        "s13.KING_PICKUP": "An ace on a king: {owner:named}, who laid the king, {owner:form picks up} "
                           "the whole pile ({rule}).",
        "s13.KING_PICKUP.out": "{owner}, who laid the king, {owner:form is} already out, so nobody picks up "
                               "({rule}).",
    },
}


POWER = Power(rank=KING, rule=RULE, effect=effect, spent=on_spent_king, demand=DEMAND,
              follows=follows, refusals={Code.KING_ONLY: refused}, permission=permission,
              asks=asks)
"""What a king does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""

ACE_POWER = Power(rank=ACE, rule=R.S14, effect=ace_effect, note=ace_note)
"""The ace's power (§14, whose only effect is this paragraph's pickup)."""

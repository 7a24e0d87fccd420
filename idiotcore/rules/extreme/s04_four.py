"""§4 Four: a black four gives a hand card away (§4.1), a red one throws out a face-up card of
its suit (§4.2); neither acts once the stock is empty (§4.3)."""

from __future__ import annotations

from typing import Literal

from ...model.cards import VALUE, Card, is_joker, is_red
from ...model.pile import NONE, Effect, PileView
from ...model.powers import Laying, Power
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from . import s15_joker

RULE = R.S4
CODES = (Code.GIFT, Code.THROW, Code.FOURS_DEAD, Code.EFFECT, Code.LEGAL)
COLUMNS = 4
"""Nobody has more columns than this after a gift (§4.1)."""

Colour = Literal["black", "red"]


def colour(four: Card) -> Colour:
    """Which four acts: a red one throws (§4.2), a black one gives (§4.1)."""
    return "red" if is_red(four) else "black"


def dead() -> Reason:
    """The note on four 4s that do not burn while the stock lasts."""
    return Reason.of(Code.FOURS_DEAD, R.S4_3, "s04.FOURS_DEAD.burn")


def dead_on_top() -> Reason:
    """The note on a joker without effect once the stock is empty."""
    return Reason.of(Code.FOURS_DEAD, R.S4_3, "s04.FOURS_DEAD.top")


def laid(who: str, cards: tuple[Card, ...], below: Card | None, four: Colour | None
         ) -> Reason:
    """Fours laid on ``below`` that did nothing: with the stock empty (``four`` None), or a
    ``four`` that acts but gave or threw nothing (a gift or a throw has its own note)."""
    if four is None:
        return Reason.of(Code.LEGAL, R.S4_3, "s04.LEGAL.dead", who=who, cards=cards,
                         below=below)
    return Reason.of(Code.LEGAL, R.S4_2 if four == "red" else R.S4_1, "s04.LEGAL." + four,
                     who=who, cards=cards, below=below)


def no_effect(stock_empty: bool, giving: bool) -> Reason:
    """Why a gift (``giving``) or a throw can't happen with a play that has no live four."""
    if stock_empty:
        return Reason.of(Code.FOURS_DEAD, R.S4_3, "s04.FOURS_DEAD")
    if giving:
        return Reason.of(Code.GIFT, R.S4_1, "s04.GIFT.no_four")
    return Reason.of(Code.THROW, R.S4_2, "s04.THROW.no_four")


def gift_owed(who: str, move: str) -> Reason:
    """A black four that must give (the switch ``black_four_compulsory``) gave nothing;
    ``move`` is the move text of a gift that would do, from the player's own cards."""
    return Reason.of(Code.GIFT, R.S4_1, "s04.GIFT.owed", who=who, move=move)


def gift_laid(who: str, card: Card) -> Reason:
    """The gift ``card`` was laid in the play itself."""
    return Reason.of(Code.GIFT, R.S4_1, "s04.GIFT.laid", who=who, card=card)


def gift_refused(why: Literal["self", "out", "full"]) -> Reason:
    """A gift to the giver, to a player who is out, or to a full table."""
    return Reason.of(Code.GIFT, R.S4_1, "s04.GIFT." + why)


def gives(who: str, card: Card, to: str, where: Literal["new", "empty", "up"], column: int
          ) -> Reason:
    """The note on a gift: ``where`` it lands on ``to``'s table (a new column, an empty place
    in ``column``, face up on it)."""
    return Reason.of(Code.EFFECT, R.S4_1, "s04.EFFECT.gives." + where, who=who, card=card,
                     to=to, col=column)


def throwable(four: Card, card: Card) -> bool:
    """May ``four`` throw out the face-up ``card``: of its suit (a joker: of a red suit)?"""
    suits = "DH" if is_joker(four) else four[-1]
    return not is_joker(card) and card[-1] in suits


def throw_refused(four: Card, card: Card) -> Reason:
    """Why ``four`` can't throw out ``card``."""
    key = "s04.THROW.joker" if is_joker(four) else "s04.THROW.suit"
    return Reason.of(Code.THROW, R.S4_2, key, four=four, card=card)


def throws(who: str, card: Card) -> Reason:
    """The note on a throw: ``card`` lands on the pile and acts."""
    return Reason.of(Code.EFFECT, R.S4_2, "s04.EFFECT.throws", who=who, card=card)


def may_end_in_four(card: Card) -> bool:
    """Could a play ending in ``card`` end in a four that acts: a 4, or a joker?"""
    return is_joker(card) or VALUE[card] == 4


def acts_as_four(view: PileView, unit: tuple[Card, ...]) -> bool:
    """Are these equal cards fours on ``view``, or jokers that take a four's effect there?"""
    return s15_joker.unit_rank(view.value, unit) == 4


def rule_of(four: Card) -> str:
    """The paragraph of a four: §4.1 black, §4.2 red."""
    return R.S4_2 if colour(four) == "red" else R.S4_1


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """What fours do to the pile: nothing (their gift or throw is a move of its own); jokers
    acting as fours lose their effect with the stock (§15)."""
    return s15_joker.as_four(stock_empty) if joker else NONE


def note(laying: Laying) -> Reason | None:
    """Fours without effect (no stock), or whose gift or throw did not happen."""
    if laying.stock and (laying.four is None or laying.acted):
        return None
    return laid(laying.who, laying.cards, laying.below, laying.four if laying.stock else None)


_GIVE = "a black four can't give "
_THROW = "the {four:card} may throw out only a face-up card of "
_GIVES = "{who:does gives} {card:card} to {to:named}, "
_LAYS = "{who:does lays} {cards:spaced} on {below:below}; "

WORDS = {
    "en": {
        "s04.FOURS_DEAD.burn": "four 4s do not burn while the stock lasts.",
        "s04.FOURS_DEAD.top": "With the stock empty, fours and jokers acting as fours have no "
                              "effect ({rule}).",
        "s04.FOURS_DEAD": "with the stock empty, fours have no effect: no gift, no throw "
                          "({rule}).",
        "s04.GIFT.no_four": "only a black four that acts may give a card ({rule}).",
        "s04.THROW.no_four": "only a red four that acts may throw out a card ({rule}).",
        "s04.GIFT.owed": "with a black four {who:named} must give a hand card to another "
                         "player's table, named in the same move, for example '{move:move}' "
                         "({rule}).",
        "s04.GIFT.laid": "the gift must be a card left in {who:whose} hand after the play, and "
                         "{card:card} is laid in it ({rule}).",
        "s04.GIFT.self": _GIVE + "to yourself ({rule}).",
        "s04.GIFT.out": _GIVE + "to a player who is out ({rule}).",
        "s04.GIFT.full": _GIVE + "to a table with four full columns ({rule}).",
        "s04.EFFECT.gives.new": _GIVES + "face down as a new column ({rule}).",
        "s04.EFFECT.gives.empty": _GIVES + "face down in the empty place of column {col} "
                                  "({rule}).",
        "s04.EFFECT.gives.up": _GIVES + "face up on column {col} ({rule}).",
        "s04.THROW.joker": _THROW + "a red suit, not {card:card} ({rule}).",
        "s04.THROW.suit": _THROW + "its own suit, not {card:card} ({rule}).",
        "s04.EFFECT.throws": "{who:does throws out} {card:card}, and its effect acts ({rule}).",
        "s04.LEGAL.dead": _LAYS + "with the stock empty, fours have no effect ({rule}).",
        "s04.LEGAL.red": _LAYS + "a red four may throw out a face-up card of its suit, and "
                         "{who:mid_does throws} none ({rule}).",
        "s04.LEGAL.black": _LAYS + "a black four may give a hand card to another player's "
                           "table, and {who:mid_does gives} none ({rule}).",
    },
}


POWER = Power(rank=4, rule=RULE, rule_of=rule_of, effect=effect, note=note)
"""What a 4 does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""

"""C10 Burning: a 10, or four equal cards in a row, burn the pile, and the burner plays again."""

from __future__ import annotations

from collections.abc import Mapping

from ...model.cards import Card
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from ..extreme import s10_ten, s19_burning

RULE = R.C10
CODES = (Code.BURN_TEN, Code.BURN_FOUR, Code.LEGAL)
IN_A_ROW = s19_burning.IN_A_ROW
"""Equal cards in a row that burn the pile."""


def burn(ten: Card, rule: str = RULE) -> Reason:
    """The burn by ``ten`` (cited as ``rule``: O1 for a joker)."""
    return Reason.of(Code.BURN_TEN, rule, "c10.BURN_TEN", card=ten)


def burns_four(count: int) -> bool:
    """Do ``count`` equal cards in a row on top burn the pile (four or more)?"""
    return count >= IN_A_ROW


def burn_four(count: int, value: int | None, rule: str) -> Reason:
    """The burn by ``count`` equal cards of rank ``value`` (cited as the preset's ``rule``)."""
    return Reason.of(Code.BURN_FOUR, rule, "c10.BURN_FOUR", n=count, rank=value)


def then(burn: Reason, rule: str, who: str | None) -> Reason:
    """The ``burn`` with what follows it: ``who`` plays again, or (None) the next player
    starts the new pile; cited as ``rule``."""
    after = ".same" if who is not None else ".next"
    return Reason.of(burn.code, rule, burn.key + after, **dict(burn.slots), who=who)


def joker_burns() -> Reason:
    """The note that a joker burns like a ten (O1)."""
    return Reason.of(Code.BURN_TEN, RULE, "c10.BURN_TEN.joker")


def always(cards: tuple[Card, ...], rule: str) -> Reason:
    """The note on a ten (or a joker, O1) laid: it may always be played."""
    return Reason.of(Code.LEGAL, rule, "c10.LEGAL", cards=cards)


def burn_words(key: str, clause: str, cited: bool = False) -> Mapping[str, str]:
    """The templates of a classic burn under ``key``: the ``clause`` alone (``cited``: with
    its rule id), and with who goes on (``.same``: the burner; ``.next``: the next player,
    with ``after_burn="next"``)."""
    return {key: clause + (" ({rule})." if cited else "."),
            key + ".same": clause + ", and {who:mid_does plays} again ({rule}).",
            key + ".next": clause + ", and the next player starts the new pile ({rule})."}


def burner_again(after_burn: str) -> bool:
    """Does the burner start the new pile, or the next player (``after_burn="next"``, P6)?"""
    return after_burn == "same"


def burner_goes_on(after_burn: str, has_cards: bool) -> bool:
    """Does the burner play again? Yes while they have cards, unless the ruleset gives the
    new pile to the next player."""
    return burner_again(after_burn) and has_cards


WORDS = {
    "en": {
        **burn_words("c10.BURN_TEN", s10_ten.BURNS, cited=True),
        **burn_words("c10.BURN_FOUR", s19_burning.FOUR),
        "c10.BURN_TEN.joker": "A joker burns the pile like a ten ({rule}).",
        "c10.LEGAL": "A ten may always be played: {cards:cards} ({rule}).",
    },
}

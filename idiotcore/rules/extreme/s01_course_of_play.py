"""§1 Course of play, the mechanisms every ruleset shares (cited through ``ruleset.cites``: C5,
C6, C7, C12, C13 in classic Idiot): whose turn, hand then face-up then face-down cards, laying,
turning a blind card, picking up, going out, the end of the game."""

from __future__ import annotations

from ...model.cards import Card
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S1
CODES = (Code.OUT, Code.GAME_OVER, Code.NOT_YOUR_TURN, Code.NOTHING_TO_END, Code.WRONG_SOURCE,
         Code.EMPTY_PILE, Code.PICK_UP, Code.FLIP_FAILS, Code.NOT_ALLOWED, Code.LEGAL)

FAILS = ("{who:does turns} {card:card}, which does not fit: {who:mid_does picks up} the pile "
         "with it ({rule}).")
"""A blind card that does not fit (a face-down card here, a sjanse's stock card in C8)."""


def game_over(rule: str) -> Reason:
    """Only the idiot has cards left: no move is possible."""
    return Reason.of(Code.GAME_OVER, rule, "s01.GAME_OVER")


def not_your_turn(rule: str, due: str, who: str) -> Reason:
    """Classic: ``who`` acted while it is ``due``'s turn (taken back, C14)."""
    return Reason.of(Code.NOT_YOUR_TURN, rule, "s01.NOT_YOUR_TURN", due=due, who=who)


def nothing_to_end(rule: str) -> Reason:
    """'done' with no swap phase or continuation to end."""
    return Reason.of(Code.NOTHING_TO_END, rule, "s01.NOTHING_TO_END")


def wrong_source(rule: str, source: str, who: str) -> Reason:
    """The cards do not come from ``source``, the one ``who`` plays from now."""
    return Reason.of(Code.WRONG_SOURCE, rule, f"s01.WRONG_SOURCE.{source}", who=who)


def flip_too_early(rule: str, who: str) -> Reason:
    """A flip while hand or face-up cards are left."""
    return Reason.of(Code.WRONG_SOURCE, rule, "s01.WRONG_SOURCE.flip", who=who)


def no_card_in(rule: str, column: int) -> Reason:
    """A flip of a column with no face-down card."""
    return Reason.of(Code.WRONG_SOURCE, rule, "s01.WRONG_SOURCE.column", column=column)


def unknown_blind(rule: str, who: str) -> Reason:
    """A blind card typed as ``??``: legal, the outcome unknown."""
    return Reason.of(Code.LEGAL, rule, "s01.LEGAL.unknown", who=who)


def fits(rule: str, who: str, card: Card) -> Reason:
    """A blind card that fits."""
    return Reason.of(Code.LEGAL, rule, "s01.LEGAL.fits", who=who, card=card)


def flip_fails(rule: str, who: str, card: Card) -> Reason:
    """A face-down card that does not fit: picked up with the pile."""
    return Reason.of(Code.FLIP_FAILS, rule, "s01.FLIP_FAILS", who=who, card=card)


def no_pile(rule: str) -> Reason:
    """A pickup with no pile."""
    return Reason.of(Code.EMPTY_PILE, rule, "s01.EMPTY_PILE")


def picks_up(rule: str, who: str, count: int) -> Reason:
    """``who`` takes the pile of ``count`` cards into the hand."""
    return Reason.of(Code.PICK_UP, rule, "s01.PICK_UP", who=who, n=count)


def lays(rule: str, who: str, cards: tuple[Card, ...], below: Card | None) -> Reason:
    """Extreme: ``who`` lays ``cards`` on ``below`` (``rule``: the paragraph of the card that
    answers it)."""
    return Reason.of(Code.LEGAL, rule, "s01.LEGAL.lays", who=who, cards=cards, below=below)


def ladder(rule: str, who: str, cards: tuple[Card, ...]) -> Reason:
    """Extreme: ``who`` lays a ladder (``rule``: §8.1 or §8.2)."""
    return Reason.of(Code.LEGAL, rule, "s01.LEGAL.ladder", who=who, cards=cards)


def out(who: str) -> Reason:
    """``who`` has laid the last card and is out of the game (the first out wins)."""
    return Reason.of(Code.OUT, RULE, "s01.OUT", who=who)


def already_out(who: str) -> Reason:
    """A report against a player who is out of the game."""
    return Reason.of(Code.NOT_ALLOWED, RULE, "s01.NOT_ALLOWED.out", who=who)


WORDS = {
    "en": {
        "s01.OUT": "{who:does has} no cards left and {who:form is} out ({rule}).",
        "s01.GAME_OVER": "the game is over.",
        "s01.NOT_YOUR_TURN": "it is {due:whose} turn, not {who:whose_alone} ({rule}).",
        "s01.NOTHING_TO_END": "there is nothing to end: play or pick up.",
        "s01.WRONG_SOURCE.hand": "{who:does still holds} hand cards, so the table cards stay "
                                 "locked ({rule}).",
        "s01.WRONG_SOURCE.face_up": "{who} must play the face-up table cards before the "
                                    "face-down ones ({rule}).",
        "s01.WRONG_SOURCE.face_down": "face-down cards are played blind, one at a time, with "
                                      "'flip N' ({rule}).",
        "s01.WRONG_SOURCE.flip": "{who:does turns} face-down cards only when hand and face-up "
                                 "cards are gone ({rule}).",
        "s01.WRONG_SOURCE.column": "column {column} has no face-down card ({rule}).",
        "s01.LEGAL.unknown": "{who} may turn the card; what happens depends on the card, typed "
                             "as ??.",
        "s01.LEGAL.fits": "{who:does turns} {card:card}, and it fits ({rule}).",
        "s01.FLIP_FAILS": FAILS,
        "s01.EMPTY_PILE": "there is no pile to pick up ({rule}).",
        "s01.PICK_UP": "{who:does picks up} the pile ({n:plural card}) ({rule}).",
        "s01.PICK_UP.then": "{who:does picks up} the pile",
        "s01.PICK_UP.then_mid": "{who:mid_does picks up} the pile",
        "s01.LEGAL.lays": "{who:does lays} {cards:spaced} on {below:below} ({rule}).",
        "s01.LEGAL.ladder": "{who:does lays} a ladder, {cards:spaced}; its cards have no effect "
                            "({rule}).",
        "s01.NOT_ALLOWED.out": "{who:does is} out of the game already; there is nothing to "
                               "punish ({rule}).",
    },
}

"""O3 Swap after the deal (and O4, any time on your turn; W1 and P2 before play): hand cards
swapped with your own face-up cards; Extreme Idiot has no swapping (§16)."""

from __future__ import annotations

from ...model.cards import Card
from ...model.position import Position
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason

RULE = R.O3
SWITCH = "swap_after_deal"
CODES = (Code.SWAP_PHASE, Code.NOT_ALLOWED, Code.LEGAL)


def phase_only(rules: Ruleset) -> Reason:
    """A move other than a swap or 'done' in the swap phase (cited as the ruleset's swap phase:
    O3, W1, P2)."""
    return Reason.of(Code.SWAP_PHASE, rules.cites.swap, "o3.SWAP_PHASE")


def refusal(position: Position) -> Reason | None:
    """Why no swap may be made now, or None."""
    rules = position.ruleset
    if position.phase != "swap" and not rules.swap_any_time:
        rule = rules.cites.swap if rules.swap_after_deal else R.C6
        return Reason.of(Code.NOT_ALLOWED, rule, "o3.NOT_ALLOWED")
    return None



def not_in_extreme() -> Reason:
    """Extreme Idiot has no swaps (§16)."""
    return Reason.of(Code.NOT_ALLOWED, R.S16, "o3.NOT_ALLOWED.extreme")

def swapped(position: Position, who: str, card: Card, on: Card) -> Reason:
    """``who`` swaps the hand card ``card`` with the face-up ``on``: in the swap phase, or any
    time (O4)."""
    rule = R.O4 if position.phase != "swap" else position.ruleset.cites.swap
    return Reason.of(Code.LEGAL, rule, "o3.LEGAL", who=who, card=card, on=on)


def done(position: Position, who: str) -> Reason:
    """``who`` is done swapping."""
    return Reason.of(Code.LEGAL, position.ruleset.cites.swap, "o3.LEGAL.done", who=who)


WORDS = {
    "en": {
        "o3.SWAP_PHASE": "the game is in the swap phase: swap, or say done ({rule}).",
        "o3.NOT_ALLOWED.extreme": "no swapping with table cards in Extreme Idiot ({rule}).",
        "o3.NOT_ALLOWED": "face-up cards can't be swapped now: the table cards stay where they "
                          "lie ({rule}).",
        "o3.LEGAL": "{who:does swaps} {card:card} from the hand with {on:card} on the table "
                    "({rule}).",
        "o3.LEGAL.done": "{who:does is} done swapping ({rule}).",
    },
}

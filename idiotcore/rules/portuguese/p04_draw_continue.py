"""P4 Equal cards and drawing (switch ``draw_continue``): drawing a card of the rank just laid
lets you lay it too; and the going on with your own turn it shares with O7 (an extra card after
a 2, switch ``extra_after_two``)."""

from __future__ import annotations

from ...model.cards import VALUE, Card
from ...model.position import Play, Position
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason

RULE = R.P4
SWITCH = "draw_continue"
CODES = (Code.CONTINUE_SAME_RANK, Code.LEGAL)


def goes_on(rules: Ruleset, play: Play, drawn: tuple[Card, ...]) -> bool:
    """Does a classic player go on after laying ``play`` and drawing ``drawn``? O7: after a
    lone 2; P4: when the draw holds the rank just laid."""
    last = VALUE[play.cards[-1]]
    if rules.extra_after_two and last == 2 and len(play.cards) == 1:
        return True
    return rules.draw_continue and any(VALUE[c] == last for c in drawn)


def continuing(position: Position) -> bool:
    """True when the player to move is going on with their own turn (classic O7, P4)."""
    rules = position.ruleset
    top = position.pile[-1] if position.pile else None
    if top is None or top.by != position.to_move:
        return False
    lone_two = len(top.cards) == 1 and VALUE[top.cards[0]] == 2
    return rules.draw_continue or (rules.extra_after_two and lone_two)


def _rule(position: Position) -> str:
    """Which rule a continuation goes on by: O7 after a 2, else P4."""
    return R.O7 if VALUE[position.pile[-1].cards[-1]] == 2 else RULE


def refusal(position: Position, seat: int, cards: tuple[Card, ...]) -> list[Reason]:
    """P4: going on after drawing the rank just laid takes only that rank."""
    if not continuing(position):
        return []
    last = VALUE[position.pile[-1].cards[-1]]
    if last == 2 or all(VALUE[c] == last for c in cards):
        return []
    return [Reason.of(Code.CONTINUE_SAME_RANK, RULE, "p04.CONTINUE_SAME_RANK",
                      who=position.players[seat].name)]


def goes_on_note(position: Position, who: str) -> Reason:
    """``who`` goes on with the same turn."""
    return Reason.of(Code.LEGAL, _rule(position), "p04.LEGAL", who=who)


def ends(position: Position, who: str) -> Reason:
    """``who`` says done: the turn ends."""
    return Reason.of(Code.LEGAL, _rule(position), "p04.LEGAL.done", who=who)


WORDS = {
    "en": {
        "p04.CONTINUE_SAME_RANK": "after drawing a card of the rank just played, {who:named} may "
                                  "go on only with that rank, or say done ({rule}).",
        "p04.LEGAL": "{who:does goes on} with the same turn ({rule}).",
        "p04.LEGAL.done": "{who:does ends} the turn ({rule}).",
    },
}

"""Explanations: the reasons a verdict gives, in the order a player reads them.

Illegal: the rule broken first, then what made the situation (a five or a joker on top, a
ladder, the player's own 2). Legal: a burn by four or an ace's king pickup first (they decide
the outcome), then the demand the card answered, the card's own paragraph, and what follows.
The order only: each reason is built, as data, by its rule module in :mod:`idiotcore.rules`.
"""

from __future__ import annotations

from ..model.cards import VALUE, Card, is_joker
from ..model.games import Four, powers_of
from ..model.position import Player, Position
from ..model.powers import Laying
from ..model.rulebook import R
from ..model.rulesets import Ruleset
from ..model.verdict import Code, Reason
from ..rules.classic import c05_at_least_as_high, c06_c11_c13_after_play, c09_two, c10_burning
from ..rules.extreme import (
    s01_course_of_play,
    s02_two,
    s04_four,
    s05_five,
    s08_eight,
    s09_nine,
    s10_ten,
    s13_king,
    s15_joker,
    s19_burning,
)
from ..rules.optional import o1_jokers_as_tens, o5_tens_below_ten, o7_extra_after_two, o8_sequences
from ..rules.portuguese import p06_burning
from .folding import Folded, PileView
from .placement import units


def laid(position: Position, view: PileView, cards: tuple[Card, ...], card: Card,
         four: Four, acted: bool) -> Reason:
    """The note on ``cards`` laid on the pile, citing the paragraph of ``card`` (the one that
    acts): its rank's power says what that card does here where it says more (a 2 with more
    laid on it, fours that did nothing, a 5, a 6, a lone 8, a queen, an ace), else that it
    went down by its paragraph (``four``: the colour of the four that acts; ``acted``: it gave
    or threw)."""
    powers = powers_of(position.ruleset)
    who = position.player.name
    power = powers.of(card)
    said = power.note(Laying(who, cards, view.card, view, bool(position.stock), four, acted)) \
        if power else None
    return said or s01_course_of_play.lays(powers.paragraph(card), who, cards, view.card)


def context(position: Position, view: PileView, seat: int) -> list[Reason]:
    """What about the pile shaped the verdict: fives and jokers on top, ladder cards, the
    player's own 2, a joker without effect (Extreme Idiot)."""
    notes: list[Reason] = []
    top = position.pile[-1].cards[-1] if position.pile else None
    if view.demand == s02_two.DEMAND and view.owner == seat:
        notes.append(s02_two.owes(position.players[seat].name))
    if top is not None and s05_five.is_five(top) and top != view.card and not view.via:
        notes.append(s05_five.on_top(top, view.card))
    if top is not None and is_joker(top) and top != view.card:
        notes.append(s15_joker.five_on_top(top, view.card))
    if "joker" in view.via and view.card:
        notes.append(s15_joker.counts_as(view.card, view.value))
    for why in view.via:
        if why in (R.S8_1, R.S8_2):
            notes.append(s08_eight.no_effect(view.card or "??", why))
    if s15_joker.lost_effect(view.value):
        notes.append(s15_joker.lost())
        if not position.stock:
            notes.append(s04_four.dead_on_top())
    return notes


def permission(rules: Ruleset, view: PileView, cards: tuple[Card, ...]) -> list[Reason]:
    """The demand a legal play answered, by its first card (in an answer to nines, its first
    card that is not a 5: 5s ride along)."""
    card = cards[0]
    if view.nines_owed:
        card = next((c for c in cards if not s05_five.is_five(c)), card)
    if s05_five.is_five(card):
        return []
    if view.nines_owed:
        return [s09_nine.permission(card, view.nines_owed)]
    demand = powers_of(rules).by_demand.get(view.demand)
    return [demand.permission(card)] if demand and demand.permission else []


def next_demand(position: Position, view: PileView, seat: int) -> list[Reason]:
    """What the new top asks of the next player: its demand's power says (and nines owed)."""
    demand = powers_of(position.ruleset).by_demand.get(view.demand)
    if demand and demand.asks and (asked := demand.asks(view, seat)):
        return asked
    if view.nines_owed:
        return [s09_nine.demand(view.nines_owed)]
    return []


def _extreme_burn(position: Position, folded: Folded, burn: Reason, seat: int, last: Card
                  ) -> list[Reason]:
    """An Extreme burn (§10, §19): the burn, and who plays next."""
    name = position.players[seat].name
    same = c10_burning.burner_again(position.ruleset.after_burn)
    notes = [burn] if burn.code is not Code.BURN_FOUR else []
    if burn.code is Code.BURN_TEN and burn.rule == s15_joker.RULE:
        notes = [s10_ten.as_ten(last)]
    if burn.code is Code.BURN_FOUR:
        notes += s19_burning.like_any(folded.view.run_value)
    notes.append(s19_burning.plays_again(name if same else None))
    return notes


def _classic_burn(position: Position, folded: Folded, seat: int) -> list[Reason]:
    """A classic burn (C10, O1, P6, P7): the burn, where the burnt cards go, and who plays
    next."""
    burn = folded.burn
    if burn is None:
        return []
    name = position.players[seat].name
    rules = position.ruleset
    same = c10_burning.burner_again(rules.after_burn)
    rule = burn.rule if same else p06_burning.after_rule(burn.code)
    notes = [c10_burning.then(burn, rule, name if same else None)]
    if burn.rule == o1_jokers_as_tens.RULE:
        notes.append(c10_burning.joker_burns())
    return notes


def classic_placement(position: Position, view: PileView, cards: tuple[Card, ...],
                      opening: Reason | None, mixed: bool) -> list[Reason]:
    """The rule that let a classic play go down (C4, C5, C9, C10, O1, O5, O7, O8, P3, P5, P6)."""
    rules = position.ruleset
    first = cards[0]
    notes: list[Reason] = []
    if opening is not None:
        notes.append(opening)
    if c09_two.is_two(first) and len({VALUE[c] for c in cards}) > 1:
        notes.append(o7_extra_after_two.laid(rules, cards))
    elif o1_jokers_as_tens.counts_as_ten(first):
        notes.append(c10_burning.always(cards, o1_jokers_as_tens.cites(first, rules.cites.ten)))
        notes += o5_tens_below_ten.allowed(rules, view.card)
    elif view.value is None and view.card is not None and c09_two.is_two(view.card) \
            and not c09_two.is_two(first):
        notes.append(c09_two.after_two(cards))
    elif c09_two.is_two(first):
        notes.append(c09_two.laid(cards, o7_extra_after_two.cites(rules, c09_two.RULE)))
    elif len({VALUE[c] for c in cards}) > 1:
        notes.append(o8_sequences.laid(cards))
    elif (demand := powers_of(rules).by_demand.get(view.demand)) and demand.permission:
        notes.append(demand.permission(first))
    else:
        notes += c05_at_least_as_high.laid(cards, view.card)
    if mixed:
        notes.insert(0, c06_c11_c13_after_play.with_table(cards))
    return notes


def classic_after(position: Position, seat: int, player: Player, source: str,
                  folded: Folded) -> list[Reason]:
    """What follows a classic play: face-up cards in use, the burn, refilling, going out."""
    rules = position.ruleset
    notes: list[Reason] = []
    name = position.players[seat].name
    if source == "face_up":
        notes.append(c06_c11_c13_after_play.face_up(name))
    notes += _classic_burn(position, folded, seat)
    if folded.burn is None:  # a house rule's demand (H1)
        notes += next_demand(position, folded.view, seat)
    if position.stock and len(player.hand) < rules.hand_size:
        notes.append(c06_c11_c13_after_play.refills(rules, name))
    if not player.has_cards and not position.stock:
        notes.append(c06_c11_c13_after_play.out(rules, name))
    return notes


def extreme_lead(position: Position, folded: Folded) -> list[Reason]:
    """Outcomes that decide everything: a burn by four equal cards, an ace's king pickup."""
    notes: list[Reason] = []
    if folded.burn is not None and folded.burn.code is Code.BURN_FOUR:
        notes.append(folded.burn)
    if folded.king_pickup is not None:
        notes.append(s13_king.pickup(position.players[folded.king_pickup].name))
    return notes


def extreme_after(position: Position, seat: int, player: Player, folded: Folded, last: Card
                  ) -> list[Reason]:
    """Effects of an Extreme play after its placement: jokers, the burn, the next demand, and
    the player going out with it (``player``: the player after the play)."""
    notes = list(folded.events)
    out = not player.has_cards and not position.stock and folded.king_pickup != seat
    if folded.burn is not None:
        notes += _extreme_burn(position, folded, folded.burn, seat, last)
    elif folded.king_pickup is None and not (out and folded.view.demand == s02_two.DEMAND):
        notes += next_demand(position, folded.view, seat)  # no card is owed on a 2 by one out
    if out:
        notes.append(s01_course_of_play.out(player.name))
    return notes


def extreme_placement(position: Position, view: PileView, cards: tuple[Card, ...],
                      four: Four, acted: bool) -> Reason:
    """The note on an Extreme play's placement: a ladder (§8), or the card that acts (in an
    answer to nines, its acting part's last card)."""
    first = cards[0]
    if not view.nines_owed and s08_eight.starts(first, len(units(cards)) > 1):
        return s01_course_of_play.ladder(s08_eight.rule_of(first), position.player.name, cards)
    card = cards[s09_nine.answer_parts(cards)[1] - 1] if view.nines_owed else first
    return laid(position, view, cards, card, four, acted)

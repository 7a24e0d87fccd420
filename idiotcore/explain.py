"""Explanations: the reasons a verdict gives, in the order a player reads them.

Illegal: the rule broken first, then what made the situation (a five or a joker on top, a
ladder, the player's own 2). Legal: a burn by four or an ace's king pickup first (they decide
the outcome), then the demand the card answered, the card's own paragraph, and what follows.
"""

from __future__ import annotations

import re

from .cards import JACK, KING, SUIT_SYMBOLS, VALUE, Card, is_joker, is_red, show, show_all
from .pile import Folded, PileView
from .position import Player, Position
from .rulebook import R
from .rules.extreme import s13_king
from .rules.optional import o5_tens_below_ten
from .verdict import Code, Reason
from .wording import does, form, rank_word, their, whose

_PARAGRAPH = {2: "§2", 3: "§3", 5: "§5", 6: "§6", 7: "§7", 9: "§9", 10: "§10", JACK: "§11",
              12: "§12", KING: "§13", 14: "§14", 0: "§15"}


def paragraph(card: Card) -> str:
    """The Extreme paragraph of a card's rank (§4.1/§4.2 and §8.1/§8.2 by colour)."""
    value = VALUE[card]
    if value == 4:
        return "§4.2" if is_red(card) else "§4.1"
    if value == 8:
        return "§8.1" if is_red(card) else "§8.2"
    return _PARAGRAPH[value]


def context(position: Position, view: PileView, seat: int) -> list[Reason]:
    """What about the pile shaped the verdict: fives and jokers on top, ladder cards, the
    player's own 2, a joker without effect (Extreme Idiot)."""
    if position.ruleset.family != "extreme":
        return []
    notes: list[Reason] = []
    top = position.pile[-1].cards[-1] if position.pile else None
    under = f"the {show(view.card)}" if view.card else "the empty pile"
    if view.demand == "two" and view.owner == seat:
        owner = position.players[seat].name
        notes.append(Reason(Code.FOLLOW_UP_OWED, "§2", f"This is the card "
                            f"{does(owner, 'owes', mid=True)} on {their(owner)} own 2 (§2)."))
    if top is not None and VALUE[top] == 5 and top != view.card and not view.via:
        notes.append(Reason(Code.TRANSPARENT, "§5", f"The {show(top)} on top is transparent: "
                            f"{under} under it decides (§5)."))
    if top is not None and is_joker(top) and top != view.card:
        notes.append(Reason(Code.JOKER_AS, "§15", f"The {show(top)} on top acts as a 5 and is "
                            f"transparent: {under} decides (§15)."))
    if "joker" in view.via and view.card:
        notes.append(Reason(Code.JOKER_AS, "§15", f"The {show(view.card)} counts as "
                            f"{rank_word(view.value)} there (§15)."))
    for why in view.via:
        if why.startswith("§8"):
            notes.append(Reason(Code.EFFECT, why, f"The "
                                f"{show(view.card or '??')} lies in a ladder, so it has no "
                                f"effect; only its rank counts ({why})."))
    if view.value == 0:
        notes.append(Reason(Code.JOKER_AS, "§15", "A joker whose effect is lost counts as 0 "
                            "(§15)."))
        if not position.stock:
            notes.append(Reason(Code.FOURS_DEAD, "§4.3", "With the stock empty, fours and "
                                "jokers acting as fours have no effect (§4.3)."))
    return notes


def permission(view: PileView, cards: tuple[Card, ...]) -> list[Reason]:
    """The demand a legal play answered (§3, §7, §9, §11, §13), by its first card (in an
    answer to nines, its first card that is not a 5: 5s ride along, §9)."""
    card = cards[0]
    if view.nines_owed:
        card = next((c for c in cards if VALUE[c] != 5), card)
    if VALUE[card] == 5:
        return []
    if view.demand == "king" and not view.nines_owed:
        return [s13_king.permission(card)]
    word = {"three": ("§3", "answers the 3 with a multiple of three"),
            "seven": ("§7", "answers the 7 with a seven or lower"),
            "jack": ("§11", "follows the jack")}.get(view.demand or "")
    if view.nines_owed:
        word = ("§9", f"answers the nines with {view.nines_owed} cards that beat 9")
    if view.demand == "two":
        word = ("§2", "goes on a 2")
    if word is None:
        return []
    rule, text = word
    return [Reason(Code.EFFECT, rule, f"The {show(card)} {text} ({rule}).")]


def next_demand(position: Position, view: PileView, seat: int) -> list[Reason]:
    """What the new top asks of the next player (Extreme Idiot)."""
    if position.ruleset.family != "extreme":
        return []
    match view.demand:
        case "three":
            return [Reason(Code.EFFECT, "§3", "The next player must lay a 3, 6, 9, queen, "
                           "joker or 5 (§3).")]
        case "seven":
            return [Reason(Code.EFFECT, "§7", "The next player must lay a seven or lower, or a "
                           "joker (§7).")]
        case "jack":
            suit = SUIT_SYMBOLS.get(view.suit or "", view.suit)
            return [Reason(Code.EFFECT, "§11", f"The next player must follow {suit} "
                           "or lay a jack (§11).")]
        case "king":
            return [s13_king.demand()]
        case "two" if view.owner == seat:
            return [Reason(Code.FOLLOW_UP_OWED, "§2", "The same player must now lay a card on "
                           "their own 2 (§2).")]
    if view.nines_owed:
        return [Reason(Code.NINES_OWED, "§9", f"The next player owes {view.nines_owed} cards "
                       "that beat 9: 9, 10, J, Q, K, A, 2 or joker (§9).")]
    return []


def _burn_notes(position: Position, folded: Folded, seat: int, last: Card) -> list[Reason]:
    """The burn, where the burnt cards go, and who plays next (§10/§19; C10, P6, P7)."""
    burn = folded.burn
    if burn is None:
        return []
    name = position.players[seat].name
    rules = position.ruleset
    if rules.family == "extreme":
        notes = [burn] if burn.code is not Code.BURN_FOUR else []
        if burn.code is Code.BURN_TEN and burn.rule == "§15":
            notes = [Reason(Code.BURN_TEN, "§10", f"Acting as a ten, the {show(last)} burns "
                            "the pile (§10).")]
        value = folded.view.run_value
        if burn.code is Code.BURN_FOUR and value in (4, 5, KING):
            rule = {4: "§4.3", 5: "§5", KING: "§13"}[value]
            notes.append(Reason(Code.BURN_FOUR, rule, f"Four {rank_word(value)}s burn like any "
                                f"four equal cards ({rule})."))
        again = name if rules.after_burn == "same" else "the next player"
        notes.append(Reason(Code.PLAYS_AGAIN, "§19", f"The pile is put away face down, out of "
                            f"the game, and {does(again, 'plays', mid=True)} again (§19)."))
        return notes
    rule = burn.rule
    if rules.after_burn == "next":
        rule = "P6" if burn.code is Code.BURN_TEN else "P7"
    text = re.sub(r" \([^)]*\)\.$", "", burn.message).rstrip(".")
    after = (f"{does(name, 'plays', mid=True)} again" if rules.after_burn == "same"
             else "the next player starts the new pile")
    notes = [Reason(burn.code, rule, f"{text}, and {after} ({rule}).")]
    if burn.rule == "O1":
        notes.append(Reason(Code.BURN_TEN, "C10", "A joker burns the pile like a ten (C10)."))
    return notes


def classic_placement(position: Position, view: PileView, cards: tuple[Card, ...],
                      opening: Reason | None, mixed: bool) -> list[Reason]:
    """The rule that let a classic play go down (C4, C5, C9, C10, O1, O5, O7, O8, P3, P5, P6)."""
    rules = position.ruleset
    first = cards[0]
    value = VALUE[first]
    laid = show_all(cards)
    notes: list[Reason] = []
    if opening is not None:
        notes.append(opening)
    if value == 2 and len({VALUE[c] for c in cards}) > 1:
        rule = "P5" if rules.two_with_card else "O7"
        notes.append(Reason(Code.LEGAL, rule, f"{laid}: a 2 and the card laid straight on it "
                            f"({rule})."))
    elif value == 10 or is_joker(first):
        rule = R.O1 if is_joker(first) else rules.cites.ten
        notes.append(Reason(Code.LEGAL, rule, f"A ten may always be played: {laid} ({rule})."))
        notes += o5_tens_below_ten.allowed(rules, view.card)
    elif view.value is None and view.card is not None and VALUE[view.card] == 2 and value != 2:
        notes.append(Reason(Code.LEGAL, "C9", f"After a 2 anything may follow: {laid} (C9)."))
    elif value == 2:
        rule = "P5" if rules.two_with_card else "C9"
        notes.append(Reason(Code.LEGAL, rule, f"A 2 may go on anything: {laid} ({rule})."))
    elif len({VALUE[c] for c in cards}) > 1:
        notes.append(Reason(Code.LEGAL, "O8", f"{laid} is a sequence (O8)."))
    else:
        notes.append(Reason(Code.LEGAL, "C5", f"{laid} on {_below(view)}: at least as high "
                            "(C5)."))
        if view.card is not None:
            notes.append(Reason(Code.LEGAL, "C3", "Ranks run from 3 up to king and ace; suits "
                                "never matter (C3)."))
    if mixed:
        notes.insert(0, Reason(Code.LEGAL, "P9", f"The last hand card takes the face-up cards "
                               f"of its rank along: {laid} (P9)."))
    return notes


def _below(view: PileView) -> str:
    if view.card is None:
        return "the empty pile"
    return f"the {show(view.card)}"


def classic_after(position: Position, seat: int, player: Player, source: str,
                  folded: Folded, last: Card) -> list[Reason]:
    """What follows a classic play: face-up cards in use (C6), the burn, refilling (C11, O6),
    going out (C13, P10)."""
    rules = position.ruleset
    notes: list[Reason] = []
    name = position.players[seat].name
    if source == "face_up":
        notes.append(Reason(Code.LEGAL, "C6", f"{whose(name, start=True)} hand is empty, so "
                            "the face-up cards are in play (C6)."))
    notes += _burn_notes(position, folded, seat, last)
    if position.stock and len(player.hand) < rules.hand_size:
        rule = "O6" if rules.six_hand_cards else "C11"
        notes.append(Reason(Code.LEGAL, rule, f"{does(name, 'draws')} up to {rules.hand_size} from the "
                            f"stock ({rule})."))
    if not player.has_cards and not position.stock:
        rule = "P10" if rules.loser_only else "C13"
        notes.append(Reason(Code.OUT, rule, f"{does(name, 'has')} no cards left and "
                            f"{form(name, 'is')} out ({rule})."))
    return notes


def extreme_lead(position: Position, folded: Folded) -> list[Reason]:
    """Outcomes that decide everything: a burn by four equal cards, an ace's king pickup."""
    notes: list[Reason] = []
    if folded.burn is not None and folded.burn.code is Code.BURN_FOUR:
        notes.append(folded.burn)
    if folded.king_pickup is not None:
        notes.append(s13_king.pickup(position.players[folded.king_pickup].name))
    return notes


def extreme_after(position: Position, seat: int, folded: Folded, last: Card) -> list[Reason]:
    """Effects of an Extreme play after its placement: jokers, the burn, the next demand."""
    notes = list(folded.events)
    if folded.burn is not None:
        notes += _burn_notes(position, folded, seat, last)
    elif folded.king_pickup is None:
        notes += next_demand(position, folded.view, seat)
    return notes

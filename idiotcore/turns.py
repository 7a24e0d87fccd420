"""The moves of the player to move: play, flip, pick up, sjanse, swap, collect, done, pass.

Each returns the verdict (explained in EXPLAIN mode) and, in BUILD mode, the table after; in
PROBE mode only legality.
"""

from __future__ import annotations

from collections.abc import Callable

from . import explain
from .cards import UNKNOWN, VALUE, Card, is_red, show
from .conduct import consequence
from .fours import dead_four_reason, give, live_four, throw
from .moves import Move, MoveError
from .pile import PileView, answer_parts, seed_view, view_of
from .placement import judge_cards, units
from .position import OPENING_ORDER, Play, Player, Position, Source, evolve, full_deck
from .table import (
    BUILD,
    EXPLAIN,
    PROBE,
    Result,
    after_move,
    continuing,
    lay,
    lowest_card,
    next_seat,
    only_queens,
    opening,
    pick_up,
    refill,
    remove,
    settle,
    source_cards,
    without_face_up,
)
from .verdict import Code, Reason, Verdict
from .wording import does, form, named, plural, rank_word

LEGAL = Verdict(True, ())
"""The bare verdict of PROBE mode."""


def illegal(position: Position, seat: int, reasons: list[Reason], mode: int) -> Result:
    """An illegal move's verdict, with the table's consequence (C14, §20)."""
    if mode == PROBE:
        return Verdict(False, ()), None
    notes, outcome = consequence(position, seat, reasons)
    return Verdict(False, tuple(reasons + notes), outcome), None


def take(position: Position, seat: int, cards: tuple[Card, ...]
         ) -> tuple[Callable[[], Player], Source] | Reason:
    """The player without ``cards``, taken from their current source (C6, §1, P9). The player
    is built only when asked for: judging legality alone needs just the check that the cards
    are there.

    :raises MoveError: if the player does not hold the cards at all.
    """
    player = position.players[seat]
    source = player.source
    if source == "hand":
        rest = remove(cards, list(player.hand))
        if rest is not None:
            return lambda: evolve(player, hand=tuple(rest)), "hand"
        if position.ruleset.last_hand_with_table:
            mixed = _last_hand_with_table(player, cards)
            if mixed is not None:
                return lambda: mixed, "hand"
    elif source == "face_up":
        stacks = without_face_up(player.face_up, cards)
        if stacks is not None:
            return lambda: evolve(player, face_up=stacks), "face_up"
    everything = player.all_cards()
    if remove(cards, everything, wildcard=False) is None:
        missing = next(c for c in cards if cards.count(c) > everything.count(c))
        raise MoveError(f"{show(missing)} ({missing}): {does(player.name, 'does', mid=True)} not "
                        "hold that card")
    rule = position.ruleset.cites.source
    if position.ruleset.last_hand_with_table and source == "hand":
        rule = "P9"
    if source == "hand":
        text = f"{does(player.name, 'still holds')} hand cards, so the table cards stay locked ({rule})."
    elif source == "face_up":
        text = f"{player.name} must play the face-up table cards before the face-down ones ({rule})."
    else:
        text = f"face-down cards are played blind, one at a time, with 'flip N' ({rule})."
    return Reason(Code.WRONG_SOURCE, rule, text)


def _last_hand_with_table(player: Player, cards: tuple[Card, ...]) -> Player | None:
    """P9: the last hand card(s) together with face-up cards of the same rank."""
    hand = list(player.hand)
    rest = remove(hand, list(cards))
    if rest is None or len({VALUE[c] for c in cards}) != 1:
        return None
    stacks = without_face_up(player.face_up, rest)
    if stacks is None:
        return None
    return evolve(player, hand=(), face_up=stacks)


def _opening(position: Position) -> bool:
    """The first play of a classic game: nothing laid, burnt or drawn yet (C4, P3)."""
    rules = position.ruleset
    if rules.family != "classic" or position.pile or position.burnt:
        return False
    dealt = len(position.players) * (6 + rules.hand_size)
    return len(position.stock) == len(full_deck(rules, len(position.players))) - dealt


def opening_refusal(position: Position, seat: int, move: Move) -> list[Reason]:
    """Why ``move`` can't open the game (C4, R17, P3), if it is the opening: in the opening
    round only a card of the rank asked for, or a pass; otherwise only the player with the
    lowest hand card opens (when every hand is known; a typed table's unknown hands are
    taken on trust)."""
    if position.opening is not None:
        rank = rank_word(position.opening)
        if move.kind == "pass" or (move.kind == "play"
                                   and VALUE[move.cards[0]] == position.opening):
            return []
        name = position.players[seat].name
        return [Reason(Code.OPENING_ROUND, "P3", f"the opening round asks for {rank}s: "
                       f"{does(name, 'lays', mid=True)} a {rank} or {form(name, 'passes')} "
                       "(P3).")]
    if move.kind not in ("play", "sjanse", "collect") or not _opening(position) or any(
            UNKNOWN in p.hand for p in position.players) or position.ruleset.swap_any_time:
        # cheapest first: it runs every move. With O4 the opener found at the deal keeps the
        # turn while cards are swapped before the first card (the lowest card may move).
        return []
    opener, low = lowest_card(position.players)
    if low is None or opener == seat:
        return []
    rule = position.ruleset.cites.opener
    first = position.players[opener].name
    return [Reason(Code.WRONG_OPENER, rule, f"{does(first, 'holds', mid=True)} the lowest card, "
                   f"{show(low)}, so {does(first, 'opens', mid=True)}, not "
                   f"{named(position.players[seat].name)} ({rule}).")]


def _opening_note(position: Position, seat: int) -> Reason | None:
    """Why this player may open (C4, P3), for the verdict of an opening play."""
    if position.opening is not None:
        rank = rank_word(position.opening)
        return Reason(Code.LEGAL, "P3", f"The opening round asks for {rank}s, and "
                      f"{does(position.players[seat].name, 'opens', mid=True)} with one (P3).")
    if not _opening(position):
        return None
    rule = position.ruleset.cites.opener
    trust = "" if not any(UNKNOWN in p.hand for p in position.players) else (
        "; some hands are unknown here, so that is taken on trust")
    return Reason(Code.LEGAL, rule, f"The player with the lowest card opens{trust} ({rule}).")


def _classic_rules(position: Position, seat: int, cards: tuple[Card, ...]) -> list[Reason]:
    """Classic checks before placement: a continuation's limits (O7, P4), a lone 2 (P5)."""
    rules = position.ruleset
    top = position.pile[-1] if position.pile else None
    if (continuing(position) and top is not None and VALUE[top.cards[-1]] != 2
            and (VALUE[cards[0]] != VALUE[top.cards[-1]] or len(units(cards)) > 1)):
        name = position.players[seat].name
        return [Reason(Code.CONTINUE_SAME_RANK, "P4", "after drawing a card of the rank just "
                       f"played, {named(name)} may go on only with that rank, or say done (P4).")]
    if not rules.two_with_card or VALUE[cards[-1]] != 2:
        return []
    rest = remove(cards, source_cards(position.players[seat])) or []
    if any(VALUE[c] != 2 for c in rest):
        return [Reason(Code.TWO_ALONE, "P5", f"{show(cards[-1])}: a two is played together "
                       "with the card that sets the new number (P5).")]
    return []


def play(position: Position, seat: int, move: Move, mode: int) -> Result:
    """Lay cards from the current source, with a black four's gift or a red four's throw."""
    rules = position.ruleset
    cards = move.cards
    taken = take(position, seat, cards)
    if isinstance(taken, Reason):
        return illegal(position, seat, [taken], mode)
    build, source = taken
    view = view_of(position)
    found = _classic_rules(position, seat, cards) if rules.family == "classic" else []
    found = found or judge_cards(position, view, cards, seat)
    if found:
        if mode != PROBE:
            found += explain.context(position, view, seat)
        return illegal(position, seat, found, mode)
    four = live_four(position, view, cards)
    if four is None and (move.give or move.throw):
        return illegal(position, seat, [dead_four_reason(position, move)], mode)
    if mode == PROBE and four is None:
        return LEGAL, None
    player = build()
    extra: list[Reason] = []
    laid = cards
    if four == "black":
        given = give(position, seat, player, move)
        if isinstance(given, list):
            return illegal(position, seat, given, mode)
        player, position, extra = given
    elif four == "red" and move.throw:
        thrown = throw(player, cards[-1], move.throw)
        if isinstance(thrown, Reason):
            return illegal(position, seat, [thrown], mode)
        player, extra = thrown
        laid = (*cards, move.throw)
    if mode == PROBE:
        return LEGAL, None
    the_play = Play(seat, laid)
    folded = lay(position, view, the_play)
    if position.opening is not None:  # the opening round ends with the first card laid
        position = evolve(position, opening=None)
    if not mode & EXPLAIN:
        return LEGAL, settle(position, seat, player, the_play, folded)
    if rules.family == "extreme":
        reasons = explain.extreme_lead(position, folded)
        reasons += explain.permission(view, cards)
        reasons += explain.context(position, view, seat)
        reasons.append(_extreme_placement(position, view, cards))
        reasons += extra + explain.extreme_after(position, seat, folded, laid[-1])
    else:
        mixed = source == "hand" and remove(cards, list(position.players[seat].hand)) is None
        reasons = explain.classic_placement(position, view, cards, _opening_note(position, seat),
                                            mixed)
        if continuing(position):
            rule = "O7" if VALUE[position.pile[-1].cards[-1]] == 2 else "P4"
            reasons.insert(0, Reason(Code.LEGAL, rule, f"{does(player.name, 'goes on')} with the same "
                                     f"turn ({rule})."))
        reasons += explain.classic_after(position, seat, player, source, folded, laid[-1])
    verdict = Verdict(True, tuple(reasons))
    if not mode & BUILD:
        return verdict, None
    return verdict, settle(position, seat, player, the_play, folded)


def _extreme_placement(position: Position, view: PileView, cards: tuple[Card, ...]) -> Reason:
    name = position.player.name
    first = cards[0]
    if len(units(cards)) > 1 and VALUE[first] == 8 and not view.nines_owed:
        rule = "§8.1" if is_red(first) else "§8.2"
        return Reason(Code.LEGAL, rule, f"{does(name, 'lays')} a ladder, {' '.join(map(show, cards))}; "
                      f"its cards have no effect ({rule}).")
    card = cards[answer_parts(cards)[1] - 1] if view.nines_owed else first
    rule = explain.paragraph(card)
    where = "the empty pile" if view.card is None else f"the {show(view.card)}"
    return Reason(Code.LEGAL, rule, f"{does(name, 'lays')} {' '.join(map(show, cards))} on {where} "
                  f"({rule}).")


def flip(position: Position, seat: int, move: Move, mode: int) -> Result:
    """Turn a face-down card blind (C12, §1; P8)."""
    player = position.players[seat]
    column = move.column or 0
    rule = position.ruleset.cites.flip
    if player.source != "face_down":
        wrong = rule if rule != "C12" else "C6"
        return illegal(position, seat, [Reason(Code.WRONG_SOURCE, wrong, f"{does(player.name, 'turns')} "
                       "face-down cards only when hand and face-up cards are gone "
                       f"({wrong}).")], mode)
    if column > len(player.face_down) or player.face_down[column - 1] is None:
        return illegal(position, seat, [Reason(Code.WRONG_SOURCE, rule, f"column {column} "
                       f"has no face-down card ({rule}).")], mode)
    card = player.face_down[column - 1]
    assert card is not None
    face_down = list(player.face_down)
    face_down[column - 1] = None
    rest = evolve(player, face_down=tuple(face_down))
    return blind(position, seat, rest, card, "flip", rule, mode)


def blind(position: Position, seat: int, player: Player, card: Card, how: str, rule: str,
          mode: int) -> Result:
    """A card turned blind (a face-down card, or sjanse's stock card): played if it fits,
    else picked up with the pile (C8, C12, P8, §1)."""
    name = position.players[seat].name
    if card == UNKNOWN:
        if mode & BUILD:
            raise MoveError(f"{how}: the card is unknown (??); type it in to apply the move")
        return Verdict(True, (Reason(Code.LEGAL, rule, f"{name} may turn the card; what "
                                     "happens depends on the card, typed as ??."),)), None
    view = view_of(position)
    found = judge_cards(position, view, (card,), seat)
    if not found:
        if mode == PROBE:
            return LEGAL, None
        the_play = Play(seat, (card,))
        folded = lay(position, view, the_play)
        if not mode & EXPLAIN:
            return LEGAL, settle(position, seat, player, the_play, folded)
        turned = Reason(Code.LEGAL, rule, f"{does(name, 'turns')} {show(card)}, and it fits "
                        f"({rule}).")
        if position.ruleset.family == "extreme":
            reasons = [*explain.extreme_lead(position, folded), turned,
                       *explain.extreme_after(position, seat, folded, card)]
        else:
            reasons = [turned, *explain.classic_after(position, seat, player, "face_down",
                                                      folded, card)]
        verdict = Verdict(True, tuple(reasons))
        if not mode & BUILD:
            return verdict, None
        return verdict, settle(position, seat, player, the_play, folded)
    if mode == PROBE:
        return LEGAL, None
    fail = Code.FLIP_FAILS if how == "flip" else Code.SJANSE_FAILS
    reasons = [Reason(fail, rule, f"{does(name, 'turns')} {show(card)}, which does not fit: "
                      f"{does(name, 'picks up', mid=True)} the pile with it ({rule})."), *found]
    verdict = Verdict(True, tuple(reasons))
    if not mode & BUILD:
        return verdict, None
    base = evolve(position, players=position.with_player(
        seat, hand=player.hand, face_down=player.face_down))
    return verdict, pick_up(base, seat, (card,))


def sjanse(position: Position, seat: int, mode: int) -> Result:
    """C8: turn the top card of the stock instead of playing (not in Extreme, §16)."""
    if not position.ruleset.sjanse:
        rule = position.ruleset.cites.sjanse
        return illegal(position, seat, [Reason(Code.NOT_ALLOWED, rule, "this ruleset has no "
                                               f"sjanse ({rule}).")], mode)
    if not position.stock:
        return illegal(position, seat, [Reason(Code.NO_STOCK, "C8", "the stock is empty, so "
                                               "there is no card to take a sjanse on (C8).")], mode)
    card = position.stock[-1]
    base = seed_view(evolve(position, stock=position.stock[:-1]),
                     view_of(position))
    return blind(base, seat, position.players[seat], card, "sjanse", "C8", mode)


def pickup(position: Position, seat: int, mode: int) -> Result:
    """C7, §1: take the whole pile into the hand; the next player goes on."""
    rule = position.ruleset.cites.pick_up
    if not position.pile:
        return illegal(position, seat, [Reason(Code.EMPTY_PILE, rule, "there is no pile to "
                                               f"pick up ({rule}).")], mode)
    if mode == PROBE:
        return LEGAL, None
    if not mode & EXPLAIN:
        return LEGAL, pick_up(position, seat)
    name = position.players[seat].name
    count = len(position.pile_cards())
    verdict = Verdict(True, (Reason(Code.PICK_UP, rule, f"{does(name, 'picks up')} the pile "
                                    f"({plural(count, 'card')}) ({rule})."),))
    return verdict, pick_up(position, seat) if mode & BUILD else None


def swap(position: Position, seat: int, move: Move, mode: int) -> Result:
    """O3/O4/W1/P2: swap a hand card with one of your face-up cards; §16 forbids it."""
    rules = position.ruleset
    player = position.players[seat]
    if rules.family == "extreme":
        return illegal(position, seat, [Reason(Code.NOT_ALLOWED, "§16", "no swapping with "
                                               "table cards in Extreme Idiot (§16).")], mode)
    if position.phase != "swap" and not rules.swap_any_time:
        rule = position.ruleset.cites.swap if rules.swap_after_deal else "C6"
        return illegal(position, seat, [Reason(Code.NOT_ALLOWED, rule, "face-up cards can't be "
                       f"swapped now: the table cards stay where they lie ({rule}).")], mode)
    hand_card, table_card = move.cards
    if hand_card not in player.hand or (table_card,) not in player.face_up:
        raise MoveError(f"swap: {player.name} needs {hand_card} in hand and {table_card} "
                        "face up on the table")
    if mode == PROBE:
        return LEGAL, None
    rule = "O4" if position.phase != "swap" else position.ruleset.cites.swap
    verdict = Verdict(True, (Reason(Code.LEGAL, rule, f"{does(player.name, 'swaps')} {show(hand_card)} "
                                    f"from the hand with {show(table_card)} on the table "
                                    f"({rule})."),))
    if not mode & BUILD:
        return verdict, None
    hand = list(player.hand)
    hand[hand.index(hand_card)] = table_card
    face_up = list(player.face_up)
    face_up[face_up.index((table_card,))] = (hand_card,)
    players = position.with_player(seat, hand=tuple(hand), face_up=tuple(face_up))
    return verdict, seed_view(evolve(position, players=players), view_of(position))


def collect(position: Position, seat: int, move: Move, mode: int) -> Result:
    """O2: lay a hand card on your face-up card of the same rank, then refill."""
    player = position.players[seat]
    if not position.ruleset.collecting:
        return illegal(position, seat, [Reason(Code.NOT_ALLOWED, "O2", "collecting on face-up "
                                               "cards is an optional rule, not on here (O2).")],
                       mode)
    card = move.cards[0]
    if card not in player.hand:
        raise MoveError(f"collect: {does(player.name, 'does', mid=True)} not hold {card} "
                        "in hand")
    column = next((i for i, s in enumerate(player.face_up) if s and VALUE[s[0]] == VALUE[card]),
                  None)
    if column is None:
        return illegal(position, seat, [Reason(Code.NOT_A_PAIR, "O2", f"{does(player.name, 'has')} no "
                                               f"face-up card of {show(card)}'s rank (O2).")],
                       mode)
    if mode == PROBE:
        return LEGAL, None
    verdict = Verdict(True, (Reason(Code.LEGAL, "O2", f"{does(player.name, 'lays')} {show(card)} on "
                                    f"the face-up {show(player.face_up[column][0])} (O2)."),))
    if not mode & BUILD:
        return verdict, None
    hand = list(player.hand)
    hand.remove(card)
    face_up = list(player.face_up)
    face_up[column] = (*face_up[column], card)
    moved = evolve(player, hand=tuple(hand), face_up=tuple(face_up))
    refilled, stock, _ = refill(moved, position.stock, position.ruleset.hand_size)
    players = list(position.players)
    players[seat] = refilled
    after = evolve(position, players=tuple(players), stock=stock)
    return verdict, seed_view(after, view_of(position))


def done(position: Position, seat: int, mode: int) -> Result:
    """End the swap phase (O3, W1, P2) or an optional continuation (O7, P4)."""
    name = position.players[seat].name
    if position.phase == "swap":
        rule = position.ruleset.cites.swap
        verdict = Verdict(True, (Reason(Code.LEGAL, rule, f"{does(name, 'is')} done swapping "
                                        f"({rule})."),))
        if not mode & BUILD:
            return verdict, None
        if seat == len(position.players) - 1:
            after = opening(evolve(position, phase="play"))
        else:
            after = evolve(position, to_move=seat + 1)
        return verdict, seed_view(after, view_of(position))
    if continuing(position):
        rule = "O7" if VALUE[position.pile[-1].cards[-1]] == 2 else "P4"
        verdict = Verdict(True, (Reason(Code.LEGAL, rule, f"{does(name, 'ends')} the turn ({rule})."),))
        if not mode & BUILD:
            return verdict, None
        after = evolve(position, to_move=next_seat(position.players, seat))
        return verdict, seed_view(after, view_of(position))
    return illegal(position, seat, [Reason(Code.NOTHING_TO_END, position.ruleset.cites.turn,
                                           "there is nothing to end: play or pick up.")], mode)


def pass_turn(position: Position, seat: int, mode: int) -> Result:
    """R15, §27: a player stuck with queens on an empty pile passes; P3: a player declines to
    open with the rank the opening round asks for."""
    if position.opening is not None:
        return _decline(position, seat, mode)
    player = position.players[seat]
    if position.ruleset.family != "extreme" or position.pile or not only_queens(player):
        return illegal(position, seat, [Reason(Code.NOT_ALLOWED, position.ruleset.cites.passing,
                                               "passing is only for a player stuck with "
                                               "queens on an empty pile (§27).")], mode)
    verdict = Verdict(True, (Reason(Code.LEGAL, "§27", f"{does(player.name, 'holds')} only queens "
                                    "and can't lay one on the empty pile (§12), so "
                                    f"{form(player.name, 'passes')} (§27)."),))
    if not mode & BUILD:
        return verdict, None
    after = evolve(position, to_move=next_seat(position.players, seat))
    return verdict, after_move(seed_view(after, PileView()))


def _decline(position: Position, seat: int, mode: int) -> Result:
    """P3: the chance to open goes to the next seat; after the last seat, the round asks for
    the next rank from seat 0."""
    rank = position.opening
    assert rank is not None
    last = seat == len(position.players) - 1
    asked = OPENING_ORDER[(OPENING_ORDER.index(rank) + 1) % len(OPENING_ORDER)] if last else rank
    name = position.players[seat].name
    then = (f"nobody opened with a {rank_word(rank)}, so the round asks for "
            f"{rank_word(asked)}s, from {named(position.players[0].name)}") if last else (
        f"the chance goes to {named(position.players[seat + 1].name)}")
    verdict = Verdict(True, (Reason(Code.LEGAL, "P3", f"{does(name, 'does not open')} with a "
                                    f"{rank_word(rank)}: {then} (P3)."),))
    if not mode & BUILD:
        return verdict, None
    after = evolve(position, to_move=0 if last else seat + 1, opening=asked)
    return verdict, seed_view(after, view_of(position))

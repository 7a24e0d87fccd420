"""§27 Stuck with a queen: when everyone still in the game holds nothing but queens that can't
be laid, those queens are put away so the game can go on (R15: a player stuck so passes)."""

from __future__ import annotations

import dataclasses

from ...model.cards import JOKER_VALUE, QUEEN, UNKNOWN, VALUE, Card
from ...model.games import game_of
from ...model.hands import source_cards
from ...model.pile import EMPTY
from ...model.position import Play, Player, Position
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from .s09_nine import BEATS_NINE

RULE = R.S27
CODES = (Code.QUEENS_REMOVED, Code.LEGAL, Code.NOT_ALLOWED)


def only_queens(player: Player) -> bool:
    """True when every card the player may lay now is a queen (§27)."""
    cards = source_cards(player)
    return bool(cards) and all(VALUE[c] == QUEEN for c in cards)


def may_pass(position: Position, player: Player) -> bool:
    """R15: a player stuck with nothing but queens on an empty pile passes."""
    return not position.pile and only_queens(player)


def stuck(position: Position, seats: list[int]) -> str | None:
    """Are the players in ``seats`` stuck with their queens? None, or why (the variant of the
    note's key): nothing but queens to play on an empty pile (R15), or (switch
    ``queens_stuck_for_good``) queens held that no card left in play will ever let anyone lay."""
    players = [position.players[i] for i in seats]
    if on_empty_pile(not position.pile, all(only_queens(p) for p in players)):
        return "empty"
    if may_stay_stuck(position.ruleset.queens_stuck_for_good, len(position.stock),
                      all(_holds_queen(p) for p in players)) and _never_laid(position, seats):
        return "never"
    return None


def without_queens(player: Player, why: str
                   ) -> tuple[tuple[Card, ...], tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The hand and face-up stacks :func:`stuck` leaves ``player`` (``why``: its answer), and
    the queens put away: on an empty pile, the queens among the cards they may lay now (R15);
    stuck for good, every queen in the hand and face up."""
    def strip(cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(c for c in cards if VALUE[c] != QUEEN)
    hand_only = why == "empty" and bool(player.hand)
    removed = tuple(c for c in (player.hand if hand_only else (*player.hand,
                                *player.face_up_cards())) if VALUE[c] == QUEEN)
    face_up = player.face_up if hand_only else tuple(strip(stack) for stack in player.face_up)
    return strip(player.hand), face_up, removed


def _never_laid(position: Position, seats: list[int]) -> bool:
    """True when none of the queens the players in ``seats`` hold can ever be laid, where
    :func:`may_stay_stuck` says they may be stuck: each holds a queen in the hand or face up,
    which they must lay before they can reach their face-down cards, and the stock is empty.
    Then no one gets past a queen they can't lay, so only the pile's cards
    go round, and the other cards in the hands, and the face-up cards of those whose hand holds
    no queen (behind a queen in the hand, face-up cards are never reached, queens or not). The
    rules themselves say where those can lead: every top they can make, laying one card (or
    both jokers) at a time where its first card may go, starting from an empty pile (a burn or
    a king's pickup empties it again). If no queen that can be reached may go on any of those
    tops, none ever will. Unknown cards: never (nothing to judge by)."""
    players = [position.players[i] for i in seats]
    hands = [p.hand for p in players]
    ups = [p.face_up_cards() for p in players]
    if UNKNOWN in {c for cards in (*hands, *ups) for c in cards}:
        return False
    hand_queens = [sum(VALUE[c] == QUEEN for c in hand) for hand in hands]
    reached = [() if mine else up for up, mine in zip(ups, hand_queens, strict=True)]
    queens = {c for cards in (*hands, *reached) for c in cards if VALUE[c] == QUEEN}
    going_round = set(position.pile_cards()).union(*hands, *reached) - queens
    if UNKNOWN in going_round:
        return False
    game = game_of(position.ruleset)  # how the game lays a card and folds the pile
    opens, rules, stock_empty = game.opens, position.ruleset, not position.stock
    beaters = sum(VALUE[c] in BEATS_NINE for c in going_round)
    # §9: on nines a queen goes only inside an answer of as many cards beating 9 as are owed,
    # from one source: a queen in the hand with the hand's other cards (any going round, less
    # the 9s or joker the nines lie in: one for each two cards owed), a face-up queen with its
    # player's other face-up cards (a face-up stack never grows). A queen moves only by being
    # laid, so each player counts their own.
    shown = [sum(VALUE[c] == QUEEN for c in up) for up in reached]
    shown_beaters = [sum(VALUE[c] in BEATS_NINE and VALUE[c] != QUEEN for c in up)
                     for up in reached]
    jokers = tuple(sorted(c for c in going_round if VALUE[c] == JOKER_VALUE))
    units = [(c,) for c in sorted(going_round)] + ([jokers] if len(jokers) > 1 else [])
    tops, todo = {EMPTY}, [EMPTY]
    while todo:
        view = todo.pop()
        if view.nines_owed:
            owed = view.nines_owed
            spare = max(0, beaters - owed // 2)
            if any((mine and mine + spare >= owed) or (up and up + more >= owed)
                   for mine, up, more in zip(hand_queens, shown, shown_beaters, strict=True)):
                return False
        elif any(opens(position, view, queen) for queen in queens):
            return False
        for unit in units:
            if not opens(position, view, unit[0]):
                continue
            folded = game.fold(view, Play(seats[0], unit), rules, stock_empty)
            top = EMPTY if folded.burn or folded.king_pickup is not None else dataclasses.replace(
                folded.view, sixes=0, run_value=None, run_count=0, owner=None, via=())
            if top not in tops:  # runs and owners cleared: they decide no queen
                tops.add(top)
                todo.append(top)
    return True


def put_away(why: str, queens: tuple[Card, ...]) -> Reason:
    """The note for ``queens`` put away (``why``: the answer of :func:`stuck`)."""
    return Reason.of(Code.QUEENS_REMOVED, RULE, f"s27.QUEENS_REMOVED.{why}", cards=queens,
                     s12=R.S12)


def passes(who: str) -> Reason:
    """``who`` passes, stuck with queens on the empty pile."""
    return Reason.of(Code.LEGAL, RULE, "s27.LEGAL", who=who, s12=R.S12)


def no_pass(rule: str) -> Reason:
    """A pass where none is allowed (``rule``: the ruleset's rule on passing)."""
    return Reason.of(Code.NOT_ALLOWED, rule, "s27.NOT_ALLOWED", s27=RULE)


def on_empty_pile(pile_empty: bool, queens_only: bool) -> bool:
    """Are the players stuck on an empty pile (R15): it is empty, and they all have nothing
    but queens to lay (``queens_only``: :func:`only_queens` of each)?"""
    return pile_empty and queens_only


def may_stay_stuck(for_good: bool, stock_cards: int, holding: bool) -> bool:
    """May queens be stuck for good, so that :func:`stuck` searches whether any can ever be
    laid: the switch ``queens_stuck_for_good`` on (``for_good``), the stock empty, and every
    player still in holding a queen in the hand or face up (``holding``)."""
    return for_good and not stock_cards and holding


def _holds_queen(player: Player) -> bool:
    """Whether the player holds a queen in the hand or face up."""
    return any(VALUE[c] == QUEEN for c in (*player.hand, *player.face_up_cards()))


_AWAY = "%s, so the queens ({cards:codes}) are put away ({rule})."

WORDS = {
    "en": {
        "s27.QUEENS_REMOVED.empty": _AWAY % "Everyone left holds only queens that can't be laid",
        "s27.QUEENS_REMOVED.never": _AWAY % ("Everyone left holds a queen that no card left in "
                                             "play can ever let them lay ({s12}), and nobody "
                                             "could go out"),
        "s27.LEGAL": "{who:does holds} only queens and can't lay one on the empty pile ({s12}), "
                     "so {who:form passes} ({rule}).",
        "s27.NOT_ALLOWED": "passing is only for a player stuck with queens on an empty pile "
                           "({s27}).",
    },
}

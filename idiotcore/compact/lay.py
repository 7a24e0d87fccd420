"""Laying cards on the compact state: the pile's next state, a burn, the refill from the
stock, who moves next, players out; a card turned blind; the pile picked up. The effects come
from :class:`~idiotcore.compact.tables.Tables` (the engine's answers), the order of the steps
from the engine's :func:`~idiotcore.judge.table.settle` and :func:`~idiotcore.judge.table.pick_up`;
each decision from the function the engine asks too: whether a king's owner picks up
(:func:`~idiotcore.rules.extreme.s13_king.owner_picks_up`) and a burner goes on
(:func:`~idiotcore.rules.classic.c10_burning.burner_goes_on`), how many cards the refill draws
(:func:`~idiotcore.judge.table.refill_count`, kept per hand and stock in
:attr:`Tables.draws <idiotcore.compact.tables.Tables.draws>`), the next seat and who is out
(:func:`~idiotcore.judge.table.seat_after`, :func:`~idiotcore.judge.table.finished_after`),
and whether §27 may put queens away (:mod:`idiotcore.rules.extreme.s27_stuck_queens`)."""

from __future__ import annotations

import functools

from ..engine import after_move
from ..judge.table import finished_after, seat_after
from ..model.cards import Card
from ..rules.classic.c10_burning import burner_goes_on
from ..rules.extreme.s13_king import owner_picks_up
from ..rules.extreme.s27_going_round import may_go_round
from ..rules.extreme.s27_stuck_queens import may_stay_stuck, on_empty_pile
from .state import (
    Cards,
    Game,
    State,
    face_up_mask,
    from_position,
    mask_of,
    new_state,
    source_mask,
    to_position,
)


def has_cards(hand: int, ups: tuple[Cards, ...], downs: tuple[int | None, ...]) -> bool:
    """Whether a player with this hand, these face-up stacks and face-down cards has cards."""
    return bool(hand or any(ups) or downs.count(None) != len(downs))


def _seats_out(hands: tuple[int, ...], ups: tuple[tuple[Cards, ...], ...],
               downs: tuple[tuple[int | None, ...], ...], finished: tuple[int, ...]
               ) -> list[bool]:
    """Per seat, whether it is out of cards (a seat that finished stays out: no card goes to
    a player who is out)."""
    return [i in finished or not has_cards(hands[i], ups[i], downs[i])
            for i in range(len(hands))]


@functools.lru_cache(maxsize=1024)
def _next_in(finished: tuple[int, ...], seat: int, seats: int) -> int:
    """:func:`~idiotcore.judge.table.seat_after` ``seat`` where the seats out are the
    ``finished`` ones (remembered)."""
    return seat_after([i in finished for i in range(seats)], seat)


def _pile_mask(pile: tuple[tuple[int, Cards], ...]) -> int:
    mask = 0
    for _, cards in pile:
        mask |= mask_of(cards)
    return mask


def lay(game: Game, state: State, hands: tuple[int, ...], ups: tuple[tuple[Cards, ...], ...],
        downs: tuple[tuple[int | None, ...], ...], stock: int, ints: Cards,
        codes: tuple[Card, ...]) -> State:
    """The state after the player to move lays ``ints`` (their ``codes``, in the order laid),
    the cards already taken from ``hands``/``ups``/``downs``."""
    tables = game.tables
    seat = state.to_move
    view, burn, king = tables.step(state.view, not stock, seat, codes)
    pile = (*state.pile, (seat, ints))
    burnt = state.burnt
    if burn:
        burnt |= _pile_mask(pile)
        pile, view = (), tables.empty
    elif king is not None:
        if owner_picks_up(has_cards(state.hands[king], state.ups[king], state.downs[king])):
            hands = (*hands[:king], hands[king] | _pile_mask(pile), *hands[king + 1:])
            pile, view = (), tables.empty
        else:  # nobody picks up (table.lay)
            king = None
    hand = hands[seat]
    count = tables.draws[hand.bit_count()][stock]
    drawn = 0
    if count:
        left = stock - count
        drawn = game.stock_masks[stock] ^ game.stock_masks[left]  # the stock's top cards
        stock = left
        hand |= drawn
        hands = (*hands[:seat], hand, *hands[seat + 1:])
    stays = has_cards(hand, ups[seat], downs[seat])
    if burn:
        goes_on = burner_goes_on(game.ruleset.after_burn, stays)
    else:
        goes_on = king is None and stays and tables.goes_on_after(view, seat, codes, drawn)
    to_move, finished = _after(game, state, hands, ups, downs, stays, goes_on, king)
    if drawn and not stock and pile:  # the stock ran out: the pile read without it (table.settle)
        view = tables.read_without_stock(pile)
    return settled(game, new_state((hands, ups, downs, to_move, pile, view, stock, burnt,
                                    finished, state.phase, None)))


def settled(game: Game, state: State) -> State:
    """§27 after a move (:func:`~idiotcore.engine.after_move`): the engine is asked only when
    one of its rulings could put cards away. Queens (:func:`_queens`), and the hands' cards
    when they may only go round: with the stock and the pile empty and few hand cards, as
    :func:`~idiotcore.rules.extreme.s27_going_round.may_go_round` says (the engine then
    follows every choice; that is rare, so its answer is not remembered). The engine answers
    for both rulings at once, so it is asked once at most."""
    if not game.tables.gates.puts_away or (state.pile and state.stock):  # neither ruling then
        return state
    seats = tuple(seat for seat, (hand, ups, downs) in enumerate(zip(
        state.hands, state.ups, state.downs, strict=True)) if has_cards(hand, ups, downs))
    if len(seats) < 2:
        return state
    after = _queens(game, state, seats)
    if after is not None:
        return after
    if may_go_round(game.ruleset.going_round_put_away, state.stock, len(state.pile),
                    sum(state.hands[seat].bit_count() for seat in seats), len(seats)):
        return _by_engine(game, state)[0]
    return state


def _by_engine(game: Game, state: State) -> tuple[State, bool]:
    """The table after the engine's §27 (:func:`~idiotcore.engine.after_move`, both rulings),
    and whether it put cards away."""
    after, notes = after_move(to_position(game, state))
    return (from_position(after, game)[1], True) if notes else (state, False)


def _queens(game: Game, state: State, seats: tuple[int, ...]) -> State | None:
    """The table after the engine's §27 (:func:`_by_engine`), or None when it was not asked:
    it is asked only when its :func:`~idiotcore.rules.extreme.s27_stuck_queens.stuck`
    could answer yes, as :func:`~idiotcore.rules.extreme.s27_stuck_queens.on_empty_pile` and
    :func:`~idiotcore.rules.extreme.s27_stuck_queens.may_stay_stuck` say. Its answer is
    remembered (:attr:`Tables.stuck`) by what it reads: the seats still in, the queens each
    holds in the hand, their face-up cards, the cards going round (the pile's, the other hand
    cards, the face-up cards behind a hand without a queen) and whether the pile is empty.
    Those change only when cards burn, queens are laid or a player turns to other cards, so a
    game near its end that asked once is not searched again after every move."""
    queens = game.tables.gates.queens
    only_queens = all(source and not source & ~queens
                      for source in (source_mask(state, seat) for seat in seats))
    if not on_empty_pile(not state.pile, only_queens) and not may_stay_stuck(
            game.ruleset.queens_stuck_for_good, state.stock,
            all(state.hands[seat] & queens or face_up_mask(state.ups[seat]) & queens
                for seat in seats)):
        return None
    hands = [state.hands[seat] for seat in seats]
    ups = [face_up_mask(state.ups[seat]) for seat in seats]
    going_round = _pile_mask(state.pile)
    for hand, up in zip(hands, ups, strict=True):
        going_round |= (hand | (0 if hand & queens else up)) & ~queens
    key = (seats, tuple(hand & queens for hand in hands), tuple(ups), going_round,
           not state.pile)
    if game.tables.stuck.get(key) is False:
        return None
    after, put_away = _by_engine(game, state)
    game.tables.stuck[key] = put_away
    return after


def _after(game: Game, state: State, hands: tuple[int, ...],
           ups: tuple[tuple[Cards, ...], ...], downs: tuple[tuple[int | None, ...], ...],
           stays: bool, goes_on: bool, king: int | None = None) -> tuple[int, tuple[int, ...]]:
    """Who moves next and who is out, after the player to move laid or picked up cards (no
    other player's cards change but a king's owner's, §13: the next seat after ``king`` moves
    then). While that player ``stays`` in and every player without cards has finished, the
    seats out are the finished ones (:func:`_next_in`)."""
    seat = state.to_move
    if king is not None:
        out = _seats_out(hands, ups, downs, state.finished)
        return seat_after(out, king), finished_after(out, state.finished)
    if stays and not game.stragglers:
        return seat if goes_on else _next_in(state.finished, seat, len(hands)), state.finished
    out = _seats_out(hands, ups, downs, state.finished)
    return seat if goes_on else seat_after(out, seat), finished_after(out, state.finished)


def pick_up(game: Game, state: State, downs: tuple[tuple[int | None, ...], ...], stock: int,
            extra: int) -> State:
    """The player to move takes the pile (and the cards of the mask ``extra``) into the hand;
    the next player with cards goes on."""
    seat = state.to_move
    hands = state.hands
    hands = (*hands[:seat], hands[seat] | _pile_mask(state.pile) | extra, *hands[seat + 1:])
    to_move, finished = _after(game, state, hands, state.ups, downs, True, False)
    return settled(game, new_state((hands, state.ups, downs, to_move, (), game.tables.empty,
                                    stock, state.burnt, finished, state.phase, state.opening)))


def blind(game: Game, state: State, downs: tuple[tuple[int | None, ...], ...], stock: int,
          card: int) -> State:
    """A card turned blind (a face-down card, or a sjanse's stock card, already taken): laid
    if it fits the pile, else picked up with it."""
    if game.tables.fitting_blind(state.view) >> card & 1:
        return lay(game, state, state.hands, state.ups, downs, stock, (card,),
                   (game.tables.codes[card],))
    return pick_up(game, state, downs, stock, 1 << card)


def sjanse(game: Game, state: State) -> State:
    """The player to move turns the stock's top card blind (a sjanse)."""
    return blind(game, state, state.downs, state.stock - 1, game.stock[state.stock - 1])

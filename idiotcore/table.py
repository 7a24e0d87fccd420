"""Table mechanics shared by every move: whose turn, taking cards from a player, refilling
from the stock, picking up the pile, laying a play and settling what it causes.

Classic C6, C7, C10, C11, C13; Extreme §1, §2, §13 (who plays after a king pickup, R8),
§19 (the burnt pile), §27 (queens put away).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from .cards import QUEEN, UNKNOWN, VALUE, Card
from .moves import MoveError
from .pile import EMPTY, Folded, PileView, fold, seed_view, view_of
from .placement import BEATS_NINE, opens
from .position import OPENING_ORDER, Play, Player, Position, evolve
from .rules.extreme import s13_king
from .verdict import Code, Reason, Verdict

EXPLAIN, BUILD = 1, 2
PROBE, CHECK, APPLY = 0, EXPLAIN, EXPLAIN | BUILD
"""How much a move evaluation does, as flags: legality only (PROBE), the explained verdict
(EXPLAIN), the table after (BUILD). :func:`idiotcore.apply` builds without explaining: its
caller keeps only the table (an illegal move is explained all the same, for the error)."""

Result = tuple[Verdict, Position | None]


def seat_of(position: Position, ref: str) -> int:
    """A player's seat from a name or an index as typed.

    :raises MoveError: if there is no such player.
    """
    if ref.isdigit() and int(ref) < len(position.players):
        return int(ref)
    for i, p in enumerate(position.players):
        if p.name.lower() == ref.lower():
            return i
    raise MoveError(f"player {ref!r}: no such player (names: "
                    f"{', '.join(p.name for p in position.players)})")


def next_seat(players: tuple[Player, ...], seat: int) -> int:
    """The next seat after ``seat`` that still has cards (``seat`` itself if none)."""
    n = len(players)
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if players[candidate].has_cards:
            return candidate
    return seat


def lowest_card(players: tuple[Player, ...]) -> tuple[int, Card | None]:
    """Who holds the lowest hand card, and which (C4, R17, P3): 3 lowest; 2s, 10s and jokers are
    not low; ties go to the first such seat from the dealer's left (seat 0); ``(0, None)``
    when nobody holds a low card."""
    best, low = 0, None
    for seat, player in enumerate(players):
        for card in player.hand:
            value = VALUE[card]
            if value not in (0, 2, 10, -1) and (low is None or value < VALUE[low]):
                best, low = seat, card
    return best, low


def starting_seat(players: tuple[Player, ...]) -> int:
    """Who starts (C4, R17): the seat of :func:`lowest_card`."""
    return lowest_card(players)[0]


def opening(position: Position) -> Position:
    """The table as play begins: the opening round asks seat 0 for 3s (P3), or the player with
    the lowest hand card is to move (C4, R17)."""
    if position.ruleset.opening_round:
        return evolve(position, to_move=0, opening=OPENING_ORDER[0])
    return evolve(position, to_move=starting_seat(position.players))


def remove(cards: Iterable[Card], pool: list[Card], wildcard: bool = True) -> list[Card] | None:
    """``pool`` without ``cards`` (as a multiset), or None if a card is missing. With
    ``wildcard``, a card typed as ``??`` in the pool stands in for any card the move names."""
    rest = list(pool)
    for card in cards:
        if card in rest:
            rest.remove(card)
        elif wildcard and UNKNOWN in rest:
            rest.remove(UNKNOWN)
        else:
            return None
    return rest


def without_face_up(stacks: tuple[tuple[Card, ...], ...], cards: Iterable[Card]
                    ) -> tuple[tuple[Card, ...], ...] | None:
    """The face-up stacks without ``cards``, or None if one is not there."""
    out = [list(s) for s in stacks]
    for card in cards:
        for stack in out:
            if card in stack:
                stack.remove(card)
                break
        else:
            return None
    return tuple(tuple(s) for s in out)


def source_cards(player: Player) -> list[Card]:
    """The cards a player may lay now: the hand, or the face-up cards once it is empty."""
    return list(player.hand) if player.hand else player.face_up_cards()


def turn_over(players: tuple[Player, ...], finished: tuple[int, ...]) -> tuple[int, ...]:
    """``finished`` plus any seat that has just run out of cards, in seat order."""
    return finished + tuple(i for i, p in enumerate(players) if not p.has_cards
                            and i not in finished)


def refill(player: Player, stock: tuple[Card, ...], size: int
           ) -> tuple[Player, tuple[Card, ...], tuple[Card, ...]]:
    """Draw from the top of the stock up to ``size`` hand cards (C11, §1); returns the draw."""
    need = max(0, size - len(player.hand))
    if not need or not stock:
        return player, stock, ()
    drawn = stock[-need:][::-1]
    rest = stock[: len(stock) - len(drawn)]
    return evolve(player, hand=player.hand + drawn), rest, drawn


def only_queens(player: Player) -> bool:
    """True when every card the player may lay now is a queen (§27)."""
    cards = source_cards(player)
    return bool(cards) and all(VALUE[c] == QUEEN for c in cards)


def after_move(position: Position) -> Position:
    """§27: the queens go when everyone left is stuck with them: nothing but queens to play on
    an empty pile (R15), or (switch ``queens_stuck_for_good``) queens that no card left in play
    will ever let anyone lay."""
    if position.ruleset.family != "extreme" or position.is_over:
        return position
    seats = position.in_game()
    if not position.pile and all(only_queens(position.players[i]) for i in seats):
        why = "Everyone left holds only queens that can't be laid"
    elif position.ruleset.queens_stuck_for_good and _never_laid(position, seats):
        why = ("Everyone left holds a queen that no card left in play can ever let them lay "
               "(§12), and nobody could go out")
    else:
        return position
    players = list(position.players)
    removed: list[Card] = []
    for i in seats:
        p = players[i]
        removed += [c for c in source_cards(p) if VALUE[c] == QUEEN]
        players[i] = (evolve(p, hand=tuple(c for c in p.hand if VALUE[c] != QUEEN)) if p.hand
                      else evolve(p, face_up=tuple(tuple(c for c in stack if VALUE[c] != QUEEN)
                                                   for stack in p.face_up)))
    final = tuple(players)
    to_move = position.to_move
    if not final[to_move].has_cards:
        to_move = next_seat(final, to_move)
    after = evolve(position, players=final, burnt=position.burnt + tuple(removed),
                   finished=turn_over(final, position.finished), to_move=to_move)
    object.__setattr__(after, "_queens_note", Reason(
        Code.QUEENS_REMOVED, "§27", f"{why}, so the queens ({' '.join(removed)}) are put away "
        "(§27)."))
    return seed_view(after, view_of(position))


def _never_laid(position: Position, seats: list[int]) -> bool:
    """True when every player in ``seats`` has a queen among the cards they may play now and
    none of those queens can ever be laid. With the stock empty, no one reaches their table
    cards past a queen they can't lay, so only the other cards they may play and the pile's
    go round. The rules themselves say where those can lead: every top they can make, laying
    one card (or both jokers) at a time where its first card may go, starting from an empty
    pile (a burn or a king's pickup empties it again). If no queen held may go on any of those
    tops, none ever will. Unknown cards: never (nothing to judge by)."""
    if position.stock:
        return False
    sources = [source_cards(position.players[i]) for i in seats]
    if not all(any(VALUE[c] == QUEEN for c in cards) for cards in sources):
        return False
    queens = {c for cards in sources for c in cards if VALUE[c] == QUEEN}
    held = [sum(VALUE[c] == QUEEN for c in cards) for cards in sources]
    going_round = {c for cards in sources for c in cards} - queens | set(position.pile_cards())
    if UNKNOWN in going_round:
        return False
    beaters = sum(VALUE[c] in BEATS_NINE for c in going_round)
    jokers = tuple(sorted(c for c in going_round if VALUE[c] == 0))
    units = [(c,) for c in sorted(going_round)] + ([jokers] if len(jokers) > 1 else [])
    tops, todo = {EMPTY}, [EMPTY]
    while todo:
        view = todo.pop()
        if view.nines_owed:  # §9: a queen goes on nines only in an answer of that many cards
            # that beat 9, all from one player: their own queens (a queen moves only by being
            # laid) and cards going round, less the 9s (or joker) the nines lie in: one for each
            # two cards owed.
            spare = max(0, beaters - view.nines_owed // 2)
            if any(mine and mine + spare >= view.nines_owed for mine in held):
                return False
        elif any(opens(position, view, queen) for queen in queens):
            return False
        for unit in units:
            if not opens(position, view, unit[0]):
                continue
            folded = fold(position, view, Play(seats[0], unit))
            top = EMPTY if folded.burn or folded.king_pickup is not None else dataclasses.replace(
                folded.view, sixes=0, run_value=None, run_count=0, owner=None, via=())
            if top not in tops:  # runs and owners cleared: they decide no queen
                tops.add(top)
                todo.append(top)
    return True


def queens_note(position: Position) -> list[Reason]:
    """The §27 note for a table where stuck queens were just put away (empty otherwise)."""
    note: Reason | None = position.__dict__.get("_queens_note")
    return [note] if note else []


def pick_up(position: Position, seat: int, extra: tuple[Card, ...] = (),
            to_move: int | None = None) -> Position:
    """``seat`` takes the whole pile (and ``extra`` cards) into the hand (C7, §1); the next
    player goes on unless ``to_move`` says otherwise (§23)."""
    player = position.players[seat]
    players = position.with_player(seat, hand=player.hand + tuple(position.pile_cards()) + extra)
    after = evolve(
        position, players=players, pile=(),
        to_move=next_seat(players, seat) if to_move is None else to_move,
        finished=turn_over(players, position.finished))
    return after_move(seed_view(after, PileView()))


def lay(position: Position, view: PileView, play: Play) -> Folded:
    """Fold a play onto the pile, for this table: an ace's king pickup needs a king owner who
    is still in the game (a player who went out is not brought back, ruling R20)."""
    folded = fold(position, view, play)
    owner = folded.king_pickup
    if owner is not None and not position.players[owner].has_cards:
        note = s13_king.owner_out(position.players[owner].name)
        return dataclasses.replace(folded, king_pickup=None, events=(*folded.events, note))
    return folded


def settle(position: Position, seat: int, player: Player, play: Play, folded: Folded
           ) -> Position:
    """The table after a legal play: burn or king pickup, refill, players out, whose turn."""
    rules = position.ruleset
    players = list(position.players)
    players[seat] = player
    pile = (*position.pile, play)
    burnt = position.burnt
    view = folded.view
    if folded.burn:
        burnt = burnt + tuple(c for p in pile for c in p.cards)
        pile, view = (), PileView()
    elif folded.king_pickup is not None:
        owner = players[folded.king_pickup]
        gathered = tuple(c for p in pile for c in p.cards)
        players[folded.king_pickup] = evolve(owner, hand=owner.hand + gathered)
        pile, view = (), PileView()
    refilled, stock, drawn = refill(players[seat], position.stock, rules.hand_size)
    players[seat] = refilled
    final = tuple(players)
    to_move = _who_next(position, final, seat, play, folded, view, drawn)
    after = evolve(position, players=final, pile=pile, stock=stock, burnt=burnt,
                                to_move=to_move, finished=turn_over(final, position.finished))
    return after_move(seed_view(after, view))


def _who_next(position: Position, players: tuple[Player, ...], seat: int, play: Play,
              folded: Folded, view: PileView, drawn: tuple[Card, ...]) -> int:
    rules = position.ruleset
    stays = players[seat].has_cards
    if folded.burn:
        return seat if rules.after_burn == "same" and stays else next_seat(players, seat)
    if folded.king_pickup is not None:
        return next_seat(players, folded.king_pickup)
    if stays and continues(position, view, seat, play, drawn):
        return seat
    return next_seat(players, seat)


def continues(position: Position, view: PileView, seat: int, play: Play,
              drawn: tuple[Card, ...]) -> bool:
    """Does the same player go on? §2 (owed card on your own 2), O7 (optional card after a
    2), P4 (drawing the rank just laid)."""
    rules = position.ruleset
    if view.demand == "two" and view.owner == seat:
        return True
    if rules.family != "classic":
        return False
    last = VALUE[play.cards[-1]]
    if rules.extra_after_two and last == 2 and len(play.cards) == 1:
        return True
    return rules.draw_continue and any(VALUE[c] == last for c in drawn)


def continuing(position: Position) -> bool:
    """True when the player to move is going on with their own turn (classic O7, P4)."""
    rules = position.ruleset
    top = position.pile[-1] if position.pile else None
    if rules.family != "classic" or top is None or top.by != position.to_move:
        return False
    lone_two = len(top.cards) == 1 and VALUE[top.cards[0]] == 2
    return rules.draw_continue or (rules.extra_after_two and lone_two)


"""The moves that lay or take cards, by the player to move: play, flip, sjanse, pick up.

Each judges the move as its :class:`~idiotcore.judge.table.Mode` asks: legality only (JUDGE), the
verdict with its reasons (CHECK), the table after (APPLY), or both (RESOLVE). The moves that
only rearrange the table (swap, collect, done, pass) are in :mod:`idiotcore.judge.arranging`.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model.cards import UNKNOWN, Card
from ..model.games import Laid, game_of
from ..model.hands import from_hand, remove, without_face_up
from ..model.moves import Move, MoveError, UnknownCardError
from ..model.position import Play, Player, Position, Source, evolve
from ..model.verdict import Reason, Verdict
from ..rules.classic import c08_sjanse
from ..rules.extreme import s01_course_of_play as s01
from ..rules.portuguese import p09_last_hand_with_table as p09
from .folding import seed_view, view_of
from .fours import give, throw
from .table import Mode, Result, lay, pick_up, settle

LEGAL = Verdict(True, ())
"""The bare verdict of a legal move judged in :attr:`Mode.JUDGE`, or applied in
:attr:`Mode.APPLY`."""


def illegal(position: Position, seat: int, reasons: list[Reason], mode: Mode) -> Result:
    """An illegal move's verdict, with the table's consequence (C14, §20)."""
    if mode is Mode.JUDGE:
        return Verdict(False, ()), None
    notes, outcome = game_of(position.ruleset).consequence(position, seat, reasons)
    return Verdict(False, tuple(reasons + notes), outcome), None


def legal(verdict: Callable[[], Verdict], build: Callable[[], Position], mode: Mode) -> Result:
    """A legal move's answer, as ``mode`` asks: ``verdict`` gathered only when it explains,
    the table ``build`` only when it builds."""
    said = verdict() if mode.explains else LEGAL
    return said, build() if mode.builds else None


def take(position: Position, seat: int, cards: tuple[Card, ...]
         ) -> tuple[Callable[[], Player], Source] | Reason:
    """The player without ``cards``, taken from their current source (C6, §1, P9). The player
    is built only when asked for: judging legality alone needs just the check that the cards
    are there.

    :raises MoveError: if the player does not hold the cards at all.
    """
    player = position.players[seat]
    source = player.source
    p9 = position.ruleset.last_hand_with_table
    if source == "hand":
        rest = from_hand(position, seat, cards)
        if rest is not None:
            return lambda: evolve(player, hand=tuple(rest)), "hand"
        if p9:
            mixed = p09.taken(player, cards)
            if mixed is not None:
                return lambda: mixed, "hand"
    elif source == "face_up":
        stacks = without_face_up(player.face_up, cards)
        if stacks is not None:
            return lambda: evolve(player, face_up=stacks), "face_up"
    everything = player.all_cards()
    if remove(cards, everything, wildcard=False) is None:
        missing = next(c for c in cards if cards.count(c) > everything.count(c))
        raise MoveError("input.NOT_HELD", card=missing, who=player.name)
    rule = p09.RULE if p9 and source == "hand" else position.ruleset.cites.source
    return s01.wrong_source(rule, source or "face_down", player.name)


def play(position: Position, seat: int, move: Move, mode: Mode) -> Result:
    """Lay cards from the current source, with a black four's gift or a red four's throw."""
    game = game_of(position.ruleset)
    cards = move.cards
    taken = take(position, seat, cards)
    if isinstance(taken, Reason):
        return illegal(position, seat, [taken], mode)
    build, source = taken
    view = view_of(position)
    found = game.before_placement(position, seat, cards) or game.judge_cards(
        position, view, cards, seat)
    if found:
        if mode is not Mode.JUDGE:
            found += game.context(position, view, seat)
        return illegal(position, seat, found, mode)
    four = game.live_four(position, view, cards)
    if four is None and (move.give or move.throw):
        return illegal(position, seat, [game.dead_four(position, move)], mode)
    if mode is Mode.JUDGE and four is None:
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
    if mode is Mode.JUDGE:
        return LEGAL, None
    the_play = Play(seat, laid)
    folded = lay(position, view, the_play)
    opened = game.opening_note(position, seat) if mode.explains else None  # before the round ends
    if position.opening is not None:  # the opening round ends with the first card laid
        position = evolve(position, opening=None)
    if not mode.explains:
        return LEGAL, settle(position, seat, player, the_play, folded)
    reasons = game.play_reasons(position, view, Laid(
        seat, player, source, cards, laid, folded, opened, four, bool(move.give or move.throw),
        tuple(extra)))
    verdict = Verdict(True, tuple(reasons))
    if not mode.builds:
        return verdict, None
    return verdict, settle(position, seat, player, the_play, folded)


def flip(position: Position, seat: int, move: Move, mode: Mode) -> Result:
    """Turn a face-down card blind (C12, §1; P8).

    :raises MoveError: if the player's table has no such column (contract 1.2).
    """
    player = position.players[seat]
    column = move.column or 0
    cites = position.ruleset.cites
    if column > player.columns:
        raise MoveError("input.NO_COLUMN", where="flip", who=player.name, column=column,
                        count=player.columns)
    if player.source != "face_down":
        return illegal(position, seat, [s01.flip_too_early(cites.flip_early, player.name)], mode)
    if player.face_down[column - 1] is None:
        return illegal(position, seat, [s01.no_card_in(cites.flip, column)], mode)
    card = player.face_down[column - 1]
    assert card is not None
    face_down = list(player.face_down)
    face_down[column - 1] = None
    rest = evolve(player, face_down=tuple(face_down))
    return blind(position, seat, rest, card, "flip", cites.flip, mode)


def blind(position: Position, seat: int, player: Player, card: Card, how: str, rule: str,
          mode: Mode) -> Result:
    """A card turned blind (a face-down card, or sjanse's stock card): played if it fits,
    else picked up with the pile (C8, C12, P8, §1)."""
    name = position.players[seat].name
    if card == UNKNOWN:
        if mode.builds:
            raise UnknownCardError("input.UNKNOWN_BLIND", where=how)
        return Verdict(True, (s01.unknown_blind(rule, name),)), None
    view = view_of(position)
    game = game_of(position.ruleset)
    found = game.judge_cards(position, view, (card,), seat)
    if mode is Mode.JUDGE:
        return LEGAL, None
    if not found:
        the_play = Play(seat, (card,))
        folded = lay(position, view, the_play)
        if not mode.explains:
            return LEGAL, settle(position, seat, player, the_play, folded)
        turned = s01.fits(rule, name, card)
        verdict = Verdict(True, tuple(game.blind_reasons(position, seat, player, folded, turned,
                                                         card)))
        if not mode.builds:
            return verdict, None
        return verdict, settle(position, seat, player, the_play, folded)
    fails = s01.flip_fails(rule, name, card) if how == "flip" else c08_sjanse.fails(name, card)
    verdict = Verdict(True, (fails, *found))
    if not mode.builds:
        return verdict, None
    base = evolve(position, players=position.with_player(
        seat, hand=player.hand, face_down=player.face_down))
    return verdict, pick_up(base, seat, (card,))


def sjanse(position: Position, seat: int, mode: Mode) -> Result:
    """C8: turn the top card of the stock instead of playing (not in Extreme, §16)."""
    refused = c08_sjanse.refusal(position)
    if refused is not None:
        return illegal(position, seat, [refused], mode)
    card = position.stock[-1]
    base = seed_view(evolve(position, stock=position.stock[:-1]),
                     view_of(position))
    return blind(base, seat, position.players[seat], card, "sjanse", c08_sjanse.RULE, mode)


def pickup(position: Position, seat: int, mode: Mode) -> Result:
    """C7, §1: take the whole pile into the hand; the next player goes on."""
    rule = position.ruleset.cites.pick_up
    if not position.pile:
        return illegal(position, seat, [s01.no_pile(rule)], mode)
    if mode is Mode.JUDGE:
        return LEGAL, None
    if not mode.explains:
        return LEGAL, pick_up(position, seat)
    verdict = Verdict(True, (s01.picks_up(rule, position.players[seat].name,
                                          len(position.pile_cards())),))
    if not mode.builds:
        return verdict, None
    return verdict, pick_up(position, seat)

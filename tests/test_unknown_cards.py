"""Tables typed with cards nobody knows (``??``, ruling R22): the engine never decides from such
a card. A look-ahead that would need one does not act (§27), a player holding unknown hand cards
still holds hand cards (§1), and the legal moves of an unknown hand are what they are: the moves
that need no card named, and any card from the hand, judged once it is named. A property test
over tables of random games, with the player to move's hand hidden, checks that ``check`` and
``legal_moves`` agree there, and that naming a card the hand really holds gets the verdict the
whole table gives."""

from __future__ import annotations

import random

import pytest

from idiotcore import (
    Move,
    MoveError,
    Position,
    check,
    compact,
    from_notation,
    legal_moves,
    resolve,
    to_notation,
)
from idiotcore.listing.candidates import candidates
from idiotcore.play.game import deal

# §27's look-ahead ---------------------------------------------------------------------------


@pytest.mark.parametrize(("notation", "move", "after"), [
    pytest.param("extreme/0/Ada:::xx2H--;Bo:::xx--xx/1.KS/0/0", "flip 2",
                 "extreme/1/Ada:KS2H:------:xx----;Bo::------:xx--xx/-/0/0",
                 id="a-failed-flip"),
    pytest.param("extreme/0/Ada:::xxQH--;Bo:::xx--xx/-/0/0", "flip 2",
                 "extreme/1/Ada:QH:------:xx----;Bo::------:xx--xx/-/0/0",
                 id="a-queen-flipped-on-the-empty-pile"),
    pytest.param("extreme/0/Ada:TH:--:xx;Bo:QC:--:xx;Cy::QS--:xxxx/1.8C/0/0", "play TH",
                 "extreme/0/Ada::--:xx;Bo:QC:--:xx;Cy::QS--:xxxx/-/0/8CTH",
                 id="a-burn-with-queens-left"),
])
def test_s27_the_look_ahead_never_asks_for_a_card_nobody_knows(notation: str, move: str,
                                                                after: str) -> None:
    """§27's look at cards that can only go round follows every legal line. Another player's
    unknown face-down card ends the look (turning it changes the table), so the move is
    carried out and the cards stay: before, the look turned that card and failed with
    "the card is unknown"."""
    verdict, table = resolve(from_notation(notation), move)
    assert verdict.legal, verdict.message
    assert to_notation(table) == after


# §1: unknown hand cards ---------------------------------------------------------------------

UNKNOWN_HAND = "extreme/1/Ada:5C5DKC7C:TS8HAC:xxxxxx;Bo:xxxxxx:9H2SJD:xxxxxx/-/12/0"
"""Bo is to move; his hand is unknown, his face-up cards are known."""


def test_s01_a_face_up_card_is_locked_while_unknown_hand_cards_remain() -> None:
    """Bo's 9♥ lies face up, so with one deck none of his unknown hand cards is the 9♥: laying
    it is a face-up play while he holds hand cards, refused by §1 (before, the 9♥ was taken as
    one of his unknown hand cards)."""
    verdict = check(from_notation(UNKNOWN_HAND), "play 9H")
    assert not verdict.legal and verdict.rules[0] == "§1", verdict.message
    named = check(from_notation(UNKNOWN_HAND), "play 9D")  # may well be in his hand
    assert named.legal, named.message


def test_s01_an_unknown_hand_is_listed_as_any_card_from_the_hand() -> None:
    """The moves of an unknown hand are never "none": any card from the hand, judged once it is
    named, and the moves that need no card named (a pickup, with a pile)."""
    position = from_notation(UNKNOWN_HAND)
    moves = legal_moves(position)
    assert moves.any_from_hand and not position.is_over
    assert [str(m) for m in moves] == []  # nothing needs no card named on the empty pile
    assert "play 9D" in moves and "play 9H" not in moves and "play QD" not in moves  # §12
    with_pile = from_notation(UNKNOWN_HAND.replace("/-/12/", "/0.7S/12/"))
    assert [str(m) for m in legal_moves(with_pile)] == ["pickup"]
    assert legal_moves(with_pile).any_from_hand
    assert not legal_moves(from_notation(UNKNOWN_HAND.replace("/1/", "/0/"))).any_from_hand


def test_s04_1_an_unknown_hand_gives_only_a_card_it_can_hold() -> None:
    """A black 4's gift from an unknown hand is judged once the card is named; a card lying
    face up elsewhere can't be in the hand (one deck)."""
    position = from_notation("extreme/1/Ada:5C5DKC7C:TS8HAC:xxxxxx;Bo:4Sxxxxxx:9H2SJD:xxxxxx"
                             "/-/12/0")
    moves = legal_moves(position)
    assert "play 4S give 9D to Ada" in moves
    assert not any(m.give and m.give[0] == "??" for m in moves)
    with pytest.raises(MoveError):
        check(position, "play 4S give 8H to Ada")


# The property: check and legal_moves agree on tables with an unknown hand -------------------


def _named_moves(real: Position, view: Position) -> list[Move]:
    """Moves to ask about: every candidate of the view (unpruned), each card the player really
    holds and each face-up card laid alone, and the player's columns turned."""
    player = real.player
    moves = [m for m in candidates(view, prune=False) if m.kind != "play" or "??" not in m.cards]
    moves += [Move("play", (card,)) for card in sorted(set(player.hand))]
    moves += [Move("swap", (card, up)) for card in sorted(set(player.hand))
              for up in player.face_up_cards()[:1]]
    moves += [Move("play", (card,)) for card in sorted(set(player.face_up_cards()))]
    moves += [Move("flip", column=c + 1) for c in range(len(player.face_down))]
    return moves


def _hidden_tables(preset: str, seed: int, every: int = 7, limit: int = 700
                   ) -> list[tuple[Position, Position]]:
    """Tables of a random game (every ``every``-th move, up to ``limit`` moves), each with its
    view by the next seat in the game: the player to move's hand and every face-down card and
    the stock unknown."""
    rng = random.Random(seed)
    game, state = compact.from_position(deal(preset, 3, seed=seed))
    tables = []
    for step in range(limit):
        if compact.is_over(state):
            break
        if step % every == 0:
            real = compact.to_position(game, state)
            other = next(s for s in real.in_game() if s != real.to_move)
            tables.append((real, real.seen_by(other)))
        state = compact.random_step(game, state, rng)
    return tables


@pytest.mark.parametrize("preset", ["classic", "browser", "portuguese", "extreme"])
def test_check_and_legal_moves_agree_on_an_unknown_hand(preset: str) -> None:
    """On every table met, with the player to move's hand unknown: the list is never empty
    while the game goes on unless any card from the hand may be named, every listed move is
    legal, ``check`` and ``legal_moves`` agree on every move asked about, and a card the
    player really holds, named, is judged as the whole table judges it."""
    asked = 0
    for seed in range(6):
        for real, view in _hidden_tables(preset, seed):
            moves = legal_moves(view)
            where = to_notation(view)
            assert view.player.hand == () or moves.any_from_hand, where
            assert len(moves) or moves.any_from_hand or view.is_over, where
            assert all(check(view, m).legal for m in moves.firsts()), where
            for move in _named_moves(real, view):
                try:
                    verdict = check(view, move)
                except MoveError:
                    continue
                asked += 1
                assert verdict.legal == (move in moves), (where, str(move))
                if move.kind == "play" and len(move.cards) == 1 and move.cards[0] in real.player.hand:
                    assert verdict.legal == check(real, move).legal, (where, str(move))
    assert asked > 500

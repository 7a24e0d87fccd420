"""The compact core agrees with the explaining engine: over seeded random games of every
classic-family preset and optional switch, and Extreme Idiot (2-5 players, one deck and two),
after every move of a game's first AGREE moves, the same legal-move set (the full list, as
move texts; for a list longer than BIG, the count and a sample of the compact core's moves,
each legal by the engine) and the same table (compared through ``Position``); every game is
then played to its end on the compact core alone, every card kept. Plus the conversions both
ways, the move count, the share of Extreme moves the compact core takes itself, and the random
player's rule (uniform, pickup last)."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest
from test_properties import SWITCHES

from idiotcore import apply, legal_moves
from idiotcore.compact import (
    State,
    conserved,
    draw,
    from_position,
    is_over,
    legal_at,
    legal_count,
    legal_list,
    move_of,
    normal,
    random_game,
    to_position,
)
from idiotcore.compact import apply as compact_apply
from idiotcore.compact import tables as compact_tables
from idiotcore.compact.core import APPLIED
from idiotcore.compact.options import options
from idiotcore.compact.plain import plain_move
from idiotcore.compact.seat import fill_unknown, firsts, random_move
from idiotcore.engine import is_legal
from idiotcore.formats.notation import from_notation
from idiotcore.judge.folding import view_of
from idiotcore.play.game import deal

AGREE = 200
"""Moves of each game checked against the engine; the rest is played on the compact core."""
GAMES = 3
BIG = 5000
"""Legal-move lists longer than this are compared by count and a sample (a big Extreme hand
with 2s and 8s lists millions)."""
CONFIGS = [("classic", None), ("browser", None), ("portuguese", None)] + [
    ("classic", {switch: True}) for switch in SWITCHES] + [("classic", {"low_after_seven": True})]
EXTREME_GAMES = 5
EXTREME_AGREE = 160
"""Seeded Extreme games per table size (and deck count) compared with the engine, and the
moves of each compared (big Extreme hands make the engine's lists slow to write out)."""
FAST_SHARE = 0.9
"""The share of Extreme moves the compact core lists and lays itself, at least (about 0.96
is met: the rest are gifts and throws, §4, and hands of nothing but queens, §27)."""


def _names(moves: object) -> set[str]:
    assert hasattr(moves, "__iter__")
    return {str(move) for move in moves}


def play_agreeing(preset: str, players: int, seed: int,
                  switches: dict[str, object] | None = None, agree: int = AGREE
                  ) -> Counter[str]:
    """One seeded game on both cores side by side for ``agree`` moves, then to its end on
    the compact core; returns how often each path of the compact core was taken."""
    position = deal(preset, players, seed=seed, switches=switches)
    game, state = from_position(position)
    rng = random.Random(seed)
    for step in range(agree):
        assert to_position(game, state) == normal(position), (preset, switches, seed, step)
        assert conserved(game, state)
        if position.is_over:
            assert is_over(state)
            return game.tally()
        assert not is_over(state)
        listed = legal_moves(position)
        count = len(listed)
        assert legal_count(game, state) == count, (preset, switches, seed, step)
        if count <= BIG:
            offered = _names(listed)
            assert _names(legal_list(game, state)) == offered, (preset, switches, seed, step)
            assert len(offered) == count
        else:
            sample = random.Random(step).sample(range(count), 300)
            assert all(is_legal(position, move) for move in legal_at(game, state, sample)), (
                preset, seed)
        quick = random.Random()
        quick.setstate(rng.getstate())
        plain = plain_move(copy.copy(game), state, quick)  # its own count of moves
        move = draw(game, state, rng)
        assert move_of(game, move) in listed
        state = compact_apply(game, state, move)
        assert plain is None or (plain == state and quick.getstate() == rng.getstate())
        position = apply(position, move_of(game, move))
    final, _ = random_game(game, state, rng)
    assert is_over(final), (preset, switches, seed, "no end")
    assert conserved(game, final)
    return game.tally()


@pytest.mark.parametrize(("preset", "switches"), CONFIGS,
                         ids=[f"{p}-{next(iter(s))}" if s else p for p, s in CONFIGS])
def test_compact_core_agrees_with_the_engine(preset: str, switches: dict[str, object] | None
                                             ) -> None:
    counts: Counter[str] = Counter()
    for seed in range(GAMES):
        players = 2 + seed % (3 if switches == {"six_hand_cards": True} else 4)  # 5 need 60
        counts += play_agreeing(preset, players, seed, switches)
    whole = from_position(deal(preset, 2, switches=switches))[0].tables.gates.whole
    assert counts["fast"] or whole, counts  # the compact core itself played, unless it
    # leaves the whole ruleset to the engine


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("decks", [1, 2])
def test_compact_core_agrees_with_the_engine_in_extreme(players: int, decks: int) -> None:
    """Extreme Idiot, compared after every move; most moves taken by the compact core."""
    counts: Counter[str] = Counter()
    switches = {"decks": 2} if decks == 2 else None
    for seed in range(EXTREME_GAMES):
        counts += play_agreeing("extreme", players, seed, switches, EXTREME_AGREE)
    listed = sum(n for why, n in counts.items() if why != APPLIED)
    assert counts["fast"] >= FAST_SHARE * listed, counts


EXTREME_SWITCHES: list[dict[str, object]] = [
    {"joker_six_counts": True}, {"black_four_compulsory": False},
    {"ten_ends_nine_answer_burns": False}, {"queens_stuck_for_good": False},
    {"going_round_put_away": False}, {"jack_demands_colour": True}]
"""Extreme Idiot's house rulings that change what may be laid or what a play does (R6's
jokers as sixes, §4's gift, §9's burning answer, §27's two rulings), and the house rule H2."""


@pytest.mark.parametrize("switches", EXTREME_SWITCHES, ids=lambda s: next(iter(s)))
def test_compact_core_agrees_with_the_engine_in_extreme_with_switches(
        switches: dict[str, object]) -> None:
    """Extreme Idiot with a house ruling switched, compared after every move, 2-5 players."""
    counts: Counter[str] = Counter()
    for seed in range(8):
        counts += play_agreeing("extreme", 2 + seed % 4, 100 + seed, switches, EXTREME_AGREE)
    listed = sum(n for why, n in counts.items() if why != APPLIED)
    assert counts["fast"] >= FAST_SHARE * listed, counts


PLAIN_SHARE = 0.85
"""The share of the moves of random games that the plain move plays where the ruleset lets it,
at least (0.91 to 0.99 are met: 0.99 in classic, 0.93 in Portuguese, 0.91 with O7; a hand with
2s that other cards may follow, the opening, a turn that goes on and play from the table cards
are left to the options)."""


@pytest.mark.parametrize(("preset", "switches"), [*CONFIGS, ("extreme", None)],
                         ids=[*(f"{p}-{next(iter(s))}" if s else p for p, s in CONFIGS), "extreme"])
def test_a_plain_move_is_the_move_draw_and_apply_make(preset: str,
                                                      switches: dict[str, object] | None) -> None:
    """At every move of seeded games played to their end, :func:`plain_move` gives the state
    that :func:`draw` and :func:`apply` give with the same random numbers, and uses none where
    it gives None; ``random_game`` (which looks for the end only where a move may have ended
    the game) plays the same games to the same end."""
    plain = moves = 0
    for seed in range(4):
        game, state = from_position(deal(preset, 2 + seed % 3, seed=seed, switches=switches))
        rng = random.Random(seed)
        count = 0
        while not is_over(state):
            before = rng.getstate()
            quick = random.Random()
            quick.setstate(before)
            fast = game.fast
            after = plain_move(game, state, quick)
            assert game.fast == fast + (after is not None)  # a move of the compact core's own
            game.fast = fast
            state = compact_apply(game, state, draw(game, state, rng))
            if after is None:
                assert quick.getstate() == before
            else:
                assert after == state and quick.getstate() == rng.getstate(), (
                    preset, switches, seed, count)
                plain += 1
            count += 1
        again = from_position(deal(preset, 2 + seed % 3, seed=seed, switches=switches))
        assert random_game(*again, random.Random(seed)) == (state, count)
        moves += count
    if not game.tables.gates.plain:  # Extreme, and the optional rules the engine lists
        assert plain == 0
    else:
        assert plain / moves >= PLAIN_SHARE, plain / moves


def test_plain_classic_is_played_by_the_compact_core() -> None:
    """In classic random games the engine decides only the first move (C4): there
    :func:`draw` gives the engine's own move (``("engine", move)``, one of its legal moves),
    everywhere else to the game's end a move the compact core drew itself."""
    for seed in range(3):
        game, state = from_position(deal("classic", 4, seed=seed))
        rng = random.Random(seed)
        by_engine = []
        count = 0
        while not is_over(state):
            move = draw(game, state, rng)
            if move[0] == "engine":
                by_engine.append(count)
                assert move[1] in legal_moves(to_position(game, state))
            state = compact_apply(game, state, move)
            count += 1
        assert by_engine == [0] and count > 100, (seed, by_engine[:5], count)


def test_conversion_round_trips() -> None:
    position = deal("portuguese", 5, seed=2)  # two decks: equal cards, different ints
    game, state = from_position(position)
    assert to_position(game, state) == normal(position)
    again_game, again = from_position(to_position(game, state), game)
    assert again_game is game and again == state
    for _ in range(60):
        state = compact_apply(game, state, draw(game, state, random.Random(0)))
    middle = to_position(game, state)
    assert from_position(middle, game)[1] == state
    assert to_position(*from_position(middle)) == middle


def test_conserved_sees_a_lost_card() -> None:
    game, state = from_position(deal("classic", 3, seed=1))
    hands = (state.hands[0] & (state.hands[0] - 1), *state.hands[1:])  # the lowest card gone
    assert conserved(game, state) and not conserved(game, State(hands, *state[1:]))


def test_conserved_sees_a_card_twice_or_gone_from_any_place() -> None:
    """A card in two places, twice in one, or gone from the stock, the face-up or the
    face-down cards, the pile or the burnt cards, is seen."""
    game, state = from_position(deal("classic", 3, seed=1))
    low = state.hands[0] & -state.hands[0]
    card = low.bit_length() - 1
    hands = (state.hands[0] ^ low, *state.hands[1:])
    ups = state.ups[1]
    cases = [
        state._replace(hands=hands, pile=((0, (card, card)),)),  # twice on the pile
        state._replace(pile=((0, (card,)),)),  # in the hand and on the pile
        state._replace(burnt=state.hands[1] & -state.hands[1]),  # in a hand and burnt
        state._replace(stock=state.stock - 1),  # a stock card gone
        state._replace(ups=(state.ups[0], (ups[0][:-1], *ups[1:]), *state.ups[2:])),
        state._replace(downs=((None, *state.downs[0][1:]), *state.downs[1:])),
        state._replace(hands=hands, downs=((card, *state.downs[0][1:]), *state.downs[1:])),
    ]
    assert conserved(game, state._replace(hands=hands, pile=((0, (card,)),)))
    assert not any(conserved(game, case) for case in cases)


def test_random_draw_is_uniform_among_plays() -> None:
    """RandomPlayer's rule: each legal move but the pickup equally often."""
    position = from_notation("classic/0/A:7H7S9C::;B:3C4C6C::/1.5D/0/0")
    game, state = from_position(position)
    found = options(game, state)
    assert found is not None and len(found) == len(legal_moves(position))
    rng = random.Random(5)
    drawn = Counter(str(move_of(game, draw(game, state, rng))) for _ in range(7000))
    assert set(drawn) == _names(legal_moves(position)) - {"pickup"}
    even = 7000 / len(drawn)  # 4 plays: 7H, 7S, 7H 7S, 9C
    assert len(drawn) == 4 and all(0.9 * even < n < 1.1 * even for n in drawn.values()), drawn


ROUND_END = ("extreme/0/Ada:5SQD:------:------;Bo::--------:--------;Cy::------:------;"
             "Di::----4S:JDAH4D/3.AC/0/2C2D2H2S3C3D3H3S4C4H5C5D5H6C6D6H6S7C7D7H7S8C8D8H8S9C9D9H9S"
             "ADASBJJCJHJSKCKDKHKSQCQHQSRJTCTDTHTS/out=1.2")
"""A closed round of 13 positions the random players' rule never leaves (the Extreme soak's
seed 50363, after 150,000 moves), though a pickup by choice may lead to an end."""


@pytest.mark.parametrize("notation", ["classic/0/A:7H7S9C::;B:3C4C6C::/1.5D/0/0", ROUND_END])
def test_a_draw_with_idle_moves_too_is_uniform_among_every_legal_move(notation: str) -> None:
    """``draw(idle_too=True)`` (the soak's random players, once the rule led them round):
    the pickup as often as each play."""
    position = from_notation(notation)
    game, state = from_position(position)
    rng = random.Random(5)
    drawn = Counter(str(move_of(game, draw(game, state, rng, idle_too=True)))
                    for _ in range(6000))
    assert set(drawn) == _names(legal_moves(position)) and "pickup" in drawn
    even = 6000 / len(drawn)
    assert all(0.9 * even < n < 1.1 * even for n in drawn.values()), drawn


def test_pickup_only_when_nothing_else_is_legal() -> None:
    position = from_notation("classic/0/A:7H4S::;B:3C4C6C::/1.KD/0/0")
    game, state = from_position(position)
    assert str(move_of(game, draw(game, state, random.Random(0)))) == "pickup"
    after = compact_apply(game, state, draw(game, state, random.Random(0)))
    assert to_position(game, after) == normal(apply(position, "pickup"))


def test_unknown_cards_are_refused() -> None:
    with pytest.raises(ValueError, match="every card known"):
        from_position(deal("classic", 3, seed=1).seen_by(0))


def test_a_player_out_but_not_finished_is_finished_at_the_next_move() -> None:
    """A typed table may leave a player without cards off the finished list; the engine adds
    them at the next move, and so does the compact core."""
    position = from_notation("classic/0/Ada:7H8D::;Bo:::;Cy:9C9D::/-/0/0")
    game, state = from_position(position)
    after = compact_apply(game, state, ("play", (game.tables.ints["7H"][0],), ("7H",)))
    assert to_position(game, after) == normal(apply(position, "play 7H"))
    assert after.finished == (1,)


def test_the_pile_is_read_anew_when_the_stock_runs_out() -> None:
    """R10, as the engine does it (table.settle): a joker laid as a live 4 counts 0 once its
    player's refill takes the stock's last card; the compact state's pile state is then the
    one the engine reads from the table."""
    position = from_notation("extreme/0/Ada:BJ:KD:QC;Bo:3C7H:9S:AS/1.6C/5D/0")
    game, state = from_position(position)
    after = compact_apply(game, state, ("play", game.tables.ints["BJ"][:1], ("BJ",)))
    assert game.tables.views[after.view] == view_of(to_position(game, after))
    assert _names(legal_list(game, after)) == _names(legal_moves(apply(position, "play BJ")))


def test_three_jokers_acting_as_a_2_take_the_cards_laid_on_them() -> None:
    """Three jokers on an 8 stand for a 2 (§15: six below) and what follows them is laid on
    their player's own 2 (§2): the compact core listed only one or two jokers together as a 2
    (found by the property tests with two decks)."""
    position = from_notation(
        "extreme,decks=2/1/Ada:6D6D:------9H:4SAD6HQS;Bo:3S4S5S6C6H6S7H9C9DAHASASBJBJJSRJ"
        "RJ:2S7DAD3D:6S9C7C7S;Cy::--------:--------;Di:2C2H7H9H9SQS:--------:JS7S--3D/0.8"
        "D/0/2C2D2D2H2S3C3C3H3H3S4C4C4D4D4H4H5C5C5D5D5H5H5S6C7C7D8C8C8D8H8H8S8S9D9SACACAH"
        "JCJCJDJDJHJHKCKCKDKDKHKHKSKSQCQCQDQDQHQHTCTCTDTDTHTHTSTS/out=2"
    )
    game, state = from_position(position)
    assert _names(legal_list(game, state)) == _names(legal_moves(position))
    assert "play BJ BJ RJ 6C" in _names(legal_list(game, state))


SEAT_CONFIGS = [*CONFIGS, ("extreme", None), ("extreme", {"decks": 2})]


@pytest.mark.parametrize(("preset", "switches"), SEAT_CONFIGS,
                         ids=[f"{p}-{next(iter(s))}" if s else p for p, s in SEAT_CONFIGS])
def test_a_seat_s_view_made_whole_lists_the_view_s_moves(preset: str,
                                                         switches: dict[str, object] | None
                                                         ) -> None:
    """§20.3: a computer player on the compact core deals the cards its seat cannot see at
    random (the deck complete again, its own cards untouched), and the legal moves there are
    the view's (and the greedy player's short list the engine's); its move is legal on the
    real table."""
    rng = random.Random(3)
    for seed in range(2):
        position = deal(preset, 3, seed=seed, switches=switches)
        for _ in range(80):
            if position.is_over:
                break
            view = position.seen_by(position.to_move)
            filled = fill_unknown(view, rng)
            assert Counter(filled.all_cards()) == Counter(position.all_cards())
            assert filled.players[view.to_move].hand == view.players[view.to_move].hand
            assert filled.pile == view.pile and filled.burnt == view.burnt
            game, state = from_position(filled)
            if options(game, state) is not None:
                listed = legal_moves(view)
                assert legal_count(game, state) == len(listed), (preset, seed)
                if len(listed) <= BIG:
                    assert _names(legal_list(game, state)) == _names(listed), (preset, seed)
            short = firsts(view)  # the greedy player's list
            assert (short is None) == (options(game, state, short=True) is None)
            if short is not None:
                assert Counter(map(str, short)) == Counter(
                    map(str, legal_moves(view, short=True).firsts())), (preset, seed)
            move = random_move(view, rng)
            assert is_legal(position, move), (preset, seed, move)
            position = apply(position, move)


def test_a_view_with_more_unknown_cards_than_the_deck_holds_is_refused() -> None:
    """(A table the engine's validation refuses: built without it.)"""
    view = from_notation("classic/0/A:7H::;B:xxxxxx::/-/40/0")
    view = view.replace(stock=("??",) * 50)
    with pytest.raises(ValueError, match="53 unknown cards, 51 unseen"):
        fill_unknown(view, random.Random(0))


def test_s02_plays_on_a_players_own_2s_are_counted_by_part() -> None:
    """§2, §8: a hand with 2s and 8s lists its plays on its own 2s (ladders on them among
    them) by the hundred thousand; the compact core counts them by part, as many as the
    engine lists, and each one it draws is legal by the engine."""
    position = from_notation(
        "extreme/0/Ada:2C2D2H2S8H8S8C8D9C9DJCJDQCQDKCKDACAD7S7C6S6C5S4S3S:KH:QH;Bo:3C7H:9S:AS"
        "/1.5C/5D/0")
    game, state = from_position(position)
    count = len(legal_moves(position))
    assert count > 100_000
    assert legal_count(game, state) == count
    sample = random.Random(2).sample(range(count), 400)
    drawn = legal_at(game, state, sample)
    assert all(is_legal(position, move) for move in drawn)
    assert any(len(move.cards) > 3 and move.cards[0][0] == "2" for move in drawn)


def test_s02_a_2_laid_on_a_joker_acting_as_a_2_takes_a_follow_up_too() -> None:
    """§2, §15: a joker on a 4 acts as a 2; a 2 laid on it is the player's own 2 again, and
    the rest of the play (a ladder too, §8) goes on that one."""
    position = from_notation("extreme/0/Ada:BJ2C2D9C8H9H:KD:QC;Bo:3C7H:9S:AS/1.4C/5D5H/0")
    game, state = from_position(position)
    compact = _names(legal_list(game, state))
    assert compact == _names(legal_moves(position))
    assert {"play BJ 2C 9H 9C", "play BJ 2C 2D 8H 9C 9H"} <= compact


@pytest.mark.parametrize("jokers_count_as_sixes", [False, True])
def test_s06_sixes_laid_on_a_joker_acting_as_a_2_count_with_it(jokers_count_as_sixes: bool
                                                                ) -> None:
    """§6, §15, R6: a joker on a 4 acts as a 2, and two jokers on a 6 (§2: what follows them
    is laid on the player's own 2). Where jokers count as sixes, two 6s on the one joker make
    three sixes in a row, and so do the two jokers on two 6s: the compact core refuses those
    plays as the engine does."""
    switch = ",joker_six_counts" if jokers_count_as_sixes else ""
    plays = {"1.4C": ("BJ6H6S9C", "play BJ 6H", "play BJ 6H 6S"),
             "1.6C6D": ("BJRJ9C7D", "play 9C", "play BJ RJ 9C")}
    for pile, (hand, legal, sixes) in plays.items():
        position = from_notation(f"extreme{switch}/0/Ada:{hand}:KD:QC;Bo:3C7H:9S:AS/{pile}"
                                 "/5D5H/0")
        game, state = from_position(position)
        compact = _names(legal_list(game, state))
        assert compact == _names(legal_moves(position)), pile
        assert legal in compact
        assert (sixes in compact) is not jokers_count_as_sixes


def test_s27_the_compact_core_remembers_queens_stuck_for_good_by_the_cards_going_round(
        ) -> None:
    """§27 (switch queens_stuck_for_good): after Ada's 6, a 4 in the pile goes round and would
    let a queen be laid (§12), so the queens stay; without it they are put away. The compact
    core remembers the engine's answer by the cards going round (the pile's among them), so
    the same hands over another pile get the engine's answer for that pile, asked again."""
    for pile in ["1.4D;1.5H", "1.5H", "1.4D;1.5H"]:
        position = from_notation(f"extreme/0/Ada:QH6C:3D:4S;Bo:QSKD:8C:9H/{pile}/0/0")
        game, state = from_position(position)
        after = compact_apply(game, state, ("play", game.tables.ints["6C"][:1], ("6C",)))
        engine = apply(position, "play 6C")
        assert to_position(game, after) == normal(engine), pile
        assert ("QH" in engine.burnt) is (pile == "1.5H")



def test_s06_plays_of_one_rank_are_judged_by_how_many_cards_they_lay() -> None:
    """§6: three 6s in a row are refused, two go; the compact core judges a rank's plays once
    per first card and count, so the third 6 is refused for every order of the 6s."""
    position = from_notation("extreme/0/Ada:6H6S6DKC:KD:QC;Bo:3C7H:9C:AS/1.5C/5D5H/0")
    game, state = from_position(position)
    compact = _names(legal_list(game, state))
    assert compact == _names(legal_moves(position))
    assert "play 6H 6S" in compact and not any(len(play.split()) == 4 for play in compact)


def test_the_tables_forget_past_their_bound_and_play_the_same_games(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A long run keeps a bounded memory (:meth:`Tables.trim` at each new game): forgetting
    everything at every game plays the same seeded games."""
    played = []
    for limit in (compact_tables.MEMO_LIMIT, 0):
        monkeypatch.setattr(compact_tables, "MEMO_LIMIT", limit)
        compact_tables.tables_for.cache_clear()
        games = []
        for seed in range(4):
            game, state = from_position(deal("extreme", 3, seed=seed))
            assert bool(game.tables.steps) == (seed > 0 and limit > 0)
            final, moves = random_game(game, state, random.Random(seed))
            games.append((to_position(game, final), moves))
        played.append(games)
    assert played[0] == played[1]

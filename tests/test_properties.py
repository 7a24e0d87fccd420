"""Properties over many random full games, for every preset: every game ends and every card is
kept at every move. The games are played by the compact core (:mod:`idiotcore.compact`, which
hands the situations it does not decide to the explaining engine); at the checked moves
(:func:`checked`: every fourth of a game's first DEEP moves, then every SPARSE-th) the position
is handed to the explaining engine: the compact core's move count and its move are the
engine's (``legal_moves``), its table after the move is ``apply``'s and ``resolve``'s, ``check``
agrees with ``legal_moves`` on legal and illegal candidates, and the position round-trips
through JSON and the notation. (tests/test_compact.py compares the two cores' full move lists
after every move of its games.)"""

from __future__ import annotations

import contextlib
import json
import os
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from idiotcore import (
    Move,
    MoveError,
    Position,
    PositionError,
    apply,
    check,
    compact,
    from_notation,
    legal_moves,
    parse_move,
    position_from_json,
    position_to_json,
    to_notation,
)
from idiotcore.compact.uniform import closed_round
from idiotcore.engine import canonical, resolve
from idiotcore.listing.candidates import candidates
from idiotcore.play.game import GreedyPlayer, RandomPlayer, deal, play_game

PRESETS = ["classic", "browser", "portuguese", "extreme"]
DEEP = 400
"""Every fourth of a game's first DEEP moves is checked against the explaining engine..."""
SPARSE = 97
"""... and every SPARSE-th after that, to its end (a classic game of random players runs to
about 4,000 moves on average, the longest to tens of thousands)."""
LONG_CAP = 2_000_000
"""A random game that has not ended after this many moves fails. Random players can wander for
very long in a two-player endgame of big hands: under O7 (``extra_after_two``) one 3-player
game went past 300,000 moves, and played on from there with other draws it ended after
16,000 to 437,000 more. But a game that can never end is a bug: two were found this way
(queens stuck for good, §27; a random player swapping for ever, O4)."""
SCALE = int(os.environ.get("IDIOT_PROPERTY_SCALE", "17"))
"""Multiply the number of games (see docs/contributing/testing.md); 1 is a quick run."""
LENGTHS: Counter[str] = Counter()
"""Moves played, per preset, in this session (printed by test_random_games_end)."""


def checked(step: int) -> bool:
    """Whether the position before move ``step`` of a game is checked against the engine."""
    return step % 4 == 0 if step < DEEP else step % SPARSE == 0


def _mutations(position: Position, rng: random.Random) -> list[Move]:
    """Illegal-looking candidates: every candidate move (unpruned, so the pruning is checked
    too) plus a few random card moves."""
    moves = candidates(position, prune=False)
    moves = rng.sample(moves, min(len(moves), 20))
    cards = position.player.all_cards()
    for _ in range(3):
        if cards:
            moves.append(Move("play", (rng.choice(cards),)))
    moves.append(Move("flip", column=rng.randint(1, 4)))
    return moves


def check_position(position: Position, move: Move, count: int, rng: random.Random) -> Position:
    """The engine's properties at one position of a game, where the compact core counted
    ``count`` legal moves and drew ``move``; returns the engine's table after the move."""
    offered = legal_moves(position)
    assert offered, f"no legal move: {to_notation(position)}"
    assert len(offered) == count and move in offered, (to_notation(position), str(move))
    sample = offered[::max(1, len(offered) // 50)]  # ladder families included
    assert all(canonical(position, candidate) == candidate for candidate in sample)
    listed = [candidate for part in offered.parts if isinstance(part, tuple) for candidate in part]
    assert len(set(listed)) == len(listed), "a move listed twice"
    for candidate in _mutations(position, rng):
        try:
            verdict = check(position, candidate)
        except MoveError:
            continue
        assert verdict.legal == (candidate in offered), (to_notation(position), str(candidate))
    assert position_from_json(json.loads(json.dumps(position_to_json(position)))) == position
    assert from_notation(to_notation(position)) == position
    after = apply(position, move)
    verdict, resolved = resolve(position, move)  # apply builds without explaining
    assert verdict.legal and resolved == after, str(move)
    return after


def play_checked(preset: str, players: int, seed: int, switches: dict[str, object] | None = None,
                 deep: bool = True) -> int:
    """Play one random game to its end on the compact core, every card kept at every move and
    (``deep``) the engine's properties at the :func:`checked` moves; returns the number of
    moves. Fails if the game has not ended after LONG_CAP moves."""
    draws, mutations = random.Random(seed), random.Random(-seed)
    game, state = compact.from_position(deal(preset, players, seed=seed, switches=switches))
    for step in range(LONG_CAP):
        assert compact.conserved(game, state), f"cards changed before move {step}"
        if compact.is_over(state):
            assert compact.to_position(game, state).is_over
            LENGTHS[preset] += step
            return step
        if not deep or not checked(step):
            state = compact.random_step(game, state, draws)  # the same move as draw and apply
            continue
        position = compact.to_position(game, state)
        count = compact.legal_count(game, state)
        move = compact.draw(game, state, draws)
        state = compact.apply(game, state, move)
        after = check_position(position, compact.move_of(game, move), count, mutations)
        assert compact.normal(after) == compact.to_position(game, state), str(move)
    raise AssertionError(f"{preset}, {players} players, seed {seed}: no end after {LONG_CAP} "
                         f"moves: {to_notation(compact.to_position(game, state))}")


DEEP_GAMES = 2 * SCALE
"""Seeded games per table size, preset or switch whose moves are checked against the
explaining engine (:func:`checked`); the tests play more (:data:`WIDER`), to their end, every
card kept."""
WIDER = 7
"""How many times DEEP_GAMES each test plays where the compact core plays fast (the property
tests played DEEP_GAMES on the explaining engine alone)."""
AS_BEFORE = {"extreme", "jack_demands_colour", "collecting", "swap_any_time"}
"""Where the compact core is not yet much faster than the engine, the games stay DEEP_GAMES:
Extreme and its house rule H2 (a big hand with 2s is judged play by play, as the engine does),
and O2 and O4 (left to the engine while a hand holds cards)."""


def wider(config: str) -> int:
    """How many times DEEP_GAMES a test plays for a preset or switch."""
    return 1 if config in AS_BEFORE else WIDER


def seeds(config: str) -> range:
    """The seeds of a test's games for a preset or switch (the first DEEP_GAMES are checked)."""
    return range(DEEP_GAMES * wider(config))


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_conserve_cards_and_agree(preset: str, players: int) -> None:
    for seed in seeds(preset):
        play_checked(preset, players, seed, deep=seed < DEEP_GAMES)


def _hypothesis_games(presets: list[str]) -> object:
    """A test of random whole games (no deep checks) of the presets, as Hypothesis draws them:
    ten per SCALE and preset (before the compact core), times WIDER where it plays fast."""
    @settings(max_examples=10 * SCALE * sum(map(wider, presets)),
              deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
    @given(preset=st.sampled_from(presets), players=st.integers(2, 5),
           seed=st.integers(0, 10**6))
    def test(preset: str, players: int, seed: int) -> None:
        play_checked(preset, players, seed, deep=False)
    return test


# One test per preset, so that the test run can spread them over the cores.
test_hypothesis_classic_games = _hypothesis_games(["classic"])
test_hypothesis_browser_games = _hypothesis_games(["browser"])
test_hypothesis_portuguese_games = _hypothesis_games(["portuguese"])
test_hypothesis_extreme_games = _hypothesis_games(["extreme"])
HYPOTHESIS_GAMES = (test_hypothesis_classic_games, test_hypothesis_browser_games,
                    test_hypothesis_portuguese_games, test_hypothesis_extreme_games)


SWITCHES = ["jokers_as_tens", "collecting", "swap_after_deal", "swap_any_time", "tens_below_ten",
            "six_hand_cards", "extra_after_two", "sequences"]


@pytest.mark.parametrize("switch", SWITCHES)
def test_every_optional_rule_plays_whole_games(switch: str) -> None:
    players = 4 if switch == "six_hand_cards" else 3
    for seed in seeds(switch):
        play_checked("classic", players, seed, {switch: True}, deep=seed < DEEP_GAMES)


HOUSE_RULES = [("classic", "low_after_seven"), ("extreme", "jack_demands_colour")]
"""The house rules H1 and H2, each with the game it belongs to."""


@pytest.mark.parametrize(("preset", "switch"), HOUSE_RULES)
def test_every_house_rule_plays_whole_games(preset: str, switch: str) -> None:
    for seed in seeds(switch):
        play_checked(preset, 3, seed, {switch: True}, deep=seed < DEEP_GAMES)


@pytest.mark.parametrize("preset", PRESETS)
def test_computer_players_finish_their_games(preset: str) -> None:
    """Greedy computer players alone end every game: before they lost patience
    (``GreedyPlayer.PATIENCE``), about one Extreme game in ten went round and round (two
    players passing the same 9s to and fro) past 5,000 moves."""
    for players in (2, 3, 4, 5):
        for seed in range(2 * SCALE):
            bots = [GreedyPlayer(seed * 10 + i) for i in range(players)]
            game = play_game(deal(preset, players, seed=seed), bots, max_moves=20_000, record=False)
            assert not game.capped, (players, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_computer_players_do_not_swap_for_ever(players: int) -> None:
    """Under O4 the greedy computer players once swapped a card to the table and back for ever
    rather than pick up; now their games end."""
    for seed in range(2 * SCALE):
        start = deal("classic", players, seed=seed, switches={"swap_any_time": True})
        bots = [GreedyPlayer(seed * 10 + i) for i in range(players)]
        assert not play_game(start, bots, max_moves=20_000, record=False).capped, seed


def test_extreme_with_a_double_deck() -> None:
    for seed in seeds("extreme"):
        play_checked("extreme", 4, seed, {"decks": 2}, deep=seed < DEEP_GAMES)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_short_list_offers_only_legal_moves(players: int) -> None:
    """Extreme games of random players on the short list (as the computer players use it):
    every move it offers is legal by ``check``, and cards are conserved."""
    for seed in range(DEEP_GAMES):
        position = deal("extreme", players, seed=seed)
        total = Counter(position.all_cards())
        bots = [RandomPlayer(seed * 10 + i, short=True) for i in range(players)]
        for _ in range(LONG_CAP):
            if position.is_over:
                break
            short = legal_moves(position, short=True)
            assert short and all(check(position, move).legal for move in short)
            position = apply(position, bots[position.to_move].choose(position))
            assert Counter(position.all_cards()) == total
        else:
            raise AssertionError(f"no end after {LONG_CAP} moves: {to_notation(position)}")


@pytest.mark.parametrize("preset", PRESETS)
def test_random_games_end(preset: str) -> None:
    """Games end: every property test plays its random games to the end (failing after
    LONG_CAP moves); this one adds 4-player games of every preset and reports how long they
    run. Random players can wander for long in an endgame of two big hands, but no game may go
    on for ever (the §27 ruling on queens stuck for good comes from one that did)."""
    lengths = [play_checked(preset, 4, seed, deep=False)  # fails a game that does not end
               for seed in range(100, 100 + 3 * len(seeds(preset)))]
    print(f"longest of {len(lengths)} random 4-player {preset} games: {max(lengths)} moves; "
          f"moves played by the property tests in this worker so far: {dict(LENGTHS)}")


def _random_games() -> int:
    """How many random full games the tests above play."""
    hypothesis = [test._hypothesis_internal_use_settings.max_examples  # type: ignore[attr-defined]
                  for test in HYPOTHESIS_GAMES]
    return (sum(4 * len(seeds(preset)) + 3 * len(seeds(preset)) for preset in PRESETS)
            + sum(hypothesis) + sum(len(seeds(switch)) for switch in SWITCHES)
            + sum(len(seeds(switch)) for _, switch in HOUSE_RULES)
            + len(seeds("extreme")) + 4 * DEEP_GAMES)


@pytest.mark.skipif(SCALE != 17, reason="the testing page counts the default run's games")
def test_the_testing_page_says_how_many_games_these_tests_play() -> None:
    page = Path(__file__).resolve().parent.parent / "docs" / "contributing" / "testing.md"
    assert f"The default run plays {_random_games():,} random full games" in page.read_text(
        encoding="utf-8")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_random_move_text_is_rejected_cleanly(text: str) -> None:
    try:
        move = parse_move(text)
    except MoveError:
        return
    assert parse_move(str(move)) == move


@settings(max_examples=300, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=5)
                    | st.dictionaries(st.sampled_from(["format", "ruleset", "players", "to_move",
                                                       "pile", "stock", "burnt", "name", "hand",
                                                       "face_up", "face_down", "by", "cards",
                                                       "switches", "x"]), inner, max_size=6),
                    max_leaves=30))
def test_random_json_is_rejected_cleanly(data: object) -> None:
    with contextlib.suppress(PositionError):
        position_from_json(json.dumps(data))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 60), cut=st.integers(0, 400),
       junk=st.text(max_size=3))
def test_mutated_positions_are_rejected_cleanly(seed: int, steps: int, cut: int, junk: str) -> None:
    position = deal("extreme", 3, seed=seed)
    bot = RandomPlayer(seed)
    for _ in range(steps):
        if position.is_over:
            break
        position = apply(position, bot.choose(position))
    for text in (json.dumps(position_to_json(position)), to_notation(position)):
        mutated = text[:cut] + junk + text[cut + len(junk):]
        try:
            parsed = position_from_json(mutated) if text.startswith("{") else from_notation(mutated)
        except PositionError:
            continue
        assert from_notation(to_notation(parsed)) == parsed


ROUND = ("extreme/3/Ada::--------:--------;Bo::------:------;Cy:4SJD:--3D----:QS5HJH4D;"
         "Di:3S9D:--TH----:9S9CBJ2S/2.4C/0/2C2D2H3C3H4H5C5D5S6C6D6H6S7C7D7H7S8C8D8H8S9HACADAHAS"
         "JCJSKCKDKHKSQCQDQHRJTCTDTS/out=1.0")
"""Where a random 4-player Extreme game (seed 4393 of the soak) was after 100,000 moves."""


def test_random_players_can_be_caught_in_a_closed_round() -> None:
    """The random players' rule (the pile picked up only when nothing else is legal) can lead
    a game round a closed set of positions with no end among them, though a pickup by choice
    would end it: closed_round finds it (the soak counts such games apart); from a deal, or
    once a pickup by choice is made, the end can be reached."""
    table = from_notation(ROUND)
    assert closed_round(table) == 40
    assert closed_round(deal("extreme", 4, seed=4393)) is None
    assert "pickup" in [str(m) for m in legal_moves(table)]
    assert closed_round(apply(table, "pickup")) is None


CAROUSEL = ("extreme/3/Ada:7H:--8H--:7DAH8D;Bo::------:------;Cy:AC:QD----:QH9D6S;"
            "Di::--8C--:2H5SAD/2.JS/0/2C2D2S3C3D3H3S4C4D4H4S5C5D5H6C6D6H7C7S8S9C9H9SASBJJCJDJH"
            "KCKDKHKSQCQSRJTCTDTHTS/out=1")
"""Where a random 4-player Extreme game (seed 52640 of the soak) was after 100,000 moves: the
7♥, the J♠ and the A♣ go round, each laid alone on an empty pile, which the next player cannot
answer and picks up; whoever has emptied the hand meets a card their face-up 8 or Q may not
follow, and picks it up."""


def test_some_extreme_games_could_never_end_but_for_section_27s_ruling() -> None:
    """Not only the random players' rule: from this table, whatever the players choose, only
    36 positions can follow, none of them an end, unless the hand cards going round are put
    away (§27's ruling, switch ``going_round_put_away``; the soak found the table). With the
    ruling, the first pickup puts them away and every line can end. The table caught in the
    random players' round above could always end by a pickup by choice."""
    off = CAROUSEL.replace("extreme/", "extreme,going_round_put_away=false/", 1)
    assert closed_round(from_notation(off), every_move=True) == 36
    assert closed_round(from_notation(off)) == 36
    assert closed_round(from_notation(CAROUSEL), every_move=True) is None
    assert closed_round(from_notation(ROUND), every_move=True) is None


@pytest.mark.parametrize("text", ["classic/0/A:::;B:::/-/²/0", "classic/²/A:::;B:::/-/0/0",
                                  "classic/0/A:::;B:::/².7H/0/0"])
def test_a_digit_that_is_no_number_is_rejected_cleanly(text: str) -> None:
    """Hypothesis found it: '²' is a digit to ``str.isdigit`` but no number to ``int``; the
    notation now reads only decimal numbers, and refuses the rest as bad input."""
    with pytest.raises(PositionError):
        from_notation(text)

"""The compact core's memory per ruleset: its switches, and the plays the engine judged per pile state.

Built on the pile states (:class:`~idiotcore.compact.piles.Piles`), each table here is filled
the first time a play of one rank's cards (or a family of plays) is met, by asking the engine's
rule functions and listing (:func:`~idiotcore.judge.placement.judge_cards`,
:func:`~idiotcore.judge.fours.live_four`, :func:`~idiotcore.listing.candidates.subsets`);
what does not depend on the pile (the deal's size, when a sjanse may be taken, how many cards
a refill draws, which cards start a ladder or make an answer to nines) is asked of the rule
modules and the table mechanism once per ruleset, and whether a last hand takes the table
along (P9) of its rule module as the hand is met; nothing here decides a rule.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from ..judge.fours import live_four
from ..judge.placement import judge_cards
from ..judge.table import refill_count
from ..listing.candidates import subsets
from ..model.cards import QUEEN, VALUE, Card
from ..model.games import game_of
from ..model.rulesets import Ruleset
from ..rules.classic.c04_opener import dealt
from ..rules.classic.c08_sjanse import available
from ..rules.extreme.s08_eight import ladder_steps, starts_ladder
from ..rules.extreme.s09_nine import in_answer
from ..rules.portuguese.p09_last_hand_with_table import with_table
from .piles import Piles

Group = tuple[int, tuple[tuple[Card, tuple[int, ...]], ...]]
"""Cards of one rank that may be laid: how many plays they make (any non-empty choice of them,
equal codes counted once), and per code (sorted) the ints that carry it."""
Choice = tuple[tuple[int, ...], tuple[Card, ...], int]
"""One play of a :data:`Group`: its ints, codes and mask."""
Plays = tuple[tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...]]
"""Extreme plays of one rank's cards on a pile state, as the compact core draws them
(``("play", ints, codes)``): those that do not end in a four that acts, those that do
while there is a stock (§4: then a gift or a throw may go with them), and all of them in
the order of the engine's listing (:func:`~idiotcore.listing.candidates.subsets`)."""


MEMO_LIMIT = 200_000
"""How many answers a ruleset's tables remember per play and hand before they forget them
(:meth:`Tables.trim`): random play keeps meeting new hands, so without a bound a long run (a
soak, thousands of games in one test process) would grow for ever (about 1 MB a game in
Extreme Idiot)."""


class Gates:
    """The switches of a ruleset under which the compact core leaves some states to the
    engine (see :func:`idiotcore.compact.options.left_to_engine`), read once."""

    def __init__(self, ruleset: Ruleset, deck: int, players: int,
                 rank_masks: dict[int, int]) -> None:
        twos = ruleset.extra_after_two or ruleset.two_with_card
        self.whole = ("sequences with a 2's follow-ups" if ruleset.sequences and twos
                      else None)
        """Why the whole ruleset is left to the engine, if it is."""
        self.fresh_stock = deck - dealt(ruleset.hand_size, players)
        """The stock's size before anything is drawn (the first move is the engine's)."""
        self.sjanse = tuple(available(ruleset, stock) for stock in range(deck + 1))
        """Per count of stock cards, whether a sjanse may be taken (C8)."""
        self.busy_hand = ruleset.collecting or ruleset.swap_any_time
        self.goes_on = ruleset.extra_after_two or ruleset.draw_continue
        self.odd_cards = rank_masks.get(0, 0) if ruleset.jokers_as_tens else 0
        """Cards that make more plays than equal cards of one rank (jokers as tens, O1)."""
        self.twos = rank_masks[2] if twos else 0
        """The 2s, where other cards may follow them in the same play (O7, P5)."""
        self.last_hand = ruleset.last_hand_with_table
        self.sequences = ruleset.sequences
        game = game_of(ruleset)
        self.by_parts = game.play_order_matters
        """Whether plays are listed by part (Extreme Idiot, where the first card must fit and
        the last one acts: :mod:`idiotcore.compact.plays`), not by rank."""
        self.puts_away = game.puts_away
        """Whether §27 may put cards away after a move."""
        self.queens = rank_masks.get(QUEEN, 0) if self.puts_away else 0
        """The queens, where §27 looks at who holds them after every move."""
        self.plain = not (self.whole or self.by_parts or self.busy_hand or self.odd_cards
                          or self.sequences)
        """Whether :func:`~idiotcore.compact.plain.plain_move` may serve this ruleset: its plays
        are the classic family's, and none of its switches gives moves that the engine or its
        listing makes in any state (sequences, collecting, swaps in mid-game, jokers as
        tens)."""


class Tables(Piles):
    """The remembered answers for one ruleset and table size: the deck and the pile states
    (:class:`~idiotcore.compact.piles.Piles`), the switches that leave some states to the engine
    (:class:`Gates`), the plays of one rank's cards and whether the engine lets them go on a
    state, and the families of moves the engine's listing wrote."""

    def __init__(self, ruleset: Ruleset, players: int) -> None:
        super().__init__(ruleset, players)
        self.gates = Gates(ruleset, len(self.codes), players, self.rank_masks)
        self._groups: dict[int, Group] = {}
        self._choices: dict[int, tuple[Choice, ...]] = {}
        self.kinds: dict[tuple[str, str], bool] = {}
        """Per situation ("swap" phase, "opening" round) and kind of move, whether the
        engine finds that kind legal there."""
        self.same_turn: dict[tuple[int, tuple[Card, ...], object], bool] = {}
        """Per pile state, the play just made and a rank (a card's rank letter) or kind of
        move, whether the engine finds it legal when the player goes on with the same turn
        (see :func:`idiotcore.compact.listed.on_the_same_turn`)."""
        self.alone: dict[tuple[int, tuple[Card, ...], bool, int | None], bool] = {}
        """Per pile state, a choice of 2s, whether the player holds no other card, and the
        opening round's rank (P3), whether the engine lets those 2s go alone (O7, P5: a 2 is
        laid with the card that sets the new number while the player has one)."""
        self.chains: dict[tuple[int, tuple[Card, ...]], bool] = {}
        """Per pile state and the ranks of a sequence (O8), whether the engine finds it legal
        (see :mod:`idiotcore.compact.listed`)."""
        self._plays: dict[tuple[int, int], Plays] = {}
        self._candidates: dict[int, tuple[tuple[tuple[Any, ...], Alike], ...]] = {}
        self.ladder_steps: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.rank_masks.get(step, 0) for step in ladder_steps(code)[1:])
            if starts_ladder(code) else () for code in self.codes)
        """Per card, the cards of each step a ladder climbs from it (§8: none for a card that
        is not an 8), as the engine's listing climbs them
        (:func:`~idiotcore.rules.extreme.s08_eight.ladder_steps`)."""
        self.ladder_next = tuple(steps[0] if steps else 0 for steps in self.ladder_steps)
        """Per card, the cards a ladder's first step from it takes."""
        self.climbers = sum(1 << i for i, step in enumerate(self.ladder_next) if step)
        """The cards that may start a ladder (a mask)."""
        self.answering = sum(1 << i for i, code in enumerate(self.codes) if in_answer(code))
        """The cards an answer to nines is made of (:func:`~idiotcore.listing.candidates.answers`:
        those that beat 9, and 5s riding along, as
        :func:`~idiotcore.rules.extreme.s09_nine.in_answer` says)."""
        deck = len(self.codes)
        self.draws = tuple(tuple(refill_count(ruleset.hand_size, hand, stock)
                                 for stock in range(deck + 1)) for hand in range(deck + 1))
        """Per count of hand cards and of stock cards, how many cards the refill draws
        (:func:`~idiotcore.judge.table.refill_count`)."""
        self._judged: dict[tuple[int, tuple[Card, ...]], bool] = {}
        self._alike: dict[tuple[int, Alike], bool] = {}
        self.families: dict[tuple[Any, ...], Any] = {}
        """Families of plays the engine's listing wrote (ladders, §8; answers to nines, §9),
        kept as legal, per state and the cards that made them (see
        :mod:`idiotcore.compact.listed`)."""
        self.stuck: dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, bool],
                         bool] = {}
        """§27: whether the engine found the players stuck with their queens, per seats still
        in, the queens each holds in the hand, their face-up cards, the cards going round and
        whether the pile is empty (see :func:`idiotcore.compact.lay.settled`)."""

    def trim(self) -> None:
        """Forget the answers kept per play and hand once there are more than
        :data:`MEMO_LIMIT` of them; they are asked again when next needed. The pile states
        stay (the states of games under way name them by number), and with them what is kept
        per state alone."""
        memos: tuple[dict[Any, Any], ...] = (
            *self.per_play(), self.same_turn, self.alone, self.chains, self._plays,
            self._candidates, self._judged, self._alike, self.families, self.stuck,
            self._groups, self._choices)
        if sum(map(len, memos)) > MEMO_LIMIT:
            for memo in memos:
                memo.clear()

    def group(self, cards: int) -> Group:
        """The plays that a mask of cards of one rank makes (remembered per mask)."""
        found = self._groups.get(cards)
        if found is None:
            codes: dict[Card, tuple[int, ...]] = {}
            for i, code in enumerate(self.codes):
                if cards >> i & 1:
                    codes[code] = (*codes.get(code, ()), i)
            count = 1
            for carriers in codes.values():
                count *= len(carriers) + 1
            found = count - 1, tuple(sorted(codes.items()))
            self._groups[cards] = found
        return found

    def choices(self, cards: int) -> tuple[Choice, ...]:
        """Every play that a mask of cards of one rank makes: any non-empty choice of them, in
        :func:`play_at`'s order of their :meth:`group` (remembered per mask)."""
        found = self._choices.get(cards)
        if found is None:
            group = self.group(cards)
            found = self._choices[cards] = tuple(
                (play[1], play[2], sum(1 << i for i in play[1]))
                for play in (play_at(group, index) for index in range(group[0])))
        return found

    def judged(self, view: int, cards: tuple[Card, ...]) -> bool:
        """Whether :func:`~idiotcore.judge.placement.judge_cards` lets ``cards`` go on state
        ``view`` (a play that does not lay cards on its player's own 2: the seat and the stock
        do not count then)."""
        key = (view, cards)
        found = self._judged.get(key)
        if found is None:
            found = self._judged[key] = not judge_cards(self.probe, self.views[view], cards, 0)
        return found

    def judged_alike(self, view: int, alike: Alike, cards: tuple[Card, ...]) -> bool:
        """:meth:`judged` for ``cards``, a play of one rank or the first member of a family
        of ladders (§8), which the rules judge alike with any such play whose first card and
        ranks after it are the same (:func:`alike`); remembered per state and that, so plays
        of other suits laid alike are not judged again."""
        key = (view, alike)
        found = self._alike.get(key)
        if found is None:
            found = self._alike[key] = not judge_cards(self.probe, self.views[view], cards, 0)
        return found

    def climbable(self, eights: int, others: int) -> int:
        """The cards of ``others`` that a ladder from one of the ``eights`` may climb on: each
        step's rank while ``others`` hold it (the engine's listing reads no further,
        :func:`~idiotcore.listing.candidates.ladders`)."""
        reach = 0
        while eights:
            low = eights & -eights
            eights ^= low
            for step in self.ladder_steps[low.bit_length() - 1]:
                if not others & step:
                    break
                reach |= step
        return reach

    def with_table(self, hand: int, ups: tuple[tuple[int, ...], ...]) -> bool:
        """Whether the last hand cards (the mask ``hand``) may take face-up cards of the
        stacks ``ups`` along, as P9 says of their ranks
        (:func:`~idiotcore.rules.portuguese.p09_last_hand_with_table.with_table`, which reads
        them only as far as it needs; hands are too many to remember)."""
        values = self.values
        return with_table(self.ranks_in(hand), (values[i] for stack in ups for i in stack))

    def ranks_in(self, cards: int) -> Iterator[int]:
        """The ranks of the mask ``cards``, each once, lowest first."""
        values, rank_of = self.values, self.rank_of
        while cards:
            low = (cards & -cards).bit_length() - 1
            yield values[low]
            cards &= ~rank_of[low]

    def carry(self, cards: int, codes: tuple[Card, ...]) -> tuple[int, ...]:
        """Ints of the mask ``cards`` that carry ``codes``, each int once."""
        out: list[int] = []
        for code in codes:
            out.append(next(i for i in self.ints[code] if cards >> i & 1 and i not in out))
        return tuple(out)

    def plays_of(self, view: int, cards: int) -> Plays:
        """The legal Extreme plays of ``cards`` (all of one rank, the player's whole holding
        of it) on state ``view``: the engine's candidates (:meth:`candidates_of`) whose
        first card opens there and that :func:`~idiotcore.judge.placement.judge_cards` lets go
        (:meth:`judged_alike`: a play of one rank is judged by its first card and how many
        cards follow), apart those that end in a live four when there is a stock
        (:func:`~idiotcore.judge.fours.live_four`), and all of them in the listing's order."""
        key = (view, cards)
        found = self._plays.get(key)
        if found is None:
            pile = self.views[view]
            fits = self.may_open(view)
            plays: list[tuple[Any, ...]] = []
            fours: list[tuple[Any, ...]] = []
            every: list[tuple[Any, ...]] = []
            for play, like in self.candidates_of(cards):
                if not fits >> play[1][0] & 1 or not self.judged_alike(view, like, play[2]):
                    continue
                (plays if live_four(self.stocked, pile, play[2]) is None else fours).append(play)
                every.append(play)
            found = tuple(plays), tuple(fours), tuple(every)
            self._plays[key] = found
        return found

    def candidates_of(self, cards: int) -> tuple[tuple[tuple[Any, ...], Alike], ...]:
        """The plays the engine's listing makes of ``cards`` (all of one rank), on any pile
        (:func:`~idiotcore.listing.candidates.subsets`, in order: each distinct first card and last
        card), each with the ints that carry it and how it is judged (:func:`alike`);
        remembered per cards."""
        found = self._candidates.get(cards)
        if found is None:
            carriers: dict[Card, list[int]] = {}
            for i, code in enumerate(self.codes):
                if cards >> i & 1:
                    carriers.setdefault(code, []).append(i)
            out = []
            for combo in subsets([code for code, ints in carriers.items() for _ in ints], True):
                taken: dict[Card, int] = {}
                chosen = []
                for code in combo:
                    chosen.append(carriers[code][taken.get(code, 0)])
                    taken[code] = taken.get(code, 0) + 1
                out.append((("play", tuple(chosen), combo), alike(combo)))
            found = self._candidates[cards] = tuple(out)
        return found


def play_at(group: Group, index: int) -> tuple[Any, ...]:
    """The ``index``-th non-empty choice of cards from a group, as a compact move."""
    index += 1
    ints: list[int] = []
    codes: list[str] = []
    for code, carriers in group[1]:
        index, take = divmod(index, len(carriers) + 1)
        ints += carriers[:take]
        codes += [code] * take
    return ("play", tuple(ints), tuple(codes))


Alike = tuple[Card, tuple[int, ...]]
"""A play's first card and the ranks of the cards after it."""


def alike(cards: tuple[Card, ...]) -> Alike:
    """How the rules judge a play of one rank or a ladder (§8): by its first card (it must
    fit the pile) and the ranks after it (those cards are equal to it, or have no effect;
    sixes count by their number: see :class:`~idiotcore.listing.families.Chains` and
    :func:`~idiotcore.judge.placement.extreme_play`)."""
    return cards[0], tuple(VALUE[code] for code in cards[1:])


@functools.lru_cache(maxsize=64)
def tables_for(ruleset: Ruleset, players: int) -> Tables:
    """The tables of a ruleset and table size, shared by every game of that kind."""
    return Tables(ruleset, players)

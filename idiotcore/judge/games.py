"""The two games, classic Idiot and Extreme Idiot, as strategies (see
:mod:`idiotcore.model.games`): Extreme Idiot overrides what it decides its own way, as
python-chess's variants override their board's methods. Every preset of the classic family
(Norske kortspill, the browser version, the Portuguese one) plays :class:`ClassicIdiot`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model.cards import Card
from ..model.games import GAMES, Four, Laid
from ..model.hands import from_hand, remove, source_cards
from ..model.moves import Kind, Move
from ..model.pile import Folded, PileView
from ..model.position import Play, Player, Position
from ..model.powers import HouseRule, Power
from ..model.rulesets import Ruleset
from ..model.verdict import Consequence, Reason
from ..rules.classic import c04_opener, c08_sjanse, c09_two, c14_illegal_attempts
from ..rules.extreme import (
    s02_two,
    s03_three,
    s04_four,
    s05_five,
    s06_six,
    s07_seven,
    s08_eight,
    s09_nine,
    s10_ten,
    s11_jack,
    s12_queen,
    s13_king,
    s15_joker,
    s20_mistakes,
    s23_out_of_turn,
    s27_stuck_queens,
)
from ..rules.house import h1_low_after_seven, h2_jack_colour
from ..rules.optional import o3_swap
from ..rules.portuguese import p03_opening_round, p04_draw_continue, p05_two
from . import explain, folding, fours, placement, rounds, table


class ClassicIdiot:
    """Classic Idiot (Norske kortspill, C1-C14), with its optional rules and the Portuguese
    and browser versions' switches."""

    title = "screen.CLASSIC"
    play_order_matters = False
    ladders = False
    optional_plays = True
    referees = False
    owners_matter = False
    puts_away = False
    powers: tuple[Power, ...] = ()
    house_rules: tuple[HouseRule, ...] = (h1_low_after_seven.HOUSE,)

    def fold(self, view: PileView, play: Play, rules: Ruleset, stock_empty: bool) -> Folded:
        return folding.classic_fold(view, play, rules)

    def judge_cards(self, position: Position, view: PileView, cards: tuple[Card, ...],
                    seat: int) -> list[Reason]:
        return placement.classic_play(position, view, cards, seat)

    def opens(self, position: Position, view: PileView, card: Card) -> bool:
        return placement.classic_opens(position, view, card)

    def before_placement(self, position: Position, seat: int, cards: tuple[Card, ...]
                         ) -> list[Reason]:
        """A continuation's limits (O7, P4), a lone 2 (P5)."""
        refused = p04_draw_continue.refusal(position, seat, cards)
        if refused or not position.ruleset.two_with_card:
            return refused
        rest = remove(cards, source_cards(position.players[seat])) or []
        return p05_two.refusal(position.ruleset, cards, rest)

    def follows_two(self, rules: Ruleset, short: bool) -> bool:
        return rules.extra_after_two or rules.two_with_card

    def acts_as_two(self, view: PileView, unit: tuple[Card, ...]) -> bool:
        return c09_two.is_two(unit[0])

    def live_four(self, position: Position, view: PileView, cards: tuple[Card, ...]) -> Four:
        return None

    def dead_four(self, position: Position, move: Move) -> Reason:
        return s04_four.no_effect(False, bool(move.give))

    def play_reasons(self, position: Position, view: PileView, laid: Laid) -> list[Reason]:
        mixed = laid.source == "hand" and from_hand(position, laid.seat, laid.cards) is None
        reasons = explain.classic_placement(position, view, laid.cards, laid.opened, mixed)
        if p04_draw_continue.continuing(position):
            reasons.insert(0, p04_draw_continue.goes_on_note(position, laid.player.name))
        return reasons + explain.classic_after(position, laid.seat, laid.player, laid.source,
                                               laid.folded)

    def blind_reasons(self, position: Position, seat: int, player: Player, folded: Folded,
                      turned: Reason, card: Card) -> list[Reason]:
        return [turned, *explain.classic_after(position, seat, player, "face_down", folded)]

    def context(self, position: Position, view: PileView, seat: int) -> list[Reason]:
        return []

    def consequence(self, position: Position, seat: int, reasons: list[Reason]
                    ) -> tuple[list[Reason], Consequence]:
        return [], c14_illegal_attempts.consequence(seat)

    def out_of_turn(self, position: Position, seat: int, cards: tuple[Card, ...]
                    ) -> list[Reason]:
        return [c14_illegal_attempts.out_of_turn(position, seat)]

    def opening_refusal(self, position: Position, seat: int, move: Move) -> list[Reason]:
        return c04_opener.refusal(position, seat, move)

    def opening_note(self, position: Position, seat: int) -> Reason | None:
        return p03_opening_round.note(position, seat) or c04_opener.note(position)

    def continuing(self, position: Position) -> bool:
        return p04_draw_continue.continuing(position)

    def continues(self, position: Position, play: Play, drawn: tuple[Card, ...]) -> bool:
        return p04_draw_continue.goes_on(position.ruleset, play, drawn)

    def swap_refusal(self, position: Position) -> Reason | None:
        return o3_swap.refusal(position)

    def may_pass(self, position: Position, player: Player) -> bool:
        return False

    def turn_moves(self, position: Position) -> tuple[Kind, ...]:
        """Passing in the opening round (P3), a sjanse (C8), swaps any time (O4), collecting
        (O2), and ending a turn that went on (O7, P4)."""
        rules = position.ruleset
        offered: tuple[tuple[Kind, bool], ...] = (
            ("pass", position.opening is not None),
            ("sjanse", c08_sjanse.available(rules, len(position.stock))),
            ("swap", rules.swap_any_time), ("collect", rules.collecting), ("done", True))
        return tuple(kind for kind, offers in offered if offers)

    def put_away(self, position: Position, moves: Callable[..., Any],
                 apply: Callable[..., Any]) -> tuple[Position, Reason] | None:
        return None


class ExtremeIdiot(ClassicIdiot):
    """Extreme Idiot (§1-§27): the cards' powers, mercy, the referee's calls and §27."""

    title = "screen.EXTREME"
    play_order_matters = True
    ladders = True
    optional_plays = False
    referees = True
    owners_matter = True
    puts_away = True
    powers: tuple[Power, ...] = (
        s02_two.POWER, s03_three.POWER, s04_four.POWER, s05_five.POWER, s06_six.POWER,
        s07_seven.POWER, s08_eight.POWER, s09_nine.POWER, s10_ten.POWER, s11_jack.POWER,
        s12_queen.POWER, s13_king.POWER, s13_king.ACE_POWER, s15_joker.POWER)
    house_rules: tuple[HouseRule, ...] = (h2_jack_colour.HOUSE,)

    def fold(self, view: PileView, play: Play, rules: Ruleset, stock_empty: bool) -> Folded:
        return folding.extreme_fold(view, play, rules, stock_empty)

    def judge_cards(self, position: Position, view: PileView, cards: tuple[Card, ...],
                    seat: int) -> list[Reason]:
        return placement.extreme_play(position, view, cards, seat)

    def opens(self, position: Position, view: PileView, card: Card) -> bool:
        return placement.extreme_opens(position.ruleset, view, card)

    def before_placement(self, position: Position, seat: int, cards: tuple[Card, ...]
                         ) -> list[Reason]:
        return []

    def follows_two(self, rules: Ruleset, short: bool) -> bool:
        return not short

    def acts_as_two(self, view: PileView, unit: tuple[Card, ...]) -> bool:
        return s02_two.acts_as_two(view, unit)

    def live_four(self, position: Position, view: PileView, cards: tuple[Card, ...]) -> Four:
        return fours.live_four(position, view, cards)

    def dead_four(self, position: Position, move: Move) -> Reason:
        return s04_four.no_effect(not position.stock, bool(move.give))

    def play_reasons(self, position: Position, view: PileView, laid: Laid) -> list[Reason]:
        reasons = explain.extreme_lead(position, laid.folded)
        reasons += explain.permission(position.ruleset, view, laid.cards)
        reasons += explain.context(position, view, laid.seat)
        reasons.append(explain.extreme_placement(position, view, laid.cards, laid.four,
                                                 laid.acted))
        reasons += laid.extra
        return reasons + explain.extreme_after(position, laid.seat, laid.player, laid.folded,
                                               laid.laid[-1])

    def blind_reasons(self, position: Position, seat: int, player: Player, folded: Folded,
                      turned: Reason, card: Card) -> list[Reason]:
        return [*explain.extreme_lead(position, folded), turned,
                *explain.extreme_after(position, seat, player, folded, card)]

    def context(self, position: Position, view: PileView, seat: int) -> list[Reason]:
        return explain.context(position, view, seat)

    def consequence(self, position: Position, seat: int, reasons: list[Reason]
                    ) -> tuple[list[Reason], Consequence]:
        return s20_mistakes.consequence(position, seat, reasons)

    def out_of_turn(self, position: Position, seat: int, cards: tuple[Card, ...]
                    ) -> list[Reason]:
        """§23; a third 6 or a barred queen laid so is also a mistake with no mercy (§20.2),
        whoever lays it and whenever."""
        reasons = [s23_out_of_turn.refused(position, seat)]
        if cards:
            found = self.judge_cards(position, folding.view_of(position), cards, seat)
            reasons += [r for r in found if r.code in s20_mistakes.NO_MERCY]
        return reasons

    def opening_refusal(self, position: Position, seat: int, move: Move) -> list[Reason]:
        return []

    def opening_note(self, position: Position, seat: int) -> Reason | None:
        return None

    def continuing(self, position: Position) -> bool:
        return False

    def continues(self, position: Position, play: Play, drawn: tuple[Card, ...]) -> bool:
        return False

    def swap_refusal(self, position: Position) -> Reason | None:
        return o3_swap.not_in_extreme()

    def may_pass(self, position: Position, player: Player) -> bool:
        return s27_stuck_queens.may_pass(position, player)

    def turn_moves(self, position: Position) -> tuple[Kind, ...]:
        """Passing, stuck with queens (§27, R15); no sjanse, swaps or collecting (§16)."""
        return ("pass",)

    def put_away(self, position: Position, moves: Callable[..., Any],
                 apply: Callable[..., Any]) -> tuple[Position, Reason] | None:
        return table.stuck_queens(position) or rounds.going_round(position, moves, apply)


GAMES.update(classic=ClassicIdiot(), extreme=ExtremeIdiot())

"""The game a ruleset plays, as a strategy: what differs between classic Idiot and Extreme Idiot
(folding the pile, judging a play, explaining it, what follows it) is chosen once per ruleset,
as python-chess chooses a variant's board class, and no mechanism asks which game it is.

The two games (:mod:`idiotcore.judge.games`) register here under a ruleset's ``family``;
:func:`game_of` gives a ruleset's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, Protocol

from .cards import Card
from .moves import Kind, Move
from .pile import Folded, PileView
from .position import Play, Player, Position
from .powers import Four, HouseRule, Power, Powers, chosen
from .rulesets import Ruleset
from .verdict import Consequence, Reason

__all__ = ["GAMES", "Four", "GameRules", "Laid", "game_of", "powers_of"]


class Laid(NamedTuple):
    """A legal play, as the verdict explains it: who laid it and from where, the cards named
    and those laid (a red four's thrown card too), the pile after it, the opening's note, the
    four that acts, whether it gave or threw, and the gift's or throw's notes."""

    seat: int
    player: Player
    """The player after the play."""
    source: str
    cards: tuple[Card, ...]
    laid: tuple[Card, ...]
    folded: Folded
    opened: Reason | None
    four: Four
    acted: bool
    extra: tuple[Reason, ...]


class GameRules(Protocol):
    """What a game decides its own way; each method names the rules it asks."""

    title: str
    """The wording key of the game's name (``screen.CLASSIC``, ``screen.EXTREME``)."""
    play_order_matters: bool
    """Whether the order of a play's cards matters (Extreme: the first fits, the last acts);
    else cards of one rank are judged by their rank alone (classic, C3)."""
    ladders: bool
    """Whether 8s may start a ladder (§8)."""
    optional_plays: bool
    """Whether the classic optional rules' plays exist (sequences O8, jokers as tens O1)."""
    referees: bool
    """Whether the table reports, claims and joins (§18, §20.3, §21, §22, §25)."""
    owners_matter: bool
    """Whether what a play leaves on the pile depends on who laid it (§2's owner, §13's)."""
    puts_away: bool
    """Whether cards may be put away after a move (§27: queens stuck, cards only going
    round)."""
    powers: tuple[Power, ...]
    """The cards' powers, one per rank that has one (:mod:`idiotcore.model.powers`)."""
    house_rules: tuple[HouseRule, ...]
    """The house rules that give a rank another power, each with its switch."""

    def fold(self, view: PileView, play: Play, rules: Ruleset, stock_empty: bool) -> Folded:
        """Lay ``play`` on the pile read as ``view``."""

    def judge_cards(self, position: Position, view: PileView, cards: tuple[Card, ...],
                    seat: int) -> list[Reason]:
        """Why ``cards`` may not go on ``view`` now (empty: they may)."""

    def opens(self, position: Position, view: PileView, card: Card) -> bool:
        """May a play that begins with ``card`` go on ``view`` at all?"""

    def before_placement(self, position: Position, seat: int, cards: tuple[Card, ...]
                         ) -> list[Reason]:
        """Refusals that come before the cards are placed (a turn that goes on, a lone 2)."""

    def follows_two(self, rules: Ruleset, short: bool) -> bool:
        """Whether other cards may follow a 2 in the same play (listing)."""

    def acts_as_two(self, view: PileView, unit: tuple[Card, ...]) -> bool:
        """Whether these equal cards are a 2 that more cards of the same play go on."""

    def live_four(self, position: Position, view: PileView, cards: tuple[Card, ...]) -> Four:
        """The colour of the four that acts at the end of ``cards`` (§4), or None."""

    def dead_four(self, position: Position, move: Move) -> Reason:
        """Why a play without a four that acts can't give or throw."""

    def play_reasons(self, position: Position, view: PileView, laid: Laid) -> list[Reason]:
        """A legal play's reasons, in the order a player reads them."""

    def blind_reasons(self, position: Position, seat: int, player: Player, folded: Folded,
                      turned: Reason, card: Card) -> list[Reason]:
        """A card turned blind that fits: its reasons."""

    def context(self, position: Position, view: PileView, seat: int) -> list[Reason]:
        """What about the pile shaped an illegal play's verdict."""

    def consequence(self, position: Position, seat: int, reasons: list[Reason]
                    ) -> tuple[list[Reason], Consequence]:
        """What the table does about an illegal move (C14, §20)."""

    def out_of_turn(self, position: Position, seat: int, cards: tuple[Card, ...]
                    ) -> list[Reason]:
        """Why acting out of turn is refused (§23, C5), with the mistakes that have no mercy
        whoever makes them."""

    def opening_refusal(self, position: Position, seat: int, move: Move) -> list[Reason]:
        """Why ``move`` can't open the game (C4), if it is the opening."""

    def opening_note(self, position: Position, seat: int) -> Reason | None:
        """Why this player may open (C4, P3)."""

    def continuing(self, position: Position) -> bool:
        """Whether the player to move goes on with their own turn (O7, P4)."""

    def continues(self, position: Position, play: Play, drawn: tuple[Card, ...]) -> bool:
        """Whether the player who laid ``play`` and drew ``drawn`` goes on (O7, P4)."""

    def swap_refusal(self, position: Position) -> Reason | None:
        """Why no swap may be made now (O3, O4, §16), or None."""

    def may_pass(self, position: Position, player: Player) -> bool:
        """Whether the player to move may pass (R15: stuck with queens on an empty pile)."""

    def turn_moves(self, position: Position) -> tuple[Kind, ...]:
        """The kinds of move the player to move has besides laying cards, turning a face-down
        card and picking up (a sjanse, swaps, collecting, ending a turn, passing)."""

    def put_away(self, position: Position, moves: Callable[..., Any],
                 apply: Callable[..., Any]) -> tuple[Position, Reason] | None:
        """§27 after a move: the table with cards put away and the note, or None."""


GAMES: dict[str, GameRules] = {}
"""The games by a ruleset's ``family`` (filled by :mod:`idiotcore.judge.games`)."""


def game_of(rules: Ruleset) -> GameRules:
    """The game ``rules`` plays."""
    return GAMES[rules.family]


def powers_of(rules: Ruleset) -> Powers:
    """The powers ``rules`` plays with: its game's, with its house rules' where their switch
    is on (kept on the ruleset, which never changes)."""
    found: Powers | None = rules.__dict__.get("_powers")
    if found is None:
        game = game_of(rules)
        found = chosen(game.powers, game.house_rules, rules)
        object.__setattr__(rules, "_powers", found)
    return found

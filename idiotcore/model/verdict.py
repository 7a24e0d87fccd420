"""Verdicts: legal or not, the reasons with their rule ids, and what the table does about it."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Sequence
from typing import Literal

from ..lang.wording import Slot, phrase, say, speaking

Links = Callable[[str], str | None]
"""A link builder: a rule id's address, or None to give it no link (see
:func:`idiotcore.model.rulebook.link`)."""

class Code(enum.Enum):
    """Machine-readable reason codes. Each member's value is its documentation; the rule
    modules that give a code list it in their ``CODES`` (:mod:`idiotcore.rules`), which says
    the paragraph."""

    # Placement and turn (both families).
    NOT_YOUR_TURN = "a player who is not to move acted (classic: taken back)"
    GAME_OVER = "the game is over: only the idiot has cards left"
    WRONG_SOURCE = "the cards do not come from the source in use (hand, then face-up, then face-down)"
    NOT_EQUAL = "cards played together must be of equal rank (or a sequence/ladder where allowed)"
    TOO_LOW = "the card is lower than the card it must beat"
    EMPTY_PILE = "there is no pile to pick up"
    NO_STOCK = "the stock is empty"
    NOT_ALLOWED = "this ruleset does not have this kind of move"
    SWAP_PHASE = "during the swap phase only swaps and done are possible"
    NOTHING_TO_END = "there is no swap phase or optional continuation to end"
    BAD_SEQUENCE = "the cards do not form a sequence the rules accept"
    TEN_TOO_HIGH = "with tens-below-ten a ten may only go on a card below ten"
    TWO_ALONE = "a two must be played together with the card that sets the new number"
    NOT_A_PAIR = "the cards named do not match the rule's requirement (swap, collect)"
    CONTINUE_SAME_RANK = "a continuation after drawing the same rank must be that rank"
    WRONG_OPENER = "the player with the lowest hand card opens the game"
    OPENING_ROUND = "the opening round asks for one rank at a time: lay it or pass"
    # Extreme placement.
    AFTER_THREE = "after a three: a multiple of three, a joker or a five"
    AFTER_SEVEN = "after a seven: a seven or lower, or a joker"
    JACK_SUIT = "after a jack: the jack's suit or a jack"
    QUEEN_BANNED = "a queen may not go on an empty pile, a two or a six"
    KING_ONLY = "only a king, an ace or a five goes on a king"
    NINES_OWED = "after nines, the next play must be two cards that beat 9 per nine"
    THIRD_SIX = "three sixes may never lie in a row"
    JOKER_ON_KING = "a joker never goes on a king"
    JOKER_COLOUR = "a joker goes on a jack only in the jack's colour"
    FOLLOW_UP_OWED = "after laying a 2 the same player must lay a card on it"
    BAD_LADDER = "a ladder climbs (red 8) or descends (black 8) one step at a time"
    NO_SEQUENCE = "no sequences unless an 8 starts a ladder"
    GIFT = "a black four's gift is wrong"
    THROW = "a red four's throw is wrong"
    FOURS_DEAD = "with the stock empty fours have no effect"
    JOIN = "a player may join only while the stock lasts"
    CLAIM = "a claim that the top play was illegal"
    NO_FLIP = "the reported player's last move was not a blind flip"
    # Effects and events of legal moves.
    BURN_TEN = "a ten burns the pile"
    BURN_FOUR = "four equal cards in a row burn the pile"
    BURN_SIXES = "three sixes in a row burn the pile"
    PICK_UP = "the player picks up the pile"
    FLIP_FAILS = "the blind card does not fit: the player picks up the pile with it"
    SJANSE_FAILS = "the stock card does not fit: the player picks up the pile with it"
    KING_PICKUP = "an ace on a king: the king's owner picks up the pile"
    PLAYS_AGAIN = "the same player plays again"
    EFFECT = "a card's effect acts (a 3, a 7, a jack, nines owed, …)"
    TRANSPARENT = "a five is transparent: the card below it decides"
    JOKER_AS = "a joker takes the effect of the rank two below"
    ONLY_LAST_ACTS = "in a play of several cards only the last card acts"
    QUEENS_REMOVED = "everyone is stuck with queens: the queens are put away"
    ROUND_PUT_AWAY = "the hands' cards can only go round: they are put away"
    PENALTY = "a referee's penalty: the player picks up the pile"
    OUT = "a player has no cards left"
    MERCY = "a player with three games or fewer may take the mistake back"
    NO_MERCY = "a third six or a barred queen is always punished"
    EXPIRED = "too late: the next player has acted"
    LEGAL = "the move is allowed"


@dataclasses.dataclass(frozen=True)
class Reason:
    """One reason of a verdict, as data: what (``code``), by which rule, and the cards and
    players involved (``slots``). Its words come from the rule's template ``key`` in the
    catalogue of the language asked for (:func:`idiotcore.lang.wording.say`); nothing else words it.
    """

    code: Code
    rule: str
    key: str
    slots: tuple[tuple[str, Slot], ...] = ()
    language: str | None = dataclasses.field(default=None, compare=False, repr=False)
    """The language of :attr:`message` (its verdict's, :meth:`Verdict.in_language`); None:
    the one in force where it is read."""

    @classmethod
    def of(cls, code: Code, rule: str, key: str, **slots: Slot) -> Reason:
        """A reason with its slots by name: ``Reason.of(Code.KING_ONLY, R.S13, "s13.KING_ONLY",
        card="QH", top="KC")``."""
        return cls(code, rule, key, tuple(slots.items()))

    def __repr__(self) -> str:  # the sentence, not the template's key: what a reader wants
        return f"Reason(code={self.code!r}, rule={self.rule!r}, message={self.message!r})"

    @property
    def message(self) -> str:
        """The reason as a player reads it, in its language (or the one in force: English
        unless :func:`idiotcore.lang.wording.speaking` says otherwise)."""
        return say(self, self.language)

    def say(self, language: str | None = None) -> str:
        """The reason in ``language`` (see :data:`idiotcore.lang.wording.LANGUAGES`; None: the
        language in force)."""
        return say(self, language)

    def to_json(self, links: Links | None = None) -> dict[str, str]:
        """The reason as JSON; with a ``links`` builder, also the rule's address (its answer
        for the rule id, when not None).

        >>> r = Reason.of(Code.KING_ONLY, "§13", "s13.KING_ONLY", card="QH", top="KC")
        >>> r.to_json()["message"]
        "Q♥ can't go on K♣: only a king, an ace or a 5 goes on a king (§13)."
        >>> r.to_json(lambda rule: "#" + rule)["link"]
        '#§13'
        """
        out = {"code": self.code.name, "rule": self.rule, "message": self.message}
        link = None if links is None else links(self.rule)
        if link is not None:
            out["link"] = link
        return out


@dataclasses.dataclass(frozen=True)
class Consequence:
    """What the table does about an illegal move: a penalty pickup or a take-back."""

    kind: Literal["pick_up", "take_back"]
    player: int
    rules: tuple[str, ...]
    note: Reason | None = dataclasses.field(default=None, compare=False, repr=False)
    """What the last of ``rules`` does here, where no reason of the verdict says it: §20.1's
    mercy that a newcomer would have had (for the pages; not in the interchange JSON)."""

    def to_json(self) -> dict[str, object]:
        """The consequence as the interchange spec writes it."""
        return {"kind": self.kind, "player": self.player, "rules": list(self.rules)}

    def words(self, names: Sequence[str], *, mid: bool = False) -> str:
        """What happens, as the players read it (``names``: the players' names; ``mid``:
        inside a sentence).

        >>> from idiotcore.lang.wording import speaking
        >>> with speaking(viewer="You"):  # the page's person, in the second person
        ...     Consequence("pick_up", 0, ("§7",)).words(["You"])
        'You pick up the pile'
        >>> Consequence("take_back", 1, ()).words(["You", "Bo"], mid=True)
        'Bo takes the move back'
        """
        who = (names[self.player] if 0 <= self.player < len(names)
               else phrase("c14.NOT_ALLOWED.seat", seat=self.player))
        key = "s01.PICK_UP.then" if self.kind == "pick_up" else "c14.NOT_ALLOWED.taken_back"
        return phrase(f"{key}_mid" if mid else key, who=who)


@dataclasses.dataclass(frozen=True)
class Verdict:
    """The engine's answer to one move: legal or not, and why, most decisive reason first."""

    legal: bool
    reasons: tuple[Reason, ...]
    consequence: Consequence | None = None
    language: str | None = dataclasses.field(default=None, compare=False, repr=False)
    """The language its sentences are in (``message``, :meth:`to_json`); None: the one in force
    where they are read (:func:`idiotcore.lang.wording.speaking`). Codes, rule ids and slots
    are the same in every language."""

    def in_language(self, language: str | None) -> Verdict:
        """The same verdict, worded in ``language`` (None: as it is).

        >>> from idiotcore import check, from_notation
        >>> v = check(from_notation("classic/0/A:7H9C::;B:xxxxxx::/1.QD/10/0"), "play 7H")
        >>> v.in_language("nb") == v, v.in_language("nb").rules == v.rules
        (True, True)
        """
        if language is None:
            return self
        reasons = tuple(dataclasses.replace(r, language=language) for r in self.reasons)
        outcome = self.consequence
        if outcome is not None and outcome.note is not None:
            outcome = dataclasses.replace(
                outcome, note=dataclasses.replace(outcome.note, language=language))
        return dataclasses.replace(self, reasons=reasons, consequence=outcome, language=language)

    @property
    def rules(self) -> list[str]:
        """The rule ids cited, most decisive first, each once."""
        seen: list[str] = []
        for reason in self.reasons:
            if reason.rule and reason.rule not in seen:
                seen.append(reason.rule)
        return seen

    @property
    def codes(self) -> list[Code]:
        """The reason codes, in order."""
        return [r.code for r in self.reasons]

    @property
    def message(self) -> str:
        """The reasons as sentences for a player, in the verdict's language."""
        with speaking(self.language):
            return " ".join(r.message[:1].upper() + r.message[1:] for r in self.reasons)

    def to_json(self, links: Links | None = None) -> dict[str, object]:
        """The verdict as the interchange spec writes it, with the reasons in detail (each
        linked by ``links``, see :meth:`Reason.to_json`), in the verdict's language."""
        with speaking(self.language):
            return self._json(links)

    def _json(self, links: Links | None) -> dict[str, object]:
        out: dict[str, object] = {
            "legal": self.legal,
            "rules": self.rules,
            "message": self.message,
            "reasons": [r.to_json(links) for r in self.reasons],
        }
        if self.consequence is not None:
            out["consequence"] = self.consequence.to_json()
        return out

"""§20 Mistakes: §20.1 mercy for a player of three games or fewer, §20.2 no mercy for a third 6
or a barred queen, §20.3 a player who saw their own face-down cards."""

from __future__ import annotations

from ...model.position import Position
from ...model.rulebook import R
from ...model.verdict import Code, Consequence, Reason

RULE = R.S20
CODES = (Code.MERCY, Code.NO_MERCY, Code.PENALTY)

NO_MERCY = frozenset({Code.THIRD_SIX, Code.QUEEN_BANNED})
"""Mistakes punished whatever a player's experience (§20.2)."""


def consequence(position: Position, seat: int, reasons: list[Reason]
                ) -> tuple[list[Reason], Consequence]:
    """What an Extreme table does about an illegal move by ``seat`` (``reasons``: why it is
    illegal, most decisive first): the notes that say why, and the consequence."""
    first = reasons[0].rule if reasons else ""
    name = position.players[seat].name
    if any(r.code in NO_MERCY for r in reasons):
        note = Reason.of(Code.NO_MERCY, R.S20_2, "s20.NO_MERCY", who=name)
        return [note], Consequence("pick_up", seat, (first, R.S20_2))
    spared = mercy(position, seat)
    if spared is not None:
        return [spared], Consequence("take_back", seat, (R.S20_1,))
    newcomer = Reason.of(Code.MERCY, R.S20_1, "s20.MERCY.newcomer", who=name,
                         n=position.ruleset.mercy_games)
    return [], Consequence("pick_up", seat, (first, R.S20_1), newcomer)


def mercy(position: Position, seat: int, conduct: bool = False) -> Reason | None:
    """§20.1: the note of mercy when ``seat`` has played three games or fewer (the switch
    ``mercy_games``), else None: a mistake in a move is taken back; a breach of conduct
    reported by the table (``conduct``: a bad flip, §18, a stupid question, §21) costs
    nothing."""
    player = position.players[seat]
    games = player.games_played
    if games is None or games > position.ruleset.mercy_games:
        return None
    key = "s20.MERCY.conduct" if conduct else "s20.MERCY"
    return Reason.of(Code.MERCY, R.S20_1, key, who=player.name, n=games)


def peeked(position: Position, who: str, columns: tuple[int, ...]
           ) -> tuple[list[Reason], int, int]:
    """§20.3: ``who`` saw their face-down cards in ``columns``; each is replaced by two cards,
    from the burnt ones first, then from the bottom of the pile (R18; switch
    ``peek_from_pile_only``: from the pile only). The notes, how many burnt cards are taken
    and how many of the pile's."""
    need = 2 * len(columns)
    from_pile = position.ruleset.peek_from_pile_only
    take_burnt = 0 if from_pile else min(need, len(position.burnt))
    take_pile = min(need - take_burnt, len(position.pile_cards()))
    notes = [Reason.of(Code.PENALTY, R.S20_3, "s20.PENALTY.pile" if from_pile else "s20.PENALTY",
                       who=who, columns=tuple(map(str, columns)))]
    if take_burnt + take_pile < need:
        notes.append(Reason.of(Code.PENALTY, R.S20_3, "s20.PENALTY.short",
                               n=take_burnt + take_pile))
    return notes, take_burnt, take_pile


_PEEK = ("{who} saw {who:their} own face-down card in column {columns:commas}: each is "
         "replaced by two cards from %s, face down; the four-column limit does not apply, and "
         "there is no mercy ({rule}).")

WORDS = {
    "en": {
        "s20.NO_MERCY": "No mercy: {who:mid_does picks up} the pile, however few games "
                        "{who:they} have played ({rule}).",
        "s20.MERCY": "{who:does has} played {n:plural game}, so {who:they} may take the move "
                     "back ({rule}).",
        "s20.MERCY.newcomer": "as a newcomer, with {n:plural game} or fewer played, "
                              "{who:mid_does may take} the move back instead ({rule})",
        "s20.MERCY.conduct": "{who:does has} played {n:plural game}: mercy, so the pile stays "
                             "where it is ({rule}).",
        "s20.PENALTY": _PEEK % "the burnt cards",
        "s20.PENALTY.pile": _PEEK % "the pile",
        "s20.PENALTY.short": "Only {n} cards are there to take, so that is all the player gets.",
    },
}

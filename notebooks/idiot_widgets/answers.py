"""The engine's answers as a notebook shows them: a verdict with its rule links, a move tried and
the table after it, several moves judged side by side, and how the kernel shows bare engine objects."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from idiotcore import Attempt, Position, Verdict, attempt, check, parse_move
from idiotcore.lang.wording import phrase
from idiotcore.present.table_text import table_lines
from idiotcore.present.verdicts import paragraphs_html, verdict_html

from .pieces import BAD_INPUT, BOOK, as_position, esc, figure_html, say, table_picture

__all__ = ["Judged", "ShownVerdict", "TriedMove", "judge", "register_display", "show_verdict",
           "tried_move_html", "try_move_text"]


@dataclasses.dataclass(frozen=True)
class ShownVerdict:
    """A verdict shown on its own, its rule links starting at ``base``, its players named by
    ``names`` (a consequence says who picks up)."""

    verdict: Verdict
    base: str = BOOK
    names: tuple[str, ...] = ()

    def __repr__(self) -> str:
        return repr(self.verdict)

    def _repr_html_(self) -> str:
        return verdict_html(self.verdict, self.base, names=self.names)


def show_verdict(verdict: Verdict, position: Position | None = None, *, base: str = BOOK
                 ) -> ShownVerdict:
    """``verdict`` to show in a notebook, its rule links starting at ``base``; with the
    ``position`` it was given in, its players by name."""
    names = () if position is None else tuple(p.name for p in position.players)
    return ShownVerdict(verdict, base, names)


@dataclasses.dataclass(frozen=True)
class TriedMove:
    """A move tried in a notebook's position (:func:`try_move_text`): the engine's
    :class:`~idiotcore.Attempt` (``tried``), or why the move could not be read (``error``)."""

    before: Position
    move: str
    tried: Attempt | None = None
    error: str = ""
    unreadable: bool = True
    """With an ``error``: the text is no move (else it is one the table does not allow, such as
    a card the player does not hold)."""

    @property
    def verdict(self) -> Verdict | None:
        """The engine's verdict, or None when the move could not be read."""
        return None if self.tried is None else self.tried.verdict

    @property
    def after(self) -> Position | None:
        """The table afterwards; None when the move could not be read or its outcome hangs on
        a card shown as ??."""
        return None if self.tried is None or self.tried.unknown else self.tried.after

    @property
    def legal(self) -> bool | None:
        """Legal, illegal, or None when the move could not be read."""
        return None if self.verdict is None else self.verdict.legal


def try_move_text(position: Position, move: str) -> TriedMove:
    """Read ``move`` (text, as typed or stored) and try it in ``position`` with the engine: the
    move carried out if it is legal, the table's consequence (a penalty pickup) if not. Text
    that is no move gives a :class:`TriedMove` with an ``error`` instead of raising."""
    text = move.strip()
    if not text:
        return TriedMove(position, move, error=phrase("screen.TYPE_A_MOVE"))
    try:
        parsed = parse_move(text)
    except BAD_INPUT as err:
        return TriedMove(position, text, error=str(err))
    try:
        tried = attempt(position, parsed)
    except BAD_INPUT as err:
        return TriedMove(position, str(parsed), error=str(err), unreadable=False)
    return TriedMove(position, str(tried.move), tried)


def tried_move_html(tried_move: TriedMove, base: str = BOOK, *, after: bool = True) -> str:
    """The verdict with its paragraphs, and (unless ``after`` is false) the table after the
    move or after its consequence."""
    if tried_move.tried is None:
        key = "screen.CANT_READ_MOVE" if tried_move.unreadable else "screen.NOT_POSSIBLE"
        return (f'<div class="idiot-verdict idiot-error"><strong>{esc(phrase(key))}</strong> '
                f"{esc(tried_move.error)}</div>")
    names = [p.name for p in tried_move.before.players]
    move = f"<code>{esc(tried_move.move)}</code>"
    parts = [
        f"<p>{phrase('course.MOVE', move=move)}</p>",
        verdict_html(tried_move.tried.verdict, base, names=names),
        paragraphs_html(tried_move.tried.rules, base),
    ]
    if after:
        parts.append(_after_html(tried_move))
    return "".join(parts)


def _after_html(tried_move: TriedMove) -> str:
    if tried_move.tried is None or tried_move.after is None:
        return f"<p>{say('course.AFTER_UNKNOWN')}</p>"
    if not tried_move.tried.changed:
        return f"<p>{say('course.AFTER_UNCHANGED')}</p>"
    legal = tried_move.tried.verdict.legal
    label = phrase("course.AFTER_MOVE" if legal else "course.AFTER_CONSEQUENCE")
    return figure_html(label, tried_move.after)


class Judged:
    """Several moves tried in one position: each move with the engine's verdict. Shows as an
    HTML table in Jupyter, as lines of text elsewhere."""

    def __init__(self, position: Position, moves: Sequence[str], base: str = BOOK) -> None:
        self.position = position
        self.rows = [(move, check(position, move)) for move in moves]
        self.base = base

    def __repr__(self) -> str:
        return "\n".join(phrase("course.JUDGED_LEGAL" if v.legal else "course.JUDGED_ILLEGAL",
                                move=move, rules=tuple(v.rules))
                         for move, v in self.rows)

    def _repr_html_(self) -> str:
        names = [p.name for p in self.position.players]
        rows = "".join(f'<tr><td style="white-space:nowrap"><code>{esc(move)}</code></td>'
                       f"<td>{verdict_html(v, self.base, names=names)}</td></tr>"
                       for move, v in self.rows)
        return (f'<table class="idiot-judged"><thead><tr><th>{say("course.MOVE_COLUMN")}</th>'
                f'<th>{say("course.ENGINE_SAYS")}</th></tr></thead><tbody>{rows}</tbody></table>')


def judge(position: Position | str, *moves: str, base: str = BOOK) -> Judged:
    """The engine's verdict on each of ``moves`` in ``position``, side by side."""
    return Judged(as_position(position), moves, base)


def register_display() -> bool:
    """Tell the running Jupyter kernel to show a :class:`~idiotcore.Position` as its picture
    (an image any viewer shows, with the table in words) and, as plain text, the table line by
    line; and a :class:`~idiotcore.Verdict` with its rule links (from :data:`BOOK`). A display
    setting of this kernel, not of the classes; False outside IPython.
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None:
        return False
    formatters = shell.display_formatter.formatters
    formatters["text/html"].for_type(Position, table_picture)
    formatters["text/plain"].for_type(
        Position, lambda position, printer, _: printer.text("\n".join(table_lines(position))))
    formatters["text/html"].for_type(Verdict, lambda verdict: verdict_html(verdict, base=BOOK))
    return True

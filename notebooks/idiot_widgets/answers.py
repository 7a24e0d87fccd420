"""The engine's answers as a notebook shows them: a verdict with its rule links, a move tried and
the table after it, several moves judged side by side, and how the kernel shows bare engine objects."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from idiotcore import Attempt, Position, Verdict, attempt, check
from idiotcore.present.render import table_svg
from idiotcore.present.verdicts import paragraphs_html, verdict_html

from .pieces import BAD_INPUT, BOOK, as_position, esc, figure_html

__all__ = ["Judged", "Outcome", "ShownVerdict", "decide", "judge", "outcome_html", "register_display",
           "show_verdict"]


@dataclasses.dataclass(frozen=True)
class ShownVerdict:
    """A verdict shown on its own, its rule links starting at ``base`` (a bare verdict's own
    picture links from ``"../"``, whatever :data:`BOOK` says)."""

    verdict: Verdict
    base: str = BOOK

    def __repr__(self) -> str:
        return repr(self.verdict)

    def _repr_html_(self) -> str:
        return verdict_html(self.verdict, self.base)


def show_verdict(verdict: Verdict, *, base: str = BOOK) -> ShownVerdict:
    """``verdict`` to show in a notebook, its rule links starting at ``base``."""
    return ShownVerdict(verdict, base)


@dataclasses.dataclass(frozen=True)
class Outcome:
    """A move tried in a position: the engine's :class:`~idiotcore.Attempt`, or why the move
    (or the position) could not be read."""

    before: Position
    move: str
    tried: Attempt | None = None
    error: str = ""

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


def decide(position: Position, move: str) -> Outcome:
    """Judge ``move`` with the engine and carry it out: the move itself if it is legal, the
    table's consequence (a penalty pickup) if not. Bad move text gives an ``error``."""
    text = move.strip()
    if not text:
        return Outcome(position, move, error="Type a move first, or pick one.")
    try:
        tried = attempt(position, text)
    except BAD_INPUT as err:
        return Outcome(position, text, error=str(err))
    return Outcome(position, str(tried.move), tried)


def outcome_html(outcome: Outcome, base: str = BOOK, *, after: bool = True) -> str:
    """The verdict with its paragraphs, and (unless ``after`` is false) the table after the
    move or after its consequence."""
    if outcome.tried is None:
        return (f'<div class="idiot-verdict idiot-error"><strong>Can\'t read that:</strong> '
                f"{esc(outcome.error)}</div>")
    names = [p.name for p in outcome.before.players]
    parts = [
        f"<p>Move: <code>{esc(outcome.move)}</code></p>",
        verdict_html(outcome.tried.verdict, base, names=names),
        paragraphs_html(outcome.tried.rules, base),
    ]
    if after:
        parts.append(_after_html(outcome))
    return "".join(parts)


def _after_html(outcome: Outcome) -> str:
    if outcome.tried is None or outcome.after is None:
        return ("<p>The move is legal, but what happens next depends on a card nobody can see "
                "(shown as ??), so the engine can't draw the table after it.</p>")
    if not outcome.tried.changed:
        return "<p>After: the table is unchanged.</p>"
    legal = outcome.tried.verdict.legal
    return figure_html("After the move" if legal else "After the table's consequence", outcome.after)


class Judged:
    """Several moves tried in one position: each move with the engine's verdict. Shows as an
    HTML table in Jupyter, as lines of text elsewhere."""

    def __init__(self, position: Position, moves: Sequence[str], base: str = BOOK) -> None:
        self.position = position
        self.rows = [(move, check(position, move)) for move in moves]
        self.base = base

    def __repr__(self) -> str:
        return "\n".join(f"{move}: {'legal' if v.legal else 'illegal'} ({', '.join(v.rules)})"
                         for move, v in self.rows)

    def _repr_html_(self) -> str:
        names = [p.name for p in self.position.players]
        rows = "".join(f'<tr><td style="white-space:nowrap"><code>{esc(move)}</code></td>'
                       f"<td>{verdict_html(v, self.base, names=names)}</td></tr>"
                       for move, v in self.rows)
        return ('<table class="idiot-judged"><thead><tr><th>move</th><th>the engine says</th>'
                f"</tr></thead><tbody>{rows}</tbody></table>")


def judge(position: Position | str, *moves: str, base: str = BOOK) -> Judged:
    """The engine's verdict on each of ``moves`` in ``position``, side by side."""
    return Judged(as_position(position), moves, base)


def register_display() -> bool:
    """Tell the running Jupyter kernel to show a :class:`~idiotcore.Position` as its picture and
    a :class:`~idiotcore.Verdict` with its rule links (from ``"../"``, as the site publishes the
    course: :func:`show_verdict` links elsewhere). A display setting of this kernel, not of the
    classes; False outside IPython.
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None:
        return False
    formatters = shell.display_formatter.formatters
    formatters["image/svg+xml"].for_type(Position, table_svg)
    formatters["text/html"].for_type(Verdict, lambda verdict: verdict_html(verdict, base="../"))
    return True

"""The table: a marimo app to set up any table of Idiot or Extreme Idiot and try moves on it.

Run it with ``marimo run notebooks/table.py`` (or edit it with ``marimo edit``). Start from a
seeded deal or paste a position (JSON or compact notation), edit it field by field, see every
legal move, try any move and read the engine's verdict with the paragraphs it cites, play moves
and step back and forth through them, and copy the position's notation.

The logic is in plain functions (``@app.function``) that the tests import and call; the cells
only lay out the controls. Rule links point at the rulebook site, served by ``./run book`` on
http://127.0.0.1:8000/ (set ``IDIOT_BOOK_URL`` to point them elsewhere).
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Idiot: the table")

with app.setup:
    import dataclasses
    import html
    import os
    import urllib.request

    import marimo as mo

    from idiotcore import (
        PRESETS,
        Attempt,
        Position,
        Verdict,
        attempt,
        dumps,
        legal_moves,
        read_position,
        to_notation,
    )
    from idiotcore.lang.wording import phrase
    from idiotcore.play.game import deal
    from idiotcore.present.render import table_svg
    from idiotcore.present.verdicts import paragraphs_html, verdict_html
    from idiotcore.present.web import from_link

    # Where rule links lead: the rulebook site's root.
    BOOK = os.environ.get("IDIOT_BOOK_URL", "http://127.0.0.1:8000/")


@app.class_definition
@dataclasses.dataclass(frozen=True)
class Timeline:
    """The tables of a session: the starting one, then one per move played; ``index`` is the
    table shown. Stepping back and forth moves ``index``; playing a move after stepping back
    drops the moves that came after."""

    positions: tuple[Position, ...]
    moves: tuple[str, ...] = ()
    index: int = 0


@app.function
def new_game(ruleset: str = "extreme", players: int = 3, seed: int = 1) -> Position:
    """A seeded deal: the same ruleset, players and seed always give the same table."""
    return deal(ruleset, int(players), seed=int(seed))


@app.function
def read_table(text: str) -> Position:
    """A table pasted as the Table page's link (built there by tapping cards), JSON or compact
    notation.

    :raises ValueError: (PositionError, RulesetError, ...) naming what is wrong.
    """
    position, _move = from_link(text)
    if not position:
        raise ValueError(phrase("screen.PASTE_POSITION"))
    return read_position(position)


@app.function
def book_served(address: str = BOOK) -> bool:
    """Whether the rulebook answers at ``address`` (``./run table`` serves it), so that the
    rule links lead somewhere."""
    try:
        with urllib.request.urlopen(address, timeout=1) as answer:
            return bool(answer.status < 400)
    except (OSError, ValueError):
        return False


@app.function
def moves_of(position: Position) -> list[str]:
    """Every legal move of the player to move, as move text."""
    return [] if position.is_over else [str(move) for move in legal_moves(position)]


@app.function
def start(position: Position) -> Timeline:
    """A new session from ``position``."""
    return Timeline((position,))


@app.function
def current(timeline: Timeline) -> Position:
    """The table shown now."""
    return timeline.positions[timeline.index]


@app.function
def judge(position: Position, move: str) -> tuple[Attempt | None, str]:
    """The engine on ``move``: (the attempt, error). The attempt's table afterwards is the move
    carried out, or the table's consequence of an illegal move (a penalty pickup; the same
    table for a take-back); it is flagged ``unknown`` when it hangs on a card nobody can see.
    Move text that does not parse gives (None, the reason)."""
    text = move.strip()
    if not text:
        return None, phrase("course.NO_MOVE_GIVEN")
    try:
        return attempt(position, text), ""
    except ValueError as err:
        return None, str(err)


@app.function
def play(timeline: Timeline, move: str) -> tuple[Verdict | None, Timeline, str]:
    """Play ``move`` on the table shown: (verdict, the new timeline, error). A move that changes
    the table (a legal move, or an illegal one the table punishes) becomes the next step; moves
    after the table shown are dropped. Otherwise the timeline stays as it is."""
    tried, error = judge(current(timeline), move)
    if tried is None:
        return None, timeline, error
    if tried.unknown:
        return tried.verdict, timeline, phrase("course.OUTCOME_HANGS")
    if not tried.changed:
        return tried.verdict, timeline, ""
    keep = timeline.index + 1
    moves = (*timeline.moves[: timeline.index], str(tried.move))
    return tried.verdict, Timeline((*timeline.positions[:keep], tried.after), moves, keep), ""


@app.function
def back(timeline: Timeline) -> Timeline:
    """One move back (the moves after stay, to step forward again)."""
    return dataclasses.replace(timeline, index=max(0, timeline.index - 1))


@app.function
def forward(timeline: Timeline) -> Timeline:
    """One move forward again, if there is one."""
    return dataclasses.replace(timeline,
                               index=min(len(timeline.positions) - 1, timeline.index + 1))


@app.function
def verdict_panel(position: Position, move: str, base: str = BOOK) -> str:
    """HTML for a move tried: the verdict, the paragraphs it cites, and the table after."""
    def said(key: str) -> str:
        return html.escape(phrase(key), quote=False)

    tried, error = judge(position, move)
    if tried is None:
        return f"<p><strong>{said('screen.CANT_READ_MOVE')}</strong> {html.escape(error)}</p>"
    names = [player.name for player in position.players]
    parts = [verdict_html(tried.verdict, base, names=names),
             f"<p>{said('course.WHAT_PARAGRAPHS_SAY')}</p>",
             paragraphs_html(tried.rules, base, folded=False)]
    if tried.unknown:
        parts.append(f"<p>{said('course.OUTCOME_UNSEEN')}</p>")
    elif not tried.changed:
        parts.append(f"<p>{said('course.TABLE_STAYS')}</p>")
    else:
        parts.append(f"<p>{said('course.TABLE_AFTER_IT')}</p>" + table_svg(tried.after))
    return "".join(parts)


@app.function
def history_md(timeline: Timeline) -> str:
    """The moves played, numbered, marking the one that led to the table shown."""
    if not timeline.moves:
        return phrase("course.NO_MOVES_YET")
    lines = [phrase("course.STARTING_TABLE_SHOWN" if timeline.index == 0
                    else "course.STARTING_TABLE")]
    for number, move in enumerate(timeline.moves, start=1):
        lines.append(phrase("course.MOVE_SHOWN", number=number, move=move)
                     if number == timeline.index else f"{number}. `{move}`")
    return "\n".join(lines)


@app.cell(hide_code=True)
def _():
    mo.md(f"# {phrase('course.APP_TITLE')}\n\n{phrase('course.APP_INTRO')}")
    return


@app.cell(hide_code=True)
def _():
    mo.md("") if book_served() else mo.callout(mo.md(
        phrase("course.BOOK_NOT_SERVED", address=BOOK)), kind="warn")
    return


@app.cell
def _():
    get_timeline, set_timeline = mo.state(start(new_game("extreme", 3, 1)))
    get_message, set_message = mo.state("")
    return get_message, get_timeline, set_message, set_timeline


@app.cell
def _():
    ruleset = mo.ui.dropdown(options=list(PRESETS), value="extreme",
                             label=phrase("course.RULESET"))
    players = mo.ui.slider(2, 5, value=3, label=phrase("course.PLAYERS"), show_value=True)
    seed = mo.ui.number(start=0, stop=999_999, value=1, label=phrase("course.SEED"))
    pasted = mo.ui.text_area(placeholder=phrase("screen.PASTE_POSITION"), full_width=True, rows=4)
    return pasted, players, ruleset, seed


@app.cell
def _(pasted, players, ruleset, seed, set_message, set_timeline):
    def _deal(_value: object) -> None:
        set_timeline(start(new_game(ruleset.value, players.value, seed.value)))
        set_message("")

    def _load(_value: object) -> None:
        try:
            set_timeline(start(read_table(pasted.value)))
            set_message("")
        except ValueError as err:
            set_message(phrase("course.CANT_READ_POSITION", error=str(err)))

    deal_button = mo.ui.button(label=phrase("course.DEAL"), on_change=_deal)
    load_button = mo.ui.button(label=phrase("course.LOAD"), on_change=_load)
    mo.vstack([
        mo.md(f"## {phrase('course.START_A_TABLE')}"),
        mo.hstack([ruleset, players, seed, deal_button], justify="start"),
        pasted,
        load_button,
    ])
    return


@app.cell
def _(get_message, get_timeline):
    timeline = get_timeline()
    position = current(timeline)
    legal = moves_of(position)
    message = get_message()
    mo.vstack([
        mo.callout(mo.md(message), kind="danger") if message else mo.md(""),
        mo.md("## " + phrase("course.TABLE_AFTER", index=timeline.index,
                             count=len(timeline.moves))),
        mo.Html(table_svg(position)),
        mo.md(phrase("course.NOTATION_TO_COPY")),
        mo.md(f"```text\n{to_notation(position)}\n```"),
        mo.accordion({phrase("course.AS_JSON"): mo.md(f"```json\n{dumps(position)}\n```")}),
    ])
    return legal, position, timeline


@app.cell
def _(legal, position):
    chosen = mo.ui.dropdown(options=legal, label=phrase("course.CHOOSE_MOVE"),
                            value=legal[0] if legal else None)
    typed = mo.ui.text(placeholder=phrase("course.TYPE_MOVE"), label=phrase("course.ANY_MOVE"),
                       full_width=True, debounce=400)
    listed = {"who": position.player.name, "count": len(legal),
              "moves": ", ".join(f"`{move}`" for move in legal)}
    if position.is_over:
        listing = phrase("course.TO_MOVE_OVER", **listed)
    elif legal_moves(position).any_from_hand:
        listing = phrase("course.TO_MOVE_ANY", **listed,
                         any=phrase("screen.ANY_FROM_HAND", who=position.player.name))
    else:
        listing = phrase("course.TO_MOVE", **listed)
    mo.vstack([
        mo.md(f"## {phrase('course.MOVES')}\n\n{listing}"),
        chosen,
        typed,
    ])
    return chosen, typed


@app.cell
def _(chosen, get_timeline, position, set_message, set_timeline, typed):
    move = typed.value.strip() or (chosen.value or "")

    def _play(_value: object) -> None:
        _verdict, after, error = play(get_timeline(), move)
        set_timeline(after)
        set_message(phrase("course.CANT_PLAY", error=error) if error else "")

    play_button = mo.ui.button(label=phrase("course.PLAY_THIS"), on_change=_play, disabled=not move)
    back_button = mo.ui.button(label=phrase("course.BACK"),
                               on_change=lambda _: set_timeline(back(get_timeline())))
    forward_button = mo.ui.button(label=phrase("course.FORWARD"),
                                  on_change=lambda _: set_timeline(forward(get_timeline())))
    mo.vstack([
        mo.hstack([play_button, back_button, forward_button], justify="start"),
        mo.md("### " + (phrase("course.ENGINE_ON", move=move) if move
                        else phrase("course.PICK_OR_TYPE"))),
        mo.Html(verdict_panel(position, move)) if move else mo.md(""),
    ])
    return


@app.cell
def _(timeline):
    mo.vstack([mo.md(f"## {phrase('course.MOVES_PLAYED')}"), mo.md(history_md(timeline))])
    return


if __name__ == "__main__":
    app.run()

"""The compact one-line notation: a whole position in a short, URL-safe line (think chess FEN).

Fields, separated by ``/``::

    RULESET[,SWITCH[=VALUE]…] / TO_MOVE / PLAYERS / PILE / STOCK / BURNT [/ EXTRAS]

- PLAYERS: ``;`` between players, each ``NAME:HAND:FACE_UP:FACE_DOWN[:GAMES]``; cards are written
  back to back (``7H2C``), ``xx`` is an unknown card, ``--`` an empty column place, ``(7H7D)``
  a collected stack of face-up cards. Names are percent-encoded.
- PILE: ``-`` when empty, else ``;`` between plays, each ``BY.CARDS`` (``1.3D;0.5H``).
- STOCK and BURNT: a count of unknown cards, or the cards themselves (top card last).
- EXTRAS (optional): ``swap`` (the swap phase), ``open=3`` (the rank the opening round asks
  for, P3) and ``out=0.2`` (seats that went out, in order).

>>> p = from_notation("extreme/0/Ada:7H2C:KD--5S:xxxxxx:10;Bo:9S::/1.3D;0.5H/12/20")
>>> p.players[0].face_up, p.pile[-1].cards
((('KD',), (), ('5S',)), ('5H',))
>>> to_notation(p)
'extreme/0/Ada:7H2C:KD--5S:xxxxxx:10;Bo:9S::/1.3D;0.5H/12/20'
"""

from __future__ import annotations

import re
from urllib.parse import quote, unquote

from ..model.cards import RANKS, UNKNOWN, VALUE, Card, CardError, parse_card
from ..model.position import Play, Player, Position, PositionError, validate
from ..model.rulesets import PRESETS, SWITCH_NAMES, RulesetError, ruleset_for
from ..rules.portuguese import p03_opening_round

MAX_LENGTH = 4000


def _cards(text: str, where: str) -> list[Card | None]:
    """Back-to-back card codes; ``--`` gives None."""
    if len(text) % 2:
        raise PositionError("input.NOT_A_CARD_RUN", where=where, text=text)
    out: list[Card | None] = []
    for i in range(0, len(text), 2):
        code = text[i : i + 2]
        if code == "--":
            out.append(None)
        elif code.lower() == "xx":
            out.append(UNKNOWN)
        else:
            try:
                out.append(parse_card(code))
            except CardError:
                raise PositionError("input.NOT_A_CARD_CODE", where=where, code=code) from None
    return out


def _known(text: str, where: str) -> tuple[Card, ...]:
    cards = _cards(text, where)
    if None in cards:
        raise PositionError("input.GAP_NOT_A_CARD", where=where)
    return tuple(c for c in cards if c is not None)


def _face_up(text: str, where: str) -> tuple[tuple[Card, ...], ...]:
    stacks: list[tuple[Card, ...]] = []
    for part in re.split(r"(\([^)]*\))", text):
        if part.startswith("("):
            stacks.append(_known(part[1:-1], where))
        else:
            stacks.extend(() if c is None else (c,) for c in _cards(part, where))
    return tuple(stacks)


def _count_or_cards(text: str, where: str) -> tuple[Card, ...]:
    if text.isdecimal():
        if len(text) > 3:
            raise PositionError("input.TOO_MANY_CARDS", where=where, count=text)
        return (UNKNOWN,) * int(text)
    return _known(text, where)


def _switch_value(name: str, raw: str | None) -> object:
    current = getattr(PRESETS["classic"], name)
    if isinstance(current, bool):
        return raw is None or raw not in ("no", "0", "false")
    if isinstance(current, int):
        if raw is None or not raw.isdecimal():
            raise PositionError("input.SWITCH_NUMBER", name=name)
        return int(raw)
    return raw


def from_notation(text: str) -> Position:
    """Read a position from the compact notation.

    :raises PositionError: naming the field that is wrong.
    """
    text = text.strip()
    if len(text) > MAX_LENGTH:
        raise PositionError("input.TOO_LONG", where="notation", length=len(text))
    fields = text.split("/")
    if len(fields) not in (6, 7):
        raise PositionError("input.FIELDS", where="notation", count=len(fields))
    head, *switch_parts = fields[0].split(",")
    switches: dict[str, object] = {}
    for part in switch_parts:
        name, eq, raw = part.partition("=")
        if name not in SWITCH_NAMES:
            raise PositionError("input.UNKNOWN_SWITCH", where="switches", name=name)
        switches[name] = _switch_value(name, raw if eq else None)
    try:
        ruleset = ruleset_for(head, switches)
    except RulesetError as err:
        raise PositionError.of(err) from None
    if not fields[1].isdecimal() or len(fields[1]) > 3:
        raise PositionError("input.NOT_A_SEAT", where="to_move", text=fields[1])
    players = []
    for i, chunk in enumerate(fields[2].split(";")):
        where = f"players[{i}]"
        parts = chunk.split(":")
        if len(parts) not in (4, 5):
            raise PositionError("input.PLAYER_FIELDS", where=where)
        games = None
        if len(parts) == 5 and parts[4]:
            if not parts[4].isdecimal() or len(parts[4]) > 6:
                raise PositionError("input.NOT_A_NUMBER", where=f"{where}.games_played",
                                    word=parts[4])
            games = int(parts[4])
        face_up = _face_up(parts[2], f"{where}.face_up")
        face_down = _cards(parts[3], f"{where}.face_down")
        width = max(len(face_up), len(face_down))
        players.append(Player(
            name=unquote(parts[0]),
            hand=_known(parts[1], f"{where}.hand"),
            face_up=face_up + ((),) * (width - len(face_up)),
            face_down=tuple(face_down) + (None,) * (width - len(face_down)),
            games_played=games,
        ))
    pile = []
    if fields[3] != "-":
        for k, chunk in enumerate(fields[3].split(";")):
            by, dot, cards = chunk.partition(".")
            if not dot or not by.isdecimal() or len(by) > 3:
                raise PositionError("input.PILE_PLAY", where=f"pile[{k}]")
            pile.append(Play(int(by), _known(cards, f"pile[{k}].cards")))
    extras = fields[6].split(",") if len(fields) == 7 and fields[6] else []
    finished: tuple[int, ...] = ()
    opening = None
    for extra in extras:
        if extra.startswith("open=") and len(extra) == 6 and extra[5] in RANKS:
            opening = VALUE[extra[5] + "C"]
        elif extra.startswith("out="):
            seats = extra[4:].split(".")
            if not all(s.isdecimal() and len(s) <= 3 for s in seats):
                raise PositionError("input.NOT_SEATS", where="finished", text=extra)
            finished = tuple(int(s) for s in seats)
        elif extra != "swap":
            raise PositionError("input.UNKNOWN_EXTRA", where="extras", text=extra)
    position = Position(
        ruleset=ruleset,
        players=tuple(players),
        to_move=int(fields[1]),
        pile=tuple(pile),
        stock=_count_or_cards(fields[4], "stock"),
        burnt=_count_or_cards(fields[5], "burnt"),
        phase="swap" if "swap" in extras else "play",
        finished=finished,
        opening=opening,
    )
    validate(position)
    return p03_opening_round.as_typed(position)


def _write(cards: tuple[Card | None, ...] | list[Card | None]) -> str:
    return "".join("--" if c is None else "xx" if c == UNKNOWN else c for c in cards)


def _write_count_or_cards(cards: tuple[Card, ...]) -> str:
    if all(c == UNKNOWN for c in cards):
        return str(len(cards))
    return _write(cards)


def to_notation(position: Position) -> str:
    """The position in the compact notation (round-trips with :func:`from_notation`)."""
    head = position.ruleset.name
    for name, value in position.ruleset.switches().items():
        if value is True:
            head += f",{name}"
        elif value is False:
            head += f",{name}=no"
        else:
            head += f",{name}={value}"
    players = []
    for p in position.players:
        face_up = "".join(
            "--" if not s else s[0].replace(UNKNOWN, "xx") if len(s) == 1 else f"({_write(s)})"
            for s in p.face_up
        )
        chunk = f"{quote(p.name, safe='')}:{_write(p.hand)}:{face_up}:{_write(p.face_down)}"
        if p.games_played is not None:
            chunk += f":{p.games_played}"
        players.append(chunk)
    pile = ";".join(f"{play.by}.{_write(play.cards)}" for play in position.pile) or "-"
    fields = [
        head, str(position.to_move), ";".join(players), pile,
        _write_count_or_cards(position.stock), _write_count_or_cards(position.burnt),
    ]
    extras = (["swap"] if position.phase == "swap" else []) + (
        [f"open={RANKS[position.opening - 2]}"] if position.opening is not None else []) + (
        ["out=" + ".".join(map(str, position.finished))] if position.finished else []
    )
    if extras:
        fields.append(",".join(extras))
    return "/".join(fields)


def read_position(text: str) -> Position:
    """Read a position given as JSON or as compact notation (whichever it looks like)."""
    from .jsonio import position_from_json

    stripped = text.strip()
    if stripped.startswith("{"):
        return position_from_json(stripped)
    return from_notation(stripped)


"""The position JSON of the interchange spec (``"format": "idiot-position/1"``), read and written.

Reading is strict: an unknown field, a wrong type or an impossible table is rejected with a
:class:`~idiotcore.model.position.PositionError` that names the field.
"""

from __future__ import annotations

import json
from typing import Any

from ..model.cards import RANKS, UNKNOWN, VALUE, Card, CardError, parse_card
from ..model.position import Phase, Play, Player, Position, PositionError, validate
from ..model.rulesets import RulesetError, ruleset_for
from ..rules.portuguese import p03_opening_round

FORMAT = "idiot-position/1"
_TOP = {"format", "ruleset", "switches", "players", "to_move", "pile", "stock", "burnt",
        "phase", "finished", "opening", "result"}
_PLAYER = {"name", "hand", "face_up", "face_down", "games_played"}
MAX_TEXT = 200_000
SEATS = 999
"""A seat number's bound when read (:func:`~idiotcore.model.position.validate` then checks it
against the table: a table grown by joins may have more seats than a deal, §22)."""


def _card(value: object, where: str) -> Card:
    if not isinstance(value, str):
        raise PositionError("input.CARD_CODE", where=where, value=repr(value))
    try:
        return parse_card(value)
    except CardError as err:
        raise PositionError.of(err, where=where) from None


def _list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise PositionError("input.LIST", where=where, kind=type(value).__name__)
    return value


def _int(value: object, where: str, low: int = 0, high: int = 1000) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise PositionError("input.WHOLE_NUMBER", where=where, low=low, high=high,
                            value=repr(value))
    return value


def _cards(value: object, where: str) -> tuple[Card, ...]:
    return tuple(_card(v, f"{where}[{i}]") for i, v in enumerate(_list(value, where)))


def _count_or_cards(value: object, where: str) -> tuple[Card, ...]:
    if isinstance(value, list):
        return _cards(value, where)
    return (UNKNOWN,) * _int(value, where, 0, 200)


def _player(value: object, where: str) -> Player:
    if not isinstance(value, dict):
        raise PositionError("input.OBJECT", where=where)
    unknown = set(value) - _PLAYER
    if unknown:
        raise PositionError("input.UNKNOWN_FIELD", where=where, name=sorted(unknown)[0])
    name = value.get("name")
    if not isinstance(name, str):
        raise PositionError("input.STRING", where=f"{where}.name")
    face_up: list[tuple[Card, ...]] = []
    for i, entry in enumerate(_list(value.get("face_up", []), f"{where}.face_up")):
        at = f"{where}.face_up[{i}]"
        if entry is None:
            face_up.append(())
        elif isinstance(entry, list):
            face_up.append(_cards(entry, at))
        else:
            face_up.append((_card(entry, at),))
    face_down: list[Card | None] = [
        None if entry is None else _card(entry, f"{where}.face_down[{i}]")
        for i, entry in enumerate(_list(value.get("face_down", []), f"{where}.face_down"))
    ]
    width = max(len(face_up), len(face_down))
    face_up += [()] * (width - len(face_up))
    face_down += [None] * (width - len(face_down))
    games = value.get("games_played")
    return Player(
        name=name,
        hand=_cards(value.get("hand", []), f"{where}.hand"),
        face_up=tuple(face_up),
        face_down=tuple(face_down),
        games_played=None if games is None else _int(games, f"{where}.games_played", 0, 100000),
    )


def position_from_json(data: str | dict[str, Any]) -> Position:
    """Read a position from JSON text or from the parsed object.

    :raises PositionError: naming the field that is wrong.
    """
    if isinstance(data, str):
        if len(data) > MAX_TEXT:
            raise PositionError("input.TOO_LONG", where="position", length=len(data))
        try:
            data = json.loads(data)
        except (json.JSONDecodeError, RecursionError) as err:
            raise PositionError("input.NOT_JSON", where="position", detail=str(err)) from None
    if not isinstance(data, dict):
        raise PositionError("input.JSON_OBJECT", where="position")
    unknown = set(data) - _TOP
    if unknown:
        raise PositionError("input.UNKNOWN_FIELD", where="position", name=sorted(unknown)[0])
    if data.get("format", FORMAT) != FORMAT:
        raise PositionError("input.FORMAT", where="format", expected=FORMAT,
                            value=repr(data.get("format")))
    name = data.get("ruleset", "classic")
    switches = data.get("switches") or {}
    if not isinstance(name, str) or not isinstance(switches, dict):
        raise PositionError("input.RULESET", where="ruleset")
    try:
        ruleset = ruleset_for(name, switches)
    except RulesetError as err:
        raise PositionError.of(err) from None
    raw_players = _list(data.get("players"), "players")
    players = tuple(_player(p, f"players[{i}]") for i, p in enumerate(raw_players))
    pile = []
    for k, entry in enumerate(_list(data.get("pile", []), "pile")):
        at = f"pile[{k}]"
        if not isinstance(entry, dict) or set(entry) != {"by", "cards"}:
            raise PositionError("input.PILE_ENTRY", where=at)
        pile.append(Play(_int(entry["by"], f"{at}.by", 0, SEATS), _cards(entry["cards"], f"{at}.cards")))
    phase = data.get("phase", "play")
    if phase not in ("play", "swap"):
        raise PositionError("input.PHASE", where="phase", value=repr(phase))
    finished = tuple(
        _int(v, f"finished[{i}]", 0, SEATS)
        for i, v in enumerate(_list(data.get("finished", []), "finished"))
    )
    result = data.get("result")
    if result is not None:
        if not isinstance(result, dict) or set(result) - {"out", "idiot"}:
            raise PositionError("input.RESULT", where="result")
        out = tuple(_int(v, f"result.out[{i}]", 0, SEATS)
                    for i, v in enumerate(_list(result.get("out", []), "result.out")))
        if finished and out != finished:
            raise PositionError("input.RESULT_FINISHED", where="result.out", out=str(list(out)),
                                finished=str(list(finished)))
        finished = out
    opening = data.get("opening")
    if opening is not None:
        opening = _rank(opening, "opening")
    phase_: Phase = phase
    position = Position(
        ruleset=ruleset,
        players=players,
        to_move=_int(data.get("to_move", 0), "to_move", 0, SEATS),
        pile=tuple(pile),
        stock=_count_or_cards(data.get("stock", 0), "stock"),
        burnt=_count_or_cards(data.get("burnt", 0), "burnt"),
        phase=phase_,
        finished=finished,
        opening=opening,
    )
    if result is not None:
        _check_result(position, result)
    validate(position)
    return p03_opening_round.as_typed(position)


def _rank(value: object, where: str) -> int:
    code = "T" if value == "10" else value.upper() if isinstance(value, str) else ""
    if len(code) != 1 or code not in RANKS:
        raise PositionError("input.RANK", where=where, value=repr(value))
    return VALUE[code + "C"]


def _check_result(position: Position, result: dict[str, Any]) -> None:
    """A position's ``result`` must agree with its cards (interchange spec 1.1, 1.2): ``out``
    holds every player without cards and no one else (checked with ``finished``,
    :func:`validate`), and ``idiot``, where given, is the one player left with cards once the
    game is over, else null."""
    out = [i for i, p in enumerate(position.players) if not p.has_cards]
    stray = [seat for seat in position.finished if seat not in out]
    if stray:
        raise PositionError("input.RESULT_HAS_CARDS", where="result.out", seat=stray[0])
    missing = [seat for seat in out if seat not in position.finished]
    if missing:
        raise PositionError("input.RESULT_LEAVES_OUT", where="result.out", seat=missing[0])
    if "idiot" not in result:
        return
    idiot = result["idiot"]
    if idiot != position.idiot:
        raise PositionError("input.RESULT_IDIOT", where="result.idiot",
                            said="null" if idiot is None else repr(idiot),
                            actual="null" if position.idiot is None else position.idiot)


def result_json(position: Position) -> dict[str, Any] | None:
    """The ``result`` field (interchange spec 1.1): the seats in the order they went out, and
    the idiot once the game is over; None while nobody has gone out (a typed table's player
    without cards, not recorded as out, is a table being set up)."""
    if not position.finished:
        return None
    return {"out": list(position.finished), "idiot": position.idiot}


def _count_or_list(cards: tuple[Card, ...]) -> int | list[Card]:
    return len(cards) if all(c == UNKNOWN for c in cards) else list(cards)


def position_to_json(position: Position) -> dict[str, Any]:
    """The position as the interchange spec's JSON object (optional fields only when used)."""
    players = []
    for p in position.players:
        entry: dict[str, Any] = {
            "name": p.name,
            "hand": list(p.hand),
            "face_up": [
                None if not stack else stack[0] if len(stack) == 1 else list(stack)
                for stack in p.face_up
            ],
            "face_down": list(p.face_down),
        }
        if p.games_played is not None:
            entry["games_played"] = p.games_played
        players.append(entry)
    out: dict[str, Any] = {
        "format": FORMAT,
        "ruleset": position.ruleset.name,
    }
    switches = position.ruleset.switches()
    if switches:
        out["switches"] = switches
    out |= {
        "players": players,
        "to_move": position.to_move,
        "pile": [{"by": play.by, "cards": list(play.cards)} for play in position.pile],
        "stock": _count_or_list(position.stock),
        "burnt": _count_or_list(position.burnt),
    }
    if position.phase != "play":
        out["phase"] = position.phase
    if position.opening is not None:
        out["opening"] = RANKS[position.opening - 2]
    result = result_json(position)
    if result is not None:
        out["result"] = result
    return out


def dumps(position: Position) -> str:
    """The position as JSON text."""
    return json.dumps(position_to_json(position), ensure_ascii=False)

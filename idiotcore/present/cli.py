"""The ``idiot`` command (also ``python -m idiotcore``): explain, apply, resolve, rules, legal,
convert, play, book. Bad input gives exit status 2 and one line on standard error, never a traceback."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from ..engine import IllegalMoveError, apply, attempt, check, legal_moves, resolve
from ..formats.jsonio import position_to_json, result_json
from ..formats.notation import read_position, to_notation
from ..lang.wording import LANGUAGES, SOURCE, phrase, speaking
from ..model.cards import CardError
from ..model.moves import MoveError, parse_move
from ..model.position import MAX_PLAYERS, Position, PositionError
from ..model.rulebook import link, lookup
from ..model.rulesets import PRESETS, RulesetError
from ..model.verdict import Verdict

BAD_INPUT = (PositionError, MoveError, CardError, RulesetError, KeyError, OSError,
             UnicodeDecodeError)


LANG_ENV = "IDIOT_LANG"
"""The environment variable that sets the command's language when ``--lang`` does not."""


class Fail(Exception):
    """A clean failure: the message goes to standard error with exit status 2."""


def _read(path: str) -> Position:
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as err:
        raise Fail(phrase("screen.FILE_UNREADABLE", path=path, error=str(err.strerror or err))
                   ) from None
    try:
        return read_position(text)
    except PositionError as err:
        raise Fail(phrase("screen.POSITION_IN", path=path, error=str(err))) from None


def _print_verdict(position: Position, verdict: Verdict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(verdict.to_json(link), ensure_ascii=False))
        return
    print(phrase("screen.CLI_LEGAL" if verdict.legal else "screen.CLI_ILLEGAL",
                 rules=tuple(verdict.rules), message=verdict.message))
    outcome = verdict.consequence
    if outcome is not None:
        names = [player.name for player in position.players]
        print(phrase("screen.CLI_CONSEQUENCE", what=outcome.words(names, mid=True),
                     rules=outcome.rules))


def _explain(args: argparse.Namespace) -> int:
    position = _read(args.position)
    move = parse_move(args.move)
    if not args.json:
        _print_verdict(position, check(position, move), False)
        return 0
    tried = attempt(position, move)
    after = None if tried.unknown else tried.after
    print(json.dumps(verdict_json(tried.verdict, after), ensure_ascii=False))
    return 0


def _apply(args: argparse.Namespace) -> int:
    position = _read(args.position)
    try:
        after = apply(position, parse_move(args.move))
    except IllegalMoveError as err:
        _print_verdict(position, err.verdict, as_json=True)
        return 1
    if args.notation:
        print(to_notation(after))
    else:
        print(json.dumps(position_to_json(after), ensure_ascii=False))
    return 0


def _resolve(args: argparse.Namespace) -> int:
    position = _read(args.position)
    verdict, after = resolve(position, parse_move(args.move))
    answer = verdict_json(verdict, after)
    print(json.dumps({"verdict": answer, "position": position_to_json(after)},
                     ensure_ascii=False))
    return 0


def verdict_json(verdict: Verdict, after: Position | None = None) -> dict[str, object]:
    """The verdict as JSON, with the game's ``result`` when the move ends it (spec 1.1)."""
    out = verdict.to_json(link)
    if after is not None and verdict.legal and after.is_over:
        out["result"] = result_json(after)
    return out


def _legal(args: argparse.Namespace) -> int:
    position = _read(args.position)
    moves = legal_moves(position, short=args.short)
    for move in moves:
        print(move)
    if moves.any_from_hand:
        print(f"# {phrase('screen.ANY_FROM_HAND', who=position.player.name)}")
    return 0


def _convert(args: argparse.Namespace) -> int:
    position = _read(args.position)
    if args.to == "json":
        print(json.dumps(position_to_json(position), ensure_ascii=False, indent=1))
    else:
        print(to_notation(position))
    return 0


def _rules(args: argparse.Namespace) -> int:
    from ..model.rulebook import RULES

    if args.id is None:
        for rule in RULES.values():
            print(f"{rule.id:6} {rule.worded()[0]}")
        return 0
    rule = lookup(args.id)  # an UnknownRule is bad input
    print("{} {}\n\n{}".format(rule.id, *rule.worded()))
    return 0


def _play(args: argparse.Namespace) -> int:
    from .terminal import play_in_terminal

    most = PRESETS[args.ruleset].max_players
    if args.opponents + 1 > most:
        raise Fail(phrase("command.TOO_MANY_OPPONENTS", ruleset=args.ruleset, most=most,
                          opponents=most - 1))

    return play_in_terminal(args.ruleset, args.opponents, args.seed, args.opponent, args.moves)


def _book(args: argparse.Namespace) -> int:
    from .book import book

    return book(args.build_only, args.port)


def _notebooks(args: argparse.Namespace) -> int:
    from .course import notebooks

    return notebooks(Path(args.into) if args.into else None, args.port, args.lab_port)


def _table(args: argparse.Namespace) -> int:
    from .course import table

    return table(args.port, args.app_port)


def _catalog(args: argparse.Namespace) -> int:
    from .catalog import DOMAINS, TRANSLATED, run  # Babel: a development dependency

    domains = list(DOMAINS) if args.domain == "all" else [args.domain]
    for line in run(args.action, domains, list(TRANSLATED)):
        print(line)
    return 0


def parser() -> argparse.ArgumentParser:
    """The command line, with one sub-command per job; each takes ``--lang``."""
    top = argparse.ArgumentParser(prog="idiot", description=phrase("command.DESCRIPTION"))
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=LANGUAGES, help=phrase("command.LANG", env=LANG_ENV))
    sub = top.add_subparsers(dest="command", required=True)
    p = sub.add_parser("explain", parents=[common], help=phrase("command.EXPLAIN"))
    p.add_argument("position", help=phrase("command.POSITION"))
    p.add_argument("move", help=phrase("command.MOVE"))
    p.add_argument("--json", action="store_true", help=phrase("command.JSON"))
    p.set_defaults(run=_explain)
    p = sub.add_parser("apply", parents=[common], help=phrase("command.APPLY"))
    p.add_argument("position")
    p.add_argument("move")
    p.add_argument("--notation", action="store_true", help=phrase("command.NOTATION"))
    p.set_defaults(run=_apply)
    p = sub.add_parser("resolve", parents=[common], help=phrase("command.RESOLVE"))
    p.add_argument("position")
    p.add_argument("move")
    p.set_defaults(run=_resolve)
    p = sub.add_parser("legal", parents=[common], help=phrase("command.LEGAL"))
    p.add_argument("position")
    p.add_argument("--short", action="store_true", help=phrase("command.SHORT"))
    p.set_defaults(run=_legal)
    p = sub.add_parser("convert", parents=[common], help=phrase("command.CONVERT"))
    p.add_argument("position")
    p.add_argument("--to", choices=("json", "notation"), default="notation")
    p.set_defaults(run=_convert)
    p = sub.add_parser("rules", parents=[common], help=phrase("command.RULES"))
    p.add_argument("id", nargs="?")
    p.set_defaults(run=_rules)
    p = sub.add_parser("play", parents=[common], help=phrase("command.PLAY"))
    p.add_argument("--ruleset", choices=sorted(PRESETS), default="classic")
    p.add_argument("--opponents", type=int, choices=range(1, MAX_PLAYERS), default=2)
    p.add_argument("--opponent", choices=("greedy", "random"), default="greedy")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--moves", help=phrase("command.MOVES"))
    p.set_defaults(run=_play)
    p = sub.add_parser("book", parents=[common], help=phrase("command.BOOK"))
    p.add_argument("--build-only", metavar="DIR", help=phrase("command.BUILD_ONLY"))
    p.add_argument("--port", type=int, default=8000)
    p.set_defaults(run=_book)
    p = sub.add_parser("notebooks", parents=[common], help=phrase("command.NOTEBOOKS"))
    p.add_argument("--into", metavar="DIR", help=phrase("command.INTO"))
    p.add_argument("--port", type=int, default=8000, help=phrase("command.BOOK_PORT"))
    p.add_argument("--lab-port", type=int, default=8888)
    p.set_defaults(run=_notebooks)
    p = sub.add_parser("table", parents=[common], help=phrase("command.TABLE"))
    p.add_argument("--port", type=int, default=8000, help=phrase("command.BOOK_PORT"))
    p.add_argument("--app-port", type=int, default=2718)
    p.set_defaults(run=_table)
    p = sub.add_parser("catalog", parents=[common], help=phrase("command.CATALOG"))
    p.add_argument("action", choices=("extract", "update", "compile", "stats"),
                   help=phrase("command.CATALOG_ACTION"))
    p.add_argument("--domain", choices=("idiotcore", "lessons", "all"), default="all",
                   help=phrase("command.CATALOG_DOMAIN"))
    p.set_defaults(run=_catalog)
    return top


def _language(argv: Sequence[str]) -> str:
    """The language asked for: ``--lang``, else the environment's :data:`LANG_ENV`, else
    English (never the system's ``LANG``: a script on a Norwegian machine gets English unless
    it asks)."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    return os.environ.get(LANG_ENV) or SOURCE


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; exit 0 (answered), 1 (illegal move for apply), 2 (bad input)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = _language(argv)
    if lang not in LANGUAGES:
        print(f"idiot: {phrase('command.BAD_LANG', code=lang, names=LANGUAGES)}", file=sys.stderr)
        return 2
    with speaking(lang):
        return _main(argv)


def _main(argv: Sequence[str]) -> int:
    args = parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except Fail as err:
        print(f"idiot: {err}", file=sys.stderr)
        return 2
    except BAD_INPUT as err:
        text = err.args[0] if type(err) is KeyError and err.args else err
        print(f"idiot: {text}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return code


if __name__ == "__main__":
    sys.exit(main())

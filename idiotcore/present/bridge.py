"""What every page bridge shares: the limits on input, reading a position, the answer as one
JSON string that never raises, and the views of a table the pages draw."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator
from typing import Any

from ..formats.jsonio import position_to_json
from ..formats.notation import read_position, to_notation
from ..lang.wording import LANGUAGES, catalogue, current_language, phrase, speaking
from ..model.cards import CardError
from ..model.errors import InputError
from ..model.moves import MoveError
from ..model.position import MIN_PLAYERS, Position, PositionError, full_deck
from ..model.rulebook import RULES, url
from ..model.rulesets import PRESETS, RulesetError
from .render import table_svg

MAX_POSITION_TEXT = 20_000
"""Longest position text accepted (a full five-player table in JSON is about 3,000)."""
MAX_MOVE_TEXT = 300
"""Longest move text accepted."""
BAD_INPUT = (PositionError, MoveError, CardError, RulesetError, ValueError)


class Refused(InputError):
    """Input refused before it reaches the engine (its key a ``screen.*`` template)."""


_PAGE_LANGUAGE = ["en"]
"""The language the page's answers are worded in (:func:`speak`)."""


def speak(language: str) -> str:
    """Word every answer from now on in ``language`` (a page calls it once, with its own
    ``lang``): ``{"language"}``, or ``{"error"}`` for a language the engine does not speak.

    >>> speak("xx")
    '{"error": "language: choose one of en, nb"}'
    """
    def work() -> dict[str, str]:
        if language not in LANGUAGES:
            raise Refused("screen.CHOOSE", where="language", names=LANGUAGES)
        _PAGE_LANGUAGE[0] = language
        return {"language": language}
    return answer(work)


@contextlib.contextmanager
def addressing(p: Position, seat: int | None, language: str | None = None) -> Iterator[None]:
    """Word what is said inside in ``language`` (None: the one in force), in the second person
    for ``seat`` (the person on the Play page or in the terminal game, the learner; None or a
    seat the table does not have: nobody)."""
    name = p.players[seat].name if seat is not None and 0 <= seat < len(p.players) else None
    with speaking(language, viewer=name):
        yield


def answer(work: Callable[[], object]) -> str:
    """Run ``work`` and return its result as JSON, or ``{"error": …}``, worded in the page's
    language (:func:`speak`); never raise."""
    with speaking(_PAGE_LANGUAGE[0]):
        return _answer(work)


def _answer(work: Callable[[], object]) -> str:
    try:
        return json.dumps(work(), ensure_ascii=False)
    except (Refused, *BAD_INPUT) as err:
        return error(str(err) or type(err).__name__)
    except RecursionError:
        return error(phrase("screen.TOO_DEEP"))
    except MemoryError:
        return error(phrase("screen.TOO_LARGE"))
    except Exception as err:  # the engine failed: say so, never raise into JavaScript
        return error(phrase("screen.ENGINE_FAILED", kind=type(err).__name__, detail=str(err)))


def page_words(language: str = "en") -> dict[str, str]:
    """The templates the pages' JavaScript fills itself (keys ``page.*``, plain ``{slot}``s),
    in ``language``: the site writes them into each app page, so that they are there before the
    engine has started (its failing to start is worded too).

    >>> page_words()["page.YOUR_TURN"]
    'Your turn.'
    """
    return {key: text for key, text in catalogue(language).items() if key.startswith("page.")}


def page_catalogue(language: str | None = None) -> dict[str, object]:
    """The pages' words in ``language`` (None: the language in force) as one catalogue, in the
    shape of Sphinx's ``Documentation.addTranslations``: ``{"locale", "plural_expr",
    "messages"}`` (the messages are :func:`page_words`; Norwegian counts like English).

    >>> catalogue = page_catalogue("en")
    >>> catalogue["locale"], catalogue["plural_expr"], catalogue["messages"]["page.YOUR_TURN"]
    ('en', '(n != 1)', 'Your turn.')
    """
    lang = language or current_language()
    return {"locale": lang, "plural_expr": "(n != 1)", "messages": page_words(lang)}


def error(message: str) -> str:
    return json.dumps({"error": message[:500]}, ensure_ascii=False)


def text_arg(value: object, what: str, limit: int) -> str:
    if not isinstance(value, str):
        raise Refused("screen.TEXT_EXPECTED", where=what, kind=type(value).__name__)
    if len(value) > limit:
        raise Refused("screen.TEXT_TOO_LONG", where=what, length=len(value), limit=limit)
    if not value.strip():
        raise Refused("screen.NOTHING_GIVEN", where=what)
    return value


def read_table(text: object) -> Position:
    return read_position(text_arg(text, "position", MAX_POSITION_TEXT))


def deck_left(p: Position) -> dict[str, int]:
    """Every card of the position's deck, with how many of it are not yet on the table (the
    Table page greys out the cards already used).

    >>> left = deck_left(read_position("classic/0/A:7H::;B:xx::/-/0/0"))
    >>> len(left), left["7H"], left["8H"], "RJ" in left
    (52, 0, 1, False)
    """
    left = p.unseen()
    return {card: left[card] for card in full_deck(p.ruleset, len(p.players))}


def describe(p: Position) -> dict[str, Any]:
    return {
        "notation": to_notation(p),
        "position": position_to_json(p),
        "table_svg": table_svg(p),
        "names": [player.name for player in p.players],
        "to_move": p.to_move,
        "ruleset": p.ruleset.name,
        "over": p.is_over,
    }


def table_view(p: Position) -> dict[str, Any]:
    """The Table page's view of a position: its description and the cards left in the deck."""
    return {**describe(p), "deck_left": deck_left(p)}



def rule_links(rules: list[str], base: str) -> list[dict[str, str]]:
    return [{"rule": r, "title": RULES[r].worded()[0], "href": base + url(r)} for r in rules if r in RULES]


def deal_request(ruleset: object, count: object, seed: object, what: str
                  ) -> tuple[str, int, str | None]:
    """A new game's ruleset, number of ``what`` (players or seats) and seed, as sent by a
    page, checked: each refusal names the field."""
    if not isinstance(ruleset, str) or ruleset not in PRESETS:
        raise Refused("screen.CHOOSE", where="ruleset", names=tuple(PRESETS))
    if isinstance(count, bool) or not isinstance(count, int | float | str):
        raise Refused("screen.GIVE_COUNT", where=what, what=what)
    try:
        number = int(count)
    except ValueError:
        raise Refused("input.NOT_A_NUMBER", where=what, word=str(count)) from None
    most = PRESETS[ruleset].max_players
    if not MIN_PLAYERS <= number <= most:
        raise Refused("screen.SEATS_RANGE", where=what, ruleset=ruleset, low=MIN_PLAYERS,
                      high=most)
    check_seed(seed)
    return ruleset, number, None if seed is None else str(seed)[:100]


def check_seed(seed: object) -> None:
    """A game's seed as a page sends it: None, a number or a word.

    :raises Refused: for anything else.
    """
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | float | str)):
        raise Refused("screen.SEED", where="seed")

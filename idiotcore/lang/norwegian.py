"""Norwegian (bokmål) grammar for the wording layer. A verb has one form for every person, so a
Norwegian template writes its verb in its own words (``{who:does tar opp}``: "Bo tar opp", "Du
tar opp"); the viewer (:func:`~idiotcore.lang.wording.speaking`) is "du". A possessive agrees
with its noun, so a template names both forms it needs, the player's and the viewer's
(``{who:their sine dine}``: "sine kort" / "dine kort"; ``{who:whose din}``: "Bos" / "din").

>>> from idiotcore.lang.wording import speaking
>>> with speaking("nb", viewer="Ada"):
...     does("Ada", "tar opp"), does("Bo", "tar opp", mid=True), whose("Bo", "din"), whose("Ada", "din")
('Du tar opp', 'Bo tar opp', 'Bos', 'din')
>>> whose("Mons", "din"), thousands(101136)
("Mons'", '101\\xa0136')
"""

from __future__ import annotations

from .move_words import LANGUAGE, spoken
from .wording import Filler, noun, register_fillers, viewer

__all__ = ["does", "thousands", "whose"]


def _addressed(who: str) -> bool:
    return who == viewer()


def does(who: str, verb: str, *, mid: bool = False) -> str:
    """``who`` and ``verb`` as the template writes it: ``du`` for the viewer (``Du`` at the
    start of a sentence, unless ``mid``)."""
    if _addressed(who):
        return f"{'du' if mid else 'Du'} {verb}"
    return f"{who} {verb}"


def _named(who: str) -> str:
    return "du" if _addressed(who) else who


def _forms(argument: str, default: str) -> tuple[str, str]:
    """A possessive's forms, the player's and the viewer's (``"sine dine"``)."""
    words = (argument or default).split()
    return (words[0], words[-1])


def whose(who: str, argument: str = "", *, start: bool = False) -> str:
    """``who``'s: the name with its genitive s (``Bos``, ``Mons'``), or the viewer's possessive
    (``argument``'s last word, ``din`` unless it says)."""
    if _addressed(who):
        word = _forms(argument, "din")[1]
        return word.capitalize() if start else word
    return who + ("'" if who[-1:].lower() in ("s", "x", "z") else "s")


def _their(who: str, argument: str) -> str:
    third, second = _forms(argument, "sin din")
    return second if _addressed(who) else third


def _agree(count: object, forms: str) -> str:
    """A verb has no number in Norwegian: the form written (the first for one, the last else)."""
    words = forms.split()
    return words[0] if count == 1 else words[-1]


def thousands(count: int) -> str:
    """A count with a space between the thousands (a no-break space, as Norwegian writes it)."""
    return f"{count:,}".replace(",", "\u00a0")


FILLERS: dict[str, Filler] = {
    "does": lambda who, verb: does(str(who), verb),
    "mid_does": lambda who, verb: does(str(who), verb, mid=True),
    "form": lambda who, verb: verb,
    "named": lambda who, _: _named(str(who)),
    "their": lambda who, argument: _their(str(who), argument),
    "they": lambda who, _: _named(str(who)),
    "whose": lambda who, argument: whose(str(who), argument),
    "whose_start": lambda who, argument: whose(str(who), argument, start=True),
    "whose_alone": lambda who, argument: whose(str(who), argument),
    "plural": lambda count, singular: f"{count} {noun(int(count), singular)}",  # type: ignore[arg-type]
    "agree": _agree,
    "thousands": lambda count, _: thousands(int(count)),  # type: ignore[arg-type]
    "move": lambda move, _: spoken(str(move), LANGUAGE),
}
"""How Norwegian words a player, a count, a verb and a move to type (its Norwegian verbs)."""
register_fillers(("nb",), FILLERS)

"""Moves typed in Norwegian: the verbs a Norwegian player types, read as the English move text
the interchange spec defines (which stays the one a link or a program writes). A typed move may
use either; ``legg 4C gi 9H til Bo`` is ``play 4C give 9H to Bo``.

>>> english_words("legg 4C gi 9H til Bo".split())
['play', '4C', 'give', '9H', 'to', 'Bo']
>>> english_words(["ta", "opp"]), english_words("meld titt Bo 2".split())
(['pickup'], ['report', 'peek', 'Bo', '2'])
>>> english_words(["play", "7H"])  # English stays as it is
['play', '7H']

A move shown to a Norwegian player (a button) reads with the same verbs, so it can be typed as
it reads:

>>> spoken("play 4C give 9H to Bo", "nb")
'legg 4C gi 9H til Bo'
>>> spoken("pickup", "nb"), spoken("pickup", "en")
('ta opp', 'pickup')
"""

from __future__ import annotations

__all__ = ["LANGUAGE", "PHRASES", "VERBS", "english_words", "spoken"]

LANGUAGE = "nb"
"""The language of these verbs."""
VERBS = {
    "legg": "play", "snu": "flip", "flipp": "flip", "sjanse": "sjanse", "ferdig": "done",
    "bytt": "swap", "samle": "collect", "krev": "claim", "meld": "report",
}
"""A one-word Norwegian verb, and the move it is."""
PHRASES = {("ta", "opp"): "pickup", ("stå", "over"): "pass", ("bli", "med"): "join"}
"""A two-word Norwegian verb, and the move it is."""
PLAY_WORDS = {"gi": "give", "kast": "throw"}
"""The words inside a play: a black four's gift, a red four's throw."""
TO = ("til", "to")
EVENTS = {"feilflipp": "bad_flip", "spørsmål": "question", "titt": "peek"}
"""What a report names (§18, §21, §20.3), in Norwegian."""


def english_words(words: list[str]) -> list[str]:
    """The words of a typed move, with its Norwegian verbs read as the English ones."""
    if not words:
        return words
    pair = tuple(w.lower() for w in words[:2])
    if pair in PHRASES:
        return [PHRASES[pair], *words[2:]]
    verb = VERBS.get(words[0].lower())
    if verb is None:
        return words
    rest = list(words[1:])
    if verb == "play":
        lower = [w.lower() for w in rest]
        for norwegian, english in PLAY_WORDS.items():
            if norwegian in lower:
                k = lower.index(norwegian)
                rest[k] = english
                if english == "give" and len(rest) > k + 2 and rest[k + 2].lower() == TO[0]:
                    rest[k + 2] = TO[1]
    if verb == "report" and rest:
        rest[0] = EVENTS.get(rest[0].lower(), rest[0])
    return [verb, *rest]


_SPOKEN = {english: norwegian for norwegian, english in VERBS.items() if norwegian != "flipp"}
_SPOKEN.update({english: " ".join(words) for words, english in PHRASES.items()})
_SPOKEN_IN_PLAY = {english: norwegian for norwegian, english in PLAY_WORDS.items()}
_SPOKEN_EVENTS = {english: norwegian for norwegian, english in EVENTS.items()}


def spoken(move: str, language: str) -> str:
    """An English move text as a player of ``language`` reads (and may type) it: its verbs in
    Norwegian for :data:`LANGUAGE`, as it is in any other language."""
    if language != LANGUAGE or not move:
        return move
    verb, *rest = move.split()
    if verb == "play":
        rest = [_SPOKEN_IN_PLAY.get(w, TO[0] if w == TO[1] else w) for w in rest]
    if verb == "report" and rest:
        rest[0] = _SPOKEN_EVENTS.get(rest[0], rest[0])
    return " ".join([_SPOKEN.get(verb, verb), *rest])

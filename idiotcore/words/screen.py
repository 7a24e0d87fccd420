"""What the screens say that is no rule's: the labels, prompts and notes of the pages, the
terminal game and the pictures, by language and key (``screen.*``)."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {"en": {
}}

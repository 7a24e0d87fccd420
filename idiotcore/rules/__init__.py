"""The rules, one module per paragraph or rule group, where a reader looks for them.

- ``rules/extreme/sNN_name.py``: Extreme Idiot's paragraphs (``s13_king``: §13);
- ``rules/classic/cNN_name.py``: the classic rules of Norske kortspill (C1-C14);
- ``rules/optional/oN_name.py``: the classic optional rules O1-O8, each with its switch;
- ``rules/portuguese/pN_name.py``: the Portuguese version (P1-P10);
- ``rules/house/hN_name.py``: house rules H1-H2, each with its switch.

A rule module says, for its rule, what it refuses (a function returning the refusal's
:class:`~idiotcore.model.verdict.Code`, or a :class:`~idiotcore.model.verdict.Reason`: data, the code, the
rule id and the cards and players involved), what it does when laid (its effect as data), and
its sentences: ``WORDS``, the templates by language and key (see :mod:`idiotcore.lang.wording`),
keys starting with the module's short name and the code (``"s13.KING_ONLY"``). Its docstring
says, in one line, which rule it implements; ``RULE`` is the id (a named value of
:class:`idiotcore.model.rulebook.R`) and ``CODES`` the codes it gives.

A rank's module also builds its power (``POWER``, :class:`idiotcore.model.powers.Power`): what
the card does when laid, what may follow it, the words of its refusals; the mechanism looks
powers up by rank and by demand and names no module (a game lists its powers,
:mod:`idiotcore.judge.games`).

To add a house rule that changes a card's power: a switch in
:class:`idiotcore.model.rulesets.Ruleset`, a module in ``rules/house/`` that ends in
``HOUSE = HouseRule(SWITCH, Power(...))`` (``rules/house/h1_low_after_seven.py`` shows the
shape), the house rule in its game's ``house_rules``, and its name in ``_NAMES`` below, so that
:data:`MODULES` holds it and its sentences are registered with the wording layer (a test
checks that every module here is listed).
"""

from __future__ import annotations

import importlib
from types import ModuleType

from ..lang.wording import register

_NAMES = (
    "extreme.s01_at_least_as_high",
    "extreme.s01_course_of_play",
    "extreme.s02_two",
    "extreme.s03_three",
    "extreme.s04_four",
    "extreme.s05_five",
    "extreme.s06_six",
    "extreme.s07_seven",
    "extreme.s08_eight",
    "extreme.s09_nine",
    "extreme.s10_ten",
    "extreme.s11_jack",
    "extreme.s12_queen",
    "extreme.s13_king",
    "extreme.s15_joker",
    "extreme.s16_no_childrens_rules",
    "extreme.s18_bad_flip",
    "extreme.s19_burning",
    "extreme.s20_mistakes",
    "extreme.s21_stupid_question",
    "extreme.s22_joining",
    "extreme.s23_out_of_turn",
    "extreme.s25_time_limit",
    "extreme.s27_stuck_queens",
    "extreme.s27_going_round",
    "classic.c03_ranking",
    "classic.c04_opener",
    "classic.c05_at_least_as_high",
    "classic.c06_c11_c13_after_play",
    "classic.c08_sjanse",
    "classic.c09_two",
    "classic.c10_burning",
    "classic.c14_illegal_attempts",
    "optional.o1_jokers_as_tens",
    "optional.o2_collecting",
    "optional.o3_swap",
    "optional.o5_tens_below_ten",
    "optional.o7_extra_after_two",
    "optional.o8_sequences",
    "house.h1_low_after_seven",
    "house.h2_jack_colour",
    "portuguese.p03_opening_round",
    "portuguese.p04_draw_continue",
    "portuguese.p05_two",
    "portuguese.p06_burning",
    "portuguese.p09_last_hand_with_table",
)

MODULES: tuple[ModuleType, ...] = tuple(importlib.import_module(f"{__name__}.{name}")
                                        for name in _NAMES)
"""Every rule module, in rulebook order; each registers its ``WORDS`` with the wording layer."""
for _module in MODULES:
    register(_module.WORDS)

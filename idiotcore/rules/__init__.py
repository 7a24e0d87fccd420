"""The rules, one module per paragraph or rule group, where a reader looks for them.

- ``rules/extreme/sNN_name.py``: Extreme Idiot's paragraphs (``s13_king``: §13);
- ``rules/classic/cNN_name.py``: the classic rules of Norske kortspill (C1-C14);
- ``rules/optional/oN_name.py``: the classic optional rules O1-O8, each with its switch;
- ``rules/portuguese/pN_name.py``: the Portuguese version (P1-P10).

A rule module says, for its rule, what it refuses (a function returning the refusal's
:class:`~idiotcore.verdict.Code`, or a :class:`~idiotcore.verdict.Reason`: data, the code, the
rule id and the cards and players involved), what it does when laid (its effect as data), and
its sentences: ``WORDS``, the templates by language and key (see :mod:`idiotcore.wording`),
keys starting with the module's short name and the code (``"s13.KING_ONLY"``). Its docstring
says, in one line, which rule it implements; ``RULE`` is the id (a named value of
:class:`idiotcore.rulebook.R`) and ``CODES`` the codes it gives.

To add a house rule: a switch in :class:`idiotcore.rulesets.Ruleset`, and a module here that
decides it and words it (``rules/optional/o5_tens_below_ten.py`` shows the shape: the switch
``tens_below_ten``, its refusal, its notes); the judge asks the module where the switch is on,
and :data:`MODULES` lists it so its sentences are found.
"""

from __future__ import annotations

from types import ModuleType

from .classic import (
    c03_ranking,
    c04_opener,
    c05_at_least_as_high,
    c06_c11_c13_after_play,
    c08_sjanse,
    c09_two,
    c10_burning,
    c14_illegal_attempts,
)
from .extreme import (
    s01_at_least_as_high,
    s01_course_of_play,
    s02_two,
    s03_three,
    s04_four,
    s05_five,
    s06_six,
    s07_seven,
    s08_eight,
    s09_nine,
    s10_ten,
    s11_jack,
    s12_queen,
    s13_king,
    s15_joker,
    s16_no_childrens_rules,
    s18_bad_flip,
    s19_burning,
    s20_mistakes,
    s21_stupid_question,
    s22_joining,
    s23_out_of_turn,
    s25_time_limit,
    s27_stuck_queens,
)
from .optional import (
    o1_jokers_as_tens,
    o2_collecting,
    o3_swap,
    o5_tens_below_ten,
    o7_extra_after_two,
    o8_sequences,
)
from .portuguese import (
    p03_opening_round,
    p04_draw_continue,
    p05_two,
    p06_burning,
    p09_last_hand_with_table,
)

MODULES: tuple[ModuleType, ...] = (
    s01_at_least_as_high,
    s01_course_of_play,
    s02_two,
    s03_three,
    s04_four,
    s05_five,
    s06_six,
    s07_seven,
    s08_eight,
    s09_nine,
    s10_ten,
    s11_jack,
    s12_queen,
    s13_king,
    s15_joker,
    s16_no_childrens_rules,
    s18_bad_flip,
    s19_burning,
    s20_mistakes,
    s21_stupid_question,
    s22_joining,
    s23_out_of_turn,
    s25_time_limit,
    s27_stuck_queens,
    c03_ranking,
    c04_opener,
    c05_at_least_as_high,
    c06_c11_c13_after_play,
    c08_sjanse,
    c09_two,
    c10_burning,
    c14_illegal_attempts,
    o1_jokers_as_tens,
    o2_collecting,
    o3_swap,
    o5_tens_below_ten,
    o7_extra_after_two,
    o8_sequences,
    p03_opening_round,
    p04_draw_continue,
    p05_two,
    p06_burning,
    p09_last_hand_with_table,
)
"""Every rule module, in rulebook order (the wording layer reads their ``WORDS``)."""

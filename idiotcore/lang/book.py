"""What the rulebook site's extension (``docs/_ext/idiotbook*.py``) writes into the pages when the
site is built: the worked examples' labels and notes (and the note in their place when one can't
be decided), a rule's box (table conduct, the lessons to practise it), the folded blocks' titles,
"Referred to by", and the Extreme placement matrix's caption, headings and hover texts, by
language and key (``book.*``); slots as in :mod:`idiotcore.lang.wording`.

A slot is plain text; the extension escapes the sentence for HTML (or puts it in a text node).
Where a move or a position in notation sits in a sentence (``{move}``, ``{notation}``), the page
shows it as code there. What the build says to the person who builds the site (its log, its
progress lines) is no reader's and stays in English, in the extension.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {"en": {
    # A worked example (``idiot-example``).
    "book.BEFORE": "Before",
    "book.AFTER": "After",
    "book.MOVE_BY": "Move by {who}: {move}",
    "book.UNCHANGED": "After: the table is unchanged.",
    "book.POSITION": "Position: {notation}",
    "book.OPEN_ON_TABLE": "open on the table",
    "book.DISAGREES": "The engine disagrees with this example: {problems}",
    "book.UNDECIDED": "This example could not be decided: {error}",
    # A rule's box (``idiot-rule``).
    "book.CONDUCT": "A rule of table conduct: the engine cannot observe it.",
    "book.PRACTISE": "Practise this rule:",
    # The folded blocks, and the list at the end of a rule's page.
    "book.FOR_REFEREES": "For referees",
    "book.FOR_REFEREES_ON": "For referees: {what}",
    "book.MORE_EXAMPLES": "More examples ({count})",
    "book.MORE_EXAMPLES_ON": "More examples: {what} ({count})",
    "book.REFERRED_TO_BY": "Referred to by",
    # The Extreme placement matrix (``idiot-placement-matrix``): the tops of the pile (a
    # column's heading, and the words of its hover text; a plain rank's are the grammar's,
    # ``grammar.A_RANK_*``), and each cell's hover text.
    "book.MATRIX_CAPTION": "Card played (rows) on the top of the pile (columns), Extreme Idiot. "
                           "Each cell links to the first rule the engine cites; hover for its "
                           "verdict.",
    "book.MATRIX_CORNER": "played ↓ / top →",
    "book.MATRIX_JOKER": "joker",
    "book.MATRIX_CELL": "{card:card} on {top}: {verdict}",
    "book.TOP_EMPTY": "empty",
    "book.TOP_EMPTY_NOTE": "an empty pile",
    "book.TOP_OWN_TWO_NOTE": "your own 2 (§2: the card you owe on it)",
    "book.TOP_FIVE_ON_EMPTY": "5 on empty",
    "book.TOP_FIVE_ON_EMPTY_NOTE": "a 5 on an empty pile",
    "book.TOP_FIVE_ON_THREE": "5 on a 3",
    "book.TOP_FIVE_ON_THREE_NOTE": "a 5 on a 3",
    "book.TOP_FIVE_ON_KING": "5 on a K",
    "book.TOP_FIVE_ON_KING_NOTE": "a 5 on a king",
    "book.TOP_EIGHT_NOTE": "an 8 (laid alone)",
    "book.TOP_NINE_NOTE": "a 9 (a single card never answers it)",
    "book.TOP_JACK_SAME_NOTE": "a jack of hearts (the suit of the card played)",
    "book.TOP_JACK_OTHER_NOTE": "a jack of spades (another suit)",
    # The site itself: its name, the editions' switch, and the tables of contents of the pages
    # only the English edition has (``idiot-english-pages``).
    "book.PROJECT": "Idiot and Extreme Idiot",
    "book.SITE_TITLE": "Idiot & Extreme Idiot: the rulebook",
    "book.COPYRIGHT": "2026, the idiotcore authors",
    "book.LANGUAGE_NAME": "English",
    "book.OTHER_LANGUAGES": "This page in another language",
    "book.TOC_COURSE": "Course",
    "book.TOC_CONTRIBUTING": "Contributing",
    "book.IN_ENGLISH": "These pages are in English only.",
    # The theme's labels and icon titles that its templates write in English whatever the
    # language (``{title}``: a section's title in the navigation).
    "book.THEME_NAVIGATION": "Toggle site navigation sidebar",
    "book.THEME_CONTENTS": "Toggle table of contents sidebar",
    "book.THEME_COLOURS": "Toggle Light / Dark / Auto color theme",
    "book.THEME_SECTION": "Toggle navigation of {title}",
    "book.THEME_CONTENTS_ICON": "Contents",
    "book.THEME_MENU": "Menu",
    "book.THEME_EXPAND": "Expand",
    "book.THEME_LIGHT": "Light mode",
    "book.THEME_DARK": "Dark mode",
    "book.THEME_AUTO_LIGHT": "Auto light/dark, in light mode",
    "book.THEME_AUTO_DARK": "Auto light/dark, in dark mode",
}}

"""What the app pages' HTML says before their script runs: the headings, labels, buttons and
aria-labels the site's extension (``docs/_ext/idiottable_markup.py``) writes into the Table, Play and
Learn pages, by language and key (``site.*``). The extension escapes them for HTML; a slot is
plain text (a name, a number).
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {"en": {
    # Every app page.
    "site.LOADING": "Loading the engine (Python in your browser, from this site's own files)…",
    "site.NEEDS_JAVASCRIPT": "The {page} page needs JavaScript: it runs the rules engine in "
                             "your browser.",
    "site.TABLE_PAGE": "Table",
    "site.PLAY_PAGE": "Play",
    "site.LEARN_PAGE": "Learn",
    "site.RULESET_EXTREME": "{ruleset} (Extreme Idiot)",
    "site.RULESET_CLASSIC": "{ruleset} (Idiot)",
    "site.RULESET": "Ruleset",
    "site.RULES_CITED": "Rules cited:",
    "site.YOUR_CARDS": "your cards",
    "site.PLAY_SELECTED": "Play the selected",
    "site.UNSELECT": "Unselect",
    "site.GIVE_TO_WHOM": "the players who may get the card",
    # The Table page.
    "site.THE_TABLE": "The table",
    "site.PLAYERS": "Players",
    "site.DEAL": "Deal",
    "site.EMPTY_TABLE": "Empty table",
    "site.POSITION": "Position:",
    "site.PASTE": "Paste a position (JSON or notation)",
    "site.SET_UP": "Set up this position",
    "site.BUILD": "Build the table by tapping cards",
    "site.THE_MOVE": "The move",
    "site.MOVE": "Move",
    # The examples in the empty move boxes: a move as the reader types it.
    "site.MOVE_EXAMPLE": "play 7H",
    "site.CLAIM_EXAMPLE": "claim 2",
    "site.CHECK": "Check",
    "site.LIST_LEGAL": "List the legal moves",
    "site.STEP_BACK": "Step back",
    "site.COPY_LINK": "Copy link",
    "site.LINK": "Link",
    "site.THE_VERDICT": "The verdict",
    "site.AFTER": "After:",
    "site.GO_ON": "Go on from the table after the move",
    # The Play page.
    "site.THE_GAME": "The game",
    "site.SEATS": "Seats",
    "site.SEATS_OPTION": "{seats} (you + {others})",
    "site.SEATS_NOTE": "You and {fewest} to {usual} computer opponents (up to {most} in "
                       "{rulesets:commas}).",
    "site.NEW_GAME": "New game",
    "site.CLEAR_SAVED": "Clear the saved game",
    "site.YOUR_MOVE": "Your move",
    "site.PLAY_REST": "You are out: play the rest at once",
    "site.YOUR_LEGAL_MOVES": "your legal moves",
    "site.OR_TYPE": "Or type a move",
    "site.MAKE_MOVE": "Make this move",
    "site.THE_LOG": "the log of the game",
    "site.OPEN_ON_TABLE": "Open this moment on the Table page",
    "site.AS_YOU_KNOW_IT": "(as you may know it: the other hands and the face-down cards unknown "
                           "until the game is over).",
    "site.NOTATION_AS_KNOWN": "The position in notation (as you may know it)",
    # The Learn page.
    "site.GOAL": "Goal:",
    "site.THE_RULE": "The rule:",
    "site.TAP_THEN_PLAY": "Your cards (tap them, then Play):",
    "site.OTHER_MOVES": "other moves",
    "site.OR_TYPE_MORE": "Or type a move (a claim, a report, a join …):",
    "site.TRY_IT": "Try it",
    "site.AGAIN": "Start this lesson again",
    "site.NEXT": "Next lesson",
    "site.ALL_LESSONS": "All lessons",
    "site.HOW_IT_WORKS": "How the lessons work",
    "site.FORGET": "Forget my progress",
    # The web app manifest.
    "site.SHORT_NAME": "Idiot",
    # The course's pages.
    "site.DOWNLOAD_CHAPTER": "Download this chapter as a notebook",
    "site.DOWNLOAD_HOW": "(or open the whole course with ./run notebooks from a checkout: the "
                         "widgets come alive, and every picture below opens its table on the "
                         "Table page).",
    "site.DESCRIPTION": "The rulebook of Idiot and Extreme Idiot, with the engine in the page.",
}}

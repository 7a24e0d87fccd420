"""What the ``idiot`` command says of itself: its ``--help`` texts (the description of each
sub-command and argument) and its own refusals of an argument, by language and key
(``command.*``). argparse's own words (``usage:``, ``options:``) are argparse's.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {"en": {
    "command.DESCRIPTION": "The rules of Idiot and Extreme Idiot: ask whether a move is legal, "
                           "and why.",
    "command.POSITION": "position file (JSON or notation), or - for stdin",
    "command.MOVE": "move text, e.g. 'play 7H'",
    "command.EXPLAIN": "is MOVE legal in the position, and why",
    "command.JSON": "answer as JSON",
    "command.APPLY": "print the position after MOVE",
    "command.NOTATION": "print compact notation, not JSON",
    "command.RESOLVE": "the verdict on MOVE and the table afterwards, as JSON (the move applied, "
                       "or its consequence carried out)",
    "command.LEGAL": "list the legal moves of the player to move",
    "command.SHORT": "Extreme: a 2 alone and ladders one card per rank (a big hand can have "
                     "millions of moves in full)",
    "command.CONVERT": "convert a position between JSON and notation",
    "command.RULES": "print a rule by id (e.g. 7, §4.2, C5), or list them all",
    "command.PLAY": "play a game in the terminal against the computer",
    "command.MOVES": "a file of moves to play instead of asking (for demos)",
    "command.BOOK": "build the rulebook site and serve it on 127.0.0.1",
    "command.BUILD_ONLY": "build into DIR and stop",
    "command.NOTEBOOKS": "open the course in JupyterLab, on a working copy, with the rulebook "
                         "served beside it",
    "command.INTO": "the working copy's folder (default: ~/idiot-course)",
    "command.BOOK_PORT": "the port the rulebook is served on (0: any free port)",
    "command.TABLE": "open the table app (marimo), with the rulebook served beside it",
    "command.NO_BOOK_TOOLS": "the rulebook's build tools are not installed (pip install -e "
                             "'.[docs]'): its links will lead nowhere",
    "command.BUILDING": "Building the rulebook site into {where}…",
    "command.BUILD_FAILED": "the rulebook did not build (see above): its links will lead "
                            "nowhere",
    "command.SERVING_BOOK": "The rulebook is served at {address}",
    "command.NO_JUPYTER": "JupyterLab is not installed: pip install -e '.[notebooks]'",
    "command.COURSE_COPY": "The course's working copy is {where} ({count} notebooks copied now; "
                           "those already there are kept)",
    "command.LANG": "the language of what the command says: en (English, the default) or nb "
                    "(Norwegian bokmål); the environment variable {env} sets it too",
    "command.BAD_LANG": "unknown language {code}: choose one of {names:commas}",
    "command.CATALOG": "the translators' catalogues: extract the .pot, update the .po files, "
                       "compile the .mo files, or count what is translated",
    "command.CATALOG_ACTION": "extract, update, compile or stats",
    "command.CATALOG_DOMAIN": "the engine's sentences (idiotcore), the lessons, or all",
    "command.CATALOG_STATS": "{domain} {code}: {translated}/{total} translated, {fuzzy} fuzzy, "
                             "{untranslated} untranslated, {stale} not merged yet",
    "command.TOO_MANY_OPPONENTS": "--opponents: {ruleset} takes at most {most} players, so "
                                  "{opponents} opponents",
}}

"""What the course says that is no rule's: the labels, buttons, questions, answers and still
pictures of the notebooks' widgets (``notebooks/idiot_widgets/``) and the table app
(``notebooks/table.py``, marimo), by language and key (``course.*``); slots as in
:mod:`idiotcore.lang.wording`.

A template's own text holds no markup, so a widget may put it into HTML as it is; what fills a
slot is escaped, except in the slots that hold markup: the move as code in ``course.MOVE`` and
``course.THE_MOVE``, the position as code in ``course.IN_NOTATION``, and the list of moves in
``course.LEGAL_HERE*`` and ``course.MOVES_AND_MORE``. The table app's texts are Markdown (a
move in backquotes is code). A move in a placeholder (``play 7H``) is what a player types: the
language's move words.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {"en": {
    # Every widget: a move typed or picked, and the engine's answer to it.
    "course.A_LEGAL_MOVE": "(a legal move)",
    "course.LEGAL_LABEL": "Legal:",
    "course.MOVE_BOX": "Move:",
    "course.PLAY": "Play",
    "course.TYPE_ANY_MOVE": "or type any move: play 7H, pickup, flip 2",
    "course.MOVE": "Move: {move}",
    "course.CANT_READ_MOVE": "Can't read that move: {error}",
    "course.AFTER_UNKNOWN": "The move is legal, but what happens next depends on a card nobody "
                            "can see (shown as ??), so the engine can't draw the table after it.",
    "course.AFTER_UNCHANGED": "After: the table is unchanged.",
    "course.AFTER_MOVE": "After the move",
    "course.AFTER_CONSEQUENCE": "After the table's consequence",
    "course.NO_LEGAL_MOVES": "No legal moves: the game is over.",
    "course.LEGAL_HERE": "Legal moves here ({count}): {moves}.",
    "course.LEGAL_HERE_ANY": "Legal moves here ({count}): {moves}; {any}.",
    "course.MOVES_AND_MORE": "{moves} and {more} more",
    # Several moves judged side by side.
    "course.JUDGED_LEGAL": "{move}: legal ({rules:commas})",
    "course.JUDGED_ILLEGAL": "{move}: illegal ({rules:commas})",
    "course.MOVE_COLUMN": "move",
    "course.ENGINE_SAYS": "the engine says",
    # Try a move.
    "course.TRY_A_MOVE": "Try a move",
    "course.WHOSE_HAND": "{who:whose} hand:",
    "course.WHOSE_FACE_UP": "{who:whose} face-up cards:",
    "course.TRY_SUMMARY": "Try a move: {who} to move, {count:plural legal move}",
    "course.TRY_SUMMARY_LEGAL": "Try a move: {who} to move, {count:plural legal move}; tried "
                                "{move!r}: legal",
    "course.TRY_SUMMARY_ILLEGAL": "Try a move: {who} to move, {count:plural legal move}; tried "
                                  "{move!r}: illegal",
    "course.TRY_SUMMARY_UNREADABLE": "Try a move: {who} to move, {count:plural legal move}; "
                                     "tried {move!r}: unreadable",
    # The exercises.
    "course.QUESTION": "Is {move!r} legal here? Which paragraph decides?",
    "course.YOUR_ANSWER": "Your answer:",
    "course.ANSWER_LEGAL": "legal",
    "course.ANSWER_ILLEGAL": "illegal",
    "course.RULE_EXAMPLE": "e.g. §7 or C5",
    "course.PARAGRAPH": "Paragraph:",
    "course.CHECK": "Check",
    "course.THE_MOVE": "The move: {move}",
    "course.UNDECIDABLE": "This exercise can't be decided: {error}",
    "course.CHOOSE_FIRST": "Choose legal or illegal first.",
    "course.RIGHT_LEGAL": "Right: the move is legal.",
    "course.RIGHT_ILLEGAL": "Right: the move is illegal.",
    "course.WRONG_LEGAL": "Not quite: the move is legal.",
    "course.WRONG_ILLEGAL": "Not quite: the move is illegal.",
    "course.NO_PARAGRAPH": "There is no paragraph {rule!r}.",
    "course.DECIDES": "And {rule} is the paragraph that decides it.",
    "course.DECIDED_BY": "The deciding paragraph is {cited}, not {given}.",
    "course.ENGINES_ANSWER": "The engine's answer",
    "course.DISAGREES": "The answer stated for this exercise disagrees with the engine.",
    "course.EXERCISE_SUMMARY": "Exercise {name}: is {move!r} legal?",
    "course.EXERCISES_SUMMARY": "Exercises of chapter {chapter}: {count}",
    "course.EXERCISES_TITLE": "Exercises ({count})",
    # The lessons.
    "course.LESSON_MOVES": "play 7H, pickup, sjanse, flip 2",
    "course.GOAL": "Goal:",
    "course.ON_THE_LEARN_PAGE": "Play this lesson on the Learn page",
    "course.STARS": "{stars} ({won} of {most} stars)",
    "course.HINT": "Hint:",
    "course.LESSON_SUMMARY": "Lesson {lesson}: {title}",
    "course.LESSONS_SUMMARY": "Lessons of {part}: {count}",
    "course.LESSONS_TITLE": "{title}: {count} lessons",
    "course.NO_LESSONS": "no lessons of part {part!r}",
    # Settling an argument, and the rulebook's examples.
    "course.SETTLE": "Settle an argument",
    "course.SETTLE_MOVE": "play 8H",
    "course.ASK": "Ask the engine",
    "course.BEFORE": "Before",
    "course.IN_NOTATION": "The position in notation: {notation}",
    "course.NO_POSITION": "(no position yet)",
    "course.NO_MOVE": "(none)",
    "course.SETTLE_BAD_POSITION": "Settle an argument: the position can't be read ({error})",
    "course.SETTLE_EMPTY": "Settle an argument: paste a position and a move",
    "course.SETTLE_LEGAL": "Settle an argument: {move!r} is legal",
    "course.SETTLE_ILLEGAL": "Settle an argument: {move!r} is illegal",
    "course.SETTLE_BAD_MOVE": "Settle an argument: {move!r} is unreadable",
    "course.EXAMPLE": "Example:",
    "course.EXAMPLES_SUMMARY": "The rulebook's examples: {count}",
    # The table app (marimo): its texts are Markdown.
    "course.APP_TITLE": "The table",
    "course.APP_INTRO": "Set up a table of classic Idiot or Extreme Idiot, see every legal move, "
                        "and try any move:\nthe engine answers with its verdict and the "
                        "paragraphs it cites. Moves you play can be\nstepped through backward "
                        "and forward. To set up a table card by card, build it on the\nrulebook's "
                        "Table page and paste its link here.",
    "course.BOOK_NOT_SERVED": "The rule links lead to the rulebook at {address}, which is not "
                              "being served now: open this app with `./run table`, which serves "
                              "it, or serve it with `./run book`.",
    "course.RULESET": "Ruleset",
    "course.PLAYERS": "Players",
    "course.SEED": "Seed",
    "course.DEAL": "Deal",
    "course.LOAD": "Load the pasted position",
    "course.CANT_READ_POSITION": "Can't read that position: {error}",
    "course.START_A_TABLE": "Start a table",
    "course.TABLE_AFTER": "The table (after {index} of {count} moves)",
    "course.NOTATION_TO_COPY": "Its notation, to copy:",
    "course.AS_JSON": "The same position as JSON",
    "course.CHOOSE_MOVE": "A legal move",
    "course.TYPE_MOVE": "or type any move: play 7H, pickup, flip 2, Bo: play 9C",
    "course.ANY_MOVE": "Any move (answered as you type)",
    "course.MOVES": "Moves",
    "course.TO_MOVE": "{who} to move. Legal moves ({count}): {moves}",
    "course.TO_MOVE_ANY": "{who} to move. Legal moves ({count}): {moves}; {any}",
    "course.TO_MOVE_OVER": "{who} to move. Legal moves ({count}): none: the game is over",
    "course.PLAY_THIS": "Play this move",
    "course.BACK": "◀ Back",
    "course.FORWARD": "Forward ▶",
    "course.CANT_PLAY": "Can't play that: {error}",
    "course.ENGINE_ON": "The engine on `{move}`",
    "course.PICK_OR_TYPE": "Pick or type a move",
    "course.NO_MOVE_GIVEN": "no move given",
    "course.OUTCOME_HANGS": "the outcome depends on a card shown as ??",
    "course.WHAT_PARAGRAPHS_SAY": "What the paragraphs say:",
    "course.OUTCOME_UNSEEN": "The outcome depends on a card nobody can see (??).",
    "course.TABLE_STAYS": "The table stays as it is.",
    "course.TABLE_AFTER_IT": "The table after it:",
    "course.MOVES_PLAYED": "Moves played",
    "course.NO_MOVES_YET": "No moves played yet.",
    "course.STARTING_TABLE": "0. the starting table",
    "course.STARTING_TABLE_SHOWN": "0. the starting table ← shown",
    "course.MOVE_SHOWN": "{number}. `{move}` ← shown",
}}

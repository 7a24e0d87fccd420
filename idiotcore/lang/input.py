"""Bad input: the sentence of each :class:`~idiotcore.model.errors.InputError` key, by language.

A message names what is wrong; the error's ``where`` (the field or the move word) is put in
front of it by ``input.AT``. Slots are filled as in :mod:`idiotcore.lang.wording` (``{text!r}``:
the text as typed, quoted).
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {"en": {
    "input.AT": "{where}: {what}",
    "input.AND": "{first}, and {then}",
    # Where in a move an error is, when that is no field or move word of its own (``where``).
    "input.IN_PREFIX": "move prefix",
    "input.IN_GIVE": "play … give",
    "input.IN_GIVE_TO": "give … to",
    "input.IN_THROW": "play … throw",
    # Card codes, numbers, names.
    "input.NOT_A_CARD": "{text!r} is not a card: write rank (2-9, T or 10, J, Q, K, A) and "
                        "suit (C, D, H, S), or RJ / BJ for a joker, or ?? for an unknown card",
    "input.NOT_A_CARD_CODE": "{code!r} is not a card code",
    "input.NOT_A_CARD_RUN": "{text!r} is not a run of two-character card codes",
    "input.GAP_NOT_A_CARD": "'--' marks an empty column place, not a card",
    "input.NOT_A_NUMBER": "{word!r} is not a number",
    "input.NOT_A_NAME": "{word!r} is not a player name or index",
    "input.NOT_A_SEAT": "{text!r} is not a player index",
    "input.NOT_SEATS": "{text!r} is not a list of seats",
    "input.TOO_LONG": "{length} characters is too long for a position",
    # The compact notation.
    "input.FIELDS": "expected RULESET/TO_MOVE/PLAYERS/PILE/STOCK/BURNT[/EXTRAS], "
                    "found {count} fields",
    "input.PLAYER_FIELDS": "expected NAME:HAND:FACE_UP:FACE_DOWN[:GAMES]",
    "input.PILE_PLAY": "expected BY.CARDS such as 1.3D",
    "input.TOO_MANY_CARDS": "{count} is too many cards",
    "input.SWITCH_NUMBER": "switch {name}: expected a number",
    "input.UNKNOWN_SWITCH": "unknown switch {name!r}",
    "input.UNKNOWN_EXTRA": "unknown {text!r}",
    # Rulesets.
    "input.UNKNOWN_RULESET": "unknown ruleset {name!r}: choose one of {names:commas}",
    "input.SWITCH_KNOWN": "unknown switch; known: {names:commas}",
    "input.SWITCH_VALUE": "{value} is not a valid value (now {current})",
    # JSON positions.
    "input.NOT_JSON": "not valid JSON ({detail})",
    "input.JSON_OBJECT": "expected a JSON object",
    "input.OBJECT": "expected an object",
    "input.STRING": "expected a string",
    "input.LIST": "expected a list, got {kind}",
    "input.WHOLE_NUMBER": "expected a whole number {low}-{high}, got {value}",
    "input.CARD_CODE": "expected a card code such as \"7H\", got {value}",
    "input.RANK": "expected a rank such as \"3\" or \"Q\", got {value}",
    "input.UNKNOWN_FIELD": "unknown field {name!r}",
    "input.FORMAT": "expected {expected!r}, got {value}",
    "input.RULESET": "expected a preset name and switches as an object",
    "input.PILE_ENTRY": "expected {{\"by\": player index, \"cards\": [...]}}",
    "input.PHASE": "expected \"play\" or \"swap\", got {value}",
    "input.RESULT": "expected {{\"out\": [seats], \"idiot\": seat or null}}",
    "input.RESULT_FINISHED": "{out} does not agree with finished {finished}",
    "input.RESULT_HAS_CARDS": "{seat} still has cards, so has not gone out",
    "input.RESULT_LEAVES_OUT": "seat {seat} holds no cards, so it has gone out and belongs in "
                               "the list",
    "input.RESULT_IDIOT": "{said} does not agree with the table (it is {actual})",
    # A position that cannot be.
    "input.PLAYER_COUNT": "{count} players; {ruleset} takes {low} to {high}",
    "input.PLAYER_INDEX": "{index} is not a player index 0-{last}",
    "input.NAME_CHARACTERS": "give a name of 1 to 40 printable characters",
    "input.NAME_TWICE": "{name!r} is used twice",
    "input.NAME_SEAT": "{name!r} would read as a seat number",
    "input.COLUMNS": "face_up and face_down must have one entry per column",
    "input.TOO_MANY_COLUMNS": "{count} columns is too many",
    "input.GAMES_RANGE": "{count} is out of range",
    "input.STACK_RANK": "a stack holds one rank only",
    "input.EMPTY_PLAY": "a play holds at least one card",
    "input.NOT_OUT": "{seat} is not a player who went out",
    "input.OPENING_RULESET": "only a ruleset with the opening round ({rule}) has one, and it "
                             "asks for a rank 2-A",
    "input.OPENING_OVER": "the opening round is over once a card is laid",
    "input.NO_JOKERS": "{card} is a joker, and this ruleset has none",
    "input.CARD_TOO_OFTEN": "{card} is there {count:times}; the deck holds {allowed:copies}",
    "input.DECK_SIZE": "{total} cards on the table, but the deck has {deck}",
    # Move text.
    "input.MOVE_TOO_LONG": "{length} characters is too long for a move",
    "input.EMPTY_MOVE": "empty; write e.g. 'play 7H', 'flip 2' or 'pickup'",
    "input.UNKNOWN_VERB": "unknown verb {verb!r}; use play, flip, pickup, sjanse, swap, "
                          "collect, done, pass, join, report or claim",
    "input.NO_CARD": "name at least one card",
    "input.UNKNOWN_IN_MOVE": "name the card; ?? is for positions, not moves",
    "input.GIVE_SYNTAX": "write the gift after the four, as in '{move} give CARD to PLAYER'",
    "input.THROW_SYNTAX": "write the card thrown after the four, as in '{move} throw CARD'",
    "input.GIVE_ALONE": "a gift is part of the black four's move: write the four first, as in "
                        "'play 4S {rest}'",
    "input.THROW_ALONE": "a throw is part of the red four's move: write the four first, as in "
                         "'play 4D {rest}'",
    "input.FLIP_SYNTAX": "write 'flip N' with the column number (1 = first)",
    "input.FLIP_FROM_ONE": "columns are numbered from 1",
    "input.NOTHING_AFTER": "takes nothing after it",
    "input.SWAP_SYNTAX": "write 'swap HANDCARD FACEUPCARD'",
    "input.COLLECT_SYNTAX": "write 'collect HANDCARD'",
    "input.JOIN_SYNTAX": "write 'join NAME'",
    "input.JOIN_NUMBER": "a name may not be a number",
    "input.REPORT_SYNTAX": "write 'report EVENT PLAYER', EVENT one of {events:commas}",
    "input.PEEK_SYNTAX": "'report peek PLAYER COLUMN…' names columns (from 1); other reports "
                         "name only the player",
    "input.CLAIM_SYNTAX": "write 'claim' or 'claim N' (N plays from the top)",
    "input.CLAIM_FROM_ONE": "N counts from 1 (the top play)",
    # A move that names what is not on the table.
    "input.NO_SUCH_PLAYER": "player {ref!r}: no such player (names: {names:commas})",
    "input.NOT_HELD": "{card:card} ({card}): {who:mid_does does} not hold that card",
    "input.UNKNOWN_BLIND": "the card is unknown (??); type it in to apply the move",
    "input.GIFT_NOT_HELD": "{card:card} ({card}): a gift comes from the hand, and "
                           "{who:mid_does holds} no such card there",
    "input.THROW_NOT_FACE_UP": "{card:card} ({card}): a red four throws out a face-up card, "
                               "and {who:mid_does has} no such card face up",
    "input.SWAP_CARDS": "{name} needs {hand} in hand and {table} face up on the table",
    "input.COLLECT_NOT_HELD": "{who:mid_does does} not hold {card} in hand",
    "input.PEEK_NO_CARD": "{name} has no face-down card in column {column}",
    "input.NO_COLUMN": "{who:does has} {count:plural column}, so there is no column {column} to "
                       "turn",
    "input.PEEK_TWICE": "name each column once",
    "input.NAME_TAKEN": "there is already a player called {name}",
    # A rule id.
    "input.NO_RULE": "no rule {text!r}; known: {known:commas}",
    # A deal that cannot be.
    "input.DEAL_PLAYERS": "{count}; {ruleset} takes {low}-{high}",
    "input.DEAL_CARDS": "{count} players need {dealt} cards to deal, and {ruleset}'s deck has "
                        "{deck}",
    # A lessons file (notebooks/lessons/*.json) or the exercises file.
    "input.LESSON_NOT_JSON": "not JSON ({detail})",
    "input.LESSON_FORMAT": "expected \"format\": \"{format}\"",
    "input.LESSON_OBJECT": "a lesson must be an object",
    "input.LESSON_FIELD": "{field!r} must be {kind}",
    "input.LESSON_NOT_EMPTY": "'rules' and 'wrong' must not be empty",
    "input.REACH_OBJECT": "'reach' must be an object with at least one key",
    "input.REACH_KEYS": "unknown reach key(s) {keys:commas}",
    "input.REACH_EMPTY": "reach 'empty' must be \"hand\" or \"face_up\"",
    # A worked example of the rulebook (an idiot-example block).
    "input.EXAMPLE_OPTIONS": "an idiot-example needs :move: and :legal: true|false",
    "input.EXAMPLE_CONSEQUENCE": ":consequence: is pick_up or take_back",
}}

"""What the screens say that is no rule's: the notes, labels, prompts and refusals of the page
bridges, the terminal game and the pictures (:mod:`idiotcore.present`), by language and key
(``screen.*``); slots as in :mod:`idiotcore.lang.wording`."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {"en": {
    # The page bridges: input refused before the engine, and the engine failing.
    "screen.TEXT_EXPECTED": "expected text, got {kind}",
    "screen.TEXT_TOO_LONG": "{length:thousands} characters is too long (at most {limit:thousands})",
    "screen.NOTHING_GIVEN": "nothing given",
    "screen.TOO_DEEP": "the input is nested too deeply",
    "screen.TOO_LARGE": "the input is too large",
    "screen.ENGINE_FAILED": "the engine failed on this input ({kind}: {detail})",
    "screen.CHOOSE": "choose one of {names:commas}",
    # The notebooks' widgets.
    "screen.TYPE_A_MOVE": "Type a move first, or pick one.",
    "screen.CANT_READ_MOVE": "Can't read that move:",
    "screen.NOT_POSSIBLE": "Not possible here:",
    "screen.PASTE_POSITION": "Paste a position first: the Table page's link, JSON, or one line "
                             "of notation.",
    "screen.CANT_READ_POSITION": "Can't read the position:",
    "screen.OPEN_ON_TABLE": "open it on the Table page",
    "screen.THE_TABLE_PAGE": "the Table page",
    "screen.BUILD_ON_TABLE": "Build the table by tapping cards on {link}, copy its link, and "
                             "paste it here; or paste JSON or a line of notation.",
    "screen.ALSO_CITED": "And {given} is right too: the verdict cites {cited:commas}, the first "
                         "deciding the move and the others what follows from it.",
    "screen.STILL": "(a still picture: open the course with ./run notebooks to try it yourself)",
    "screen.STILL_OPEN": "(a still picture: {link} to try it yourself, or open the course with "
                         "./run notebooks)",
    "screen.GIVE_COUNT": "give a number of {what}",
    "screen.SEATS_RANGE": "{ruleset} takes {low} to {high}",
    "screen.SEED": "give a number or a word",
    "screen.PLY": "give the number of moves made so far",
    "screen.GAME_OVER": "the game is over",
    "screen.ANY_FROM_HAND": "also any card from {who:whose} hand, which is unknown (??): name the "
                            "card to have the move judged, for example play 7H",
    "screen.YOUR_TURN": "it is your turn, not the computer's",
    "screen.STILL_CARDS": "you still have cards: the rest is played at once only once you are out",
    "screen.LESSON_ID": "expected a lesson id",
    "screen.NO_LESSON": "there is no lesson {lesson!r}",
    "screen.ATTEMPTS": "give the number of this attempt (1 for the first)",
    # The Table page's note above the table after a move.
    "screen.AFTER_UNKNOWN": "The move is legal, but what happens next hangs on a card typed as "
                            "??: the table after it can't be shown.",
    "screen.UNCHANGED": "The table is unchanged.",
    "screen.UNCHANGED_TAKEN_BACK": "The table is unchanged (the move is taken back).",
    "screen.AFTER_MOVE": "The table after the move:",
    "screen.AFTER_PENALTY": "The table after the penalty ({what}):",
    # The Play page: the end of a game, and the log's line for each move.
    "screen.WINS": "{who:does wins}.",
    "screen.YOU_WIN": "{who:does wins}!",
    "screen.IDIOT": "{who:does is} the idiot",
    "screen.SAY_PLAY": "{who:does plays} {cards:spaced}.",
    "screen.SAY_PLAY_GIVE": "{who:does plays} {cards:spaced} and {who:form gives} {card:card} to "
                            "{to:named}.",
    "screen.SAY_PLAY_THROW": "{who:does plays} {cards:spaced} and {who:form throws} {card:card}.",
    "screen.SAY_PICKUP": "{who:does picks up} the pile.",
    "screen.SAY_FLIP": "{who:does flips} face-down card {column}.",
    "screen.SAY_SWAP": "{who:does swaps} {hand:card} (hand) for {table:card} (table).",
    "screen.SAY_DONE": "{who:does is} done.",
    "screen.SAY_DONE_SWAPPING": "{who:does is} done swapping.",
    "screen.SAY_SJANSE": "{who:does takes} a sjanse.",
    "screen.SAY_PASS": "{who:does passes}.",
    "screen.SAY_OTHER": "{who}: {move}.",
    "screen.SAY_REFUSED": "{said} Refused ({rules:commas}): {message}",
    "screen.SAY_CONSEQUENCE": "{said} {what}.",
    # The Learn page: a lesson's status after an attempt.
    "screen.REACHED": "Goal reached!",
    "screen.REFUSED": "Not allowed: the table is as it was, try again.",
    "screen.REFUSED_IN_A_GAME": "Not allowed: in a game {what}; here the table is as it was, try "
                                "again.",
    "screen.REFUSED_IN_A_GAME_NOTE": "Not allowed: in a game {what}; {note}. Here the table is as "
                                     "it was: try again.",
    "screen.REFUSED_TAKEN_BACK": "Not allowed: {what} ({rules:commas}), so the table is as it "
                                 "was: try again.",
    "screen.PASSED": "Allowed, but the turn passes without reaching the goal: the lesson starts "
                     "again.",
    "screen.UNKNOWN": "Allowed, but what follows hangs on a card nobody knows here: the lesson "
                      "starts again.",
    "screen.GO_ON": "Allowed, and it is still your turn: go on.",
    # The pictures and their text (the accessible name).
    "screen.FACE_DOWN": "face-down card",
    "screen.FACE_DOWN_KNOWN": "face-down card ({card:card})",
    "screen.FACE_DOWN_CARDS": "{count:plural face-down card}",
    "screen.GAMES_PLAYED": "{count:plural game} played",
    "screen.OUT_FIRST": "out first",
    "screen.OUT_PLACE": "out ({place}.)",
    "screen.OUT": "out",
    "screen.THE_IDIOT": "the idiot",
    "screen.TO_MOVE": "to move",
    "screen.NO_HAND": "no hand",
    "screen.HAND_COUNT": "hand ({count})",
    "screen.EMPTY": "empty",
    "screen.TABLE_LABEL": "table: face-up on face-down",
    "screen.STOCK": "stock {count}",
    "screen.BURNT": "burnt {count}",
    "screen.PILE": "Pile",
    "screen.PILE_EMPTY": "Pile (empty)",
    "screen.BELOW": "+{count} below",
    "screen.TOP": "top",
    "screen.JOKER": "JOKER",
    "screen.EXTREME": "Extreme Idiot ({ruleset})",
    "screen.CLASSIC": "Idiot ({ruleset})",
    "screen.SWAP_PHASE": "swap phase",
    "screen.OVER": "game over",
    "screen.SWITCH_OFF": "{name}=no",
    "screen.COLUMN_UP": "{cards} face up",
    "screen.COLUMN_EMPTY": "an empty place",
    "screen.COLUMN_DOWN": "a face-down card",
    "screen.COLUMN_DOWN_KNOWN": "a face-down card ({card:card})",
    "screen.COLUMN_ON": "{cards} on {under}",
    "screen.PILE_IS_EMPTY": "The pile is empty",
    "screen.PILE_PLAY": "{who} laid {cards}",
    "screen.PILE_TOP": "{who} laid {cards} (the top)",
    "screen.PILE_FROM_BOTTOM": "The pile, from the bottom: {plays}",
    "screen.NO_CARDS": "no cards",
    "screen.SEAT_TABLE": "{about}: hand {hand}; table {columns}.",
    "screen.SEAT_NO_TABLE": "{about}: hand {hand}; no table cards.",
    "screen.STOCK_BURNT": "Stock {stock}, burnt {burnt}.",
    # Verdicts as HTML.
    "screen.LEGAL": "legal",
    "screen.ILLEGAL": "illegal",
    "screen.RULES": "(rules: {rules})",
    "screen.CONSEQUENCE": "Consequence: {what}",
    "screen.CONSEQUENCE_NOTE": "; {note}.",
    "screen.PARAGRAPHS": "What the paragraphs say",
    # The move syntax (idiotcore.model.moves.SYNTAX), for help texts.
    "screen.HELP_PLAY": "lay cards from your hand (then your face-up cards), in the order laid: "
                        "'play 7H', 'play 8H 9S' (a ladder), 'play 9S JC QD' (a 9 and its answer)",
    "screen.HELP_CARDS": "rank then suit: 2-9, T or 10, J, Q, K, A; C D H S (or ♣ ♦ ♥ ♠); jokers "
                         "RJ, BJ; any case",
    "screen.HELP_GIVE": "a black four's gift of a hand card (PLAYER: a name or seat number)",
    "screen.HELP_THROW": "a red four throws out a face-up card of its suit",
    "screen.HELP_FLIP": "turn face-down card N blind (1 = the first column)",
    "screen.HELP_PICKUP": "pick up the pile",
    "screen.HELP_SJANSE": "classic: turn the top card of the stock instead of playing",
    "screen.HELP_SWAP": "swap a hand card with a face-up one; done ends the swaps",
    "screen.HELP_COLLECT": "{rule}: lay a hand card on a face-up card of its rank",
    "screen.HELP_PASS": "Extreme: stuck with queens on an empty pile ({rule})",
    # The idiot command (its error line and the verdict as text).
    "screen.FILE_UNREADABLE": "position file {path}: {error}",
    "screen.POSITION_IN": "position {path}: {error}",
    "screen.CLI_LEGAL": "legal ({rules:commas}): {message}",
    "screen.CLI_ILLEGAL": "illegal ({rules:commas}): {message}",
    "screen.CLI_CONSEQUENCE": "consequence: {what} ({rules:commas})",
    # The terminal game (idiot play).
    "screen.TERM_HEAD": "— {ruleset} —  stock {stock}  burnt {burnt}",
    "screen.TERM_SEAT": "{marker} {name} hand: {hand} | up: {up} | down: {down}",
    "screen.TERM_SEAT_OUT": "{marker} {name} hand: {hand} | up: {up} | down: {down}  (out)",
    "screen.TERM_CARDS": "{count:plural card}",
    "screen.TERM_PILE": "  pile: {plays}",
    "screen.TERM_PILE_MORE": "  pile: (+{more} plays) {plays}",
    "screen.TERM_PILE_EMPTY": "  pile: empty",
    "screen.TERM_ANSWER": "{pile}   (answer: {card:card})",
    "screen.TERM_TAKEN_BACK": "{done}: it is still {who:whose} turn.",
    "screen.TERM_PICKED_UP": "{done}: {who:named} now {who:form holds} {count:plural card} in "
                             "hand.",
    "screen.TERM_RULES": "the text of a rule (rules 7, rules C5)",
    "screen.TERM_MOVES": "the legal moves now",
    "screen.TERM_QUIT": "leave the game",
    "screen.TERM_PROMPT": "your move (e.g. play 7H, pickup, flip 1; help explains)> ",
    "screen.TERM_START": "Idiot ({ruleset}), seed {seed}. You are seat 0. Type 'help' for the "
                         "moves.",
    "screen.TERM_LEFT": "Game left unfinished.",
    "screen.TERM_WRITTEN": "  Moves are written:",
    "screen.TERM_LEGAL": "  legal now: {moves}",
    "screen.TERM_LEGAL_MORE": "  legal now: {moves} … and {more} more",
    "screen.TERM_NO_RULE": "  no such rule",
    "screen.TERM_OK": "  ok ({rules}): {message}",
    "screen.TERM_REFUSED": "  refused ({rules}): {message}",
    "screen.TERM_OVER": "Game over. The idiot is {name}.",
}}

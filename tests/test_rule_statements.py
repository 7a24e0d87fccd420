"""The Extreme rule pages' statements of where a card may go and what may follow it, read from
the pages themselves and checked with the engine's ``check`` on a position built for each entry,
so a list the engine contradicts fails here (and a new entry the reader can't place fails too).

What is read, on rulebook/extreme/s01–s15 (§9 is left to its own tests while the lead changes it;
other pages' "a 9 as part of an answer" entries are read by ruling R5):

- bold list labels: ``**A 6 may be laid on:**``, ``**A 2 may never go on**``, ``**Never on:**``,
  ``**Where a joker may not go:**``, ``**What may follow a 6:**`` and a sentence after them in
  the same paragraph that starts with "Not" (the same list, denied); ``**A queen may never be
  laid on a 6**``;
- "After a ladder that stops on a king, only … may follow" (§8.1);
- the §1 table (the card you answer → what you may lay on it) and the §15 table (where a joker
  is laid → what it stands for → what the next player may lay), and the §15 sentence on two
  jokers.

An entry is a phrase of a small vocabulary (``an empty pile``, ``a 2, 4 or queen``, ``a 7 or
lower``, ``a jack of its suit``, ``a 5 lying on any of those``, ``a joker standing for one of
those ranks``, ``anything except a queen``, ``nothing else`` …). Explanatory clauses (", which
…", "because …") are skipped; any other phrase is reported by
``test_every_list_entry_is_understood``. Parenthesised text is commentary and not read.

Positions: Ada (seat 0) plays one card (hearts, or diamonds if the heart lies in the pile) from a
hand of just that card, so a black 4 has nothing to give; the pile is Bo's, except a 2 (or a joker
acting as a 2), which is Ada's own, the card she owes on it being the one judged (§2).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from idiotcore import check, from_notation
from idiotcore.model.cards import VALUE
from idiotcore.rules.extreme.s15_joker import joker_acts_as

PAGES = Path(__file__).resolve().parent.parent / "rulebook" / "extreme"
LEFT_OUT = {"s09-nine.md"}
"""§9 is being changed in the engine and on its page (issue 13, points 2 and 3)."""

RANK = {"2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9",
        "10": "T", "ten": "T", "jack": "J", "queen": "Q", "king": "K", "ace": "A",
        "joker": "J*", "jokers": "J*"}
ORDER = "23456789TJQKA"
PAGE_RANK = {f"s{n:02d}": r for n, r in
             ((2, "2"), (3, "3"), (4, "4"), (5, "5"), (6, "6"), (7, "7"), (8, "8"), (10, "T"),
              (11, "J"), (12, "Q"), (13, "K"), (14, "A"), (15, "J*"))}
JOKER_BASE = {"K": "-", "A": "3", "2": "4", "4": "6", "6": "8", "Q": "A"}
"""Where one joker laid alone stands for a rank (two below, §15), for the ranks that stay on top."""
SKIP = ("which ", "as long as ", "even though ", "though ", "unusually", "because ", "since ",
        "where ", "after which ")
NON_CLAIMS = {
    "nothing follows it directly": "a 10 burns: nothing lies on it to answer (§10)",
    "nobody yet: the joker's player owes a card on it": "the §2 duty, tested in §2's tests",
    "two cards that beat a 9": "§9 is left out",
    "nothing: the pile burns": "a burn, not a card to answer",
    "two cards that beat a 9 for every 9 just laid": "§9 is left out",
}


@dataclasses.dataclass(frozen=True)
class Top:
    """A pile to lay a card on: its plays, who is to move, the stock."""

    label: str
    pile: str
    to_move: int = 0
    stock: int = 20


EMPTY = Top("an empty pile", "-")


def top(rank: str) -> Top:
    """The plain top of ``rank``: Bo's card, but Ada's own 2 (the card she owes, §2)."""
    if rank == "2":
        return Top("Ada's own 2", "0.2S")
    if rank == "J*":
        raise ValueError("a joker on top is named by what it stands for")
    return Top(f"a {rank}", f"1.{rank}S")


def five_on(under: Top) -> Top:
    pile = "1.2S" if under.pile == "0.2S" else under.pile
    pile = "1.5C" if pile == "-" else f"{pile};1.5C"
    return Top(f"a 5 on {under.label}", pile, 0, under.stock)


def joker_for(rank: str) -> Top:
    base = JOKER_BASE[rank]
    if rank == "2":  # a joker acting as a 2 is its player's own 2
        return Top("Ada's own joker acting as a 2", "0.4S;0.BJ")
    return Top(f"a joker standing for {rank}", "1.BJ" if base == "-" else f"1.{base}S;1.BJ")


DEAD_JOKER = Top("a joker without effect (0)", "1.6S;1.BJ", stock=0)
JACK_SAME = Top("a jack of the played card's suit", "1.JH")
JACK_OTHER = Top("a jack of another suit (colour)", "1.JS")
NINE = Top("a 9, in an answer", "1.9S")
ANY_TOPS = (EMPTY, top("2"), top("3"), top("4"), five_on(EMPTY), top("6"), top("7"), top("8"),
            top("9"), JACK_SAME, JACK_OTHER, top("Q"), top("K"), top("A"))
ALL_CARDS = (*ORDER, "J*")
LADDER_TOPS = {"K": Top("a red ladder's king", "1.8D9DJDQDKD")}


def card_code(rank: str, pile: str, suit: str = "H") -> str:
    if rank == "J*":
        return "BJ" if suit == "S" else "RJ"
    code = rank + suit
    return code if code not in pile else rank + "D"


@dataclasses.dataclass(frozen=True)
class Case:
    """One claim: ``move`` on ``top`` is legal (or not), as the page ``where`` says in ``entry``."""

    where: str
    entry: str
    top: Top
    cards: tuple[str, ...]
    legal: bool

    @property
    def notation(self) -> str:
        return (f"extreme/{self.top.to_move}/Ada:{''.join(self.cards)}::xxxxxx;"
                f"Bo:xxxxxx::xxxxxx/{self.top.pile}/{self.top.stock}/0")

    @property
    def move(self) -> str:
        return "play " + " ".join(self.cards)

    @property
    def id(self) -> str:
        verb = "ok" if self.legal else "no"
        return f"{self.where} [{self.entry}] {self.move} on {self.top.label}: {verb}"


UNREAD: list[str] = []
SEEN_NON_CLAIMS: set[str] = set()


def clean(text: str) -> str:
    """Links to their text, parentheses and bold marks out, whitespace collapsed."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    while re.search(r"\([^()]*\)", text):
        text = re.sub(r"\s*\([^()]*\)", "", text)
    return " ".join(text.replace("**", "").split())


def entries(body: str) -> list[str]:
    """The list entries of a sentence: split at ; , and 'or', with ranges kept whole."""
    body = re.sub(r" or (?:anything )?higher", "+", body)
    body = re.sub(r" or lower", "-", body)
    body = body.replace(" but never ", ", never ").replace(" except a queen", ", never a queen")
    body = body.replace("anything, never a queen", "anything except a queen")
    body = re.sub(r",? (?:only )?(?:as part of an answer|as one of the cards of an answer)",
                  " in an answer", body).replace(" only in an answer", " in an answer")
    out = []
    for part in re.split(r"[;,]", body):
        for item in re.split(r" or ", part):
            item = item.strip().rstrip(".")
            for lead in ("and ", "nor ", "not ", "also "):
                item = item.removeprefix(lead)
            item = item.removeprefix("on ").removesuffix(" either")
            if item and item != "and" and not item.startswith(SKIP):
                out.append(item)
    return out


def _rank(word: str) -> str | None:
    word = re.sub(r"^(?:an?|another|any) ", "", word)
    return RANK.get(word)


def _range(word: str) -> list[str] | None:
    match = re.fullmatch(r"(?:an? )?(\w+)([+-])", word)
    if not match or match.group(1) not in RANK:
        return None
    at = ORDER.index(RANK[match.group(1)])
    return list(ORDER[at:]) if match.group(2) == "+" else list(ORDER[: at + 1])


def goes_on(where: str, card: str, body: str, legal: bool) -> list[Case]:
    """Cases for 'CARD may (not) be laid on: BODY'."""
    cases: list[Case] = []
    tops: list[Top] = []
    for entry in entries(body):
        negative = not legal or entry.startswith("never ")
        item = entry.removeprefix("never ")
        found: list[Top] = []
        answer = False
        ranks = _range(item)
        if item in ("an empty pile", "empty pile"):
            found = [EMPTY]
        elif ranks is not None:
            found = [JACK_OTHER if r == "J" else top(r) for r in ranks if r not in "5T"]
        elif _rank(item) is not None and _rank(item) != "J*":
            rank = _rank(item)
            assert rank is not None
            found = [JACK_OTHER if rank == "J" else top(rank)]
        elif re.fullmatch(r"(?:an? )?jack of (?:its|the same|its own|the queen's|the jack's) "
                          r"(?:own )?(?:suit|colour)", item):
            found = [JACK_SAME]
        elif re.fullmatch(r"(?:an? )?jack of (?:another|the other) (?:suit|colour)", item):
            found = [JACK_OTHER]
        elif re.fullmatch(r"(?:an? )?5 (?:lying )?on (?:any|one) of those", item):
            found = [five_on(t) for t in tops if t.pile.count(";") == 0 and t is not NINE]
        elif re.fullmatch(r"(?:an? )?joker standing for one of those ranks", item):
            ranks_before = {t.pile[2] for t in tops if re.fullmatch(r"[01]\.\w[SC]", t.pile)}
            found = [joker_for(r) for r in JOKER_BASE if r in ranks_before]
        elif match := re.fullmatch(r"(?:an? )?joker standing for an? (\w+)", item):
            found = [joker_for(RANK[match.group(1)])]
        elif re.fullmatch(r"(?:an? )?joker that has lost its effect and counts as 0", item):
            found = [DEAD_JOKER]
        elif match := re.fullmatch(r"(?:an? )?5 (?:lying )?(?:on|that lies on) (an empty pile|"
                                   r"an? \w+)", item):
            under = match.group(1)
            found = [five_on(EMPTY if under == "an empty pile" else top(_rank(under) or "?"))]
        elif re.fullmatch(r"(?:an? )?9 in an answer", item):
            found, answer = [NINE], True
        elif item == "anything":
            found = list(ANY_TOPS)
        elif match := re.fullmatch(r"anything but an? (\w+)", item):
            excluded = top(RANK[match.group(1)])
            found = [t for t in ANY_TOPS if t != excluded]
            cases.append(_single(where, entry, excluded, card, False))
        else:
            UNREAD.append(f"{where}: {entry!r}")
            continue
        tops += found
        for t in found:
            if answer:
                cases.append(_answer(where, entry, card))
            else:
                cases.append(_single(where, entry, t, card, not negative))
    return cases


def _single(where: str, entry: str, on: Top, rank: str, legal: bool, suit: str = "H") -> Case:
    """One card of ``rank`` laid on ``on``."""
    return Case(where, entry, on, (card_code(rank, on.pile, suit),), legal)


def _answer(where: str, entry: str, rank: str) -> Case:
    """The card inside a two-card answer to one 9, an ace completing it (a 5 rides along with a
    king and an ace: it does not count, R5)."""
    card = card_code(rank, NINE.pile)
    if rank == "5":
        return Case(where, entry, NINE, ("KD", card, "AS"), True)  # R5: a 5 rides along
    return Case(where, entry, NINE, (card, "AD" if card == "AH" else "AH"), True)


def follows(where: str, on: Top, body: str, legal: bool = True) -> list[Case]:
    """Cases for 'What may (not) follow ON: BODY' (a jack on top is a spade, JACK_OTHER)."""
    cases: list[Case] = []
    named: set[str] = set()
    listed = entries(body)
    denied = {_rank(e.removeprefix("never ")) for e in listed if e.startswith("never ")}
    for entry in listed:
        negative = not legal or entry.startswith("never ")
        item = entry.removeprefix("never ")
        ranks: list[str] | None = _range(item)
        suit = "H"
        if item in NON_CLAIMS or entry in NON_CLAIMS:
            SEEN_NON_CLAIMS.add(item if item in NON_CLAIMS else entry)
            continue
        if ranks is None and _rank(item) is not None:
            ranks = [_rank(item) or ""]
        elif ranks is not None:
            ranks = [r for r in ranks if r not in denied]  # "a 6 or higher but never a queen"
        elif item == "a third 6 in a row" and on.pile == "1.6S":
            cases.append(Case(where, entry, Top("two 6s", "1.6S;1.6C"), ("6H",), False))
            continue
        elif item == "anything except a queen":
            ranks = [r for r in ALL_CARDS if r != "Q"]
            cases.append(_single(where, entry, on, "Q", False))
        elif item in ("card of the jack's suit", "any card of the jack's suit"):
            ranks, suit = [r for r in ORDER if r != "J"], "S"
        elif item == "any jack":
            ranks = ["J"]
        elif item in ("a joker of the jack's colour", "joker of the jack's colour"):
            ranks, suit = ["J*"], "S"
        elif item == "nothing else":
            cases += [_single(where, entry, on, r, False) for r in ALL_CARDS
                      if r not in named]
            continue
        elif item == "whatever could follow the card under it":
            cases += _through_five(where, entry)
            continue
        else:
            UNREAD.append(f"{where}: {entry!r}")
            continue
        named.update(ranks)
        cases += [_single(where, entry, on, r, not negative, suit) for r in ranks]
    return cases


def _through_five(where: str, entry: str) -> list[Case]:
    """§5: on a 5, exactly what the engine lets follow the card under it."""
    cases = []
    for under in (EMPTY, top("2"), top("3"), top("4"), top("6"), top("7"), top("8"),
                  JACK_OTHER, top("Q"), top("K"), top("A")):
        for rank in ALL_CARDS:
            plain = _single(where, entry, under, rank, True)
            legal = check(from_notation(plain.notation), plain.move).legal
            cases.append(_single(where, entry, five_on(under), rank, legal))
    return cases


LABELS = (
    (re.compile(r"An? (\w+) may be laid on:"), "on", True),
    (re.compile(r"An? (\w+) may (?:never|not) go on"), "on", False),
    (re.compile(r"Never on:"), "on", False),
    (re.compile(r"Where an? (\w+) may not go:"), "on", False),
    (re.compile(r"What may follow(?: an? (\w+))?:"), "follow", True),
)


def _subject(page: str, word: str | None) -> str:
    return RANK[word] if word else PAGE_RANK[page[:3]]


def paragraph_cases(where: str, page: str, paragraph: str) -> list[Case]:
    cases: list[Case] = []
    text = " ".join(paragraph.split())
    if match := re.search(r"\*\*An? (\w+) may never be laid on an? (\w+)\*\*", text):
        card, under = RANK[match.group(1)], RANK[match.group(2)]
        cases.append(_single(where, clean(match.group(0)), top(under), card, False))
    for match in re.finditer(r"After a ladder that stops on an? (\w+), only ([^.]+?) may follow",
                             clean(text)):
        ladder = LADDER_TOPS[RANK[match.group(1)]]
        cases += follows(where, ladder, match.group(2) + ", nothing else")
    for match in re.finditer(r"\*\*([^*]+)\*\*", text):
        for pattern, kind, legal in LABELS:
            label = pattern.fullmatch(match.group(1).strip())
            if not label:
                continue
            rest = clean(text[match.end():])
            sentences = re.split(r"(?<=\.) (?=[A-Z])", rest)
            subject = _subject(page, label.group(1) if label.groups() else None)
            bodies = [(sentences[0], legal)]
            bodies += [(s.removeprefix("Not "), False) for s in sentences[1:2]
                       if s.startswith("Not ")]
            on = five_on(EMPTY) if subject == "5" else None
            for body, yes in bodies:
                if kind == "on":
                    cases += goes_on(where, subject, body, yes)
                else:
                    cases += follows(where, on or top(subject), body, yes)
    return cases


def table_rows(text: str, header: str) -> list[list[str]]:
    """The cells of the Markdown table whose header row starts with ``header``."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([clean(cell) for cell in line.strip("|").split("|")])
    return rows


def s01_table(text: str) -> list[Case]:
    cases = []
    for answer, body in table_rows(text, "| You answer"):
        where = f"s01 table [{answer}]"
        if answer == "an empty pile":
            on = EMPTY
        elif answer == "a jack":
            on = JACK_OTHER
        else:
            on = top(_rank(answer) or "?")
        cases += follows(where, on, body)
    return cases


def s15_tables(text: str) -> tuple[list[Case], list[tuple[str, str, int, str]]]:
    """The joker table (what follows) and what jokers stand for, as (where, base, n, rank)."""
    cases: list[Case] = []
    stands: list[tuple[str, str, int, str]] = []
    for laid_on, stands_for, answers in table_rows(text, "| Laid on"):
        where = f"s15 table [{laid_on}]"
        bases = ["-", "2"] if laid_on == "empty pile or a 2" else [
            "J" if laid_on.startswith("jack") else _rank(laid_on) or "?"]
        rank = RANK[stands_for.split()[0]] if stands_for.split()[0] in RANK else stands_for[0]
        for base in bases:
            stands.append((where, base, 1, rank))
            pile = "1.BJ" if base == "-" else f"1.{base}S;1.BJ"
            if base == "J":
                pile = "1.JS;1.BJ"
            body = answers.split(":", 1)[1] if answers.startswith("the ") else answers
            body = body.split(";")[0]
            cases += follows(where, Top(f"a joker on {base}", pile), body)
    match = re.search(r"With \*\*two jokers\*\*: ([^.]*)\.", text)
    if not match:
        UNREAD.append("s15: the sentence on two jokers ('With **two jokers**: ...')")
        return cases, stands
    for part in " ".join(match.group(1).split()).split(";"):
        found = re.fullmatch(r"\s*on (.+?)(?:,| they stand for) an? (\w+).*", part)
        if not found:
            UNREAD.append(f"s15 two jokers: {part!r}")
            continue
        for under in found.group(1).split(" or "):
            base = "-" if under.strip() == "an empty pile" else _rank(under.strip()) or "?"
            stands.append((f"s15 two jokers [{part.strip()}]", base, 2, RANK[found.group(2)]))
    return cases, stands


def read_pages() -> tuple[list[Case], list[tuple[str, str, int, str]]]:
    cases: list[Case] = []
    stands: list[tuple[str, str, int, str]] = []
    for path in sorted(PAGES.glob("s*.md")):
        if path.name in LEFT_OUT or path.name[:3] not in {*PAGE_RANK, "s01"}:
            continue
        text = re.sub(r"^(`{3,}).*?^\1\s*$", "", path.read_text(), flags=re.M | re.S)
        for paragraph in re.split(r"\n\s*\n|\n(?=- )", text):
            cases += paragraph_cases(path.name[:3], path.name, paragraph)
        if path.name.startswith("s01"):
            cases += s01_table(text)
        if path.name.startswith("s15"):
            more, stands = s15_tables(text)
            cases += more
    return cases, stands


CASES, STANDS = read_pages()


def test_every_list_entry_is_understood() -> None:
    assert not UNREAD, "list entries this test can't place (say them in its vocabulary):\n" + \
        "\n".join(UNREAD)
    stale = set(NON_CLAIMS) - SEEN_NON_CLAIMS
    assert not stale, f"non-claims no page makes any more: {stale}"


def test_the_pages_make_claims() -> None:
    per_page = {c.where[:3] for c in CASES}
    assert per_page >= set(PAGE_RANK) | {"s01"}, set(PAGE_RANK) - per_page
    assert len(CASES) > 300, len(CASES)


@pytest.mark.parametrize("case", [pytest.param(case, id=case.id) for case in CASES])
def test_statement_agrees_with_engine(case: Case) -> None:
    verdict = check(from_notation(case.notation), case.move)
    assert verdict.legal == case.legal, (
        f"rulebook/extreme/{case.where}: the page says [{case.entry}], so {case.move} on "
        f"{case.top.label} should be {'legal' if case.legal else 'illegal'}; the engine says: "
        f"{verdict.message}")


@pytest.mark.parametrize("where, base, jokers, rank", STANDS, ids=[s[0] for s in STANDS])
def test_joker_stands_for(where: str, base: str, jokers: int, rank: str) -> None:
    covered = None if base == "-" else VALUE[base + "S"]
    assert ORDER[joker_acts_as(covered, jokers) - 2] == rank, where

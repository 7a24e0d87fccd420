"""Verdicts as HTML (the badge, the message, the rules cited as links into the rulebook, the
table's consequence) and rule links, for the site, the notebooks and the pages. Every piece of
text goes through :func:`html.escape`."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from ..lang.wording import phrase
from ..model.rulebook import RULES, url
from ..model.verdict import Verdict

__all__ = ["paragraphs_html", "rule_link", "verdict_html"]


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def verdict_html(verdict: Verdict, base: str = "", *, names: Sequence[str] = (),
                 href: Callable[[str], str] | None = None) -> str:
    """A verdict as HTML: a legal/illegal badge, the message, the cited rules as links, and
    what the table does about an illegal move.

    Rule links are ``base + idiotcore.model.rulebook.url(id)`` (``base`` is the way from the page to
    the rulebook root, e.g. ``"../"``), or ``href(id)`` when given. ``names`` are the players'
    names, for the consequence line.

    >>> from idiotcore.model.verdict import Code, Consequence, Reason, Verdict
    >>> seven = Reason.of(Code.AFTER_SEVEN, "§7", "s07.AFTER_SEVEN", card="8H", top="7C")
    >>> v = Verdict(False, (seven,), Consequence("pick_up", 0, ("§7", "§20.1")))
    >>> out = verdict_html(v, base="../", names=["Ada & co"])
    >>> 'href="../extreme/s07-seven.html#s7"' in out, "Ada &amp; co" in out
    (True, True)
    >>> ">illegal<" in out and "picks up the pile" in out
    True
    >>> king = Reason.of(Code.KING_PICKUP, "§13", "s13.KING_PICKUP", owner="<b>Bo")
    >>> ok = verdict_html(Verdict(True, (king,)), href=str.lower)
    >>> ">legal<" in ok and "&lt;b&gt;Bo" in ok and "<b>" not in ok
    True
    >>> other = Reason.of(Code.KING_PICKUP, "X9", "s13.KING_PICKUP", owner="Bo")
    >>> "X9" in verdict_html(Verdict(True, (other,))) and "<a " not in verdict_html(
    ...     Verdict(True, (other,)))
    True
    """

    def link(rule_id: str) -> str:
        if rule_id not in RULES:
            return f'<span class="idiot-rule-id">{_e(rule_id)}</span>'
        target = href(rule_id) if href is not None else base + url(rule_id)
        title = f"{rule_id} {RULES[rule_id].worded()[0]}"
        return (f'<a class="idiot-rule-link" href="{_e(target)}" title="{_e(title)}">'
                f"{_e(rule_id)}</a>")

    word = "legal" if verdict.legal else "illegal"
    label = phrase("screen.LEGAL" if verdict.legal else "screen.ILLEGAL")
    colour = "#1e7a34" if verdict.legal else "#b3261e"
    rules = ", ".join(link(r) for r in verdict.rules)
    parts = [
        f'<div class="idiot-verdict idiot-{word}">',
        f'<span class="idiot-badge" style="background:{colour};color:#fff;border-radius:3px;'
        f'padding:0 0.4em;font-weight:bold">{_e(label)}</span> ',
        f'<span class="idiot-message">{_e(verdict.message)}</span>',
    ]
    if rules:
        parts.append(f' <span class="idiot-rules">{phrase("screen.RULES", rules=rules)}</span>')
    outcome = verdict.consequence
    if outcome is not None:
        note = outcome.note
        cited = ", ".join(link(r) for r in outcome.rules if note is None or r != note.rule)
        what = _e(phrase("screen.CONSEQUENCE", what=outcome.words(names)))
        said = "" if note is None else _e(phrase("screen.CONSEQUENCE_NOTE", note=note.message))
        parts.append(f'<div class="idiot-consequence">{what}'
                     + (f" ({cited})" if cited else "") + f"{said}</div>")
    parts.append("</div>")
    return "".join(parts)


def rule_link(rule_id: str, base: str = "") -> str:
    """A link to a rule's paragraph in the rulebook site, titled with the rule's title."""
    rule = RULES[rule_id]
    return (f'<a class="idiot-rule-link" href="{_e(base + url(rule_id))}" '
            f'title="{_e(rule.worded()[0])}" target="_blank">{_e(rule_id)}</a>')


def paragraphs_html(rule_ids: Sequence[str], base: str = "", *, folded: bool = True) -> str:
    """What the cited paragraphs say: each rule once, its id linked to the rulebook, its title
    and statement; ``folded`` puts the list in a ``<details>`` a reader opens (empty string
    when none of the ids is a rule).

    >>> paragraphs_html(["§7"], folded=False)[:40]
    '<ul><li><a class="idiot-rule-link" href='
    """
    items = [f"<li>{rule_link(rule_id, base)} <strong>{_e(title)}.</strong> {_e(text)}</li>"
             for rule_id in dict.fromkeys(rule_ids) if rule_id in RULES
             for title, text in [RULES[rule_id].worded()]]
    if not items:
        return ""
    listing = f'<ul>{"".join(items)}</ul>'
    if not folded:
        return listing
    return (f'<details class="idiot-paragraphs"><summary>{_e(phrase("screen.PARAGRAPHS"))}'
            f"</summary>{listing}</details>")

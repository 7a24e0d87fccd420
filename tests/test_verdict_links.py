"""A verdict's JSON knows no site: links come from the caller's link builder."""

from __future__ import annotations

from idiotcore import check, from_notation
from idiotcore.model.rulebook import RULES, link, url

SEVEN = "extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"


def test_verdict_json_has_no_links_unless_the_caller_builds_them() -> None:
    verdict = check(from_notation(SEVEN), "play 8H")
    plain = verdict.to_json()
    assert all("link" not in reason for reason in plain["reasons"])  # type: ignore[attr-defined]
    linked = verdict.to_json(link)
    reasons = linked["reasons"]
    assert isinstance(reasons, list) and reasons
    assert [r["link"] for r in reasons] == [url(r.rule) for r in verdict.reasons]
    assert {k: v for k, v in linked.items() if k != "reasons"} == {
        k: v for k, v in plain.items() if k != "reasons"}
    other = verdict.to_json(lambda rule: f"https://book.example/{rule}")
    assert other["reasons"][0]["link"] == "https://book.example/§7"  # type: ignore[index]


def test_the_rulebook_link_builder_links_only_rules() -> None:
    assert all(link(rule) == url(rule) for rule in RULES)
    assert link("") is None and link("§99") is None

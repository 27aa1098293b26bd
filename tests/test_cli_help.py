"""`? WORD` at any prompt: a rule of any set, or a card; an unknown word says so."""

import pytest
from test_cli import lines, run, saves_folder  # noqa: F401 (each test saves in a folder of its own)

from inno.cli.rules_help import RULES, rule

# The rulebooks' terms, set by set (base, Echoes, Cities, Artifacts, Figures, options).
TERMS = {
    "base": "setup actions draw meld dogma achieve share demand splay tuck score return "
    "transfer exchange reveal remove special win visible value icons hex free".split(),
    "echoes": ["echo", "forecast", "foreshadow", "promote", "bonus"],
    "cities": ["city", "search", "plus", "arrow", "flag", "fountain", "endorse"],
    "artifacts": ["artifact", "dig", "display", "compel", "relic", "seize"],
    "figures": ["figure", "karma", "inspire", "decree", "fade"],
    "options": ["teams", "distant", "longer", "expansions"],
}


@pytest.mark.parametrize("word", [w for words in TERMS.values() for w in words])
def test_every_rule_of_every_set_has_help(word):
    assert rule(word) and rule(word.upper()) == rule(word)


def test_the_artifacts_rules_at_the_prompt():
    reader = lines("? compel", "? dig", "? display", "? relic", "? artifact", "? seize", "quit")
    status, out, _ = run(["play", "--seed", "3", "--expansions", "artifacts"], reader)
    assert "There is no" not in out
    # Compels hit those who would share, not those with fewer icons (the demand rule).
    assert "hits the opponents who would share your non-demand effects" in out
    assert "fewer of the featured icon" not in out.split("? compel")[1].split("? dig")[0]
    assert "Dig (Artifacts): after a Meld action" in out
    assert "On display (Artifacts)" in out and "Relics (Artifacts, optional)" in out
    assert "a relic of a set not in play can go only to your achievements" in out
    assert "Seizing a relic (Artifacts)" in out and "Artifacts of History: artifacts" in out


def test_an_unknown_word_is_neither_a_rule_nor_a_card():
    status, out, _ = run(["play", "--seed", "3"], lines("? frobnicate", "? rules", "quit"))
    assert "There is no rule or card called 'frobnicate' (? rules lists the rules)." in out
    assert "Rules: " + ", ".join(sorted(RULES)) in out


def test_a_card_named_like_a_rule_word_is_still_a_card():
    status, out, _ = run(["play", "--seed", "3"], lines("? expansion", "quit"))
    assert "Decree · " in out.split("? expansion")[1]  # the Decree, not a rule
    assert "Age None" not in out

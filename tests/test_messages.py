"""The rules' words to a player (``game.rules.message``, issue 23 part 2): English for records,
logs and tests, translated at the table (``words.translate``) from the catalogues."""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator

import pytest

from game import i18n
from game.rules import ALL_CARDS, Action, State, get_ruleset, parse_card
from game.rules.message import Message, card_name
from game.table import words

from .contract import all_variants, config_with
from .test_i18n import tool

SPEAKING = "skitgubbe"
"""The game whose reasons are still English strings (its folder is being changed elsewhere)."""
SUMMARIES = ("huutopussi", "hasenpfeffer", "finesse", "fipsen")
"""The games whose deal summaries are messages so far."""


def test_a_message_is_its_english_text_and_remembers_its_template():
    m = Message("You must follow {suit}", suit=Message("clubs"))
    assert m == "You must follow clubs" and isinstance(m, str)
    assert m.template == "You must follow {suit}" and m.params == {"suit": "clubs"}
    back = pickle.loads(pickle.dumps(m))
    assert back == m and back.template == m.template and back.params == m.params


def test_a_card_is_named_in_the_words_of_card_name():
    for c in ALL_CARDS:
        assert card_name(c) == c.name


def test_a_message_is_said_in_the_language_spoken_with_its_words_translated():
    m = Message("You do not hold the {card}", card=card_name(parse_card("As")))
    assert words.translate(m) == "You do not hold the ace of spades"
    i18n.set_language("de")
    assert words.translate(m) == "Pik-Ass hast du nicht auf der Hand"
    assert words.translate(Message("Discard exactly {n} cards", n=2)) == "Drücke genau 2 Karten"
    i18n.set_language("fi")
    assert words.translate(m) == "Kortti pataässä ei ole kädessäsi"
    i18n.set_language("ja")
    assert words.translate(m) == "スペードのエースは手札にありません"
    assert words.translate("plain text") == "plain text"


def test_a_translation_that_does_not_fit_its_parameters_gives_the_english_text(monkeypatch):
    i18n.set_language("de")
    monkeypatch.setattr(i18n, "_", lambda s: "Du musst {farbe} bedienen")  # the catalogue, damaged
    m = Message("You must follow {suit}", suit=Message("hearts"))
    assert words.translate(m) == "You must follow hearts"


def _pool(game: str, preset: str, players: int) -> tuple[list[State], list[Action]]:
    """The states of two random deals (the finished deal last of each) and every action legal
    somewhere in them, with a play of every card (held or not)."""
    states: list[State] = []
    pool: set[Action] = {Action("play", (), (c,)) for c in ALL_CARDS}
    for seed in (1, 2):
        rng = random.Random(seed)
        state = get_ruleset(game).new_deal(config_with(game, preset, players, rng), seed % players, rng=rng)
        while not state.is_over:
            states.append(state.clone())
            pool.update(state.legal_actions())
            state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states, sorted(pool, key=str)


def _templates(m: Message) -> Iterator[str]:
    yield m.template
    for v in m.params.values():
        if isinstance(v, Message):
            yield from _templates(v)


@pytest.mark.parametrize(("game", "preset", "players"), [v for v in all_variants() if v[0] != SPEAKING])
def test_every_reason_for_a_refused_move_is_a_message_in_the_catalogues(game, preset, players):
    """Every reason a game gives for an illegal action is a ``Message`` whose template (and
    the templates of its words) the extraction finds, so every catalogue translates it."""
    extracted = {e.msgid for e in tool.extract()}
    states, pool = _pool(game, preset, players)
    seen = 0
    for state in states[::3]:
        if state.is_over:
            continue
        legal = set(state.legal_actions())
        for action in pool:
            if action in legal:
                continue
            reason = state.illegal_reason(action)
            assert isinstance(reason, Message), f"{action}: {reason!r} is not a Message"
            assert set(_templates(reason)) <= extracted, reason.template
            seen += 1
    assert seen > 0
    if game in SUMMARIES:
        for state in (s for s in states if s.is_over):
            outcome = state.outcome()
            assert outcome is not None and isinstance(outcome.summary, Message), outcome
            assert set(_templates(outcome.summary)) <= extracted, outcome.summary.template


def test_a_deal_summary_is_said_in_finnish_with_the_seats_finnish_names():
    """HP-28, HP-29: a four-player Huutopussi deal's summary at a Finnish table names the
    declarer and the teams in Finnish; the rules keep it in English."""
    from game.table.words import summary_text

    rs = get_ruleset("huutopussi")
    for seed in range(50):
        rng = random.Random(seed)
        state = rs.new_deal(rs.config("default", {}, 4), 0, rng=rng)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        outcome = state.outcome()
        assert outcome is not None
        if "declarer" in outcome.extra and outcome.extra["declarer"] != 0:
            break
    extra = outcome.extra
    english = ["You", "West", "North", "East"]
    said = summary_text(outcome.summary, 4)
    declarer = english[extra["declarer"]]
    assert said.startswith(f"{declarer} bid {extra['bid']}, contract {extra['contract']}")
    i18n.set_language("fi")
    said = summary_text(outcome.summary, 4)
    finnish = ["Sinä", "Länsi", "Pohjoinen", "Itä"]
    assert said.startswith(f"{finnish[extra['declarer']]}: huuto {extra['bid']}, tavoite {extra['contract']}")
    assert "Sinä\u00a0&\u00a0Pohjoinen" in said and "Länsi\u00a0&\u00a0Itä" in said
    assert not any(word in said.split() for word in [*english, "South"]), said


def test_a_plural_is_said_in_each_language_s_own_form():
    """FN-19: 'tricks' in a Finesse summary takes the language's plural form for the count."""
    from game.rules.message import Plural

    one, six = Plural("{n} trick", "{n} tricks", 1), Plural("{n} trick", "{n} tricks", 6)
    assert (one, six) == ("1 trick", "6 tricks")
    assert pickle.loads(pickle.dumps(six)).plural == "{n} tricks"
    i18n.set_language("fi")
    assert (words.translate(one), words.translate(six)) == ("1 tikki", "6 tikkiä")
    i18n.set_language("ja")
    assert words.translate(six) == "6トリック"


def test_every_option_s_name_and_summary_are_in_the_catalogues():
    """The start screen's option rows of every game but Skitgubbe's are translated: each
    option's name and summary are marked for the catalogues."""
    from game.rules import rulesets

    extracted = {e.msgid for e in tool.extract()}
    for rs in rulesets():
        if rs.name == SPEAKING:
            continue
        for preset in rs.presets.values():
            for o in preset.options:
                assert o.summary in extracted, (rs.name, o.name)
                assert words.option_name(o.name) in extracted, (rs.name, o.name)


def test_an_option_row_on_the_start_screen_is_in_the_language_spoken():
    from game.table.start_scene import option_row

    preset = get_ruleset("huutopussi").preset("pagat")
    o = next(o for o in preset.options if o.name == "NoHuutokielto")
    i18n.set_language("fi")
    label, note, changeable = option_row(o, True, 4)
    assert changeable and label.startswith("Ei huutokieltoa")
    assert note == "Ei huutokieltoa: puoli, jolla on -500 tai vähemmän, saa yhä huutaa."
    i18n.set_language("de")
    three = next(o for o in get_ruleset("huutopussi").preset("default").options if o.name == "ThreePlayer")
    label, note, changeable = option_row(three, True, 4)
    assert (
        label == "Drei Spieler"
        and not changeable
        and note.endswith("er spielt allein gegen die anderen zwei.")
    )


def test_a_status_line_is_said_in_the_language_spoken_with_the_seats_names():
    """HP-11: the human opens Huutopussi's bidding; FG-20: a Großenaspe declarer's need, the
    seat named in Finnish."""
    from game.table.notes import status_line

    rs = get_ruleset("huutopussi")
    config = rs.config("default", {}, 4)
    state = rs.new_deal(config, 3, rng=random.Random(1))
    assert state.to_move == 0
    i18n.set_language("de")
    assert status_line(state.view(0), config).startswith(
        "Du eröffnest das Reizen (kein Passen): mindestens 50."
    )
    rs = get_ruleset("fipsen")
    config = rs.config("grossenaspe")
    for seed in range(60):
        rng = random.Random(seed)
        state = rs.new_deal(config, 0, rng=rng)
        while not state.is_over and not (
            state.view(0).phase == "play" and state.view(0).info.get("declarer")
        ):
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over and state.to_move is not None:
            break
    view = state.view(0)
    i18n.set_language("fi")
    said = status_line(view, config)
    finnish = ["Sinä", "Länsi", "Pohjoinen", "Itä", "Luode", "Koillinen"]
    assert said.split(":")[0] in finnish[1:], said
    assert ": tarvitaan" in said and "You" not in said and "West" not in said


def test_the_information_panel_names_a_game_s_facts_in_the_language_spoken():
    """HP-28: Huutopussi's panel counts the teams' tricks under a Finnish label."""
    from game.rules.registry import get_spec

    rs = get_ruleset("huutopussi")
    config = rs.config("default", {}, 4)
    rng = random.Random(2)
    state = rs.new_deal(config, 0, rng=rng)
    while not any(state.view(0).info.get("tricks") or []):  # a trick taken
        state.apply(rng.choice(state.legal_actions()))
    rows = [
        (r.key, r.label, r.hide_zero, r.when, r.fmt, r.also, r.unless)
        for r in get_spec("huutopussi").table.layout.info
    ]
    i18n.set_language("fi")
    labels = [label for label, _value in words.info_lines(state.view(0).info, 4, rows)]
    assert "Tikit" in labels and "Tricks" not in labels, labels


def test_a_game_s_own_buttons_are_in_the_language_spoken():
    """FP-26: Prisdorf's Skat button and a game's decline (Großenaspe's knock) in German;
    Kontra stays the German term in every language."""
    i18n.set_language("de")
    assert words.action_label(Action("skat")) == "Skat aufnehmen"
    assert words.button_labels([Action("knock"), Action("pass")]) == ["Klopfen", "Nicht klopfen"]
    i18n.set_language("ja")
    assert words.action_label(Action("kontra")) == "Kontra"
    assert words.button_labels([Action("kontra"), Action("pass")]) == ["Kontra", "Kontra なし"]

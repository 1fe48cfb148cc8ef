"""Play-test leftovers: speech bubbles per phase, the human's plate, passed cards, known hands."""

from __future__ import annotations

import random

import pygame
import pytest

from game.match import Match
from game.rules import get_ruleset
from game.table import hud
from game.table.controller import Controller
from game.table.table_scene import TableScene


def _scene_at(app, worker, match: Match) -> TableScene:
    app._close_scene()
    app.scene = TableScene(app, Controller(match, "random", worker=worker, save=False))
    app.scene.skip_animation()
    app.frame(tick=False)
    return app.scene


def test_bubble_labels_leave_out_history_before_since():
    """A "Pass" before ``since`` (the phase's start) is not shown."""

    class V:
        history = ((1, "play 8c"), (1, "pass"), (2, "pass"))

    assert hud.bubble_labels(V()) == {1: "Pass", 2: "Pass"}  # type: ignore[arg-type]
    assert hud.bubble_labels(V(), 2) == {2: "Pass"}  # type: ignore[arg-type]


def test_skitgubbe_phase_one_pass_bubble_clears_in_phase_two(app, worker):
    """SG phase 1 ends with a declined sluff ("Pass"); once phase 2 (beat) begins the bubble is gone."""
    config = get_ruleset("skitgubbe").config("default", {}, 3)
    match, rng = Match(config, seed=4), random.Random(4)
    while True:
        st = match.state
        action = rng.choice(st.legal_actions())
        before = st.view(0).phase
        probe = st.clone()
        probe.apply(action)
        if before != "beat" and probe.view(0).phase == "beat":
            break
        match.apply(action)
    scene = _scene_at(app, worker, match)
    match.apply(action)
    scene.show(scene.ctl.view())
    view = scene.shown
    assert view.phase == "beat" and hud.bubble_labels(view)  # the old pass would still show
    assert hud.bubble_labels(view, scene.phase_start) == {}


def test_plate_keeps_the_count_on_your_turn():
    from game.table.renderer import plate_sub

    assert plate_sub(0, "", "3 of 10", None, thinking=False, your_turn=True) == "Your turn · 3 of 10"
    assert plate_sub(0, "", None, None, thinking=False, your_turn=True) == "Your turn"
    assert plate_sub(1, "", "3 of 10", None, thinking=False, your_turn=False) == "3 of 10"
    assert plate_sub(1, "", "3 of 10", None, thinking=True, your_turn=False).startswith("thinking")


def test_thedinghausen_plate_shows_your_turn_and_your_count(app, worker):
    """Thedinghausen: while it is your turn the plate still shows your trick count "n of 10"."""
    from game.table import notes
    from game.table.renderer import plate_sub

    from .helpers import phase_is, situation

    scene = situation(app, worker, "fipsen", "thedinghausen", 5, phase_is("play", ("play",)))
    view = scene.shown
    note = notes.plate_note(view, scene.ctl.match.config, 0)
    assert note is not None and note.endswith("of 10")
    line = plate_sub(0, "", note, None, thinking=False, your_turn=view.to_move == 0)
    assert line == f"Your turn · {note}"


def _huutopussi_before_partner_gives() -> tuple[Match, object]:
    """A Huutopussi match just before North gives the human (the declarer) 3 cards (HP-15)."""
    config = get_ruleset("huutopussi").config("default", {}, 4)
    for seed in range(1, 200):
        match, rng = Match(config, seed=seed), random.Random(seed)
        while match.state.to_move is not None:
            st = match.state
            legal = st.legal_actions()
            if st.to_move == 2 and legal[0].kind == "give" and st.view(0).info.get("declarer") == 0:
                return match, rng.choice(legal)
            match.apply(rng.choice(legal))
    raise AssertionError("the human never declared")


def test_cards_from_partner_are_outlined_until_your_next_decision(app, worker):
    """HP-15: the three cards North passes are marked in the human's hand until the human returns 3."""
    match, give = _huutopussi_before_partner_gives()
    scene = _scene_at(app, worker, match)
    match.apply(give)
    scene.show(scene.ctl.view())
    assert scene.received == {c.id for c in give.cards}
    scene.skip_animation()
    app.frame(tick=False)  # draws the outline
    ret = next(a for a in match.state.legal_actions() if a.kind == "return")
    match.apply(ret)
    scene.show(scene.ctl.view())
    assert scene.received == set()


def test_received_cards_ignores_passes_between_others():
    from game.table.notes import received_cards

    class V:
        def __init__(self, history, hand):
            self.history, self.hands = history, (hand,)

    from game.rules import parse_card

    hand = tuple(parse_card(t) for t in ("8d", "Kd", "Js", "As"))
    v0 = V(((1, "bid 300"),), hand[3:])
    v1 = V(((1, "bid 300"), (3, "give 3 cards"), (2, "give 8d Kd Js")), hand)
    assert received_cards(v0, v1) == {c.id for c in hand[:3]}  # type: ignore[arg-type]
    assert received_cards(v0, V(((1, "bid 300"), (3, "give 3 cards")), hand)) == set()  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [5, 6])
def test_trick_cards_of_many_seats_lie_apart(size, players):
    """With 5-6 players (Skitgubbe) no two seats' trick cards overlap, even fans of 2 (SG phase 1)."""
    from game.table.layout import Layout, game_layout

    lay = Layout(size[0], size[1], players, game_layout("skitgubbe"))
    rects = []
    for g in lay.seats:
        x, y = g.trick_slot
        r = pygame.Rect(0, 0, round(lay.trick_w * (1 + 0.28)), lay.trick_h)
        r.midleft = (round(x - lay.trick_w / 2), round(y))
        assert lay.felt.contains(r) and lay.trick_zone.collidepoint(x, y)
        rects.append(r)
    for i, r in enumerate(rects):
        assert r.collidelist(rects[i + 1 :]) == -1, f"seat {i}'s trick cards overlap at {size}"


def test_known_cards_of_other_hands_lie_upright_beside_the_seat(app, worker):
    """SG phase 2: cards a CPU picked up are public; they lie face up and upright ("Known")
    beside the seat, and only its unknown cards are drawn as backs in its fan."""
    from game.table.scene import place

    from .helpers import phase_is, situation

    def known_somewhere(match) -> bool:
        v = match.state.view(0)
        return phase_is("beat")(match) and any(
            any(c is not None for c in h) and None in h for h in v.hands[1:]
        )

    scene = situation(app, worker, "skitgubbe", "default", 3, known_somewhere)
    view, lay = scene.shown, scene.layout
    sprites = place(view, lay)
    counts = [sum(1 for c in hand if c is not None) for hand in view.hands]
    for seat in range(1, view.players):
        hand = view.hands[seat]
        mine = [s for s in sprites.values() if s.where == f"hand{seat}"]
        face_up = [s for s in mine if s.card is not None]
        assert sorted(s.card.id for s in face_up) == sorted(c.id for c in hand if c is not None)
        assert all(s.turns == 0 for s in face_up)  # upright, readable
        assert sum(s.card is None for s in mine) == hand.count(None)
        spots = lay.known_positions(seat, counts)
        assert sorted((s.x, s.y) for s in face_up) == sorted(spots)
        for x, y in spots:
            r = pygame.Rect(0, 0, lay.small_w, lay.small_h)
            r.center = (round(x), round(y))
            assert not r.colliderect(lay.seats[seat].plate) and lay.felt.contains(r)
        if face_up:
            assert lay.known_label_pos(seat, counts, 50 * lay.u) is not None


def test_table_opened_in_phase_two_shows_no_phase_one_pass(app, worker):
    """A table opened (resumed) in SG phase 2 finds where the phase began: no stale "Pass"."""
    from .helpers import situation

    def stale_pass(match) -> bool:
        v = match.state.view(0)
        return v.phase == "beat" and "Pass" in hud.bubble_labels(v).values()

    scene = situation(app, worker, "skitgubbe", "default", 3, stale_pass, seeds=range(1, 200))
    assert 0 < scene.phase_start <= len(scene.shown.history)
    assert "Pass" not in hud.bubble_labels(scene.shown, scene.phase_start).values()


def test_the_led_chip_never_lies_on_a_later_card_of_the_trick():
    """SG phase 1: the leader's fan of equal ranks is overlapped by its next card; the "Led"
    chip moves to the first card's lower left instead of covering the next card's index."""
    from game.rules import View, parse_card
    from game.table.layout import Layout, game_layout
    from game.table.scene import place

    lay = Layout(1280, 800, 5, game_layout("skitgubbe"))
    fan = tuple(parse_card(t) for t in ("Kc", "Kd", "Kh"))
    trick = ((2, fan), (3, (parse_card("4c"),)))
    hands = ((None,) * 3,) * 5
    view = View(0, 5, 0, 4, "collect", hands, {}, trick, (), {})
    final = place(view, lay)
    chip = hud.lead_chip_rect(lay, view, final, (round(30 * lay.u), round(14 * lay.u)))
    assert chip is not None
    first = final[("c", fan[0].id)]
    card = pygame.Rect(0, 0, lay.trick_w, lay.trick_h)
    card.center = (round(first.x), round(first.y))
    assert card.contains(chip)
    for c in (*fan[1:], parse_card("4c")):
        s = final[("c", c.id)]
        index = pygame.Rect(0, 0, round(lay.trick_w * 0.25), round(lay.trick_h * 0.3))
        index.topleft = (round(s.x - lay.trick_w / 2), round(s.y - lay.trick_h / 2))
        assert not chip.colliderect(index), c

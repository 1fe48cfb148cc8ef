"""Each game's own interactions at the real table, by posted events: Finesse's table lead
and replenishing, Huutopussi's bid stepper and card exchange, Skitgubbe's multi-card plays
and picking up."""

from __future__ import annotations

from game.rules import Action

from .helpers import center_of, click, drag, phase_is, situation


def _last(scene):
    return scene.ctl.match.state.history[-1]


def _n(scene):
    return len(scene.ctl.match.state.history)


def test_finesse_lead_a_partners_table_card_by_drag(app, worker):
    """FN-10 (b): drag one of North's table cards onto the trick: ``play table <card>``."""

    def leading(m):
        v = m.state.view(0)
        return v.phase == "play" and not v.trick and any("table" in a.words for a in v.legal)

    scene = situation(app, worker, "finesse", "default", 4, leading)
    north = scene.shown.piles["table2"]
    card = north[0]
    assert card.id in scene.amap.card and scene.amap.card[card.id].words == ("table",)
    n = _n(scene)
    drag(app, center_of(scene, card.id), scene.layout.trick_zone.center)
    seat, action = scene.ctl.match.state.history[n]
    assert seat == 0 and action == Action("play", ("table",), (card,))
    # FN-12: the trick counts as led by North, the card's owner.
    v = scene.ctl.view()
    assert v.trick and v.trick[0][0] == 2


def test_finesse_duplicates_map_to_their_action(app, worker):
    """FN-2: both copies of a K, Q or J in the hand can be played (the action names the card)."""

    def playable_copy1(v):
        legal = {a.text for a in v.legal}
        return [c for c in v.hands[0] if c is not None and c.copy == 1 and f"play {c.text}" in legal]

    def with_copy1(m):
        v = m.state.view(0)
        return v.phase == "play" and bool(playable_copy1(v))

    scene = situation(app, worker, "finesse", "default", 4, with_copy1)
    c1 = playable_copy1(scene.shown)[0]
    assert scene.amap.card[c1.id].text == f"play {c1.text}"


def test_finesse_replenish_by_dragging_into_the_empty_place(app, worker):
    """FN-16: drag a hand card onto the empty place of your table."""
    scene = situation(app, worker, "finesse", "default", 4, phase_is("replenish"))
    table = scene.shown.piles["table0"]
    assert len(table) == 2
    hand_card = next(c for c in scene.shown.hands[0] if c is not None)
    slot = scene.layout.slot_rect("table0", 2)
    # Dropping it on the trick does not replenish.
    n = _n(scene)
    drag(app, center_of(scene, hand_card.id), scene.layout.trick_zone.center)
    assert _n(scene) == n
    scene.skip_animation()
    app.frame(tick=False)
    drag(app, center_of(scene, hand_card.id), slot.center)
    assert _n(scene) == n + 1 and _last(scene) == (0, Action("replenish", (), (hand_card,)))
    assert any(c.text == hand_card.text for c in scene.ctl.view().piles["table0"])


def test_huutopussi_bid_stepper(app, worker):
    """HP auction: 50 … 440 in fives as − / + / Bid, not dozens of buttons."""
    scene = situation(app, worker, "huutopussi", "default", 4, phase_is("auction", ("bid",)))
    st = scene.amap.stepper
    assert st is not None and st.kind == "bid" and st.step == 5
    assert len(scene.buttons) <= 8
    first = st.value
    plus = next(b for b in scene.buttons if b.label == "+5")
    click(app, plus.rect.center)
    click(app, plus.rect.center)
    assert scene.amap.stepper.value == first + 10
    minus = next(b for b in scene.buttons if b.label == "−5")
    click(app, minus.rect.center)
    confirm = next(b for b in scene.buttons if b.data == "bid")
    assert confirm.label == f"Bid {first + 5}"
    n = _n(scene)
    click(app, confirm.rect.center)
    assert scene.ctl.match.state.history[n] == (0, Action.parse(f"bid {first + 5}"))


def test_huutopussi_give_three_cards_select_then_confirm(app, worker):
    """HP-15: the declarer's partner gives three cards: select three, then confirm."""
    scene = situation(app, worker, "huutopussi", "default", 4, phase_is("give", ("give",)))
    confirm = next(b for b in scene.buttons if b.label.startswith("Give"))
    assert not confirm.enabled
    ids = sorted(scene.amap.selectable())[:3]
    for cid in ids:
        click(app, center_of(scene, cid))
    assert scene.hand.selected == set(ids)
    confirm = next(b for b in scene.buttons if b.label.startswith("Give"))
    assert confirm.enabled and confirm.label == "Give 3 cards"
    n = _n(scene)
    click(app, confirm.rect.center)
    seat, action = scene.ctl.match.state.history[n]
    assert seat == 0 and action.kind == "give" and {c.id for c in action.cards} == set(ids)
    # The three cards go to the partner's hand (seen by us), animated from ours.
    v = scene.ctl.view()
    assert {c.id for c in v.hands[2] if c is not None} >= set(ids)


def test_skitgubbe_multi_card_play_select_then_drag(app, worker):
    """SG-8: a play of two cards of one rank: select one, drag the other onto the trick."""

    def pair(m):
        v = m.state.view(0)
        return v.phase == "collect" and any(a.kind == "play" and len(a.cards) == 2 for a in v.legal)

    scene = situation(app, worker, "skitgubbe", "default", 3, pair)
    two = next(a for a in scene.shown.legal if a.kind == "play" and len(a.cards) == 2)
    a, b = two.cards
    click(app, center_of(scene, a.id))
    assert scene.hand.selected == {a.id}
    n = _n(scene)
    drag(app, center_of(scene, b.id), scene.layout.trick_zone.center)
    assert scene.ctl.match.state.history[n] == (0, two)


def test_skitgubbe_pickup_by_dragging_the_pile(app, worker):
    """SG-26: drag the pile to your hand to pick it up."""

    def beat(m):
        v = m.state.view(0)
        return v.phase == "beat" and v.trick and any(a.kind == "pickup" for a in v.legal)

    scene = situation(app, worker, "skitgubbe", "default", 3, beat)
    top = scene.shown.trick[-1][1][0]
    n = _n(scene)
    drag(app, center_of(scene, top.id), scene.layout.hand_zone.center)
    assert scene.ctl.match.state.history[n] == (0, Action("pickup"))
    assert any(c is not None and c.id == top.id for c in scene.ctl.view().hands[0])


def test_skitgubbe_pickup_button(app, worker):
    def beat(m):
        v = m.state.view(0)
        return v.phase == "beat" and v.trick and any(a.kind == "pickup" for a in v.legal)

    scene = situation(app, worker, "skitgubbe", "default", 4, beat)
    button = next(b for b in scene.buttons if b.label == "Pick up")
    n = _n(scene)
    click(app, button.rect.center)
    assert scene.ctl.match.state.history[n] == (0, Action("pickup"))


def test_finesse_duplicates_keep_their_own_sprites(app, worker):
    """FN-2: the two copies of a K, Q or J are two cards on the table, each animated as itself."""
    from game.table.animation import plan
    from game.table.scene import card_key, place

    def visible_twins(v):
        seen = [c for c in v.hands[0] if c is not None]
        seen += [c for name, cs in v.piles.items() if name.startswith("table") for c in cs if c is not None]
        texts = [c.text for c in seen]
        return [c for c in seen if texts.count(c.text) == 2]

    def other_move(v, twins):
        return next((a for a in v.legal if not {c.text for c in a.cards} & {c.text for c in twins}), None)

    def twins_visible(m):
        v = m.state.view(0)
        twins = visible_twins(v)
        return bool(twins) and other_move(v, twins) is not None

    scene = situation(app, worker, "finesse", "default", 4, twins_visible)
    v = scene.shown
    a, b = (c for c in visible_twins(v) if c.text == visible_twins(v)[0].text)
    sprites = place(v, scene.layout)
    sa, sb = sprites[card_key(a)], sprites[card_key(b)]
    assert {a.copy, b.copy} == {0, 1} and (sa.x, sa.y) != (sb.x, sb.y)
    # Another card is played: each twin is still itself, and any slide (a hand closing up)
    # starts where that twin lay, never where the other one did.
    scene.ctl.match.apply(other_move(v, [a, b]))
    anim = plan(v, scene.ctl.view(), scene.layout, "normal", 0.0)
    for card, sprite in ((a, sa), (b, sb)):
        assert anim.final[card_key(card)].card.copy == card.copy
        for _, start, end in anim.moves():
            if end is not None and end.key == card_key(card):
                assert (start.x, start.y) == (sprite.x, sprite.y)


def test_finesse_own_table_card_click_explains_the_rule(app, worker):
    """FN-10: a player never plays his own table cards; a click on one says so."""
    from game.table import words

    from .helpers import click, phase_is, situation

    scene = situation(app, worker, "finesse", "default", 4, phase_is("play", ("play",)))
    own = next(s for s in scene.anim.final.values() if s.where == "pile:table0" and s.card is not None)
    n = len(scene.ctl.match.state.history)
    click(app, (round(own.x), round(own.y)))
    assert scene.message == words.FINESSE_OWN_TABLE
    assert len(scene.ctl.match.state.history) == n

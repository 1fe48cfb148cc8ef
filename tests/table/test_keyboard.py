"""One keyboard model for every decision (issue "Polish from a play-test", item 18):
←/→ move over the cards the player may use now, passing greyed ones; Enter plays the
focused card, or, where cards are chosen together, selects it and then, on a chosen card,
makes the chosen cards' play."""

from __future__ import annotations

import time

from game.rules import get_ruleset


def until(app, cond, seconds: float = 30.0) -> None:
    """Frames until ``cond()``; the player meanwhile plays his first legal card."""
    scene = app.scene
    end = time.perf_counter() + seconds
    while not cond():
        assert time.perf_counter() < end, "the situation did not come up"
        app.frame(tick=False)
        if scene.human_turn() and not scene.animating and not cond():
            scene.act(scene.ctl.match.state.legal_actions()[0])
        time.sleep(0.0005)


def test_arrows_pass_over_cards_that_cannot_be_played_and_enter_plays(app, worker):
    config = get_ruleset("fipsen").config("grossenaspe", {}, 4)
    app.start_match(config, "random", seed=7, humans=(0,), worker=worker)
    scene = app.scene

    def some_illegal() -> bool:
        hand = scene.hand.hand_sprites()
        return (
            scene.human_turn()
            and not scene.animating
            and not scene.amap.selecting
            and 0 < len(scene.amap.card) < len(hand)
        )

    until(app, some_illegal)
    seen = set()
    for _ in range(2 * len(scene.hand.hand_sprites())):
        scene.hand.move_focus(1)
        seen.add(scene.hand.focus)
    assert seen == set(scene.amap.card)
    before = len(scene.ctl.match.state.history)
    scene.hand.activate_focus()
    assert len(scene.ctl.match.state.history) == before + 1


def test_enter_selects_then_makes_the_chosen_play(app, worker):
    config = get_ruleset("skitgubbe").config("default", {}, 3)
    app.start_match(config, "random", seed=1, humans=(0,), worker=worker)
    scene = app.scene
    until(app, lambda: scene.human_turn() and not scene.animating and scene.amap.selecting, 60)
    need = min(n for ns in scene.amap.selection_sizes().values() for n in ns)
    for _ in range(need):
        scene.hand.move_focus(1)
        while scene.hand.focus in scene.hand.selected:
            scene.hand.move_focus(1)
        scene.hand.activate_focus()
    assert len(scene.hand.selected) == need
    before = len(scene.ctl.match.state.history)
    scene.hand.activate_focus()  # Enter on a chosen card: the play
    assert len(scene.ctl.match.state.history) == before + 1

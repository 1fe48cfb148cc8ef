"""Hints (the coach's best three), undo with Ctrl+Z, replaying a deal, last trick."""

from __future__ import annotations

import time

import pygame

from .helpers import click, human_plays, post, run_until, situation, sprite_of, start


def _history(app):
    return app.scene.ctl.match.state.history


def _wait_hint(app, timeout: float = 60.0):
    end = time.perf_counter() + timeout
    while app.scene.hinted is None:
        assert time.perf_counter() < end, "no hint came"
        app.frame(tick=False)
        time.sleep(0.005)
    return app.scene.hinted


def test_h_shows_the_coach_s_three_best_candidates_and_outlines_their_cards(app, worker):
    start(app, seed=5, worker=worker)
    run_until(app, lambda: human_plays(app))
    scene = app.scene
    post(app, pygame.KEYDOWN, key=pygame.K_h, mod=0)
    app.frame(tick=False)
    action = _wait_hint(app)
    assert action in scene.shown.legal
    assert len(scene.hints) == min(3, len(scene.shown.legal))
    assert scene.hints[0][0] == action
    values = [c.value for _, c in scene.hints]
    assert values == sorted(values, reverse=True)  # best first
    keys = scene.hinted_keys()
    cards = {c for a, _ in scene.hints for c in a.cards}
    assert keys and all(scene.anim.final[k].card in cards for k in keys)
    from game.table.coach_view import hint_lines

    lines = hint_lines(scene.hints)
    assert lines[0].startswith("Hint:") and lines[1].startswith("1. ") and len(lines) == 1 + len(scene.hints)
    # Playing something clears the hint: its highlight and its lines.
    cid = next(iter(scene.amap.card))
    s = sprite_of(scene, cid)
    click(app, (round(s.x), round(s.y)))
    assert scene.hinted is None and not scene.hints and scene.message == ""


def test_a_hint_goes_when_undo_changes_the_position(app, worker):
    """The hint was for the position before Ctrl+Z; after it, neither highlight nor line stays."""
    start(app, seed=8, worker=worker)
    run_until(app, lambda: human_plays(app))
    scene = app.scene
    assert scene.ctl.can_undo()  # the human bid before this first card
    post(app, pygame.KEYDOWN, key=pygame.K_h, mod=0)
    app.frame(tick=False)
    _wait_hint(app)
    n = len(_history(app))
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL)
    app.frame(tick=False)
    assert len(_history(app)) < n
    assert scene.hinted is None and not scene.hints


def test_h_then_enter_makes_the_suggested_play(app, worker):
    """The keyboard way: H asks for a hint, Enter plays the suggested card."""
    start(app, seed=5, worker=worker)
    run_until(app, lambda: human_plays(app))
    post(app, pygame.KEYDOWN, key=pygame.K_h, mod=0)
    app.frame(tick=False)
    action = _wait_hint(app)
    assert len(action.cards) == 1
    n = len(_history(app))
    post(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    app.frame(tick=False)
    assert len(_history(app)) > n and _history(app)[n] == (0, action)


def test_hint_button_preselects_a_stepper_bid(app, worker):
    """HP-11: the opener must bid (no pass), so the hint is a bid, set on the stepper."""

    def must_open(m):
        v = m.state.view(0)
        return v.phase == "auction" and {a.kind for a in v.legal} == {"bid"}

    scene = situation(app, worker, "huutopussi", "default", 4, must_open)
    hint = next(b for b in scene.top_bar.buttons if b.label == "Hint")
    assert hint.enabled
    click(app, hint.rect.center)
    action = _wait_hint(app)
    assert action.kind == "bid" and scene.amap.stepper.action() == action


def test_ctrl_z_undoes_back_to_the_previous_decision(app, worker):
    start(app, seed=8, worker=worker)
    run_until(app, lambda: human_plays(app))
    scene = app.scene
    n = len(_history(app))
    cid = next(iter(scene.amap.card))
    s = sprite_of(scene, cid)
    click(app, (round(s.x), round(s.y)))
    run_until(app, lambda: human_plays(app) or scene.ctl.match.deal_over)
    assert len(_history(app)) > n
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL)
    app.frame(tick=False)
    assert len(_history(app)) == n and scene.ctl.human_to_move()


def _key(app, key) -> None:
    post(app, pygame.KEYDOWN, key=key, mod=0)
    app.frame(tick=False)


def _deal_played_out(app, worker, seed: int = 6):
    """A Prisdorf match whose first deal the CPU played out for the human, its summary open."""
    start(app, seed=seed, worker=worker)
    scene = app.scene
    scene.ctl.humans = set()
    run_until(app, lambda: scene.ctl.match.deal_over and scene.overlay is not None, timeout=60)
    scene.ctl.humans = {0}
    assert scene.overlay_kind == "summary"
    return scene


def _agree(app, m) -> int:
    """The deals the score sheet shows and the statistics counted: the same (a deal thrown in
    without play is on the sheet but not in the statistics); returns how many."""
    from game.record import is_thrown_in
    from game.table import sheets

    sheet = sheets.score_sheet(m)
    assert len(sheet.rows) == len(m.outcomes) and bool(sheet.note) == (not m.outcomes)
    counted = sum(not is_thrown_in(o, d) for o, d in zip(m.outcomes, m.dealers, strict=False))
    assert app.stats.tally("fipsen", "prisdorf").deals == counted
    return len(m.outcomes)


def test_replay_asks_first_and_no_leaves_everything(app, worker):
    """Skitgubbe's 2 is "Pick up": a stray 2 after the deal only asks, and a second stray 2
    answers no; so do Esc and a click on No. Nothing changes."""
    scene = _deal_played_out(app, worker)
    m = scene.ctl.match
    before = (len(m.deals), list(m.outcomes), list(m.totals), _agree(app, m))
    _key(app, pygame.K_2)
    assert scene.overlay_kind == "confirm" and scene.overlay.title == "Replay this deal?"
    assert [b.label for b in scene.overlay.buttons] == ["Yes", "No"]
    _key(app, pygame.K_2)
    assert scene.overlay_kind == "summary"
    _key(app, pygame.K_2)
    _key(app, pygame.K_ESCAPE)
    assert scene.overlay_kind == "summary"
    click(app, next(b for b in scene.overlay.buttons if b.label == "Replay this deal").rect.center)
    click(app, next(b for b in scene.overlay.buttons if b.label == "No").rect.center)
    assert scene.overlay_kind == "summary"
    assert (len(m.deals), list(m.outcomes), list(m.totals), _agree(app, m)) == before


def test_a_confirmed_replay_keeps_the_finished_deal_and_counts_the_replay_everywhere(app, worker):
    scene = _deal_played_out(app, worker)
    m = scene.ctl.match
    layout, dealer, totals = m.deals[0].layout, m.dealer, list(m.totals)
    assert _agree(app, m) == 1
    _key(app, pygame.K_2)
    _key(app, pygame.K_y)
    assert scene.overlay is None and not m.deal_over and not m.state.history
    assert m.deal_number == 2 and m.is_replay(1) and "replay of 1" in scene.top_bar.title()
    assert m.state.layout() == layout and m.dealer == dealer and m.totals == totals
    assert _agree(app, m) == 1, "the finished deal stays on the sheet and in the statistics"
    scene.ctl.humans = set()
    run_until(app, lambda: m.deal_over and scene.overlay is not None, timeout=60)
    assert _agree(app, m) == 2, "the replay is counted by both, once"
    assert m.totals == [t + s for t, s in zip(totals, m.outcomes[1].scores, strict=True)]


def test_replay_from_the_menu_during_a_deal_starts_it_over_once_confirmed(app, worker):
    start(app, seed=8, worker=worker)
    run_until(app, lambda: human_plays(app))
    scene, m = app.scene, app.scene.ctl.match
    actions = list(m.deals[0].actions)
    assert actions
    _key(app, pygame.K_ESCAPE)
    replay = next(b for b in scene.overlay.buttons if b.label == "Replay this deal")
    assert replay.enabled
    _key(app, pygame.K_1 + scene.overlay.buttons.index(replay))
    assert scene.overlay_kind == "confirm"
    _key(app, pygame.K_n)
    assert scene.overlay_kind == "menu" and m.deals[0].actions == actions
    click(app, replay.rect.center)
    _key(app, pygame.K_LSHIFT)  # on the way to a capital Y
    _key(app, pygame.K_y)
    assert scene.overlay is None and m.deal_number == 1 and not m.state.history and not m.outcomes


def test_last_trick_review(app, worker):
    start(app, seed=7, worker=worker)
    scene = app.scene
    while not scene.last_trick:
        run_until(app, lambda: human_plays(app) or bool(scene.last_trick), timeout=30)
        if not scene.last_trick:
            s = sprite_of(scene, next(iter(scene.amap.card)))
            click(app, (round(s.x), round(s.y)))
    run_until(app, lambda: human_plays(app) or scene.ctl.match.deal_over, timeout=30)
    post(app, pygame.KEYDOWN, key=pygame.K_l, mod=0)
    app.frame(tick=False)
    assert scene.overlay is not None and scene.overlay.cards
    assert [s for s, _ in scene.last_trick] and len(scene.overlay.cards) == len(scene.last_trick)


def test_hint_in_a_multi_card_choice_selects_exactly_its_cards(app, worker):
    """SG phase 2 lead (one card or a run): the hint replaces any selection with its own cards."""

    def leading(match) -> bool:
        v = match.state.view(0)
        return v.phase == "beat" and not v.trick and len(v.hands[0]) > 2

    scene = situation(app, worker, "skitgubbe", "default", 3, leading)
    assert scene.amap.multi
    other = next(s.card.id for s in scene.hand.hand_sprites())
    scene.hand.selected = {other}
    click(app, next(b for b in scene.top_bar.buttons if b.label == "Hint").rect.center)
    action = _wait_hint(app)
    assert scene.hand.selected == {c.id for c in action.cards}


class _TakeTurns:
    """A stand-in for the coach's worker: each request is answered with the next legal action
    in turn as the best, so two judgings of the same position never agree."""

    def __init__(self) -> None:
        self.seeds: list[int] = []
        self.answer = None
        self.on_failure = None

    def request(self, state, seed) -> None:
        from ai.coach import Assessment, Candidate

        self.seeds.append(seed)
        legal = state.legal_actions()
        best = legal[len(self.seeds) % len(legal)]
        self.answer = Assessment((Candidate(best.text, 1.0),), 2.0)

    def poll(self):
        answer, self.answer = self.answer, None
        return answer

    def cancel(self) -> None:
        self.answer = None


class _NoCPU:
    """A CPU worker that is never asked (the human is to move)."""

    on_failure = None

    def cancel(self) -> None:
        pass


def _choosing(seed: int):
    """A Prisdorf match at seat 0's first decision with more than one choice, and a
    controller over it that asks ``_TakeTurns``."""
    import random

    from game.match import Match
    from game.rules import get_ruleset
    from game.table.controller import Controller

    match = Match(get_ruleset("fipsen").config("prisdorf", None, 4), seed=seed)
    rng = random.Random(seed)
    while not (match.state.to_move == 0 and len(match.state.legal_actions()) > 1):
        match.apply(rng.choice(match.state.legal_actions()))
    return Controller(match, "random", worker=_NoCPU(), coach=_TakeTurns(), save=False)


def _hint(ctl):
    assert ctl.request_hint()
    return ctl.poll_hint()


def test_asking_twice_in_the_same_position_gives_the_same_hint():
    ctl = _choosing(3)
    first = _hint(ctl)
    assert first is not None and _hint(ctl) == first
    assert len(ctl.coach.seeds) == 1, "the second answer is the kept one, not a new search"


def test_the_same_position_reached_again_gives_the_same_hint():
    """After playing on and undoing back, the position (and its hint) is the one before."""
    ctl = _choosing(4)
    first = _hint(ctl)
    ctl.play(ctl.match.state.parse_action(first.best.text))
    while ctl.cpu_to_move():
        ctl.match.apply(ctl.match.state.legal_actions()[0])
    assert ctl.undo()
    assert _hint(ctl) == first


def test_a_hint_is_searched_with_a_seed_of_the_seats_view():
    """Two matches in the same position ask with the same seed; another position, another."""
    a, b = _choosing(3), _choosing(3)
    _hint(a), _hint(b)
    assert a.coach.seeds == b.coach.seeds
    c = _choosing(5)
    _hint(c)
    assert c.coach.seeds != a.coach.seeds

"""Review at the table and play from here (issue 24, parts 2 and 3), through posted events."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from ai import analysis_store
from ai.analysis import deal_start
from game.record import Record
from game.rules.message import Message
from game.table.input import ActionMap
from game.table.practice import PracticeController, practice_match
from game.table.recent_scene import RecentScene
from game.table.review import Review, explain
from game.table.review_scene import ReviewScene, action_keys, open_placement
from game.table.scene import place
from game.table.stats_scene import StatsScene
from game.table.table_scene import TableScene

from ..contract import all_variants
from .helpers import click, decide_without_playing, sprite_of, start

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
GAMES = ["prisdorf", "huutopussi", "hasenpfeffer", "finesse"]


class NoAnalysis:
    """An analysis worker that never answers (tests that need no grades)."""

    def request(self, *args: object) -> None:
        pass

    def poll(self) -> None:
        return None

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


def example(name: str) -> Record:
    return Record.load(str(EXAMPLES / f"{name}.json"))


def made_up_analysis(review: Review, blunder: int, better: str, loss: float) -> dict:
    """An analysis in ``Analysis.to_json``'s form: every decision the best but step
    ``blunder``, graded ?? with ``better`` ``loss`` points better."""
    decisions = []
    for i, s in enumerate(review.steps):
        best, value = (better, 1.0 + loss) if i == blunder else (s.taken.text, 1.0)
        decisions.append(
            {
                "index": s.index,
                "taken": s.taken.text,
                "grade": "??" if i == blunder else None,
                "best": best,
                "expected": 1.0,
                "best_expected": value,
                "open": {"best": best, "expected": 1.0, "best_expected": value},
            }
        )
    return {"version": analysis_store.VERSION, "decisions": decisions, "summary": {"lost": loss}}


def open_review(app, record: Record, deal: int, analysis: dict | None, worker) -> ReviewScene:
    """The review of ``record``'s deal from the start screen, its analysis stored beforehand."""
    folder = app.stats_path.with_name("analyses")
    if analysis is not None:
        analysis_store.save(analysis_store.deal_key(record, deal, 0, 0), analysis, folder)
    from ai.analysis_worker import AnalysisWorker

    app.analyser = AnalysisWorker(use_process=False, folder=folder)
    app.open_review(record, deal, app.scene)
    scene = app.scene
    assert isinstance(scene, ReviewScene)
    scene.cpu_worker = worker
    app.frame(tick=False)
    return scene


def key(app, k: int) -> None:
    app.pg.event.post(app.pg.event.Event(app.pg.KEYDOWN, key=k, mod=0, unicode=""))
    app.frame(tick=False)


@pytest.mark.parametrize("name", GAMES)
def test_play_from_here_keeps_every_hidden_card(name):
    """Issue 24: every seat's hand and every pile (the stock, the skat, the widow) of the
    practice position are those of the original deal at that action."""
    record = example(name)
    review = Review.of(record, 0)
    assert review.steps
    for step in review.steps:
        original = deal_start(record, 0)
        for text in record.deals[0].actions[: step.index]:
            original.apply(original.parse_action(text))
        practice = practice_match(record, 0, step.index).state
        assert practice.locations() == original.locations(), (name, step.index)
        assert practice.to_move == 0 and practice.view(0) == original.view(0)
        assert practice.legal_actions() == original.legal_actions()


def test_review_steps_through_the_decisions_of_the_human_seat(app, worker):
    record = example("prisdorf")
    review = Review.of(record, 0)
    # the human seat's decisions, by their index in the deal, and what he did there
    state, expected = deal_start(record, 0), []
    for j, text in enumerate(record.deals[0].actions):
        if state.to_move == 0:
            expected.append((j, text))
        state.apply(state.parse_action(text))
    assert [(s.index, s.taken.text) for s in review.steps] == expected
    blunder = next(i for i, s in enumerate(review.steps) if s.taken.text == "play Kh")
    scene = open_review(app, record, 0, made_up_analysis(review, blunder, "play Qh", 2.5), worker)
    assert scene.i == blunder  # the analysis is there: the review opens at the costliest decision
    assert explain(scene.review.steps[blunder]) == "You lose 2.5 points: Play Q♥ was better."
    key(app, app.pg.K_HOME)
    assert scene.i == 0
    for i in range(1, len(expected)):
        key(app, app.pg.K_RIGHT)
        assert scene.i == i
        position = deal_start(record, 0)
        for text in record.deals[0].actions[: expected[i][0]]:
            position.apply(position.parse_action(text))
        assert scene.review.view(i) == position.view(0)  # as the player saw it
    key(app, app.pg.K_RIGHT)
    assert scene.i == len(expected) - 1  # no further than the last
    key(app, app.pg.K_END)
    key(app, app.pg.K_LEFT)
    assert scene.i == len(expected) - 2
    click(app, scene.buttons[0].rect.center)  # ◀
    assert scene.i == len(expected) - 3


def test_the_card_played_and_the_better_one_are_marked(app, worker):
    record = example("prisdorf")
    review = Review.of(record, 0)
    blunder = next(i for i, s in enumerate(review.steps) if s.taken.text == "play Kh")
    scene = open_review(app, record, 0, made_up_analysis(review, blunder, "play Qh", 2.5), worker)
    step = scene.review.steps[scene.i]
    view = scene.review.view(scene.i)
    final = place(view, scene.layout)
    amap = ActionMap.build(step.state.legal_actions(), view.hands[0], view.piles)
    taken = {str(final[k].card) for k in action_keys(final, amap, step.taken)}
    better = {str(final[k].card) for k in action_keys(final, amap, step.better)}
    assert (taken, better) == ({"Kh"}, {"Qh"})
    assert "Blunder" in scene_text(scene)
    key(app, app.pg.K_o)  # every hand open, each in its own seat's place
    assert scene.open_hands
    opened = open_placement(view, scene.review.view(scene.i, True), scene.layout)
    state = scene.review.steps[scene.i].state
    for seat in range(1, state.players):
        shown = sorted(str(s.card) for s in opened.values() if s.where == f"hand{seat}")
        assert shown == sorted(str(c) for c in state.locations()[f"hand{seat}"])
        assert {(s.x, s.y) for s in opened.values() if s.where == f"hand{seat}"} == {
            (s.x, s.y) for s in final.values() if s.where == f"hand{seat}"
        }


def scene_text(scene: ReviewScene) -> str:
    step = scene.review.steps[scene.i]
    from game.table.review import grade_name

    return f"{grade_name(step.grade)} {explain(step)}"


def test_a_rules_of_thumb_reason_joins_the_line():
    """The seam for ``ai/explain.py``: its reason, when given, closes the line."""
    record = example("prisdorf")
    review = Review.of(record, 0)
    review.merge(made_up_analysis(review, 3, "play Qh", 1.8))
    assert review.steps[3].taken.text == "play Kh"  # Q♥ is in the hand: legal there
    line = explain(review.steps[3], Message("draws the last trump"))
    assert line.startswith("You lose 1.8 points: ") and line.endswith("(draws the last trump)")


def play_out(app, timeout: float = 60.0) -> None:
    """Click through the deal on show (cards and buttons) until its summary is up."""
    end = time.perf_counter() + timeout
    while app.scene.panels.overlay_kind != "summary":
        assert time.perf_counter() < end, "timed out"
        app.frame(tick=False)
        scene = app.scene
        if scene.ctl.human_to_move() and not scene.animating and scene.overlay is None:
            plays = [cid for cid, a in scene.amap.card.items() if a.kind in ("play", "replenish")]
            if plays:
                sp = sprite_of(scene, plays[0])
                click(app, (round(sp.x), round(sp.y)))
            else:
                decide_without_playing(app)
        time.sleep(0.0005)


def summary_button(app, label: str):
    return next(b for b in app.scene.panels.overlay.buttons if b.label == label)


def test_a_practice_deal_never_counts(app, worker):
    start(app, seed=3, worker=worker)
    play_out(app)
    table = app.scene
    match = table.ctl.match
    before = (len(match.deals), list(match.totals), len(match.outcomes), match.to_record().dumps())
    stats = json.dumps({k: vars(v) for k, v in app.stats.tallies.items()}, sort_keys=True)
    kept, daily = len(app.recent.entries), repr(app.daily.book.days)
    assert kept == 1  # the deal just played is kept for the review
    app.analyser = NoAnalysis()
    click(app, summary_button(app, "Review this deal").rect.center)
    review = app.scene
    assert isinstance(review, ReviewScene) and review.back is table
    key(app, app.pg.K_HOME)
    key(app, app.pg.K_p)  # play from here
    practice = app.scene
    assert isinstance(practice, TableScene) and isinstance(practice.ctl, PracticeController)
    assert not practice.ctl.save and practice.ctl.stats is None and not practice.ctl.keeps_match
    assert practice.ctl.level == table.ctl.level  # the same opponents
    assert practice.top_bar.title().startswith("Practice: ")
    practice.panels.open_menu()  # its way out leads back to the review, not to the start screen
    labels = [b.label for b in practice.overlay.buttons]
    assert "Back to the review" in labels and "Leave this game" not in labels
    practice.panels.close()
    play_out(app)
    lines = [line for line, _ in practice.panels.overlay.lines]
    original = review.review.original
    assert any(line.startswith(f"Original {original:+d}".replace("+0", "0")) for line in lines), lines
    assert json.dumps({k: vars(v) for k, v in app.stats.tallies.items()}, sort_keys=True) == stats
    assert len(app.recent.entries) == kept and repr(app.daily.book.days) == daily
    assert (len(match.deals), list(match.totals), len(match.outcomes), match.to_record().dumps()) == before
    click(app, summary_button(app, "Back to the review").rect.center)
    assert app.scene is review
    key(app, app.pg.K_ESCAPE)
    assert app.scene is table and table.panels.overlay_kind == "summary"


def test_recent_deals_open_from_the_statistics_and_lead_back(app, worker):
    start(app, seed=3, worker=worker)
    play_out(app)
    app.analyser = NoAnalysis()
    app.show_statistics()
    stats = app.scene
    click(app, next(b for b in stats.buttons if b.label == "Recent deals").rect.center)
    assert isinstance(app.scene, RecentScene) and len(app.scene.rows) == 1
    click(app, app.scene.rows[0].rect.center)
    assert isinstance(app.scene, ReviewScene)
    key(app, app.pg.K_ESCAPE)
    assert isinstance(app.scene, RecentScene)
    key(app, app.pg.K_ESCAPE)
    assert isinstance(app.scene, StatsScene)


def test_a_damaged_list_of_recent_deals_is_named_at_the_start(tmp_path):
    from game.table.app import App

    (tmp_path / "recent.json").write_text("[1, 2")
    app = App(
        settings_path=str(tmp_path / "settings.json"),
        save_settings=False,
        autosave_enabled=False,
        size=(1280, 800),
        stats_path=str(tmp_path / "statistics.json"),
    )
    try:
        assert "recent deals" in app.scene.notice and app.recent.entries == []
        assert list(tmp_path.glob("recent.json.damaged-*"))
    finally:
        app.close()


class FailedAnalysis(NoAnalysis):
    """An analysis worker whose process died."""

    def poll(self):
        from ai.analysis_worker import AnalysisStatus

        return AnalysisStatus(error="the analysis process stopped (exit code -9)")


def test_a_failed_analysis_leaves_the_positions_to_browse(app, worker):
    record = example("prisdorf")
    app.analyser = FailedAnalysis()
    app.open_review(record, 0, app.scene)
    scene = app.scene
    app.frame(tick=False)
    assert scene.status_text() == "No analysis" and "exit code -9" in scene.failure()
    key(app, app.pg.K_RIGHT)
    assert scene.i == 1 and explain(scene.review.steps[1]) in ("Not analysed yet.", "The only legal choice.")
    key(app, app.pg.K_ESCAPE)
    assert not isinstance(app.scene, ReviewScene)


def random_deal(game: str, preset: str, players: int, seed: int = 1) -> Record:
    """A match played at random until a deal in which seat 0 decided something has ended."""
    import random

    from game.match import Match
    from game.rules import get_ruleset

    rng = random.Random(seed)
    m = Match(get_ruleset(game).config(preset, None, players), seed=seed)
    for _ in range(20):
        while not m.deal_over:
            m.apply(rng.choice(m.state.legal_actions()))
        if any(s == 0 for s, _ in m.state.history) or m.over:
            break
        m.next_deal()
    return m.to_record()


@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: "-".join(map(str, v)))
def test_every_game_can_be_reviewed_and_played_from_any_decision(app, worker, variant):
    """Each decision's position is drawn, with every hand open too, and play from here
    opens a practice table on it, for every rule set and number of players."""
    record = random_deal(*variant)
    app.analyser = NoAnalysis()
    app.open_review(record, len(record.deals) - 1, app.scene)
    scene = app.scene
    scene.cpu_worker = worker
    steps = len(scene.review.steps)
    assert steps
    for i in sorted({*range(0, steps, max(1, steps // 10)), steps - 1}):  # a dozen at most
        scene.go(i)
        for _ in range(2):
            app.frame(tick=False)
            key(app, app.pg.K_o)
        key(app, app.pg.K_p)
        practice = app.scene
        assert isinstance(practice.ctl, PracticeController)
        assert practice.ctl.match.state.locations() == scene.review.steps[i].state.locations()
        app.frame(tick=False)
        scene.back_from_practice()
        assert app.scene is scene


class HalfwayAnalysis(NoAnalysis):
    """An analysis still running: the last decision judged, the others to come."""

    def __init__(self, decision: dict, total: int) -> None:
        self.decision, self.total = decision, total

    def poll(self):
        from ai.analysis_worker import AnalysisStatus

        return AnalysisStatus(1, self.total, partial=(self.decision,))


def test_what_is_judged_shows_while_the_analysis_runs(app, worker):
    record = example("prisdorf")
    review = Review.of(record, 0)
    last = len(review.steps) - 1
    other = next(a.text for a in review.steps[last].state.legal_actions() if a != review.steps[last].taken)
    judged = made_up_analysis(review, last, other, 1.5)["decisions"][last]
    app.analyser = HalfwayAnalysis(judged, len(review.steps))
    app.open_review(record, 0, app.scene)
    scene = app.scene
    app.frame(tick=False)
    assert scene.status_text() == f"Analysing… 1/{len(review.steps)}"
    assert scene.i == 0  # no jump before the whole deal is judged
    assert scene.review.steps[last].grade == "??" and scene.review.steps[0].analysis is None
    key(app, app.pg.K_END)
    assert explain(scene.review.steps[scene.i]).startswith("You lose 1.5 points")


def test_the_review_gives_the_rules_of_thumb_reason_for_the_better_card(app, worker):
    """The strip's line ends with ai.explain's phrase for the better action, judged in the
    position the player saw."""
    from ai.explain import reason

    record = example("prisdorf")
    review = Review.of(record, 0)
    blunder = next(i for i, s in enumerate(review.steps) if s.taken.text == "play Kh")
    scene = open_review(app, record, 0, made_up_analysis(review, blunder, "play Qh", 2.5), worker)
    step = scene.review.steps[scene.i]
    expected = reason(step.state, step.better, 0)
    assert expected is not None  # the rules of thumb have something to say about Q♥ here
    assert scene._reason(step) == expected
    line = explain(step, scene._reason(step))
    assert line.startswith("You lose 2.5 points: Play Q♥ was better. (") and line.endswith(")")

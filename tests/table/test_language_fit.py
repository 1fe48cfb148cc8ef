"""Every screen's words fit in every language (issue 23): at 800×600 and at 1280×800, no
text on the statistics, the recent deals, a deal in progress, the hint, the coach's
question, the review or the F1 help is cut short, leaves the window or lies on another
text (``text_audit``). The start screen, the end of a deal, the match end and the menu
are checked button by button in test_language.py."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from ai.coach import Candidate
from ai.explain import reason
from game import i18n
from game.match import Match
from game.rules import get_ruleset, rulesets
from game.table import text
from game.table.app import App
from game.table.controller import Controller
from game.table.help_panel import HelpPanel, help_blocks, layout_blocks
from game.table.recent_scene import RecentScene
from game.table.stats_scene import StatsScene
from game.table.table_scene import TableScene

from .test_coach import _at_the_thrown_trick
from .test_review import NoAnalysis, example, made_up_analysis, open_review
from .text_audit import drawn, problems

SIZES = [(800, 600), (1280, 800)]
MIDWAY = [
    ("fipsen", "prisdorf", 3),
    ("fipsen", "grossenaspe", 4),
    ("huutopussi", "pagat", 4),
    ("hasenpfeffer", "default", 4),
    ("skitgubbe", "default", 5),
    ("finesse", "default", 4),
]


@pytest.fixture(params=SIZES, ids=["800x600", "1280x800"])
def sized(request, tmp_path) -> Iterator[App]:
    a = App(
        settings_path=str(tmp_path / "settings.json"),
        save_settings=False,
        autosave_enabled=False,
        size=request.param,
        stats_path=str(tmp_path / "statistics.json"),
    )
    a.settings.speed = "instant"
    yield a
    a.set_language("en")
    a.close()


def in_every_language(app: App, name: str, ready: Callable[[], None] = lambda: None) -> list[str]:
    """The problems of the screen shown, laid out again in each language (``ready`` brings
    back what a relayout closes); at the table also a row of the information panel left out."""
    out = []
    for lang in i18n.LANGUAGES:
        app.set_language(lang)
        ready()
        app.frame(tick=False)
        where = f"{lang} {app.size[0]}x{app.size[1]} {name}"
        out += problems(app, where)
        if isinstance(app.scene, TableScene):
            shown = {d.words for d in drawn(app)[0]}
            out += [
                f"{where}: row {label!r} left out"
                for label, _ in app.scene._info_rows()
                if f"{label}:" not in shown
            ]
    return out


def fits(problems: list[str]) -> None:
    assert not problems, "\n".join(problems)


def midway(game: str, preset: str, players: int, seed: int = 4) -> Match:
    """A match in its first deal, random legal actions played up to the middle of it."""
    m = Match(get_ruleset(game).config(preset, {}, players), seed=seed)
    rng = random.Random(seed)
    full = Match(m.config, seed=seed)
    length = 0
    while full.state.to_move is not None:
        full.apply(rng.choice(full.state.legal_actions()))
        length += 1
    rng = random.Random(seed)
    for _ in range(length // 2):
        m.apply(rng.choice(m.state.legal_actions()))
    return m


def table_at(app: App, match: Match, worker) -> TableScene:
    app._close_scene()
    scene = app.scene = TableScene(app, Controller(match, "random", worker=worker, save=False))
    scene.skip_animation()
    return scene


def human_to_move(match: Match, seed: int = 4) -> Match:
    """``match`` played on with random actions until the human (seat 0) is to move."""
    rng = random.Random(seed)
    while match.state.to_move not in (0, None):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("game", MIDWAY, ids=[f"{g[1]}-{g[2]}" for g in MIDWAY])
def test_a_deal_in_progress_fits_in_every_language(sized, worker, game):
    """The top bar, the information panel, the plates, the bubbles and the action bar."""
    table_at(sized, human_to_move(midway(*game)), worker)
    fits(in_every_language(sized, "table"))


def test_the_hint_fits_in_every_language(sized, worker):
    """The hint's three lines, each with its rules-of-thumb reason, in the longest words."""
    scene = table_at(sized, human_to_move(midway("fipsen", "prisdorf", 3, seed=7)), worker)
    state = scene.ctl.match.state
    legal = state.legal_actions()
    hints = [(a, Candidate(a.text, 1.5 - i, reason=reason(state, a, 0))) for i, a in enumerate(legal[:3])]
    assert any(c.reason is not None for _, c in hints)

    def ready() -> None:
        scene.hints = hints

    fits(in_every_language(sized, "hint", ready))


def test_the_coach_s_question_fits_in_every_language(sized, worker):
    scene = _at_the_thrown_trick(sized, worker, coach=False)
    legal = {a.text: a for a in scene.shown.legal}
    state = scene.ctl.match.state
    better = Candidate("play As", 2.0, reason=reason(state, legal["play As"], 0))
    scene.panels.ask_coach(legal["play Qs"], (4.5, better), play=lambda: None)
    assert scene.panels.overlay_kind == "coach"
    fits(in_every_language(sized, "coach"))


def test_the_statistics_and_the_recent_deals_fit_in_every_language(sized):
    """Every game's line of statistics, and recent deals of every game."""
    for rs in rulesets():
        for preset in rs.presets.values():
            m = Match(rs.config(preset.name, {}, preset.default_players), seed=3)
            rng = random.Random(3)
            while m.state.to_move is not None:
                m.apply(rng.choice(m.state.legal_actions()))
            sized.stats.add_deal(rs.name, preset.name, m.outcomes[-1])
            sized.stats.add_match(rs.name, preset.name, 0)
            sized.recent.add(m, 0, when="2026-11-26 11:02")
    sized.show_statistics()
    assert isinstance(sized.scene, StatsScene)
    out = in_every_language(sized, "statistics")
    sized.analyser = NoAnalysis()
    sized._close_scene()
    sized.scene = RecentScene(sized)
    assert len(sized.scene.rows) >= 10
    fits(out + in_every_language(sized, "recent deals"))


@pytest.mark.parametrize("name", ["prisdorf", "huutopussi", "finesse"])
def test_the_review_fits_in_every_language(sized, worker, name):
    """A graded blunder: its line names the better action with its reason, and the chart."""
    from game.table.review import Review

    record = example(name)
    review = Review.of(record, 0, 0)
    step = next(i for i, s in enumerate(review.steps) if not s.forced and s.taken.kind == "play")
    chosen = review.steps[step]
    better = next(a.text for a in chosen.state.legal_actions() if a != chosen.taken)
    scene = open_review(sized, record, 0, made_up_analysis(review, step, better, 8.9), worker)

    def ready() -> None:
        sized.scene.go(step)

    out = in_every_language(sized, "review", ready)
    assert scene.review.steps
    fits(out)


def page_problems(size: tuple[int, int], where: str, title: str, blocks: list[tuple[str, str]]) -> list[str]:
    """Lines of a help page beyond its panel's width, or on one another."""
    u = min(size[0] / 1280, size[1] / 800)
    width = HelpPanel(size, u, title, blocks, lambda: None).view.width
    pieces, _ = layout_blocks(blocks, width, u)
    inks = [img.get_bounding_rect().move(x, y) for img, x, y in pieces]
    out = [f"{where}: a line reaches {r.right} of {width}" for r in inks if r.right > width]
    return out + [
        f"{where}: lines overlap at {a}" for a, b in zip(inks, inks[1:], strict=False) if a.colliderect(b)
    ]


@pytest.mark.parametrize("size", SIZES, ids=["800x600", "1280x800"])
def test_every_help_page_fits_in_every_language(size):
    """Every line of every game's F1 help lies within the page and on no other line."""
    out = []
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        text.language_changed()
        for rs in rulesets():
            for preset in rs.presets.values():
                title, blocks = help_blocks(rs.name, preset.name, {}, preset.default_players)
                out += page_problems(size, f"{lang} {size} {rs.name}/{preset.name}", title, blocks)
    i18n.set_language("en")
    text.language_changed()
    fits(out)


def test_the_help_panel_fits_in_every_language(sized, worker):
    scene = table_at(sized, midway("huutopussi", "pagat", 4), worker)

    def ready() -> None:
        scene.panels.open_help()

    fits(in_every_language(sized, "help", ready))


class Crowded:
    """A scene that draws what the audit must find: words off the window, words on words,
    and words cut short."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def draw(self, surf) -> None:
        one, two = text.render("Ruten ist Trumpf", 20), text.render("Huuto 55", 20)
        surf.blit(one, (100, 100))
        surf.blit(two, (110, 104))
        surf.blit(two, (self.size[0] - 20, 300))
        surf.blit(text.fit("Stiche des Alleinspielers", 60, 16), (100, 400))


def test_the_audit_finds_words_off_the_window_on_other_words_and_cut_short(sized):
    sized.scene = Crowded(sized.size)
    found = problems(sized, "here")
    assert "here: 'Ruten ist Trumpf' overlaps 'Huuto 55'" in found
    assert "here: 'Huuto 55' leaves the window" in found
    assert "here: 'Stiche des Alleinspielers' cut short" in found
    assert len(found) == 3


def test_the_start_screen_fits_in_every_language(sized):
    fits(in_every_language(sized, "start"))


@pytest.mark.parametrize(
    "game", [("fipsen", "prisdorf", 3, 1), ("huutopussi", "pagat", 4, 1), ("skitgubbe", "default", 4, None)]
)
def test_the_panels_of_a_deal_s_end_fit_in_every_language(sized, worker, game):
    """The end-of-deal box (the match's end after its last deal), the score sheet, the last
    trick and the menu."""
    from .test_sheets import _played

    name, preset, players, deals = game
    scene = table_at(sized, _played(name, preset, players, {}, deals=deals), worker)
    scene.summary_shown = True
    out = []
    for panel in ("open_summary", "open_scores", "open_last_trick", "open_menu"):
        out += in_every_language(sized, panel, getattr(scene.panels, panel))
    fits(out)

"""Auctions a player can follow (issue "Polish from a play-test", item 7): CPU bids and
calls come at a reading pace, and the deal's bidding can be opened as a list."""

from __future__ import annotations

import time

from game.rules import Action, get_ruleset
from game.table import words
from game.table.controller import ANNOUNCE_PACE

from .helpers import post


def test_the_bidding_list_leaves_out_card_plays_and_names_seats():
    history = [(1, "bid 300"), (2, "pass"), (3, "bid 305"), (0, "play Ah"), (1, "give 3 cards")]
    assert words.announcements(history, 4) == [
        "West: Bid 300",
        "North: Pass",
        "East: Bid 305",
        "West: Give 3 cards",
    ]


def test_cards_passed_face_down_keep_their_count_and_get_a_bubble():
    assert words.announcement_label("discard 2 cards") == "Discard 2 cards"
    assert words.announcement_label("give Qc 8d As") == "Give Q♣ 8♦ A♠"
    assert words.announces(Action.parse("give Qc 8d As")) and words.announces(Action.parse("discard 7h 8h"))
    assert not words.announces(Action.parse("play Ah")) and not words.announces(Action.parse("sluff 7h 7c"))


def test_cpu_bids_wait_for_the_player_to_read_them_and_b_lists_them(app, worker):
    app.settings.speed = "normal"
    config = get_ruleset("huutopussi").config("default", {}, 4)
    app.start_match(config, "random", seed=4, humans=(), worker=worker)
    scene = app.scene
    end = time.perf_counter() + 20
    while not any(text.startswith(("bid", "pass")) for _, text in scene.shown.history):
        assert time.perf_counter() < end
        app.frame(tick=False)
        time.sleep(0.001)
    waited = scene.ctl.not_before - app.now()
    assert waited > ANNOUNCE_PACE["normal"] - 0.2  # the next CPU may not bid at once
    post(app, app.pg.KEYDOWN, key=app.pg.K_b, mod=0, unicode="b")
    app.frame(tick=False)
    assert scene.overlay is not None and scene.overlay.title == words.ANNOUNCEMENTS
    said = [line for line, _ in scene.overlay.lines]
    assert said == words.announcements(scene.shown.history, 4) and said


def test_a_cpu_exchange_waits_for_the_player_to_see_it(app, worker):
    """HP-15/HP-16: the partner's three cards and the bidder's three back fly face down,
    each with its bubble ('Give 3 cards'), and the next decision waits a reading pace."""
    app.settings.speed = "normal"
    config = get_ruleset("huutopussi").config("default", {}, 4)
    app.start_match(config, "random", seed=4, humans=(), worker=worker)
    scene = app.scene
    end = time.perf_counter() + 60
    while not any(text.startswith("give") for _, text in scene.shown.history):
        assert time.perf_counter() < end
        app.frame(tick=False)
        time.sleep(0.001)
    assert scene.ctl.not_before - app.now() > ANNOUNCE_PACE["normal"] - 0.2
    assert scene.animating  # the cards are on their way


def test_bids_stay_up_through_the_exchange_until_a_card_is_played(app, worker):
    """HP-14/HP-15: the high bid's bubble still shows while the partner gives his three cards
    and the bidder returns three; only the first card played clears them."""
    from game.table import hud

    config = get_ruleset("huutopussi").config("default", {}, 4)
    app.start_match(config, "random", seed=4, humans=(), worker=worker)
    scene = app.scene
    end = time.perf_counter() + 60
    seen_return = False
    while not any(text.startswith("play") for _, text in scene.shown.history):
        assert time.perf_counter() < end
        app.frame(tick=False)
        time.sleep(0.001)
        if scene.shown.phase in ("return", "contract") and not seen_return:
            seen_return = True
            bidder = scene.shown.info["bidder"]
            labels = hud.bubble_labels(scene.shown, scene.phase_start)
            assert labels[bidder].startswith("Bid") and any(t.startswith("Give") for t in labels.values())
    assert seen_return

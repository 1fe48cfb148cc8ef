"""Layout at many window sizes: the human's hand stays inside the window and off every zone."""

from __future__ import annotations

import pygame
import pytest

from game.table.layout import Layout, game_layout

SIZES = [(800, 600), (1024, 768), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (900, 1000)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("cards", [5, 10, 16])
def test_hand_inside_window_and_clear_of_zones(size, players, cards):
    lay = Layout(size[0], size[1], players, game_layout("fipsen"))
    rects = lay.hand_card_rects(cards)
    assert len(rects) == cards
    for r in rects:
        lifted = r.move(0, -lay.lift)
        assert lay.window.contains(r) and lay.window.contains(lifted), (size, r)
        for name, zone in lay.zones().items():
            assert not r.colliderect(zone), f"hand card {r} overlaps {name} {zone} at {size}"
            if name != "action_zone":
                assert not lifted.colliderect(zone), f"lifted card overlaps {name} at {size}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_plates_inside_window_and_apart(size, players):
    lay = Layout(size[0], size[1], players)
    plates = [g.plate for g in lay.seats]
    for i, p in enumerate(plates):
        assert lay.window.contains(p)
        assert not p.colliderect(lay.top_bar)
        assert not p.colliderect(lay.trick_zone), f"plate {i} covers the trick at {size}"
        for q in plates[i + 1 :]:
            assert not p.colliderect(q)


@pytest.mark.parametrize("size", SIZES)
def test_trick_slots_inside_the_felt(size):
    lay = Layout(size[0], size[1], 4)
    for g in lay.seats:
        x, y = g.trick_slot
        assert lay.felt.collidepoint(x, y)
        assert lay.trick_zone.collidepoint(x, y)


def test_seats_go_clockwise_from_the_bottom():
    """Seat 0 at the bottom, seat 1 (its left) on the left, then over the top to the right."""
    lay = Layout(1280, 800, 4)
    s = [g.plate.center for g in lay.seats]
    assert s[0][1] > s[2][1] and s[1][0] < s[2][0] < s[3][0]
    assert lay.seat_angle(1) == 180 and lay.seat_angle(2) == 90 and lay.seat_angle(3) == 0


def test_card_size_follows_the_window():
    small, big = Layout(800, 600, 4), Layout(2560, 1440, 4)
    assert small.card_w < big.card_w
    assert big.card_h == round(big.card_w * 1.4)


def test_game_piles_are_data():
    lay = Layout(1280, 800, 4, game_layout("fipsen"))
    skat = lay.pile_positions("skat", 2)
    rest = lay.pile_positions("rest", 3)
    assert skat[0][0] < lay.trick_zone.left and rest[0][0] > lay.trick_zone.right
    won = lay.pile_positions("won2", 4)
    assert lay.seats[2].plate.top < won[0][1] < lay.trick_zone.top
    # An unknown pile still gets a place on the felt.
    x, y = lay.pile_positions("mystery", 1)[0]
    assert lay.felt.collidepoint(x, y)


def test_skitgubbe_phase_one_hand_is_sorted_by_rank():
    """SG phase 1 counts only ranks: the hand lies high to low so equal ranks sit together."""
    import random

    from game.match import Match
    from game.rules import get_ruleset
    from game.table.scene import place

    config = get_ruleset("skitgubbe").config("default", {}, 3)
    m = Match(config, seed=3)
    lay = Layout(1280, 800, 3, game_layout("skitgubbe"))
    rng = random.Random(3)
    checked = 0
    while m.state.to_move is not None and m.state.view(0).phase == "collect":
        hand = [s.card for s in place(m.state.view(0), lay).values() if s.where == "hand0"]
        ranks = [c.rank for c in hand]
        assert ranks == sorted(ranks, reverse=True)
        checked += len({c.suit for c in hand}) > 1
        m.apply(rng.choice(m.state.legal_actions()))
    assert checked


def test_dealer_chip_stays_below_the_top_bar():
    """The dealer chip of a top seat moves beside its plate instead of into the top bar."""
    from game.table.renderer import dealer_chip_center, dealer_chip_radius

    for size in ((800, 600), (1280, 800), (1920, 1080)):
        for players in (3, 4, 5, 6):
            lay = Layout(size[0], size[1], players)
            rad = dealer_chip_radius(lay.u)
            for g in lay.seats:
                x, y = dealer_chip_center(lay, g.plate)
                assert y - rad >= lay.top_bar.bottom
                assert x + rad <= lay.width


def _known_rects(lay: Layout, seat: int, counts: list[int]) -> list[pygame.Rect]:
    """The rectangles of a seat's known cards."""
    out = []
    for x, y in lay.known_positions(seat, counts):
        r = pygame.Rect(0, 0, lay.small_w, lay.small_h)
        r.center = (round(x), round(y))
        out.append(r)
    return out


def _known_counts(players: int) -> list[list[int]]:
    """SG phase 2 with many pick-ups: every CPU seat knows 3, 12, 20 or 26 cards; or one top
    seat holds 28, 32 or 40 known cards (of 52), the side seats up to 12 each of the rest
    and the other top seats what is left."""
    out = [[0] + [c] * (players - 1) for c in (3, 12, 20, 26)]
    lay = Layout(1280, 800, players)
    tops = [s for s in range(1, players) if lay.side(s) == "top"]
    for heavy in tops:
        for big in (28, 32, 40):
            side = min(12, (52 - big) // 2)
            top = min(12, (52 - big - 2 * side) // max(1, len(tops) - 1))
            out.append([0] + [big if s == heavy else top if s in tops else side for s in range(1, players)])
    return out


def _caption_rect(lay, seat, counts):
    """The "Known" caption's backing, as wide as the widest the table draws (bold, 13 px at u=1)."""
    w, h = 60 * lay.u, lay.known_label_height()
    pos = lay.known_label_pos(seat, counts, w)
    if pos is None:
        return None
    r = pygame.Rect(0, 0, round(w), round(h))
    r.center = (round(pos[0]), round(pos[1]))
    return r


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_known_cards_of_different_seats_never_overlap(size, players):
    """No seat's known cards cover another seat's, a name plate or a "Known" caption, and
    all lie on the felt (a top seat's cards close up into two rows and take a third only
    when they must; the side seats' rows then start lower); no caption covers a known card."""
    lay = Layout(size[0], size[1], players, game_layout("skitgubbe"))
    plates = [g.plate for g in lay.seats]
    for counts in _known_counts(players):
        blocks = {s: _known_rects(lay, s, counts) for s in range(1, players)}
        captions = {s: _caption_rect(lay, s, counts) for s in blocks}
        for seat, rects in blocks.items():
            assert len(rects) == counts[seat]
            caption = captions[seat]
            assert (caption is None) == (counts[seat] == 0)
            assert caption is None or lay.felt.contains(caption), (size, counts, seat, caption)
            for r in rects:
                assert lay.felt.contains(r), (counts, seat, r)
                assert r.collidelist(plates) == -1, f"seat {seat}'s known card covers a plate"
                for other, theirs in blocks.items():
                    if other != seat:
                        assert r.collidelist(theirs) == -1, f"seats {seat} and {other} overlap: {counts}"
                hit = [s for s, c in captions.items() if c is not None and r.colliderect(c)]
                assert not hit, f"seat {hit}'s caption covers a known card of seat {seat}: {size} {counts}"


def test_top_seat_known_cards_close_up_into_two_rows():
    lay = Layout(1280, 800, 6, game_layout("skitgubbe"))
    counts = [0, 12, 26, 0, 0, 12]
    rows = {round(y) for _, y in lay.known_positions(2, counts)}
    assert len(rows) == 2
    xs = sorted({round(x) for x, _ in lay.known_positions(2, counts)})
    assert xs[1] - xs[0] >= lay.small_w * Layout.KNOWN_MIN_STEP - 1


def test_side_seat_known_cards_make_room_for_a_top_seats_third_row():
    """Only a top seat with too many known cards for two rows moves a side seat's rows down."""
    lay = Layout(1280, 800, 6, game_layout("skitgubbe"))
    two_rows = lay.known_positions(1, [0, 6, 26, 0, 0, 6])
    three_rows = lay.known_positions(1, [0, 6, 32, 0, 0, 6])
    assert len({round(y) for _, y in lay.known_positions(2, [0, 6, 32, 0, 0, 6])}) == 3
    assert three_rows[0][1] > two_rows[0][1]
    assert two_rows == lay.known_positions(1, [0, 6, 0, 0, 0, 6])


@pytest.mark.parametrize(("size", "cards"), [((1920, 1080), 5), ((1280, 800), 6), ((2560, 1440), 10)])
def test_a_short_hand_spreads_out_when_there_is_room(size, cards):
    """Issue "Polish", item 14: on a big window a few cards lie side by side (a tenth of a
    card overlaps), not three quarters on top of each other."""
    lay = Layout(size[0], size[1], 4)
    xs = [x for x, _ in lay.hand_positions(0, cards)]
    steps = {round(b - a, 3) for a, b in zip(xs, xs[1:], strict=False)}
    assert len(steps) == 1 and steps.pop() >= 0.89 * lay.card_w


def test_a_long_hand_still_fits_a_small_window():
    lay = Layout(800, 600, 4)
    xs = [x for x, _ in lay.hand_positions(0, 16)]
    assert lay.hand_zone.left <= xs[0] - lay.card_w / 2 and xs[-1] + lay.card_w / 2 <= lay.hand_zone.right
    assert xs[1] - xs[0] >= lay.card_w * 0.25  # the index of every card still shows


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [4, 5, 6])
def test_a_top_seats_bubble_leaves_its_known_cards_readable(size, players):
    """A bubble ("Picked up", "Bid 85") of a top seat with known cards covers none of them,
    nor another seat's plate."""
    from game.rules import View, parse_card
    from game.table.hud import bubble_rect

    lay = Layout(size[0], size[1], players, game_layout("skitgubbe"))
    deck = [parse_card(f"{r}{s}") for s in "cdhs" for r in "23456789TJQKA"]
    for counts in (c for c in _known_counts(players) if sum(c) <= len(deck)):
        hands, i = [], 0
        for n in counts:
            hands.append(tuple(deck[i : i + n]) + (None,) * 3)
            i += n
        for seat in (s for s in range(1, players) if lay.side(s) == "top" and counts[s]):
            view = View(0, players, 0, 0, "beat", tuple(hands), {}, (), (), {})
            r = bubble_rect(lay, view, seat, (round(80 * lay.u), round(18 * lay.u)))
            assert r.collidelist(_known_rects(lay, seat, counts)) == -1, (size, counts, seat, r)
            assert r.collidelist([g.plate for g in lay.seats]) == -1, (size, counts, seat, r)

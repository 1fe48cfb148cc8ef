"""Prisdorf Fipsen against an independent referee written from the rules file (Part A, FX).

Random deals (biased towards holding, Kieker and the rarer branches) are played through the
engine while a separate model of the rules predicts, step by step, who must speak and what
he may do: the duels (FP-13..19), binding parts and holder completion (FP-20, FP-22,
FP-24..26, FX-3, FX-4), the Kieker (FP-29..33, FX-5), Kontra (FX-6), following suit
(FP-38), the end of the deal (FP-40, FP-41) and the score (FP-44..49).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from game.games.fipsen.cards import RANK, SUIT
from game.rules import get_ruleset

FIPSEN = get_ruleset("fipsen")
SUITS = "cdhs"


def strength(words: tuple[str, ...]) -> int:
    """FP-11: position on the 17-step ladder."""
    if words[0] == "kieker":
        return 12 + ("ruten" in words)
    t = int(words[0])
    n = doubles(words)
    return 13 + n if t == 5 else (t - 2) * 4 + n


def doubles(words: tuple[str, ...]) -> int:
    """FP-8, FP-9: announced doubles; Durch counts once and comes with every 5."""
    if words[0] == "kieker":
        return int("ruten" in words)
    return ("hand" in words) + ("ruten" in words) + ("durch" in words or words[0] == "5")


DOUBLES = [(), ("hand",), ("ruten",), ("durch",), ("hand", "ruten"), ("hand", "durch"), ("ruten", "durch")]
LADDER = [(t, *d) for t in ("2", "3", "4") for d in [*DOUBLES, ("hand", "ruten", "durch")]] + [
    ("kieker",),
    ("kieker", "ruten"),
    ("5",),
    ("5", "hand"),
    ("5", "ruten"),
    ("5", "hand", "ruten"),
]


@dataclass
class Auction:
    """FP-13..19 as the rules file words them."""

    holder: int
    challenger: int | None
    next_pos: int
    bid: tuple[str, ...] | None = None
    owner: int | None = None
    held: bool = False


def trick_winner(trick: list[int], trump: int) -> int:
    best = 0
    for i, c in enumerate(trick):
        b = trick[best]
        if (SUIT[c] == SUIT[b] and RANK[c] > RANK[b]) or (SUIT[c] == trump and SUIT[b] != trump):
            best = i
    return best


def _pick(actions: list, strong: bool, trump: int, rng: random.Random):
    """A card to play: mostly the declarer's strongest and the opponents' weakest, so that
    won contracts, STOP and CONTINUE (FP-41c) come up as well as failures."""
    if rng.random() < 0.15:
        return rng.choice(actions)
    power = [(SUIT[a.cards[0].id] == trump, RANK[a.cards[0].id]) for a in actions]
    pick = max if strong else min
    return actions[power.index(pick(power))]


def referee_deal(seed: int, players: int, options: dict) -> None:
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    s = FIPSEN.new_deal(FIPSEN.config("prisdorf", options, players), dealer, rng=rng)
    dealt = [list(h) for h in s.layout()["hands"]]
    eligible = [not any(c[0] in "KQJ" for c in h) for h in dealt]  # FP-10
    p = [(dealer + 1 + i) % players for i in range(players)]
    sieben = {"7c", "7d", "7h", "7s"}

    def is_siebener(cards: list[str]) -> bool:  # FP-34
        return len(cards) == 5 and sieben <= set(cards) and any(c[0] == "A" for c in cards)

    # FX-2 (a): offers right after the deal, from P1.
    for seat in p:
        if is_siebener(dealt[seat]):
            assert s.to_move == seat and s.legal_texts() == ["siebener", "pass"]
            s.apply("pass")

    # FP-13..19: the duels.
    a = Auction(p[0], p[1], 2)
    lowest = 4 if options.get("MinBid3") else 0
    while True:
        if a.challenger is None and a.bid is not None:
            break
        if a.challenger is None or a.bid is None or a.owner != a.holder:
            speaker = a.holder  # FP-15, FP-17, FP-19 (the survivor may still open)
        else:
            speaker = a.challenger  # FP-16
        low = lowest if a.bid is None else strength(a.bid) + 1
        bids = [w for w in LADDER if strength(w) >= low and (eligible[speaker] or w[0] != "kieker")]
        may_hold = (
            a.challenger is not None
            and a.bid is not None
            and speaker == a.holder
            and (a.bid[0] != "kieker" or eligible[speaker])  # FP-20, house rule
        )
        if not bids and not may_hold:  # only pass: not asked (DESIGN)
            choice = "pass"
        else:
            assert s.to_move == speaker, (seed, s.history)
            expected = {"pass", *(["hold"] if may_hold else []), *("bid " + " ".join(w) for w in bids)}
            assert set(s.legal_texts()) == expected, (seed, s.history)
            # Mostly hold or bid low (so that contracts can be won), sometimes anything.
            texts = ["bid " + " ".join(w) for w in bids]
            r = rng.random()
            if "bid kieker" in expected and r < 0.3:
                choice = "bid kieker"
            elif may_hold and r < 0.3:
                choice = "hold"
            elif texts and r < 0.5:
                choice = rng.choice(texts[:3])
            else:
                choice = rng.choice(sorted(expected)) if r < 0.65 else "pass"
            s.apply(choice)
        if choice == "pass":
            if a.challenger is None:  # FP-19: nobody bid, the same dealer deals again
                out = s.outcome()
                assert out is not None and out.next_dealer == dealer and not any(out.scores)
                return
            if speaker == a.holder:
                a.holder = a.challenger  # FP-18
            a.challenger = p[a.next_pos] if a.next_pos < players else None
            a.next_pos += 1
        elif choice == "hold":
            a.owner, a.held = speaker, True
        else:
            a.bid, a.owner, a.held = tuple(choice.split()[1:]), speaker, False
            if a.challenger is None:
                break  # FP-19: the survivor's opening ends the auction
    declarer, bid, held = a.holder, a.bid, a.held
    assert s.declarer == declarer, seed
    kieker = bid[0] == "kieker"
    tricks = 5 if kieker else int(bid[0])
    need = doubles(bid)
    # FP-20: own final bid binds every named double; a holder only t and the count n.
    hand_bound = not held and "hand" in bid
    ruten_bound = "ruten" in bid and (not held or kieker)
    durch = kieker or tricks == 5 or (not held and "durch" in bid)

    if kieker:  # FP-30, FP-31, FX-5: one discard of 5 from 10
        discards = s.legal_actions()
        assert len(discards) == 252 and all(len(x.cards) == 5 for x in discards)
        s.apply(rng.choice(discards))
        hand = False
    elif hand_bound or need > 2:  # FX-3, FX-4: Hand without a decision
        hand = True
    else:
        assert s.legal_texts() == ["hand", "skat"], seed
        hand = rng.random() < 0.5
        s.apply("hand" if hand else "skat")
        if not hand:
            s.apply(rng.choice(s.legal_actions()))
    if is_siebener([c.text for c in s.locations()[f"hand{declarer}"]]):  # FX-2 (b), (c)
        assert s.legal_texts() == ["siebener", "pass"]
        s.apply("pass")

    if kieker:
        names = ["d"] if ruten_bound else list(SUITS)
        assert s.legal_texts() == ["surrender", *(f"trump {x}" for x in names)], seed
        if rng.random() < 0.1:
            s.apply("surrender")
            assert s.outcome().scores[declarer] == -5  # FP-32, FP-47
            return
        trump = rng.choice(names)
        s.apply(f"trump {trump}")
    else:
        # FP-24, FP-26, FX-4: only trumps that can still complete the doubles.
        names = [
            x
            for x in SUITS
            if (not ruten_bound or x == "d") and need - hand - (x == "d") - durch <= (0 if durch else 1)
        ]
        if len(names) == 1:
            trump = names[0]
        else:
            assert s.legal_texts() == [f"trump {x}" for x in names], (seed, bid, held, hand)
            trump = rng.choice(names)
            s.apply(f"trump {trump}")
        durch = durch or need - hand - (trump == "d") >= 1  # FX-4: the forced Durch
    assert s.trump == SUITS.index(trump) and s.durch == durch, (seed, bid, held, hand, trump)

    kontra = 0
    if options.get("KontraRekontra"):  # FX-6
        for k in range(1, players):
            assert s.to_move == (declarer + k) % players and s.legal_texts() == ["kontra", "pass"]
            if rng.random() < 0.3:
                s.apply("kontra")
                assert s.to_move == declarer and s.legal_texts() == ["rekontra", "pass"]
                kontra = 1 + (rng.random() < 0.5)
                s.apply("rekontra" if kontra == 2 else "pass")
                break
            s.apply("pass")

    leader = p[0] if options.get("VorhandLeads") else declarer  # FP-37
    won = lost = 0
    trump_suit = SUITS.index(trump)
    while True:
        trick: list[int] = []
        for i in range(players):
            seat = (leader + i) % players
            assert s.to_move == seat, seed
            hand_ids = [c.id for c in s.locations()[f"hand{seat}"]]
            follow = [c for c in hand_ids if trick and SUIT[c] == SUIT[trick[0]]]
            assert sorted(x.cards[0].id for x in s.legal_actions()) == sorted(follow or hand_ids)  # FP-38
            action = _pick(s.legal_actions(), seat == declarer, trump_suit, rng)
            trick.append(action.cards[0].id)
            s.apply(action)
        leader = (leader + trick_winner(trick, trump_suit)) % players
        won, lost = won + (leader == declarer), lost + (leader != declarer)
        if durch:  # FP-40
            if lost or won == 5:
                success = not lost
                break
        elif lost > 5 - tricks:  # FP-41a
            success = False
            break
        elif won == tricks:
            if lost:  # FP-41b
                success = True
                break
            assert s.legal_texts() == ["continue", "stop"], seed  # FP-41c
            if rng.random() < 0.5:
                s.apply("stop")
                success = True
                break
            s.apply("continue")
            durch = True
        assert s.outcome() is None, seed
    out = s.outcome()
    value = (
        (20 if trump == "d" else 10) if kieker else tricks << (hand + (trump == "d") + durch)
    )  # FP-44, 45, 47
    value <<= kontra  # FP-49
    expected = value if success else -2 * value  # FP-45, FP-46
    assert out.scores == tuple(expected if x == declarer else 0 for x in range(players)), (seed, bid, held)


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (4, {}),
        (4, {"KontraRekontra": True, "VorhandLeads": True}),
        (3, {"MinBid3": True}),
        (3, {"KontraRekontra": True}),
    ],
)
def test_engine_agrees_with_the_referee_on_random_deals(players, options):
    for seed in range(150):
        referee_deal(seed, players, options)

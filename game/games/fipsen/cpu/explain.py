"""The rules of thumb's short phrases about a Fipsen decision (ai/explain.py).

Card play in every form: the trick as each form's reader sees it (Prisdorf ``facts``, the
regional forms ``declarer``, Thedinghausen ``thedinghausen``); in the declarer games the
defenders play together (FP-37..FP-39), in Thedinghausen everyone plays alone. Bids and
passes are weighed against the rules of thumb's own bid (their order in the legal actions
is the order of the bids, FP-11).
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.agent import Observation
from ai.explain import TrickSense, choice_reason, rules_choice, trick_reason
from game.rules import Action
from game.rules.message import Message

from . import declarer, thedinghausen
from .facts import beats, read, sure
from .heuristic import DECK, FipsenAgent

CONTINUES = Message("plays on: every card left is a sure winner")
STOPS = Message("stops: not every card left is a sure winner")


def explain(obs: Observation, action: Action) -> Message | None:
    """The phrase for ``action`` of the seat to move in ``obs``."""
    legal = obs.legal_actions()
    if any(a.kind == "bid" for a in legal) and action.kind in ("bid", "pass"):
        chosen = rules_choice(obs, FipsenAgent)
        if chosen.kind not in ("bid", "pass"):
            return None  # holding (FP-20) is the rules' choice
        return choice_reason(action, chosen, legal.index)
    if action.kind in ("continue", "stop") and action == rules_choice(obs, FipsenAgent):
        return CONTINUES if action.kind == "continue" else STOPS  # FP-41c
    if action.kind != "play":
        return None
    return trick_reason(_sense(obs, legal), action.cards[0])


def _sense(obs: Observation, legal: Sequence[Action]) -> TrickSense:
    """The trick as the form's rules of thumb read it."""
    view = obs.view()
    preset = obs.config.preset
    if preset == "prisdorf":
        f = read(view)
        trump, trick, players, decl = f.trump, f.trick, f.players, f.declarer
        unseen = set(DECK) - set(f.hand) - f.played
    elif preset == "thedinghausen":
        r = thedinghausen.read(view)
        trump, trick, players, unseen, decl = r.trump, r.trick, view.players, r.unseen, None
    else:
        d = declarer.read(view, preset, dict(obs.config.options))
        trump, trick, players, unseen, decl = d.trump, d.trick, len(d.active), d.unseen, d.declarer
    defenders = frozenset(range(view.players)) - {decl}
    return TrickSense(
        cards=[a.cards[0] for a in legal if a.kind == "play"],
        trick=trick,
        players=players,
        partners=defenders - {view.seat} if view.seat in defenders and decl is not None else frozenset(),
        beats=lambda c, best: beats(c, best, trump),
        is_trump=lambda c: c.suit == trump,
        sure=lambda c: sure(c, trump, unseen),
        cheap=lambda c: (c.suit == trump, c.rank),  # as facts.cheapest orders them
        unseen_trumps=sum(1 for u in unseen if u.suit == trump),
    )

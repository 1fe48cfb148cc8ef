"""A match: a sequence of deals with dealer rotation, running totals, the end, and undo.

The match keeps every deal in record form (dealer, layout as dealt, actions), so
``to_record`` is always exact and undo rebuilds a deal by replaying it.

A finished deal can be played again with the same cards (``replay_deal``): the finished
deal keeps its place, and the replay is the next deal, by the same dealer from the same
layout. It counts like any other deal (totals, the match's length and end); a record
replays it as it is, and ``is_replay`` recognises it there too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.record import DealRecord, Record, is_thrown_in, next_dealer, replay
from game.rules import Action, GameConfig, Outcome, State, get_ruleset


class Match:
    """One match of one game. Seat 0 is the human by convention; nothing here depends on it."""

    def __init__(self, config: GameConfig, *, dealer: int | None = None, seed: int | None = None) -> None:
        self.config = config
        self.ruleset = get_ruleset(config.game)
        self.preset = self.ruleset.preset(config.preset)
        self.rng = random.Random(seed)
        self.deals: list[DealRecord] = []
        self.outcomes: list[Outcome] = []
        self.totals: list[int] = [0] * config.players
        self.played = 0
        self.over = False
        first = self.rng.randrange(config.players) if dealer is None else dealer
        self.state: State = self._deal(first)

    # --- progress ------------------------------------------------------------------------
    def _deal(self, dealer: int) -> State:
        state = self.ruleset.new_deal(self.config, dealer, rng=self.rng, totals=tuple(self.totals))
        self.deals.append(DealRecord(dealer, state.layout(), None, []))
        return state

    @property
    def dealer(self) -> int:
        return self.state.dealer

    @property
    def dealers(self) -> list[int]:
        """Who dealt each deal so far (a match records every dealer)."""
        return [d.dealer for d in self.deals if d.dealer is not None]

    @property
    def deal_number(self) -> int:
        """1 for the first deal."""
        return len(self.deals)

    @property
    def deal_over(self) -> bool:
        return self.state.to_move is None

    @property
    def winner(self) -> int | list[int] | None:
        return self.preset.winner(self.config, self.totals) if self.over else None

    def apply(self, action: Action | str) -> None:
        """Apply an action to the current deal (raises IllegalAction when illegal)."""
        if isinstance(action, str):
            action = self.state.parse_action(action)
        self.state.apply(action)
        self.deals[-1].actions.append(str(action))
        if self.state.to_move is None:
            self._finish_deal()

    def _finish_deal(self) -> None:
        outcome = self.state.outcome()
        assert outcome is not None
        self.outcomes.append(outcome)
        self.totals = [t + s for t, s in zip(self.totals, outcome.scores, strict=True)]
        if not is_thrown_in(outcome, self.state.dealer):
            self.played += 1
        self.over = outcome.match_over or self.preset.match_end(self.config, self.played, self.totals)

    def next_deal(self) -> State:
        """Start the next deal once the current one is over."""
        if not self.deal_over:
            raise ValueError("the current deal is not over")
        if self.over:
            raise ValueError("the match is over")
        self.state = self._deal(next_dealer(self.outcomes[-1], self.state.dealer, self.config.players))
        return self.state

    def replay_deal(self) -> State:
        """Deal the finished deal's cards again, by the same dealer, as the next deal."""
        if not self.deal_over:
            raise ValueError("the current deal is not over")
        if self.over:
            raise ValueError("the match is over")
        deal = self.deals[-1]
        self.state = self.ruleset.new_deal(
            self.config, self.state.dealer, layout=deal.layout, totals=tuple(self.totals)
        )
        self.deals.append(DealRecord(self.state.dealer, self.state.layout(), None, []))
        return self.state

    def is_replay(self, index: int) -> bool:
        """Whether deal ``index`` (0 for the first) was dealt by the same dealer with the same
        cards as the deal before it: a replay of it."""
        if not 0 < index < len(self.deals):
            return False
        before, deal = self.deals[index - 1], self.deals[index]
        return before.dealer == deal.dealer and before.layout == deal.layout

    # --- undo ----------------------------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        return any(s == seat for s, _ in self.state.history)

    def undo(self, seat: int) -> bool:
        """Go back to just before ``seat``'s last decision in the current deal.

        Works also right after the deal ended (the match returns into it). Returns False
        when the seat has made no decision in this deal.
        """
        history = self.state.history
        last = next((i for i in range(len(history) - 1, -1, -1) if history[i][0] == seat), None)
        if last is None:
            return False
        if self.deal_over:
            outcome = self.outcomes.pop()
            self.totals = [t - s for t, s in zip(self.totals, outcome.scores, strict=True)]
            if not is_thrown_in(outcome, self.state.dealer):
                self.played -= 1
            self.over = False
        self._rebuild(last)
        return True

    def restart_deal(self) -> bool:
        """The deal in progress back to its start, cards as dealt: its play so far is undone
        (none of it has counted yet). False when it is over or nothing was played."""
        if self.deal_over or not self.state.history:
            return False
        self._rebuild(0)
        return True

    def _rebuild(self, keep: int) -> None:
        """The current deal again from its layout, with only its first ``keep`` actions."""
        deal = self.deals[-1]
        del deal.actions[keep:]
        state = self.ruleset.new_deal(
            self.config, self.state.dealer, layout=deal.layout, totals=tuple(self.totals)
        )
        for text in deal.actions:
            state.apply(state.parse_action(text))
        self.state = state

    # --- records -------------------------------------------------------------------------
    def to_record(self) -> Record:
        return Record(
            self.config.game,
            self.config.preset,
            dict(self.config.options),
            self.config.players,
            [DealRecord(d.dealer, d.layout, None, list(d.actions)) for d in self.deals],
        )

    @classmethod
    def from_record(cls, record: Record, *, seed: int | None = None) -> Match:
        """Resume a match exactly where its record stops (raises RecordError if broken)."""
        results, totals, over, _ = replay(record)
        match = cls.__new__(cls)
        match.config = record.config
        match.ruleset = record.ruleset
        match.preset = match.ruleset.preset(match.config.preset)
        match.rng = random.Random(seed)
        match.deals = []
        match.outcomes = []
        match.totals = list(totals)
        match.played = 0
        match.over = over
        for r in results:
            match.deals.append(
                DealRecord(r.dealer, r.state.layout(), None, list(record.deals[r.index].actions))
            )
            if r.outcome is not None:
                match.outcomes.append(r.outcome)
                if not is_thrown_in(r.outcome, r.dealer):
                    match.played += 1
        if results:
            match.state = results[-1].state
        else:
            match.state = match._deal(match.rng.randrange(match.config.players))
        return match


def deal_totals(outcomes: Sequence[Outcome], players: int) -> list[list[int]]:
    """Running totals after each deal, for a score sheet."""
    rows, totals = [], [0] * players
    for o in outcomes:
        totals = [t + s for t, s in zip(totals, o.scores, strict=True)]
        rows.append(list(totals))
    return rows

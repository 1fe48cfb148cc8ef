"""Duel's play: lead anything, follow suit if you can, the trick's winner leads next."""

from __future__ import annotations

import random

from game.rules import Action, Card, GameConfig, Outcome, State, View

from .cards import PLAYERS


class DuelState(State):
    def __init__(self, config: GameConfig, dealer: int, hands: list[list[Card]]) -> None:
        self.config, self.dealer, self.players = config, dealer, PLAYERS
        self.hands = [list(h) for h in hands]
        self.dealt = [list(h) for h in hands]
        self.trick: list[tuple[int, Card]] = []
        self.won: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.tricks = [0] * PLAYERS
        self.led_tricks = [0] * PLAYERS  # tricks won on the winner's own lead
        self.history: list[tuple[int, Action]] = []
        self.to_move: int | None = (dealer + 1) % PLAYERS

    def legal_actions(self) -> list[Action]:
        if self.to_move is None:
            return []
        hand = self.hands[self.to_move]
        follow = [c for c in hand if self.trick and c.suit == self.trick[0][1].suit]
        return [Action("play", (), (c,)) for c in follow or hand]

    def illegal_reason(self, action: Action) -> str:
        return "You must follow suit" if self.trick else "Play a card from your hand"

    def _apply(self, action: Action) -> None:
        seat = self.to_move
        assert seat is not None
        card = action.cards[0]
        self.history.append((seat, action))
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) < PLAYERS:
            self.to_move = (seat + 1) % PLAYERS
            return
        led = self.trick[0][1].suit
        winner = max((s for s, c in self.trick if c.suit == led), key=lambda s: dict(self.trick)[s].rank)
        self.tricks[winner] += 1
        self.led_tricks[winner] += self.trick[0][0] == winner
        self.won[winner] += [c for _, c in self.trick]
        self.trick = []
        self.to_move = winner if self.hands[winner] else None

    def clone(self) -> DuelState:
        other = DuelState(self.config, self.dealer, self.dealt)
        other.hands = [list(h) for h in self.hands]
        other.trick, other.won = list(self.trick), [list(w) for w in self.won]
        other.tricks, other.led_tricks = list(self.tricks), list(self.led_tricks)
        other.history, other.to_move = list(self.history), self.to_move
        return other

    def view(self, seat: int) -> View:
        from .view import view_of

        return view_of(self, seat)

    def resample(self, seat: int, rng: random.Random) -> State:
        from .resample import resample

        return resample(self, seat, rng)

    def outcome(self) -> Outcome | None:
        from .scoring import outcome

        return None if self.to_move is not None else outcome(self)

    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        return {"hands": [[c.text for c in h] for h in self.dealt]}

    def locations(self) -> dict[str, list[Card]]:
        places = {f"hand{s}": list(h) for s, h in enumerate(self.hands)}
        places |= {f"won{s}": list(w) for s, w in enumerate(self.won)}
        return places | {"trick": [c for _, c in self.trick]}

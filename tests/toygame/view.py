"""What one Duel seat knows: its hand, the cards played, the tricks won."""

from game.rules import View
from game.rules.state import known_then_hidden

from .state import DuelState


def view_of(state: DuelState, seat: int) -> View:
    return View(
        seat=seat,
        players=state.players,
        dealer=state.dealer,
        to_move=state.to_move,
        phase="play" if state.to_move is not None else "over",
        hands=tuple(known_then_hidden(h, set(h) if s == seat else set()) for s, h in enumerate(state.hands)),
        piles={},
        trick=tuple((s, (c,)) for s, c in state.trick),
        history=tuple((s, a.text) for s, a in state.history),
        info={"tricks": list(state.tricks)},
        legal=tuple(state.legal_actions()) if state.to_move == seat else (),
    )

"""Records: JSON files that replay a match exactly (DESIGN.md "Records").

``Record.parse`` validates a file's structure; ``replay`` runs it through the rules and
returns each deal's result. Every problem is a ``RecordError`` (a ValueError) whose
message is one line naming the deal, the action's index, the action and the legal
actions where they apply.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.rules import ConfigError, GameConfig, NotationError, Outcome, Ruleset, State, get_ruleset

FORMAT = 1
MAX_RECORD_BYTES = 16 * 1024 * 1024


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message is one line for a user."""


@dataclass
class DealRecord:
    """One deal: who dealt, the cards as dealt (or a seed), and the actions in order."""

    dealer: int | None
    layout: dict[str, Any] | None = None
    seed: int | None = None
    actions: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.dealer is not None:
            out["dealer"] = self.dealer
        if self.layout is not None:
            out["layout"] = self.layout
        if self.seed is not None:
            out["seed"] = self.seed
        out["actions"] = list(self.actions)
        return out


@dataclass
class Record:
    game: str
    preset: str
    options: dict[str, Any]
    players: int
    deals: list[DealRecord]
    seed: int | None = None

    # --- reading -------------------------------------------------------------------------
    @classmethod
    def loads(cls, text: str | bytes) -> Record:
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError(f"record is too large ({len(text)} bytes; at most {MAX_RECORD_BYTES})")
        try:
            data = json.loads(text)
        except UnicodeDecodeError:
            raise RecordError("record is not UTF-8 text") from None
        except json.JSONDecodeError as e:
            raise RecordError(
                f"record is not valid JSON ({e.msg} at line {e.lineno}, column {e.colno})"
            ) from None
        except RecursionError:
            raise RecordError("record is nested too deeply to be a record") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str) -> Record:
        try:
            with open(path, "rb") as f:
                text = f.read(MAX_RECORD_BYTES + 1)
        except OSError as e:
            raise RecordError(f"cannot read {path}: {e.strerror or e}") from None
        return cls.loads(text)

    @classmethod
    def from_json(cls, data: object) -> Record:
        if not isinstance(data, dict):
            raise RecordError("record must be a JSON object")
        fmt = data.get("format")
        if fmt != FORMAT or isinstance(fmt, bool):  # true == 1 in Python, not in a record
            raise RecordError(f"unsupported record format {fmt!r} (this version reads format {FORMAT})")
        game = _typed(data, "game", str)
        preset = data.get("preset")
        if preset is not None and not isinstance(preset, str):
            raise RecordError("'preset' must be text")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("'options' must be an object")
        players = data.get("players")
        if players is not None and (isinstance(players, bool) or not isinstance(players, int)):
            raise RecordError("'players' must be a whole number")
        seed = _optional_int(data, "seed", "record")
        deals_raw = data.get("deals")
        if not isinstance(deals_raw, list):
            raise RecordError("'deals' must be a list")
        deals = [_parse_deal(d, i) for i, d in enumerate(deals_raw)]
        try:
            rs = get_ruleset(game)
            config = rs.config(preset, options, players)
        except ConfigError as e:
            raise RecordError(str(e)) from None
        return cls(game, config.preset, dict(options), config.players, deals, seed)

    # --- writing -------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "preset": self.preset,
            "options": dict(self.options),
            "players": self.players,
        }
        if self.seed is not None:
            out["seed"] = self.seed
        out["deals"] = [d.to_json() for d in self.deals]
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"

    # --- meaning -------------------------------------------------------------------------
    @property
    def ruleset(self) -> Ruleset:
        return get_ruleset(self.game)

    @property
    def config(self) -> GameConfig:
        return self.ruleset.config(self.preset, self.options, self.players)

    def deal_rng(self, index: int) -> random.Random:
        """The rng that deals deal ``index`` when it has no layout."""
        own = self.deals[index].seed
        if own is not None:
            return random.Random(own)
        if self.seed is None:
            raise RecordError(f"deal {index + 1}: no layout and no seed to deal from")
        return random.Random(f"tricktable-deal:{self.seed}:{index}")


def _typed(data: Mapping[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise RecordError(f"'{key}' must be {'text' if kind is str else kind.__name__}")
    return value


def _optional_int(data: Mapping[str, Any], key: str, where: str) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{where}: '{key}' must be a whole number")
    return value


def _parse_deal(raw: object, index: int) -> DealRecord:
    where = f"deal {index + 1}"
    if not isinstance(raw, dict):
        raise RecordError(f"{where}: must be an object")
    dealer = _optional_int(raw, "dealer", where)
    seed = _optional_int(raw, "seed", where)
    layout = raw.get("layout")
    if layout is not None and not isinstance(layout, dict):
        raise RecordError(f"{where}: 'layout' must be an object")
    actions = raw.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError(f"{where}: 'actions' must be a list of texts")
    return DealRecord(dealer, layout, seed, actions)


@dataclass
class DealResult:
    index: int
    dealer: int
    state: State
    outcome: Outcome | None

    def to_json(self) -> dict[str, Any]:
        if self.outcome is None:
            return {"over": False, "scores": [0] * self.state.players, "summary": "deal in progress"}
        out = {"over": True, "scores": list(self.outcome.scores), "summary": self.outcome.text()}
        out.update(self.outcome.extra)
        return out


def start_deal(record: Record, index: int, dealer: int, totals: Sequence[int]) -> State:
    """The first state of deal ``index``, from its layout or its seed."""
    deal = record.deals[index]
    where = f"deal {index + 1}"
    rs, config = record.ruleset, record.config
    if not 0 <= dealer < config.players:
        raise RecordError(f"{where}: dealer {dealer} is not a seat (0..{config.players - 1})")
    try:
        if deal.layout is not None:
            return rs.new_deal(config, dealer, layout=deal.layout, totals=tuple(totals))
        return rs.new_deal(config, dealer, rng=record.deal_rng(index), totals=tuple(totals))
    except RecordError:
        raise
    except ValueError as e:
        raise RecordError(f"{where}: bad layout: {e}") from None
    except (TypeError, KeyError, IndexError, AttributeError) as e:
        raise RecordError(f"{where}: bad layout ({type(e).__name__}: {e})") from None


def apply_recorded(state: State, text: str, deal_index: int, action_index: int) -> None:
    """Apply one recorded action, or raise a RecordError naming where and what is legal."""
    where = f"deal {deal_index + 1}, action {action_index + 1} {text!r}"
    if state.to_move is None:
        raise RecordError(f"{where}: the deal is already over; legal: none")
    try:
        state.apply(state.parse_action(text))
    except NotationError as e:
        raise RecordError(f"{where}: {e}; legal: {', '.join(state.legal_texts())}") from None
    except ValueError as e:  # IllegalAction names the legal set itself
        raise RecordError(f"{where}: {e}") from None


def replay(record: Record) -> tuple[list[DealResult], list[int], bool, int | list[int] | None]:
    """Replay every deal. Returns (deal results, totals, match over, winner)."""
    config = record.config
    preset = record.ruleset.preset(config.preset)
    totals = [0] * config.players
    results: list[DealResult] = []
    dealer = 0
    played = 0
    over = False
    for i, deal in enumerate(record.deals):
        if over:
            raise RecordError(f"deal {i + 1}: the match was already over")
        if deal.dealer is not None:
            dealer = deal.dealer
        state = start_deal(record, i, dealer, totals)
        for j, text in enumerate(deal.actions):
            apply_recorded(state, text, i, j)
        outcome = state.outcome()
        results.append(DealResult(i, dealer, state, outcome))
        if outcome is None:
            if i != len(record.deals) - 1:
                raise RecordError(f"deal {i + 1}: ends before the deal is over but more deals follow")
            break
        totals = [t + s for t, s in zip(totals, outcome.scores, strict=True)]
        if not is_thrown_in(outcome, dealer):
            played += 1
        over = outcome.match_over or preset.match_end(config, played, totals)
        dealer = next_dealer(outcome, dealer, config.players)
    winner = preset.winner(config, totals) if over else None
    return results, totals, over, winner


def is_thrown_in(outcome: Outcome, dealer: int) -> bool:
    """A deal thrown in without play (all-pass): no scores and the same dealer again."""
    return outcome.next_dealer == dealer and not any(outcome.scores)


def next_dealer(outcome: Outcome, dealer: int, players: int) -> int:
    return (dealer + 1) % players if outcome.next_dealer is None else outcome.next_dealer

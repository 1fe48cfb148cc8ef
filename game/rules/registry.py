"""Rulesets, presets, options and the registry that finds them by name."""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .errors import ConfigError
from .helppage import HelpPage
from .state import State
from .tablespec import SHEET_FORMS, TableSpec


@dataclass(frozen=True)
class Option:
    """A named option of a rules file (``MinBid3``). ``default`` fixes its type (bool or int).

    ``summary`` explains it to a player in a line. ``players`` are the player counts the
    option applies to (empty: every count the preset allows); with any other count a
    config still accepts the option, and play ignores it. ``label`` is the name a player
    reads where the rules file's name spelled out in words would not say enough
    ("TwoPlayerAvstick"); empty: the name in words.
    """

    name: str
    default: bool | int
    summary: str
    choices: tuple[int, ...] = ()
    players: tuple[int, ...] = ()
    label: str = ""

    def value_text(self, value: Any) -> str:
        """A value that is not a yes or no, as a player reads it."""
        return str(value)

    def applies(self, players: int) -> bool:
        """Whether the option changes anything in a game of ``players`` players."""
        return not self.players or players in self.players

    def check(self, value: object) -> bool | int:
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise ConfigError(f"option {self.name} takes true or false, not {value!r}")
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise ConfigError(f"option {self.name} takes a whole number, not {value!r}")
        if self.choices and value not in self.choices:
            raise ConfigError(f"option {self.name} takes one of {list(self.choices)}, not {value}")
        return value


@dataclass(frozen=True)
class GameConfig:
    """What is being played: game, preset, every option's value, number of players."""

    game: str
    preset: str
    options: Mapping[str, bool | int]
    players: int

    def __hash__(self) -> int:
        return hash((self.game, self.preset, tuple(sorted(self.options.items())), self.players))

    def opt(self, name: str) -> Any:
        return self.options[name]

    def __reduce__(self) -> tuple:
        # The options are a read-only mapping, which pickle refuses; the AI's worker
        # process and the arena's processes receive configs by pickle.
        return (_config, (self.game, self.preset, dict(self.options), self.players))


def _config(game: str, preset: str, options: dict[str, bool | int], players: int) -> GameConfig:
    return GameConfig(game, preset, MappingProxyType(options), players)


NewDeal = Callable[..., State]


@dataclass(frozen=True)
class Preset:
    """A named rule set of a game family.

    ``new_deal(config, dealer, *, rng=None, layout=None, totals=None)`` returns the first
    state of a deal: dealt from ``rng``, or from a record ``layout``; ``totals`` are the
    match's running totals before this deal (for games whose deals depend on them).
    ``defaults`` override the family's option defaults for this preset.
    ``match_end(config, deals_played, totals)`` says whether the match is over after a deal.
    ``winner(config, totals)`` names the winner (a seat, a team list, or None).
    ``score_sign(config)`` is +1 when a higher score is better and −1 when scores count
    something bad (Skitgubbe's tally of losses), for players that compare results.
    ``check(config)`` raises ConfigError, one line naming both, for options that cannot
    be combined (or an option that does not fit the player count).
    """

    name: str
    title: str
    players: tuple[int, ...]
    default_players: int
    options: tuple[Option, ...]
    new_deal: NewDeal
    match_end: Callable[[GameConfig, int, Sequence[int]], bool]
    winner: Callable[[GameConfig, Sequence[int]], int | list[int] | None]
    defaults: Mapping[str, bool | int] = field(default_factory=dict)
    score_sign: Callable[[GameConfig], int] = lambda config: 1  # higher is better
    check: Callable[[GameConfig], None] = lambda config: None  # refuses clashing options
    showcase: tuple[tuple[int, Mapping[str, bool | int]], ...] = ()
    """(players, options) beyond the defaults that change the deal's shape (three-player
    Huutopussi): the self-test and the screenshots play a deal of each too."""


@dataclass(frozen=True)
class Ruleset:
    """One game family: its presets by name."""

    name: str
    title: str
    presets: Mapping[str, Preset]
    teams: bool = False

    def preset(self, name: str) -> Preset:
        try:
            return self.presets[name]
        except KeyError:
            raise ConfigError(
                f"{self.name} has no preset {name!r} (presets: {', '.join(self.presets)})"
            ) from None

    def config(
        self,
        preset: str | None = None,
        options: Mapping[str, object] | None = None,
        players: int | None = None,
    ) -> GameConfig:
        """A validated GameConfig; missing options take the preset's defaults."""
        p = self.preset(next(iter(self.presets)) if preset is None else preset)  # "" is no preset
        known = {o.name: o for o in p.options}
        values: dict[str, bool | int] = {o.name: p.defaults.get(o.name, o.default) for o in p.options}
        for name, value in (options or {}).items():
            if name not in known:
                raise ConfigError(
                    f"{self.name} {p.name} has no option {name!r}"
                    + (f" (options: {', '.join(known)})" if known else "")
                )
            values[name] = known[name].check(value)
        n = p.default_players if players is None else players
        if isinstance(n, bool) or not isinstance(n, int) or n not in p.players:
            raise ConfigError(
                f"{self.name} {p.name} is played by {' or '.join(map(str, p.players))} players, not {n}"
            )
        config = GameConfig(self.name, p.name, MappingProxyType(values), n)
        p.check(config)
        return config

    def new_deal(
        self,
        config: GameConfig,
        dealer: int,
        *,
        rng: random.Random | None = None,
        layout: Mapping[str, Any] | None = None,
        totals: Sequence[int] | None = None,
    ) -> State:
        preset = self.preset(config.preset)
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < config.players:
            raise ConfigError(f"the dealer must be a seat 0-{config.players - 1}, not {dealer!r}")
        if layout is None and rng is None:
            rng = random.Random()
        return preset.new_deal(config, dealer, rng=rng, layout=layout, totals=totals)


def showcase(rs: Ruleset) -> list[tuple[str, GameConfig]]:
    """Every preset's default configuration, then its ``Preset.showcase`` ones, each with a
    name: "huutopussi/default", "huutopussi/default/3 players", "huutopussi/default/4
    players ErlangenMarjapussi" (the options switched on)."""
    out = []
    for p in rs.presets.values():
        out.append((f"{rs.name}/{p.name}", rs.config(p.name, {}, p.default_players)))
        for players, options in p.showcase:
            on = "".join(f" {name}" for name, value in options.items() if value is True)
            out.append((f"{rs.name}/{p.name}/{players} players{on}", rs.config(p.name, options, players)))
    return out


@dataclass(frozen=True)
class GameSpec:
    """Everything the program knows about one game family, registered once.

    ``ruleset`` (its presets, options and deals), ``table`` (how the table shows it),
    ``help`` (the F1 rules help: preset name -> page) and ``cpu``, the dotted name of the
    module whose ``CPU`` (an ``ai.knowledge.GameAI``) holds its CPU players' knowledge.
    That module is imported only by the CPU players, so reading or replaying a record
    imports no CPU code.
    """

    ruleset: Ruleset
    table: TableSpec
    help: Mapping[str, HelpPage]
    cpu: str

    @property
    def name(self) -> str:
        return self.ruleset.name


_REGISTRY: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Register a game family. Raises ConfigError when a part is missing or malformed."""
    problems = _problems(spec)
    if problems:
        raise ConfigError(f"game '{spec.ruleset.name}' cannot be registered: {'; '.join(problems)}")
    _REGISTRY[spec.ruleset.name] = spec
    return spec


def _problems(spec: GameSpec) -> list[str]:
    rs = spec.ruleset
    out: list[str] = []
    if rs.name in _REGISTRY and _REGISTRY[rs.name] is not spec:
        out.append("a game of that name is registered already")
    if not rs.presets:
        out.append("it has no preset")
    if not isinstance(spec.table, TableSpec):
        out.append("its table description is not a TableSpec")
    for preset in rs.presets.values():
        out += [
            f"option {o.name} of preset '{preset.name}' names a player count the preset does not allow"
            for o in preset.options
            if not set(o.players) <= set(preset.players)
        ]
        page = spec.help.get(preset.name)
        if not isinstance(page, HelpPage):
            out.append(f"preset '{preset.name}' has no rules help page")
        if isinstance(spec.table, TableSpec):
            form = spec.table.sheet(rs.config(preset.name))
            if form not in SHEET_FORMS:
                out.append(f"preset '{preset.name}' names an unknown score sheet form '{form}'")
    if set(spec.help) - set(rs.presets):
        out.append(f"help pages for unknown presets: {', '.join(sorted(set(spec.help) - set(rs.presets)))}")
    if importlib.util.find_spec(spec.cpu) is None:
        out.append(f"its CPU module '{spec.cpu}' does not exist")
    return out


def _load_all() -> None:
    # Each game family is one package of game.games that registers its GameSpec when imported.
    import game.games  # noqa: F401


def get_spec(name: str) -> GameSpec:
    """The registered game family ``name``. Raises ConfigError for an unknown game."""
    _load_all()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ConfigError(f"unknown game {name!r} (games: {', '.join(sorted(_REGISTRY))})") from None


def specs() -> list[GameSpec]:
    """Every registered game family, in menu order."""
    _load_all()
    return list(_REGISTRY.values())


def get_ruleset(name: str) -> Ruleset:
    """The rules of game family ``name``. Raises ConfigError for an unknown game."""
    return get_spec(name).ruleset


def rulesets() -> list[Ruleset]:
    """Every registered game family's rules, in menu order."""
    return [spec.ruleset for spec in specs()]

"""Score sheets in each game's own form, as rows of words (no drawing here).

- individual games: a column per seat, each deal's change and the running total;
- team games (Huutopussi, Hasenpfeffer, Finesse): a column per team;
- "tricks" (Thedinghausen): trick counts per seat, with the Hedewig and cents tallies below;
- "losses" (Skitgubbe): who lost each deal, and the losses (or penalty points) per seat below.

A replayed deal (``Match.replay_deal``) is a row of its own, marked "replay of N".

The game's ``TableSpec.sheet`` names its form.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.match import Match, deal_totals
from game.rules import Outcome
from game.rules.registry import get_spec

from . import results, words

MAX_ROWS = 14  # the latest deals shown; earlier ones are summed up in a line


@dataclass
class Sheet:
    header: list[str]
    rows: list[list[str]]
    footer: list[list[str]] = field(default_factory=list)
    note: str = ""


def form(match: Match) -> str:
    """ "seats", "teams", "tricks" or "losses": the game's own form, by teams in a team game."""
    kind = get_spec(match.config.game).table.sheet(match.config)
    if kind == "seats" and match.ruleset.teams and match.config.players == 4:
        return "teams"
    return kind


def columns(match: Match) -> list[tuple[str, int]]:
    """(heading, seat whose score the column shows): one per seat, or one per team."""
    n = match.config.players
    if form(match) == "teams":
        return [(words.team_name(t, n), t) for t in (0, 1)]
    return [(words.seat_name(s, n), s) for s in range(n)]


def _cell(change: int, total: int) -> str:
    return f"{words.score_change(change)} → {total}" if change else f"· {total}"


def _sum_extra(outcomes: Sequence[Outcome], key: str, players: int) -> list[int]:
    out = [0] * players
    for o in outcomes:
        values = o.extra.get(key)
        if isinstance(values, list) and len(values) == players:
            out = [a + (b if isinstance(b, int) else 0) for a, b in zip(out, values, strict=True)]
    return out


def score_sheet(match: Match) -> Sheet:
    """Every deal so far in the game's own form."""
    n = match.config.players
    outcomes = match.outcomes
    dealers = match.dealers
    cols = columns(match)
    kind = form(match)
    header = [words.DEAL] + [name for name, _ in cols]
    running = deal_totals(outcomes, n)
    first = max(0, len(outcomes) - MAX_ROWS)
    rows: list[list[str]] = []
    for i in range(first, len(outcomes)):
        o = outcomes[i]
        label = f"{i + 1} ({words.seat_name(dealers[i], n)[0]})"
        if match.is_replay(i):
            label += " " + words.REPLAY_OF.format(n=i)
        if kind == "losses":
            loser = o.extra.get("loser")
            rows.append([label] + [words.LOST_MARK if loser == s else "" for _, s in cols])
        else:
            rows.append([label] + [_cell(o.scores[s], running[i][s]) for _, s in cols])
    footer: list[list[str]] = []
    if kind == "losses":
        footer.append([words.LOSSES] + [str(v) for v in results.losses(outcomes, n)])
        if any(match.totals) and match.config.options.get("LoserPenalty"):
            footer.append([words.POINTS] + [str(match.totals[s]) for _, s in cols])
    elif kind == "tricks":
        footer.append([words.HEDEWIGS] + [str(v) for v in _sum_extra(outcomes, "hedewigs", n)])
        cents = _sum_extra(outcomes, "cents", n)
        if any(cents):
            footer.append([words.CENTS] + [words.score_change(v) for v in cents])
    note = ""
    if not outcomes:
        note = words.NO_DEAL_YET
    elif first:
        note = words.LAST_DEALS.format(shown=len(outcomes) - first, total=len(outcomes))
    return Sheet(header, rows, footer, note)


def deal_rows(match: Match, outcome: Outcome) -> list[list[str]]:
    """The end-of-deal table: this deal and the total, per seat or team."""
    n = match.config.players
    kind = form(match)
    if kind == "losses":
        tally = results.losses(match.outcomes, n)
        rows = [["", words.THIS_DEAL, words.LOSSES]]
        loser = outcome.extra.get("loser")
        for name, s in columns(match):
            rows.append([name, words.LOST_MARK if loser == s else "", str(tally[s])])
        return rows
    rows = [["", words.THIS_DEAL, words.TOTAL]]
    for name, s in columns(match):
        rows.append([name, words.score_change(outcome.scores[s]), str(match.totals[s])])
    return rows


def winner_line(match: Match) -> str:
    """Who won the finished match, in the game's own words."""
    n = match.config.players
    if results.only_losers(match):
        best = results.winners(match)
        if not best:
            return words.SESSION_TIE
        return (
            words.FEWEST_LOSSES_YOU
            if best == [0]
            else words.FEWEST_LOSSES.format(name=words.seat_name(best[0], n))
        )
    return words.winner_line(match.winner, n)

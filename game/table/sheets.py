"""Score sheets in each game's own form, as rows of words (no drawing here).

Each row is a deal: its number and dealer, what was played (the game's ``TableSpec.result``,
a column left out when no deal has anything to say) and a cell per column. A line above
the table says how to read the cells, and the totals are a labelled row below it.

- individual games: a column per seat, each deal's change → the running total;
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
    """The table's rows; ``text_columns`` leading columns hold words, the rest numbers.
    ``legend`` says how to read a cell, ``note`` what is left out."""

    header: list[str]
    rows: list[list[str]]
    footer: list[list[str]] = field(default_factory=list)
    note: str = ""
    legend: str = ""
    text_columns: int = 1


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
    """'+6 → 18': this deal's change, then the running total."""
    return f"{words.score_change(change)} → {total}"


def _sum_extra(outcomes: Sequence[Outcome], key: str, players: int) -> list[int]:
    out = [0] * players
    for o in outcomes:
        values = o.extra.get(key)
        if isinstance(values, list) and len(values) == players:
            out = [a + (b if isinstance(b, int) else 0) for a, b in zip(out, values, strict=True)]
    return out


def score_sheet(match: Match) -> Sheet:
    """Every deal so far in the game's own form."""
    outcomes = match.outcomes
    first = max(0, len(outcomes) - MAX_ROWS)
    shown = range(first, len(outcomes))
    lead = _lead(match, shown)
    text_columns = len(lead[0]) if lead else 1
    header = [words.DEAL_AND_DEALER, words.RESULT][:text_columns] + [name for name, _ in columns(match)]
    rows = [a + b for a, b in zip(lead, _cells(match, shown), strict=True)]
    footer = [row[:1] + [""] * (text_columns - 1) + row[1:] for row in _footer(match)]
    note = words.NO_DEAL_YET if not outcomes else ""
    if first:
        note = words.LAST_DEALS.format(shown=len(outcomes) - first, total=len(outcomes))
    legend = words.SHEET_LEGEND[form(match)] if outcomes else ""
    return Sheet(header, rows, footer, note, legend, text_columns)


def _lead(match: Match, shown: range) -> list[list[str]]:
    """Each shown deal's words: its number and dealer, and what was played if the game says."""
    n = match.config.players
    result = get_spec(match.config.game).table.result
    played = [words.summary_text(result(match.outcomes[i], n), n) for i in shown]
    deals = [f"{i + 1} ({words.seat_name(match.dealers[i], n)})" + _replay_mark(match, i) for i in shown]
    if any(played):
        return [[d, p] for d, p in zip(deals, played, strict=True)]
    return [[d] for d in deals]


def _replay_mark(match: Match, i: int) -> str:
    """' replay of N' after a deal that dealt deal N's cards again."""
    return " " + words.REPLAY_OF.format(n=i) if match.is_replay(i) else ""


def _cells(match: Match, shown: range) -> list[list[str]]:
    """Each shown deal's cell per column: 'lost' marks, or the change → the running total."""
    outcomes, cols = match.outcomes, columns(match)
    if form(match) == "losses":
        loser = [outcomes[i].extra.get("loser") for i in shown]
        return [[words.LOST_MARK if lost == s else "" for _, s in cols] for lost in loser]
    running = deal_totals(outcomes, match.config.players)
    return [[_cell(outcomes[i].scores[s], running[i][s]) for _, s in cols] for i in shown]


def _footer(match: Match) -> list[list[str]]:
    """The labelled rows below the deals: the totals, and the game's tallies."""
    n, outcomes, kind = match.config.players, match.outcomes, form(match)
    cols = columns(match)
    if not outcomes:
        return []
    if kind == "losses":
        footer = [[words.LOSSES] + [str(v) for v in results.losses(outcomes, n)]]
        if any(match.totals) and match.config.options.get("LoserPenalty"):
            footer.append([words.POINTS] + [str(match.totals[s]) for _, s in cols])
        return footer
    footer = [[words.TOTAL] + [str(match.totals[s]) for _, s in cols]]
    if kind == "tricks":
        footer.append([words.HEDEWIGS] + [str(v) for v in _sum_extra(outcomes, "hedewigs", n)])
        cents = _sum_extra(outcomes, "cents", n)
        if any(cents):
            footer.append([words.CENTS] + [words.score_change(v) for v in cents])
    return footer


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

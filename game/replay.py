"""``python -m game replay FILE [--json] [--lang LANG]``: print each deal's outcome and the totals.

The text speaks ``--lang``, else the language chosen at the table (the settings), else the
system's; the JSON is the same in every language (the rules' English summaries, seat
numbers). Bad input exits with status 2 and one line on stderr (with ``--json``, a JSON object
``{"error": "..."}`` on stdout instead); never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn

from game import i18n, settings
from game.i18n import _, pgettext
from game.record import DealResult, Record, RecordError, replay
from game.rules.message import Message
from game.rules.names import TEAM_NAMES, neutral_name, render_summary


def _fail(message: str, as_json: bool) -> int:
    """Report bad input in the output's form: one line on stderr, or {"error": ...} on stdout."""
    if as_json:
        print(json.dumps({"error": message}))
    else:
        print(message, file=sys.stderr)
    return 2


class _Parser(argparse.ArgumentParser):
    as_json = False

    def error(self, message: str) -> NoReturn:  # one line, status 2, like every other bad input
        sys.exit(_fail(f"{self.prog}: {message}", self.as_json))


def main(argv: Sequence[str]) -> int:
    argv = list(argv)
    parser = _Parser(
        prog="tricktable replay", description="Replay a Tricktable record (JSON).", allow_abbrev=False
    )
    parser.as_json = "--json" in argv  # known before parsing, so a usage error is JSON too
    parser.add_argument("file", help="the record file, or - for standard input")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--lang", choices=list(i18n.LANGUAGES), help="the language of the text")
    args = parser.parse_args(argv)
    try:
        record = Record.loads(sys.stdin.buffer.read()) if args.file == "-" else Record.load(args.file)
        results, totals, over, winner = replay(record)
    except RecordError as e:
        return _fail(f"{args.file}: {e}", args.json)
    if args.json:
        print(
            json.dumps(
                {
                    "deals": [r.to_json() for r in results],
                    "totals": totals,
                    "match_over": over,
                    "winner": winner,
                }
            )
        )
        return 0
    i18n.set_language(args.lang or settings.saved_language() or i18n.system_language())
    _print_text(results, totals, over, winner)
    return 0


def _print_text(
    results: list[DealResult], totals: list[int], over: bool, winner: int | list[int] | None
) -> None:
    """The replay in words, in the language spoken; seats are named as the summaries' plain
    text names them ('South', 'Süd')."""
    n = len(totals)
    for r in results:
        text = _summary(r.outcome.summary, n) if r.outcome else _("(in progress)")
        scores = " ".join(f"{s:+d}" for s in (r.outcome.scores if r.outcome else [0] * n))
        line = _("deal {number} (dealer {dealer}): {summary}  [{scores}]")
        print(line.format(number=r.index + 1, dealer=_name("seat", r.dealer, n), summary=text, scores=scores))
    print(_("totals: {totals}").format(totals=" ".join(str(t) for t in totals)))
    if over:
        seats = [winner] if isinstance(winner, int) else winner
        names = " & ".join(_name("seat", s, n) for s in seats or ())
        print(
            _("match over: winner {names}").format(names=names)
            if names
            else _("match over: no single winner")
        )


def _name(kind: str, number: int, players: int) -> str:
    """A seat's compass name ('South') or a team's ('North-South') in the language spoken."""
    if kind == "team":
        first, second = TEAM_NAMES[number].split("-")
        return f"{pgettext('seat', first)}-{pgettext('seat', second)}"
    return pgettext("seat", neutral_name(kind, number, players))


def _summary(summary: str, players: int) -> str:
    """A deal's summary in the language spoken: a rules' ``Message`` from the catalogue, its
    seats and teams named in the same language; any other is an English sentence with the
    English names, as the table shows it."""
    if isinstance(summary, Message):
        return render_summary(i18n.translate(summary), players, _name)
    return render_summary(summary, players)

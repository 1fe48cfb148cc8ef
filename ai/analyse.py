"""``python -m ai.analyse RECORD.json [--deal N] [--seat S] [--seed X] [--json]``: grade
every decision of seat S (default 0) in deal N (1-based; default the last deal).

Bad input (a record that does not read or replay, a deal or seat that does not exist)
exits with status 2 and one line on stderr (with ``--json``, ``{"error": "..."}`` on
stdout); never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn

from game.record import Record, RecordError

from .analysis import Analysis, AnalysisError, Decision, analyse, seat_label


def _fail(message: str, as_json: bool) -> int:
    if as_json:
        print(json.dumps({"error": message}))
    else:
        print(message, file=sys.stderr)
    return 2


class _Parser(argparse.ArgumentParser):
    as_json = False

    def error(self, message: str) -> NoReturn:
        sys.exit(_fail(f"{self.prog}: {message}", self.as_json))


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = _Parser(
        prog="python -m ai.analyse", description="Grade a seat's decisions in a deal.", allow_abbrev=False
    )
    parser.as_json = "--json" in argv
    parser.add_argument("file", help="the record file (JSON), or - for standard input")
    parser.add_argument("--deal", type=int, help="the deal, counted from 1 (default: the last)")
    parser.add_argument("--seat", type=int, default=0, help="the seat whose decisions are graded (default 0)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the resampled worlds (default 0)")
    parser.add_argument("--json", action="store_true", help="print the analysis as JSON")
    args = parser.parse_args(argv)
    try:
        record = Record.loads(sys.stdin.buffer.read()) if args.file == "-" else Record.load(args.file)
        deal = len(record.deals) if args.deal is None else args.deal
        result = analyse(record, deal - 1, args.seat, seed=args.seed)
    except (RecordError, AnalysisError) as e:
        return _fail(f"{args.file}: {e}", args.json)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        print("\n".join(text_lines(result)))
    return 0


def _signed(value: float | None) -> str:
    return "?" if value is None else f"{value:+.2f}"


def decision_line(d: Decision) -> str:
    """One decision in words: action, grade, expected scores (informed and open-handed)."""
    head = f"{d.index + 1:>4}  {d.phase:<8} {d.taken:<16}"
    if d.forced:
        return f"{head} (forced)"
    mark = f"{d.grade or '':<2}"
    informed = f"{_signed(d.values[d.taken])}  best {d.best} {_signed(d.values[d.best])}"
    open_hands = (
        f"{_signed(d.open_values[d.taken])}  best {d.open_best} {_signed(d.open_values[d.open_best])}"
    )
    return (
        f"{head} {mark} {informed} ({d.method}, {d.worlds} worlds)  open hands {open_hands} ({d.open_method})"
    )


def text_lines(a: Analysis) -> list[str]:
    """The analysis in words: one line per decision, then the deal's summary."""
    lines = [
        f"Deal {a.deal + 1} of {a.game} {a.preset}: decisions of {seat_label(a.seat, a.players)}"
        f", seed {a.seed}",
        "action phase    taken            grade expected score (from what was known)  open hands",
    ]
    lines += [decision_line(d) for d in a.decisions]
    marks = [d.grade for d in a.decisions]
    counts = ", ".join(f"{marks.count(g)} {g}" for g in ("??", "?", "?!"))
    lines.append(f"Lost to mistakes: {a.lost():.2f} points of expected score ({counts})")
    for d in a.costliest():
        lines.append(f"  action {d.index + 1}: {d.taken} {d.grade} loses {d.loss:.2f}; better {d.best}")
    if a.declarer is not None:
        lines.append(_declarer_line(a))
    return lines


def _declarer_line(a: Analysis) -> str:
    assert a.declarer is not None
    info = a.declarer
    who = seat_label(info["seat"], a.players)
    made = {True: "made the contract", False: "failed the contract", None: "did not finish"}[info["made"]]
    if info["makeable"] is None:
        return f"Declarer {who} {made}; open-handed: too big to solve exactly"
    verdict = "makeable" if info["makeable"] else "not makeable"
    where = f"solved from action {info['judged_at'] + 1}"
    return f"Declarer {who} {made}; open-handed the contract was {verdict} ({where})"


if __name__ == "__main__":
    sys.exit(main())

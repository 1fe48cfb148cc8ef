"""``python -m game replay FILE [--json]``: print each deal's outcome and the totals.

Bad input exits with status 2 and one line on stderr (with ``--json``, a JSON object
``{"error": "..."}`` on stdout instead); never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn

from game.record import DealResult, Record, RecordError, replay
from game.rules.names import neutral_name


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
    _print_text(results, totals, over, winner)
    return 0


def _print_text(
    results: list[DealResult], totals: list[int], over: bool, winner: int | list[int] | None
) -> None:
    """The replay in words; seats are named as the summaries' plain text names them ('South')."""
    n = len(totals)

    def seat(s: int, players: int) -> str:
        return neutral_name("seat", s, players)

    for r in results:
        text = r.outcome.text() if r.outcome else "(in progress)"
        scores = " ".join(f"{s:+d}" for s in (r.outcome.scores if r.outcome else [0] * n))
        print(f"deal {r.index + 1} (dealer {seat(r.dealer, n)}): {text}  [{scores}]")
    print("totals: " + " ".join(str(t) for t in totals))
    if over:
        seats = [winner] if isinstance(winner, int) else winner
        names = " & ".join(seat(s, n) for s in seats or ())
        print("match over: " + (f"winner {names}" if names else "no single winner"))

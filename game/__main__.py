"""Entry point: ``python -m game`` (or ``tricktable``, or the bundle's ``Tricktable``).

Without a sub-command it opens the table: the log goes to the user's log folder
(``game.logs``) and an unexpected error shows a dialog with the log's path and exits with
status 70 (``game.table.crash``) instead of vanishing or printing a traceback.

Sub-commands: ``replay FILE [--json]`` replays a record; ``selftest`` plays every preset
in the real window with CPU players and exits 0 on success (``selftest --help``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "replay":
        from game.replay import main as replay_main

        return _to_a_pipe(lambda: replay_main(args[1:]))
    if args and args[0] == "selftest":
        from game.table.selftest import main as selftest_main

        return selftest_main(args[1:])
    return table(args)


def _to_a_pipe(run: Callable[[], int]) -> int:
    """Run a command that prints; a reader that stops early (``| head``) ends it quietly, as
    the Python documentation's note on SIGPIPE shows, instead of with a traceback."""
    try:
        code = run()
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return 1


def table(args: list[str]) -> int:
    """Run the table; an unexpected error is logged and shown, never a traceback."""
    from game import logs

    log_file = logs.setup()
    try:
        from game.table.app import main as app_main

        return app_main(args)
    except KeyboardInterrupt:  # Ctrl+C in a terminal: the autosave is already written
        return 130
    except Exception as error:
        from game.table.crash import report

        return report(error, log_file)


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the AI's worker process inside a PyInstaller bundle
    sys.exit(main())

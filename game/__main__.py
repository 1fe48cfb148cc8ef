"""Entry point: ``python -m game`` (or ``tricktable``) starts the table.

Sub-commands: ``replay FILE [--json]`` replays a record; ``selftest`` plays every preset
in the real window with CPU players and exits 0 on success.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "replay":
        from game.replay import main as replay_main

        return replay_main(args[1:])
    if args and args[0] == "selftest":
        from game.table.selftest import main as selftest_main

        return selftest_main(args[1:])
    from game.table.app import main as app_main

    return app_main(args)


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the AI's worker process inside a PyInstaller bundle
    sys.exit(main())

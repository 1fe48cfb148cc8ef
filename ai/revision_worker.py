"""The worker of ``ai/revision.py``: run as ``python -c <this source>`` inside an exported
older revision, it plays that revision's level. Nothing imports it.

It reads JSON lines on stdin: first the setup (game, preset, options, players, level,
budget), then decisions (layout, dealer, actions so far, seat, rng state), and answers
each with one JSON line (``{"action": ..., "rng": ...}`` or ``{"error": ...}``). It uses
only the rules contract and ``ai.levels.make_agent``, which every revision has.
"""

from __future__ import annotations

import json
import os
import random
import sys
from typing import Any


def _serve() -> None:
    out = sys.stdout
    sys.stdout = sys.stderr  # nothing the old code prints can garble the answers
    setup = json.loads(sys.stdin.readline())
    root = setup["root"]
    sys.path.insert(0, root)
    import ai
    from ai.agent import Observation
    from ai.levels import make_agent
    from game.rules import get_ruleset

    if not str(ai.__file__).startswith(root):
        _answer(out, {"error": f"imported {ai.__file__}, not the revision in {root}"})
        return
    rs = get_ruleset(setup["game"])
    config = rs.config(setup["preset"], setup["options"], setup["players"])
    agent = make_agent(
        setup["level"], setup["game"], move_time=setup["move_time"], iterations=setup["iterations"]
    )
    _answer(out, {"ready": True})
    key: Any = None
    state: Any = None
    done: list[str] = []
    for line in sys.stdin:
        ask = json.loads(line)
        actions = ask["actions"]
        if key != (ask["dealer"], ask["layout"]) or actions[: len(done)] != done:
            key = (ask["dealer"], ask["layout"])
            state = rs.new_deal(config, ask["dealer"], layout=ask["layout"])
            done = []
        for text in actions[len(done) :]:
            state.apply(state.parse_action(text))
        done = list(actions)
        version, internal, gauss = ask["rng"]
        rng = random.Random()
        rng.setstate((version, tuple(internal), gauss))
        action = agent.choose(Observation(state, ask["seat"]), rng)
        version, internal, gauss = rng.getstate()
        _answer(out, {"action": str(action), "rng": [version, list(internal), gauss]})


def _answer(out: Any, message: dict[str, Any]) -> None:
    out.write(json.dumps(message) + "\n")
    out.flush()


def _asker_gone() -> None:
    """The arena stopped reading (it stopped early and its pool ended): leave quietly.

    Standard output goes to the null device first, so the interpreter's last flush at exit
    cannot raise a second broken pipe (the recipe of the Python ``signal`` docs, SIGPIPE).
    """
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)  # the pipe to the arena
    sys.exit(0)


def main() -> None:
    """Serve until stdin closes; a failure is answered as an error line, not a traceback,
    and an arena that stopped listening ends the worker without one."""
    try:
        _serve()
    except BrokenPipeError:
        _asker_gone()
    except Exception as e:  # the arena reports it and stops
        try:
            _answer(sys.__stdout__, {"error": f"{type(e).__name__}: {e}"})
        except BrokenPipeError:
            _asker_gone()


main()

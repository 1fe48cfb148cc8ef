"""Every word the table shows a player, in one place."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules import Action, View, parse_card
from game.rules.cards import is_card_text
from game.rules.names import (  # noqa: F401 (the table's words include the shared names)
    RANK_SHORT,
    SEAT_NAMES,
    SUIT_SYMBOL,
    YOU,
    card_text,
    cards_text,
    render_summary,
    seat_name,
    suit_text,
    tricks_text,
    you_form,
)
from game.rules.registry import get_spec, specs

TITLE = "Tricktable"

# Buttons and panels.
NEW_GAME = "New game"
START_GAME = "Start"
START_CONFIRM = "Really start?"
REPLACE_ASK = (
    "A game is in progress: press “Really start?” to give it up and start this one, "
    "or “Continue” to go back to it."
)
RULES_HELP = "Rules"
NO_HELP = "There is no rules help for this game yet."
HOUSE_RULES = "House rules"
SCROLL_HINT = "Wheel, ↑/↓ or Page Up/Down to scroll"
RULES = "Rules (F1)"
RULES_VARIANT = "Rules"
STATISTICS = "Statistics"
STATS_COLUMNS = ("Game", "Matches", "Won", "Deals", "Declarer", "Made", "Average")
NO_STATS = "No game has been finished yet."
NOT_APPLICABLE = "–"
LOSS_RATE = "{:.0%} lost"  # Skitgubbe: the share of deals the human was the skitgubbe
RESET = "Reset"
RESET_CONFIRM = "Really reset?"
RESET_ASK = "Press “Really reset?” to clear every statistic, or anywhere else to keep them."
BACK = "Back"
CONTINUE_GAME = "Continue"
QUIT = "Quit"
PLAYERS = "Players"
OPTIONS = "Options"
CPU_LEVEL = "CPU players"
GAME = "Game"
NEXT_DEAL = "Next deal"
SCORES = "Scores"
LAST_TRICK = "Last trick"
MENU = "Menu"
CLOSE = "Close"
BACK_TO_TABLE = "Back to the table"
LEAVE_GAME = "Leave this game"
SPEED = "Animation"
FOUR_COLOUR = "Four-colour deck"
CARD_BACK = "Card back"
BACK_NAMES = {"red": "Red lattice", "blue": "Blue grid", "green": "Green dots"}
FULLSCREEN = "Fullscreen (F11)"
UNDO = "Undo"
HINT = "Hint"
HINT_LINE = "Hint: {action}"
MUTE = "Mute sound (M)"
SOUND = "Sound"
ON, OFF = "on", "off"
SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
LEVEL_NAMES = {"random": "Random", "easy": "Easy", "normal": "Normal", "hard": "Hard"}

YOUR_TURN = "Your turn"
YOUR_BID = "Your bid"
YOUR_CONTRACT = "Your contract"
NOT_A_PLAY = "Those cards do not make a play"
NO_SUCH_BID = "Choose a bid"
DECLARER = "Declarer"
THINKING = "thinking…"
DEALER = "Dealer"
DEAL_OVER = "Deal over"
MATCH_OVER = "Game over"
NO_LAST_TRICK = "No trick has been played yet."
SCORE_SHEET = "Score sheet"
PLAY_AGAIN = "Play again"
THIS_DEAL = "This deal"
LOSSES = "Losses"
POINTS = "Points"
LOST_MARK = "lost"
HEDEWIGS = "Hedewigs (buns)"
CENTS = "Cents"
NO_DEAL_YET = "No deal has been finished yet."
LAST_DEALS = "The last {shown} deals of {total}."
SESSION_TIE = "The session ends with the fewest losses shared."
FEWEST_LOSSES_YOU = "You had the fewest losses: the session is yours!"
FEWEST_LOSSES = "{name} had the fewest losses."
REPLAY_DEAL = "Replay this deal"
REPLAY_OF = "replay of {n}"
REPLAY_ASK = "Replay this deal?"
REPLAY_AFTER = (
    "The same cards are dealt again as deal {n}. This deal stays on the score sheet and in the "
    "statistics, and the replay counts like any other deal."
)
REPLAY_DURING = "The cards go back as they were dealt and the play so far is undone."
YES = "Yes"
NO = "No"
YES_KEYS = "Y or a click on Yes replays; any other key does not."
DEAL = "Deal"
DEAL_AND_DEALER = "Deal (dealer)"
RESULT = "Result"
TOTAL = "Total"
SHEET_LEGEND = {
    "seats": "In each player's column: points this deal → running total.",
    "teams": "In each team's column: points this deal → running total.",
    "tricks": "In each player's column: tricks this deal → running count.",
    "losses": "“lost” marks the player who lost the deal.",
}
SELECT_CARDS = "Select {n} cards, then press the button"
TIE = "A tie at the top: no single winner."
START_KEYS = "Enter starts · F1 rules of the chosen game · M sound on/off · F11 fullscreen · Esc quits"

_KIND = {"pass": "Pass"}
"""Button words of the action kinds every game shares; each game adds its own (``Vocabulary``)."""
_CARD_KIND = {
    "discard": "Discard",
    "give": "Give",
    "return": "Return",
    "sluff": "Sluff",
    "play": "Play",
    "replenish": "Replenish",
}
_WORD = {
    "none": "No trumps",
    "table": "from the table",
}


def _word(w: str) -> str:
    if w in SUIT_SYMBOL:
        return SUIT_SYMBOL[w]
    return _WORD.get(w) or _vocabulary("terms").get(w, w.capitalize())


def action_label(action: Action) -> str:
    """A button's words: 'Bid 3 Hand', 'Trumps: ♣', 'Take the Skat'."""
    kind, words = action.kind, action.words
    if action.cards:
        verb = _CARD_KIND.get(kind, kind.capitalize())
        extra = " ".join(_word(w) for w in words)
        cards = " ".join(card_text(c) for c in action.cards)
        return " ".join(p for p in (verb, cards, extra) if p)
    if kind == "trump":
        if words and words[0] == "none":
            return "No trumps"
        return "Trumps: " + " ".join(_word(w) for w in words)
    if kind == "bid":
        return "Bid " + " ".join(_word(w) for w in words)
    if kind == "ask" and words:  # HP-23 M3: the other half of a marriage from the partner
        return f"Ask {_word(words[0])} half"
    if kind in ("marry", "answer") and words:
        return f"{kind.capitalize()} {_word(words[0])}"
    label = _KIND.get(kind) or _vocabulary("actions").get(kind)
    if label and not words:
        return label
    return " ".join([label or kind.capitalize(), *(_word(w) for w in words)])


def button_labels(actions: Sequence[Action], view: View | None = None, game: str = "") -> list[str]:
    """The action bar's words: as ``action_label``, but a ``pass`` beside a single offer
    names what it declines ('Keep your 7' beside the swap), and the game may say what a
    choice means here (``TableSpec.button_label``: 'Take the Skat: then Ruten and Durch')."""
    offers = {a.kind for a in actions} - {"pass"}
    decline = _vocabulary("declines").get(next(iter(offers))) if len(offers) == 1 else None
    special = get_spec(game).table.button_label if game and view is not None else None

    def label(a: Action) -> str:
        said = special(view, a) if special is not None and view is not None else None
        return said or (decline if a.kind == "pass" and decline else action_label(a))

    return [label(a) for a in actions]


def confirm_label(kind: str, count: int) -> str:
    """The button that confirms a multi-card choice: 'Discard 2 cards'."""
    verb = _CARD_KIND.get(kind, kind.capitalize())
    return f"{verb} {count} card" + ("" if count == 1 else "s")


_INFO_NAMES = {
    "declarer": "Declarer",
    "contract": "Contract",
    "trump": "Trumps",
    "bid": "Bid",
    "kontra": "Kontra",
    "led": "Led",
}
_SEAT_KEYS = frozenset({"declarer", "bidder"})
"""``view.info`` keys every game uses for a seat; each game adds its own (``Vocabulary``)."""
_HIDDEN_KEYS = ("tricks", "team_tricks", "led", "forced", "phase")


def info_lines(
    info: Mapping[str, Any],
    players: int,
    rows: Sequence[tuple[Any, ...]] = (),
) -> list[tuple[str, str]]:
    """Public facts for the information panel as (label, value) rows.

    ``rows`` (key, label, hide_zero, when[, fmt, also, unless]) chooses and names the facts (see
    ``layout.InfoRow``); without it every simple fact is shown under a name made from its
    key. Unset facts, a row whose label was already shown, and a fact whose value repeats
    the row above are left out.
    """
    plain = [(k, _INFO_NAMES.get(k, k.replace("_", " ").capitalize()), False, "") for k in info]
    spec = [(*r, "", "", "")[:7] for r in (rows or plain)]
    out: list[tuple[str, str]] = []
    for key, label, hide_zero, when, fmt, also, unless in spec:
        value = info.get(key)
        if when and not info.get(when) or unless and info.get(unless):
            continue
        if key in _HIDDEN_KEYS and not rows:
            continue
        if value is None or value is False or value == "" or value == [] or (hide_zero and value == 0):
            continue
        if any(lbl == label for lbl, _ in out):
            continue
        if fmt:
            text = formatted(fmt, value, info.get(also), players)
            if not text:
                continue
        elif isinstance(value, dict) or (isinstance(value, (list, tuple)) and not rows):
            continue
        else:
            text = info_value(key, value, players)
        if out and out[-1][1] == text:
            continue
        out.append((label, text))
    return out


NBSP = "\u00a0"
"""A space that wrapping never breaks (``text.wrap``): it keeps a name on one line."""


def team_name(team: int, players: int) -> str:
    """'You & North' for team 0, 'West & East' for team 1, joined by no-break spaces."""
    a, b = seat_name(team, players), seat_name(team + 2, players)
    return f"{a}{NBSP}&{NBSP}{b}"


def table_name(kind: str, number: int, players: int) -> str:
    """The table's names for a deal summary (``names.Namer``): 'You', 'West'; 'You & North'."""
    return seat_name(number, players) if kind == "seat" else team_name(number, players)


def summary_text(summary: str, players: int) -> str:
    """The rules' deal summary in the table's names: '{seat0} bid 405; {team0} -405' ->
    'You bid 405; You & North -405' (``names.render_summary``), verbs fixed for 'You'."""
    return you_form(render_summary(summary, players, table_name))


def formatted(fmt: str, value: Any, also: Any, players: int) -> str:
    """A fact shown in a special form (``layout.InfoRow.fmt``)."""
    if (
        fmt == "cards"
        and isinstance(value, (list, tuple))
        and all(isinstance(v, str) and is_card_text(v) for v in value)
    ):
        return " ".join(card_text(parse_card(v)) for v in value)
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, int) for v in value):
        return ""
    if fmt == "sum2" and isinstance(also, (list, tuple)) and len(also) == len(value):
        value = [a + b for a, b in zip(value, also, strict=True) if isinstance(b, int)]
    if fmt in ("teams", "sum2") and len(value) == 2:
        return f"{TEAM_SHORT[0]} {value[0]} · {TEAM_SHORT[1]} {value[1]}"
    if fmt == "seats" and len(value) == players:
        return " · ".join(f"{seat_name(s, players)} {v}" for s, v in enumerate(value))
    return ""


TEAM_SHORT = ("We", "They")


def info_value(key: str, value: Any, players: int) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(info_value(key, v, players) for v in value)
    if (key in _SEAT_KEYS or key in _seat_facts()) and isinstance(value, int) and 0 <= value < players:
        return seat_name(value, players)
    if isinstance(value, str):
        if value in SUIT_SYMBOL:
            return SUIT_SYMBOL[value]
        return " ".join(_word(w) for w in value.split())
    return str(value)


def plate_line(tricks: Sequence[int] | None, seat: int) -> str:
    if tricks is None:
        return ""
    return tricks_text(tricks[seat])


def volume_label(volume: float, muted: bool, available: bool) -> str:
    """'Sound: 70%', 'Sound: muted', or 'Sound: unavailable' when no audio device opened."""
    if not available:
        return f"{SOUND}: unavailable"
    return f"{SOUND}: muted" if muted else f"{SOUND}: {round(volume * 100)}%"


def score_change(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def winner_line(winner: int | list[int] | None, players: int) -> str:
    if winner is None:
        return TIE
    if isinstance(winner, list):
        if 0 in winner:
            partner = " and ".join(seat_name(s, players) for s in winner if s != 0)
            return f"You and {partner} win the game!" if partner else "You win the game!"
        names = " and ".join(seat_name(s, players) for s in winner)
        return f"{names} win the game."
    if winner == 0:
        return "You win the game!"
    return f"{seat_name(winner, players)} wins the game."


def deal_title(number: int, dealer: int, players: int, *, replay: bool = False) -> str:
    """'Deal 3 · Dealer: West', and ' · replay of 2' for a replay of the deal before."""
    title = f"{DEAL} {number} · {DEALER}: {seat_name(dealer, players)}"
    return f"{title} · {REPLAY_OF.format(n=number - 1)}" if replay else title


def game_title(family: str, preset: str) -> str:
    """'Prisdorf Fipsen', 'Huutopussi'."""
    if family.lower()[:4] in preset.lower():
        return preset
    if preset.lower() in ("default", "standard", family.lower()):
        return family
    return f"{preset} {family}"


# --- Words the table shows beside the cards --------------------------------------------
FINESSE_OWN_TABLE = "Your table cards are for your partner: only he may lead them."  # FN-10
PICKED_UP = "Picked up"
LED = "Led"  # over the first card of the current trick
KNOWN = "Known"  # caption of another seat's cards everyone has seen (Skitgubbe pick-ups)


def history_label(text: str) -> str:
    """A decision as written in a view's history when it is not plain notation
    ('give 3 cards' -> 'Give 3 cards')."""
    return text[:1].upper() + text[1:]


# --- Option names -------------------------------------------------------------------------
# Words of option names that keep a capital or an apostrophe when the name is spelled out.
OPTION_WORDS = {"dont": "don't"}
"""Option-name words every game may use; each game adds its own (``Vocabulary``)."""


ONLY_WITH = "Only with {counts} players."
"""The start screen's note on an option that does not apply to the chosen number of players."""
ONLY_WITH_SHORT = "only with {counts} players"
"""The same in the rules help's list of a match's options."""


def player_counts(players: Sequence[int]) -> str:
    """'5', '3 or 4', '2, 3 or 4'."""
    counts = [str(n) for n in sorted(players)]
    return " or ".join([", ".join(counts[:-1]), counts[-1]] if len(counts) > 1 else counts)


def option_name(name: str) -> str:
    """An option's rule-file name in words: "MinBid3" -> "Min bid 3", "LastTrick10" -> "Last trick 10";
    an option with a ``label`` is called by it."""
    label = _option_labels().get(name)
    if label:
        return label
    parts = re.findall(r"[A-Z][a-z']*|[a-z']+|\d+", name)
    rest = [
        p if p[1:2].isupper() else ({**OPTION_WORDS, **_vocabulary("option_words")}).get(p.lower(), p.lower())
        for p in parts[1:]
    ]
    return " ".join(parts[:1] + rest) if parts else name


# --- each game's own words ----------------------------------------------------------------
def _vocabulary(part: str) -> dict[str, str]:
    """One part of every registered game's ``Vocabulary``, merged (an action kind or a term
    means the same in every game that has it)."""
    out: dict[str, str] = {}
    for spec in specs():
        out.update(getattr(spec.table.words, part))
    return out


def _option_labels() -> dict[str, str]:
    """Every registered option's label by the option's name (an option name means the same
    option in every game that has it)."""
    return {
        o.name: o.label
        for spec in specs()
        for preset in spec.ruleset.presets.values()
        for o in preset.options
        if o.label
    }


def _seat_facts() -> frozenset[str]:
    return frozenset().union(*(spec.table.words.seat_facts for spec in specs()))


def trick_row_label(seat: int, players: int, led: bool, took: bool) -> str:
    """A row of the last-trick panel: 'West (led)', 'North (took it)', 'You (led, took it)'."""
    marks = [m for m, on in (("led", led), ("took it", took)) if on]
    name = seat_name(seat, players)
    return f"{name} ({', '.join(marks)})" if marks else name


ANNOUNCEMENTS = "Bidding and calls"
NO_ANNOUNCEMENTS = "Nothing has been bid or called in this deal yet."
CARD_PLAYS = ("play ", "replenish ", "sluff ", "pickup")
"""History entries that move cards, not words: left out of the bidding history."""
_HIDDEN_COUNT = re.compile(r"[a-z]+ \d+ cards?")
"""How a view writes cards another seat passed face down: 'give 3 cards', 'discard 2 cards'."""


def announces(action: Action) -> bool:
    """Whether ``action`` is a bid, a call or an exchange, which gets a bubble (and the
    players time to read it), rather than a card played where everyone sees it."""
    return not action.text.startswith(CARD_PLAYS)


def announcement_label(text: str) -> str:
    """A decision of the history in the table's words ('bid 3 hand' -> 'Bid 3 Hand'); cards
    passed face down keep their count's words ('give 3 cards' -> 'Give 3 cards')."""
    if _HIDDEN_COUNT.fullmatch(text):
        return history_label(text)
    try:
        return action_label(Action.parse(text))
    except ValueError:
        return history_label(text)


def announcements(history: Sequence[tuple[int, str]], players: int) -> list[str]:
    """The deal's bids and calls in order, 'West: Bid 3 Hand', leaving out card plays."""
    return [
        f"{seat_name(seat, players)}: {announcement_label(text)}"
        for seat, text in history
        if not text.startswith(CARD_PLAYS)
    ]

"""Every word the table shows a player, in one place."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from game.i18n import DEFAULT, N_, NP_, Contextual, _, current, ngettext, pgettext, translate
from game.rules import Action, View, parse_card
from game.rules import names as rule_names
from game.rules.cards import is_card_text
from game.rules.message import Message
from game.rules.names import (  # noqa: F401 (the table's words include the shared names)
    RANK_SHORT,
    SEAT_NAMES,
    SUIT_SYMBOL,
    YOU,
    card_text,
    render_summary,
    suit_text,
    you_form,
)
from game.rules.registry import get_spec, specs

TITLE = "Tricktable"  # the program's name, the same in every language

# The table's fixed words, by name: ``words.NEW_GAME`` is "New game" in the language spoken
# at that moment (``__getattr__`` below), so a change of language shows at once. Values
# are English message ids (``N_``), or tuples and dicts of them.
_TEXTS: dict[str, Any] = {
    # Buttons and panels.
    "NEW_GAME": N_("New game"),
    "START_GAME": N_("Start"),
    "START_CONFIRM": N_("Really start?"),
    "REPLACE_ASK": N_(
        "A game is in progress: press “Really start?” to give it up and start this one, "
        "or “Continue” to go back to it."
    ),
    "RULES_HELP": N_("Rules"),
    "NO_HELP": N_("There is no rules help for this game yet."),
    "HOUSE_RULES": N_("House rules"),
    "SCROLL_HINT": N_("Wheel, ↑/↓ or Page Up/Down to scroll"),
    "RULES": N_("Rules (F1)"),
    "RULES_VARIANT": N_("Rules"),
    "STATISTICS": N_("Statistics"),
    "STATS_COLUMNS": (
        N_("Game"),
        N_("Matches"),
        NP_("statistics column", "Won"),
        N_("Deals"),
        NP_("statistics column", "Declarer"),  # deals as the declarer: short, its column is narrow
        NP_("statistics column", "Made"),
        N_("Average"),
    ),
    "NO_STATS": N_("No game has been finished yet."),
    "RESET": N_("Reset"),
    "RESET_CONFIRM": N_("Really reset?"),
    "RESET_ASK": N_(
        "Press “Really reset?” to clear the statistics (the deals of the day keep their record), "
        "or anywhere else to keep them."
    ),
    "BACK": N_("Back"),
    "CONTINUE_GAME": N_("Continue"),
    "QUIT": N_("Quit"),
    "PLAYERS": N_("Players"),
    "OPTIONS": N_("Options"),
    "CPU_LEVEL": N_("CPU players"),
    "GAME": N_("Game"),
    "LANGUAGE": N_("Language"),
    "NEXT_DEAL": N_("Next deal"),
    "SCORES": N_("Scores"),
    "LAST_TRICK": N_("Last trick"),
    "MENU": N_("Menu"),
    "CLOSE": N_("Close"),
    "BACK_TO_TABLE": N_("Back to the table"),
    "LEAVE_GAME": N_("Leave this game"),
    "SPEED": N_("Animation"),
    "FOUR_COLOUR": N_("Four-colour deck"),
    "CARD_BACK": N_("Card back"),
    "BACK_NAMES": {"red": N_("Red lattice"), "blue": N_("Blue grid"), "green": N_("Green dots")},
    "FULLSCREEN": N_("Fullscreen (F11)"),
    "UNDO": N_("Undo"),
    "HINT": N_("Hint"),
    "HINT_HEAD": N_("Hint: the best three and your expected margin over the opponents"),
    "HINT_ROW": N_("{rank}. {action}  {score} · {reason}"),
    "HINT_ROW_BARE": N_("{rank}. {action}  {score}"),
    "NO_HINT": N_("No hint could be worked out here."),
    "COACH": N_("Coach"),
    "COACH_ASK": N_("Are you sure?"),
    "COACH_BETTER": N_("Better: {action} — {reason}"),
    "COACH_BETTER_BARE": N_("Better: {action}."),
    "PLAY_ANYWAY": N_("Play it anyway"),
    "TAKE_BACK": N_("Take it back"),
    "COACH_KEYS": N_("Y or Enter: play it anyway · N or Esc: take it back"),
    "MUTE": N_("Mute sound (M)"),
    "ON": N_("on"),
    "OFF": N_("off"),
    "SPEED_NAMES": {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")},
    "LEVEL_NAMES": {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")},
    "YOUR_TURN": N_("Your turn"),
    "YOUR_BID": N_("Your bid"),
    "YOUR_CONTRACT": N_("Your contract"),
    "NOT_A_PLAY": N_("Those cards do not make a play"),
    "NO_SUCH_BID": N_("Choose a bid"),
    "DECLARER": N_("Declarer"),
    "THINKING": N_("thinking…"),
    "DEAL_OVER": N_("Deal over"),
    "MATCH_OVER": N_("Game over"),
    "NO_LAST_TRICK": N_("No trick has been played yet."),
    "SCORE_SHEET": N_("Score sheet"),
    "PLAY_AGAIN": N_("Play again"),
    "THIS_DEAL": N_("This deal"),
    "LOSSES": N_("Losses"),
    "POINTS": N_("Points"),
    "LOST_MARK": N_("lost"),
    "HEDEWIGS": N_("Hedewigs (buns)"),
    "CENTS": N_("Cents"),
    "NO_DEAL_YET": N_("No deal has been finished yet."),
    "LAST_DEALS": N_("The last {shown} deals of {total}."),
    "SESSION_TIE": N_("The session ends with the fewest losses shared."),
    "FEWEST_LOSSES_YOU": N_("You had the fewest losses: the session is yours!"),
    "FEWEST_LOSSES": N_("{name} had the fewest losses."),
    "REPLAY_DEAL": N_("Replay this deal"),
    "REPLAY_OF": N_("replay of {n}"),
    "REVIEW_DEAL": N_("Review this deal"),
    "RECENT_DEALS": N_("Recent deals"),
    "REPLAY_ASK": N_("Replay this deal?"),
    "REPLAY_AFTER": N_(
        "The same cards are dealt again as deal {n}. This deal stays on the score sheet and in the "
        "statistics, and the replay counts like any other deal."
    ),
    "REPLAY_DURING": N_("The cards go back as they were dealt and the play so far is undone."),
    "YES": N_("Yes"),
    "NO": N_("No"),
    "YES_KEYS": N_("Y or a click on Yes replays; any other key does not."),
    "DEAL_AND_DEALER": N_("Deal (dealer)"),
    "RESULT": N_("Result"),
    "TOTAL": N_("Total"),
    "SHEET_LEGEND": {
        "seats": N_("In each player's column: points this deal → running total."),
        "teams": N_("In each team's column: points this deal → running total."),
        "tricks": N_("In each player's column: tricks this deal → running count."),
        "losses": N_("“lost” marks the player who lost the deal."),
    },
    "TIE": N_("A tie at the top: no single winner."),
    "START_KEYS": N_(
        "Enter starts · F1 rules of the chosen game · L language · M sound on/off · F11 fullscreen · "
        "Esc quits"
    ),
    # Words the table shows beside the cards.
    "FINESSE_OWN_TABLE": N_("Your table cards are for your partner: only he may lead them."),  # FN-10
    "PICKED_UP": N_("Picked up"),
    "LED": N_("Led"),  # over the first card of the current trick
    "KNOWN": N_("Known"),  # caption of another seat's cards everyone has seen (Skitgubbe pick-ups)
    "TEAM_SHORT": (N_("We"), N_("They")),
    "TRUMPS": N_("Trumps"),  # under the trump suit's symbol in the middle of the table
    # The start screen's note on an option that does not apply to the chosen number of
    # players, and the same in the rules help's list of a match's options.
    "ONLY_WITH": N_("Only with {counts} players."),
    "ONLY_WITH_SHORT": N_("only with {counts} players"),
    "ANNOUNCEMENTS": N_("Bidding and calls"),
    "NO_ANNOUNCEMENTS": N_("Nothing has been bid or called in this deal yet."),
}
NOT_APPLICABLE = "–"


def _translated(value: Any) -> Any:
    """A fixed text, or a tuple or dict of them, in the current language (``NP_`` marks a
    word with its context)."""
    if isinstance(value, str):
        return _(value)
    if isinstance(value, Contextual):
        return pgettext(value.context, value.message)
    if isinstance(value, tuple):
        return tuple(_translated(v) for v in value)
    return {k: _translated(v) for k, v in value.items()}


def __getattr__(name: str) -> Any:
    """``words.NAME``: a fixed text in the current language."""
    try:
        return _translated(_TEXTS[name])
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None


def error_text(e: Exception) -> str:
    """An error's line in the language spoken when the rules give it as a ``Message``
    (a refused combination of options)."""
    return translate(e.args[0]) if len(e.args) == 1 and isinstance(e.args[0], str) else str(e)


def labelled(label: str, value: str) -> str:
    """A setting and its value on a button: 'Animation: Fast'."""
    return _("{label}: {value}").format(label=label, value=value)


def on_off(label: str, on: bool) -> str:
    """A switch on a button: 'Fullscreen (F11): on'."""
    return labelled(label, _("on") if on else _("off"))


def loss_rate(share: float) -> str:
    """Skitgubbe's statistic: the share of deals the human was the skitgubbe, '25% lost'."""
    return _("{percent}% lost").format(percent=round(share * 100))


def select_cards(n: str, count: int) -> str:
    """The prompt of a multi-card choice: 'Select 2 cards, then press the button' (``n`` may
    be '2 or 3' with ``count`` the largest)."""
    return ngettext(
        "Select {n} card, then press the button", "Select {n} cards, then press the button", count
    ).format(n=n)


_KIND = {"pass": N_("Pass")}
"""Button words of the action kinds every game shares; each game adds its own (``Vocabulary``)."""
_CARD_KIND = {
    "discard": N_("Discard"),
    "give": N_("Give"),
    "return": N_("Return"),
    "sluff": N_("Sluff"),
    "play": N_("Play"),
    "replenish": N_("Replenish"),
}
_WORD = {
    "none": N_("No trumps"),
    "table": N_("from the table"),
}


def _fixed(name: str) -> Any:
    """A fixed text of ``_TEXTS`` in the current language (``words.NAME`` from outside)."""
    return _translated(_TEXTS[name])


def _word(w: str) -> str:
    if w in SUIT_SYMBOL:
        return SUIT_SYMBOL[w]
    if w in _WORD:
        return _(_WORD[w])
    return translate(_vocabulary("terms").get(w, w.capitalize()))


def _verb(kind: str) -> str:
    return _(_CARD_KIND[kind]) if kind in _CARD_KIND else kind.capitalize()


def action_label(action: Action) -> str:
    """A button's words: 'Bid 3 Hand', 'Trumps: ♣', 'Take the Skat'."""
    kind, words = action.kind, action.words
    said = " ".join(_word(w) for w in words)
    if action.cards:
        cards = " ".join(card_text(c) for c in action.cards)
        played = _("{verb} {cards}").format(verb=_verb(kind), cards=cards)
        return _("{action} {words}").format(action=played, words=said) if said else played
    if kind == "trump":
        if words and words[0] == "none":
            return _(_WORD["none"])
        return _("Trumps: {suit}").format(suit=said)
    if kind == "bid":
        return _("Bid {bid}").format(bid=said)
    if kind == "ask" and words:  # HP-23 M3: the other half of a marriage from the partner
        return _("Ask {suit} half").format(suit=_word(words[0]))
    if kind == "marry" and words:
        return _("Marry {suit}").format(suit=_word(words[0]))
    if kind == "answer" and words:
        return _("Answer {suit}").format(suit=_word(words[0]))
    own = _vocabulary("actions").get(kind)
    label = _(_KIND[kind]) if kind in _KIND else (_(own) if own else None)
    if label and not words:
        return label
    return " ".join([label or kind.capitalize(), *(_word(w) for w in words)])


def button_labels(actions: Sequence[Action], view: View | None = None, game: str = "") -> list[str]:
    """The action bar's words: as ``action_label``, but a ``pass`` beside a single offer
    names what it declines ('Keep your 7' beside the swap), and the game may say what a
    choice means here (``TableSpec.button_label``: 'Take the Skat: then Ruten and Durch')."""
    offers = {a.kind for a in actions} - {"pass"}
    declined = _vocabulary("declines").get(next(iter(offers))) if len(offers) == 1 else None
    decline = _(declined) if declined else None
    special = get_spec(game).table.button_label if game and view is not None else None

    def label(a: Action) -> str:
        said = translate(special(view, a) or "") if special is not None and view is not None else None
        return said or (decline if a.kind == "pass" and decline else action_label(a))

    return [label(a) for a in actions]


def confirm_label(kind: str, count: int) -> str:
    """The button that confirms a multi-card choice: 'Discard 2 cards'."""
    cards = ngettext("{n} card", "{n} cards", count).format(n=count)
    return _("{verb} {cards}").format(verb=_verb(kind), cards=cards)


_INFO_NAMES = {
    "declarer": N_("Declarer"),
    "contract": N_("Contract"),
    "trump": N_("Trumps"),
    "bid": N_("Bid"),
    "kontra": "Kontra",  # the German game term, the same in every language
    "led": N_("Led"),
}


def _info_name(key: str) -> str:
    return _(_INFO_NAMES[key]) if key in _INFO_NAMES else key.replace("_", " ").capitalize()


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
    plain = [(k, _info_name(k), False, "") for k in info]
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
        label = _(label)  # a game's label the table's catalogue has ('Declarer'); others come later
        if any(lbl == label for lbl, _shown in out):
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


_SEATS = {
    c.message: c
    for c in (
        NP_("seat", "You"),
        NP_("seat", "South"),
        NP_("seat", "West"),
        NP_("seat", "North"),
        NP_("seat", "East"),
        NP_("seat", "North-West"),
        NP_("seat", "North-East"),
        NP_("seat", "South-West"),
        NP_("seat", "South-East"),
    )
}
"""The seats' names (``names.SEAT_NAMES``) as the table says them."""


def seat_name(seat: int, players: int, *, you: bool = True) -> str:
    """A seat's name at the table, in the language spoken: 'You', 'West' ('Du', 'West')."""
    name = rule_names.seat_name(seat, players, you=you)
    return _translated(_SEATS[name]) if name in _SEATS else name


def team_name(team: int, players: int, name: rule_names.Namer | None = None) -> str:
    """'You & North' for team 0, 'West & East' for team 1, joined by no-break spaces (in the
    language spoken, or by ``name``)."""
    if name is None:
        a, b = seat_name(team, players), seat_name(team + 2, players)
    else:
        a, b = name("seat", team, players), name("seat", team + 2, players)
    return f"{a}{NBSP}&{NBSP}{b}"


def _english_seat(kind: str, number: int, players: int) -> str:
    return rule_names.seat_name(number, players)


def table_name(kind: str, number: int, players: int) -> str:
    """The names in a deal summary (``names.Namer``): 'You', 'West'; 'You & North'. In English
    while the rules' summaries are English sentences, so that a summary speaks one language."""
    if kind == "seat":
        return _english_seat(kind, number, players)
    return team_name(number, players, _english_seat)


def _spoken_name(kind: str, number: int, players: int) -> str:
    return seat_name(number, players) if kind == "seat" else team_name(number, players)


def summary_text(summary: str, players: int) -> str:
    """The rules' deal summary (or a game's status line) in the table's names: '{seat0} bid
    405; {team0} -405' -> 'You bid 405; You & North -405' (``names.render_summary``), verbs
    fixed for 'You'. A
    summary the rules give as a ``Message`` is said in the language spoken, names too
    ('Du: 405 geboten; Du & Nord -405'); any other stays an English sentence."""
    if isinstance(summary, Message) and current() != DEFAULT:
        return render_summary(translate(summary), players, _spoken_name)
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
        we, they = _fixed("TEAM_SHORT")
        return f"{we} {value[0]} · {they} {value[1]}"
    if fmt == "seats" and len(value) == players:
        return " · ".join(f"{seat_name(s, players)} {v}" for s, v in enumerate(value))
    return ""


def info_value(key: str, value: Any, players: int) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, (list, tuple)):
        return ", ".join(info_value(key, v, players) for v in value)
    if (key in _SEAT_KEYS or key in _seat_facts()) and isinstance(value, int) and 0 <= value < players:
        return seat_name(value, players)
    if isinstance(value, str):
        if value in SUIT_SYMBOL:
            return SUIT_SYMBOL[value]
        if value in _vocabulary("terms"):  # a fact said in a game's words ('all passed')
            return translate(_vocabulary("terms")[value])
        return " ".join(_word(w) for w in value.split())
    return str(value)


def plate_line(tricks: Sequence[int] | None, seat: int) -> str:
    """The tricks a seat has taken, under its name: '1 trick', '3 tricks'."""
    if tricks is None:
        return ""
    n = tricks[seat]
    return ngettext("{n} trick", "{n} tricks", n).format(n=n)


def volume_label(volume: float, muted: bool, available: bool) -> str:
    """'Sound: 70%', 'Sound: muted', or 'Sound: unavailable' when no audio device opened."""
    if not available:
        return _("Sound: unavailable")
    return _("Sound: muted") if muted else _("Sound: {percent}%").format(percent=round(volume * 100))


def coach_loss(loss: float) -> str:
    """The coach's warning: 'This loses about 4 points' (below 1.5: one decimal)."""
    if loss >= 1.5:
        n = round(loss)
        return ngettext("This loses about {n} point.", "This loses about {n} points.", n).format(n=n)
    return ngettext("This loses about {n} point.", "This loses about {n} points.", 2).format(n=f"{loss:.1f}")


def expected(value: float) -> str:
    """An expected score: '+1.5', '−0.3'."""
    return f"{value:+.1f}".replace("-", "−")


def score_change(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def both(names: Sequence[str]) -> str:
    """'North', 'North and East', 'North, East and South'."""
    if len(names) < 2:
        return "".join(names)
    return _("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1])


def either(choices: Sequence[str]) -> str:
    """'5', '3 or 4', '2, 3 or 4'."""
    if len(choices) < 2:
        return "".join(choices)
    return _("{some} or {last}").format(some=", ".join(choices[:-1]), last=choices[-1])


def winner_line(winner: int | list[int] | None, players: int) -> str:
    if winner is None:
        return str(_fixed("TIE"))
    if isinstance(winner, list):
        if 0 in winner:
            partner = both([seat_name(s, players) for s in winner if s != 0])
            if partner:
                return _("You and {partner} win the game!").format(partner=partner)
            return _("You win the game!")
        return _("{names} win the game.").format(names=both([seat_name(s, players) for s in winner]))
    if winner == 0:
        return _("You win the game!")
    return _("{name} wins the game.").format(name=seat_name(winner, players))


def deal_title(number: int, dealer: int, players: int, *, replay: bool = False) -> str:
    """'Deal 3 · Dealer: West', and ' · replay of 2' for a replay of the deal before."""
    title = _("Deal {number} · Dealer: {dealer}").format(number=number, dealer=seat_name(dealer, players))
    return f"{title} · {_fixed('REPLAY_OF').format(n=number - 1)}" if replay else title


def game_title(family: str, preset: str) -> str:
    """'Prisdorf Fipsen', 'Huutopussi', in the language spoken: the title of the rule set's
    F1 help page, whose catalogue entry sits in the game's help context."""
    if family.lower()[:4] in preset.lower():
        title = preset
    elif preset.lower() in ("default", "standard", family.lower()):
        title = family
    else:
        title = f"{preset} {family}"
    return pgettext(f"{family.lower()} help", title)


# --- Words the table shows beside the cards --------------------------------------------


def history_label(text: str) -> str:
    """A decision as written in a view's history when it is not plain notation
    ('give 3 cards' -> 'Give 3 cards')."""
    return text[:1].upper() + text[1:]


# --- Option names -------------------------------------------------------------------------
# Words of option names that keep a capital or an apostrophe when the name is spelled out.
OPTION_WORDS = {"dont": "don't"}
"""Option-name words every game may use; each game adds its own (``Vocabulary``)."""


def player_counts(players: Sequence[int]) -> str:
    """'5', '3 or 4', '2, 3 or 4'."""
    return either([str(n) for n in sorted(players)])


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
    marks = [m for m, on in ((_("led"), led), (_("took it"), took)) if on]
    name = seat_name(seat, players)
    return _("{name} ({marks})").format(name=name, marks=", ".join(marks)) if marks else name


CARD_PLAYS = ("play ", "replenish ", "sluff ", "pickup")
"""History entries that move cards, not words: left out of the bidding history."""
_HIDDEN_COUNT = re.compile(r"([a-z]+) (\d+) cards?")
"""How a view writes cards another seat passed face down: 'give 3 cards', 'discard 2 cards'."""


def announces(action: Action) -> bool:
    """Whether ``action`` is a bid, a call or an exchange, which gets a bubble (and the
    players time to read it), rather than a card played where everyone sees it."""
    return not action.text.startswith(CARD_PLAYS)


def announcement_label(text: str) -> str:
    """A decision of the history in the table's words ('bid 3 hand' -> 'Bid 3 Hand'); cards
    passed face down keep their count's words ('give 3 cards' -> 'Give 3 cards')."""
    hidden = _HIDDEN_COUNT.fullmatch(text)
    if hidden:
        return confirm_label(hidden[1], int(hidden[2]))
    try:
        return action_label(Action.parse(text))
    except ValueError:
        return history_label(text)


def announcements(history: Sequence[tuple[int, str]], players: int) -> list[str]:
    """The deal's bids and calls in order, 'West: Bid 3 Hand', leaving out card plays."""
    return [
        labelled(seat_name(seat, players), announcement_label(text))
        for seat, text in history
        if not text.startswith(CARD_PLAYS)
    ]

"""Duel's F1 help."""

from game.rules.helppage import HelpPage, bullets, how_to_play

PAGES = {
    "default": HelpPage(
        title="Duel",
        sections=(
            ("The game", bullets("Two players, A K Q J of clubs and hearts, four cards each.")),
            ("Play", bullets("Follow suit if you can; the higher card of the suit led wins.")),
            how_to_play("Drag a card to the middle to play it."),
        ),
        house_rules=(),
        options=(("LeaderScoresDouble", "Tricks won on your own lead count twice"),),
    )
}

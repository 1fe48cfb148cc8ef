"""The words every game's views use for the same things, so the table and the CPU players
read one vocabulary.

A view's ``phase`` and the keys of its ``info`` are spelled as below whenever a game has
the thing; a game adds its own words only for things no other game has (Huutopussi's
``marriages``, Skitgubbe's ``sluffs``).
"""

from __future__ import annotations

PHASES = {
    "auction": "bidding for the contract",
    "trump": "the declarer names trumps",
    "discard": "a seat lays cards away (the Skat, the widow)",
    "play": "trick play",
}

INFO = {
    "bid": "the highest bid so far, as notation words",
    "bidder": "the seat holding the highest bid",
    "declarer": "the seat that plays the contract",
    "contract": "the contract in words, once the auction is over",
    "trump": "the trump suit (a suit letter), or 'none'",
    "tricks": "tricks won so far, per seat",
}

SYNONYMS = {
    "bidding": "auction",
    "trumps": "trump",
    "bid_by": "bidder",
    "high_bidder": "bidder",
    "high_bid": "bid",
    "discards": "discard",
    "auction_winner": "bidder",
}
"""Spellings some games used for the words above; no view may use them."""

"""The public record of each seat's hidden cards, kept for ``resample``.

Every entry is ``(seat, code, payload)`` in the order things happened. It holds only
facts every player knows: when a seat took a card nobody saw (``IN``: initial hand slot,
stock position or Avstick position), when it played or sluffed a card nobody had seen in
its hand (``OUT``), and what its turns revealed about its hand — a seat skipped at
sluffing holds no card of the trick's ranks (SG-13a), a seat that passed holds one; a
forced pick-up means no card could beat the top play (SG-25/26), a chosen one that some
card could.
"""

from __future__ import annotations

IN_DEAL = 0  # payload: index 0..2 of the seat's dealt hand
IN_STOCK = 1  # payload: stock position
IN_AVSTICK = 2  # payload: Avstick pile position
OUT = 3  # payload: card id
FORBID_RANKS = 4  # payload: rank mask — no hidden card of these ranks in hand
EXIST_RANKS = 5  # payload: rank mask — some hidden card of these ranks in hand
FORBID_BEAT = 6  # payload: (top suit, top highest rank) — no hidden card beats it
EXIST_BEAT = 7  # payload: (top suit, top highest rank) — some hidden card beats it

ENTRY_CODES = (IN_DEAL, IN_STOCK, IN_AVSTICK)

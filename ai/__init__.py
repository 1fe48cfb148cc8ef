"""CPU players. Agents see only ``view(seat)`` and may call ``resample``; never pygame."""

"""Synthesise Tricktable's sound effects into sounds/*.wav (standard library only, no downloads).

Every effect is built from shaped, filtered noise (paper, felt) and soft decaying partials
(wood, mallets), with a fixed random seed per file, so a run always writes the same bytes.
Files are 16-bit PCM mono at 44.1 kHz, each normalised to a common short-term loudness
(K-weighted) with a peak ceiling well below full scale. The names match ``SOUND_FILES`` in
game/table/sound.py.

Run: python tools/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "sounds"
RATE = 44100
PEAK_CEILING = 10 ** (-3 / 20)  # -3 dBFS
WINDOW = int(0.05 * RATE)  # short-term loudness window (50 ms)

Signal = list[float]


# --- building blocks ----------------------------------------------------------------------
def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def coefficients(kind: str, freq: float, q: float, shelf_db: float) -> tuple[float, ...]:
    """Normalised (b0, b1, b2, a1, a2) of an RBJ-cookbook filter."""
    w = 2 * math.pi * min(freq, RATE * 0.45) / RATE
    alpha, cw = math.sin(w) / (2 * q), math.cos(w)
    if kind == "shelf":  # high shelf
        a = 10 ** (shelf_db / 40)
        r = 2 * math.sqrt(a) * alpha
        b = (a * (a + 1 + (a - 1) * cw + r), -2 * a * (a - 1 + (a + 1) * cw), a * (a + 1 + (a - 1) * cw - r))
        a0, a1, a2 = a + 1 - (a - 1) * cw + r, 2 * (a - 1 - (a + 1) * cw), a + 1 - (a - 1) * cw - r
    else:
        if kind == "low":
            b = ((1 - cw) / 2, 1 - cw, (1 - cw) / 2)
        elif kind == "high":
            b = ((1 + cw) / 2, -(1 + cw), (1 + cw) / 2)
        else:  # band-pass, 0 dB peak gain
            b = (alpha, 0.0, -alpha)
        a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
    return b[0] / a0, b[1] / a0, b[2] / a0, a1 / a0, a2 / a0


def biquad(
    x: Signal, kind: str, freq: float | Callable[[float], float], q: float = 0.707, shelf_db: float = 0.0
) -> Signal:
    """Filter ``x`` ("low", "high", "band" or "shelf" by ``shelf_db``); ``freq`` may vary with
    time (a function of seconds, updated every 32 samples)."""
    out = [0.0] * len(x)
    x1 = x2 = y1 = y2 = 0.0
    b0 = b1 = b2 = a1 = a2 = 0.0
    for i, s in enumerate(x):
        if i % 32 == 0:
            f = freq(i / RATE) if callable(freq) else freq
            b0, b1, b2, a1, a2 = coefficients(kind, f, q, shelf_db)
        y = b0 * s + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, s, y1, y
        out[i] = y
    return out


def envelope(x: Signal, attack: float, decay: float, delay: float = 0.0) -> Signal:
    """Raised-cosine attack of ``attack`` s, then exponential decay with time constant ``decay`` s."""
    out = [0.0] * len(x)
    start, rise = int(delay * RATE), max(1, int(attack * RATE))
    for i in range(start, len(x)):
        t = i - start
        g = 0.5 - 0.5 * math.cos(math.pi * t / rise) if t < rise else math.exp(-(t - rise) / (decay * RATE))
        out[i] = x[i] * g
    return out


def swell(x: Signal, peak_at: float, width: float) -> Signal:
    """A smooth bell-shaped gain centred at ``peak_at`` s (for slides and sweeps)."""
    return [s * math.exp(-((((i / RATE) - peak_at) / width) ** 2)) for i, s in enumerate(x)]


def tone(
    freq: float | Callable[[float], float], seconds: float, partials: list[tuple[float, float, float]]
) -> Signal:
    """Sum of decaying partials (ratio to ``freq``, amplitude, decay time constant s), faded at the end."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for ratio, amp, decay in partials:
        phase = 0.0
        for i in range(n):
            f = freq(i / RATE) if callable(freq) else freq
            phase += 2 * math.pi * f * ratio / RATE
            out[i] += amp * math.sin(phase) * math.exp(-i / (decay * RATE))
    tail = min(n, int(0.02 * RATE))  # fade the last 20 ms so a cut-off note never clicks
    for i in range(tail):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / tail)
    return out


def mix(into: Signal, sound: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    start = int(at * RATE)
    for i, s in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += gain * s
    return into


# --- the effects --------------------------------------------------------------------------
def flick(rng: random.Random, snap: float, body: float, centre: float, decay: float) -> Signal:
    """A card meeting the felt: a short swish of air, then a papery tap with a soft body."""
    out = silence(0.16)
    air = swell(biquad(noise(0.16, rng), "band", lambda t: 900 + 9000 * t, 0.6), 0.035, 0.018)
    mix(out, air, gain=0.25)
    tap = envelope(biquad(noise(0.12, rng), "band", centre, 0.9), 0.0008 / snap, decay)
    mix(out, tap, at=0.045)
    thud = envelope(biquad(noise(0.08, rng), "band", 420, 1.2), 0.0015, 0.012)
    return mix(out, thud, at=0.045, gain=body)


def card_dealt(rng: random.Random) -> Signal:
    return flick(rng, snap=0.6, body=0.5, centre=rng.uniform(1900, 2500), decay=0.016)[: int(0.13 * RATE)]


def card_played(rng: random.Random) -> Signal:
    out = flick(rng, snap=2.0, body=1.1, centre=rng.uniform(2500, 3100), decay=0.010)
    return out[int(0.02 * RATE) : int(0.13 * RATE)]


def trick_won(rng: random.Random) -> Signal:
    """Cards slid together across the felt and squared into a little stack."""
    out = silence(0.38)
    slide = biquad(noise(0.38, rng), "band", lambda t: 1100 + 3500 * t, 0.7)
    mix(out, swell(slide, 0.13, 0.07), gain=0.35)
    for at, gain in ((0.05, 0.35), (0.11, 0.45), (0.17, 0.55)):
        tap = envelope(biquad(noise(0.06, rng), "band", rng.uniform(1800, 2600), 1.0), 0.001, 0.008)
        mix(out, tap, at=at, gain=gain)
    pat = envelope(biquad(noise(0.1, rng), "band", 520, 1.0), 0.002, 0.018)
    return mix(out, pat, at=0.24, gain=0.9)


def shuffle(rng: random.Random) -> Signal:
    """A riffle: a quick burst of tiny paper ticks, then the halves bridged together."""
    out = silence(0.72)
    bed = biquad(noise(0.72, rng), "band", 1700, 0.6)
    mix(out, swell(bed, 0.3, 0.17), gain=0.12)
    t = 0.05
    while t < 0.55:
        density = math.exp(-(((t - 0.3) / 0.17) ** 2))
        grain = envelope(biquad(noise(0.02, rng), "band", rng.uniform(2200, 3600), 1.4), 0.0004, 0.003)
        mix(out, grain, at=t, gain=rng.uniform(0.4, 0.8) * (0.4 + 0.6 * density))
        t += rng.uniform(0.006, 0.012) / (0.35 + density)
    bridge = biquad(noise(0.15, rng), "band", lambda s: 2200 - 6000 * s, 0.7)
    mix(out, envelope(bridge, 0.02, 0.03), at=0.56, gain=0.5)
    thud = envelope(biquad(noise(0.08, rng), "band", 380, 1.0), 0.002, 0.02)
    return mix(out, thud, at=0.6, gain=0.6)


def bid(rng: random.Random) -> Signal:
    """A soft wooden tick (a small block struck with a felt mallet)."""
    out = tone(587.33, 0.26, [(1.0, 1.0, 0.05), (2.76, 0.18, 0.012), (5.4, 0.05, 0.005)])
    out = envelope(out, 0.002, 10.0)
    knock = envelope(biquad(noise(0.03, rng), "band", 1500, 1.0), 0.0005, 0.003)
    return mix(out, knock, gain=0.25)


def mallet(freq: float, seconds: float, ring: float) -> Signal:
    """A warm mallet note: fundamental, a faint detuned twin for warmth and quickly fading overtones."""
    partials = [(1.0, 1.0, ring), (1.004, 0.25, ring), (2.0, 0.22, ring / 3), (3.0, 0.07, ring / 6)]
    return envelope(tone(freq, seconds, partials), 0.006, 10.0)


def match_won(rng: random.Random) -> Signal:
    """A short rising major arpeggio, the last note ringing."""
    out = silence(1.05)
    notes = (523.25, 659.26, 783.99, 1046.50)
    for k, f in enumerate(notes):
        last = k == len(notes) - 1
        mix(
            out,
            mallet(f, 0.7 if last else 0.4, 0.28 if last else 0.12),
            at=0.1 * k,
            gain=0.8 if last else 1.0,
        )
    return out


def match_lost(rng: random.Random) -> Signal:
    """Two gentle falling notes (G then E flat)."""
    out = silence(0.92)
    for at, f, ring, seconds in ((0.0, 392.0, 0.16, 0.35), (0.26, 311.13, 0.3, 0.66)):
        note = tone(f, seconds, [(1.0, 1.0, ring), (2.0, 0.12, ring / 2)])
        mix(out, envelope(note, 0.02, 10.0), at=at)
    return out


def illegal(rng: random.Random) -> Signal:
    """A soft low bump: a short downward glide with a padded knock."""
    glide = [(1.0, 1.0, 0.05), (2.0, 0.5, 0.03), (3.0, 0.12, 0.02)]
    body = tone(lambda t: 150 + 70 * math.exp(-t / 0.03), 0.2, glide)
    out = envelope(body, 0.004, 10.0)
    pad = envelope(biquad(noise(0.05, rng), "band", 700, 1.0), 0.001, 0.006)
    return mix(out, pad, gain=0.3)


def click(rng: random.Random) -> Signal:
    """A small, dry button click."""
    out = tone(1400.0, 0.045, [(1.0, 0.6, 0.006), (2.3, 0.15, 0.003)])
    out = envelope(out, 0.0008, 10.0)
    tick = envelope(biquad(noise(0.02, rng), "band", 3200, 1.2), 0.0003, 0.002)
    return mix(out, tick, gain=0.5)


# File name -> (recipe, seed, target short-term loudness in dBFS)
RECIPES: dict[str, tuple[Callable[[random.Random], Signal], int, float]] = {
    "deal-1": (card_dealt, 11, -23.0),
    "deal-2": (card_dealt, 12, -23.0),
    "deal-3": (card_dealt, 13, -23.0),
    "play-1": (card_played, 21, -20.0),
    "play-2": (card_played, 22, -20.0),
    "play-3": (card_played, 23, -20.0),
    "trick": (trick_won, 31, -21.0),
    "shuffle": (shuffle, 41, -22.0),
    "bid": (bid, 51, -21.0),
    "match_won": (match_won, 61, -20.0),
    "match_lost": (match_lost, 71, -21.0),
    "illegal": (illegal, 81, -20.0),
    "click": (click, 91, -26.0),
}


# --- finishing and writing ----------------------------------------------------------------
def loudness(x: Signal) -> float:
    """Loudest 50 ms RMS (hop 5 ms) after ITU-R BS.1770 K-weighting, so that bright paper
    noises and low tones are levelled by how loud they sound, not by raw energy."""
    x = biquad(biquad(x, "shelf", 1682.0, 0.707, shelf_db=4.0), "high", 38.0, 0.5)
    best = 0.0
    for start in range(0, max(1, len(x) - WINDOW + 1), WINDOW // 10):
        chunk = x[start : start + WINDOW]
        best = max(best, math.sqrt(sum(s * s for s in chunk) / len(chunk)))
    return best


def finish(x: Signal, target_db: float) -> Signal:
    """Remove rumble and fizz, fade the ends, then level to ``target_db`` under the peak ceiling."""
    x = biquad(biquad(x, "high", 60.0), "low", 9000.0)
    fade_in, fade_out = int(0.001 * RATE), int(0.008 * RATE)
    for i in range(min(fade_in, len(x))):
        x[i] *= i / fade_in
    for i in range(min(fade_out, len(x))):
        x[-1 - i] *= i / fade_out
    gain = 10 ** (target_db / 20) / loudness(x)
    gain = min(gain, PEAK_CEILING / max(abs(s) for s in x))
    return [s * gain for s in x]


def write_wav(path: Path, x: Signal) -> None:
    frames = struct.pack(f"<{len(x)}h", *(max(-32767, min(32767, round(s * 32767))) for s in x))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main() -> None:
    OUT.mkdir(exist_ok=True)
    total = 0
    for name, (recipe, seed, target) in RECIPES.items():
        path = OUT / f"{name}.wav"
        write_wav(path, finish(recipe(random.Random(seed)), target))
        total += path.stat().st_size
    print(f"wrote {len(RECIPES)} sounds ({total // 1024} KB) to {OUT}")


if __name__ == "__main__":
    main()

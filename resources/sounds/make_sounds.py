"""Make the clock's sound cues (short chimes) as small WAV files beside this script.

The files are made here, by the project, from nothing but arithmetic: no recording and no
third party's sound is in them, so they carry the project's own terms and no other licence.

    python resources/sounds/make_sounds.py

Mono, 22,050 Hz, 16 bit. Each note is a soft bell: a sine with two quieter overtones and an
exponential decay, with a few milliseconds of fade-in so nothing clicks. Deterministic: the
same files every time, so a re-run changes nothing in git.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22_050
HERE = Path(__file__).resolve().parent

C5, E5, G5, A5, C6, E6 = 523.25, 659.25, 783.99, 880.0, 1046.5, 1318.5


def bell(freq: float, seconds: float, decay: float) -> list[float]:
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.006)
        envelope = attack * math.exp(-decay * t)
        value = (
            math.sin(2 * math.pi * freq * t)
            + 0.35 * math.sin(2 * math.pi * 2 * freq * t) * math.exp(-2 * decay * t)
            + 0.12 * math.sin(2 * math.pi * 3.01 * freq * t) * math.exp(-3 * decay * t)
        )
        out.append(envelope * value / 1.47)
    return out


def mix(parts: list[tuple[float, list[float]]], seconds: float) -> list[float]:
    """Lay notes (start second, samples) onto one track."""
    track = [0.0] * int(RATE * seconds)
    for start, samples in parts:
        offset = int(start * RATE)
        for i, s in enumerate(samples[: len(track) - offset]):
            track[offset + i] += s
    return track


def write(name: str, track: list[float], volume: float = 0.55) -> None:
    peak = max(abs(s) for s in track) or 1.0
    frames = b"".join(struct.pack("<h", round(32767 * volume * s / peak)) for s in track)
    with wave.open(str(HERE / name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    # Last minute: two gentle high beeps.
    write("last_minute.wav", mix([(0.0, bell(A5, 0.35, 9)), (0.4, bell(A5, 0.5, 7))], 0.95))
    # Level change: rising three-note chime, the last note ringing.
    write(
        "level_change.wav",
        mix([(0.0, bell(C5, 0.6, 5)), (0.18, bell(E5, 0.6, 5)), (0.36, bell(G5, 0.9, 4))], 1.3),
    )
    # Break starts: falling chime (time to relax).
    write(
        "break_start.wav",
        mix([(0.0, bell(G5, 0.6, 5)), (0.22, bell(E5, 0.6, 5)), (0.44, bell(C5, 1.0, 3.5))], 1.5),
    )
    # Break ends: bright rising arpeggio up to the octave (back to the tables).
    write(
        "break_end.wav",
        mix(
            [
                (0.0, bell(C5, 0.5, 6)),
                (0.14, bell(E5, 0.5, 6)),
                (0.28, bell(G5, 0.5, 6)),
                (0.42, bell(C6, 0.9, 4)),
                (0.42, bell(E6, 0.9, 5)),
            ],
            1.4,
        ),
    )


    # The clock on a player (ADTP 29): a short, clear beep for each second of the countdown
    # (said up to 10 times in a row, so it is brief) ...
    write("player_clock_countdown.wav", mix([(0.0, bell(E6, 0.32, 18))], 0.32), volume=0.6)
    # ... and the time is up: three quick high notes, the last held, distinct from the
    # level and break chimes.
    write(
        "player_clock_end.wav",
        mix(
            [
                (0.0, bell(E6, 0.2, 14)),
                (0.16, bell(E6, 0.2, 14)),
                (0.32, bell(C6, 0.7, 5)),
                (0.32, bell(E6, 0.7, 6)),
            ],
            1.05,
        ),
        volume=0.7,
    )


if __name__ == "__main__":
    main()

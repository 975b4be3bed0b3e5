"""Colour themes of the big screen. Dark for a dim room, light for a bright one.

Colours are chosen for contrast from across a room: the time in the strongest colour, the
blinds in a second one, warnings (paused, last minute) in red, breaks in blue.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Theme:
    name: str
    background: str
    text: str
    muted: str
    time: str
    blinds: str
    warning: str
    on_break: str
    line: str
    box_text: str
    ticker_background: str
    ticker_text: str
    font_family: str = "DejaVu Sans"


DARK = Theme(
    name="dark",
    background="#0a0e13",
    text="#f4f6f8",
    muted="#9aa7b8",
    time="#ffffff",
    blinds="#ffc94d",
    warning="#ff4d4d",
    on_break="#5fd3ff",
    line="#263342",
    box_text="#ffffff",
    ticker_background="#18222e",
    ticker_text="#ffd166",
)

LIGHT = Theme(
    name="light",
    background="#f6f6f1",
    text="#101418",
    muted="#44505e",
    time="#0b1622",
    blinds="#8a5300",
    warning="#c1121f",
    on_break="#005f7f",
    line="#c4cad2",
    box_text="#ffffff",
    ticker_background="#1d2b3a",
    ticker_text="#ffffff",
)

THEMES = {theme.name: theme for theme in (DARK, LIGHT)}
DEFAULT_THEME = "dark"


def theme_named(name: str) -> Theme:
    return THEMES.get(name, THEMES[DEFAULT_THEME])

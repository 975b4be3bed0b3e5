"""How the console shows recorded times: the PC's local time, day first."""

from __future__ import annotations

from datetime import datetime

TIME_FORMAT = "%d/%m/%Y %H:%M:%S"
SHORT_TIME_FORMAT = "%d/%m %H:%M"


def local_text(moment: datetime | str, short: bool = False) -> str:
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    return moment.astimezone().strftime(SHORT_TIME_FORMAT if short else TIME_FORMAT)


def day_and_time(moment: datetime | str, today: datetime | None = None) -> tuple[str, str]:
    """("", "03:41") for a moment of today (local time), ("26/11", "03:41") for another
    day: the floor says "desde las 03:41", or "desde el 26/11 a las 03:41" with a date
    (never "desde las 26/11 03:41")."""
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    local = moment.astimezone()
    now = (today or datetime.now()).astimezone()
    day = "" if local.date() == now.date() else local.strftime("%d/%m")
    return day, local.strftime("%H:%M")

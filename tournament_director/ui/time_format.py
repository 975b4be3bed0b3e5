"""How the console shows recorded times: the PC's local time, day first."""

from __future__ import annotations

from datetime import datetime

TIME_FORMAT = "%d/%m/%Y %H:%M:%S"
SHORT_TIME_FORMAT = "%d/%m %H:%M"


def local_text(moment: datetime | str, short: bool = False) -> str:
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    return moment.astimezone().strftime(SHORT_TIME_FORMAT if short else TIME_FORMAT)

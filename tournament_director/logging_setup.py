"""Logging to a rotating file in the data directory (and to stderr for warnings)."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from tournament_director.station import make_private, private_dir

LOG_NAME = "tournament-director.log"
_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(process)d] %(message)s"


def setup_logging(data_dir: Path, level: int = logging.INFO) -> Path:
    """Send the application's logs to data_dir/logs/tournament-director.log (5 x 2 MB), a
    folder and files readable by the user alone."""
    log_dir = private_dir(data_dir / "logs")  # logs name players and operators
    path = log_dir / LOG_NAME
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_tournament_director", False):
            root.removeHandler(handler)
            handler.close()
    file_handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=2_000_000, backupCount=5, encoding="utf-8"
    )
    make_private(path)
    file_handler.setFormatter(logging.Formatter(_FORMAT))
    file_handler._tournament_director = True  # type: ignore[attr-defined]
    root.addHandler(file_handler)
    root.setLevel(level)
    return path

"""The bundle's entry point (PyInstaller runs this script inside the frozen application).

The Windows windowed executable (the one the shortcuts start) has no console: Python gives
it sys.stdout and sys.stderr of None, and the first message written would raise. They go
to the null device there; the log file in the data folder still says everything.
"""

import os
import sys

for _name in ("stdout", "stderr"):
    if getattr(sys, _name) is None:
        setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115

from tournament_director.cli import main  # noqa: E402

raise SystemExit(main())

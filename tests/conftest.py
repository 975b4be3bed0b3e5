"""Shared test set-up: no display is needed, and messages default to Spanish."""

import os

# Before any QApplication exists: without a display Qt would abort the whole process.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep the Qt scheduler and sounds quiet and deterministic in tests.
os.environ.setdefault("TD_SILENT", "1")

"""Shared test set-up: no display is needed."""

import os

# Before any QApplication exists: without a display Qt would abort the whole process.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

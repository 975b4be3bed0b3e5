"""Shared test set-up: no display is needed, and no test touches the user's own data folder."""

import atexit
import os
import shutil
import tempfile

# Before any QApplication exists: without a display Qt would abort the whole process.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The station's keys, anchor journals and backups go to a throw-away data folder (also for
# the programs the end-to-end tests start, which inherit it).
_DATA_DIR = tempfile.mkdtemp(prefix="td-tests-")
os.environ["TD_DATA_DIR"] = _DATA_DIR
atexit.register(shutil.rmtree, _DATA_DIR, True)

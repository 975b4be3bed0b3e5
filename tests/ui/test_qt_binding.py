"""The Qt binding must not leak or drop references: a clock runs for twelve hours.

PySide6 6.12.0's wheel drops a reference to None on every void call and to True on every
signal emitted from Python when it runs on Python 3.11, which kills a process after a few
minutes of clock. This runs a burst of both in a separate process and checks that the
counts do not drift (a drop would abort that process, not this one).
"""

import subprocess
import sys

SCRIPT = """
import sys
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
app = QCoreApplication([])
class Source(QObject):
    fired = Signal(int)
source = Source()
source.fired.connect(lambda value: None)
timer = QTimer()
none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
for i in range(3000):
    source.fired.emit(i)
    timer.start(1000)
    timer.stop()
print(sys.getrefcount(None) - none_before, sys.getrefcount(True) - true_before)
"""


def test_signals_and_void_calls_keep_reference_counts():
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    none_drift, true_drift = (int(x) for x in done.stdout.split())
    assert abs(none_drift) < 50 and abs(true_drift) < 50

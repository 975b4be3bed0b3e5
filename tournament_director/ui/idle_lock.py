"""Locking the console after a while without input, and the screen that unlocks it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tournament_director.services import Services
from tournament_director.ui.sign_in import SignInForm

# Input that shows someone is at the console (moving the mouse counts: they are reading).
_ACTIVITY = frozenset(
    {
        QEvent.Type.KeyPress,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseMove,
        QEvent.Type.Wheel,
        QEvent.Type.TouchBegin,
    }
)


class IdleWatcher(QObject):
    """Emits idle after interval_ms without user input anywhere in the application."""

    idle = Signal()

    def __init__(self, interval_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.idle)
        QApplication.instance().installEventFilter(self)

    @property
    def interval_ms(self) -> int:
        return self._timer.interval()

    def set_interval(self, interval_ms: int) -> None:
        self._timer.setInterval(interval_ms)
        if self._timer.isActive():
            self._timer.start()

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def is_running(self) -> bool:
        return self._timer.isActive()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _ACTIVITY and self._timer.isActive():
            self._timer.start()  # restart the countdown
        return False

    def uninstall(self) -> None:
        self._timer.stop()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)


class LockScreen(QWidget):
    """Covers the console; the same operator or another one signs in to continue."""

    unlocked = Signal(object)  # Operator

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.form = SignInForm(services)
        self.form.sign_in_button.setText(self.tr("Unlock"))

        box = QFrame()
        box.setObjectName("lockBox")
        box.setFrameShape(QFrame.Shape.StyledPanel)
        box.setFixedWidth(440)  # a fixed width lets the wrapped hint take its height
        inner = QVBoxLayout(box)
        inner.setContentsMargins(24, 24, 24, 24)
        inner.addWidget(self.title)
        inner.addWidget(self.hint)
        inner.addSpacing(12)
        inner.addWidget(self.form)

        # Centred by stretches, not by an alignment flag: an aligned widget gets its plain size
        # hint, which ignores that the wrapped hint needs more height at this width.
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(box)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(2)
        self.form.signed_in.connect(self.unlocked)

    def prepare(self, current_name: str, switching: bool) -> None:
        """Reload the operators; the one signed in stays chosen unless switching."""
        if switching:
            self.title.setText(self.tr("Switch operator"))
            self.hint.setText(self.tr("Choose who takes over the console and type their PIN."))
        else:
            self.title.setText(self.tr("Console locked"))
            self.hint.setText(
                self.tr(
                    "Locked by {name}. Type the PIN to continue, "
                    "or choose another operator to take over."
                ).format(name=current_name)
            )
        self.form.reload(preferred=current_name)
        self.form.pin.setFocus()

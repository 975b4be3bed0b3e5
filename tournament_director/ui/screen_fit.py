"""Dialogs inside the screen: never past the free area of the screen (the screen less its
taskbar, ``QScreen.availableGeometry``) with their own frame and title bar, their buttons
always in view.

Every dialog of the console does two things:

- its body (what may grow taller than a small screen: forms, boxes of settings) goes in a
  :class:`ScrollBody`, and the buttons below it stay outside, so a short screen scrolls the
  body and never hides the buttons; on a screen with room the body is shown whole, without
  a scroll bar;
- it calls :func:`fit_to_screen` at the end of ``__init__`` with the size it would like: the
  dialog opens at that size, or smaller where the screen is smaller, and again so when it is
  shown (on another screen, or after its texts changed). Qt then places it inside the same
  free area.

The frame is taken as at least :data:`FRAME_ALLOWANCE`, the title bar and borders of Windows
10 at 100 %: before the dialog is shown the window system has not said how large it is (and
Qt's offscreen platform never says the truth).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QFrame, QScrollArea, QStyle, QWidget

#: A dialog's frame and title bar when the window system has not said (left + right borders,
#: title bar + bottom border).
FRAME_ALLOWANCE = QSize(16, 40)

#: Where there is no screen at all (never on a floor PC).
FALLBACK_AREA = QRect(0, 0, 1366, 728)

#: The least a scrolled body is given in height, so a few rows always show.
BODY_MIN_HEIGHT = 120


def available_area(widget: QWidget) -> QRect:
    """The free area of the screen the widget is on (or will open on): the screen less its
    taskbar and docks."""
    screen = widget.screen()
    if screen is None and widget.parentWidget() is not None:
        screen = widget.parentWidget().screen()
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(FALLBACK_AREA)


def frame_size(widget: QWidget) -> QSize:
    """What the window's frame and title bar add to its size: as the window system says once
    it is shown, and never less than :data:`FRAME_ALLOWANCE` (a window manager may say
    nothing, or too little, until it has framed the window)."""
    allowance = QSize(FRAME_ALLOWANCE)
    if widget.isVisible():
        return (widget.frameGeometry().size() - widget.geometry().size()).expandedTo(allowance)
    return allowance


def room_for(widget: QWidget) -> QSize:
    """The largest size the window may have inside the free area, its frame included."""
    area = available_area(widget).size() - frame_size(widget)
    return area.expandedTo(QSize(0, 0))


class ScrollBody(QScrollArea):
    """A dialog's body: shown whole where it fits (its size hint is the body's whole size),
    scrolled where the screen is shorter (its least height is small). It never scrolls
    sideways unless the body cannot be made narrower than the screen.

    The body is sized here, not by QScrollArea's resizable widget: that one is never made
    shorter than the body's least size hint, which for word-wrapped labels is their height
    at their narrowest, so the body's rows would stand apart with gaps on a wide dialog."""

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(body)
        self.setWidgetResizable(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        body.installEventFilter(self)

    def _bar_width(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)

    @staticmethod
    def _height_at(body: QWidget, width: int) -> int:
        height = body.heightForWidth(width) if body.hasHeightForWidth() else -1
        return height if height > 0 else body.sizeHint().height()

    def _body_width(self) -> int:
        body = self.widget()
        least = body.minimumSizeHint().width()
        return max(least, self.viewport().width())

    def _place_body(self) -> None:
        body = self.widget()
        if body is None:
            return
        width = self._body_width()
        height = self._height_at(body, width)
        if height > self.viewport().height() and width > body.minimumSizeHint().width():
            # the vertical scroll bar takes its width from the body
            width = max(body.minimumSizeHint().width(), width - self._bar_width())
            height = self._height_at(body, width)
        body.resize(width, max(height, self.viewport().height()))

    def sizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        width = body.sizeHint().expandedTo(body.minimumSizeHint()).width()
        # room for the vertical scroll bar, so that when it appears nothing is cut
        return QSize(width + frame + self._bar_width(), self._height_at(body, width) + frame)

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().minimumSizeHint()
        frame = 2 * self.frameWidth()
        width = body.minimumSizeHint().width() + frame + self._bar_width()
        height = min(self._height_at(body, body.sizeHint().width()) + frame, BODY_MIN_HEIGHT)
        return QSize(width, height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_body()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
            self._place_body()
        return super().eventFilter(watched, event)


class _Refit(QObject):
    """Fits its dialog again each time it is shown."""

    def __init__(self, dialog: QDialog, preferred: QSize | None) -> None:
        super().__init__(dialog)
        self._preferred = preferred

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            # a dialog given a size (its own, its opener's, the operator's) keeps the one it
            # has; one sized by its content takes the content's size as it is now
            given = self._preferred is not None or watched.testAttribute(
                Qt.WidgetAttribute.WA_Resized
            )
            _fit(watched, watched.size() if given else None)
        return False


def _fit(dialog: QWidget, preferred: QSize | None) -> None:
    room = room_for(dialog)
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    # a least size set by the dialog never forces it past the screen
    if dialog.minimumWidth() > room.width() or dialog.minimumHeight() > room.height():
        dialog.setMinimumSize(dialog.minimumSize().boundedTo(room))
    want = QSize(preferred) if preferred is not None else dialog.sizeHint()
    least = dialog.minimumSizeHint().expandedTo(dialog.minimumSize()).boundedTo(room)
    size = want.expandedTo(least).boundedTo(room)
    if size != dialog.size():
        dialog.resize(size)


def fit_to_screen(dialog: QDialog, preferred: QSize | tuple[int, int] | None = None) -> None:
    """Open ``dialog`` at ``preferred`` (default: its size hint when shown), never larger than
    the free area of its screen with its frame, nor smaller than its layout needs (up to that
    area); and fit it again whenever it is shown. Call it at the end of ``__init__``."""
    if isinstance(preferred, tuple):
        preferred = QSize(*preferred)
    if preferred is not None:
        _fit(dialog, preferred)
    if dialog.findChild(_Refit) is None:
        dialog.installEventFilter(_Refit(dialog, preferred))

"""The big-screen display: one window the whole room reads, painted by hand.

Everything is placed in fractions of the window's width and height and every font is a
fraction of the height (the time 25 %, the blinds 15.5 %, the other figures 5.2 to 7.2 %
and the captions 4.2 %: on a 55" TV at 1080p, read from 10 m), shrunk only when a text
would not fit its box, so the same screen reads the same from 1280x720 to 3840x2160. The
slots never overlap and each is as tall as its font's line, so no text is painted over
another (`painted_rect`, `overlaps`).

Near idle: the window repaints only what changed. On each ``driver.ticked`` it composes the
texts, lays them out and asks Qt to repaint the region of the boxes whose text, colour or
size changed (usually just the time, the time to the break and, while late registration is
open, its countdown). The places paid turn their page on that same tick. The announcement
ticker runs its own timer at a modest frame rate, only while an announcement is shown: its
text is painted once into a pixmap, and each frame moves the band's pixels along by the
whole pixels the text travelled (QWidget.scroll), so only the strip that comes into view is
painted.

The clock on a player (ADTP 29, "tiempo"), when the floor shows it on the big screen, takes
the bottom of the screen (the row of places paid and the band of messages, which come back
when it ends): "Mesa 5 · Asiento 3 — 0:25", one line (two clocks: one a line, the two
nearest to running out), in the time's colour, amber in the countdown and red at zero.
A :class:`PlayerClockDriver` of the window's own re-reads it at each change of its seconds.

A qualifying flight of a multi-flight event (house "Etapa Clasificatoria") says in the
places' row how many qualify and how many are left ("Clasifican 40 · Quedan 55"); once it
is over, the qualifiers' count takes the clock's place and "SERIE TERMINADA: embolsar
fichas" the blinds' (ui/flight_words.py).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QRect, QRectF, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from tournament_director import i18n
from tournament_director.domain.clock import Reading, Status
from tournament_director.domain.colour_up import schedule
from tournament_director.domain.player_clock import PlayerClockReading, time_text
from tournament_director.domain.room_figures import RoomFigures, figures
from tournament_director.domain.stages import FlightProgress, flight_progress
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.display.themes import Theme, theme_named
from tournament_director.ui.display.view import (
    blinds_text,
    clock_text,
    colour_up_text,
    money_text,
    next_break,
    next_level,
    number_text,
    ordinal,
    page_of,
    places_in_play,
    time_to_next_break_ms,
)
from tournament_director.ui.flight_words import bagged_line, closed_line, over_line, progress_line
from tournament_director.ui.player_clock_driver import PlayerClockDriver

log = logging.getLogger(__name__)

# Frames a second of the ticker: at 1080p the text moves 9 px a frame, read from across the
# room; each frame costs the same whatever moves, and at 30 the ticker alone took most of
# the console's idle CPU.
TICKER_FPS = 20
TICKER_SPEED = 0.16  # of the window's height per second
TICKER_GAP = "          "
LAST_MINUTE_S = 60
LOGO_GAP = 0.015  # of the width, between the logo and the event name


# What belongs to play going on: cleared from the screen once the tournament is over.
_PLAY_ROLES = (
    "blinds",
    "ante",
    "notice",
    "next_level_caption",
    "next_level",
    "next_ante",
    "next_break_caption",
    "next_break",
    "late_registration_caption",
    "late_registration",
)

PLACES_PER_PAGE = 3  # places paid shown at a time on the prize line
PAGE_TURN_S = 6  # the prize line turns its page every few seconds, on the clock's tick
HINT_SECONDS = 90  # how long a display sharing the only monitor says how to move it
LINE_Y = 0.086  # the rule under the header, in fractions of the height
BOX_PADDING = 0.8  # a boxed text's box is wider than the text by this much of its font


@dataclass(frozen=True)
class Slot_:
    """Where a role sits: x, y, width, height in fractions of the window, font of the height."""

    x: float
    y: float
    w: float
    h: float
    font: float
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
    bold: bool = True


LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter

#: Caption and value fonts of the side columns (fractions of the height): 45 and 78 px on a
#: 1080-line screen, readable from the back of the room (a 55" TV at 10 m).
CAPTION_FONT = 0.042
VALUE_FONT = 0.072
#: A line box is about 1.17 times its font (DejaVu Sans: ascent 0.93, descent 0.24): every
#: slot is at least that tall, so texts in slots that do not overlap never overlap.
LINE = 1.17


def _pair(x: float, w: float, y: float, name: str, value_font: float = VALUE_FONT):
    """A caption over its value, at y; returns the slots and the y below them."""
    caption_h, value_h = CAPTION_FONT * LINE, value_font * LINE
    return {
        f"{name}_caption": Slot_(x, y, w, caption_h, CAPTION_FONT, LEFT, False),
        name: Slot_(x, y + caption_h, w, value_h, value_font, LEFT),
    }, y + caption_h + value_h


def _geometry() -> dict[str, Slot_]:
    """The big screen's layout (16:9; other shapes scale with it). From the top: the header
    (the event name, the room's time); the level, the time and the status in the centre
    between two columns (left: players, average stack, chips in play or the time until late
    registration closes; right: the next level and the next break); the blinds across the
    whole width, nearly as prominent as the time (their font is 62 % of the time's); the
    ante; the prize band (the pool, the places paid, re-entries; then the places paid,
    a few at a time, page by page); and the band of messages at the bottom (a colour-up
    notice, announcements and moves)."""
    out: dict[str, Slot_] = {
        # header: the logo (if any) takes the header's height and at most 0.30 of the width,
        # and the name starts just after it
        "logo": Slot_(0.02, 0.012, 0.30, 0.062, 0.0),
        "name": Slot_(0.02, 0.008, 0.70, 0.07, 0.052, LEFT),
        "room_time": Slot_(0.74, 0.008, 0.24, 0.07, 0.052, RIGHT, False),
        # centre
        "title": Slot_(0.26, 0.09, 0.48, 0.065, 0.055),
        "time": Slot_(0.26, 0.155, 0.48, 0.295, 0.25),
        "status": Slot_(0.26, 0.45, 0.48, 0.065, 0.05),
        "blinds": Slot_(0.02, 0.515, 0.96, 0.182, 0.155),
        "ante": Slot_(0.15, 0.697, 0.70, 0.07, 0.059),
        # the prize band: the pool, places paid and re-entries; then the places, paged
        "prize_pool_caption": Slot_(0.02, 0.767, 0.185, 0.07, CAPTION_FONT, RIGHT, False),
        "prize_pool": Slot_(0.215, 0.767, 0.285, 0.07, 0.059, LEFT),
        "places_paid_caption": Slot_(0.50, 0.767, 0.21, 0.07, CAPTION_FONT, RIGHT, False),
        "places_paid": Slot_(0.72, 0.767, 0.08, 0.07, 0.059, LEFT),
        "re_entries_caption": Slot_(0.80, 0.767, 0.13, 0.07, CAPTION_FONT, RIGHT, False),
        "re_entries": Slot_(0.935, 0.767, 0.045, 0.07, 0.059, LEFT),
        "places": Slot_(0.02, 0.837, 0.88, 0.072, 0.06, CENTRE),
        "places_page": Slot_(0.90, 0.837, 0.08, 0.072, CAPTION_FONT, RIGHT, False),
        # the band of messages: a colour-up notice (still), announcements and moves (moving)
        "ticker": Slot_(0.0, 0.912, 1.0, 0.088, 0.055, LEFT),
        "notice": Slot_(0.0, 0.912, 1.0, 0.088, 0.052, CENTRE),
        # how to move the display to the TV, while it shares the only monitor
        "hint": Slot_(0.0, 0.912, 1.0, 0.088, 0.035, CENTRE, False),
        # a qualifying flight: how many qualify and remain, in the places' row (a flight
        # pays no places: its qualifiers play the event's final)
        "flight": Slot_(0.02, 0.837, 0.96, 0.072, 0.06, CENTRE),
    }
    y = 0.09
    for name in ("players", "average", "chips"):
        pair, y = _pair(0.02, 0.24, y, name)
        out.update(pair)
        y += 0.01
    # While late registration is open its countdown takes the place of the chips in play.
    out["late_registration_caption"] = out["chips_caption"]
    out["late_registration"] = out["chips"]
    pair, y = _pair(0.74, 0.24, 0.09, "next_level")
    out.update(pair)
    out["next_ante"] = Slot_(0.74, y, 0.24, 0.052 * LINE, 0.052, LEFT)
    pair, _ = _pair(0.74, 0.24, y + 0.052 * LINE + 0.01, "next_break")
    out.update(pair)
    # The clocks on players shown on the big screen: the bottom of the screen, one line a
    # clock, as large as the lines allow (one clock: 108 px at 1080p, two: 73 px).
    top, height = 0.837, 1.0 - 0.837
    for count in range(1, PLAYER_CLOCK_LINES + 1):
        line = height / count
        font = min(0.10, line / LINE * 0.97)
        for index in range(count):
            out[_player_clock_role(index, count)] = Slot_(
                0.02, top + index * line, 0.96, line, font, CENTRE
            )
    return out


#: At most this many clocks on players are on the big screen at once (the nearest to
#: running out); the console shows them all.
PLAYER_CLOCK_LINES = 2
#: What the clocks on players take the place of while they are shown.
_PLAYER_CLOCK_HIDES = ("places", "places_page", "ticker", "notice", "hint", "flight")


def _player_clock_role(index: int, count: int) -> str:
    return f"player_clock_{index + 1}_of_{count}"


GEOMETRY: dict[str, Slot_] = _geometry()


@dataclass(frozen=True)
class Item:
    """One text as painted: its role, words, box, font size in pixels, colour and backing."""

    role: str
    text: str
    rect: QRectF
    px: int
    colour: str
    bold: bool
    align: Qt.AlignmentFlag
    box: str | None = None  # colour of a rounded box behind the text
    box_rect: QRectF | None = None

    def area(self) -> QRect:
        return self.rect.toAlignedRect().adjusted(-2, -2, 2, 2)


class _TickerFrame:
    """The ticker's geometry while its text and band stay: worked out once, read at every
    frame. ``at(ms)``: how far the text has travelled into the band after ``ms`` of
    scrolling, in whole pixels; a new announcement starts at the left margin, readable at
    once, then scrolls in from the right edge on every later pass. A text that fits in the
    band between its margins stands still there (``still``): nothing to chase with the
    eyes, and no frames to paint."""

    def __init__(
        self, band: QRect, area: QRect, text_width: int, per_ms: float, background: QColor
    ) -> None:
        self.band, self.area, self.background = band, area, background
        self.width, self.right, self.top = band.width(), band.right(), band.top()
        self.per_ms = per_ms
        margin = int(0.02 * self.width)
        self.start = self.width - margin
        self.travel = max(text_width + self.width, 1)
        self.still = text_width <= self.width - 2 * margin

    def at(self, ms: int) -> int:
        if self.still:
            return self.start
        return int(self.start + ms * self.per_ms) % self.travel


class DisplayWindow(QWidget):
    """The room's screen for one tournament, driven by a :class:`ClockDriver`."""

    closed = Signal()
    full_screen_changed = Signal(bool)  # the room's operator pressed F11/Esc or double-clicked

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        driver: ClockDriver,
        theme: Theme | str = "dark",
        logo: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self.tournament_id = tournament_id
        self.driver = driver
        self.number = 0  # the display's number, set by the manager
        self.placed_on = ""  # the name of the screen the manager put it on
        self.theme = theme_named(theme) if isinstance(theme, str) else theme
        self._logo = QPixmap()
        self._scaled_logo: QPixmap | None = None
        self._load_logo(logo)
        self._items: dict[str, Item] = {}
        self._announcements: list[str] = []
        self._ticker_pixmap: QPixmap | None = None
        # Where the text stands in the band (pixels travelled, _TickerFrame.at) as last
        # painted or scrolled to; None: not yet (the next paint reads it from the clock).
        self._ticker_at: int | None = None
        self._ticker_text = ""  # what the pixmap holds
        self._ticker_frame: _TickerFrame | None = None  # its geometry, made with the pixmap
        self._ticker_clock = QElapsedTimer()
        self._ticker_timer = QTimer(self)
        self._ticker_timer.setInterval(1000 // TICKER_FPS)
        self._ticker_timer.timeout.connect(self.on_ticker_timer_timeout)
        self.repaints = 0  # paint events, for the CPU benchmark
        self.setWindowTitle(self.tr("Tournament clock"))
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(320, 180)
        self.resize(1280, 720)
        driver.ticked.connect(self.on_driver_ticked)
        driver.state_changed.connect(self.on_driver_state_changed)
        # The clocks on players (ADTP 29): re-read at each change of their own seconds.
        self.player_clocks = PlayerClockDriver(driver, self)
        self.player_clocks.ticked.connect(self.on_player_clocks_ticked)
        self._following = True
        self._flight_key: tuple | None = None  # what a flight's progress was read at
        self._flight: FlightProgress | None = None
        self.hint = ""
        self._hint_until: datetime | None = None
        self._refresh(full=True)
        self.player_clocks.start()

    # --- what tests and the manager read ------------------------------------------------

    def item(self, role: str) -> Item | None:
        return self._items.get(role)

    def texts(self) -> dict[str, str]:
        """Every text shown, by role."""
        return {role: item.text for role, item in self._items.items()}

    def time_font_px(self) -> int:
        return self._items["time"].px

    def painted_rect(self, role: str) -> QRectF | None:
        """Where a role's text (and its box, or the band it fills) is painted, in pixels;
        the logo's picture for "logo"; None when the role is not on the screen."""
        if role == "logo":
            logo = self.logo_rect()
            return None if logo.isEmpty() else QRectF(logo)
        item = self._items.get(role)
        if item is None:
            return None
        if role in ("ticker", "notice", "hint"):
            return QRectF(item.rect)
        metrics = QFontMetricsF(self._font(item.px, item.bold))
        painted = metrics.boundingRect(item.rect, int(item.align), item.text)
        if item.box_rect is not None:
            painted = painted.united(item.box_rect)
        return painted

    def overlaps(self) -> list[tuple[str, str]]:
        """Pairs of roles painted over each other (none, by the layout's design)."""
        roles = sorted(self._items) + (["logo"] if self.has_logo else [])
        rects = {role: self.painted_rect(role) for role in roles}
        found = []
        for i, a in enumerate(roles):
            for b in roles[i + 1 :]:
                ra, rb = rects[a], rects[b]
                if ra is not None and rb is not None and ra.intersects(rb):
                    found.append((a, b))
        return found

    @property
    def announcements(self) -> list[str]:
        return list(self._announcements)

    @property
    def ticker_running(self) -> bool:
        return self._ticker_timer.isActive()

    @property
    def has_logo(self) -> bool:
        return not self._logo.isNull()

    def set_logo(self, path: Path | None) -> None:
        """Show the house's logo beside the event name (None: the name alone)."""
        self._load_logo(path)
        self._refresh(full=True)

    def _load_logo(self, path: Path | None) -> None:
        self._logo = QPixmap(str(path)) if path else QPixmap()
        if self._logo.isNull():
            if path:
                log.warning("the display's logo %s could not be read", path)
            self._logo = QPixmap()
        self._scaled_logo = None

    def logo_rect(self) -> QRect:
        """Where the logo is painted: the header's height, its own proportions, at most
        the slot's width (an empty rect without a logo)."""
        if self._logo.isNull():
            return QRect()
        slot = GEOMETRY["logo"]
        height = int(slot.h * self.height())
        width = round(height * self._logo.width() / max(self._logo.height(), 1))
        limit = int(slot.w * self.width())
        if width > limit:  # a very wide logo: keep its proportions, shorter
            height = round(limit * self._logo.height() / max(self._logo.width(), 1))
            width = limit
        top = int(slot.y * self.height()) + (int(slot.h * self.height()) - height) // 2
        return QRect(int(slot.x * self.width()), top, max(width, 1), max(height, 1))

    def set_theme(self, theme: Theme | str) -> None:
        self.theme = theme_named(theme) if isinstance(theme, str) else theme
        self._ticker_pixmap = None
        self._ticker_frame = None
        self._ticker_at = None
        self._refresh(full=True)

    # --- slots --------------------------------------------------------------------------

    @Slot(object)
    def on_driver_ticked(self, _reading: Reading) -> None:
        self._refresh()

    @Slot(object)
    def on_driver_state_changed(self, _state: TournamentState) -> None:
        self._refresh()

    @Slot(object)
    def on_player_clocks_ticked(self, _readings: list) -> None:
        self._refresh()

    @Slot()
    def on_ticker_timer_timeout(self) -> None:
        """The frame: the band's pixels move left by the pixels the text travelled since the
        last one; only the strip that comes in from the right is painted. Worked out from
        what the ticker's first paint kept (`_TickerFrame`): a frame is a few calls."""
        frame = self._ticker_frame
        if frame is None:  # not painted yet (or made again): paint the band whole
            item = self._items.get("ticker")
            if item is not None:
                self.update(item.area())
            return
        if frame.still:  # the text fits: it stands still until it changes
            self._ticker_timer.stop()
            return
        at = frame.at(self._ticker_clock.elapsed())
        before = self._ticker_at
        if at == before:
            return  # not a whole pixel further yet
        if before is not None and 0 < at - before < frame.width:
            self._ticker_at = at
            self.scroll(before - at, 0, frame.band)
        else:  # the text starting again from the right edge
            self._ticker_at = None
            self.update(frame.area)

    # --- compose: the words and colours ---------------------------------------------------

    def _compose(self) -> dict[str, tuple[str, str, str | None]]:
        """role -> (text, theme colour, box colour or None) for the current moment."""
        state = self.driver.state
        reading = self.driver.reading
        now = self.driver.now()
        language = i18n.language()
        out: dict[str, tuple[str, str, str | None]] = {}
        out["name"] = (state.name, "text", None)
        out["room_time"] = (now.astimezone().strftime("%H:%M"), "muted", None)

        structure = state.structure
        periods = state.periods()
        if structure is None or not periods:
            out["title"] = (self.tr("Tournament clock"), "muted", None)
            out["time"] = ("--:--", "muted", None)
            out["status"] = (self.tr("No structure yet"), "muted", None)
            self._compose_figures(out, figures(state, now), language)
            return out

        period = periods[reading.period]
        status = reading.status
        if status is Status.NOT_STARTED:  # show the first period in full
            reading = replace(reading, time_left_ms=period.duration_s * 1000)
        on_break = period.kind == "break"
        finished = status is Status.FINISHED

        # title and time
        if finished:
            out["title"] = (self.tr("Tournament over"), "muted", None)
            out["time"] = ("00:00", "muted", None)
        elif on_break:
            out["title"] = (self.tr("BREAK"), "on_break", None)
            out["time"] = (clock_text(reading.time_left_s), "on_break", None)
        else:
            out["title"] = (
                self.tr("LEVEL %1").replace("%1", str(period.level_number)),
                "text",
                None,
            )
            last_minute = status is Status.RUNNING and reading.time_left_s <= LAST_MINUTE_S
            colour = "warning" if last_minute else "time"
            if status is Status.PAUSED:
                colour = "muted"
            out["time"] = (clock_text(reading.time_left_s), colour, None)

        # status: paused, hand-for-hand, not started, finished
        flags = []
        if status is Status.PAUSED:
            flags.append(self.tr("PAUSED"))
        if state.clock.hand_for_hand and not finished:
            flags.append(self.tr("HAND-FOR-HAND"))
        if flags:
            box = "warning" if status is Status.PAUSED else "on_break"
            out["status"] = (" · ".join(flags), "box_text", box)
        elif status is Status.NOT_STARTED:
            if state.scheduled_start:
                at = datetime.fromisoformat(state.scheduled_start).astimezone().strftime("%H:%M")
                text = self.tr("Starts at %1").replace("%1", at)
            else:
                text = self.tr("Starting soon")
            out["status"] = (text, "muted", None)
        elif finished:
            out["status"] = (self.tr("Thank you for playing"), "muted", None)

        # blinds: the current level's, or on a break the level that follows
        shown_level = None
        if on_break and not finished:
            following = next_level(structure, periods, reading.period)
            if following is not None:
                number, shown_level = following
                if "status" not in out:
                    text = self.tr("Next: level %1").replace("%1", str(number))
                    out["status"] = (text, "on_break", None)
        elif not finished:
            shown_level = structure.levels[period.index]
        if shown_level is not None:
            out["blinds"] = (blinds_text(shown_level, language), "blinds", None)
            ante = self._ante_text(shown_level, language)
            if ante:
                out["ante"] = (ante, "text", None)

        # ADTP 24, Casino Club "Reemplazo de Fichas menores": the colour-up of the
        # tournament's schedule (domain/colour_up.py, the director's changes included) is
        # announced on the level before its break and on the break itself.
        if not finished:
            chips = schedule(state)
            if on_break:
                taken = chips.denominations_at(period.after_level or 0)
                if taken:
                    text = self.tr("At this break the %1 chips come off").replace(
                        "%1", colour_up_text(structure, taken, language)
                    )
                    out["notice"] = (text, "box_text", "warning")
            else:
                upcoming = next_break(structure, periods, reading.period)
                if upcoming is not None and upcoming[0] == reading.period + 1:
                    taken = chips.denominations_at(upcoming[1].after_level)
                    if taken:
                        text = self.tr("At the next break the %1 chips come off").replace(
                            "%1", colour_up_text(structure, taken, language)
                        )
                        out["notice"] = (text, "box_text", "warning")

        # right column: what comes next
        if not finished and not on_break:
            following = next_level(structure, periods, reading.period)
            if following is not None:
                number, level = following
                caption = self.tr("Next level (%1)").replace("%1", str(number))
                out["next_level_caption"] = (caption, "muted", None)
                out["next_level"] = (blinds_text(level, language), "blinds", None)
                ante = self._ante_text(level, language)
                if ante:
                    out["next_ante"] = (ante, "text", None)
            to_break = time_to_next_break_ms(periods, reading)
            if to_break is not None:
                out["next_break_caption"] = (self.tr("Next break in"), "muted", None)
                out["next_break"] = (clock_text(-(-to_break // 1000)), "on_break", None)

        room = figures(state, now)
        if room.winner is not None:
            # Casino Club "Clasificación": one player has all the chips; nothing comes next.
            for role in _PLAY_ROLES:
                out.pop(role, None)
            # "Winner" takes the clock's place and the name the blinds' (the whole width),
            # in the prize pool's colour.
            out["title"] = (self.tr("Tournament over"), "muted", None)
            out["time"] = (self.tr("Winner"), "on_break", None)
            out.pop("status", None)
            out["blinds"] = (room.winner, "blinds", None)
        self._compose_figures(out, room, language)
        if state.stages.is_flight:
            self._compose_flight(out, state, reading, now, language)
        return out

    def _compose_flight(
        self,
        out: dict[str, tuple[str, str, str | None]],
        state: TournamentState,
        reading: Reading,
        now: datetime,
        language: str,
    ) -> None:
        """House "Etapa Clasificatoria" on the big screen: "40 qualify · 55 left · ends at
        the end of level 12" in the places' row while the flight plays; once it is over,
        the qualifiers' count in the clock's place, the flight's name above it and "FLIGHT
        OVER: bag the chips" across the whole width (nothing of play comes next)."""
        key = (state.last_seq, reading.period, reading.status)
        if self._flight_key != key:
            self._flight_key = key
            self._flight = flight_progress(state, now)
        progress = self._flight
        assert progress is not None
        # A flight pays no places (its qualifiers play the final for the event's pool): its
        # own pool is what it brings to the event's.
        for role in ("places", "places_page", "places_paid", "places_paid_caption"):
            out.pop(role, None)
        if "prize_pool" in out:
            out["prize_pool_caption"] = (self.tr("This flight's pool"), "muted", None)
        if not progress.over:
            out["flight"] = (progress_line(progress), "blinds", None)
            return
        for role in _PLAY_ROLES:
            out.pop(role, None)
        out["title"] = (state.stages.label, "text", None)
        out["time"] = (number_text(progress.remaining, language), "on_break", None)
        out["status"] = (self.tr("qualified"), "muted", None)
        over = closed_line() if progress.over == "closed" else over_line()
        out["blinds"] = (over, "warning", None)
        out["flight"] = (bagged_line(progress), "text", None)

    def _ante_text(self, level, language: str) -> str:
        if not level.ante:
            return ""
        amount = number_text(level.ante, language)
        if level.bb_ante:
            return self.tr("BB ante %1").replace("%1", amount)
        return self.tr("Ante %1").replace("%1", amount)

    def _compose_figures(self, out, room: RoomFigures, language: str) -> None:
        n = lambda v: number_text(v, language)  # noqa: E731
        money = lambda v: money_text(v, room.currency, language)  # noqa: E731
        out["players_caption"] = (self.tr("Players"), "muted", None)
        out["players"] = (f"{n(room.players_left)} / {n(room.entries)}", "text", None)
        out["average_caption"] = (self.tr("Average stack"), "muted", None)
        out["average"] = (n(room.average_stack) if room.average_stack else "—", "text", None)
        finished = room.winner is not None
        if room.late_registration_ms is not None and not finished:
            # ADTP 7: while late registration is open, the time until it closes takes the
            # place of the chips in play.
            caption = self.tr("Late registration")
            out["late_registration_caption"] = (caption, "muted", None)
            left = clock_text(-(-room.late_registration_ms // 1000))
            out["late_registration"] = (left, "on_break", None)
        else:
            out["chips_caption"] = (self.tr("Chips in play"), "muted", None)
            out["chips"] = (n(room.chips_in_play), "text", None)
        if room.re_entries or self._re_entry_allowed():
            out["re_entries_caption"] = (self.tr("Re-entries"), "muted", None)
            out["re_entries"] = (n(room.re_entries), "text", None)
        if room.prize_pool is not None:
            out["prize_pool_caption"] = (self.tr("Prize pool"), "muted", None)
            out["prize_pool"] = (money(room.prize_pool), "blinds", None)
        if room.places_paid:
            out["places_paid_caption"] = (self.tr("Places paid"), "muted", None)
            out["places_paid"] = (n(room.places_paid), "text", None)
        runs = places_in_play(room.runs, room.players_left, finished)
        if room.deal and not finished:
            # Casino Club "Premios": after a deal the room sees what each player in it
            # takes, one at a time (a name is long), and the money still played for.
            seconds = self.driver.now().timestamp()
            texts = [self._deal_text(name, money(amount)) for name, amount in room.deal]
            texts += [
                self._left_to_play_text(run, money, language)
                for run in runs
                if run[2] > 0 and run[0] <= room.deal_places
            ]
            page, pages = page_of(texts, 1, seconds, PAGE_TURN_S)
            out["places"] = (texts[page], "text", None)
            if pages > 1:
                out["places_page"] = (f"{page + 1}/{pages}", "muted", None)
        elif runs:
            # A few places at a time; the page turns every PAGE_TURN_S seconds of the room's
            # clock, read at the driver's tick (no timer of its own, no repaint between).
            seconds = self.driver.now().timestamp()
            page, pages = page_of(runs, PLACES_PER_PAGE, seconds, PAGE_TURN_S)
            shown = runs[page * PLACES_PER_PAGE : (page + 1) * PLACES_PER_PAGE]
            parts = [self._run_text(run, money, language) for run in shown]
            out["places"] = ("     ".join(parts), "text", None)
            if pages > 1:
                out["places_page"] = (f"{page + 1}/{pages}", "muted", None)

    def _run_text(self, run: tuple[int, int, int], money, language: str) -> str:
        """ "1º $2.003.200", or for places paid alike "10º–18º $150.000 c/u"."""
        first, last, amount = run
        if first == last:
            return f"{ordinal(first, language)} {money(amount)}"
        places = f"{ordinal(first, language)}–{ordinal(last, language)}"
        return self.tr("%1 %2 each").replace("%1", places).replace("%2", money(amount))

    def _deal_text(self, name: str, amount: str) -> str:
        """ "Acuerdo: Sofía Benítez $664.000": a player's amount agreed in a deal."""
        return self.tr("Deal: %1 %2").replace("%1", name).replace("%2", amount)

    def _left_to_play_text(self, run: tuple[int, int, int], money, language: str) -> str:
        """ "1º: +$100.000 en juego": what a deal left to play for, to whoever finishes there."""
        first, last, amount = run
        places = ordinal(first, language)
        if last != first:
            places += f"–{ordinal(last, language)}"
        return self.tr("%1: +%2 still in play").replace("%1", places).replace("%2", money(amount))

    def _re_entry_allowed(self) -> bool:
        structure = self.driver.state.structure
        policy = getattr(structure, "re_entry", None) if structure is not None else None
        return bool(getattr(policy, "allowed", False))

    # --- lay out and repaint what changed -------------------------------------------------

    def _refresh(self, full: bool = False) -> None:
        now = self.driver.now()
        try:
            self._update_announcements(now)
        except Exception:  # the screen must keep showing the clock
            log.exception("announcements could not be read")
        composed = self._compose()
        if self._hint_until is not None and now >= self._hint_until:
            self._hint_until = None
        if self._hint_until is not None and "notice" not in composed:
            composed["hint"] = (self.hint, "ticker_text", "ticker_background")
        if self._announcements:
            composed.pop("hint", None)
            # The band of messages moves: a colour-up notice leads the announcements.
            notice = composed.pop("notice", None)
            texts = ([notice[0]] if notice else []) + self._announcements
            composed["ticker"] = (TICKER_GAP.join(texts), "ticker_text", None)
        clocks = self._player_clock_lines(now)
        if clocks:
            for role in _PLAYER_CLOCK_HIDES:
                composed.pop(role, None)
            composed.update(clocks)
            self._ticker_timer.stop()  # its band is taken while the clocks are shown
        items = self._layout(composed)
        if full:
            self._items = items
            self.update()
            return
        dirty = QRegion()
        for role in set(items) | set(self._items):
            old, new = self._items.get(role), items.get(role)
            if old == new:
                continue
            for item in (old, new):
                if item is not None:
                    dirty = dirty.united(item.area())
        self._items = items
        if not dirty.isEmpty():
            self.update(dirty)

    def _player_clock_lines(self, now: datetime) -> dict[str, tuple[str, str, str | None]]:
        """The clocks on players the floor shows on the big screen (ADTP 29): "Mesa 5 ·
        Asiento 3 — 0:25", the nearest to running out first, in the time's colour, amber in
        the countdown, red at zero; read from their anchors at ``now``."""
        readings = [r for r in self.driver.state.player_clocks.readings(now) if r.clock.on_display]
        readings.sort(key=lambda r: (r.time_left_ms, r.clock.clock_id))
        shown = readings[:PLAYER_CLOCK_LINES]
        return {
            _player_clock_role(index, len(shown)): self._player_clock_line(reading)
            for index, reading in enumerate(shown)
        }

    def _player_clock_line(self, reading: PlayerClockReading) -> tuple[str, str, str | None]:
        clock = reading.clock
        text = (
            self.tr("Table %1 · Seat %2 — %3")
            .replace("%1", str(clock.table))
            .replace("%2", str(clock.seat))
            .replace("%3", time_text(reading.time_left_s))
        )
        if reading.expired:
            return text, "warning", None
        return text, "blinds" if reading.in_countdown else "time", None

    def _update_announcements(self, now: datetime) -> None:
        shown = self._services.clock.current_announcements(self.tournament_id, now)
        shown += self._services.seating.recent_moves(self.tournament_id, now)  # for 5 minutes
        if shown != self._announcements:
            self._announcements = shown
            self._ticker_pixmap = None
            self._ticker_frame = None
            self._ticker_at = None
            self._ticker_clock.restart()
        still = self._ticker_frame is not None and self._ticker_frame.still
        if shown and not still and not self._ticker_timer.isActive():
            self._ticker_clock.restart()
            self._ticker_at = None
            self._ticker_timer.start()
        elif not shown and self._ticker_timer.isActive():
            self._ticker_timer.stop()

    def _font(self, px: int, bold: bool) -> QFont:
        font = QFont(self.theme.font_family)
        font.setPixelSize(max(px, 1))
        font.setBold(bold)
        return font

    def _layout(self, composed: dict[str, tuple[str, str, str | None]]) -> dict[str, Item]:
        width, height = self.width(), self.height()
        items: dict[str, Item] = {}
        logo = self.logo_rect()
        for role, (text, colour, box) in composed.items():
            if not text:
                continue
            slot = GEOMETRY[role]
            if role == "name" and not logo.isEmpty():
                # the name starts after the logo and ends where the room's time begins
                left = logo.right() + LOGO_GAP * width
                right = (slot.x + slot.w) * width
                slot = replace(slot, x=left / width, w=max(right - left, 1) / width)
            rect = QRectF(slot.x * width, slot.y * height, slot.w * width, slot.h * height)
            px = self._fit(text, slot, rect, box is not None, scrolls=role == "ticker")
            box_rect = None
            if box is not None:
                metrics = QFontMetricsF(self._font(px, slot.bold))
                w = min(metrics.horizontalAdvance(text) + px * BOX_PADDING, rect.width())
                h = min(metrics.height() * 1.15, rect.height())
                box_rect = QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)
            items[role] = Item(role, text, rect, px, colour, slot.bold, slot.align, box, box_rect)
        return items

    def _fit(self, text: str, slot: Slot_, rect: QRectF, boxed: bool, scrolls: bool) -> int:
        """The slot's font size, shrunk until the widest line fits the box."""
        px = max(int(slot.font * self.height()), 6)
        if slot.font == 0:
            return px
        if scrolls:  # the ticker scrolls: never shrink it
            return px
        metrics = QFontMetricsF(self._font(px, slot.bold))
        widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        room = rect.width() - (px * BOX_PADDING if boxed else 0)
        if widest > room > 0:
            px = max(int(px * room / widest), 6)
        return px

    # --- paint --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        self.repaints += 1
        clip = event.region()
        frame = self._ticker_frame
        if frame is not None and self._ticker_at is not None and "ticker" in self._items:
            strip = clip.boundingRect()
            if frame.band.contains(strip):
                # A frame of the ticker: the strip that came into view (the slots never
                # overlap, so nothing else is painted in its band).
                painter = QPainter(self)
                painter.fillRect(strip, frame.background)
                painter.drawPixmap(frame.right - self._ticker_at, frame.top, self._ticker_pixmap)
                painter.end()
                return
        ticker = self._items.get("ticker")
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        theme = self.theme
        for part in clip:
            painter.fillRect(part, QColor(theme.background))
        height = self.height()
        line = QRect(int(0.02 * self.width()), int(LINE_Y * height), int(0.96 * self.width()), 2)
        if clip.intersects(line):
            painter.fillRect(line, QColor(theme.line))
        if not self._logo.isNull():
            self._paint_logo(painter, clip)
        for item in self._items.values():
            if item.role == "ticker":
                continue
            if not clip.intersects(item.area()):
                continue
            if item.role in ("notice", "hint"):  # a still text fills the message band
                painter.fillRect(item.rect.toAlignedRect(), QColor(getattr(theme, item.box or "")))
            elif item.box and item.box_rect is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(getattr(theme, item.box)))
                radius = item.box_rect.height() * 0.2
                painter.drawRoundedRect(item.box_rect, radius, radius)
            painter.setFont(self._font(item.px, item.bold))
            painter.setPen(QColor(getattr(theme, item.colour)))
            painter.drawText(item.rect, int(item.align), item.text)
        if ticker is not None and clip.intersects(ticker.area()):
            self._paint_ticker(painter, ticker)
        painter.end()

    def _paint_logo(self, painter: QPainter, clip: QRegion) -> None:
        rect = self.logo_rect()
        if not clip.intersects(rect):
            return
        if self._scaled_logo is None or self._scaled_logo.size() != rect.size():
            self._scaled_logo = self._logo.scaled(
                rect.size(),
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        painter.drawPixmap(rect.topLeft(), self._scaled_logo)

    def _paint_ticker(self, painter: QPainter, item: Item) -> None:
        band = item.rect.toAlignedRect()
        frame = self._ticker_frame
        if (
            frame is None
            or self._ticker_pixmap is None
            or frame.band != band
            or self._ticker_text != item.text  # a colour-up notice came to lead it, or left
        ):
            self._ticker_pixmap = self._render_ticker(item, band.height())
            self._ticker_text = item.text
            frame = self._ticker_frame = _TickerFrame(
                band,
                item.area(),
                self._ticker_pixmap.width(),
                TICKER_SPEED * self.height() / 1000,
                QColor(self.theme.ticker_background),
            )
            self._ticker_at = None
        painter.fillRect(band, frame.background)
        if self._ticker_at is None:
            self._ticker_at = frame.at(self._ticker_clock.elapsed())
        # At the place the band's pixels were scrolled to (never read from the clock again
        # here: the strip painted must meet the pixels moved).
        painter.drawPixmap(frame.right - self._ticker_at, frame.top, self._ticker_pixmap)

    def _render_ticker(self, item: Item, height: int) -> QPixmap:
        font = self._font(item.px, item.bold)
        width = int(QFontMetricsF(font).horizontalAdvance(item.text)) + 4
        pixmap = QPixmap(max(width, 1), max(height, 1))
        pixmap.fill(QColor(self.theme.ticker_background))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(font)
        painter.setPen(QColor(self.theme.ticker_text))
        painter.drawText(QRectF(0, 0, width, height), int(LEFT), item.text)
        painter.end()
        return pixmap

    # --- window behaviour -----------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._scaled_logo = None
        self._ticker_pixmap = None
        self._ticker_frame = None
        self._ticker_at = None
        self._refresh(full=True)
        super().resizeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen(not self.isFullScreen())
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_full_screen(False)
        else:
            super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.toggle_full_screen(not self.isFullScreen())
        event.accept()

    def toggle_full_screen(self, on: bool) -> None:
        """The operator's choice at the screen itself: applied, then told to the manager
        (which remembers it for this display number)."""
        self.set_full_screen(on)
        self.full_screen_changed.emit(on)

    def set_hint(self, text: str) -> None:
        """Say, in the message band for HINT_SECONDS and in the title bar, how to move this
        display to the room's TV (empty: it needs no hint)."""
        title = self.windowTitle()
        if self.hint:
            title = title.removesuffix(" — " + self.hint.replace("\n", " "))
        self.hint = text
        if text:
            title += " — " + text.replace("\n", " ")
        self.setWindowTitle(title)
        self._hint_until = self.driver.now() + timedelta(seconds=HINT_SECONDS) if text else None
        self._refresh(full=True)

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.setCursor(Qt.CursorShape.BlankCursor)
            self.showFullScreen()
        else:
            self.unsetCursor()
            self.showNormal()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._ticker_timer.stop()
        self.closed.emit()
        super().closeEvent(event)

    def disconnect_driver(self) -> None:
        """Stop following the driver (it may outlive this window)."""
        self._ticker_timer.stop()
        self.player_clocks.stop()
        if self._following:
            self._following = False
            self.driver.ticked.disconnect(self.on_driver_ticked)
            self.driver.state_changed.disconnect(self.on_driver_state_changed)

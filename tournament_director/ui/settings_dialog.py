"""Settings: the house's name, idle-lock minutes, the tax note printed on prize receipts,
the rounding of prizes per currency and the rules on PINs (locks after wrong PINs, each
role's shortest PIN) (directors), this PC's language and sounds."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.lockout import (
    DELAY_MAX_MINUTES,
    LOCK_ATTEMPTS_MAX,
    LOCK_ATTEMPTS_MIN,
    LOCK_POLICY_DELAY,
    LOCK_POLICY_DIRECTOR,
)
from tournament_director.domain.money import (
    CURRENCIES,
    format_figure,
    parse_amount,
)
from tournament_director.domain.operators import (
    HOUSE_NAME_LIMIT,
    LOCK_MINUTES_MAX,
    LOCK_MINUTES_MIN,
    PIN_MAX,
    PIN_MIN,
    TAX_NOTE_LIMIT,
    Operator,
    Role,
)
from tournament_director.services import Services
from tournament_director.ui import sounds
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.labels import role_label
from tournament_director.ui.penalty_settings_dialog import PenaltiesSettingsBox
from tournament_director.ui.screen_fit import ScrollBody, fit_to_screen, room_for
from tournament_director.ui.sign_in import error_label, show_error
from tournament_director.ui.sounds import (
    DEFAULT_FILES,
    Cue,
    SoundPlayer,
    SoundSettings,
    shipped_sounds,
)
from tournament_director.ui.web_page_box import WebPageBox

# Each language named in itself, so anyone can find their own.
LANGUAGE_NAMES = {"es": "Español", "en": "English"}


def _hinted_rows(
    grid: QGridLayout, rows: list[tuple[str, QWidget | QHBoxLayout, QLabel | None]]
) -> None:
    """Label, field and the hint under the field, row after row. A grid rather than a
    QFormLayout: the form gives a word-wrapped hint the height of its narrowest wrapping, so
    hints stood apart from their fields (or were cut where the form had less)."""
    row = 0
    for text, field, hint in rows:
        grid.addWidget(QLabel(text), row, 0)
        if isinstance(field, QWidget):
            grid.addWidget(field, row, 1)
        else:
            grid.addLayout(field, row, 1)
        row += 1
        if hint is not None:
            grid.addWidget(hint, row, 1)
            row += 1
    grid.setColumnStretch(1, 1)


class SettingsDialog(QDialog):
    language_chosen = Signal(str)

    def __init__(
        self,
        services: Services,
        operator: Operator,
        settings: ConsoleSettings,
        parent=None,
        sound_player: SoundPlayer | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._operator = operator
        self._settings = settings
        self._sound_player = sound_player
        self._sounds = SoundSettings(settings.data_dir)
        self.setWindowTitle(self.tr("Settings"))
        is_director = operator.role is Role.DIRECTOR

        self.house_name = QLineEdit(services.house.state().house_name)
        self.house_name.setMaxLength(HOUSE_NAME_LIMIT)
        self.house_name.setReadOnly(not is_director)
        if not is_director:
            self.house_name.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.house_name.setStyleSheet("background: palette(window);")
        house_hint = QLabel(
            self.tr("Printed on every receipt, ticket and report.")
            if is_director
            else self.tr(
                "Printed on every receipt, ticket and report. Only a director can change it."
            )
        )
        house_hint.setStyleSheet("color: #5a5a5a;")
        house_hint.setWordWrap(True)

        self.lock_minutes = QSpinBox()
        self.lock_minutes.setRange(LOCK_MINUTES_MIN, LOCK_MINUTES_MAX)
        self.lock_minutes.setSuffix(self.tr(" min"))
        self.lock_minutes.setValue(services.house.lock_minutes)
        self.lock_minutes.setEnabled(is_director)
        lock_hint = QLabel(
            self.tr("For every console of this house.")
            if is_director
            else self.tr("Only a director can change it.")
        )
        lock_hint.setStyleSheet("color: #5a5a5a;")

        # Casino Club "Premios": the winners pay the taxes the law applies; the house words
        # the note printed on every prize receipt (empty: none printed).
        self.tax_note = QLineEdit(services.house.state().prize_tax_note)
        self.tax_note.setMaxLength(TAX_NOTE_LIMIT)
        self.tax_note.setReadOnly(not is_director)
        self.tax_note.setPlaceholderText(self.tr("(none)"))
        if not is_director:
            self.tax_note.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.tax_note.setStyleSheet("background: palette(window);")
        tax_hint = QLabel(
            self.tr("Printed on every prize receipt, e.g. the taxes the winner pays.")
            if is_director
            else self.tr("Printed on every prize receipt. Only a director can change it.")
        )
        tax_hint.setStyleSheet("color: #5a5a5a;")
        tax_hint.setWordWrap(True)

        self.language = QComboBox()
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(self.language.findData(settings.language))
        language_hint = QLabel(
            self.tr("Remembered on this PC. The console switches as soon as you press OK.")
        )
        language_hint.setStyleSheet("color: #5a5a5a;")
        language_hint.setWordWrap(True)

        form = QGridLayout()
        _hinted_rows(
            form,
            [
                (self.tr("House name:"), self.house_name, house_hint),
                (self.tr("Tax note on prize receipts:"), self.tax_note, tax_hint),
                (self.tr("Lock the console after (idle):"), self.lock_minutes, lock_hint),
                (self.tr("Language:"), self.language, language_hint),
            ],
        )
        self.error = error_label()
        pins_box = self._pins_box(is_director)
        units_box = self._payout_units_box(is_director)
        sounds_box = self._sounds_box()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        # Two columns where the screen is wide enough (a 1280-px screen), so that nothing
        # scrolls; one under the other elsewhere. A short screen scrolls them, the error and
        # the buttons stay in view.
        left, right = QWidget(), QWidget()
        left_layout, right_layout = QVBoxLayout(left), QVBoxLayout(right)
        left_layout.addLayout(form)
        left_layout.addWidget(pins_box)
        right_layout.addWidget(units_box)
        right_layout.addWidget(sounds_box)
        # The house's offences and penalty ladder, in their own dialog (ADTP 68).
        self.penalties_box = PenaltiesSettingsBox(services, operator)
        right_layout.addWidget(self.penalties_box)
        self.web_page_box = WebPageBox(services, settings.data_dir)  # the room's web page
        right_layout.addWidget(self.web_page_box)
        for column in (left_layout, right_layout):
            column.setContentsMargins(0, 0, 0, 0)
            column.addStretch(1)
        side_by_side = (
            left.sizeHint().width() + right.sizeHint().width() + 60 <= room_for(self).width()
        )
        body = QWidget()
        body_layout = QHBoxLayout(body) if side_by_side else QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addWidget(left, 3)
        body_layout.addWidget(right, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(ScrollBody(body), 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        fit_to_screen(self)
        self.buttons.accepted.connect(self.on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)

    def _payout_units_box(self, is_director: bool) -> QGroupBox:
        """The house's rounding of prizes, one amount per currency (CLP 1.000 by default);
        directors change it, everyone sees it."""
        box = QGroupBox(self.tr("Prizes rounded to (every console of this house)"))
        grid = QGridLayout(box)
        self.payout_units: dict[str, QLineEdit] = {}
        per_row = 3
        for index, code in enumerate(CURRENCIES):
            edit = QLineEdit(self._unit_text(code, self._services.payouts.house_unit(code)))
            edit.setMinimumWidth(80)
            edit.setReadOnly(not is_director)
            if not is_director:
                edit.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                edit.setStyleSheet("background: palette(window);")
            row, column = divmod(index, per_row)
            grid.addWidget(QLabel(code), row, 2 * column)
            grid.addWidget(edit, row, 2 * column + 1)
            self.payout_units[code] = edit
        hint = QLabel(
            self.tr(
                "What the shipped payout table rounds each prize to, per currency; each new "
                "tournament keeps the rounding in force when its buy-in is set."
            )
            if is_director
            else self.tr("Only a director can change it.")
        )
        hint.setStyleSheet("color: #5a5a5a;")
        hint.setWordWrap(True)
        rows = -(-len(CURRENCIES) // per_row)
        grid.addWidget(hint, rows, 0, 1, 2 * per_row)
        return box

    @staticmethod
    def _unit_text(code: str, unit: int) -> str:
        return format_figure(unit, code)

    def _save_payout_units(self) -> None:
        """Record the house's rounding of prizes that changed (HouseSettingChanged)."""
        payouts = self._services.payouts
        for code, edit in self.payout_units.items():
            if edit.isReadOnly():
                continue
            unit = parse_amount(edit.text(), code)
            if unit != payouts.house_unit(code):
                payouts.set_house_unit(self._operator, code, unit)

    def _pins_box(self, is_director: bool) -> QGroupBox:
        """The house's rules on PINs: when and for how long wrong PINs lock an operator, and
        each role's shortest PIN (directors change them; everyone sees them)."""
        state = self._services.house.state()
        box = QGroupBox(self.tr("PINs (every console of this house)"))
        self.lock_attempts = QSpinBox()
        self.lock_attempts.setRange(LOCK_ATTEMPTS_MIN, LOCK_ATTEMPTS_MAX)
        self.lock_attempts.setSuffix(self.tr(" wrong PINs in a row"))
        self.lock_attempts.setValue(state.lock_attempts)
        self.lock_policy = QComboBox()
        self.lock_policy.addItem(self.tr("until a director unlocks them"), LOCK_POLICY_DIRECTOR)
        self.lock_policy.addItem(
            self.tr("for a growing delay (1, 2, 4 … up to {max} minutes)").format(
                max=DELAY_MAX_MINUTES
            ),
            LOCK_POLICY_DELAY,
        )
        self.lock_policy.setCurrentIndex(max(self.lock_policy.findData(state.lock_policy), 0))
        policy_hint = QLabel(
            self.tr(
                "A director is never locked out for good: when no other director could "
                "unlock them, they wait for the growing delay."
            )
        )
        policy_hint.setStyleSheet("color: #5a5a5a;")
        policy_hint.setWordWrap(True)
        self.pin_minimum: dict[Role, QSpinBox] = {}
        minimums = QHBoxLayout()
        for role in (Role.DIRECTOR, Role.FLOOR, Role.CASHIER):
            spin = QSpinBox()
            spin.setRange(PIN_MIN, PIN_MAX)
            spin.setSuffix(self.tr(" digits"))
            spin.setValue(state.pin_minimum(role))
            spin.setEnabled(is_director)
            minimums.addWidget(QLabel(role_label(role)))
            minimums.addWidget(spin)
            self.pin_minimum[role] = spin
        minimums.addStretch(1)
        minimum_hint = QLabel(
            self.tr("Whoever signs in with a shorter PIN chooses a new one before going on.")
        )
        minimum_hint.setStyleSheet("color: #5a5a5a;")
        minimum_hint.setWordWrap(True)
        for widget in (self.lock_attempts, self.lock_policy):
            widget.setEnabled(is_director)
        _hinted_rows(
            QGridLayout(box),
            [
                (self.tr("Lock an operator after:"), self.lock_attempts, None),
                (self.tr("Locked:"), self.lock_policy, policy_hint),
                (self.tr("Shortest PIN:"), minimums, minimum_hint),
            ],
        )
        return box

    def _save_pin_rules(self) -> None:
        """Record the rules on PINs that changed (each a HouseSettingChanged)."""
        house = self._services.house
        state = house.state()
        attempts = self.lock_attempts.value()
        if attempts != state.lock_attempts:
            house.set_lock_attempts(self._operator, attempts)
        policy = self.lock_policy.currentData()
        if policy != state.lock_policy:
            house.set_lock_policy(self._operator, policy)
        for role, spin in self.pin_minimum.items():
            if spin.value() != state.pin_minimum(role):
                house.set_pin_minimum(self._operator, role.value, spin.value())

    def _sounds_box(self) -> QGroupBox:
        """This PC's clock sounds: on or off, volume, and which file each cue plays."""
        box = QGroupBox(self.tr("Clock sounds on this PC"))
        self.sounds_on = QCheckBox(self.tr("Play sounds"))
        self.sounds_on.setChecked(self._sounds.enabled)
        self.volume = QSpinBox()
        self.volume.setRange(0, 100)
        self.volume.setSuffix(" %")
        self.volume.setValue(round(self._sounds.volume * 100))
        names = {
            Cue.LAST_MINUTE: self.tr("Last minute of a level"),
            Cue.LEVEL_CHANGE: self.tr("Level change"),
            Cue.BREAK_START: self.tr("Break starts"),
            Cue.BREAK_END: self.tr("Break ends"),
            Cue.PLAYER_CLOCK_COUNTDOWN: self.tr("Clock called: countdown"),
            Cue.PLAYER_CLOCK_END: self.tr("Clock called: time up"),
        }
        grid = QGridLayout(box)
        grid.addWidget(self.sounds_on, 0, 0)
        grid.addWidget(QLabel(self.tr("Volume:")), 0, 1)
        grid.addWidget(self.volume, 0, 2)
        self.cue_on: dict[Cue, QCheckBox] = {}
        self.cue_file: dict[Cue, QComboBox] = {}
        files = shipped_sounds()
        # A sound is offered by what it is for (the shipped ones: the cue's own name), never
        # by its file name; a file the house added shows its name without ".wav".
        shipped = {DEFAULT_FILES[cue]: names[cue] for cue in Cue}
        for row, cue in enumerate(Cue, start=1):
            on = QCheckBox(names[cue])
            on.setChecked(self._sounds.cue_enabled(cue))
            choice = QComboBox()
            current = self._sounds.file(cue).name
            for file in files if current in files else [*files, current]:
                choice.addItem(shipped.get(file, Path(file).stem), file)
                choice.setItemData(choice.count() - 1, file, Qt.ItemDataRole.ToolTipRole)
            choice.setCurrentIndex(max(choice.findData(current), 0))
            test = QPushButton(self.tr("Test"))
            test.setEnabled(self._sound_player is not None)
            test.clicked.connect(lambda _checked=False, c=cue: self.on_test_clicked(c))
            grid.addWidget(on, row, 0)
            grid.addWidget(choice, row, 1)
            grid.addWidget(test, row, 2)
            self.cue_on[cue], self.cue_file[cue] = on, choice
        # With no audio output the switches can say "on" while nothing is heard: say so.
        self.no_audio = QLabel()
        self.no_audio.setWordWrap(True)
        self.no_audio.setStyleSheet("color: #a40000;")
        problem = sounds.audio_output_problem()
        if problem == sounds.NO_OUTPUT:
            self.no_audio.setText(
                self.tr("There is no audio output on this PC: the sounds will not be heard.")
            )
        elif problem is not None:
            self.no_audio.setText(
                self.tr(
                    "This PC cannot play sounds (its sound library is missing): the sounds "
                    "will not be heard."
                )
            )
        self.no_audio.setVisible(problem is not None)
        grid.addWidget(self.no_audio, len(Cue) + 1, 0, 1, 3)
        return box

    def on_test_clicked(self, cue: Cue) -> None:
        if self._sound_player is not None:
            path = self._sounds.file(cue).with_name(self.cue_file[cue].currentData())
            self._sound_player.backend.play(path, self.volume.value() / 100)

    def _save_sounds(self) -> None:
        self._sounds.enabled = self.sounds_on.isChecked()
        self._sounds.volume = self.volume.value() / 100
        for cue in Cue:
            self._sounds.set_cue_enabled(cue, self.cue_on[cue].isChecked())
            self._sounds.set_file(cue, self.cue_file[cue].currentData())

    def on_buttons_accepted(self) -> None:
        house_name = " ".join(self.house_name.text().split())
        if house_name != self._services.house.state().house_name:
            try:
                self._services.house.set_house_name(self._operator, house_name)
            except Refused as refusal:
                show_error(self.error, refusal.message)
                return
        tax_note = " ".join(self.tax_note.text().split())
        if tax_note != self._services.house.state().prize_tax_note:
            try:
                self._services.house.set_prize_tax_note(self._operator, tax_note)
            except Refused as refusal:
                show_error(self.error, refusal.message)
                return
        minutes = self.lock_minutes.value()
        if minutes != self._services.house.lock_minutes:
            try:
                self._services.house.set_lock_minutes(self._operator, minutes)
            except Refused as refusal:
                show_error(self.error, refusal.message)
                return
        try:
            self._save_pin_rules()
            self._save_payout_units()
        except Refused as refusal:
            show_error(self.error, refusal.message)
            return
        self._save_sounds()
        language = self.language.currentData()
        changed = language != self._settings.language
        self._settings.language = language
        self.accept()
        if changed:
            self.language_chosen.emit(language)

"""What this PC remembers about the console (an INI file in the data directory).

House-wide settings (the idle lock) live in the database; these are per station.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from tournament_director import i18n

SETTINGS_FILE = "console.ini"


class ConsoleSettings:
    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)  # the station's other files (display settings) go here too
        self._qsettings = QSettings(str(data_dir / SETTINGS_FILE), QSettings.Format.IniFormat)

    @property
    def language(self) -> str:
        value = str(self._qsettings.value("console/language", i18n.DEFAULT_LANGUAGE))
        return value if value in i18n.LANGUAGES else i18n.DEFAULT_LANGUAGE

    @language.setter
    def language(self, value: str) -> None:
        if value not in i18n.LANGUAGES:
            raise ValueError(f"unknown language {value!r}")
        self._qsettings.setValue("console/language", value)
        self._qsettings.sync()

    @property
    def last_operator(self) -> str:
        return str(self._qsettings.value("console/last_operator", ""))

    @last_operator.setter
    def last_operator(self, name: str) -> None:
        self._qsettings.setValue("console/last_operator", name)
        self._qsettings.sync()

    # --- the registration desk's printing ---------------------------------------------------

    @property
    def print_receipt_automatically(self) -> bool:
        """After a sale, print the receipt and the seat ticket without asking."""
        value = self._qsettings.value("desk/print_automatically", "true")
        return str(value).lower() in ("true", "1")

    @print_receipt_automatically.setter
    def print_receipt_automatically(self, on: bool) -> None:
        self._qsettings.setValue("desk/print_automatically", "true" if on else "false")
        self._qsettings.sync()

    # --- the floor's printing -------------------------------------------------------------

    @property
    def print_move_slips_automatically(self) -> bool:
        """After a confirmed or manual move, print the move slip without asking (off: the
        floor reprints it from the recent moves when wanted)."""
        value = self._qsettings.value("floor/print_move_slips", "false")
        return str(value).lower() in ("true", "1")

    @print_move_slips_automatically.setter
    def print_move_slips_automatically(self, on: bool) -> None:
        self._qsettings.setValue("floor/print_move_slips", "true" if on else "false")
        self._qsettings.sync()

    @property
    def receipt_copies(self) -> int:
        """1, or 2 (one for the player, one for the cashier's drawer)."""
        value = str(self._qsettings.value("desk/receipt_copies", "1"))
        return 2 if value == "2" else 1

    @receipt_copies.setter
    def receipt_copies(self, copies: int) -> None:
        self._qsettings.setValue("desk/receipt_copies", "2" if copies == 2 else "1")
        self._qsettings.sync()

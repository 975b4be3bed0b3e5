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

"""Loading the console's translation (and Qt's own, for standard buttons)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tournament_director import i18n
from tournament_director.paths import resources_dir

log = logging.getLogger(__name__)

TRANSLATION_NAME = "tournament_director"
_installed: list[QTranslator] = []


def translations_dir():
    return resources_dir() / "translations"


def install_language(language: str) -> None:
    """Make language the console's language: Qt widgets and the services' messages.

    English is the source language, so it needs no translation file.
    """
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    i18n.set_language(language)
    QLocale.setDefault(QLocale(language))
    if language == "en":
        return
    ours = QTranslator(app)
    if ours.load(f"{TRANSLATION_NAME}_{language}", str(translations_dir())):
        app.installTranslator(ours)
        _installed.append(ours)
    else:
        log.warning("no %s translation found in %s", language, translations_dir())
    qt_base = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_base.load(f"qtbase_{language}", qt_dir):
        app.installTranslator(qt_base)
        _installed.append(qt_base)

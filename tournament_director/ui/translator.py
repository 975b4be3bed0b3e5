"""Loading the console's translation (and Qt's own, for standard buttons)."""

from __future__ import annotations

import logging
import re

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tournament_director import i18n
from tournament_director.paths import resources_dir

log = logging.getLogger(__name__)

TRANSLATION_NAME = "tournament_director"
_installed: list[QTranslator] = []

# "entry(ies)", "rebuy(s)", "box(es)": the English source's count words, one form or the other.
_PLURAL_MARK = re.compile(r"(y\(ies\)|\((?:s|es)\))")


def english_plural(text: str, n: int) -> str:
    """The source text's count words for n: "%n entry(ies)" -> "%n entry" (1) or
    "%n entries"; "chip(s)" -> "chip" or "chips"."""

    def form(match: re.Match[str]) -> str:
        mark = match.group(1)
        if mark == "y(ies)":
            return "y" if n == 1 else "ies"
        return "" if n == 1 else mark[1:-1]

    return _PLURAL_MARK.sub(form, text)


class EnglishPlurals(QTranslator):
    """English is the source language, so it has no translation file; Qt would show a
    counted string's source as written ("1 event(s)"). This gives the English plural forms
    of every ``tr(text, "", n)`` from the source's marks, as an English .qm would."""

    def translate(self, context, source_text, disambiguation=None, n=-1) -> str | None:
        # None is Qt's null string: no translation here, Qt shows the source itself
        if n is None or n < 0 or not source_text or "(" not in source_text:
            return None
        resolved = english_plural(source_text, n)
        return resolved if resolved != source_text else None

    def isEmpty(self) -> bool:
        return False


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
        plurals = EnglishPlurals(app)
        app.installTranslator(plurals)
        _installed.append(plurals)
        return
    ours = QTranslator(app)
    if ours.load(f"{TRANSLATION_NAME}_{language}", str(translations_dir())):
        app.installTranslator(ours)
        _installed.append(ours)
        log.info("%s translation loaded: %s", language, ours.filePath())
    else:
        log.warning("no %s translation found in %s", language, translations_dir())
    qt_base = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_base.load(f"qtbase_{language}", qt_dir):
        app.installTranslator(qt_base)
        _installed.append(qt_base)

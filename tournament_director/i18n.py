"""Messages the services and the command line say to people, in Spanish and English.

Widgets are translated with Qt translation files (resources/translations); these are the
messages that come from below the UI (refusals, CLI output), which must not depend on Qt.
The room speaks Spanish, so Spanish is the default.
"""

from __future__ import annotations

import os

LANGUAGES = ("es", "en")
DEFAULT_LANGUAGE = "es"

_language = os.environ.get("TD_LANG", DEFAULT_LANGUAGE)
if _language not in LANGUAGES:
    _language = DEFAULT_LANGUAGE

# key -> (Spanish, English); str.format placeholders.
CATALOG: dict[str, tuple[str, str]] = {
    # operators
    "operator.name_empty": (
        "Falta el nombre del operador. Escriba el nombre completo.",
        "The operator's name is missing. Type the full name.",
    ),
    "operator.name_too_long": (
        "El nombre del operador tiene {length} caracteres; el máximo es {limit}.",
        "The operator's name has {length} characters; the limit is {limit}.",
    ),
    "operator.name_taken": (
        "Ya existe un operador llamado «{name}». Elija otro nombre.",
        "There is already an operator called '{name}'. Choose another name.",
    ),
    "operator.bad_role": (
        "El rol «{role}» no existe. Use director, floor o cashier.",
        "There is no role '{role}'. Use director, floor or cashier.",
    ),
    "operator.pin_format": (
        "El PIN debe tener entre {min} y {max} dígitos (solo números).",
        "The PIN must have {min} to {max} digits (numbers only).",
    ),
    "operator.unknown": (
        "No existe el operador «{name}».",
        "There is no operator '{name}'.",
    ),
    "operator.inactive": (
        "El operador «{name}» está desactivado. Un director puede reactivarlo.",
        "Operator '{name}' is deactivated. A director can reactivate them.",
    ),
    "operator.wrong_pin": (
        "PIN incorrecto para «{name}».",
        "Wrong PIN for '{name}'.",
    ),
    "operator.first_exists": (
        "Ya hay operadores registrados; el primer director solo se crea en una base nueva.",
        "Operators already exist; the first director is only created on a new database.",
    ),
    "operator.last_director": (
        "«{name}» es el último director activo; cree otro director antes de quitarle el rol.",
        "'{name}' is the last active director; create another director first.",
    ),
    "operator.not_allowed": (
        "{operator} ({role}) no puede {action}: se necesita el rol {needed}.",
        "{operator} ({role}) may not {action}: it needs the role {needed}.",
    ),
    "role.director": ("director", "director"),
    "role.floor": ("floor", "floor"),
    "role.cashier": ("cajero", "cashier"),
    "role.system": ("sistema", "system"),
    # tournaments
    "tournament.name_empty": (
        "Falta el nombre del torneo.",
        "The tournament's name is missing.",
    ),
    "tournament.name_too_long": (
        "El nombre del torneo tiene {length} caracteres; el máximo es {limit}.",
        "The tournament's name has {length} characters; the limit is {limit}.",
    ),
    "tournament.unknown": (
        "No existe el torneo {id}.",
        "There is no tournament {id}.",
    ),
    "tournament.archived": (
        "El torneo «{name}» está archivado; restáurelo antes de modificarlo.",
        "Tournament '{name}' is archived; restore it before changing it.",
    ),
    "tournament.not_archived": (
        "El torneo «{name}» no está archivado.",
        "Tournament '{name}' is not archived.",
    ),
    "tournament.already_archived": (
        "El torneo «{name}» ya está archivado.",
        "Tournament '{name}' is already archived.",
    ),
    # players and entries
    "player.name_empty": (
        "Falta el nombre del jugador.",
        "The player's name is missing.",
    ),
    "player.name_too_long": (
        "El nombre del jugador tiene {length} caracteres; el máximo es {limit}.",
        "The player's name has {length} characters; the limit is {limit}.",
    ),
    "player.document_empty": (
        "Falta el número de documento de identidad del jugador.",
        "The player's identity document number is missing.",
    ),
    "player.document_too_long": (
        "El número de documento tiene {length} caracteres; el máximo es {limit}.",
        "The document number has {length} characters; the limit is {limit}.",
    ),
    "player.document_taken": (
        "El documento {doc_type} {document} ya está inscrito en este torneo ({name}).",
        "Document {doc_type} {document} is already registered in this tournament ({name}).",
    ),
    "player.unknown": (
        "No existe el jugador {id} en este torneo.",
        "There is no player {id} in this tournament.",
    ),
    # undo / redo
    "undo.nothing": (
        "No hay ninguna acción reciente para deshacer.",
        "There is no recent action to undo.",
    ),
    "undo.not_undoable": (
        "La última acción ({action}) no se puede deshacer; registre una corrección.",
        "The last action ({action}) cannot be undone; record a correction instead.",
    ),
    "undo.not_author": (
        "{operator} solo puede deshacer sus propias acciones; pida a un director.",
        "{operator} may only undo their own actions; ask a director.",
    ),
    "redo.not_author": (
        "{operator} solo puede rehacer sus propias acciones; pida a un director.",
        "{operator} may only redo their own actions; ask a director.",
    ),
    "redo.nothing": (
        "No hay ninguna acción deshecha para rehacer.",
        "There is no undone action to redo.",
    ),
    # storage
    "db.newer": (
        "La base de datos {path} fue escrita por una versión más nueva de Tournament Director "
        "(esquema {found}; esta versión conoce hasta el {known}). No se modificó. "
        "Actualice la aplicación para abrirla.",
        "The database {path} was written by a newer version of Tournament Director "
        "(schema {found}; this version knows up to {known}). It was not changed. "
        "Update the application to open it.",
    ),
    "db.not_a_database": (
        "El archivo {path} no es una base de datos de Tournament Director.",
        "The file {path} is not a Tournament Director database.",
    ),
    "db.missing": (
        "No existe la base de datos {path}.",
        "The database {path} does not exist.",
    ),
    "db.busy": (
        "La base de datos está ocupada por otro puesto; inténtelo de nuevo.",
        "The database is busy with another station; try again.",
    ),
    # actions, for "may not {action}"
    "action.create_operator": ("crear operadores", "create operators"),
    "action.change_operator": ("modificar operadores", "change operators"),
    "action.change_house_settings": (
        "cambiar la configuración de la casa",
        "change house settings",
    ),
    "action.create_tournament": ("crear torneos", "create tournaments"),
    "action.rename_tournament": ("renombrar torneos", "rename tournaments"),
    "action.archive_tournament": ("archivar torneos", "archive tournaments"),
    "action.register_player": ("inscribir jugadores", "register players"),
    "action.correct_player": ("corregir datos de jugadores", "correct player details"),
    "action.undo": ("deshacer esta acción", "undo this action"),
    "action.redo": ("rehacer esta acción", "redo this action"),
    "action.add_note": ("anotar en el registro", "add notes to the log"),
    # settings
    "settings.lock_minutes": (
        "El bloqueo por inactividad debe estar entre {min} y {max} minutos.",
        "The idle lock must be between {min} and {max} minutes.",
    ),
    "note.empty": ("La nota está vacía.", "The note is empty."),
    "note.too_long": (
        "La nota tiene {length} caracteres; el máximo es {limit}.",
        "The note has {length} characters; the limit is {limit}.",
    ),
}


def set_language(language: str) -> None:
    """Choose the language of messages ("es" or "en")."""
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; use one of {LANGUAGES}")
    _language = language


def language() -> str:
    return _language


def t(key: str, **params: object) -> str:
    """The message for key in the current language, with its parameters filled in."""
    spanish, english = CATALOG[key]
    text = spanish if _language == "es" else english
    return text.format(**params) if params else text

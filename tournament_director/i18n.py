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
    # clock
    "clock.no_levels": (
        "La estructura no tiene niveles; agregue al menos uno antes de iniciar el reloj.",
        "The structure has no levels; add at least one before starting the clock.",
    ),
    "clock.already_started": ("El reloj ya está en marcha.", "The clock has already started."),
    "clock.not_running": ("El reloj no está corriendo.", "The clock is not running."),
    "clock.not_paused": ("El reloj no está en pausa.", "The clock is not paused."),
    "clock.not_started": (
        "El reloj no está iniciado (o ya terminó).",
        "The clock is not started (or has finished).",
    ),
    "clock.no_such_period": (
        "No existe el período {number}; la estructura tiene {count}.",
        "There is no period {number}; the structure has {count}.",
    ),
    "clock.last_period": ("Ya está en el último nivel.", "This is already the last level."),
    "clock.first_period": ("Ya está en el primer nivel.", "This is already the first level."),
    "clock.hand_for_hand_on": ("La mano a mano ya está activa.", "Hand-for-hand is already on."),
    "clock.hand_for_hand_off": ("La mano a mano no está activa.", "Hand-for-hand is not on."),
    "clock.bad_minutes_per_hand": (
        "Los minutos por mano deben ser mayores que cero.",
        "Minutes per hand must be more than zero.",
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
    # export and verification (services/export.py)
    "export.no_tournaments": (
        "La base de datos no tiene torneos; no hay nada que exportar.",
        "The database has no tournaments; there is nothing to export.",
    ),
    "export.several": (
        "La base de datos tiene {count} torneos; elija uno con --tournament ID:\n{listing}",
        "The database has {count} tournaments; choose one with --tournament ID:\n{listing}",
    ),
    "verify.gap": (
        "falta un evento antes de este (la secuencia salta)",
        "an event is missing before this one (the sequence skips)",
    ),
    "verify.link": (
        "no enlaza con el evento anterior (cadena de hashes rota)",
        "does not link to the previous event (hash chain broken)",
    ),
    "verify.hash": (
        "su contenido no coincide con su hash: fue modificado",
        "its content does not match its hash: it was altered",
    ),
    # the demo (services/demo.py)
    "demo.not_demo_database": (
        "La demostración solo escribe en una base de datos nueva o de demostración; "
        "esta tiene operadores reales ({names}). No se escribió nada.",
        "The demo only writes to a new or demo database; this one has real operators "
        "({names}). Nothing was written.",
    ),
    "demo.players_range": (
        "La demostración inscribe entre {min} y {max} jugadores.",
        "The demo registers between {min} and {max} players.",
    ),
    # the command line (cli.py): help
    "cli.description": (
        "Tournament Director: torneos de póker en vivo para el personal de sala. "
        "Sin subcomando abre la consola de sala.",
        "Tournament Director: live poker tournaments for casino floor staff. "
        "Without a subcommand it opens the floor console.",
    ),
    "cli.epilog": (
        "Códigos de salida: 0 correcto; 1 error inesperado (detalles en el registro de la "
        "carpeta de datos); 2 argumentos incorrectos u orden rechazada; 3 la verificación "
        "encontró problemas.",
        "Exit codes: 0 success; 1 unexpected error (details in the log in the data "
        "directory); 2 wrong arguments or a refused command; 3 verification found problems.",
    ),
    "cli.commands": ("subcomandos", "subcommands"),
    "cli.help.data_dir": (
        "carpeta de datos (registro, base de datos por defecto); por defecto la del usuario",
        "data directory (log, default database); by default the user's",
    ),
    "cli.help.db": (
        "archivo de la base de datos; por defecto {name} en la carpeta de datos",
        "database file; by default {name} in the data directory",
    ),
    "cli.help.lang": (
        "idioma de los mensajes y de esta ayuda (es, en); por defecto es o TD_LANG",
        "language of messages and of this help (es, en); default es or TD_LANG",
    ),
    "cli.help.version": ("muestra la versión y termina", "show the version and exit"),
    "cli.help.demo": (
        "escribe un torneo de demostración y lo abre en la consola",
        "write a demo tournament and open it in the console",
    ),
    "cli.help.demo_db": (
        "base de datos de la demostración; por defecto {name} en la carpeta de datos",
        "the demo's database; by default {name} in the data directory",
    ),
    "cli.help.no_window": (
        "no abre la consola al terminar",
        "do not open the console afterwards",
    ),
    "cli.help.players": (
        "jugadores a inscribir (1 a {max}; por defecto {default})",
        "players to register (1 to {max}; default {default})",
    ),
    "cli.help.export": (
        "exporta el estado y el registro de eventos de un torneo (JSON o CSV)",
        "export a tournament's state and event log (JSON or CSV)",
    ),
    "cli.help.tournament": (
        "número del torneo; sin él, el único torneo de la base",
        "the tournament's number; without it, the database's only tournament",
    ),
    "cli.help.format": (
        "formato: json o csv (por defecto json)",
        "format: json or csv (default json)",
    ),
    "cli.help.out": (
        "archivo de salida (por defecto la salida estándar); en CSV el estado va a "
        "<nombre>.state.csv al lado",
        "output file (default standard output); with CSV the state goes to "
        "<stem>.state.csv beside it",
    ),
    "cli.help.verify": (
        "verifica la base: integridad de SQLite y la cadena de hashes de cada flujo",
        "verify the database: SQLite integrity and every stream's hash chain",
    ),
    "cli.help.list": ("lista los torneos de la base", "list the database's tournaments"),
    "cli.help.batch": (
        "ejecuta órdenes JSON, una por línea, leídas de la entrada estándar",
        "run JSON commands, one a line, read from standard input",
    ),
    "cli.help.operator": (
        "operador que firma las órdenes (PIN en la variable TD_PIN o en --pin-file)",
        "the operator who signs the commands (PIN in the TD_PIN variable or --pin-file)",
    ),
    "cli.help.pin_file": (
        "archivo cuya primera línea es el PIN",
        "file whose first line is the PIN",
    ),
    "cli.bad_number": (
        "«{value}» no es un número entero positivo",
        "'{value}' is not a positive whole number",
    ),
    # the command line: output
    "cli.unexpected": (
        "Error inesperado ({error}). Los detalles quedaron en el registro: {log}",
        "Unexpected error ({error}). The details are in the log: {log}",
    ),
    "cli.no_log": (
        "Aviso: no se puede escribir el registro en {path} ({error}); se sigue sin registro.",
        "Warning: cannot write the log in {path} ({error}); going on without a log.",
    ),
    "cli.interrupted": ("Interrumpido.", "Interrupted."),
    "cli.cannot_write": (
        "No se pudo escribir {path}: {error}",
        "Could not write {path}: {error}",
    ),
    "cli.list.empty": ("La base de datos no tiene torneos.", "The database has no tournaments."),
    "cli.list.header": ("ID  Archivado  Eventos  Nombre", "ID  Archived  Events  Name"),
    "cli.yes": ("sí", "yes"),
    "cli.no": ("no", "no"),
    "cli.export.written": ("Exportado: {path}", "Exported: {path}"),
    "cli.verify.house": ("casa (operadores)", "house (operators)"),
    "cli.verify.tournament": ("torneo {id} «{name}»", "tournament {id} '{name}'"),
    "cli.verify.sound": (
        "Base de datos sana: integridad de SQLite correcta, claves foráneas correctas, "
        "{streams} flujos y {events} eventos con la cadena de hashes intacta.",
        "Database sound: SQLite integrity ok, foreign keys ok, {streams} streams and "
        "{events} events with the hash chain intact.",
    ),
    "cli.verify.unreadable": (
        "SQLite no puede leer la base de datos: {error}",
        "SQLite cannot read the database: {error}",
    ),
    "cli.verify.integrity": (
        "Integridad de SQLite: {detail}",
        "SQLite integrity: {detail}",
    ),
    "cli.verify.foreign_key": (
        "Clave foránea rota: tabla {table}, fila {row}, apunta a {parent}",
        "Broken foreign key: table {table}, row {row}, points to {parent}",
    ),
    "cli.verify.bad_event": (
        "Evento alterado en {stream} (flujo {stream_id}), seq {seq}: {what}",
        "Bad event in {stream} (stream {stream_id}), seq {seq}: {what}",
    ),
    "cli.verify.failed": (
        "La verificación encontró problemas ({streams} flujos, {events} eventos revisados).",
        "Verification found problems ({streams} streams, {events} events checked).",
    ),
    "cli.demo.use_new_db": (
        "Use --db RUTA_NUEVA para escribir la demostración en otra base.",
        "Use --db NEW_PATH to write the demo to another database.",
    ),
    "cli.demo.done": (
        "Torneo {id}: «{name}», con {players} jugadores.\n"
        "Base de datos: {path}\nPersonal de demostración (nombre, rol, PIN):",
        "Tournament {id}: '{name}', with {players} players.\n"
        "Database: {path}\nDemo staff (name, role, PIN):",
    ),
    "cli.batch.no_pin": (
        "Falta el PIN: póngalo en la variable de entorno TD_PIN o use --pin-file ARCHIVO.",
        "The PIN is missing: set the TD_PIN environment variable or use --pin-file FILE.",
    ),
    "cli.cannot_read_pin": (
        "No se pudo leer el archivo del PIN {path}.",
        "Could not read the PIN file {path}.",
    ),
    "cli.batch.pin_prompt": ("PIN de {name}: ", "PIN for {name}: "),
    "cli.batch.bad_json": (
        "La línea no es un objeto JSON válido: {error}",
        "The line is not a valid JSON object: {error}",
    ),
    "cli.batch.unknown_cmd": (
        "Orden desconocida «{cmd}». Use: {known}.",
        "Unknown command '{cmd}'. Use: {known}.",
    ),
    "cli.batch.bad_field": (
        "El campo «{field}» falta o no es {kind}.",
        "The field '{field}' is missing or is not {kind}.",
    ),
    "cli.batch.kind_text": ("un texto", "text"),
    "cli.batch.kind_number": ("un número entero", "a whole number"),
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

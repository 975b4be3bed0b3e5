"""Messages the services and the command line say to people, in Spanish and English.

Widgets are translated with Qt translation files (resources/translations); these are the
messages that come from below the UI (refusals, CLI output), which must not depend on Qt.
The room speaks Spanish, so Spanish is the default.
"""

from __future__ import annotations

import os
import string

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
        "PIN incorrecto para «{name}». Intentos que quedan antes del bloqueo: {left}.",
        "Wrong PIN for '{name}'. Attempts left before the lock: {left}.",
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
    # operators: PIN length and locks after wrong PINs (domain/lockout.py, services/house.py)
    "operator.pin_length": (
        "Para el rol {role}, el PIN debe tener entre {min} y {max} dígitos (solo números).",
        "For the role {role}, the PIN must have {min} to {max} digits (numbers only).",
    ),
    "operator.role_needs_pin": (
        "Para el rol {role}, el PIN debe tener al menos {min} dígitos: dé a «{name}» un PIN "
        "nuevo junto con el cambio de rol.",
        "The role {role} needs a PIN of at least {min} digits: give '{name}' a new PIN with "
        "the change of role.",
    ),
    "operator.locked": (
        "«{name}» está bloqueado tras {failures} PIN incorrectos seguidos. Un director debe "
        "desbloquearlo en Operadores.",
        "'{name}' is locked after {failures} wrong PINs in a row. A director must unlock "
        "them in Operators.",
    ),
    "operator.locked_until": (
        "«{name}» está bloqueado hasta las {until} tras {failures} PIN incorrectos seguidos. "
        "Un director puede desbloquearlo antes en Operadores.",
        "'{name}' is locked until {until} after {failures} wrong PINs in a row. A director "
        "can unlock them sooner in Operators.",
    ),
    "operator.not_locked": (
        "«{name}» no está bloqueado.",
        "'{name}' is not locked.",
    ),
    "operator.last_unlocker": (
        "«{name}» es el único director activo que puede desbloquear a los demás; desbloquee "
        "a otro director o cree uno nuevo antes.",
        "'{name}' is the only active director who can unlock the others; unlock another "
        "director or create one first.",
    ),
    "operator.pin_too_short": (
        "Aviso: el PIN de «{name}» es más corto que el mínimo de la casa para el rol {role} "
        "({min} dígitos). Elija uno nuevo en la consola (Cambiar mi PIN).",
        "Warning: the PIN of '{name}' is shorter than the house's minimum for the role "
        "{role} ({min} digits). Choose a new one in the console (Change my PIN).",
    ),
    "action.unlock_operator": ("desbloquear operadores", "unlock operators"),
    "settings.pin_lock_policy": (
        "No existe la forma de bloqueo «{policy}»: use «director» (hasta que un director "
        "desbloquee) o «delay» (una espera creciente).",
        "There is no lock policy '{policy}': use 'director' (until a director unlocks) or "
        "'delay' (a growing delay).",
    ),
    "settings.pin_lock_attempts": (
        "El bloqueo debe llegar tras {min} a {max} PIN incorrectos seguidos.",
        "The lock must come after {min} to {max} wrong PINs in a row.",
    ),
    "settings.pin_minimum": (
        "El PIN más corto para el rol {role} debe tener entre {min} y {max} dígitos.",
        "The shortest PIN for the role {role} must have {min} to {max} digits.",
    ),
    "role.director": ("director", "director"),
    "role.floor": ("supervisor de sala", "floor"),
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
    "undo.before_finish": (
        "El torneo se dio por terminado al cerrar las inscripciones, después de esta acción; "
        "ya no se puede deshacer.",
        "The tournament was declared over when registration closed, after this action; it "
        "can no longer be undone.",
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
    # money that changed hands: undo and redo of it (domain/money_corrections.py), the
    # drawer rule (registration.check_drawer_covers)
    "undo.money_purchase": (
        "La compra N.º {purchase} de {name} ({amount} {method}) no se deshace: ese dinero ya "
        "entró a la caja. Si fue un error, un director anula la inscripción indicando el "
        "motivo y la devolución queda registrada.",
        "Purchase no. {purchase} by {name} ({amount} {method}) is not undone: the money is "
        "in the drawer. If it was a mistake, a director cancels the entry with the reason "
        "and the refund is recorded.",
    ),
    "undo.money_purchase_started": (
        "La compra N.º {purchase} de {name} ({amount} {method}) no se deshace: ese dinero ya "
        "entró a la caja, y como el juego ya comenzó tampoco se anula ni se reembolsa. Si fue "
        "un error, pida al director que lo anote en el registro.",
        "Purchase no. {purchase} by {name} ({amount} {method}) is not undone: the money is "
        "in the drawer, and play has started, so it is no longer cancelled or refunded "
        "either. If it was a mistake, ask the director to note it in the record.",
    ),
    "undo.money_refund": (
        "La anulación de la inscripción {entry} de {name} no se deshace: ya se le devolvieron "
        "{amount}. Si el jugador va a jugar, cóbrele una inscripción nueva.",
        "The cancellation of entry {entry} ({name}) is not undone: {amount} has been paid "
        "back. If the player is to play, sell a new entry.",
    ),
    "undo.money_prize": (
        "El pago de premio N.º {payment} a {name} ({amount} {method}) no se deshace: el "
        "dinero ya se entregó. Si fue un error, un director anula el pago indicando el motivo "
        "(pestaña Resultados).",
        "Prize payment no. {payment} to {name} ({amount} {method}) is not undone: the money "
        "has been handed over. If it was a mistake, a director voids the payment with the "
        "reason (Results tab).",
    ),
    "undo.money_void": (
        "La anulación del pago de premio N.º {payment} no se deshace: si el premio se entregó, "
        "páguelo de nuevo desde la pestaña Resultados (se controlan la clasificación y la "
        "caja).",
        "Voiding prize payment no. {payment} is not undone: if the prize was handed over, pay "
        "it again from the Results tab (the standings and the drawer are checked).",
    ),
    "redo.money_purchase": (
        "La compra N.º {purchase} de {name} se deshizo y no se rehace: si el jugador paga, "
        "cóbrela de nuevo (se controlan el precio, el turno de caja y el asiento).",
        "Purchase no. {purchase} by {name} was undone and is not redone: if the player pays, "
        "take the payment again (the price, the cashier shift and the seat are checked).",
    ),
    "redo.money_refund": (
        "La anulación de la inscripción {entry} de {name} se deshizo y no se rehace: si "
        "corresponde, un director la anula de nuevo indicando el motivo.",
        "The cancellation of entry {entry} ({name}) was undone and is not redone: if it "
        "stands, a director cancels it again with the reason.",
    ),
    "redo.money_prize": (
        "El pago de premio N.º {payment} a {name} se deshizo y no se rehace: páguelo de nuevo "
        "desde la pestaña Resultados (se controlan la clasificación y la caja).",
        "Prize payment no. {payment} to {name} was undone and is not redone: pay it again "
        "from the Results tab (the standings and the drawer are checked).",
    ),
    "redo.money_void": (
        "La anulación del pago de premio N.º {payment} se deshizo y no se rehace: si "
        "corresponde, un director lo anula de nuevo indicando el motivo.",
        "Voiding prize payment no. {payment} was undone and is not redone: if it stands, a "
        "director voids it again with the reason.",
    ),
    "prize.drawer_short": (
        "La caja del turno {shift} tiene {cash} en efectivo y el premio es de {amount}: no "
        "alcanza para pagarlo en efectivo. Páguelo por transferencia bancaria o con cheque.",
        "Shift {shift}'s drawer holds {cash} in cash and the prize is {amount}: not enough to "
        "pay it in cash. Pay it by bank transfer or by cheque.",
    ),
    "refund.drawer_short": (
        "La caja del turno {shift} tiene {cash} en efectivo y hay que devolver {amount} en "
        "efectivo: no alcanza, y no se anuló nada. Haga la devolución desde una caja que "
        "tenga ese efectivo (abra su turno con un fondo que lo cubra).",
        "Shift {shift}'s drawer holds {cash} in cash and {amount} is to be paid back in cash: "
        "not enough, and nothing was cancelled. Pay it back from a drawer that holds the cash "
        "(open your shift with a float that covers it).",
    ),
    "money.method.cash": ("en efectivo", "in cash"),
    "money.method.card": ("con tarjeta", "by card"),
    "money.method.voucher": ("con vale", "by voucher"),
    "money.method.satellite": ("con ticket de satélite", "with a satellite ticket"),
    "money.method.transfer": ("por transferencia", "by bank transfer"),
    "money.method.cheque": ("con cheque", "by cheque"),
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
    "clock.hand_for_hand_on": ("El mano por mano ya está activo.", "Hand-for-hand is already on."),
    "clock.hand_for_hand_off": ("El mano por mano no está activo.", "Hand-for-hand is not on."),
    "clock.bad_minutes_per_hand": (
        "Los minutos por mano deben ser mayores que cero.",
        "Minutes per hand must be more than zero.",
    ),
    "clock.no_structure": (
        "El torneo no tiene estructura; elija una plantilla o cree una antes de usar el reloj.",
        "The tournament has no structure; choose a template or build one before using the clock.",
    ),
    "clock.zero_adjustment": (
        "Indique cuántos segundos agregar o quitar (distinto de cero).",
        "Say how many seconds to add or remove (not zero).",
    ),
    "clock.naive_time": (
        "La hora programada no indica su zona horaria.",
        "The scheduled time has no time zone.",
    ),
    "clock.schedule_in_past": (
        "La hora de inicio programada ya pasó; elija una hora futura o inicie el reloj ahora.",
        "The scheduled start time has passed; choose a later time or start the clock now.",
    ),
    "clock.hand_for_hand_director": (
        "{operator}: solo un director activa o desactiva el mano por mano.",
        "{operator}: only a director switches hand-for-hand on or off.",
    ),
    "structure.running_needs_director": (
        "{operator}: con el reloj en marcha solo un director puede cambiar la estructura.",
        "{operator}: once the clock has started only a director may change the structure.",
    ),
    "structure.current_period_removed": (
        "El reloj está en el período {number} y la nueva estructura solo tiene {count}; "
        "mueva el reloj antes de quitar ese período.",
        "The clock is in period {number} and the new structure has only {count}; "
        "move the clock before removing that period.",
    ),
    "announcement.empty": ("El anuncio está vacío.", "The announcement is empty."),
    "announcement.minutes": (
        "El anuncio debe mostrarse entre 1 y {max} minutos.",
        "The announcement must show for 1 to {max} minutes.",
    ),
    "announcement.unknown": ("No existe el anuncio {id}.", "There is no announcement {id}."),
    "action.edit_structure": ("cambiar la estructura", "change the structure"),
    "action.choose_rule_set": ("elegir el reglamento", "choose the rule set"),
    "action.operate_clock": ("manejar el reloj", "operate the clock"),
    "action.announce": ("publicar anuncios", "post announcements"),
    "structure.unknown_template": (
        "No existe la estructura «{name}» en la biblioteca.",
        "There is no structure '{name}' in the library.",
    ),
    "action.manage_structures": ("guardar estructuras de la casa", "save house structures"),
    # payouts, ICM and deals
    "payouts.bad_pool": (
        "El pozo ({value}) no es válido: debe ser un monto entero, cero o más.",
        "The prize pool ({value}) is not valid: it must be a whole amount, zero or more.",
    ),
    "payouts.bad_unit": (
        "La unidad de redondeo ({value}) no es válida: debe ser un monto mayor que cero.",
        "The rounding unit ({value}) is not valid: it must be an amount above zero.",
    ),
    "payouts.no_places": (
        "No hay lugares pagados: se necesita al menos un lugar con premio.",
        "No places paid: at least one place must have a prize.",
    ),
    "payouts.bad_entries": (
        "La cantidad de entradas ({value}) no es válida.",
        "The number of entries ({value}) is not valid.",
    ),
    "payouts.bad_share": (
        "La proporción pagada ({value} %) debe ser mayor que 0 y hasta 100.",
        "The share of the field paid ({value} %) must be above 0 and at most 100.",
    ),
    "payouts.bad_min_cash": (
        "El premio mínimo ({value}) no es válido.",
        "The minimum cash ({value}) is not valid.",
    ),
    "payouts.places_over_entries": (
        "No se {places:puede|pueden} pagar {places} {places:lugar|lugares} con {entries} "
        "{entries:entrada|entradas}.",
        "{places} {places:place|places} cannot be paid with {entries} {entries:entry|entries}.",
    ),
    "payouts.min_cash_too_high": (
        "El pozo de {pool} no alcanza para pagar {places} {places:lugar|lugares} con un premio "
        "mínimo de {min_cash}: pague como máximo {most} {most:lugar|lugares} o baje el premio "
        "mínimo.",
        "A pool of {pool} cannot pay {places} {places:place|places} a minimum cash of {min_cash}: "
        "pay at most {most} {most:place|places} or lower the minimum cash.",
    ),
    "payouts.share_not_consecutive": (
        "Los lugares compartidos ({places}) deben ser consecutivos, desde el 1 en adelante.",
        "The shared places ({places}) must be consecutive, from 1 on.",
    ),
    "payouts.table.no_band": (
        "La tabla de premios «{name}» no tiene una fila para {entries} {entries:entrada|entradas}.",
        "Payout table '{name}' has no band for {entries} {entries:entry|entries}.",
    ),
    "payouts.table.not_table": (
        "El archivo no es una tabla de premios de Tournament Director.",
        "The file is not a Tournament Director payout table.",
    ),
    "payouts.table.version": (
        "La tabla de premios es de la versión {version}, que esta versión no conoce.",
        "The payout table is version {version}, which this version does not know.",
    ),
    "payouts.table.unreadable": (
        "No se pudo leer la tabla de premios {path}: {error}",
        "Could not read payout table {path}: {error}",
    ),
    "payouts.table.bad_band": (
        "Fila {band} de la tabla: faltan las entradas (desde, hasta), la escala o los lugares.",
        "Band {band} of the table: the entries (from, to), the scale or the places are missing.",
    ),
    "payouts.table.bad_places": (
        "Fila {band} de la tabla: los lugares deben ir [desde, hasta, parte], seguidos desde 1.",
        "Band {band} of the table: places must be [from, to, share], in order from 1.",
    ),
    "icm.no_players": ("No hay jugadores para calcular.", "There are no players to compute."),
    "icm.bad_stack": (
        "El stack {value} no es válido: debe ser una cantidad de fichas mayor que cero.",
        "Stack {value} is not valid: it must be a number of chips above zero.",
    ),
    "icm.bad_prize": (
        "El premio {value} no es válido: debe ser un monto entero, cero o más.",
        "Prize {value} is not valid: it must be a whole amount, zero or more.",
    ),
    "deals.players_mismatch": (
        "Hay {players} {players:jugador nombrado|jugadores nombrados} y {stacks} "
        "{stacks:stack|stacks}: deben ser los mismos, sin repetir.",
        "There {players:is|are} {players} {players:player|players} named and {stacks} "
        "{stacks:stack|stacks}: they must match, no repeats.",
    ),
    "deals.too_many_prizes": (
        "Hay {prizes} premios en juego y solo {players} {players:jugador|jugadores}.",
        "There are {prizes} prizes in play and only {players} {players:player|players}.",
    ),
    "deals.bad_place": (
        "El lugar {place} no está en juego: {players:queda|quedan} {players} "
        "{players:jugador|jugadores}.",
        "Place {place} is not in play: {players} {players:player is|players are} left.",
    ),
    "deals.left_too_much": (
        "No se pueden dejar {amount} en juego para el lugar {place}: su premio es {prize}.",
        "{amount} cannot be left to play for at place {place}: its prize is {prize}.",
    ),
    "deals.unknown_player": (
        "El jugador {player} no está en el acuerdo.",
        "Player {player} is not in the deal.",
    ),
    "deals.adjust_not_zero": (
        "Los ajustes deben sumar cero (suman {sum}): un acuerdo no crea ni pierde dinero.",
        "The adjustments must add up to zero (they add up to {sum}): a deal neither creates "
        "nor loses money.",
    ),
    "deals.adjust_negative": (
        "Con esos ajustes un jugador quedaría con un monto negativo.",
        "Those adjustments would leave a player with a negative amount.",
    ),
    "deals.bad_method": (
        "El método de acuerdo «{method}» no existe. Use: {known}.",
        "There is no deal method '{method}'. Use: {known}.",
    ),
    "cli.help.payouts": (
        "imprime la tabla de premios (generada, o de una tabla guardada)",
        "print the payout table (generated, or from a saved table)",
    ),
    "cli.help.icm": (
        "imprime la equidad ICM de cada stack y el reparto redondeado",
        "print each stack's ICM equity and the rounded deal",
    ),
    "cli.help.entries": ("cantidad de entradas", "number of entries"),
    "cli.help.buy_in": (
        "parte de cada entrada que va al pozo",
        "part of each entry that goes to the prize pool",
    ),
    "cli.help.fee": (
        "comisión de la casa por entrada (aparte del pozo)",
        "the house's fee per entry (kept apart from the pool)",
    ),
    "cli.help.pool": (
        "pozo de premios (en vez de entradas × buy-in)",
        "prize pool (instead of entries × buy-in)",
    ),
    "cli.help.places": ("lugares pagados", "places paid"),
    "cli.help.paid_share": (
        "porcentaje de las entradas que cobra (por defecto {default})",
        "percentage of the entries paid (default {default})",
    ),
    "cli.help.min_cash": ("premio mínimo (monto)", "minimum cash (an amount)"),
    "cli.help.min_cash_multiple": (
        "premio mínimo como múltiplo de buy-in + comisión (por defecto {default})",
        "minimum cash as a multiple of buy-in + fee (default {default})",
    ),
    "cli.help.unit": (
        "unidad de redondeo de los premios, p. ej. 1.000 (por defecto 1)",
        "rounding unit of the prizes, e.g. 1000 (default 1)",
    ),
    "cli.help.payout_table": (
        "tabla de premios guardada (JSON), o «{standard}» para la incluida",
        "a saved payout table (JSON), or '{standard}' for the shipped one",
    ),
    "cli.help.currency": (
        "moneda de los montos (por defecto {default})",
        "currency of the amounts (default {default})",
    ),
    "cli.help.json": ("salida en JSON", "output as JSON"),
    "cli.help.stacks": (
        "fichas de cada jugador, separadas por comas",
        "each player's chips, separated by commas",
    ),
    "cli.help.prizes": (
        "premios en juego, del 1.º lugar en adelante, separados por comas",
        "prizes in play, from 1st place down, separated by commas",
    ),
    "cli.help.deal_unit": (
        "unidad de redondeo del reparto (por defecto 1)",
        "rounding unit of the deal (default 1)",
    ),
    "cli.payouts.bad_decimal": (
        "«{value}» no es un número válido (p. ej. 1,5).",
        "'{value}' is not a valid number (e.g. 1.5).",
    ),
    "cli.payouts.bad_amount": (
        "{option}: «{value}» no es un monto válido.",
        "{option}: '{value}' is not a valid amount.",
    ),
    "cli.payouts.need_pool": (
        "indique --pool, o --entries y --buy-in",
        "give --pool, or --entries and --buy-in",
    ),
    "cli.payouts.need_places": (
        "indique --places, o --entries para pagar una parte de ellas",
        "give --places, or --entries to pay a share of them",
    ),
    "cli.payouts.need_min_cash": (
        "indique --min-cash, o --buy-in o --entries para calcularlo",
        "give --min-cash, or --buy-in or --entries to work it out",
    ),
    "cli.payouts.table_needs_entries": (
        "--table necesita --entries (la fila de la tabla depende de ellas)",
        "--table needs --entries (the table's band depends on them)",
    ),
    "cli.payouts.table_alone": (
        "--table no se combina con --places, --paid-share, --min-cash ni --min-cash-multiple",
        "--table does not go with --places, --paid-share, --min-cash or --min-cash-multiple",
    ),
    "cli.payouts.pool": ("Pozo de premios: {pool}", "Prize pool: {pool}"),
    "cli.payouts.pool_from_entries": (
        "Pozo de premios: {pool} ({entries} {entries:entrada|entradas} × {buy_in})",
        "Prize pool: {pool} ({entries} {entries:entry|entries} × {buy_in})",
    ),
    "cli.payouts.fees": (
        "Comisiones de la casa (aparte del pozo): {fees}",
        "House fees (kept apart from the pool): {fees}",
    ),
    "cli.payouts.from_table": (
        "Tabla «{name}»: {places} {places:lugar pagado|lugares pagados}",
        "Table '{name}': {places} {places:place|places} paid",
    ),
    "cli.payouts.generated": (
        "{places} {places:lugar pagado|lugares pagados} · premio mínimo {min_cash} · redondeo a "
        "{unit}",
        "{places} {places:place|places} paid · minimum cash {min_cash} · rounded to {unit}",
    ),
    "cli.payouts.place": ("Lugar", "Place"),
    "cli.payouts.prize": ("Premio", "Prize"),
    "cli.payouts.each": ("c/u", "each"),
    "cli.payouts.total": ("Total", "Total"),
    "cli.icm.bad_list": (
        "«{value}» no es una lista de valores separados por comas.",
        "'{value}' is not a list of values separated by commas.",
    ),
    "cli.icm.bad_stack": (
        "--stacks: «{value}» no es una cantidad de fichas mayor que cero.",
        "--stacks: '{value}' is not a number of chips above zero.",
    ),
    "cli.icm.too_many_prizes": (
        "hay {prizes} premios y solo {players} {players:jugador|jugadores}",
        "there are {prizes} prizes and only {players} {players:player|players}",
    ),
    "cli.icm.player": ("Jugador", "Player"),
    "cli.icm.stack": ("Fichas", "Chips"),
    "cli.icm.equity": ("Equidad ICM", "ICM equity"),
    "cli.icm.deal": ("Reparto", "Deal"),
    "cli.icm.exact": (
        "ICM de Malmuth-Harville, cálculo exacto.",
        "Malmuth-Harville ICM, computed exactly.",
    ),
    "cli.icm.quadrature": (
        "ICM de Malmuth-Harville por integración numérica; error estimado ≤ {error}.",
        "Malmuth-Harville ICM by numerical integration; estimated error ≤ {error}.",
    ),
    # -- the chip race (domain/chip_race.py, cli_chips.py; ADTP 24)
    "chip_race.bad_value": (
        "{field}: «{value}» no es el valor de una ficha (un número entero mayor que cero).",
        "{field}: '{value}' is not a chip's value (a whole number above zero).",
    ),
    "chip_race.bad_odd_value": (
        "«{value}» no es un valor de fichas sobrantes (un número entero, 0 o más).",
        "'{value}' is not a value of odd chips (a whole number, 0 or more).",
    ),
    "chip_race.not_larger": (
        "La ficha nueva ({to}) debe valer más que la ficha que se retira ({removed}).",
        "The new chip ({to}) must be worth more than the chip removed ({removed}).",
    ),
    "chip_race.not_multiple": (
        "La ficha nueva ({to}) no es múltiplo de la ficha que se retira ({removed}): las "
        "fichas retiradas no se cambian por fichas nuevas enteras.",
        "The new chip ({to}) is not a multiple of the chip removed ({removed}): the removed "
        "chips do not exchange for whole new chips.",
    ),
    "chip_race.bad_table_size": (
        "«{size}» no es un tamaño de mesa: de 2 a {max} asientos.",
        "'{size}' is not a table size: 2 to {max} seats.",
    ),
    "chip_race.bad_seat": (
        "«{seat}» no es un asiento de la mesa: los asientos van del 1 al {max}.",
        "'{seat}' is not a seat of the table: seats go from 1 to {max}.",
    ),
    "chip_race.bad_start_seat": (
        "El chip race empieza en el asiento {seat}, que la mesa no tiene (asientos del 1 al "
        "{max}).",
        "The chip race starts at seat {seat}, which the table does not have (seats 1 to {max}).",
    ),
    "chip_race.bad_count": (
        "Asiento {seat}: «{count}» no es una cantidad de fichas (un número entero, 0 o más).",
        "Seat {seat}: '{count}' is not a number of chips (a whole number, 0 or more).",
    ),
    "chip_race.whole_chip": (
        "El asiento {seat} tiene {count} {count:ficha|fichas} de {removed} ({value}), que "
        "alcanzan para una ficha de {to}: cámbielas antes. Solo se sortean las fichas que no "
        "se pudieron cambiar (ADTP 24 A).",
        "Seat {seat} has {count} {count:chip|chips} of {removed} ({value}), enough for a chip "
        "of {to}: exchange them first. Only the chips that could not be exchanged are raced "
        "(ADTP 24 A).",
    ),
    "chip_race.no_cards": (
        "El asiento {seat} tiene {count} {count:ficha sobrante|fichas sobrantes} y ninguna "
        "carta: se reparte una carta por ficha (ADTP 24).",
        "Seat {seat} has {count} odd {count:chip|chips} and no cards: one card is dealt per "
        "chip (ADTP 24).",
    ),
    "chip_race.wrong_card_count": (
        "El asiento {seat} tiene {count} {count:ficha sobrante|fichas sobrantes} y "
        "{cards} {cards:carta|cartas}: se reparte una carta por ficha (ADTP 24).",
        "Seat {seat} has {count} odd {count:chip|chips} and {cards} {cards:card|cards}: one "
        "card is dealt per chip (ADTP 24).",
    ),
    "chip_race.cards_without_chips": (
        "El asiento {seat} tiene cartas pero ninguna ficha sobrante: solo reciben cartas los "
        "asientos con fichas sobrantes.",
        "Seat {seat} has cards but no odd chips: only the seats with odd chips are dealt cards.",
    ),
    "chip_race.bad_card": (
        "«{card}» no es una carta: escriba el valor (2 a 9, T para el 10, J, Q, K, A) y el "
        "palo (s picas, h corazones, d diamantes, c tréboles), p. ej. Jc o Th.",
        "'{card}' is not a card: type the rank (2 to 9, T for ten, J, Q, K, A) and the suit "
        "(s spades, h hearts, d diamonds, c clubs), e.g. Jc or Th.",
    ),
    "chip_race.duplicate_card": (
        "La carta {card} está dos veces (asiento {first} y asiento {second}): una baraja "
        "tiene una sola.",
        "The card {card} is there twice (seat {first} and seat {second}): a deck has only one.",
    ),
    "chip_race.bad_other_chips": (
        "Asiento {seat}: «{value}» no es un valor de fichas (un número entero, 0 o más).",
        "Seat {seat}: '{value}' is not a value of chips (a whole number, 0 or more).",
    ),
    "chip_race.too_many_cards": (
        "Hacen falta {cards} cartas, una por ficha sobrante, y una baraja tiene {deck}.",
        "{cards} cards are needed, one per odd chip, and a deck has {deck}.",
    ),
    "cli.help.chip_race": (
        "resuelve el chip race de una mesa: lee de la entrada estándar un objeto JSON (from, "
        "to, rule, odd_chips, cards, other_chips) y dice quién gana cada ficha",
        "work out one table's chip race: reads a JSON object from standard input (from, to, "
        "rule, odd_chips, cards, other_chips) and says who wins each chip",
    ),
    "cli.chip_race.too_long": (
        "La entrada pasa de {limit} bytes; no se lee. El chip race de una mesa cabe en mucho "
        "menos.",
        "The input is over {limit} bytes; it is not read. One table's chip race fits in far less.",
    ),
    "cli.chip_race.not_utf8": (
        "La entrada no es texto UTF-8 válido (byte {byte} en la posición {position}); no se leyó.",
        "The input is not valid UTF-8 text (byte {byte} at position {position}); it was not read.",
    ),
    "cli.chip_race.bad_json": (
        "La entrada no es JSON válido: {error}.",
        "The input is not valid JSON: {error}.",
    ),
    "cli.chip_race.not_object": (
        "La entrada debe ser un objeto JSON con los campos {fields}.",
        "The input must be a JSON object with the fields {fields}.",
    ),
    "cli.chip_race.unknown_field": (
        "El campo «{field}» no existe; los campos son: {known}.",
        "There is no field '{field}'; the fields are: {known}.",
    ),
    "cli.chip_race.bad_seat_key": (
        "{field}: «{seat}» no es un número de asiento.",
        "{field}: '{seat}' is not a seat number.",
    ),
    "cli.chip_race.summary": (
        "Fichas sobrantes: {count} {count:ficha|fichas} de {removed} ({value}); se "
        "{chips:sortea|sortean} {chips} {chips:ficha|fichas} de {to}.",
        "Odd chips: {count} {count:chip|chips} of {removed} ({value}); {chips} "
        "{chips:chip|chips} of {to} raced.",
    ),
    "cli.chip_race.won": (
        "Asiento {seat}: gana una ficha de {to} con {card}.",
        "Seat {seat}: wins a chip of {to} with {card}.",
    ),
    "cli.chip_race.protected": (
        "Asiento {seat}: se quedó sin fichas y recibe una ficha de {value}; nadie queda "
        "eliminado por el chip race (ADTP 24 A).",
        "Seat {seat}: left without chips, receives a chip of {value}; nobody is knocked out "
        "by the chip race (ADTP 24 A).",
    ),
    "cli.chip_race.change": (
        "Fichas en juego: {change} ({awarded} ganadas + {protection} de protección − "
        "{removed_value} retiradas).",
        "Chips in play: {change} ({awarded} won + {protection} protection − "
        "{removed_value} removed).",
    ),
    # -- the chip race recorded at a table (domain/chip_races.py, services/chip_races.py)
    "action.record_chip_race": ("registrar el chip race", "record chip races"),
    "action.call_player_clock": (
        "pedir tiempo a un jugador ni registrar cómo terminó",
        "call the clock on a player or record how it ended",
    ),
    "chip_race.no_colour_up": (
        "Este torneo no tiene más retiros de fichas: no hay chip race que registrar.",
        "This tournament has no colour-up left: there is no chip race to record.",
    ),
    "chip_race.not_yet": (
        "El reloj no está en un descanso con retiro de fichas: el chip race se registra en "
        "el descanso del retiro (ADTP 24) o en el nivel que lo sigue. El próximo es el "
        "descanso después del nivel {after} (fichas de {chips}).",
        "The clock is not at a colour-up break: the chip race is recorded at the colour-up "
        "break (ADTP 24) or in the level after it. The next is the break after level "
        "{after} ({chips} chips).",
    ),
    "chip_race.which_chip": (
        "En el descanso después del nivel {after} se retiran las fichas de {chips}: diga "
        "cuál se sortea; cada una tiene su chip race.",
        "At the break after level {after} the {chips} chips come off: say which is raced; "
        "each has its own chip race.",
    ),
    "chip_race.not_removed_here": (
        "Las fichas de {chip} no se retiran en el descanso después del nivel {after}; se "
        "retiran las de {chips}.",
        "The {chip} chips do not come off at the break after level {after}; the {chips} chips do.",
    ),
    "chip_race.no_table": (
        "No hay una mesa {table} en la sala.",
        "There is no table {table} in the room.",
    ),
    "chip_race.table_closed": (
        "La mesa {table} está cerrada: sus jugadores corren el chip race en sus mesas nuevas.",
        "Table {table} is closed: its players race at their new tables.",
    ),
    "chip_race.already_recorded": (
        "La mesa {table} ya registró el chip race de las fichas de {chip} del descanso "
        "después del nivel {after} ({operator}). Para corregirlo, deshaga ese registro y "
        "vuelva a registrarlo.",
        "Table {table} already recorded the chip race of the {chip} chips at the break after "
        "level {after} ({operator}). To correct it, undo that record and record it again.",
    ),
    "chip_race.empty_seat": (
        "El asiento {seat} de la mesa {table} está vacío: solo los jugadores sentados tienen "
        "fichas sobrantes.",
        "Seat {seat} at table {table} is empty: only the players seated hold odd chips.",
    ),
    "chip_race.bare_without_odd": (
        "El asiento {seat} no tiene fichas sobrantes: un jugador sin ninguna ficha quedó "
        "eliminado en una mano, no en el chip race. Marque «sin más fichas» solo donde hay "
        "fichas sobrantes.",
        "Seat {seat} has no odd chips: a player with no chips at all was knocked out in a "
        "hand, not in the chip race. Tick 'no other chips' only where there are odd chips.",
    ),
    "chip_race.no_race": (
        "La mesa {table} no tiene chip race registrado en este retiro de fichas.",
        "Table {table} has no chip race recorded at this colour-up.",
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
    "db.damaged": (
        "El archivo {path} está dañado: SQLite encuentra páginas ilegibles. No se escribió "
        "nada. Vea el daño con «tournament-director verify --db {path}» y restaure la copia "
        "más reciente, {backup}, con «tournament-director restore --db {path} --backup "
        "{backup} --operator DIRECTOR».",
        "The file {path} is damaged: SQLite finds unreadable pages. Nothing was written. See "
        "the damage with 'tournament-director verify --db {path}' and restore the newest "
        "backup, {backup}, with 'tournament-director restore --db {path} --backup {backup} "
        "--operator DIRECTOR'.",
    ),
    "db.damaged_no_backup": (
        "El archivo {path} está dañado: SQLite encuentra páginas ilegibles. No se escribió "
        "nada. Vea el daño con «tournament-director verify --db {path}»; no hay copias de "
        "seguridad en la carpeta de copias de este puesto.",
        "The file {path} is damaged: SQLite finds unreadable pages. Nothing was written. See "
        "the damage with 'tournament-director verify --db {path}'; there are no backups in "
        "this station's backup folder.",
    ),
    "db.read_only": (
        "La base {path} está abierta solo para leer; no se escribió nada.",
        "The database {path} is open for reading only; nothing was written.",
    ),
    "db.key_missing": (
        "Falta la clave del registro {path} (se esperaba en {key_file}). Sin ella no se puede "
        "escribir en él: copie el archivo de clave desde su respaldo a esa carpeta. Leer, "
        "exportar y verificar siguen posibles.",
        "The key of the record {path} is missing (expected at {key_file}). Without it nothing can "
        "be written to it: copy the key file back from its backup into that folder. Reading, "
        "exporting and verifying still work.",
    ),
    "db.key_unusable": (
        "El archivo de clave {key_file} no es la clave del registro {path} (dañado o de otro "
        "registro); no se escribió nada. Copie la clave correcta desde su respaldo.",
        "The key file {key_file} is not the key of the record {path} (damaged, or another "
        "record's); nothing was written. Copy the right key back from its backup.",
    ),
    "db.busy": (
        "La base de datos está ocupada por otro puesto; inténtelo de nuevo.",
        "The database is busy with another station; try again.",
    ),
    # the record on a PostgreSQL server (several stations)
    "db.server_unreachable": (
        "No se puede llegar al servidor {server}: no se escribió nada. Este puesto no guarda "
        "nada por su cuenta mientras tanto; vuelve a conectarse solo en cuanto el servidor "
        "responda. Revise la red y el servidor, y repita la orden después.",
        "The server {server} cannot be reached: nothing was written. This station keeps no "
        "record of its own meanwhile; it reconnects by itself as soon as the server answers. "
        "Check the network and the server, and give the command again then.",
    ),
    "db.server_refused": (
        "El servidor {server} rechazó la conexión: «{said}». Revise el rol, la base y la "
        "contraseña (archivo pgpass) de este puesto, y pg_hba.conf en el servidor; no se "
        "escribió nada.",
        "The server {server} refused the connection: '{said}'. Check this station's role, "
        "database and password (pgpass file), and pg_hba.conf on the server; nothing was "
        "written.",
    ),
    "db.server_not_allowed": (
        "El servidor {server} no lo permite a este rol: «{said}». Crear o actualizar el "
        "registro lo hace el dueño de la base; no se escribió nada.",
        "The server {server} does not allow it to this role: '{said}'. Making or updating "
        "the record is for the database's owner; nothing was written.",
    ),
    "db.server_lost_at_commit": (
        "Se perdió el servidor {server} mientras confirmaba la orden: puede haber quedado "
        "escrita o no. Cuando el puesto se reconecte, mire el registro antes de repetirla.",
        "The server {server} was lost while the command was being committed: it may or may "
        "not have been written. When the station reconnects, look at the log before giving "
        "it again.",
    ),
    "db.server_damaged": (
        "El registro en el servidor {server} tiene filas que no escribió la aplicación; no se "
        "escribió nada. Véalo con «tournament-director verify --db URL».",
        "The record on the server {server} holds rows the application did not write; nothing "
        "was written. See it with 'tournament-director verify --db URL'.",
    ),
    "db.server_empty": (
        "El servidor {server} no tiene un registro de Tournament Director. El dueño de la base "
        "lo crea con «tournament-director migrate-db --to URL --station-role ROL».",
        "The server {server} holds no Tournament Director record. The database's owner makes "
        "it with 'tournament-director migrate-db --to URL --station-role ROLE'.",
    ),
    "db.server_older": (
        "El registro en el servidor {server} es del esquema {found}, anterior a esta versión; "
        "no se escribió nada. El dueño de la base lo actualiza con «tournament-director "
        "migrate-db --to URL».",
        "The record on the server {server} is of schema {found}, older than this version; "
        "nothing was written. The database's owner brings it up to date with "
        "'tournament-director migrate-db --to URL'.",
    ),
    "db.server_not_ours": (
        "El esquema de {server} ya tiene tablas que no son de Tournament Director; no se "
        "escribió nada. Use una base o un esquema propios para el registro.",
        "The schema of {server} already holds tables that are not Tournament Director's; "
        "nothing was written. Give the record a database or a schema of its own.",
    ),
    "db.server_no_schema": (
        "La conexión a {server} no tiene un esquema donde escribir (search_path); no se "
        "escribió nada.",
        "The connection to {server} has no schema to write into (search_path); nothing was "
        "written.",
    ),
    "db.copy_old_schema": (
        "El archivo {path} es del esquema {found}: ábralo una vez con esta versión (se "
        "actualiza con su copia de seguridad) y cópielo después; no se copió nada.",
        "The file {path} is of schema {found}: open it once with this version (it is brought "
        "up to date, with its backup) and copy it then; nothing was copied.",
    ),
    "db.copy_refused": (
        "El servidor {server} rechazó la copia: «{said}». La cadena del archivo no se "
        "sostiene; véalo con «tournament-director verify --db ARCHIVO». No quedó ningún "
        "evento en el servidor y el archivo no cambió.",
        "The server {server} refused the copy: '{said}'. The file's chain does not hold; see "
        "it with 'tournament-director verify --db FILE'. No event was left on the server and "
        "the file did not change.",
    ),
    "db.server_has_record": (
        "El servidor {server} ya tiene un registro; no se copió nada. Copie a una base o un "
        "esquema vacíos.",
        "The server {server} already holds a record; nothing was copied. Copy into an empty "
        "database or schema.",
    ),
    "db.server_file_only": (
        "Esto se hace con un archivo SQLite; el registro de {server} está en un servidor. "
        "Las copias de seguridad del servidor las hace el servidor (pg_dump, ver el README).",
        "This is done with a SQLite file; the record {server} is on a server. The server's "
        "backups are the server's own (pg_dump, see the README).",
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
    "settings.house_name_empty": (
        "Falta el nombre de la casa. Escríbalo como debe salir en los comprobantes.",
        "The house's name is missing. Type it as it should appear on receipts.",
    ),
    "settings.house_name_too_long": (
        "El nombre de la casa tiene {length} caracteres; el máximo es {limit}.",
        "The house's name has {length} characters; the limit is {limit}.",
    ),
    "settings.tax_note_too_long": (
        "La nota de impuestos tiene {length} caracteres; el máximo es {limit}.",
        "The tax note has {length} characters; the limit is {limit}.",
    ),
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
    # argparse's own framing words and argument errors (cli.py, _argparse_words)
    "cli.argparse.usage": ("uso: ", "usage: "),
    "cli.argparse.positionals": ("argumentos", "positional arguments"),
    "cli.argparse.options": ("opciones", "options"),
    "cli.argparse.help": ("muestra esta ayuda y termina", "show this help message and exit"),
    "cli.argparse.argument": (
        "argumento %(argument_name)s: %(message)s",
        "argument %(argument_name)s: %(message)s",
    ),
    "cli.argparse.unrecognized": ("argumentos no reconocidos: %s", "unrecognized arguments: %s"),
    "cli.argparse.required": (
        "faltan estos argumentos: %s",
        "the following arguments are required: %s",
    ),
    "cli.argparse.one_required": (
        "falta uno de estos argumentos: %s",
        "one of the arguments %s is required",
    ),
    "cli.argparse.expected_one": ("falta su valor", "expected one argument"),
    "cli.argparse.expected_at_most_one": (
        "admite como máximo un valor",
        "expected at most one argument",
    ),
    "cli.argparse.expected_at_least_one": (
        "necesita al menos un valor",
        "expected at least one argument",
    ),
    "cli.argparse.expected_n": ("necesita %s valores", "expected %s arguments"),
    "cli.argparse.ambiguous": (
        "la opción %(option)s es ambigua: puede ser %(matches)s",
        "ambiguous option: %(option)s could match %(matches)s",
    ),
    "cli.argparse.invalid_value": (
        "valor no válido: %(value)r",
        "invalid %(type)s value: %(value)r",
    ),
    "cli.argparse.invalid_choice": (
        "valor no válido: %(value)r (elija entre %(choices)s)",
        "invalid choice: %(value)r (choose from %(choices)s)",
    ),
    "cli.argparse.not_allowed_with": (
        "no se permite junto con el argumento %s",
        "not allowed with argument %s",
    ),
    "cli.argparse.ignored_explicit": (
        "se ignoró el valor explícito %r",
        "ignored explicit argument %r",
    ),
    "cli.argparse.unknown_parser": (
        "no existe el subcomando %(parser_name)r (subcomandos: %(choices)s)",
        "unknown parser %(parser_name)r (choices: %(choices)s)",
    ),
    "cli.argparse.cannot_open": (
        "no se puede abrir «%(filename)s»: %(error)s",
        "can't open '%(filename)s': %(error)s",
    ),
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
        "verifica la base: integridad de SQLite, la cadena de hashes y los sellos de cada "
        "flujo, las instantáneas y el diario de anclas",
        "verify the database: SQLite integrity, every stream's hash chain and seals, the "
        "snapshots and the anchor journal",
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
    "cli.help.code": (
        "di a qué evento pertenece un código impreso (o el texto del QR de un papel)",
        "say which event a printed code (or a paper's QR text) belongs to",
    ),
    "cli.help.key": (
        "archivo de clave del registro (por defecto, el de este puesto)",
        "the record's key file (by default, this station's)",
    ),
    "cli.help.anchors": (
        "diario de anclas del registro (por defecto, el de este puesto)",
        "the record's anchor journal (by default, this station's)",
    ),
    "cli.help.backup": (
        "hace ahora una copia de seguridad verificada en la carpeta de copias",
        "make a checked backup now, in the backup folder",
    ),
    "cli.help.restore": (
        "lista las copias de seguridad, o restaura una tras verificarla (un director)",
        "list the backups, or restore one after verifying it (a director)",
    ),
    "cli.help.backup_file": ("la copia a restaurar", "the backup to restore"),
    "cli.help.restore_operator": (
        "el director que restaura (PIN en TD_PIN o en --pin-file)",
        "the director who restores (PIN in TD_PIN or --pin-file)",
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
        "{streams} {streams:flujo|flujos} y {events} {events:evento|eventos} con la cadena de "
        "hashes intacta y sellada con la clave del registro, {snapshots} "
        "{snapshots:instantánea igual|instantáneas iguales} al estado reconstruido y {anchors} "
        "{anchors:ancla|anclas} del diario externo en su lugar.",
        "Database sound: SQLite integrity ok, foreign keys ok, {streams} "
        "{streams:stream|streams} and {events} {events:event|events} with the hash chain intact "
        "and sealed with the record's key, {snapshots} {snapshots:snapshot|snapshots} equal to "
        "the replayed state and {anchors} {anchors:anchor|anchors} of the outside journal in "
        "place.",
    ),
    # the record's key, anchors, snapshots, codes (services/verification.py)
    "cli.verify.key.missing": (
        "No se encontró la clave del registro ({path}): sin ella no se puede probar que la "
        "cadena no fue reescrita. Indíquela con --key ARCHIVO.",
        "The record's key was not found ({path}): without it nobody can prove the chain "
        "was not rewritten. Give it with --key FILE.",
    ),
    "cli.verify.key.unusable": (
        "El archivo de clave {path} no es la clave de este registro (dañado o de otro registro).",
        "The key file {path} is not this record's key (damaged, or another record's).",
    ),
    "cli.verify.old_schema": (
        "Registro escrito por una versión anterior, sin sellos: solo se comprueba la cadena "
        "de hashes. Ábralo una vez con esta versión para sellarlo (se hace una copia antes).",
        "A record written by an earlier version, without seals: only the hash chain is "
        "checked. Open it once with this version to seal it (a copy is taken first).",
    ),
    "cli.verify.lost_in_restore": (
        "Aviso: en {stream}, los eventos {first} a {last} se perdieron al restaurar una "
        "copia de seguridad el {at} (UTC); la restauración está registrada.",
        "Note: in {stream}, events {first} to {last} were given up when a backup was "
        "restored on {at} (UTC); the restore is recorded.",
    ),
    "cli.verify.no_journal": (
        "No se encontró el diario de anclas {path}: no se puede comprobar que el registro "
        "no fue recortado ni reescrito. Indíquelo con --anchors ARCHIVO.",
        "The anchor journal {path} was not found: nobody can check that the record was "
        "not cut short or rewritten. Give it with --anchors FILE.",
    ),
    "cli.verify.bad_anchor_lines": (
        "El diario de anclas {path} tiene líneas alteradas o ilegibles: {lines}.",
        "The anchor journal {path} has altered or unreadable lines: {lines}.",
    ),
    "cli.verify.bad_code": (
        "«{code}» no es un código de verificación (10 cifras hexadecimales, como "
        "3F9A1-C07B2, o el texto del código QR del papel).",
        "'{code}' is not a verification code (10 hexadecimal digits, like 3F9A1-C07B2, "
        "or the text of the paper's QR code).",
    ),
    "cli.verify.code_unknown": (
        "El código {code} no está en este registro: el papel no salió de él.",
        "The code {code} is not in this record: the paper did not come from it.",
    ),
    "cli.verify.code_found": (
        "El código {code} es el evento {seq} de {stream}: {type}, {at} (UTC), por {operator}.",
        "The code {code} is event {seq} of {stream}: {type}, {at} (UTC), by {operator}.",
    ),
    "cli.verify.code_sound": (
        "  El evento está sellado y la cadena hasta él está intacta.",
        "  The event is sealed and the chain up to it is intact.",
    ),
    "cli.verify.code_unsound": (
        "  ¡Atención! El evento no se puede probar: su sello o la cadena hasta él falla, o "
        "falta la clave. Ejecute verify sin --code.",
        "  Warning! The event cannot be proven: its seal or the chain up to it fails, or "
        "the key is missing. Run verify without --code.",
    ),
    "verify.seal": (
        "su sello no es de la clave del registro: fue reescrito",
        "its seal is not the record key's: it was rewritten",
    ),
    "verify.unsealed": (
        "no tiene sello: fue agregado fuera de la aplicación",
        "it has no seal: it was added outside the application",
    ),
    "verify.short": (
        "falta a partir de aquí: el registro es más corto que lo sellado",
        "missing from here on: the record is shorter than what was sealed",
    ),
    "verify.snapshot.unbound": (
        "la instantánea no corresponde a su evento: fue alterada (se ignora al abrir)",
        "the snapshot does not match its event: it was altered (ignored when opening)",
    ),
    "verify.snapshot.unsealed": (
        "la instantánea no se puede comprobar sin la clave",
        "the snapshot cannot be checked without the key",
    ),
    "verify.snapshot.seal": (
        "el sello de la instantánea no es de la clave: fue alterada (se ignora al abrir)",
        "the snapshot's seal is not the key's: it was altered (ignored when opening)",
    ),
    "verify.snapshot.differs": (
        "la instantánea no es igual al estado que dan los eventos hasta ella",
        "the snapshot is not the state the events up to it give",
    ),
    "verify.anchor.short": (
        "el diario de anclas llega hasta aquí y el registro no: fue recortado",
        "the anchor journal reaches this event and the record does not: it was cut short",
    ),
    "verify.anchor.rewritten": (
        "el evento no es el que quedó anclado: el registro fue reescrito",
        "the event is not the one anchored: the record was rewritten",
    ),
    # backups and restores (services/records.py)
    "cli.backup.done": ("Copia de seguridad verificada: {path}", "Backup made and checked: {path}"),
    "cli.restore.none": (
        "No hay copias de seguridad de «{name}» en {path}.",
        "There are no backups of '{name}' in {path}.",
    ),
    "cli.restore.header": (
        "Copias de seguridad en {path} (la más reciente primero):",
        "Backups in {path} (newest first):",
    ),
    "cli.restore.how": (
        "Para restaurar una: tournament-director restore --db BASE --backup ARCHIVO "
        "--operator DIRECTOR (PIN en TD_PIN o --pin-file).",
        "To restore one: tournament-director restore --db DATABASE --backup FILE "
        "--operator DIRECTOR (PIN in TD_PIN or --pin-file).",
    ),
    "cli.restore.need_operator": (
        "Restaurar es decisión de un director: indique --operator NOMBRE.",
        "Restoring is a director's decision: give --operator NAME.",
    ),
    "cli.restore.done": (
        "Registro {path} restaurado desde {backup} (verificada antes).",
        "Record {path} restored from {backup} (verified first).",
    ),
    "cli.restore.kept": (
        "El archivo reemplazado se guardó en {path}.",
        "The file it replaced was kept as {path}.",
    ),
    "cli.restore.lost": (
        "Flujo {stream}: los eventos {first} a {last} no estaban en la copia y se perdieron; "
        "la restauración queda registrada.",
        "Stream {stream}: events {first} to {last} were not in the backup and are given up; "
        "the restore is recorded.",
    ),
    "station.folder": (
        "No se pudo usar {path}: {error}. Elija otra carpeta; no se cambió nada.",
        "{path} could not be used: {error}. Choose another folder; nothing was changed.",
    ),
    "station.server_url": (
        "El servidor del registro debe ser una dirección PostgreSQL como "
        "postgresql://td_station@servidor/td_event (el rol, el servidor y la base); no se "
        "cambió nada.",
        "The record's server must be a PostgreSQL address such as "
        "postgresql://td_station@server/td_event (the role, the server and the database); "
        "nothing was changed.",
    ),
    "station.server_password": (
        "La dirección del servidor no lleva la contraseña: va en el archivo pgpass de este "
        "usuario (ver el README); no se cambió nada.",
        "The server's address holds no password: it goes in this user's pgpass file (see "
        "the README); nothing was changed.",
    ),
    "restore.director_only": (
        "{operator} no puede hacerlo: las copias, la clave y las carpetas del registro son "
        "decisión de un director.",
        "{operator} may not do this: the record's backups, key and folders are a director's "
        "decision.",
    ),
    "restore.unsound": (
        "La copia {backup} no pasa la verificación; no se restauró nada. Elija otra copia.",
        "The backup {backup} does not verify; nothing was restored. Choose another backup.",
    ),
    "restore.other_record": (
        "La copia {backup} es de otro registro, no de {path}; no se restauró nada.",
        "The backup {backup} is of another record, not of {path}; nothing was restored.",
    ),
    "backup.unsound": (
        "La copia {path} salió dañada ({problem}); no se guardó. Revise el disco de copias.",
        "The backup {path} came out damaged ({problem}); it was not kept. Check the backup disk.",
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
        "La verificación encontró problemas ({streams} {streams:flujo|flujos}, {events} "
        "{events:evento revisado|eventos revisados}).",
        "Verification found problems ({streams} {streams:stream|streams}, {events} "
        "{events:event|events} checked).",
    ),
    "cli.demo.use_new_db": (
        "Use --db RUTA_NUEVA para escribir la demostración en otra base.",
        "Use --db NEW_PATH to write the demo to another database.",
    ),
    "cli.demo.done": (
        "Torneo {id}: «{name}», con {players} {players:jugador|jugadores}.\n"
        "Base de datos: {path}\nPersonal de demostración (nombre, rol, PIN):",
        "Tournament {id}: '{name}', with {players} {players:player|players}.\n"
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
    # bad input: what people type and files bring (domain/text.py), the batch's lines, the
    # imports, and the last check on what is written (text.payload_problem)
    "text.bad_character": (
        "{field} tiene {what} ({code}) en la posición {position}, después de «{before}». "
        "Vuelva a escribirlo sin ese carácter.",
        "{field} has {what} ({code}) at position {position}, after '{before}'. Type it "
        "again without that character.",
    ),
    "text.bad_character_start": (
        "{field} tiene {what} ({code}) en la posición {position}, al comienzo. Vuelva a "
        "escribirlo sin ese carácter.",
        "{field} has {what} ({code}) at position {position}, at the start. Type it again "
        "without that character.",
    ),
    "text.invisible": (
        "{field} no tiene ningún carácter visible, solo espacios o caracteres invisibles. "
        "Escríbalo con letras o números.",
        "{field} has no visible character, only spaces or invisible characters. Type it with "
        "letters or digits.",
    ),
    "text.too_long": (
        "{field} tiene {length} caracteres; el máximo es {limit}. Escriba un texto más corto.",
        "{field} has {length} characters; the limit is {limit}. Make it shorter.",
    ),
    "text.not_text": ("{field} debe ser un texto.", "{field} must be text."),
    "text.kind.control": ("un carácter de control invisible", "an invisible control character"),
    "text.kind.bidi": (
        "una marca invisible que cambia la dirección del texto",
        "an invisible mark that changes the direction of the text",
    ),
    "text.kind.surrogate": (
        "un carácter roto, medio par UTF-16 que dejó una mala codificación",
        "a broken character, half a UTF-16 pair left by a bad encoding",
    ),
    "text.kind.noncharacter": ("un código que no es un carácter", "a code that is not a character"),
    "text.field.text": ("El texto", "The text"),
    "text.field.name": ("El nombre", "The name"),
    "text.field.player_name": ("El nombre del jugador", "The player's name"),
    "text.field.operator_name": ("El nombre del operador", "The operator's name"),
    "text.field.tournament_name": ("El nombre del torneo", "The tournament's name"),
    "text.field.nationality": ("La nacionalidad", "The nationality"),
    "text.field.document": ("El número de documento", "The document number"),
    "text.field.phone": ("El teléfono", "The phone number"),
    "text.field.birth_date": ("La fecha de nacimiento", "The date of birth"),
    "text.field.email": ("El correo", "The e-mail"),
    "text.field.reason": ("El motivo", "The reason"),
    "text.field.note": ("La nota", "The note"),
    "text.field.reference": ("La referencia", "The reference"),
    "text.field.announcement": ("El anuncio", "The announcement"),
    "text.field.house_name": ("El nombre de la casa", "The house's name"),
    "text.field.tax_note": ("La nota de impuestos", "The tax note"),
    "text.field.table_name": ("El nombre de la tabla de premios", "The payout table's name"),
    "text.field.structure_name": ("El nombre de la estructura", "The structure's name"),
    "text.field.chip_colour": ("El color de la ficha", "The chip's colour"),
    "json.too_deep": (
        "El JSON está anidado a más de {limit} niveles; no se lee.",
        "The JSON is nested more than {limit} levels deep; it is not read.",
    ),
    "json.number_too_long": (
        "El JSON tiene un número de más de {limit} cifras; no se lee.",
        "The JSON has a number of more than {limit} digits; it is not read.",
    ),
    "payload.bad_character": (
        "No se guardó nada: el texto en «{path}» tiene {what} ({code}) en la posición {position}.",
        "Nothing was written: the text at '{path}' has {what} ({code}) at position {position}.",
    ),
    "payload.string_too_long": (
        "No se guardó nada: el texto en «{path}» tiene {length} caracteres; lo más que se "
        "guarda es {limit}.",
        "Nothing was written: the text at '{path}' has {length} characters; at most {limit} "
        "are stored.",
    ),
    "payload.too_large": (
        "No se guardó nada: los datos ocupan más de {limit} caracteres.",
        "Nothing was written: the data take more than {limit} characters.",
    ),
    "payload.number_out_of_range": (
        "No se guardó nada: el número en «{path}» está fuera del rango que se guarda.",
        "Nothing was written: the number at '{path}' is outside the range that is stored.",
    ),
    "payload.too_deep": (
        "No se guardó nada: los datos están anidados a más de {limit} niveles (en «{path}»).",
        "Nothing was written: the data are nested more than {limit} levels deep (at '{path}').",
    ),
    "payload.bad_type": (
        "No se guardó nada: el dato en «{path}» es de un tipo que no se guarda ({kind}).",
        "Nothing was written: the value at '{path}' is of a type that is not stored ({kind}).",
    ),
    "player.birth_date_future": (
        "La fecha de nacimiento {date} es posterior a hoy ({today}). Revise el documento y "
        "escríbala como 31/05/1980.",
        "The date of birth {date} is after today ({today}). Check the document and write it "
        "as 31/05/1980.",
    ),
    "player.birth_date_implausible": (
        "La fecha de nacimiento {date} daría {age} años; se aceptan hasta {max}. Revise el "
        "año en el documento.",
        "The date of birth {date} would make the player {age}; at most {max} is accepted. "
        "Check the year on the document.",
    ),
    "player.document_character": (
        "El número de documento tiene «{char}» en la posición {position}: use solo letras "
        "sin acento (A-Z) y números; los puntos, guiones y espacios se quitan solos.",
        "The document number has '{char}' at position {position}: use only letters A-Z and "
        "digits; dots, dashes and spaces are dropped by themselves.",
    ),
    "player.bad_phone": (
        "El teléfono tiene «{char}» en la posición {position}: use solo números, espacios "
        "y + - ( ) . /",
        "The phone number has '{char}' at position {position}: use only digits, spaces and "
        "+ - ( ) . /",
    ),
    "player.phone_no_digits": (
        "El teléfono no tiene ningún número.",
        "The phone number has no digits.",
    ),
    "import.too_large": (
        "El archivo tiene {size} KB; lo más que se importa es {limit} KB. ¿Es el archivo correcto?",
        "The file is {size} KB; at most {limit} KB is imported. Is it the right file?",
    ),
    "import.not_utf8": (
        "El archivo no es texto UTF-8 (byte {byte} en la posición {position}). Guárdelo como "
        "UTF-8 y vuelva a importarlo.",
        "The file is not UTF-8 text (byte {byte} at position {position}). Save it as UTF-8 "
        "and import it again.",
    ),
    "import.cannot_read": (
        "No se pudo leer el archivo: {error}",
        "The file could not be read: {error}",
    ),
    "structure_io.refused": (
        "El archivo no se abrió ({count} {count:problema|problemas}):\n{problems}",
        "The file was not opened ({count} {count:problem|problems}):\n{problems}",
    ),
    "structure.number_too_large": (
        "«{field}» es {value}; el máximo es {max}.",
        "'{field}' is {value}; the maximum is {max}.",
    ),
    "structure.progression_too_high": (
        "En el nivel {level} la ciega grande pasaría de {max}: use menos niveles o un "
        "crecimiento menor.",
        "At level {level} the big blind would pass {max}: use fewer levels or a smaller growth.",
    ),
    "structure_io.csv_number_too_long": (
        "Línea {line}, columna «{column}»: el número tiene {digits} cifras; el máximo es {max}.",
        "Line {line}, column '{column}': the number has {digits} digits; the maximum is {max}.",
    ),
    "payouts.csv.number_too_large": (
        "Línea {line}: el número «{value}» pasa del máximo de {max}.",
        "Line {line}: the number '{value}' is over the maximum of {max}.",
    ),
    "payouts.csv.unreadable": (
        "Línea {line}: no se puede leer (un campo de más de {limit} caracteres, o comillas "
        "sin cerrar).",
        "Line {line}: it cannot be read (a field of more than {limit} characters, or quotes "
        "left open).",
    ),
    "payouts.table.number_too_large": (
        "Fila {band}: un número pasa del máximo de {max}.",
        "Band {band}: a number is over the maximum of {max}.",
    ),
    "cli.batch.not_utf8": (
        "La línea no es texto UTF-8 válido (byte {byte} en la posición {position}); no se "
        "leyó. Guarde las órdenes como UTF-8.",
        "The line is not valid UTF-8 text (byte {byte} at position {position}); it was not "
        "read. Save the commands as UTF-8.",
    ),
    "cli.batch.line_too_long": (
        "La línea tiene más de {limit} bytes; no se leyó. Acorte sus textos.",
        "The line is longer than {limit} bytes; it was not read. Make its texts shorter.",
    ),
    "cli.batch.number_too_large": (
        "El campo «{field}» tiene un número fuera de rango.",
        "The field '{field}' has a number out of range.",
    ),
    "cli.batch.unexpected": (
        "Error inesperado ({error}) en esta orden. Los detalles quedaron en el registro; las "
        "órdenes siguientes continúan.",
        "Unexpected error ({error}) in this command. The details are in the log; the next "
        "commands go on.",
    ),
    # structures (domain/structure.py)
    "structure.at_level": ("Nivel {level}: {text}", "Level {level}: {text}"),
    "structure.at_break": (
        "Descanso después del nivel {after}: {text}",
        "Break after level {after}: {text}",
    ),
    "structure.invalid": (
        "La estructura tiene {count} {count:problema|problemas}:\n{problems}",
        "The structure has {count} {count:problem|problems}:\n{problems}",
    ),
    "structure.what.small_blind": ("la ciega chica", "the small blind"),
    "structure.what.big_blind": ("la ciega grande", "the big blind"),
    "structure.what.ante": ("el ante", "the ante"),
    "structure.what.rebuy": ("la recompra", "the rebuy"),
    "structure.what.add_on": ("el add-on", "the add-on"),
    "structure.name_empty": (
        "Falta el nombre de la estructura.",
        "The structure's name is missing.",
    ),
    "structure.name_too_long": (
        "El nombre de la estructura tiene {length} caracteres; el máximo es {limit}.",
        "The structure's name has {length} characters; the limit is {limit}.",
    ),
    "structure.bad_currency": (
        "La moneda «{currency}» no es un código de tres letras mayúsculas (por ejemplo CLP).",
        "The currency '{currency}' is not a three-capital-letter code (for example CLP).",
    ),
    "structure.table_size": (
        "Mesas de {size} {size:jugador|jugadores}: deben ser de {min} a {max} jugadores.",
        "Tables of {size} {size:player|players}: they must seat {min} to {max} players.",
    ),
    "structure.no_chips": (
        "No hay fichas definidas: agregue las denominaciones y sus colores.",
        "No chips are defined: add the denominations and their colours.",
    ),
    "structure.chip_not_positive": (
        "La ficha de {denomination} no es válida: el valor debe ser mayor que cero.",
        "The chip of {denomination} is not valid: its value must be above zero.",
    ),
    "structure.duplicate_denomination": (
        "La denominación {denomination} aparece más de una vez en el juego de fichas.",
        "The denomination {denomination} appears more than once in the chip set.",
    ),
    "structure.chip_no_colour": (
        "Falta el color de la ficha de {denomination}.",
        "The colour of the {denomination} chip is missing.",
    ),
    "structure.duplicate_colour": (
        "Las fichas de {first} y de {second} tienen el mismo color ({colour}).",
        "The {first} and {second} chips have the same colour ({colour}).",
    ),
    "structure.starting_stack_not_positive": (
        "El stack inicial es {stack}: debe ser mayor que cero.",
        "The starting stack is {stack}: it must be above zero.",
    ),
    "structure.starting_stack_unmakeable": (
        "El stack inicial de {stack} no se puede entregar con las fichas "
        "(la menor es de {smallest}).",
        "A starting stack of {stack} cannot be made with the chips (the smallest is {smallest}).",
    ),
    "structure.reduced_stack_not_positive": (
        "El stack reducido es {stack}: debe ser mayor que cero.",
        "The reduced stack is {stack}: it must be above zero.",
    ),
    "structure.reduced_stack_above_start": (
        "El stack reducido ({reduced}) es mayor que el stack inicial ({start}).",
        "The reduced stack ({reduced}) is larger than the starting stack ({start}).",
    ),
    "structure.reduced_stack_unmakeable": (
        "El stack reducido de {stack} no se puede entregar con las fichas "
        "(la menor es de {smallest}).",
        "A reduced stack of {stack} cannot be made with the chips (the smallest is {smallest}).",
    ),
    "structure.reduced_without_late_registration": (
        "Hay stack reducido pero no hay inscripción tardía: indique hasta qué nivel se inscribe.",
        "There is a reduced stack but no late registration: set the level it runs until.",
    ),
    "structure.no_levels": ("La estructura no tiene niveles.", "The structure has no levels."),
    "structure.break_before_levels": (
        "el descanso está antes del primer nivel; debe ir después de un nivel.",
        "the break comes before the first level; it must follow a level.",
    ),
    "structure.break_after_missing_level": (
        "ese nivel no existe (la estructura tiene {count} {count:nivel|niveles}).",
        "that level does not exist (the structure has {count} {count:level|levels}).",
    ),
    "structure.two_breaks": (
        "hay dos descansos después del mismo nivel; únalos en uno.",
        "there are two breaks after the same level; merge them into one.",
    ),
    "structure.duration_not_positive": (
        "dura {minutes} minutos; la duración debe ser mayor que cero.",
        "lasts {minutes} minutes; the length must be above zero.",
    ),
    "structure.colour_up_repeated": (
        "el cambio de fichas repite una denominación.",
        "the colour-up lists a denomination twice.",
    ),
    "structure.colour_up_unknown": (
        "se cambian las fichas de {denomination}, que no están en el juego de fichas.",
        "it colours up {denomination} chips, which are not in the chip set.",
    ),
    "structure.colour_up_gone": (
        "se cambian las fichas de {denomination}, que ya salieron en el descanso después del "
        "nivel {after}.",
        "it colours up {denomination} chips, already taken out at the break after level {after}.",
    ),
    "structure.colour_up_needed": (
        "se retiran las fichas de {denomination}, pero el nivel {needed_at} todavía las necesita "
        "para sus ciegas o ante.",
        "it takes out the {denomination} chips, but level {needed_at} still needs them for its "
        "blinds or ante.",
    ),
    "structure.late_registration_level": (
        "La inscripción tardía termina en el nivel {level}, que no existe (hay {count} "
        "{count:nivel|niveles}).",
        "Late registration ends at level {level}, which does not exist (there {count:is|are} "
        "{count} {count:level|levels}).",
    ),
    "structure.reentry_without_late_registration": (
        "Se permite reingreso pero no hay inscripción tardía: el reingreso se vende mientras "
        "la inscripción está abierta.",
        "Re-entry is allowed but there is no late registration: re-entries are sold while "
        "registration is open.",
    ),
    "structure.reentry_max": (
        "El máximo de reingresos por jugador es {max}; debe ser al menos 1 (o sin límite).",
        "The re-entry limit per player is {max}; it must be at least 1 (or no limit).",
    ),
    "structure.rebuy_no_level": (
        "Se permiten recompras pero falta hasta qué nivel.",
        "Rebuys are allowed but the level they run until is missing.",
    ),
    "structure.rebuy_level": (
        "Las recompras terminan en el nivel {level}, que no existe (hay {count} "
        "{count:nivel|niveles}).",
        "Rebuys end at level {level}, which does not exist (there {count:is|are} {count} "
        "{count:level|levels}).",
    ),
    "structure.rebuy_max": (
        "El máximo de recompras por jugador es {max}; debe ser al menos 1 (o sin límite).",
        "The rebuy limit per player is {max}; it must be at least 1 (or no limit).",
    ),
    "structure.add_on_no_break": (
        "Se permite add-on pero falta en qué descanso.",
        "An add-on is allowed but the break it is sold at is missing.",
    ),
    "structure.add_on_break": (
        "El add-on se vende en el descanso después del nivel {after}, y ese descanso no existe.",
        "The add-on is sold at the break after level {after}, and there is no such break.",
    ),
    "structure.purchase_chips_not_positive": (
        "Las fichas de {what} son {chips}; deben ser más que cero.",
        "The chips for {what} are {chips}; they must be above zero.",
    ),
    "structure.purchase_chips_unmakeable": (
        "{chips:La|Las} {chips} {chips:ficha|fichas} de {what} no se {chips:puede|pueden} "
        "entregar con las fichas en juego (la menor "
        "es de {smallest}).",
        "The {chips} {chips:chip|chips} for {what} cannot be made with the chips in play (the "
        "smallest is "
        "{smallest}).",
    ),
    "structure.purchase_price_negative": (
        "El precio de {what} es {price}; no puede ser negativo.",
        "The price of {what} is {price}; it cannot be negative.",
    ),
    "structure.blind_not_positive": (
        "{what} es {amount}; debe ser mayor que cero.",
        "{what} is {amount}; it must be above zero.",
    ),
    "structure.ante_negative": (
        "el ante es {ante}; no puede ser negativo.",
        "the ante is {ante}; it cannot be negative.",
    ),
    "structure.small_above_big": (
        "la ciega chica ({small}) es mayor que la ciega grande ({big}).",
        "the small blind ({small}) is larger than the big blind ({big}).",
    ),
    "structure.ante_above_big": (
        "el ante ({ante}) es mayor que la ciega grande ({big}).",
        "the ante ({ante}) is larger than the big blind ({big}).",
    ),
    "structure.bb_ante_zero": (
        "está marcado como ante de ciega grande pero el ante es 0.",
        "it is marked big-blind ante but the ante is 0.",
    ),
    "structure.blind_goes_down": (
        "{what} baja de {before} a {now}; las ciegas no pueden bajar.",
        "{what} goes down from {before} to {now}; blinds may not go down.",
    ),
    "structure.no_chips_in_play": (
        "no queda ninguna ficha en juego: los cambios de fichas retiraron todas.",
        "no chips are left in play: the colour-ups took them all out.",
    ),
    "structure.amount_unmakeable": (
        "{what} de {amount} no se puede pagar con las fichas en juego (la menor es de {smallest}).",
        "{what} of {amount} cannot be paid with the chips in play (the smallest is {smallest}).",
    ),
    "structure.no_such_level": (
        "No existe el nivel {number}; la estructura tiene {count} {count:nivel|niveles}.",
        "There is no level {number}; the structure has {count} {count:level|levels}.",
    ),
    "structure.no_such_break": (
        "No hay un descanso después del nivel {after}.",
        "There is no break after level {after}.",
    ),
    "structure.break_exists": (
        "Ya hay un descanso después del nivel {after}.",
        "There is already a break after level {after}.",
    ),
    "structure.progression_growth": (
        "El factor de crecimiento {growth} está fuera de rango: use de {min} a {max}.",
        "The growth factor {growth} is out of range: use {min} to {max}.",
    ),
    "structure.progression_levels": (
        "Se {levels:pidió|pidieron} {levels} {levels:nivel|niveles}; se pueden calcular de {min} "
        "a {max}.",
        "{levels} {levels:level was|levels were} asked for; {min} to {max} can be calculated.",
    ),
    "structure.progression_start": (
        "La ciega grande inicial es {big_blind}; debe ser mayor que cero.",
        "The starting big blind is {big_blind}; it must be above zero.",
    ),
    "structure.progression_minutes": (
        "Los niveles durarían {minutes} minutos; la duración debe ser mayor que cero.",
        "Levels would last {minutes} minutes; the length must be above zero.",
    ),
    "structure.progression_ante_level": (
        "El ante de ciega grande empezaría en el nivel {level}, que no existe (habrá {count} "
        "{count:nivel|niveles}).",
        "The big-blind ante would start at level {level}, which does not exist (there will be "
        "{count} {count:level|levels}).",
    ),
    "structure.progression_ante_percent": (
        "El ante de ciega grande sería el {percent} % de la ciega grande; use de 1 a 100.",
        "The big-blind ante would be {percent}% of the big blind; use 1 to 100.",
    ),
    "structure.progression_chips": (
        "Defina primero un juego de fichas válido: las ciegas se redondean a lo que las fichas "
        "pueden pagar.",
        "Define a valid chip set first: blinds are rounded to what the chips can pay.",
    ),
    # reading plain data (structures, rule sets, files)
    "data.field_missing": ("Falta el campo «{field}».", "The field '{field}' is missing."),
    "data.field_type": (
        "El campo «{field}» debe ser {kind}.",
        "The field '{field}' must be {kind}.",
    ),
    "data.bad_choice": (
        "El campo «{field}» vale «{value}»; los valores posibles son: {choices}.",
        "The field '{field}' is '{value}'; the possible values are: {choices}.",
    ),
    "data.kind.integer": ("un número entero", "a whole number"),
    "data.kind.integer_list": ("una lista de números enteros", "a list of whole numbers"),
    "data.kind.text": ("un texto", "text"),
    "data.kind.yes_no": ("sí o no (true/false)", "yes or no (true/false)"),
    "data.kind.list": ("una lista", "a list"),
    "data.kind.object": ("un objeto con campos", "an object with fields"),
    # structure files (domain/structure_io.py)
    "structure_io.not_json": (
        "El archivo no es JSON válido (línea {line}, columna {column}).",
        "The file is not valid JSON (line {line}, column {column}).",
    ),
    "structure_io.unknown_format": (
        "El archivo no es una estructura de Tournament Director (formato «{found}»; se "
        "esperaba «{expected}»).",
        "The file is not a Tournament Director structure (format '{found}'; expected "
        "'{expected}').",
    ),
    "structure_io.bad_version": (
        "La versión del formato «{found}» no es válida.",
        "The format version '{found}' is not valid.",
    ),
    "structure_io.newer_version": (
        "El archivo es de una versión más nueva del formato ({found}); esta versión lee hasta "
        "la {known}. Actualice la aplicación.",
        "The file uses a newer format version ({found}); this version reads up to {known}. "
        "Update the application.",
    ),
    "structure_io.csv_no_format_line": (
        "Al CSV le falta la primera línea «# format: {expected} 1».",
        "The CSV lacks its first line '# format: {expected} 1'.",
    ),
    "structure_io.csv_missing_settings": (
        "Al CSV le falta la línea «# settings: ...» con fichas, stacks e inscripción.",
        "The CSV lacks the '# settings: ...' line with chips, stacks and registration.",
    ),
    "structure_io.csv_bad_settings": (
        "La línea {line} («# settings:») no es JSON válido (columna {column}).",
        "Line {line} ('# settings:') is not valid JSON (column {column}).",
    ),
    "structure_io.csv_no_header": (
        "Al CSV le falta la fila de títulos: {columns}.",
        "The CSV lacks its header row: {columns}.",
    ),
    "structure_io.csv_missing_column": (
        "Falta la columna «{column}» en la fila de títulos (línea {line}).",
        "The column '{column}' is missing from the header row (line {line}).",
    ),
    "structure_io.csv_missing_value": (
        "Línea {line}: falta el valor de «{column}».",
        "Line {line}: the value of '{column}' is missing.",
    ),
    "structure_io.csv_not_number": (
        "Línea {line}: «{value}» en la columna «{column}» no es un número entero.",
        "Line {line}: '{value}' in the column '{column}' is not a whole number.",
    ),
    "structure_io.csv_not_yes_no": (
        "Línea {line}: «{value}» en la columna «{column}» debe ser sí o no.",
        "Line {line}: '{value}' in the column '{column}' must be yes or no.",
    ),
    "structure_io.csv_bad_kind": (
        "Línea {line}: «{value}» no es un tipo de fila; use level o break.",
        "Line {line}: '{value}' is not a row kind; use level or break.",
    ),
    "structure_io.csv_level_sequence": (
        "Línea {line}: se esperaba el nivel {expected} y dice {found}; los niveles van en orden.",
        "Line {line}: level {expected} was expected but it says {found}; levels go in order.",
    ),
    # rule sets (domain/rule_set.py)
    "rules.invalid": (
        "La configuración de reglas tiene {count} {count:problema|problemas}:\n{problems}",
        "The rule settings have {count} {count:problem|problems}:\n{problems}",
    ),
    "rules.unknown_setting": (
        "No existe la regla «{setting}». Las reglas son: {known}.",
        "There is no setting '{setting}'. The settings are: {known}.",
    ),
    "rules.unknown_preset": (
        "No existe el reglamento «{name}». Use uno de: {known}.",
        "There is no rule set '{name}'. Use one of: {known}.",
    ),
    "rules.name_empty": ("Falta el nombre del reglamento.", "The rule set's name is missing."),
    "rules.negative": (
        "«{setting}» vale {value}; no puede ser negativo.",
        "'{setting}' is {value}; it cannot be negative.",
    ),
    "rules.out_of_range": (
        "«{setting}» vale {value}; debe estar entre {min} y {max}.",
        "'{setting}' is {value}; it must be between {min} and {max}.",
    ),
    "rules.countdown_above_total": (
        "La cuenta regresiva ({countdown} s) es más larga que el tiempo total del reloj "
        "({total} s).",
        "The countdown ({countdown} s) is longer than the clock's total time ({total} s).",
    ),
    "rules.final_table_above_max": (
        "La mesa final fija de {size} jugadores supera el máximo de {max}.",
        "A fixed final table of {size} players exceeds the maximum of {max}.",
    ),
    "structure_io.csv_unreadable": (
        "Línea {line}: el CSV está dañado (comillas o saltos de línea mal cerrados).",
        "Line {line}: the CSV is damaged (quotes or line breaks not closed properly).",
    ),
    # registration desk and cashier (domain/players.py, domain/registration.py)
    "player.nationality_empty": (
        "Falta la nacionalidad del jugador.",
        "The player's nationality is missing.",
    ),
    "player.field_too_long": (
        "Un dato tiene {length} caracteres; el máximo es {limit}.",
        "A field has {length} characters; the limit is {limit}.",
    ),
    "player.bad_document_type": (
        "El tipo de documento «{doc_type}» no existe. Use uno de: {known}.",
        "There is no document type '{doc_type}'. Use one of: {known}.",
    ),
    "player.bad_birth_date": (
        "La fecha de nacimiento «{text}» no es válida. Escríbala como 31/05/1980.",
        "The date of birth '{text}' is not valid. Write it as 31/05/1980.",
    ),
    "player.bad_email": (
        "El correo «{email}» no es válido.",
        "The e-mail '{email}' is not valid.",
    ),
    "player.under_age": (
        "{name} tiene {age} {age:año|años}: solo pueden jugar mayores de {min} años.",
        "{name} is {age}: only players aged {min} or over may play.",
    ),
    "player.exclusion": (
        "{name} (documento {document}) está en la lista de excluidos de la casa: no puede jugar.",
        "{name} (document {document}) is on the house's exclusion list: may not play.",
    ),
    "player.self_exclusion": (
        "{name} (documento {document}) está autoexcluido/a: no puede jugar.",
        "{name} (document {document}) is self-excluded: may not play.",
    ),
    "player.staff": (
        "{name} (documento {document}) es personal de la casa o fiscalizador: no puede jugar.",
        "{name} (document {document}) is house staff or an inspector: may not play.",
    ),
    # --- issue "A night on the floor": identity documents (domain/identity.py), papers saved
    # without a printer (services/papers.py), the house's prize rounding (domain/payouts.py)
    "document.rut_check_digit": (
        "El dígito verificador de {typed} no corresponde; debería ser {expected}. Revise el "
        "RUT en el documento.",
        "The check digit of {typed} does not match; it should be {expected}. Check the RUT "
        "on the document.",
    ),
    "document.rut_format": (
        "«{typed}» no es un RUT: son 7 u 8 dígitos y el dígito verificador (0 a 9 o K), como "
        "12.345.678-5.",
        "'{typed}' is not a RUT: it has 7 or 8 digits and the check digit (0 to 9 or K), as "
        "in 12.345.678-5.",
    ),
    "document.cpf_check_digits": (
        "Los dígitos verificadores de {typed} no corresponden. Revise el CPF en el documento.",
        "The check digits of {typed} do not match. Check the CPF on the document.",
    ),
    "document.cpf_format": (
        "«{typed}» no es un CPF: son 11 dígitos, como 390.533.447-05.",
        "'{typed}' is not a CPF: it has 11 digits, as in 390.533.447-05.",
    ),
    "document.dni_ar_format": (
        "«{typed}» no es un DNI argentino: son 7 u 8 dígitos, como 20.123.456.",
        "'{typed}' is not an Argentine DNI: it has 7 or 8 digits, as in 20.123.456.",
    ),
    "document.dni_pe_format": (
        "«{typed}» no es un DNI peruano: son 8 dígitos y, si se escribe, el carácter "
        "verificador, como 10117410-2.",
        "'{typed}' is not a Peruvian DNI: it has 8 digits and, when written, the check "
        "character, as in 10117410-2.",
    ),
    "document.dni_pe_check_digit": (
        "El carácter verificador de {typed} no corresponde; debería ser {digit} (o {letter}). "
        "Revise el DNI en el documento.",
        "The check character of {typed} does not match; it should be {digit} (or {letter}). "
        "Check the DNI on the document.",
    ),
    "document.mark_check_digit": (
        "(dígito verificador no corresponde)",
        "(check digit does not match)",
    ),
    "document.mark_format": ("(número no válido)", "(number not valid)"),
    # the names of papers saved without a printer (services/papers.py): file-name words
    "paper.receipt": ("comprobante", "receipt"),
    "paper.refund_receipt": ("comprobante-reembolso", "refund-receipt"),
    "paper.seat_ticket": ("ticket-asiento", "seat-ticket"),
    "paper.waiting_ticket": ("ticket-lista-espera", "waiting-list-ticket"),
    "paper.entry": ("entrada", "entry"),
    "paper.copy": ("COPIA", "COPY"),
    "paper.chip_race": ("chip-race-mesa", "chip-race-table"),
    "paper.colour_up_sheet": ("retiro-fichas", "colour-up-sheet"),
    # the house's prize rounding (domain/payouts.py, services/payouts.py)
    "payouts.standard_table": ("Tabla estándar", "Standard table"),
    "payouts.bad_house_unit": (
        "El redondeo de premios en {currency} debe ser un monto de al menos {least} y a lo "
        "más {most}; se escribió «{value}».",
        "The rounding of prizes in {currency} must be an amount of at least {least} and at "
        "most {most}; '{value}' was given.",
    ),
    "player_record.unknown": (
        "No existe la ficha de jugador {id}.",
        "There is no player record {id}.",
    ),
    "player_record.duplicate": (
        "El documento {doc_type} {document} ya tiene ficha: {name} (n.º {id}). Use esa ficha.",
        "Document {doc_type} {document} already has a record: {name} (no. {id}). Use it.",
    ),
    "player_record.merged": (
        "La ficha {id} fue unificada con otra; use la ficha que se conservó.",
        "Record {id} was merged into another; use the record that was kept.",
    ),
    "player_record.merge_self": (
        "No se puede unificar la ficha {id} consigo misma.",
        "Record {id} cannot be merged with itself.",
    ),
    "player_record.reason_needed": (
        "Indique el motivo de la unificación.",
        "Give the reason for the merge.",
    ),
    "exclusion.bad_kind": (
        "Tipo de lista «{kind}» desconocido: use exclusion o self_exclusion.",
        "Unknown list kind '{kind}': use exclusion or self_exclusion.",
    ),
    "exclusion.nothing": (
        "El archivo no tiene ninguna línea legible ({problems} con problemas).",
        "The file has no readable line ({problems} with problems).",
    ),
    "exclusion.not_listed": (
        "El documento {document} no está en la lista.",
        "Document {document} is not on the list.",
    ),
    "money.unknown_currency": (
        "La moneda «{currency}» no está configurada. Use una de: {known}.",
        "Currency '{currency}' is not set up. Use one of: {known}.",
    ),
    "money.empty": ("Falta el monto.", "The amount is missing."),
    "money.bad_amount": (
        "«{text}» no es un monto válido en {currency}.",
        "'{text}' is not a valid amount in {currency}.",
    ),
    "buy_in.bad_amount": (
        "El valor de «{field}» ({value}) no es válido: debe ser un entero en la unidad mínima.",
        "The value of '{field}' ({value}) is not valid: it must be a whole number of minor units.",
    ),
    "buy_in.zero": ("El valor de la inscripción no puede ser cero.", "The buy-in cannot be zero."),
    "buy_in.currency_mismatch": (
        "La inscripción está en {currency} pero la estructura usa {structure}.",
        "The buy-in is in {currency} but the structure uses {structure}.",
    ),
    "buy_in.not_set": (
        "El torneo no tiene valor de inscripción; un director debe fijarlo antes de cobrar.",
        "The tournament has no buy-in set; a director must set it before taking money.",
    ),
    "buy_in.started": (
        "El reloj ya está en marcha y hay entradas cobradas: el valor de inscripción no se cambia.",
        "The clock is running and entries were paid: the buy-in can no longer change.",
    ),
    "tables.not_set": (
        "El torneo no tiene cantidad de mesas; fíjela antes de inscribir.",
        "The tournament has no number of tables; set it before registering.",
    ),
    "tables.bad": (
        "La cantidad de mesas debe estar entre 1 y {max}.",
        "The number of tables must be between 1 and {max}.",
    ),
    "tables.occupied": (
        "La mesa {table} tiene jugadores sentados; no se puede quitar.",
        "Table {table} has players seated; it cannot be removed.",
    ),
    "payment.bad_method": (
        "Forma de pago «{method}» desconocida. Use una de: {known}.",
        "Unknown payment method '{method}'. Use one of: {known}.",
    ),
    "payment.amount_mismatch": (
        "El monto {amount} no coincide con el valor de {expected}. No se registró nada.",
        "The amount {amount} does not match the price of {expected}. Nothing was recorded.",
    ),
    "registration.closed": (
        "La inscripción está cerrada (registro tardío hasta el nivel {level}).",
        "Registration is closed (late registration was until level {level}).",
    ),
    "registration.finished": (
        "El torneo terminó: ya no se venden entradas ni se anota a nadie en la lista de espera.",
        "The tournament is over: no more entries are sold and nobody joins the waiting list.",
    ),
    "entry.already_playing": (
        "{name} ya tiene una entrada en juego (asiento {seat}).",
        "{name} already has an entry in play (seat {seat}).",
    ),
    "entry.one_purchase": (
        "{name} ya compró su derecho de participación: este evento no permite reingresos.",
        "{name} has already bought an entry: this event does not allow re-entries.",
    ),
    "entry.re_entry_limit": (
        "{name} ya usó {max:el reingreso permitido|los {max} reingresos permitidos}.",
        "{name} has already used {max:the re-entry allowed|the {max} re-entries allowed}.",
    ),
    "entry.unknown": ("No existe la entrada {id}.", "There is no entry {id}."),
    "entry.not_active": (
        "La entrada {id} no está en juego ({status}).",
        "Entry {id} is not in play ({status}).",
    ),
    "entry.reason_needed": ("Indique el motivo.", "Give the reason."),
    "entry.cancel_after_start": (
        "El juego ya comenzó: la entrada {id} no se puede anular ni reembolsar.",
        "Play has started: entry {id} can no longer be cancelled or refunded.",
    ),
    "seating.full": (
        "Las {seats} plazas están ocupadas: anote al jugador en la lista de espera.",
        "All {seats} seats are taken: put the player on the waiting list.",
    ),
    "waiting.others_first": (
        "Hay {count} en lista de espera; el asiento libre es para {first}.",
        "There {count:is|are} {count} on the waiting list; the open seat is for {first}.",
    ),
    "waiting.not_first": (
        "{name} está en lista de espera, pero antes le toca a {first}.",
        "{name} is on the waiting list, but {first} is first.",
    ),
    "waiting.already": ("{name} ya está en la lista de espera.", "{name} is already waiting."),
    "waiting.seats_open": (
        "Hay asientos libres: inscriba al jugador directamente.",
        "There are open seats: register the player directly.",
    ),
    "waiting.not_listed": (
        "El jugador {id} no está en la lista de espera.",
        "Player {id} is not on the waiting list.",
    ),
    "rebuy.not_allowed": ("Este torneo no tiene recompras.", "This tournament has no rebuys."),
    "rebuy.not_started": (
        "Las recompras empiezan cuando empieza el juego.",
        "Rebuys start when play starts.",
    ),
    "rebuy.period_over": (
        "El período de recompras terminó (hasta el nivel {level}).",
        "The rebuy period is over (it was until level {level}).",
    ),
    "rebuy.bad_stack": (
        "Indique las fichas que tiene el jugador (un número, {stack} no vale).",
        "Give the player's chips (a number; {stack} is not valid).",
    ),
    "rebuy.condition_any_stack": ("Recompra no permitida.", "Rebuy not allowed."),
    "rebuy.condition_at_most_starting_stack": (
        "Con {stack} {stack:ficha|fichas} no puede recomprar: debe tener como máximo el stack "
        "inicial ({start}).",
        "With {stack} {stack:chip|chips} the player may not rebuy: at most the starting stack "
        "({start}).",
    ),
    "rebuy.condition_below_starting_stack": (
        "Con {stack} {stack:ficha|fichas} no puede recomprar: debe tener menos del stack "
        "inicial ({start}).",
        "With {stack} {stack:chip|chips} the player may not rebuy: it must be below the "
        "starting stack ({start}).",
    ),
    "rebuy.condition_no_chips": (
        "Con {stack} {stack:ficha|fichas} no puede recomprar: solo sin fichas (inicial {start}).",
        "With {stack} {stack:chip|chips} the player may not rebuy: only with no chips "
        "(starting {start}).",
    ),
    "rebuy.limit": (
        "El jugador ya hizo {max:la recompra permitida|las {max} recompras permitidas}.",
        "The player has already made {max:the rebuy allowed|the {max} rebuys allowed}.",
    ),
    "add_on.not_allowed": ("Este torneo no tiene add-on.", "This tournament has no add-on."),
    "add_on.not_now": (
        "El add-on se vende en el descanso después del nivel {level}.",
        "The add-on is sold at the break after level {level}.",
    ),
    "add_on.once": (
        "La entrada {id} ya compró su add-on (uno por entrada).",
        "Entry {id} has already bought its add-on (one per entry).",
    ),
    "absent.already": ("La entrada {id} ya está ausente.", "Entry {id} is already absent."),
    "absent.not_absent": ("La entrada {id} no está ausente.", "Entry {id} is not absent."),
    "absent.keep_not_allowed": (
        "El reglamento del torneo no permite conservar el stack de un ausente.",
        "The tournament's rules do not let an absent player keep the stack.",
    ),
    "shift.none_open": (
        "No tiene un turno de caja abierto en este torneo: abra uno antes de cobrar.",
        "You have no cashier shift open in this tournament: open one before taking money.",
    ),
    "shift.already_open": (
        "{name} ya tiene un turno de caja abierto.",
        "{name} already has a cashier shift open.",
    ),
    "shift.bad_float": (
        "El fondo inicial ({value}) no es válido.",
        "The opening float ({value}) is not valid.",
    ),
    "shift.bad_count": (
        "El conteo de {method} ({value}) no es válido.",
        "The count for {method} ({value}) is not valid.",
    ),
    "shift.unknown": ("No existe el turno {id}.", "There is no shift {id}."),
    "shift.closed": ("El turno {id} ya está cerrado.", "Shift {id} is already closed."),
    "shift.not_owner": (
        "El turno es de {name}; solo esa persona o un director lo cierra.",
        "The shift is {name}'s; only they or a director may close it.",
    ),
    "action.manage_player_records": ("cargar fichas de jugadores", "manage player records"),
    "action.take_payment": ("cobrar inscripciones", "take payments"),
    "action.refund_entry": ("anular y reembolsar entradas", "cancel and refund entries"),
    "action.merge_players": ("unificar fichas de jugadores", "merge player records"),
    "action.manage_exclusions": (
        "mantener las listas de excluidos y de personal",
        "maintain the exclusion and staff lists",
    ),
    "action.set_buy_in": ("fijar el valor de inscripción", "set the buy-in"),
    "action.set_tables": ("fijar la cantidad de mesas", "set the number of tables"),
    "action.waiting_list": ("manejar la lista de espera", "manage the waiting list"),
    "action.mark_absent": ("marcar jugadores ausentes", "mark players absent"),
    "action.eliminate_player": ("eliminar jugadores", "eliminate players"),
    "action.disqualify_player": ("descalificar jugadores", "disqualify players"),
    "action.change_payouts": ("cambiar los premios", "change payouts"),
    "action.manage_payout_tables": (
        "guardar tablas de premios de la casa",
        "save house payout tables",
    ),
    "action.record_deal": ("registrar acuerdos", "record deals"),
    "action.pay_prize": ("pagar premios", "pay prizes"),
    "action.void_prize_payment": ("anular pagos de premios", "void prize payments"),
    # -- the finished clock, the rounding of places paid (issue "A night on the floor")
    "clock.tournament_over": (
        "El torneo terminó: el reloj queda detenido. Solo deshacer la mano que lo terminó "
        "lo devuelve.",
        "The tournament is over: its clock stays stopped. Only undoing the hand that ended "
        "it brings the clock back.",
    ),
    "payouts.bad_places_rounding": (
        "«{value}» no es un redondeo de los puestos pagados; elija uno de: {choices}.",
        "“{value}” is not a rounding of the places paid; choose one of: {choices}.",
    ),
    "cli.help.places_rounding": (
        "cómo se redondean los puestos pagados de un porcentaje de las entradas: up (hacia "
        "arriba, por defecto), half_up (al más cercano) o down (hacia abajo)",
        "how the places paid from a share of the entries are rounded: up (the default), "
        "half_up (to the nearest) or down",
    ),
    # -- the colour-up schedule (domain/colour_up.py, services/chips.py)
    "action.change_colour_up": ("cambiar los retiros de fichas", "change the colour-ups"),
    "colour_up.unknown_chip": (
        "La estructura no tiene fichas de {chip}.",
        "The structure has no {chip} chips.",
    ),
    "colour_up.largest": (
        "Las fichas de {chip} son las de mayor valor: no hay fichas por las que cambiarlas.",
        "The {chip} chips are the largest: there are no chips to change them for.",
    ),
    "colour_up.raced": (
        "El retiro de las fichas de {chip} ya se sorteó en {count:la mesa|las mesas} {tables}: "
        "no se puede trasladar ni cancelar. Deshaga primero esos chip race.",
        "The {chip} chips were already raced at {count:table|tables} {tables}: the colour-up "
        "cannot be moved or cancelled. Undo those chip races first.",
    ),
    "colour_up.done": (
        "Las fichas de {chip} ya se retiraron en el descanso después del nivel {after}.",
        "The {chip} chips already came off at the break after level {after}.",
    ),
    "colour_up.no_such_break": (
        "No hay un descanso después del nivel {after}.",
        "There is no break after level {after}.",
    ),
    "colour_up.break_over": (
        "El descanso después del nivel {after} ya pasó: elija un descanso que todavía no termine.",
        "The break after level {after} is over: choose a break still to come or under way.",
    ),
    "colour_up.already_there": (
        "Las fichas de {chip} ya se retiran en el descanso después del nivel {after}.",
        "The {chip} chips already come off at the break after level {after}.",
    ),
    "colour_up.not_scheduled": (
        "Las fichas de {chip} no tienen retiro programado: no hay nada que cancelar.",
        "The {chip} chips have no colour-up scheduled: there is nothing to cancel.",
    ),
    "colour_up.reason_needed": (
        "Indique el motivo del cambio: queda en el registro.",
        "Give the reason for the change: it goes into the record.",
    ),
    "colour_up.still_needed": (
        "Las fichas de {chip} no pueden retirarse en el descanso después del nivel {after}: "
        "el nivel {level} todavía las necesita para {what} de {amount}.",
        "The {chip} chips cannot come off at the break after level {after}: level {level} "
        "still needs them for {what} of {amount}.",
    ),
    "colour_up.smaller_stays": (
        "Las fichas de {smaller} siguen en juego: las de {chip} no pueden retirarse antes que "
        "ellas (las fichas menores se retiran primero).",
        "The {smaller} chips stay in play: the {chip} chips cannot come off before them "
        "(the smaller chips come off first).",
    ),
    "colour_up.smaller_later": (
        "Las fichas de {smaller} se retiran en el descanso después del nivel {after}: las de "
        "{chip} no pueden retirarse antes que ellas (las fichas menores se retiran primero).",
        "The {smaller} chips come off at the break after level {after}: the {chip} chips "
        "cannot come off before them (the smaller chips come off first).",
    ),
    "colour_up.larger_goes_first": (
        "Las fichas de {larger} se retiran en el descanso después del nivel {after}: las de "
        "{chip} no pueden quedar en juego después que ellas (cambie primero el retiro de las "
        "de {larger}).",
        "The {larger} chips come off at the break after level {after}: the {chip} chips "
        "cannot stay in play after them (change the {larger} chips' colour-up first).",
    ),
    "colour_up.what.small_blind": ("la ciega chica", "the small blind"),
    "colour_up.what.big_blind": ("la ciega grande", "the big blind"),
    "colour_up.what.ante": ("el ante", "the ante"),
    "colour_up.what.bb_ante": ("el ante de ciega grande", "the big-blind ante"),
    "colour_up.what.starting_stack": (
        "el stack inicial que todavía se vende",
        "the starting stack still sold",
    ),
    "colour_up.what.reduced_stack": (
        "el stack reducido que todavía se vende",
        "the reduced stack still sold",
    ),
    "colour_up.what.rebuy": ("la recompra", "the rebuy"),
    "colour_up.what.add_on": ("el add-on", "the add-on"),
    # -- penalties (domain/penalties.py, services/penalties.py; ADTP 68, Casino Club
    # "Penalidades")
    "action.penalize": ("aplicar penalidades", "give penalties"),
    "action.record_hand": ("marcar manos jugadas en una mesa", "mark hands played at a table"),
    "penalty.kind.warning": ("advertencia verbal", "verbal warning"),
    "penalty.kind.hands": ("pérdida de manos", "missed hands"),
    "penalty.kind.orbits": ("pérdida de órbitas", "missed orbits"),
    "penalty.kind.disqualification": ("descalificación", "disqualification"),
    "penalty.step.warning": ("advertencia verbal", "verbal warning"),
    "penalty.step.hands": (
        "pérdida de {count} {count:mano|manos}",
        "{count} missed {count:hand|hands}",
    ),
    "penalty.step.orbits": (
        "pérdida de {count} {count:órbita|órbitas}",
        "{count} missed {count:orbit|orbits}",
    ),
    "penalty.step.disqualification": ("descalificación", "disqualification"),
    "penalty.offence.exposed_card": (
        "Exponer una carta con acción pendiente",
        "Exposing a card with action pending",
    ),
    "penalty.offence.soft_play": ("Soft play (juego suave)", "Soft play"),
    "penalty.offence.abuse": ("Abuso o comportamiento abusivo", "Abuse or abusive behaviour"),
    "penalty.offence.avoiding_blinds": (
        "Eludir las ciegas al ser trasladado",
        "Avoiding the blinds when moved",
    ),
    "penalty.offence.out_of_turn": ("Actuar fuera de turno", "Acting out of turn"),
    "penalty.offence.device_hand_for_hand": (
        "Dispositivo electrónico en la mesa durante mano por mano",
        "Electronic device at the table during hand-for-hand",
    ),
    "penalty.offence.no_chip_slip": (
        "Clasificado sin comprobante de control de fichas",
        "Qualifier without a chip-control slip",
    ),
    "penalty.offence.other": ("Otra infracción", "Other offence"),
    "penalty.no_offence": ("Descalificación directa", "Disqualification recorded directly"),
    "text.field.offence_name": ("El nombre de la infracción", "The offence's name"),
    "text.field.rule": ("La regla", "The rule"),
    "text.field.penalty_details": ("El detalle de la infracción", "The offence's details"),
    "penalty.bad_kind": (
        "«{kind}» no es una penalidad: use warning (advertencia verbal), hands (pérdida de "
        "manos), orbits (pérdida de órbitas) o disqualification (descalificación).",
        "“{kind}” is not a penalty: use warning, hands (missed hands), orbits (missed orbits) "
        "or disqualification.",
    ),
    "penalty.count_not_used": (
        "La {what} no lleva cantidad de manos ni de órbitas.",
        "A {what} takes no number of hands or orbits.",
    ),
    "penalty.count_needed.hands": (
        "Indique cuántas manos pierde el jugador.",
        "Give how many hands the player misses.",
    ),
    "penalty.count_needed.orbits": (
        "Indique cuántas órbitas pierde el jugador (1 a 4, ADTP 68-B).",
        "Give how many orbits the player misses (1 to 4, ADTP 68-B).",
    ),
    "penalty.bad_count.hands": (
        "La pérdida de manos es de 1 a {max} manos; se indicó {count}.",
        "Missed hands are 1 to {max} hands; {count} was given.",
    ),
    "penalty.bad_count.orbits": (
        "La pérdida de órbitas es de 1 a {max} órbitas (ADTP 68-B); se indicó {count}.",
        "Missed orbits are 1 to {max} orbits (ADTP 68-B); {count} was given.",
    ),
    "penalty.count_without_kind": (
        "Indique la penalidad (kind) junto con la cantidad, o ninguna de las dos para aplicar "
        "la propuesta.",
        "Give the penalty (kind) with the number, or neither to give the proposal.",
    ),
    "penalty.players_needed": (
        "Indique cuántos jugadores había en la mesa: la pérdida de órbitas se cuenta por ellos "
        "(ADTP 68-B).",
        "Give how many players were at the table: missed orbits are counted by them (ADTP 68-B).",
    ),
    "penalty.bad_players": (
        "Los jugadores en la mesa al momento de la infracción deben ser de 1 a {max}; se "
        "indicó {players}.",
        "The players at the table when the offence happened must be 1 to {max}; {players} "
        "was given.",
    ),
    "penalty.not_seated": (
        "{name} no está sentado: la pérdida de órbitas se cuenta por los jugadores de su mesa "
        "(ADTP 68-B). Indique cuántos eran, o aplique pérdida de manos.",
        "{name} is not seated: missed orbits are counted by the players at his table "
        "(ADTP 68-B). Give how many there were, or give missed hands.",
    ),
    "penalty.unknown_offence": (
        "La infracción «{offence}» no está en la lista de la casa; elija una de: {known}.",
        "The offence “{offence}” is not on the house's list; choose one of: {known}.",
    ),
    "penalty.details_needed": (
        "Describa lo ocurrido: «{offence}» necesita el detalle, que queda en el registro.",
        "Describe what happened: “{offence}” needs the details, which go into the record.",
    ),
    "penalty.reason_needed": (
        "La propuesta es {proposed}: para aplicar {chosen} indique el motivo; queda en el "
        "registro.",
        "The proposal is {proposed}: to give {chosen} instead, give the reason; it goes into "
        "the record.",
    ),
    "penalty.tournament_over": (
        "El torneo terminó: ya no se aplican penalidades.",
        "The tournament is over: no more penalties are given.",
    ),
    "penalty.entry_out": (
        "{name} (entrada {id}) ya no está en juego: no se le aplica una penalidad.",
        "{name} (entry {id}) is no longer in play: no penalty can be given.",
    ),
    "penalty.no_entry_in_play": (
        "La ficha de jugador {id} no tiene una entrada en juego en este torneo.",
        "Player record {id} has no entry in play in this tournament.",
    ),
    "penalty.unknown": ("No existe la penalidad n.º {id}.", "There is no penalty no. {id}."),
    "penalty.not_serving": (
        "La penalidad n.º {id} de {name} no se está cumpliendo, no hay nada que marcar: "
        "{status}. Una penalidad cumplida solo vuelve deshaciendo.",
        "Penalty no. {id} of {name} is not being served, there is nothing to mark: {status}. "
        "A served penalty comes back only by undo.",
    ),
    "penalty.why.first": (
        "Primera infracción del jugador en este evento: la escala de la casa empieza con {step}.",
        "The player's first offence in this event: the house's ladder starts with {step}.",
    ),
    "penalty.why.next": (
        "Infracción n.º {n} del jugador en este evento; la más grave hasta ahora, {worst}: la "
        "escala de la casa sigue con {step} (ADTP 68-B).",
        "The player's offence no. {n} in this event; the heaviest so far, {worst}: the house's "
        "ladder goes on to {step} (ADTP 68-B).",
    ),
    "penalty.why.top": (
        "Infracción n.º {n} del jugador en este evento; la más grave hasta ahora, {worst}: la "
        "escala de la casa termina en {step} (ADTP 68-B).",
        "The player's offence no. {n} in this event; the heaviest so far, {worst}: the house's "
        "ladder ends at {step} (ADTP 68-B).",
    ),
    "penalty.why.minimum": (
        "«{offence}» lleva al menos {step} ({rule}).",
        "“{offence}” carries at least {step} ({rule}).",
    ),
    "penalty.given.warning": (
        "{name}: advertencia verbal por «{offence}» ({rule}).",
        "{name}: verbal warning for “{offence}” ({rule}).",
    ),
    "penalty.given.disqualification": (
        "{name}: descalificado por «{offence}» ({rule}).",
        "{name}: disqualified for “{offence}” ({rule}).",
    ),
    "penalty.given.hands": (
        "{name}: {step} por «{offence}» ({rule}); {hands} {hands:mano|manos} por cumplir.",
        "{name}: {step} for “{offence}” ({rule}); {hands} {hands:hand|hands} to serve.",
    ),
    "penalty.served_words": (
        "Penalidad n.º {id} de {name}: cumplida.",
        "Penalty no. {id} of {name}: served.",
    ),
    "penalty.status.serving": (
        "cumpliendo: {left:queda|quedan} {left} de {hands} {hands:mano|manos}",
        "serving: {left} of {hands} {hands:hand|hands} left",
    ),
    "penalty.status.served_hands": ("cumplida (manos contadas)", "served (hands counted)"),
    "penalty.status.served_marked": (
        "cumplida (marcada por {operator})",
        "served (marked by {operator})",
    ),
    "penalty.status.warning": ("advertencia dada", "warning given"),
    "penalty.status.disqualified": ("descalificado", "disqualified"),
    "penalty.status.ended.eliminated": ("terminó: eliminado", "ended: eliminated"),
    "penalty.status.ended.withdrew": ("terminó: abandonó el torneo", "ended: withdrew"),
    "penalty.status.ended.disqualified": ("terminó: descalificado", "ended: disqualified"),
    "penalty.status.ended.cancelled": ("terminó: entrada anulada", "ended: entry cancelled"),
    "penalty.status.ended.removed": (
        "terminó: fichas de ausente retiradas",
        "ended: absent stack removed",
    ),
    "penalty.offences.empty": (
        "La lista de infracciones necesita al menos una.",
        "The offence list needs at least one offence.",
    ),
    "penalty.offences.too_many": (
        "La lista de infracciones admite hasta {max}.",
        "The offence list holds at most {max}.",
    ),
    "penalty.offences.bad_entry": (
        "La infracción n.º {n} de la lista no se puede leer: indique key, name, rule, minimum "
        "y needs_details.",
        "Offence no. {n} of the list cannot be read: give key, name, rule, minimum and "
        "needs_details.",
    ),
    "penalty.offences.bad_key": (
        "El código «{code}» de la infracción n.º {n} no vale: use letras minúsculas sin tilde, "
        "dígitos y _ (hasta 40).",
        "The key “{code}” of offence no. {n} is not valid: use lower-case letters, digits and _ "
        "(up to 40).",
    ),
    "penalty.offences.duplicate": (
        "La infracción «{code}» figura dos veces en la lista.",
        "The offence “{code}” is listed twice.",
    ),
    "penalty.offences.name_needed": (
        "La infracción «{code}» es de la casa: escriba su nombre.",
        "The offence “{code}” is the house's own: write its name.",
    ),
    "penalty.offences.rule_needed": (
        "Indique la regla en que cae «{offence}» (por ejemplo ADTP 68-A).",
        "Give the rule “{offence}” falls under (for example ADTP 68-A).",
    ),
    "penalty.ladder.empty": (
        "La escala de penalidades necesita al menos un paso.",
        "The penalty ladder needs at least one step.",
    ),
    "penalty.ladder.too_long": (
        "La escala de penalidades admite hasta {max} pasos.",
        "The penalty ladder holds at most {max} steps.",
    ),
    "penalty.ladder.after_disqualification": (
        "La descalificación solo puede ser el último paso de la escala (es el paso {n}).",
        "Disqualification can only be the ladder's last step (it is step {n}).",
    ),
    "penalty.ladder.lighter": (
        "El paso {n} ({step}) es más leve que el paso {prev} ({before}): las infracciones "
        "repetidas reciben penalidades cada vez mayores (ADTP 68-B).",
        "Step {n} ({step}) is lighter than step {prev} ({before}): repeated offences get "
        "increasing penalties (ADTP 68-B).",
    ),
    "paper.penalty_report": ("reporte-penalidades", "penalty-report"),
    "paper.penalty_notice": ("aviso-penalidad", "penalty-notice"),
    "penalty.hand_for_hand_on": (
        "El reloj está en mano por mano: la mano de la mesa {table} se marca como mano por mano.",
        "The clock is hand-for-hand: table {table}'s hand is marked as a hand-for-hand hand.",
    ),
    "penalty.log.hands": ("{hands} {hands:mano|manos}", "{hands} {hands:hand|hands}"),
    "penalty.log.offence": ("«{offence}» ({rule})", "“{offence}” ({rule})"),
    "penalty.log.proposed": ("propuesta: {step}", "proposed: {step}"),
    "penalty.log.served": (
        "penalidad n.º {id} marcada cumplida; {left:quedaba|quedaban} {left} {left:mano|manos} "
        "según la cuenta",
        "penalty no. {id} marked served; {left} {left:hand|hands} left by the count",
    ),
    "penalty.log.offences": (
        "{count} {count:infracción|infracciones}: {offences}",
        "{count} {count:offence|offences}: {offences}",
    ),
    "penalty.log.ladder": ("Escala: {ladder}", "Ladder: {ladder}"),
    # -- the clock on a player, "tiempo" (domain/player_clock.py; ADTP 29, Casino Club
    # "Tiempo para actuar")
    "player_clock.not_started": (
        "El reloj del torneo no ha empezado: todavía no se juega, no hay a quién pedir tiempo.",
        "The tournament's clock has not started: nobody is playing yet to call the clock on.",
    ),
    "player_clock.paused": (
        "El reloj del torneo está en pausa: el juego está detenido. Reanude el reloj antes de "
        "pedir tiempo.",
        "The tournament's clock is paused: play is stopped. Resume the clock before calling "
        "the clock on a player.",
    ),
    "player_clock.clock_finished": (
        "El reloj del torneo terminó su último nivel: no se puede pedir tiempo.",
        "The tournament's clock has run out its last level: no clock can be called.",
    ),
    "player_clock.no_room": (
        "Todavía no hay mesas: defina la estructura y el número de mesas.",
        "There are no tables yet: set the structure and the number of tables.",
    ),
    "player_clock.bad_seat": (
        "«{seat}» no es un asiento de la mesa {table}.",
        "'{seat}' is not a seat at table {table}.",
    ),
    "player_clock.table_closed": (
        "La mesa {table} está cerrada: no hay nadie a quien pedir tiempo.",
        "Table {table} is closed: there is nobody there to call the clock on.",
    ),
    "player_clock.seat_empty": (
        "Nadie está sentado en la mesa {table}, asiento {seat}.",
        "Nobody is seated at table {table}, seat {seat}.",
    ),
    "player_clock.table_busy": (
        "Ya corre el tiempo en la mesa {table}: asiento {seat}, {name}, quedan {time}. En una "
        "mesa actúa un jugador a la vez: registre primero cómo terminó ese tiempo.",
        "A clock is already running at table {table}: seat {seat}, {name}, {time} left. One "
        "player acts at a time at a table: record how that clock ended first.",
    ),
    "player_clock.table_busy_expired": (
        "En la mesa {table} el tiempo de {name} (asiento {seat}) se cumplió y falta registrar "
        "cómo terminó: regístrelo antes de pedir tiempo otra vez en esa mesa.",
        "At table {table} the clock on {name} (seat {seat}) ran out and how it ended is not "
        "recorded yet: record it before calling the clock at that table again.",
    ),
    "player_clock.requester_not_in_play": (
        "La inscripción {entry} no está en juego: no puede pedir tiempo.",
        "Entry {entry} is not in play: it cannot ask for the clock.",
    ),
    "player_clock.requester_is_player": (
        "{name} no puede pedir tiempo sobre sí mismo: elija quién lo pidió, o el floor.",
        "{name} cannot call the clock on themselves: choose who asked for it, or the floor.",
    ),
    "player_clock.unknown": (
        "No hay un tiempo número {clock_id} en este torneo.",
        "There is no clock number {clock_id} in this tournament.",
    ),
    "player_clock.already_resolved": (
        "El tiempo de {name} (mesa {table}, asiento {seat}) ya está registrado: {outcome}. "
        "Deshaga ese registro para cambiarlo.",
        "The clock on {name} (table {table}, seat {seat}) is already recorded: {outcome}. Undo "
        "that record to change it.",
    ),
    "player_clock.bad_outcome": (
        "«{outcome}» no es un resultado de un tiempo; use {choices}.",
        "'{outcome}' is not how a clock ends; use {choices}.",
    ),
    "player_clock.not_expired": (
        "A {name} todavía le quedan {time} ({rule}): la mano queda muerta, o en check, solo "
        "cuando se acaba el tiempo. Si actuó, registre «actuó a tiempo».",
        "{name} still has {time} ({rule}): the hand is dead, or checked, only once the time "
        "is up. If the player acted, record 'acted in time'.",
    ),
    "player_clock.no_check": (
        "{rule}: vencido el tiempo la mano está muerta, haya o no apuesta. Registre «mano muerta».",
        "{rule}: when the time runs out the hand is dead, bet or no bet. Record 'hand dead'.",
    ),
    "player_clock.outcome.acted": ("actuó a tiempo", "acted in time"),
    "player_clock.outcome.hand_dead": ("mano muerta", "hand dead"),
    "player_clock.outcome.checked": ("check (sin apuesta que pagar)", "checked (no bet to face)"),
    "player_clock.outcome.withdrawn": ("retirado por el floor", "withdrawn by the floor"),
}


def set_language(language: str) -> None:
    """Choose the language of messages ("es" or "en")."""
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; use one of {LANGUAGES}")
    _language = language


def language() -> str:
    return _language


class _Counted(string.Formatter):
    """str.format with counted words: ``{count:jugador|jugadores}`` is the first form when
    count is 1 (the number, or its text "1"), else the second; either form may name fields
    (``{max:el reingreso permitido|los {max} reingresos permitidos}``)."""

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        one, many = format_spec.split("|", 1)
        return one if is_one(value) else many


def is_one(value: object) -> bool:
    """Whether a count takes the singular: 1, or a text that says 1 ("1", not "1.000")."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int | float):
        return value == 1
    return str(value).strip() == "1"


_COUNTED = _Counted()


def t(key: str, **params: object) -> str:
    """The message for key in the current language, with its parameters filled in; counted
    words agree with their number (see _Counted)."""
    return in_language(CATALOG[key], _language, **params)


def in_language(words: tuple[str, str], language: str, /, **params: object) -> str:
    """A (Spanish, English) pair in ``language``, with its parameters filled in as `t` does
    (for those who answer in several languages at once, as the room's web page)."""
    text = words[1] if language == "en" else words[0]
    if not params:
        return text
    return _COUNTED.format(text, **params) if "|" in text else text.format(**params)

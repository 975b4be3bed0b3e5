"""Words printed on receipts, tickets and reports, in Spanish and English.

Kept here rather than in i18n.CATALOG so the renderers take the language as an argument
(a receipt may be printed in the player's language while the console speaks another).
"""

from __future__ import annotations

LANGUAGES = ("es", "en")

# key -> (Spanish, English)
LABELS: dict[str, tuple[str, str]] = {
    # entry kinds
    "kind.registration": ("Inscripción", "Registration"),
    "kind.late_registration": ("Inscripción tardía", "Late registration"),
    "kind.reentry": ("Reingreso", "Re-entry"),
    "kind.rebuy": ("Recompra", "Rebuy"),
    "kind.addon": ("Add-on", "Add-on"),
    "kind.refund": ("Devolución", "Refund"),
    # payment methods
    "method.cash": ("Efectivo", "Cash"),
    "method.card": ("Tarjeta", "Card"),
    "method.debit": ("Tarjeta de débito", "Debit card"),
    "method.credit": ("Tarjeta de crédito", "Credit card"),
    "method.transfer": ("Transferencia", "Bank transfer"),
    "method.voucher": ("Vale", "Voucher"),
    "method.satellite": ("Ticket de satélite", "Satellite ticket"),
    "method.chips": ("Fichas de caja", "Cage chips"),
    "method.other": ("Otro", "Other"),
    "method.cheque": ("Cheque", "Cheque"),
    # receipt
    "receipt.title": ("COMPROBANTE", "RECEIPT"),
    "receipt.entry": ("Entrada N.º", "Entry no."),
    "receipt.prize_pool": ("Pozo de premios", "Prize pool"),
    "receipt.fee": ("Comisión", "Fee"),
    "receipt.staff_fee": ("Aporte personal", "Staff fee"),
    "receipt.total_paid": ("TOTAL PAGADO", "TOTAL PAID"),
    "receipt.total_refunded": ("TOTAL DEVUELTO", "TOTAL REFUNDED"),
    "receipt.payment": ("Pago", "Payment"),
    "receipt.player": ("Jugador", "Player"),
    "receipt.document": ("Documento", "ID document"),
    "receipt.chips": ("Fichas", "Chips"),
    "receipt.seat": ("Mesa {table} · Asiento {seat}", "Table {table} · Seat {seat}"),
    "receipt.operator": ("Operador", "Operator"),
    "receipt.time": ("Fecha y hora", "Date and time"),
    "receipt.code": ("Código de verificación", "Verification code"),
    "receipt.copy_banner": ("COPIA — REIMPRESIÓN", "COPY — REPRINT"),
    "receipt.copy_mark": ("COPIA", "COPY"),
    "receipt.copy_player": ("ORIGINAL — JUGADOR", "ORIGINAL — PLAYER"),
    "receipt.copy_cashier": ("COPIA — CAJA", "COPY — CASHIER"),
    "receipt.reprint_player": ("COPIA — JUGADOR", "COPY — PLAYER"),
    "receipt.keep": (
        "Conserve este comprobante. No es válido como ficha.",
        "Keep this receipt. It is not a chip.",
    ),
    # seat ticket
    "seat.title": ("ASIGNACIÓN DE ASIENTO", "SEAT ASSIGNMENT"),
    "seat.table": ("MESA", "TABLE"),
    "seat.seat": ("ASIENTO", "SEAT"),
    "seat.moved_from": ("Viene de mesa {table}, asiento {seat}", "From table {table}, seat {seat}"),
    "seat.chips": ("Fichas iniciales", "Starting chips"),
    "seat.chips_moved": ("Fichas", "Chips"),
    # waiting-list ticket
    "waiting.title": ("LISTA DE ESPERA", "WAITING LIST"),
    "waiting.position": ("POSICIÓN", "POSITION"),
    "waiting.note": (
        "Le llamaremos por su nombre cuando haya un asiento.",
        "We will call your name when a seat opens.",
    ),
    # common
    "common.tournament": ("Torneo", "Tournament"),
    "common.time": ("Hora", "Time"),
    # reports
    "report.page": ("Página {page} de {pages}", "Page {page} of {pages}"),
    "report.printed_at": ("Impreso el {time}", "Printed {time}"),
    "report.register.title": ("Registro de inscripciones", "Registration register"),
    "report.register.number": ("N.º", "No."),
    "report.register.time": ("Fecha/hora", "Date/time"),
    "report.register.player": ("Jugador", "Player"),
    "report.register.document": ("Documento", "Document"),
    "report.register.nationality": ("Nacionalidad", "Nationality"),
    "report.register.kind": ("Tipo", "Kind"),
    "report.register.amount": ("Monto", "Amount"),
    "report.register.method": ("Medio de pago", "Payment method"),
    "report.register.operator": ("Operador", "Operator"),
    "report.register.currency": ("Moneda", "Currency"),
    "report.register.entries": ("Entradas", "Entries"),
    "report.register.total": ("Total neto", "Net total"),
    "report.register.empty": ("Sin inscripciones.", "No entries."),
    "report.waiting.title": ("Lista de espera", "Waiting list"),
    "report.waiting.position": ("Posición", "Position"),
    "report.waiting.player": ("Jugador", "Player"),
    "report.waiting.document": ("Documento", "Document"),
    "report.waiting.since": ("En lista desde", "Waiting since"),
    "report.waiting.note": ("Nota", "Note"),
    "report.waiting.empty": ("La lista de espera está vacía.", "The waiting list is empty."),
    "report.shift.title": ("Cierre de caja", "Cashier shift"),
    "report.shift.cashier": ("Cajero", "Cashier"),
    "report.shift.opened": ("Apertura", "Opened"),
    "report.shift.closed": ("Cierre", "Closed"),
    "report.shift.open": ("abierto", "still open"),
    "report.shift.float": ("Fondo inicial", "Opening float"),
    "report.shift.method": ("Medio de pago", "Payment method"),
    "report.shift.entries": ("Entradas", "Entries"),
    "report.shift.received": ("Recibido", "Received"),
    "report.shift.refunded": ("Devuelto", "Refunded"),
    "report.shift.prizes": ("Premios", "Prizes"),
    "report.shift.prizes_paid": ("Premios pagados ({method})", "Prizes paid ({method})"),
    "report.shift.prizes_elsewhere": (
        "Premios fuera de caja ({method})",
        "Prizes not from the drawer ({method})",
    ),
    "report.shift.expected": ("Esperado", "Expected"),
    "report.shift.counted": ("Contado", "Counted"),
    "report.shift.difference": ("Diferencia", "Difference"),
    "report.shift.not_counted": ("sin contar aún", "not counted yet"),
    "report.shift.totals": ("Totales", "Totals"),
    "report.shift.split": ("Reparto de lo recibido", "How the money splits"),
    "report.shift.balanced": (
        "Caja cuadrada: cada medio de pago coincide con lo contado.",
        "The count matches for every payment method.",
    ),
    "report.shift.balanced_so_far": (
        "Lo contado coincide; quedan medios de pago sin contar aún.",
        "What has been counted matches; some payment methods are not counted yet.",
    ),
    "report.shift.unbalanced": (
        "Hay diferencias en {methods}: revise y firme.",
        "There are differences in {methods}: check and sign.",
    ),
    "report.shift.not_counted_yet": (
        "Sin contar aún: lo contado se anota al cerrar el turno y recién entonces se compara.",
        "Not counted yet: the count is entered when the shift closes, and only then compared.",
    ),
    "report.shift.per_method": (
        "Cada medio de pago se cuenta y se compara por separado (efectivo en caja, "
        "comprobantes de tarjeta, vales, tickets de satélite): lo esperado, lo contado y la "
        "diferencia no se suman entre medios.",
        "Each payment method is counted and compared on its own (cash in the drawer, card "
        "slips, vouchers, satellite tickets): expected, counted and difference are not added "
        "across methods.",
    ),
    "report.shift.cash_formula": (
        "Efectivo esperado en caja = fondo inicial {float} + cobrado en efectivo {taken} "
        "− devuelto en efectivo {refunded} − premios pagados en efectivo {prizes} = {expected}",
        "Cash expected in the drawer = opening float {float} + cash taken {taken} − cash "
        "refunded {refunded} − prizes paid in cash {prizes} = {expected}",
    ),
    "report.shift.cash_negative": (
        "El efectivo esperado es negativo: salió de la caja más efectivo del que tenía.",
        "The expected cash is below zero: more cash left the drawer than it held.",
    ),
    "report.shift.signature": ("Firma cajero", "Cashier's signature"),
    "report.shift.signature_director": ("Firma director", "Director's signature"),
    # the Qt print adapter's dialogs
    "adapter.print_title": ("Imprimir: {title}", "Print: {title}"),
    "adapter.save_pdf": ("Guardar como PDF", "Save as PDF"),
    "adapter.save_csv": ("Guardar como CSV", "Save as CSV"),
    "adapter.pdf_filter": ("Documentos PDF (*.pdf)", "PDF documents (*.pdf)"),
    "adapter.csv_filter": ("Planillas CSV (*.csv)", "CSV spreadsheets (*.csv)"),
    "adapter.print_failed": (
        "No se pudo imprimir en «{printer}». Revise que esté encendida, conectada y con papel, "
        "o guarde el documento como PDF.",
        "Could not print on '{printer}'. Check that it is on, connected and has paper, "
        "or save the document as a PDF.",
    ),
    "adapter.unreadable": (
        "El documento no se pudo preparar para imprimir ({error}). Guárdelo como PDF.",
        "The document could not be prepared for printing ({error}). Save it as a PDF.",
    ),
    "adapter.save_failed": (
        "No se pudo guardar «{path}»: {error}",
        "Could not save '{path}': {error}",
    ),
    # no printer installed: papers kept as PDF files (services/papers.py)
    "adapter.no_printer_title": ("Sin impresora", "No printer"),
    "adapter.no_printer": (
        "No hay ninguna impresora instalada en este PC. Los comprobantes, tickets y reportes "
        "se guardan como PDF, sin preguntar, en la carpeta del torneo:\n{folder}\n\n"
        "Cada papel lleva un nombre que dice qué es (por ejemplo {name}) y ninguno reemplaza "
        "a otro. Instale una impresora para imprimirlos.",
        "No printer is installed on this PC. Receipts, tickets and reports are saved as PDF, "
        "without asking, in the tournament's folder:\n{folder}\n\nEach paper has a name "
        "that says what it is (for example {name}) and none replaces another. Install a "
        "printer to print them.",
    ),
    "adapter.open_folder": ("Abrir la carpeta", "Open the folder"),
    "adapter.saved_status": (
        "Sin impresora: guardado {name} en {folder}",
        "No printer: saved {name} in {folder}",
    ),
}


def label(key: str, language: str, **values: object) -> str:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; use one of {LANGUAGES}")
    text = LABELS[key][LANGUAGES.index(language)]
    return text.format(**values) if values else text


def method_label(method: str, language: str) -> str:
    """A known payment method in words; anything else printed as the service gave it."""
    key = f"method.{method}"
    return label(key, language) if key in LABELS else method

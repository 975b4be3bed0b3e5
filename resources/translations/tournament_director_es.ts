<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ClockTab</name>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="16"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="18"/>
        <source>The blind clock (levels, breaks and the big-screen display) arrives in a later version.</source>
        <translation>El reloj de ciegas (niveles, descansos y la pantalla para la sala) llega en una próxima versión.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="25"/>
        <source>Archived</source>
        <translation>Archivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="25"/>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="26"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="27"/>
        <source>Status:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="29"/>
        <source>Created:</source>
        <translation>Creado:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="30"/>
        <source>Players registered:</source>
        <translation>Jugadores inscritos:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="31"/>
        <source>Events recorded:</source>
        <translation>Eventos registrados:</translation>
    </message>
</context>
<context>
    <name>EventLogTableModel</name>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="104"/>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="105"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="106"/>
        <source>Operator</source>
        <translation>Operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="107"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="108"/>
        <source>Details</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="109"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="115"/>
        <source>undoes {seqs}</source>
        <translation>deshace {seqs}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="119"/>
        <source>redoes {seqs}</source>
        <translation>rehace {seqs}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="123"/>
        <source>undone</source>
        <translation>deshecho</translation>
    </message>
</context>
<context>
    <name>ExceptionHook</name>
    <message>
        <location filename="../../tournament_director/ui/error_handling.py" line="65"/>
        <source>Not done</source>
        <translation>No se hizo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/error_handling.py" line="70"/>
        <source>Something went wrong inside Tournament Director: {error}

What was already saved is safe. The problem was written to the log file; tell the director. You can keep working.</source>
        <translation>Ocurrió un error dentro de Tournament Director: {error}

Lo que ya estaba guardado está a salvo. El problema quedó anotado en el archivo de registro; avise al director. Puede seguir trabajando.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/error_handling.py" line="78"/>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
</context>
<context>
    <name>FirstDirectorDialog</name>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="148"/>
        <source>Tournament Director — First start</source>
        <translation>Tournament Director — Primer inicio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="151"/>
        <source>This database has no operators yet. Create the first tournament director: they can then add the rest of the staff.</source>
        <translation>Esta base de datos todavía no tiene operadores. Cree el primer director de torneo; después podrá agregar al resto del personal.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="161"/>
        <source>Director&apos;s name:</source>
        <translation>Nombre del director:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="162"/>
        <source>PIN (4 to 12 digits):</source>
        <translation>PIN (de 4 a 12 dígitos):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="163"/>
        <source>PIN again:</source>
        <translation>Repita el PIN:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="167"/>
        <source>Create director</source>
        <translation>Crear director</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="168"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="180"/>
        <source>The two PINs are different. Type them again.</source>
        <translation>Los dos PIN no coinciden. Escríbalos de nuevo.</translation>
    </message>
</context>
<context>
    <name>LockScreen</name>
    <message>
        <location filename="../../tournament_director/ui/idle_lock.py" line="84"/>
        <source>Unlock</source>
        <translation>Desbloquear</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/idle_lock.py" line="112"/>
        <source>Switch operator</source>
        <translation>Cambiar operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/idle_lock.py" line="113"/>
        <source>Choose who takes over the console and type their PIN.</source>
        <translation>Elija quién toma la consola y escriba su PIN.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/idle_lock.py" line="115"/>
        <source>Console locked</source>
        <translation>Consola bloqueada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/idle_lock.py" line="118"/>
        <source>Locked by {name}. Type the PIN to continue, or choose another operator to take over.</source>
        <translation>Bloqueada por {name}. Escriba el PIN para continuar, o elija otro operador para tomar la consola.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="43"/>
        <source>From:</source>
        <translation>Desde:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="44"/>
        <source>To:</source>
        <translation>Hasta:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="47"/>
        <source>Clear filters</source>
        <translation>Quitar filtros</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="51"/>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="53"/>
        <source>Operator:</source>
        <translation>Operador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="55"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="121"/>
        <source>All events</source>
        <translation>Todos los eventos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="125"/>
        <source>All operators</source>
        <translation>Todos los operadores</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="130"/>
        <source>All players</source>
        <translation>Todos los jugadores</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/log_view.py" line="153"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n evento</numerusform>
            <numerusform>%n eventos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="54"/>
        <source>Tournament Director — Floor console</source>
        <translation>Tournament Director — Consola de sala</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="64"/>
        <source>No tournament open.
Choose one in the list and press Open, or create a new one (Ctrl+N).</source>
        <translation>No hay ningún torneo abierto.
Elija uno de la lista y pulse Abrir, o cree uno nuevo (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="99"/>
        <source>Database: {path}</source>
        <translation>Base de datos: {path}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="113"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="114"/>
        <source>&amp;Open selected tournament</source>
        <translation>&amp;Abrir el torneo seleccionado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="115"/>
        <source>&amp;Close tournament tab</source>
        <translation>&amp;Cerrar la pestaña del torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="116"/>
        <source>&amp;Archive selected tournament…</source>
        <translation>Arc&amp;hivar el torneo seleccionado…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="117"/>
        <source>&amp;Restore selected tournament</source>
        <translation>&amp;Restaurar el torneo seleccionado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="118"/>
        <source>S&amp;witch operator…</source>
        <translation>Ca&amp;mbiar operador…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="119"/>
        <source>&amp;Lock console</source>
        <translation>&amp;Bloquear consola</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="120"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="121"/>
        <source>&amp;Undo last action…</source>
        <translation>&amp;Deshacer la última acción…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="122"/>
        <source>&amp;Redo…</source>
        <translation>Re&amp;hacer…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="123"/>
        <source>&amp;Registration</source>
        <translation>&amp;Inscripción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="124"/>
        <source>Event &amp;log</source>
        <translation>&amp;Registro de eventos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="125"/>
        <location filename="../../tournament_director/ui/main_window.py" line="192"/>
        <source>&amp;Operators…</source>
        <translation>&amp;Operadores…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="126"/>
        <source>Change my &amp;PIN…</source>
        <translation>Cambiar mi &amp;PIN…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="127"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="128"/>
        <source>&amp;About Tournament Director</source>
        <translation>&amp;Acerca de Tournament Director</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="132"/>
        <source>&amp;Console</source>
        <translation>&amp;Consola</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="140"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="142"/>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="144"/>
        <source>&amp;Staff</source>
        <translation>&amp;Personal</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="148"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="186"/>
        <source>Operator: {name} ({role})</source>
        <translation>Operador: {name} ({role})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="192"/>
        <source>&amp;Operators (view)…</source>
        <translation>&amp;Operadores (consulta)…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="271"/>
        <source>Tournament not opened</source>
        <translation>No se abrió el torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="324"/>
        <location filename="../../tournament_director/ui/main_window.py" line="336"/>
        <source>Nothing undone</source>
        <translation>No se deshizo nada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="327"/>
        <source>Undo the latest action in “{tournament}”?

{what}

It stays in the event log, marked as undone.
Reason (optional):</source>
        <translation>¿Deshacer la última acción en «{tournament}»?

{what}

Queda en el registro de eventos, marcada como deshecha.
Motivo (opcional):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="330"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="346"/>
        <location filename="../../tournament_director/ui/main_window.py" line="356"/>
        <source>Nothing redone</source>
        <translation>No se rehízo nada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="348"/>
        <source>Redo this action in “{tournament}”?

{what}</source>
        <translation>¿Rehacer esta acción en «{tournament}»?

{what}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="351"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="377"/>
        <source>About Tournament Director</source>
        <translation>Acerca de Tournament Director</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="378"/>
        <source>Tournament Director — floor console for live poker tournaments.</source>
        <translation>Tournament Director — consola de sala para torneos de póker en vivo.</translation>
    </message>
</context>
<context>
    <name>OperatorsDialog</name>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="44"/>
        <source>Operators</source>
        <translation>Operadores</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="48"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="48"/>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="48"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="55"/>
        <source>Change role…</source>
        <translation>Cambiar rol…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="56"/>
        <source>Reset PIN…</source>
        <translation>Restablecer PIN…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="57"/>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="149"/>
        <source>Deactivate</source>
        <translation>Desactivar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="58"/>
        <source>Change my PIN…</source>
        <translation>Cambiar mi PIN…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="66"/>
        <source>Full name</source>
        <translation>Nombre completo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="72"/>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="74"/>
        <source>PIN again</source>
        <translation>Repita el PIN</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="75"/>
        <source>Add operator</source>
        <translation>Agregar operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="77"/>
        <source>New operator</source>
        <translation>Nuevo operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="90"/>
        <source>Only a director can add operators or change them. You can change your own PIN.</source>
        <translation>Solo un director puede agregar o modificar operadores. Usted puede cambiar su propio PIN.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="122"/>
        <source>Active</source>
        <translation>Activo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="122"/>
        <source>Deactivated</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="147"/>
        <source>Reactivate</source>
        <translation>Reactivar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="164"/>
        <source>The two PINs are different. Type them again.</source>
        <translation>Los dos PIN no coinciden. Escríbalos de nuevo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="191"/>
        <source>Change role</source>
        <translation>Cambiar rol</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="192"/>
        <source>New role for {name}:</source>
        <translation>Nuevo rol de {name}:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="199"/>
        <source>Role not changed</source>
        <translation>No se cambió el rol</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="205"/>
        <source>New PIN for {name}</source>
        <translation>Nuevo PIN de {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="207"/>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="230"/>
        <source>PIN not changed</source>
        <translation>No se cambió el PIN</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="214"/>
        <source>Operator not changed</source>
        <translation>No se modificó el operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="222"/>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="236"/>
        <source>Change my PIN</source>
        <translation>Cambiar mi PIN</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="237"/>
        <source>Your PIN was changed.</source>
        <translation>Su PIN fue cambiado.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="244"/>
        <source>New PIN (4 to 12 digits):</source>
        <translation>PIN nuevo (de 4 a 12 dígitos):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="251"/>
        <source>The new PIN again:</source>
        <translation>Repita el PIN nuevo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="260"/>
        <source>The two PINs are different. Nothing was changed.</source>
        <translation>Los dos PIN no coinciden. No se cambió nada.</translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="15"/>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="17"/>
        <source>Buy-ins, the prize pool, the payout table and payout receipts arrive in a later version. No money is recorded yet.</source>
        <translation>Las compras de entrada, el pozo de premios, la tabla de pagos y los comprobantes de pago llegan en una próxima versión. Todavía no se registra dinero.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="24"/>
        <source>Players registered:</source>
        <translation>Jugadores inscritos:</translation>
    </message>
</context>
<context>
    <name>PlayersTableModel</name>
    <message>
        <location filename="../../tournament_director/ui/players_model.py" line="46"/>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_model.py" line="47"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_model.py" line="48"/>
        <source>Document type</source>
        <translation>Tipo de documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_model.py" line="49"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_model.py" line="50"/>
        <source>Registered at</source>
        <translation>Inscrito el</translation>
    </message>
</context>
<context>
    <name>RegistrationTab</name>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="48"/>
        <source>Full name</source>
        <translation>Nombre completo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="52"/>
        <source>Document number</source>
        <translation>Número de documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="53"/>
        <source>Register player</source>
        <translation>Inscribir jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="56"/>
        <source>This tournament is archived: restore it to register players.</source>
        <translation>Este torneo está archivado: restáurelo para inscribir jugadores.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="60"/>
        <source>Register a player</source>
        <translation>Inscribir un jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="62"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="64"/>
        <source>Document:</source>
        <translation>Documento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="81"/>
        <source>Search by name or document…</source>
        <translation>Buscar por nombre o documento…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="97"/>
        <source>Search:</source>
        <translation>Buscar:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/registration_tab.py" line="124"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="127"/>
        <source>{shown} of {total} players</source>
        <translation>{shown} de {total} jugadores</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="36"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="40"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="45"/>
        <source>For every console of this house.</source>
        <translation>Para todas las consolas de la casa.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="47"/>
        <source>Only a director can change it.</source>
        <translation>Solo un director puede cambiarlo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="56"/>
        <source>Remembered on this PC. The console switches as soon as you press OK.</source>
        <translation>Se recuerda en este PC. La consola cambia de idioma apenas pulse Aceptar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="62"/>
        <source>Lock the console after (idle):</source>
        <translation>Bloquear la consola si no se usa durante:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="64"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="116"/>
        <source>Tournament Director — Sign in</source>
        <translation>Tournament Director — Ingreso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="118"/>
        <source>Who is at the console?</source>
        <translation>¿Quién está en la consola?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="125"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>SignInForm</name>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="62"/>
        <source>Sign in</source>
        <translation>Ingresar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="66"/>
        <source>Operator:</source>
        <translation>Operador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="67"/>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
</context>
<context>
    <name>TablesTab</name>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="17"/>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="19"/>
        <source>The seat draw, balancing and breaking tables arrive in a later version. Until then, seat players by hand.</source>
        <translation>El sorteo de asientos, el balanceo y el cierre de mesas llegan en una próxima versión. Mientras tanto, asigne los asientos a mano.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="28"/>
        <source>Players registered:</source>
        <translation>Jugadores inscritos:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="29"/>
        <source>Tables needed (9 per table):</source>
        <translation>Mesas necesarias (9 por mesa):</translation>
    </message>
</context>
<context>
    <name>TournamentWorkspace</name>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="44"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="45"/>
        <source>Registration</source>
        <translation>Inscripción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="46"/>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="47"/>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="48"/>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="88"/>
        <source>by {operator}, {time}</source>
        <translation>por {operator}, {time}</translation>
    </message>
</context>
<context>
    <name>TournamentsPanel</name>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="56"/>
        <source>Show archived</source>
        <translation>Mostrar archivados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="57"/>
        <source>New…</source>
        <translation>Nuevo…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="58"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="59"/>
        <source>Archive</source>
        <translation>Archivar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="60"/>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="61"/>
        <source>Tournaments</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="119"/>
        <source>New tournament</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="119"/>
        <source>Tournament name:</source>
        <translation>Nombre del torneo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="125"/>
        <source>Tournament not created</source>
        <translation>No se creó el torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="142"/>
        <source>Archive “{name}”? It leaves the list and can no longer be changed until a director restores it. Nothing is deleted.</source>
        <translation>¿Archivar «{name}»? Sale de la lista y ya no se puede modificar hasta que un director lo restaure. No se borra nada.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="145"/>
        <source>Archive tournament</source>
        <translation>Archivar torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="147"/>
        <source>Not archived</source>
        <translation>No se archivó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="152"/>
        <source>Not restored</source>
        <translation>No se restauró</translation>
    </message>
</context>
<context>
    <name>TournamentsTableModel</name>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="52"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="53"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="54"/>
        <source>Last change</source>
        <translation>Último cambio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="66"/>
        <source>Archived</source>
        <translation>Archivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="68"/>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
</context>
<context>
    <name>labels</name>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="18"/>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="20"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="21"/>
        <source>Cashier</source>
        <translation>Cajero</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="27"/>
        <source>Tournament created</source>
        <translation>Torneo creado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="28"/>
        <source>Tournament renamed</source>
        <translation>Torneo renombrado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="29"/>
        <source>Tournament archived</source>
        <translation>Torneo archivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="30"/>
        <source>Tournament restored</source>
        <translation>Torneo restaurado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="31"/>
        <source>Player registered</source>
        <translation>Jugador inscrito</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="32"/>
        <source>Player details corrected</source>
        <translation>Datos del jugador corregidos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="33"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="34"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="35"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="58"/>
        <source>Player {id}: {text}</source>
        <translation>Jugador {id}: {text}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="62"/>
        <source>Undoes {type} ({seqs})</source>
        <translation>Deshace {type} ({seqs})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="67"/>
        <source>reason: {reason}</source>
        <translation>motivo: {reason}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="71"/>
        <source>Redoes {type} ({seqs})</source>
        <translation>Rehace {type} ({seqs})</translation>
    </message>
</context>
<context>
    <name>run_console</name>
    <message>
        <location filename="../../tournament_director/app.py" line="59"/>
        <source>Database not opened</source>
        <translation>No se abrió la base de datos</translation>
    </message>
</context>
</TS>

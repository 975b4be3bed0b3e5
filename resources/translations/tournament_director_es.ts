<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AccreditationDesk</name>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="731"/>
        <source>Print the seat ticket automatically</source>
        <translation>Imprimir el ticket de asiento automáticamente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="733"/>
        <source>After each accreditation, print the seat ticket without asking.</source>
        <translation>Después de cada acreditación, imprimir el ticket de asiento sin preguntar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="747"/>
        <source>Scan the QR or type the code, Enter</source>
        <translation>Escanee el QR o escriba el código, Enter</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="750"/>
        <source>The scanner types the QR&apos;s code and Enter. Typed: the code printed under the QR (e.g. 12-7-K3F9Q-7XW2M), then Enter.</source>
        <translation>El lector escribe el código del QR y Enter. A mano: el código impreso bajo el QR (p. ej. 12-7-K3F9Q-7XW2M) y luego Enter.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="769"/>
        <source>Slip and document</source>
        <translation>Comprobante y documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="792"/>
        <source>Filter: name or document…</source>
        <translation>Filtrar: nombre o documento…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="808"/>
        <source>Seat absent…</source>
        <translation>Sentar ausente…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="811"/>
        <source>House rule “Jugadores Ausentes”: the qualifier who has not come is seated with his recorded count and marked absent; his stack is removed at the end of the first level unless he comes.</source>
        <translation>Regla de la casa «Jugadores Ausentes»: el clasificado que no llegó se sienta con su conteo registrado y queda marcado ausente; su stack se retira al terminar el primer nivel, salvo que llegue.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="816"/>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1450"/>
        <source>Arrived</source>
        <translation>Llegó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="818"/>
        <source>The qualifier seated absent has come: check his document, mark him here.</source>
        <translation>Llegó el clasificado sentado como ausente: revise su documento y márquelo aquí.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="820"/>
        <source>Without a slip…</source>
        <translation>Sin comprobante…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="823"/>
        <source>A qualifier who lost his slip: found in the record (the one chosen in the list, or by name or document), F6</source>
        <translation>Clasificado que perdió su comprobante: se busca en el registro (el elegido en la lista, o por nombre o documento), F6</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="837"/>
        <source>Qualifiers</source>
        <translation>Clasificados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="864"/>
        <source>The qualifier shows his chip-control slip and his document.

Scan the slip&apos;s QR (the code field is ready) or type the code printed under it. A qualifier without his slip: “Without a slip…”. One who has not come: choose him in the list, “Seat absent…”.</source>
        <translation>El clasificado presenta su comprobante de control de fichas y su documento.

Escanee el QR del comprobante (el campo del código está listo) o escriba el código impreso debajo. Clasificado sin comprobante: «Sin comprobante…». Quien no llegó: elíjalo en la lista, «Sentar ausente…».</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="892"/>
        <source>chips</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="899"/>
        <source>Type or scan the document shown, Enter</source>
        <translation>Escriba o escanee el documento presentado, Enter</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="900"/>
        <source>Accredit (Enter)</source>
        <translation>Acreditar (Enter)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="903"/>
        <source>Cancel (Esc)</source>
        <translation>Cancelar (Esc)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="917"/>
        <source>Document shown:</source>
        <translation>Documento presentado:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="946"/>
        <source>TABLE</source>
        <translation>MESA</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="946"/>
        <source>SEAT</source>
        <translation>ASIENTO</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="962"/>
        <source>Print seat ticket</source>
        <translation>Imprimir ticket de asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="963"/>
        <source>Print the penalty notice</source>
        <translation>Imprimir el aviso de penalidad</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="964"/>
        <source>Next slip (Esc)</source>
        <translation>Siguiente comprobante (Esc)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1027"/>
        <source>Accredited %1 of %2</source>
        <translation>Acreditados %1 de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1032"/>
        <source>%n still to come</source>
        <translation>
            <numerusform>Falta %n por llegar</numerusform>
            <numerusform>Faltan %n por llegar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1034"/>
        <source>still playing: %1</source>
        <translation>aún en juego: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1036"/>
        <source>To come (%1)</source>
        <translation>Por llegar (%1)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1037"/>
        <source>Accredited (%1)</source>
        <translation>Acreditados (%1)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1038"/>
        <source>All (%1)</source>
        <translation>Todos (%1)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1043"/>
        <source>This event is archived: restore it to accredit.</source>
        <translation>Este evento está archivado: restáurelo para acreditar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1045"/>
        <source>The final stage is over: nobody more is accredited.</source>
        <translation>La etapa final terminó: ya no se acredita a nadie.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1159"/>
        <source>He was seated absent: check his document and press “Arrived”.</source>
        <translation>Fue sentado como ausente: revise su documento y pulse «Llegó».</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1181"/>
        <source>Genuine slip: ask for his document.</source>
        <translation>Comprobante válido: pida su documento.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1185"/>
        <source>Flight %1 · entry %2 · slip no. %3 · at the end: table %4, seat %5</source>
        <translation>Serie %1 · entrada %2 · comprobante n.º %3 · al cierre: mesa %4, asiento %5</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1210"/>
        <source>He qualified in more than one flight (%1): the event&apos;s rule decides the stack that counts; the other is forfeited.</source>
        <translation>Clasificó en más de una serie (%1): la regla del evento decide qué stack cuenta; el otro se pierde.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1235"/>
        <source>Ask for his document and type or scan its number.</source>
        <translation>Pida su documento y escriba o escanee el número.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1292"/>
        <source>%1 chips</source>
        <translation>%1 fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1295"/>
        <source>Accredited: %1, table %2, seat %3.</source>
        <translation>Acreditado: %1, mesa %2, asiento %3.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1301"/>
        <source>Give him his seat ticket.</source>
        <translation>Entréguele su ticket de asiento.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1308"/>
        <source>Accredited without slip: %1.</source>
        <translation>Acreditado sin comprobante: %1.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1310"/>
        <source>Penalty recorded (house rule “Etapa Final”): %1</source>
        <translation>Penalidad registrada (regla de la casa «Etapa Final»): %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1314"/>
        <source>Seated absent: %1.</source>
        <translation>Sentado como ausente: %1.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1317"/>
        <source>He plays absent: his blinds and antes are posted, and his stack is removed at the end of the first level unless he comes (house rule “Jugadores Ausentes”). When he comes, check his document and press “Arrived”.</source>
        <translation>Juega ausente: se le cobran ciegas y antes, y su stack se retira al terminar el primer nivel, salvo que llegue (regla de la casa «Jugadores Ausentes»). Cuando llegue, revise su documento y pulse «Llegó».</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1337"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1337"/>
        <source>Print the seat ticket?</source>
        <translation>¿Imprimir el ticket de asiento?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1367"/>
        <source>Seat ticket</source>
        <translation>Ticket de asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1418"/>
        <source>Seat %1 absent, with his recorded %2 chips (flight %3)?

His blinds and antes are posted and his stack is removed at the end of the first level unless he comes (house rule “Jugadores Ausentes”).</source>
        <translation>¿Sentar a %1 como ausente, con sus %2 fichas registradas (serie %3)?

Se le cobran ciegas y antes, y su stack se retira al terminar el primer nivel, salvo que llegue (regla de la casa «Jugadores Ausentes»).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1426"/>
        <source>Seat absent</source>
        <translation>Sentar ausente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1446"/>
        <source>Has %1 come? Check his document (%2) before marking him.</source>
        <translation>¿Llegó %1? Revise su documento (%2) antes de marcarlo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="1460"/>
        <source>%1 has come: table %2, seat %3.</source>
        <translation>Llegó %1: mesa %2, asiento %3.</translation>
    </message>
</context>
<context>
    <name>BustOutDialog</name>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="89"/>
        <source>Bust-outs</source>
        <translation>Eliminaciones</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="107"/>
        <source>Out in a hand</source>
        <translation>Eliminación en una mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="108"/>
        <source>One or several players lost all their chips.</source>
        <translation>Uno o varios jugadores perdieron todas sus fichas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="109"/>
        <source>Withdrawal</source>
        <translation>Abandono</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="112"/>
        <source>Casino Club “Abandono del torneo”: the player leaves voluntarily; his chips are removed, he is ranked as out now and keeps any prize of his place.</source>
        <translation>Casino Club «Abandono del torneo»: el jugador se retira por voluntad propia; se retiran sus fichas, queda clasificado como eliminado en este momento y conserva el premio que corresponda a su lugar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="116"/>
        <source>Disqualification</source>
        <translation>Descalificación</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="127"/>
        <source>Only a director can disqualify a player.</source>
        <translation>Solo un director puede descalificar a un jugador.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="132"/>
        <source>Casino Club “Penalidades”, ADTP 68-D: the chips are removed and the player is ranked as out now (director).</source>
        <translation>Casino Club «Penalidades», ADTP 68-D: se retiran las fichas y el jugador queda clasificado como eliminado en este momento (director).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="144"/>
        <source>Search by name, table or seat…</source>
        <translation>Buscar por nombre, mesa o asiento…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="149"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="149"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="149"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="165"/>
        <source>Players in play (tick who is out)</source>
        <translation>Jugadores en juego (marque a los eliminados)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="172"/>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="405"/>
        <source>Out in this hand</source>
        <translation>Eliminados en esta mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="183"/>
        <source>The order cannot be told: they share the places</source>
        <translation>No se puede saber el orden: se reparten los lugares</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="187"/>
        <source>Casino Club “Clasificación”: players out at different tables are ranked in the order they went out; if it cannot be told, they share the prizes of the places in play.</source>
        <translation>Casino Club «Clasificación»: los jugadores eliminados en mesas distintas se ordenan según el orden en que quedaron eliminados; si no se puede saber, se reparten los premios de los lugares en juego.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="194"/>
        <source>Optional: the player who won the chips (players at the same table first).</source>
        <translation>Opcional: el jugador que ganó las fichas (primero los jugadores de la misma mesa).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="197"/>
        <source>chips counted, e.g. 12.500</source>
        <translation>fichas contadas, p. ej. 12.500</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="199"/>
        <source>what happened</source>
        <translation>qué ocurrió</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="202"/>
        <source>Eliminated by:</source>
        <translation>Eliminado por:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="203"/>
        <source>Chips removed:</source>
        <translation>Fichas retiradas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="204"/>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="222"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="224"/>
        <source>A mistake? Undo it in the console (Ctrl+Z).</source>
        <translation>¿Un error? Deshágalo en la consola (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="288"/>
        <source>All tables</source>
        <translation>Todas las mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="290"/>
        <source>Table {n}</source>
        <translation>Mesa {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="337"/>
        <source>{shown} of %n player(s) in play</source>
        <translation>
            <numerusform>{shown} de %n jugador en juego</numerusform>
            <numerusform>{shown} de %n jugadores en juego</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="405"/>
        <source>Withdraws</source>
        <translation>Abandona</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="405"/>
        <source>Disqualified</source>
        <translation>Descalificado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="408"/>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="566"/>
        <source>Tick the players out in the list.</source>
        <translation>Marque en la lista a los jugadores eliminados.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="413"/>
        <source>Stack at the start of the hand</source>
        <translation>Fichas al comienzo de la mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="418"/>
        <source>table {table}, seat {seat}</source>
        <translation>mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="426"/>
        <source>chips</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="449"/>
        <source>— not recorded —</source>
        <translation>— sin registrar —</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="454"/>
        <source>{name} (table {table}, seat {seat})</source>
        <translation>{name} (mesa {table}, asiento {seat})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="471"/>
        <source>Rules: players out in the same hand at one table are ranked by their stack at the start of the hand; at different tables in a hand-for-hand hand they share the places (Casino Club “Clasificación”, “Manos Simultáneas”).</source>
        <translation>Reglas: los jugadores eliminados en la misma mano en una mesa se ordenan según sus fichas al comienzo de la mano; en mesas distintas, en una mano jugada mano por mano, se reparten los lugares (Casino Club «Clasificación», «Manos Simultáneas»).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="476"/>
        <source>Rules: players out in the same hand are ranked by their stack at the start of the hand, even at different tables.</source>
        <translation>Reglas: los jugadores eliminados en la misma mano se ordenan según sus fichas al comienzo de la mano, aun en mesas distintas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="480"/>
        <source>Rules: players out in the same hand share the places in play.</source>
        <translation>Reglas: los jugadores eliminados en la misma mano se reparten los lugares en juego.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="484"/>
        <source>Hand-for-hand is on.</source>
        <translation>El mano por mano está activo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="492"/>
        <source>Required: several players out at the same table — enter each one&apos;s stack at the start of the hand; the larger stack finishes higher.</source>
        <translation>Obligatorio: hay varios jugadores eliminados en la misma mesa; escriba las fichas de cada uno al comienzo de la mano. Quien tenía más fichas termina en un lugar mejor.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="498"/>
        <source>Stacks optional: they do not decide these places.</source>
        <translation>Fichas opcionales: no deciden estos lugares.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="506"/>
        <source>Hand-for-hand: out at different tables in this hand, they share.</source>
        <translation>Mano por mano: eliminados en mesas distintas en esta mano, se reparten los lugares.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="511"/>
        <source>Different tables: ranked in the order ticked (the first ticked went out first).</source>
        <translation>Mesas distintas: se ordenan según el orden en que se marcaron (el primero marcado quedó eliminado primero).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="546"/>
        <source>Record withdrawal</source>
        <translation>Registrar abandono</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="548"/>
        <source>Disqualify</source>
        <translation>Descalificar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="550"/>
        <source>Record {n} players out</source>
        <translation>Registrar {n} eliminados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="552"/>
        <source>Record player out</source>
        <translation>Registrar eliminación</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="591"/>
        <source>{name} withdrew; {chips} chips removed.</source>
        <translation>{name} abandonó; se retiraron {chips} fichas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="593"/>
        <source>{name} is disqualified; {chips} chips removed.</source>
        <translation>{name} queda descalificado; se retiraron {chips} fichas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="615"/>
        <source>The stack of {name} is not a number: {text}</source>
        <translation>Las fichas de {name} no son un número: {text}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="625"/>
        <source>Enter the stack at the start of the hand of: {names}. Several players out at one table are ranked by it.</source>
        <translation>Escriba las fichas al comienzo de la mano de: {names}. Cuando hay varios eliminados en una misma mesa, se ordenan según esas fichas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="638"/>
        <source>The chips are not a number: {text}</source>
        <translation>Las fichas no son un número: {text}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="641"/>
        <source>Count the player&apos;s chips and enter them (0 if none).</source>
        <translation>Cuente las fichas del jugador y escríbalas (0 si no tiene).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="646"/>
        <source>Write the reason for the disqualification.</source>
        <translation>Escriba el motivo de la descalificación.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="668"/>
        <source>Recorded.</source>
        <translation>Registrado.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="677"/>
        <source>{name}: recorded.</source>
        <translation>{name}: registrado.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="684"/>
        <source>Provisional: registration is still open, so more entries may come and the places may change.</source>
        <translation>Provisorio: la inscripción sigue abierta, así que pueden llegar más entradas y los lugares pueden cambiar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="691"/>
        <source>The tournament is over. Winner: {name}.</source>
        <translation>El torneo finalizó. Ganador: {name}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="697"/>
        <source>{n} players left.</source>
        <translation>Quedan {n} jugadores.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="709"/>
        <source>{name} finished in place {place}.</source>
        <translation>{name} terminó en el lugar {place}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="713"/>
        <source>out at different tables in the same hand</source>
        <translation>eliminados en mesas distintas en la misma mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="714"/>
        <source>the same stack at the start of the hand</source>
        <translation>las mismas fichas al comienzo de la mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="715"/>
        <source>a starting stack was not entered</source>
        <translation>no se escribieron las fichas al comienzo de la mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="716"/>
        <source>the rules share simultaneous eliminations</source>
        <translation>las reglas reparten las eliminaciones simultáneas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="717"/>
        <source>out on the bubble hand</source>
        <translation>eliminados en la mano de la burbuja</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="719"/>
        <source>{names} share places {first}–{last}</source>
        <translation>{names} se reparten los lugares {first}–{last}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/bust_out_dialog.py" line="733"/>
        <source>Prize: {amount}.</source>
        <translation>Premio: {amount}.</translation>
    </message>
</context>
<context>
    <name>ButtonsDialog</name>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="30"/>
        <source>Button seats</source>
        <translation>Asientos del botón</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="37"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="39"/>
        <source>The seat with the dealer button now (last known offered).</source>
        <translation>El asiento que tiene ahora el botón del dealer (se ofrece el último conocido).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="41"/>
        <source>Table {n}</source>
        <translation>Mesa {n}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="43"/>
        <source>Where is the button now? The move is proposed from it.</source>
        <translation>¿Dónde está ahora el botón? El cambio se propone a partir de él.</translation>
    </message>
</context>
<context>
    <name>BuyInDialog</name>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="56"/>
        <source>Buy-in and tables</source>
        <translation>Precio y mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="97"/>
        <source>Currency:</source>
        <translation>Moneda:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="98"/>
        <source>To the prize pool:</source>
        <translation>Al pozo de premios:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="99"/>
        <source>House fee:</source>
        <translation>Comisión de la casa:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="100"/>
        <source>Staff fee:</source>
        <translation>Aporte al personal:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="101"/>
        <source>Entry price:</source>
        <translation>Precio de la entrada:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="102"/>
        <source>Fee in a rebuy:</source>
        <translation>Comisión en una recompra:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="103"/>
        <source>Fee in an add-on:</source>
        <translation>Comisión en un add-on:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="104"/>
        <source>Tables:</source>
        <translation>Mesas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/buy_in_dialog.py" line="106"/>
        <source>{size} seats a table</source>
        <translation>{size} asientos por mesa</translation>
    </message>
</context>
<context>
    <name>CallClockDialog</name>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="421"/>
        <source>Call the clock on a player</source>
        <translation>Pedir tiempo a un jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="431"/>
        <source>Show it on the big screens</source>
        <translation>Mostrarlo en las pantallas grandes</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="435"/>
        <source>%1: the player has %2 s to act, the last %3 counted down.</source>
        <translation>%1: el jugador tiene %2 s para actuar, los últimos %3 en cuenta atrás.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="444"/>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="445"/>
        <source>Seat:</source>
        <translation>Asiento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="446"/>
        <source>Asked by:</source>
        <translation>Pedido por:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="452"/>
        <source>Start the clock</source>
        <translation>Empezar el tiempo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="454"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="465"/>
        <source>There are no open tables yet.</source>
        <translation>Todavía no hay mesas abiertas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="481"/>
        <source>The floor, on its own judgement</source>
        <translation>El floor, por su criterio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="485"/>
        <source>Seat %1 — %2</source>
        <translation>Asiento %1 — %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="495"/>
        <source>Nobody is seated at this table.</source>
        <translation>No hay nadie sentado en esta mesa.</translation>
    </message>
</context>
<context>
    <name>CashierPanel</name>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="51"/>
        <source>Cashier</source>
        <translation>Caja</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="63"/>
        <source>Float</source>
        <translation>Fondo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="65"/>
        <source>Open shift</source>
        <translation>Abrir turno</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="66"/>
        <source>Close shift</source>
        <translation>Cerrar turno</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="67"/>
        <source>Shift report…</source>
        <translation>Informe del turno…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="69"/>
        <source>Note on the count (optional)</source>
        <translation>Nota sobre el arqueo (opcional)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="75"/>
        <source>Method</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="75"/>
        <source>Expected</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="75"/>
        <source>Counted</source>
        <translation>Contado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="75"/>
        <source>Difference</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="128"/>
        <source>Only to pay prizes in cash: nothing is sold any more.</source>
        <translation>Solo para pagar premios en efectivo: ya no se vende.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="142"/>
        <source>Shift {n} open since {date} at {time}: float {float}, taken {taken}.</source>
        <translation>Turno {n} abierto desde el {date} a las {time}: fondo {float}, cobrado {taken}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="144"/>
        <source>Shift {n} open since {time}: float {float}, taken {taken}.</source>
        <translation>Turno {n} abierto desde las {time}: fondo {float}, cobrado {taken}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="166"/>
        <source>No shift open. The tournament is over: nothing is sold; open a shift only to pay prizes in cash.</source>
        <translation>No hay turno abierto. El torneo terminó: ya no se vende; abra un turno solo para pagar premios en efectivo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="171"/>
        <source>No shift open: type the float in the drawer and open a shift to sell.</source>
        <translation>No hay turno abierto: escriba el fondo de la caja y abra un turno para vender.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="181"/>
        <source>the count matches.</source>
        <translation>el arqueo cuadra.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="185"/>
        <source>difference {amount}.</source>
        <translation>diferencia {amount}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="191"/>
        <source>Shift {n} closed on {date} at {time}: {summary}</source>
        <translation>Turno {n} cerrado el {date} a las {time}: {summary}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="193"/>
        <source>Shift {n} closed at {time}: {summary}</source>
        <translation>Turno {n} cerrado a las {time}: {summary}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="197"/>
        <source>Shift {n} closed on {date} at {time}: {summary} Open a new shift to sell.</source>
        <translation>Turno {n} cerrado el {date} a las {time}: {summary} Abra un turno nuevo para vender.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/cashier_panel.py" line="199"/>
        <source>Shift {n} closed at {time}: {summary} Open a new shift to sell.</source>
        <translation>Turno {n} cerrado a las {time}: {summary} Abra un turno nuevo para vender.</translation>
    </message>
</context>
<context>
    <name>ChipRaceDialog</name>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="148"/>
        <source>Chip race</source>
        <translation>Chip race</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="172"/>
        <source>Print colour-up sheets…</source>
        <translation>Imprimir hojas de retiro de fichas…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="174"/>
        <source>A sheet per table: what comes off, the race to run, lines to write on</source>
        <translation>Una hoja por mesa: qué fichas se retiran, el chip race que se corre y líneas para anotar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="177"/>
        <source>Tables at this colour-up</source>
        <translation>Mesas en este retiro de fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="185"/>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="464"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="190"/>
        <source>Chip raced:</source>
        <translation>Ficha que se sortea:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="205"/>
        <source>Cards dealt at the table</source>
        <translation>Cartas repartidas en la mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="206"/>
        <source>Type each seat&apos;s cards as the dealer turns them up</source>
        <translation>Escriba las cartas de cada asiento a medida que el crupier las da vuelta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="207"/>
        <source>Deal with the application</source>
        <translation>Repartir con la aplicación</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="210"/>
        <source>The application deals the cards from the system&apos;s secure random source when the race is recorded; the cards drawn are kept in the record</source>
        <translation>La aplicación reparte las cartas con la fuente de azar segura del sistema al registrar el chip race; las cartas repartidas quedan en el registro</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="237"/>
        <source>A mistake? Undo it in the console (Ctrl+Z).</source>
        <translation>¿Un error? Deshágalo en la consola (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="241"/>
        <source>80 mm slip</source>
        <translation>Boleta de 80 mm</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="242"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="243"/>
        <source>The paper of the race result</source>
        <translation>El papel del resultado del chip race</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="244"/>
        <source>Print this table&apos;s sheet</source>
        <translation>Imprimir la hoja de esta mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="245"/>
        <source>Print result</source>
        <translation>Imprimir resultado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="247"/>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="698"/>
        <source>Record the race</source>
        <translation>Registrar el chip race</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="248"/>
        <source>Record this table&apos;s race (Ctrl+Enter)</source>
        <translation>Registrar el chip race de esta mesa (Ctrl+Intro)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="249"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="346"/>
        <source>{chip} for {to}</source>
        <translation>{chip} por {to}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="357"/>
        <source>This tournament has no colour-up left.</source>
        <translation>A este torneo no le quedan retiros de fichas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="363"/>
        <source>Colour-up at the break after level {after}: the {removed} chips come off for {to} chips.</source>
        <translation>Retiro de fichas en el descanso después del nivel {after}: las fichas de {removed} se cambian por fichas de {to}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="368"/>
        <source>No colour-up now. The next is at the break after level {after}: the {removed} chips come off for {to} chips. Print the sheets now; the race is recorded at that break.</source>
        <translation>Ahora no hay retiro de fichas. El próximo es en el descanso después del nivel {after}: las fichas de {removed} se cambian por fichas de {to}. Imprima ya las hojas; el chip race se registra en ese descanso.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="378"/>
        <source>ADTP 24: each player exchanges what makes whole {to} chips; the odd chips left are raced. One card face up per odd chip, from seat {start} clockwise; the highest card wins, at most one chip a player; nobody is raced out (a player left without chips gets a {to} chip).</source>
        <translation>ADTP 24: cada jugador cambia lo que alcanza para fichas de {to} enteras; las fichas sobrantes se sortean. Una carta boca arriba por ficha sobrante, desde el asiento {start} en el sentido de las agujas del reloj; gana la carta más alta, como máximo una ficha por jugador; nadie queda eliminado (el jugador que se queda sin fichas recibe una ficha de {to}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="394"/>
        <source>Table {n}: done, %n chip(s) raced</source>
        <translation>
            <numerusform>Mesa {n}: hecha, se sorteó %n ficha</numerusform>
            <numerusform>Mesa {n}: hecha, se sortearon %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="396"/>
        <source>Table {n}: partly done</source>
        <translation>Mesa {n}: a medias</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="398"/>
        <source>Table {n}: to race (%n player(s))</source>
        <translation>
            <numerusform>Mesa {n}: falta (%n jugador)</numerusform>
            <numerusform>Mesa {n}: falta (%n jugadores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="407"/>
        <source>{done} of %n table(s) done</source>
        <translation>
            <numerusform>{done} de %n mesa hecha</numerusform>
            <numerusform>{done} de %n mesas hechas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="412"/>
        <source>No tables in play.</source>
        <translation>No hay mesas en juego.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="449"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="450"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="451"/>
        <source>Odd chips</source>
        <translation>Sobrantes</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="452"/>
        <source>No other chips</source>
        <translation>Sin más fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="453"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="454"/>
        <source>Deal</source>
        <translation>Orden</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="466"/>
        <source>Table {n}</source>
        <translation>Mesa {n}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="484"/>
        <source>Chips of {removed} left at seat {seat} after exchanging (0 to {most})</source>
        <translation>Fichas de {removed} que le quedan al asiento {seat} después de cambiar (de 0 a {most})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="493"/>
        <source>The player holds nothing but these odd chips (nobody is raced out)</source>
        <translation>El jugador no tiene más fichas que estas sobrantes (nadie queda eliminado)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="496"/>
        <source>e.g. Jc 4d 9h</source>
        <translation>p. ej. Jc 4d 9h</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="513"/>
        <source>Nobody is seated at this table.</source>
        <translation>No hay nadie sentado en esta mesa.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="554"/>
        <source>Recorded by {operator} on {date} at {time}.</source>
        <translation>Registrado por {operator} el {date} a las {time}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="556"/>
        <source>Recorded by {operator} at {time}.</source>
        <translation>Registrado por {operator} a las {time}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="561"/>
        <source>To correct it, undo it in the console (Ctrl+Z) and record it again.</source>
        <translation>Para corregirlo, deshágalo en la consola (Ctrl+Z) y regístrelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="577"/>
        <source>Seat {seat}: “{text}” is not a number of chips.</source>
        <translation>Asiento {seat}: «{text}» no es una cantidad de fichas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="608"/>
        <source>The race is recorded at the colour-up break.</source>
        <translation>El chip race se registra en el descanso del retiro de fichas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="631"/>
        <source>seat {seat} ({cards})</source>
        <translation>asiento {seat} ({cards})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="635"/>
        <source>Deal from seat {start}, clockwise, one card per odd chip: {order}</source>
        <translation>Reparto desde el asiento {start}, en el sentido de las agujas del reloj, una carta por ficha sobrante: {order}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="643"/>
        <source>The application deals the cards when you record; then the result is shown and the paper offered.</source>
        <translation>La aplicación reparte las cartas al registrar; luego se muestra el resultado y se ofrece el papel.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="645"/>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="671"/>
        <source>Nothing to race: record the table as done.</source>
        <translation>No hay nada que sortear: registre la mesa como hecha.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="654"/>
        <source>Type the cards of seat {seat}: {typed} of {count}.</source>
        <translation>Escriba las cartas del asiento {seat}: {typed} de {count}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="698"/>
        <source>Deal and record</source>
        <translation>Repartir y registrar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="711"/>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="722"/>
        <source>No odd chips: nothing is raced.</source>
        <translation>Sin fichas sobrantes: no se sortea nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="713"/>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="723"/>
        <source>%n chip(s) of {to} raced</source>
        <translation>
            <numerusform>Se sortea %n ficha de {to}</numerusform>
            <numerusform>Se sortean %n fichas de {to}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="715"/>
        <source>(odd chips worth {value} in chips of {removed})</source>
        <translation>(fichas sobrantes por {value} en fichas de {removed})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="733"/>
        <source>Seat {seat} ({name}) wins a {to} chip with {card}.</source>
        <translation>Asiento {seat} ({name}) gana una ficha de {to} con {card}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="741"/>
        <source>Seat {seat} ({name}) is left without chips: receives a {value} chip.</source>
        <translation>Asiento {seat} ({name}) se queda sin fichas: recibe una ficha de {value}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="749"/>
        <source>Chips in play: {change} ({won} won + {protection} protection − {removed} odd chips removed).</source>
        <translation>Fichas en juego: {change} ({won} ganadas + {protection} de protección − {removed} sobrantes retiradas).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="788"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="789"/>
        <source>Table {n} is recorded. Print the race result?</source>
        <translation>La mesa {n} quedó registrada. ¿Imprimir el resultado del chip race?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="816"/>
        <source>Chip race, table {n}</source>
        <translation>Chip race, mesa {n}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/chip_race_dialog.py" line="837"/>
        <source>Colour-up sheets</source>
        <translation>Hojas de retiro de fichas</translation>
    </message>
</context>
<context>
    <name>ClockControls</name>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="217"/>
        <source>Clock not changed</source>
        <translation>Reloj sin cambios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="223"/>
        <location filename="../../tournament_director/ui/clock_controls.py" line="226"/>
        <location filename="../../tournament_director/ui/clock_controls.py" line="244"/>
        <source>Level not changed</source>
        <translation>Nivel sin cambios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="85"/>
        <location filename="../../tournament_director/ui/clock_controls.py" line="231"/>
        <source>Restart level</source>
        <translation>Reiniciar nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="80"/>
        <location filename="../../tournament_director/ui/clock_controls.py" line="169"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="82"/>
        <source>Previous level</source>
        <translation>Nivel anterior</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="84"/>
        <source>Next level</source>
        <translation>Nivel siguiente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="87"/>
        <source>−1 minute</source>
        <translation>−1 minuto</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="90"/>
        <source>+1 minute</source>
        <translation>+1 minuto</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="93"/>
        <source>Hand-for-hand</source>
        <translation>Mano por mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="96"/>
        <source>Hand done</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="98"/>
        <source>Schedule start…</source>
        <translation>Programar inicio…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="170"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="171"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="172"/>
        <source>Finished</source>
        <translation>Finalizado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="232"/>
        <source>Start the current level again from its full time?</source>
        <translation>¿Reiniciar el nivel actual con su tiempo completo?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="234"/>
        <source>Level not restarted</source>
        <translation>Nivel no reiniciado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="240"/>
        <source>Jump to another level</source>
        <translation>Ir a otro nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="241"/>
        <source>Go to {period} now, from its full time?</source>
        <translation>¿Ir ahora a {period}, con su tiempo completo?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="252"/>
        <source>Time not changed</source>
        <translation>Tiempo sin cambios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="260"/>
        <source>Hand-for-hand not changed</source>
        <translation>Mano por mano sin cambios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="267"/>
        <source>Hand not recorded</source>
        <translation>Mano no registrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="280"/>
        <source>Schedule start</source>
        <translation>Programar inicio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="281"/>
        <source>The clock starts by itself at:</source>
        <translation>El reloj arranca solo a las:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="287"/>
        <source>Start not scheduled</source>
        <translation>Inicio no programado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="101"/>
        <location filename="../../tournament_director/ui/clock_controls.py" line="294"/>
        <source>Cancel scheduled start</source>
        <translation>Cancelar inicio programado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="295"/>
        <source>Cancel the scheduled start? The clock will wait for someone to start it.</source>
        <translation>¿Cancelar el inicio programado? El reloj esperará a que alguien lo inicie.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_controls.py" line="298"/>
        <source>Scheduled start not cancelled</source>
        <translation>Inicio programado no cancelado</translation>
    </message>
</context>
<context>
    <name>ClockTab</name>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="387"/>
        <source>Bust-outs… (Ctrl+E)</source>
        <extracomment>Where the chip race&apos;s papers print (the workspace gives the Tables tab&apos;s).</extracomment>
        <translation>Eliminaciones… (Ctrl+E)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="388"/>
        <source>Record players out, a withdrawal or a disqualification</source>
        <translation>Registrar eliminados, un abandono o una descalificación</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="391"/>
        <source>Chip race…</source>
        <translation>Chip race…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="393"/>
        <source>The colour-up&apos;s chip race, table by table, and the colour-up sheets</source>
        <translation>El chip race del retiro de fichas, mesa por mesa, y las hojas de retiro</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="418"/>
        <source>Structure (double-click a row to jump to it)</source>
        <translation>Estructura (doble clic en una fila para ir a ese nivel)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="424"/>
        <source>Text for the screens, e.g. Dinner at 22:00</source>
        <translation>Texto para las pantallas, p. ej. Cena a las 22:00</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="430"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="431"/>
        <source>Post</source>
        <translation>Publicar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="436"/>
        <source>Withdraw selected</source>
        <translation>Retirar el seleccionado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="438"/>
        <source>Take the selected announcement off the screens and out of this list</source>
        <translation>Quita el anuncio seleccionado de las pantallas y de esta lista</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="440"/>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="444"/>
        <source>Announcement (Ctrl+M)</source>
        <translation>Anuncio (Ctrl+M)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="446"/>
        <source>On screen for</source>
        <translation>En pantalla durante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="465"/>
        <source>Use</source>
        <translation>Usar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="466"/>
        <source>Edit structure…</source>
        <translation>Editar estructura…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="467"/>
        <source>Delete from library…</source>
        <translation>Borrar de la biblioteca…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="469"/>
        <source>Only the house&apos;s own structures can be deleted; shipped ones stay</source>
        <translation>Solo se pueden borrar las estructuras propias de la casa; las que vienen con el programa quedan</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="474"/>
        <source>Only a director can change the rules</source>
        <translation>Solo un director puede cambiar las reglas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="475"/>
        <source>Rules…</source>
        <translation>Reglas…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="476"/>
        <source>See every rule and change what the house changes</source>
        <translation>Ver todas las reglas y cambiar lo que la casa cambia</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="479"/>
        <source>Structure and rules</source>
        <translation>Estructura y reglas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="481"/>
        <source>In use:</source>
        <translation>En uso:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="483"/>
        <source>Template:</source>
        <translation>Plantilla:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="490"/>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="497"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="501"/>
        <source>Screens</source>
        <translation>Pantallas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="503"/>
        <source>Big-screen display not available.</source>
        <translation>Pantalla grande no disponible.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="573"/>
        <source>Post an announcement…</source>
        <translation>Publicar un anuncio…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="577"/>
        <source>Bust-outs…</source>
        <translation>Eliminaciones…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="624"/>
        <source>Archived</source>
        <translation>Archivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="626"/>
        <source>Finished</source>
        <translation>Finalizado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="628"/>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="629"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="630"/>
        <source>Status:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="632"/>
        <source>Created:</source>
        <translation>Creado:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="636"/>
        <source>Players left / entries:</source>
        <translation>Jugadores en juego / entradas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="640"/>
        <source>Prize pool:</source>
        <translation>Pozo de premios:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="642"/>
        <source>Chips in play:</source>
        <translation>Fichas en juego:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="645"/>
        <source>Average stack:</source>
        <translation>Stack promedio:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="646"/>
        <source>Events recorded:</source>
        <translation>Eventos registrados:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="654"/>
        <source>Registrations</source>
        <translation>Inscripciones</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="655"/>
        <source>Late registrations</source>
        <translation>Inscripciones tardías</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="656"/>
        <source>Re-entries</source>
        <translation>Reingresos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="657"/>
        <source>Rebuys</source>
        <translation>Recompras</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="658"/>
        <source>Add-ons</source>
        <translation>Add-ons</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="661"/>
        <source>Reduced stacks of late registrations</source>
        <translation>Stacks reducidos de inscripciones tardías</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="662"/>
        <source>Cancelled entries</source>
        <translation>Inscripciones anuladas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="663"/>
        <source>Absent players&apos; stacks</source>
        <translation>Stacks de jugadores ausentes</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="664"/>
        <source>Withdrawals</source>
        <translation>Abandonos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="665"/>
        <source>Disqualifications</source>
        <translation>Descalificaciones</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="666"/>
        <source>Removed at bust-outs</source>
        <translation>Retiradas en eliminaciones</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="668"/>
        <source>Issued: {chips}</source>
        <translation>Entregadas: {chips}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="672"/>
        <source>Removed: {chips}</source>
        <translation>Retiradas: {chips}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="678"/>
        <source>Chip races: {chips}</source>
        <translation>Chip race: {chips}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="680"/>
        <source>In play: {chips}</source>
        <translation>En juego: {chips}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="697"/>
        <source>The tournament is over: there is nobody left to bust out. Undoing the hand that ended it (Edit menu) reopens it.</source>
        <translation>El torneo terminó: no queda nadie por eliminar. Deshacer la mano que lo terminó (menú Edición) lo reabre.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="709"/>
        <source>none yet</source>
        <translation>ninguna todavía</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="722"/>
        <source>The clock starts by itself on {date} at {time}.</source>
        <translation>El reloj arranca solo el {date} a las {time}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="724"/>
        <source>The clock starts by itself at {time}.</source>
        <translation>El reloj arranca solo a las {time}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="739"/>
        <source>{name} (house)</source>
        <translation>{name} (de la casa)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/clock_tab.py" line="752"/>
        <source>%1 with %n house change(s)</source>
        <translation>
            <numerusform>%1 con %n cambio de la casa</numerusform>
            <numerusform>%1 con %n cambios de la casa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="754"/>
        <source>%1 as published</source>
        <translation>%1 tal como se publicó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="777"/>
        <source>— ended —</source>
        <translation>— terminados —</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="792"/>
        <source>{time} · {minutes} min · {text}</source>
        <translation>{time} · {minutes} min · {text}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="802"/>
        <source>No longer on the screens</source>
        <translation>Ya no está en las pantallas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="861"/>
        <source>Colour-up now: the {chips} chips come off. Run the chip race.</source>
        <translation>Retiro de fichas ahora: se retiran las fichas de {chips}. Corra el chip race.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="934"/>
        <source>Colour-up of {chip}…</source>
        <translation>Retiro de las fichas de {chip}…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="956"/>
        <source>Colour-up not changed</source>
        <translation>Retiro de fichas sin cambios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="971"/>
        <location filename="../../tournament_director/ui/clock_tab.py" line="987"/>
        <source>Structure not changed</source>
        <translation>Estructura sin cambios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="976"/>
        <source>Use a template</source>
        <translation>Usar una plantilla</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="977"/>
        <source>Replace the structure “{old}” with “{new}”?</source>
        <translation>¿Reemplazar la estructura «{old}» por «{new}»?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1020"/>
        <source>Delete a structure</source>
        <translation>Borrar una estructura</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1022"/>
        <source>Delete “{name}” from the house&apos;s structures?

Tournaments already using it keep their structure.</source>
        <translation>¿Borrar «{name}» de las estructuras de la casa?

Los torneos que ya la usan conservan su estructura.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1030"/>
        <source>Structure not deleted</source>
        <translation>Estructura no borrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1053"/>
        <source>Rules not changed</source>
        <translation>Reglas sin cambios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1096"/>
        <source>Announcement not posted</source>
        <translation>Anuncio no publicado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1110"/>
        <source>Announcement not withdrawn</source>
        <translation>Anuncio no retirado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1130"/>
        <source>forward</source>
        <translation>hacia adelante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1130"/>
        <source>back</source>
        <translation>hacia atrás</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1133"/>
        <source>The computer&apos;s clock changed</source>
        <translation>Cambió la hora de la computadora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1135"/>
        <source>The computer&apos;s clock jumped {direction} by {amount}.

Yes: keep the time the room saw ({left} left) and carry on from there.
No: follow the computer&apos;s clock.</source>
        <translation>La hora de la computadora saltó {direction} {amount}.

Sí: mantener el tiempo que vio la sala (quedan {left}) y seguir desde ahí.
No: seguir la hora de la computadora.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="1154"/>
        <source>Time not kept</source>
        <translation>Tiempo no mantenido</translation>
    </message>
</context>
<context>
    <name>ColourUpDialog</name>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="87"/>
        <source>Colour-up</source>
        <translation>Retiro de fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="88"/>
        <source>Colour-up of the {chip} chips</source>
        <translation>Retiro de las fichas de {chip}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="97"/>
        <source>At the break after level {level}</source>
        <translation>En el descanso después del nivel {level}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="99"/>
        <source>Do not take them off: they stay in play</source>
        <translation>No retirarlas: siguen en juego</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="105"/>
        <source>Why, for the record (required)</source>
        <translation>Por qué, para el registro (obligatorio)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="107"/>
        <source>Take them off:</source>
        <translation>Retirarlas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="108"/>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="111"/>
        <source>Announce the change to the room. The screens and the structure show it at once; undo puts it back.</source>
        <translation>Anuncie el cambio a la sala. Las pantallas y la estructura lo muestran de inmediato; deshacer lo revierte.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="120"/>
        <source>Record</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="134"/>
        <source>Now: they stay in play.</source>
        <translation>Ahora: siguen en juego.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="136"/>
        <source>Now: they come off at the break after level {level}.</source>
        <translation>Ahora: se retiran en el descanso después del nivel {level}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="141"/>
        <source>Cancelled by {operator}: {reason}</source>
        <translation>Cancelado por {operator}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="143"/>
        <source>Moved by {operator}: {reason}</source>
        <translation>Trasladado por {operator}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="146"/>
        <source>As the structure sets it by hand.</source>
        <translation>Como lo fija a mano la estructura.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="148"/>
        <source>Calculated from the blinds.</source>
        <translation>Calculado según las ciegas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/colour_up_dialog.py" line="169"/>
        <source>Colour-up not changed</source>
        <translation>Retiro de fichas sin cambios</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../../tournament_director/ui/console.py" line="80"/>
        <source>The last backup failed: {problem}</source>
        <extracomment>The size the console is laid out for (the floor&apos;s common laptop screen), and room for the window&apos;s frame and title bar around it.</extracomment>
        <translation>La última copia de seguridad falló: {problem}</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/labels.py" line="428"/>
        <source>“{name}”: %n level(s), starting stack {stack}</source>
        <translation>
            <numerusform>«{name}»: %n nivel, stack inicial {stack}</numerusform>
            <numerusform>«{name}»: %n niveles, stack inicial {stack}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/labels.py" line="588"/>
        <source>%n chip(s) raced</source>
        <translation>
            <numerusform>%n ficha sorteada</numerusform>
            <numerusform>%n fichas sorteadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/labels.py" line="832"/>
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n mesa</numerusform>
            <numerusform>%n mesas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/labels.py" line="881"/>
        <source>%n stack(s), {chips} chips, at the end of level {level}</source>
        <translation>
            <numerusform>%n stack, {chips} fichas, al final del nivel {level}</numerusform>
            <numerusform>%n stacks, {chips} fichas, al final del nivel {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/labels.py" line="1037"/>
        <source>Table {table}: %n player(s) redrawn</source>
        <translation>
            <numerusform>Mesa {table}: %n jugador redistribuido</numerusform>
            <numerusform>Mesa {table}: %n jugadores redistribuidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/labels.py" line="1049"/>
        <source>table(s) {numbers}</source>
        <translation>
            <numerusform>la mesa {numbers}</numerusform>
            <numerusform>las mesas {numbers}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/labels.py" line="1050"/>
        <source>{kind}: %n player(s) at {tables}</source>
        <translation>
            <numerusform>{kind}: %n jugador en {tables}</numerusform>
            <numerusform>{kind}: %n jugadores en {tables}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/labels.py" line="1098"/>
        <source>Generated: %n place(s) paid</source>
        <translation>
            <numerusform>Generada: %n lugar pagado</numerusform>
            <numerusform>Generada: %n lugares pagados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/labels.py" line="1164"/>
        <source>%n document(s) from {source}</source>
        <translation>
            <numerusform>%n documento de {source}</numerusform>
            <numerusform>%n documentos de {source}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="63"/>
        <source>Deal among the players left</source>
        <translation>Acuerdo entre los jugadores que quedan</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="71"/>
        <source>The house does not endorse private deals. This records what the players agreed; the amounts are paid as agreed when each player finishes.</source>
        <translation>La casa no respalda acuerdos privados. Aquí se registra lo que acordaron los jugadores; los montos se pagan según lo acordado cuando cada jugador termina.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="77"/>
        <source>Money left to share among %1 players: %2</source>
        <translation>Dinero que queda para repartir entre %1 jugadores: %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="82"/>
        <source>ICM (by chances to finish in each place)</source>
        <translation>ICM (según la probabilidad de terminar en cada lugar)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="83"/>
        <source>Chip chop (by chips)</source>
        <translation>Chip chop (según las fichas)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="87"/>
        <source>place </source>
        <translation>lugar </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="89"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="92"/>
        <source>for</source>
        <translation>para el</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="95"/>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="96"/>
        <source>Left to play for:</source>
        <translation>Se sigue jugando por:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="97"/>
        <source>Rounding unit:</source>
        <translation>Redondeo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="102"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="103"/>
        <source>Table / seat</source>
        <translation>Mesa / asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="104"/>
        <source>Chips (counted)</source>
        <translation>Fichas (contadas)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="105"/>
        <source>Equity</source>
        <translation>Equidad</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="106"/>
        <source>Give (−) / take (+)</source>
        <translation>Cede (−) / recibe (+)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="107"/>
        <source>Takes now</source>
        <translation>Recibe ahora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="134"/>
        <source>Note (optional), e.g. who witnessed it</source>
        <translation>Nota (opcional), p. ej. quién lo presenció</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="136"/>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="269"/>
        <source>Record the agreement</source>
        <translation>Registrar el acuerdo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="146"/>
        <source>Type each player&apos;s chips as counted at the table.</source>
        <translation>Escriba las fichas de cada jugador, contadas en la mesa.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="214"/>
        <source>Type every player&apos;s chips to see the deal.</source>
        <translation>Escriba las fichas de todos los jugadores para ver el acuerdo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="255"/>
        <source>Dealt %1 + left to play for %2 = %3 (the money left).</source>
        <translation>Repartido %1 + en juego %2 = %3 (el dinero que queda).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/deal_dialog.py" line="271"/>
        <source>Every player left agreed to these amounts? The record says the house does not endorse the deal.</source>
        <translation>¿Todos los jugadores que quedan aceptaron estos montos? El registro indica que la casa no respalda el acuerdo.</translation>
    </message>
</context>
<context>
    <name>DisplayManager</name>
    <message>
        <location filename="../../tournament_director/ui/display/manager.py" line="214"/>
        <source>One monitor only: drag this display to the room&apos;s TV (extend the desktop to it).
F11 or a double click: full screen; Esc: back to a window.</source>
        <translation>Un solo monitor: arrastre esta pantalla al televisor de la sala (extienda el escritorio hacia él).
F11 o doble clic: pantalla completa; Esc: vuelve a una ventana.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/manager.py" line="263"/>
        <source>Display %1 — %2</source>
        <translation>Pantalla %1 — %2</translation>
    </message>
</context>
<context>
    <name>DisplayManagerPanel</name>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="46"/>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="53"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="53"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="56"/>
        <source>Open display</source>
        <translation>Abrir pantalla</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="58"/>
        <source>Close display</source>
        <translation>Cerrar pantalla</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="63"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="66"/>
        <source>A picture shown beside the event name on every display</source>
        <translation>Una imagen que se muestra junto al nombre del torneo en todas las pantallas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="68"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="70"/>
        <source>Show the event name alone</source>
        <translation>Mostrar solo el nombre del torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="77"/>
        <source>Monitor:</source>
        <translation>Monitor:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="78"/>
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="80"/>
        <source>Logo:</source>
        <translation>Logo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="114"/>
        <source>full screen</source>
        <translation>pantalla completa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="114"/>
        <source>window</source>
        <translation>ventana</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="116"/>
        <source>Display %1: %2 (%3)</source>
        <translation>Pantalla %1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="198"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="199"/>
        <source>The displays show the event name alone</source>
        <translation>Las pantallas muestran solo el nombre del torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="202"/>
        <source>The logo shown beside the event name</source>
        <translation>El logo que se muestra junto al nombre del torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="216"/>
        <source>Logo for the displays</source>
        <translation>Logo para las pantallas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="217"/>
        <source>Pictures (*.png *.jpg *.jpeg *.svg *.bmp *.gif);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.svg *.bmp *.gif);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="227"/>
        <source>Logo not changed</source>
        <translation>Logo sin cambios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/panel.py" line="228"/>
        <source>“%1” cannot be shown as a picture. Choose a PNG or JPG file.</source>
        <translation>«%1» no se puede mostrar como imagen. Elija un archivo PNG o JPG.</translation>
    </message>
</context>
<context>
    <name>DisplayWindow</name>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="308"/>
        <location filename="../../tournament_director/ui/display/window.py" line="467"/>
        <source>Tournament clock</source>
        <extracomment>Caption and value fonts of the side columns (fractions of the height): 45 and 78 px on a 1080-line screen, readable from the back of the room (a 55&quot; TV at 10 m). A line box is about 1.17 times its font (DejaVu Sans: ascent 0.93, descent 0.24): every slot is at least that tall, so texts in slots that do not overlap never overlap. At most this many clocks on players are on the big screen at once (the nearest to running out); the console shows them all. What the clocks on players take the place of while they are shown.</extracomment>
        <translation>Reloj del torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="469"/>
        <source>No structure yet</source>
        <translation>Aún sin estructura</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="482"/>
        <location filename="../../tournament_director/ui/display/window.py" line="580"/>
        <source>Tournament over</source>
        <translation>Torneo finalizado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="485"/>
        <source>BREAK</source>
        <translation>DESCANSO</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="489"/>
        <source>LEVEL %1</source>
        <translation>NIVEL %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="502"/>
        <source>PAUSED</source>
        <translation>EN PAUSA</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="504"/>
        <source>HAND-FOR-HAND</source>
        <translation>MANO POR MANO</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="511"/>
        <source>Starts at %1</source>
        <translation>Comienza a las %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="513"/>
        <source>Starting soon</source>
        <translation>Por comenzar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="516"/>
        <source>Thank you for playing</source>
        <translation>Gracias por jugar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="525"/>
        <source>Next: level %1</source>
        <translation>Sigue: nivel %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="562"/>
        <source>Next level (%1)</source>
        <translation>Próximo nivel (%1)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="570"/>
        <source>Next break in</source>
        <translation>Próximo descanso en</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="581"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="612"/>
        <source>This flight&apos;s pool</source>
        <translation>Pozo de esta serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="620"/>
        <source>qualified</source>
        <translation>clasificados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="630"/>
        <source>BB ante %1</source>
        <translation>Ante CG %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="631"/>
        <source>Ante %1</source>
        <translation>Ante %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="636"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="644"/>
        <source>Late registration</source>
        <translation>Inscripción tardía</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="652"/>
        <source>Re-entries</source>
        <translation>Reingresos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="658"/>
        <source>Places paid</source>
        <translation>Puestos pagados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="692"/>
        <source>%1 %2 each</source>
        <translation>%1 %2 c/u</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="696"/>
        <source>Deal: %1 %2</source>
        <translation>Acuerdo: %1 %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="704"/>
        <source>%1: +%2 still in play</source>
        <translation>%1: +%2 en juego</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="768"/>
        <source>Table %1 · Seat %2 — %3</source>
        <translation>Mesa %1 · Asiento %2 — %3</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="638"/>
        <source>Average stack</source>
        <translation>Stack promedio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="543"/>
        <source>At this break the %1 chips come off</source>
        <translation>En este descanso se retiran las fichas de %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="552"/>
        <source>At the next break the %1 chips come off</source>
        <translation>En el próximo descanso se retiran las fichas de %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="649"/>
        <source>Chips in play</source>
        <translation>Fichas en juego</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/display/window.py" line="655"/>
        <source>Prize pool</source>
        <translation>Pozo de premios</translation>
    </message>
</context>
<context>
    <name>EntriesTableModel</name>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="34"/>
        <source>Registration</source>
        <translation>Inscripción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="35"/>
        <source>Late registration</source>
        <translation>Inscripción tardía</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="36"/>
        <source>Re-entry</source>
        <translation>Reentrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="37"/>
        <source>Rebuy</source>
        <translation>Recompra</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="38"/>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="44"/>
        <source>Cash</source>
        <translation>Efectivo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="45"/>
        <source>Card</source>
        <translation>Tarjeta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="46"/>
        <source>Voucher</source>
        <translation>Vale</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="47"/>
        <source>Satellite ticket</source>
        <translation>Satélite</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="55"/>
        <source>Absent, keeps stack</source>
        <translation>Ausente, conserva fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="57"/>
        <source>Absent</source>
        <translation>Ausente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="59"/>
        <source>Playing</source>
        <translation>En juego</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="61"/>
        <source>Eliminated</source>
        <translation>Eliminado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="62"/>
        <source>Cancelled, refunded</source>
        <translation>Anulada, reembolsada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="63"/>
        <source>Stack removed (absent)</source>
        <translation>Fichas retiradas (ausente)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="246"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="247"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="248"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="249"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="250"/>
        <source>Table - seat</source>
        <translation>Mesa-asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="251"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="252"/>
        <source>Paid</source>
        <translation>Pagado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="253"/>
        <source>Payment</source>
        <translation>Pago</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="254"/>
        <source>Operator</source>
        <translation>Operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="255"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/entries_model.py" line="298"/>
        <source>%n rebuy(s)</source>
        <translation>
            <numerusform>%n recompra</numerusform>
            <numerusform>%n recompras</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/entries_model.py" line="300"/>
        <source>add-on</source>
        <translation>add-on</translation>
    </message>
</context>
<context>
    <name>EventLogTableModel</name>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="155"/>
        <source>#</source>
        <extracomment>Rows written again after a new event at most; with more fetched the log starts again from the newest page.</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="156"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="157"/>
        <source>Operator</source>
        <translation>Operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="158"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="159"/>
        <source>Details</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="160"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="170"/>
        <source>undoes {seqs}</source>
        <translation>deshace {seqs}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="174"/>
        <source>redoes {seqs}</source>
        <translation>rehace {seqs}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_log_model.py" line="178"/>
        <source>undone</source>
        <translation>deshecho</translation>
    </message>
</context>
<context>
    <name>EventStagesTab</name>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="103"/>
        <source>Flights</source>
        <extracomment>Each flight&apos;s two lines as shown (flight_lines), by id.</extracomment>
        <translation>Series</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="111"/>
        <source>Fix the pool now…</source>
        <translation>Fijar el pozo ahora…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="114"/>
        <source>Casino Club “Premios”: the pool is fixed by itself when the last flight&apos;s registration closes; a director may fix it before, with a reason</source>
        <translation>Casino Club «Premios»: el pozo se fija solo al cerrar la inscripción de la última serie; un director puede fijarlo antes, indicando el motivo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="119"/>
        <source>The event&apos;s prize pool</source>
        <translation>Pozo de premios del evento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="136"/>
        <source>Casino Club “Etapa Final”: the final starts at the next level after the one the flights ended in</source>
        <translation>Casino Club «Etapa Final»: la final empieza en el nivel siguiente a aquel en que terminaron las series</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="141"/>
        <source>Qualifiers and the final</source>
        <translation>Clasificados y la final</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/event_stages.py" line="203"/>
        <source>%1 — final stage, %n flight(s)</source>
        <translation>
            <numerusform>%1 — etapa final, %n serie</numerusform>
            <numerusform>%1 — etapa final, %n series</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="233"/>
        <source>the player chooses his flight</source>
        <translation>el jugador elige su serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="234"/>
        <source>the house draws each player&apos;s flight</source>
        <translation>la casa sortea la serie de cada jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="237"/>
        <source>one purchase per event</source>
        <translation>una compra por evento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="238"/>
        <source>a new entry only in a later flight</source>
        <translation>nueva entrada solo en una serie posterior</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="241"/>
        <source>qualified twice: his largest stack counts</source>
        <translation>clasificado dos veces: cuenta su stack mayor</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="242"/>
        <source>qualified twice: his first flight&apos;s stack counts</source>
        <translation>clasificado dos veces: cuenta el stack de su primera serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="243"/>
        <source>qualified twice: his last flight&apos;s stack counts</source>
        <translation>clasificado dos veces: cuenta el stack de su última serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="259"/>
        <source>level %1</source>
        <translation>nivel %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="264"/>
        <source>%1 entries</source>
        <translation>%1 entradas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="265"/>
        <source>%1 left</source>
        <translation>Quedan %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="269"/>
        <source>%1 qualified</source>
        <translation>%1 clasificados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="272"/>
        <source>%1 qualify (announced)</source>
        <translation>Clasifican %1 (anunciado)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="274"/>
        <source>registration closed</source>
        <translation>inscripción cerrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="276"/>
        <source>registration open</source>
        <translation>inscripción abierta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="305"/>
        <source>Not fixed yet: it is fixed by itself when the last flight&apos;s registration closes. So far:</source>
        <translation>Aún sin fijar: se fija solo al cerrar la inscripción de la última serie. Hasta ahora:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="311"/>
        <source>Fixed on %1.</source>
        <translation>Fijado el %1.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="313"/>
        <source>Reason: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="317"/>
        <source>%1: %2 entries, %3</source>
        <translation>%1: %2 entradas, %3</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="326"/>
        <source>Total: %1</source>
        <translation>Total: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="344"/>
        <source>Accredited: %1 · To accredit: %2</source>
        <translation>Acreditados: %1 · Por acreditar: %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="349"/>
        <source>The final starts at level %1.</source>
        <translation>La final empieza en el nivel %1.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="351"/>
        <source>Still to close: %1.</source>
        <translation>Por cerrar: %1.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="354"/>
        <source>Set the final&apos;s clock to level %1</source>
        <translation>Poner el reloj de la final en el nivel %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="367"/>
        <source>Fix the pool now</source>
        <translation>Fijar el pozo ahora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="369"/>
        <source>The pool is fixed by itself when the last flight&apos;s registration closes. Fix it now with what the flights have brought so far?

Reason:</source>
        <translation>El pozo se fija solo al cerrar la inscripción de la última serie. ¿Fijarlo ahora con lo que han aportado las series hasta el momento?

Motivo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="381"/>
        <source>The event&apos;s prize pool is fixed.</source>
        <translation>El pozo de premios del evento quedó fijado.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="389"/>
        <source>Set the final stage&apos;s clock to the start of level %1? It is then started from the Clock tab.</source>
        <translation>¿Poner el reloj de la etapa final al inicio del nivel %1? Luego se pone en marcha desde la pestaña Reloj.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="392"/>
        <source>The final&apos;s clock</source>
        <translation>Reloj de la final</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_stages.py" line="400"/>
        <source>The final&apos;s clock is at the start of level %1.</source>
        <translation>El reloj de la final está al inicio del nivel %1.</translation>
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
        <location filename="../../tournament_director/ui/sign_in.py" line="233"/>
        <source>Tournament Director — First start</source>
        <translation>Tournament Director — Primer inicio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="236"/>
        <source>This database has no operators yet. Create the first tournament director: they can then add the rest of the staff.</source>
        <translation>Esta base de datos todavía no tiene operadores. Cree el primer director de torneo; después podrá agregar al resto del personal.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="247"/>
        <source>Director&apos;s name:</source>
        <translation>Nombre del director:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="249"/>
        <source>PIN ({min} to {max} digits):</source>
        <translation>PIN (de {min} a {max} dígitos):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="251"/>
        <source>PIN again:</source>
        <translation>Repita el PIN:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="255"/>
        <source>Create director</source>
        <translation>Crear director</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="256"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="269"/>
        <source>The two PINs are different. Type them again.</source>
        <translation>Los dos PIN no coinciden. Escríbalos de nuevo.</translation>
    </message>
</context>
<context>
    <name>FlightStagesTab</name>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="140"/>
        <location filename="../../tournament_director/ui/flight_stages.py" line="143"/>
        <source>not set</source>
        <translation>sin fijar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="146"/>
        <source>Why (for the record)</source>
        <translation>Motivo (queda registrado)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="147"/>
        <source>Set the end</source>
        <translation>Fijar el término</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="150"/>
        <source>Casino Club “Etapa Clasificatoria”: the director may change the level and the number of qualifiers of a flight</source>
        <translation>Casino Club «Etapa Clasificatoria»: el director puede cambiar el nivel y la cantidad de clasificados de una serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="156"/>
        <source>Only a director sets or changes the flight&apos;s end.</source>
        <translation>Solo un director fija o cambia el término de la serie.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="166"/>
        <source>Where the flight ends</source>
        <translation>Dónde termina la serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="168"/>
        <source>At the end of level:</source>
        <translation>Al terminar el nivel:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="169"/>
        <source>Or when this many are left:</source>
        <translation>O cuando queden:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="170"/>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="175"/>
        <source>Changes:</source>
        <translation>Cambios:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="182"/>
        <source>Table-seat</source>
        <translation>Mesa-asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="183"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="184"/>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="185"/>
        <source>Chips bagged</source>
        <translation>Fichas embolsadas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="186"/>
        <source>Slip</source>
        <translation>Comprobante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="187"/>
        <source>Confirmed by</source>
        <translation>Confirmado por</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="204"/>
        <source>Chips counted</source>
        <translation>Fichas contadas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="207"/>
        <source>The player confirms the count</source>
        <translation>El jugador confirma el conteo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="216"/>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="220"/>
        <source>Bag and issue the slip</source>
        <translation>Embolsar y emitir el comprobante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="223"/>
        <source>Print slip…</source>
        <translation>Imprimir comprobante…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="224"/>
        <source>The chosen player&apos;s chip-control slip (80 mm)</source>
        <translation>Comprobante de control de fichas del jugador elegido (80 mm)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="228"/>
        <source>The slip on the 80 mm roll…</source>
        <translation>El comprobante en el rollo de 80 mm…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="229"/>
        <source>The slip on A4…</source>
        <translation>El comprobante en A4…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="232"/>
        <source>Every slip of the flight…</source>
        <translation>Todos los comprobantes de la serie…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="234"/>
        <source>Qualifiers by chips (A4)…</source>
        <translation>Clasificados por fichas (A4)…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="236"/>
        <source>Close flight…</source>
        <translation>Cerrar serie…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="238"/>
        <source>Once every player left has his slip: they are the flight&apos;s qualifiers</source>
        <translation>Cuando cada jugador que queda tenga su comprobante: son los clasificados de la serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="249"/>
        <source>Count:</source>
        <translation>Conteo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="252"/>
        <source>Second operator:</source>
        <translation>Segundo operador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="262"/>
        <source>Bagging: the players left</source>
        <translation>Embolsado: los jugadores que quedan</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="307"/>
        <source>starts %1</source>
        <translation>comienza %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="351"/>
        <source>level %1</source>
        <translation>nivel %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="353"/>
        <source>%1 qualifiers</source>
        <translation>%1 clasificados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="354"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="359"/>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="413"/>
        <source>the end is not set yet</source>
        <translation>el término aún no está fijado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="427"/>
        <source>Closed on %1 by %2: %3 qualifiers with %4 chips, to the final.</source>
        <translation>Cerrada el %1 por %2: %3 clasificados con %4 fichas, a la final.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="436"/>
        <source>The flight&apos;s clock has not started.</source>
        <translation>El reloj de la serie aún no arranca.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="437"/>
        <source>Playing level %1.</source>
        <translation>Se juega el nivel %1.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="473"/>
        <source>the player</source>
        <translation>el jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="548"/>
        <source>The flight is closed. Its slips are checked at the final&apos;s desk.</source>
        <translation>La serie está cerrada. Sus comprobantes se verifican en la mesa de acreditación de la final.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="551"/>
        <source>Count each player&apos;s chips, type the count; a second operator confirms it with his PIN, or the player confirms it. A new count replaces the slip.</source>
        <translation>Cuente las fichas de cada jugador y escriba el conteo; otro operador lo confirma con su PIN, o lo confirma el jugador. Un nuevo conteo reemplaza el comprobante.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="556"/>
        <source>Chips are bagged once the flight is over (its level played, or the number of qualifiers left).</source>
        <translation>Las fichas se embolsan cuando termina la serie (jugado su nivel, o cuando quedan los clasificados anunciados).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="598"/>
        <location filename="../../tournament_director/ui/flight_stages.py" line="655"/>
        <location filename="../../tournament_director/ui/flight_stages.py" line="727"/>
        <source>Choose the player in the list.</source>
        <translation>Elija al jugador en la lista.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="609"/>
        <source>%1 (table-seat %2): slip no. %3, %4 chips. A new count replaces it.</source>
        <translation>%1 (mesa-asiento %2): comprobante n.º %3, %4 fichas. Un nuevo conteo lo reemplaza.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="616"/>
        <source>%1 (table-seat %2): no count yet.</source>
        <translation>%1 (mesa-asiento %2): todavía sin conteo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="641"/>
        <source>The flight now ends at %1.</source>
        <translation>Nuevo fin de la serie: %1.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="662"/>
        <source>Type the count as a whole number of chips, e.g. 45.500.</source>
        <translation>Escriba el conteo como un número entero de fichas, p. ej., 45.500.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="672"/>
        <source>Choose the operator who confirms the count, or tick that the player confirms it.</source>
        <translation>Elija el operador que confirma el conteo, o marque que lo confirma el jugador.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="689"/>
        <source>%1 has slip no. %2 for %3 chips. Record a new count of %4? Slip no. %2 becomes void: it will be refused at the final.</source>
        <translation>%1 tiene el comprobante n.º %2 por %3 fichas. ¿Registrar un nuevo conteo de %4? El comprobante n.º %2 queda anulado: se rechazará en la etapa final.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="697"/>
        <source>New count</source>
        <translation>Nuevo conteo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="713"/>
        <source>Slip no. %1 issued: %2 chips for %3.</source>
        <translation>Comprobante n.º %1 emitido: %2 fichas para %3.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="731"/>
        <source>This player has no slip yet: bag his chips first.</source>
        <translation>Este jugador todavía no tiene comprobante: primero embolse sus fichas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="734"/>
        <source>Chip-control slip no. %1 — %2</source>
        <translation>Comprobante de control de fichas n.º %1 — %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="745"/>
        <source>Chip-control slips — %1</source>
        <translation>Comprobantes de control de fichas — %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="752"/>
        <source>Qualifiers by chips — %1</source>
        <translation>Clasificados por fichas — %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="790"/>
        <source>Close %1 with %2 qualifiers and %3 chips? Their slips go to the final; the flight&apos;s clock stops.</source>
        <translation>¿Cerrar %1 con %2 clasificados y %3 fichas? Sus comprobantes pasan a la etapa final; el reloj de la serie se detiene.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="797"/>
        <source>Close flight</source>
        <translation>Cerrar serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_stages.py" line="805"/>
        <source>%1 is closed.</source>
        <translation>%1: serie cerrada.</translation>
    </message>
</context>
<context>
    <name>FlightWords</name>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="23"/>
        <source>%1 qualify</source>
        <translation>Clasifican %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="28"/>
        <source>%1 left</source>
        <translation>Quedan %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="33"/>
        <source>ends at the end of level %1</source>
        <translation>termina al final del nivel %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="52"/>
        <source>FLIGHT OVER: bag the chips</source>
        <translation>SERIE TERMINADA: embolsar fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="56"/>
        <source>FLIGHT CLOSED</source>
        <translation>SERIE CERRADA</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="62"/>
        <source>Bagged: %1 of %2</source>
        <translation>Embolsados: %1 de %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="71"/>
        <source>%1 players are left: the announced number of qualifiers.</source>
        <translation>Quedan %1 jugadores: la cantidad de clasificados anunciada.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="75"/>
        <source>Level %1, where the flight ends, has been played.</source>
        <translation>Se jugó el nivel %1, en el que termina la serie.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="79"/>
        <source>The flight is closed: its qualifiers have their slips.</source>
        <translation>La serie está cerrada: sus clasificados tienen sus comprobantes.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="96"/>
        <source>closed</source>
        <translation>cerrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="98"/>
        <source>bagging</source>
        <translation>embolsando</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="100"/>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/flight_words.py" line="101"/>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
</context>
<context>
    <name>LevelCard</name>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="197"/>
        <source>No structure</source>
        <extracomment>When the tournament ended (the tab reads it from the record after each commit).</extracomment>
        <translation>Sin estructura</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="201"/>
        <source>Choose a template or build a structure on the right.</source>
        <translation>Elija una plantilla o arme una estructura a la derecha.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="208"/>
        <source>NOT STARTED</source>
        <translation>SIN INICIAR</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="209"/>
        <source>RUNNING</source>
        <translation>EN MARCHA</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="210"/>
        <source>PAUSED</source>
        <translation>EN PAUSA</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="211"/>
        <location filename="../../tournament_director/ui/clock_tab.py" line="257"/>
        <source>FINISHED</source>
        <translation>FINALIZADO</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="214"/>
        <source>HAND-FOR-HAND</source>
        <translation>MANO POR MANO</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="229"/>
        <source>Break after level {number}</source>
        <translation>Descanso después del nivel {number}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="232"/>
        <source>BREAK</source>
        <translation>DESCANSO</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="234"/>
        <source>Chips raced off: {chips}</source>
        <translation>Se retiran las fichas: {chips}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="239"/>
        <source>Level {number} of {count}</source>
        <translation>Nivel {number} de {count}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="256"/>
        <source>Tournament over</source>
        <translation>Torneo finalizado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="268"/>
        <source>won the tournament</source>
        <translation>ganó el torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="270"/>
        <source>the break after level {number}</source>
        <translation>el descanso después del nivel {number}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="273"/>
        <source>level {number} ({blinds})</source>
        <translation>el nivel {number} ({blinds})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="277"/>
        <source>Ended in {where}.</source>
        <translation>Terminó en {where}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="282"/>
        <source>Ended on {date} at {time}, in {where}.</source>
        <translation>Terminó el {date} a las {time}, en {where}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="284"/>
        <source>Ended at {time}, in {where}.</source>
        <translation>Terminó a las {time}, en {where}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="328"/>
        <source>BB ante {ante}</source>
        <translation>ante CG {ante}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="340"/>
        <source>Ante: {ante}</source>
        <translation>Ante: {ante}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="337"/>
        <source>No ante</source>
        <translation>Sin ante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="315"/>
        <source>Last level</source>
        <translation>Último nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="318"/>
        <source>Next: break of {minutes} min</source>
        <translation>Próximo: descanso de {minutes} min</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="321"/>
        <source>race off {chips}</source>
        <translation>se retiran {chips}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="324"/>
        <source>Next: level {number} — {blinds}</source>
        <translation>Próximo: nivel {number} — {blinds}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/clock_tab.py" line="330"/>
        <source>ante {ante}</source>
        <translation>ante {ante}</translation>
    </message>
</context>
<context>
    <name>ListedTable</name>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="174"/>
        <source>{shown} of {total}</source>
        <translation>{shown} de {total}</translation>
    </message>
</context>
<context>
    <name>ListedTableModel</name>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="111"/>
        <source>Post</source>
        <translation>Cargo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="113"/>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="115"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="116"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="118"/>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="126"/>
        <source>typed by hand</source>
        <translation>cargado a mano</translation>
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
        <location filename="../../tournament_director/ui/log_view.py" line="54"/>
        <source>From:</source>
        <translation>Desde:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="55"/>
        <source>To:</source>
        <translation>Hasta:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="58"/>
        <source>Clear filters</source>
        <translation>Quitar filtros</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="62"/>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="64"/>
        <source>Operator:</source>
        <translation>Operador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="66"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="153"/>
        <source>All events</source>
        <translation>Todos los eventos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="157"/>
        <source>All operators</source>
        <translation>Todos los operadores</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/log_view.py" line="167"/>
        <source>All players</source>
        <translation>Todos los jugadores</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/log_view.py" line="194"/>
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
        <location filename="../../tournament_director/ui/main_window.py" line="63"/>
        <source>Tournament Director — Floor console</source>
        <translation>Tournament Director — Consola de sala</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="80"/>
        <source>No tournament open.
Choose one in the list and press Open, or create a new one (Ctrl+N).</source>
        <translation>No hay ningún torneo abierto.
Elija uno de la lista y pulse Abrir, o cree uno nuevo (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="124"/>
        <source>Database: {path}</source>
        <translation>Base de datos: {path}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="143"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="144"/>
        <source>New &amp;event with flights…</source>
        <translation>Nuevo &amp;evento con series…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="145"/>
        <source>&amp;Open selected tournament</source>
        <translation>&amp;Abrir el torneo seleccionado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="146"/>
        <source>&amp;Close tournament tab</source>
        <translation>&amp;Cerrar la pestaña del torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="147"/>
        <source>&amp;Archive selected tournament…</source>
        <translation>Arc&amp;hivar el torneo seleccionado…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="148"/>
        <source>&amp;Restore selected tournament</source>
        <translation>&amp;Restaurar el torneo seleccionado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="149"/>
        <source>S&amp;witch operator…</source>
        <translation>Ca&amp;mbiar operador…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="150"/>
        <source>&amp;Lock console</source>
        <translation>&amp;Bloquear consola</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="151"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="152"/>
        <source>&amp;Undo last action…</source>
        <translation>&amp;Deshacer la última acción…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="153"/>
        <source>&amp;Redo…</source>
        <translation>Re&amp;hacer…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="154"/>
        <source>&amp;Clock</source>
        <translation>&amp;Reloj</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="155"/>
        <source>&amp;Registration</source>
        <translation>&amp;Inscripción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="156"/>
        <source>Event &amp;log</source>
        <translation>&amp;Registro de eventos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="157"/>
        <source>&amp;Tables</source>
        <translation>&amp;Mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="158"/>
        <source>&amp;Payouts</source>
        <translation>&amp;Premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="159"/>
        <source>R&amp;esults</source>
        <translation>Res&amp;ultados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="160"/>
        <source>Pe&amp;nalties</source>
        <translation>Pe&amp;nalidades</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="161"/>
        <source>&amp;Stages</source>
        <translation>&amp;Etapas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="162"/>
        <source>&amp;Players and lists…</source>
        <translation>&amp;Jugadores y listas…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="163"/>
        <source>&amp;Record and backups…</source>
        <translation>&amp;Registro y copias de seguridad…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="164"/>
        <location filename="../../tournament_director/ui/main_window.py" line="262"/>
        <source>&amp;Operators…</source>
        <translation>&amp;Operadores…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="165"/>
        <source>Change my &amp;PIN…</source>
        <translation>Cambiar mi &amp;PIN…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="166"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="167"/>
        <source>&amp;About Tournament Director</source>
        <translation>&amp;Acerca de Tournament Director</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="171"/>
        <source>&amp;Console</source>
        <translation>&amp;Consola</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="181"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="183"/>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="198"/>
        <source>Clock c&amp;ontrols</source>
        <translation>C&amp;ontroles del reloj</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="199"/>
        <source>Ho&amp;use</source>
        <translation>C&amp;asa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="202"/>
        <source>&amp;Staff</source>
        <translation>&amp;Personal</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="206"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="256"/>
        <source>Operator: {name} ({role})</source>
        <translation>Operador: {name} ({role})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="262"/>
        <source>&amp;Operators (view)…</source>
        <translation>&amp;Operadores (consulta)…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="351"/>
        <source>Tournament not opened</source>
        <translation>No se abrió el torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="435"/>
        <location filename="../../tournament_director/ui/main_window.py" line="447"/>
        <source>Nothing undone</source>
        <translation>No se deshizo nada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="438"/>
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
        <location filename="../../tournament_director/ui/main_window.py" line="441"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="457"/>
        <location filename="../../tournament_director/ui/main_window.py" line="467"/>
        <source>Nothing redone</source>
        <translation>No se rehízo nada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="459"/>
        <source>Redo this action in “{tournament}”?

{what}</source>
        <translation>¿Rehacer esta acción en «{tournament}»?

{what}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="462"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="509"/>
        <source>About Tournament Director</source>
        <translation>Acerca de Tournament Director</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="510"/>
        <source>Tournament Director — floor console for live poker tournaments.</source>
        <translation>Tournament Director — consola de sala para torneos de póker en vivo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="531"/>
        <source>The clock is running in: {names}.</source>
        <translation>El reloj está en marcha en: {names}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/main_window.py" line="535"/>
        <source>Big screens open: %n.</source>
        <translation>
            <numerusform>Pantallas grandes abiertas: %n.</numerusform>
            <numerusform>Pantallas grandes abiertas: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="545"/>
        <source>Quit the console</source>
        <translation>Salir de la consola</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/main_window.py" line="547"/>
        <source>{running}

Quit the console? The big screens close with it. The clocks keep running and show the right time when the console opens again.</source>
        <translation>{running}

¿Salir de la consola? Las pantallas grandes se cierran con ella. Los relojes siguen corriendo y muestran la hora correcta cuando la consola se abre de nuevo.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="81"/>
        <source>New event with flights</source>
        <extracomment>The buy-in&apos;s parts, as the Buy-in dialog names them.</extracomment>
        <translation>Nuevo evento con series</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="84"/>
        <source>e.g. Gran Evento Aniversario</source>
        <translation>p. ej., Gran Evento Aniversario</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="88"/>
        <source>Flight</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="88"/>
        <source>Starts</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="95"/>
        <source>Add a flight</source>
        <translation>Agregar una serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="96"/>
        <source>Remove the flight chosen</source>
        <translation>Quitar la serie elegida</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="99"/>
        <source>Flights (qualifying stages)</source>
        <translation>Series (etapas clasificatorias)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="110"/>
        <source>The player chooses his flight</source>
        <translation>El jugador elige su serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="111"/>
        <source>The house draws each player&apos;s flight</source>
        <translation>La casa sortea la serie de cada jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="113"/>
        <source>One purchase per event</source>
        <translation>Una compra por evento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="114"/>
        <source>A new entry in a later flight</source>
        <translation>Una nueva entrada en una serie posterior</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="116"/>
        <source>His largest stack</source>
        <translation>Su stack más grande</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="117"/>
        <source>The stack of his first flight</source>
        <translation>El stack de su primera serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="118"/>
        <source>The stack of his last flight</source>
        <translation>El stack de su última serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="120"/>
        <source>Casino Club “Etapa Clasificatoria”: the flights may be drawn</source>
        <translation>Casino Club «Etapa Clasificatoria»: las series pueden sortearse</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="123"/>
        <source>Casino Club “Derecho de Participación”: once in each event</source>
        <translation>Casino Club «Derecho de Participación»: una vez por evento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="126"/>
        <source>The other qualifications of a player who qualifies twice are forfeited</source>
        <translation>El jugador que clasifica dos veces pierde sus otras clasificaciones</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="128"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="130"/>
        <source>Who plays which flight:</source>
        <translation>Quién juega qué serie:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="131"/>
        <source>Buying in again:</source>
        <translation>Volver a comprar:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="132"/>
        <source>Qualified twice:</source>
        <translation>Clasificado dos veces:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="140"/>
        <source>{name} (house)</source>
        <translation>{name} (de la casa)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="155"/>
        <source>Structure and buy-in (every flight and the final)</source>
        <translation>Estructura y precio (todas las series y la etapa final)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="157"/>
        <source>Structure:</source>
        <translation>Estructura:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="158"/>
        <source>Currency:</source>
        <translation>Moneda:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="159"/>
        <source>To the prize pool:</source>
        <translation>Al pozo de premios:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="160"/>
        <source>House fee:</source>
        <translation>Comisión de la casa:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="161"/>
        <source>Staff fee:</source>
        <translation>Aporte al personal:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="162"/>
        <source>Entry price:</source>
        <translation>Precio de la entrada:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="163"/>
        <source>Fee in a rebuy:</source>
        <translation>Comisión en una recompra:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="164"/>
        <source>Fee in an add-on:</source>
        <translation>Comisión en un add-on:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="167"/>
        <source>Event name:</source>
        <translation>Nombre del evento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="176"/>
        <source>Each flight&apos;s tables are then set on its Registration tab (Buy-in and tables…), as for any tournament.</source>
        <translation>Después, las mesas de cada serie se fijan en su pestaña Inscripción (Precio y mesas…), como en cualquier torneo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="195"/>
        <source>Create the event</source>
        <translation>Crear el evento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="222"/>
        <source>Day 1A</source>
        <translation>Día 1A</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/event_dialog.py" line="369"/>
        <source>The event was created, but its structure or buy-in was not set on every stage: {reason} Set it on each flight&apos;s Clock and Registration tabs.</source>
        <translation>El evento se creó, pero la estructura o el precio no quedaron fijados en todas las etapas: {reason} Fíjelos en las pestañas Reloj e Inscripción de cada serie.</translation>
    </message>
</context>
<context>
    <name>NoSlipDialog</name>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="499"/>
        <source>Accredit without a slip</source>
        <translation>Acreditar sin comprobante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="502"/>
        <source>Name or document number…</source>
        <translation>Nombre o número de documento…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="518"/>
        <source>Type or scan the document shown</source>
        <translation>Escriba o escanee el documento presentado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="521"/>
        <source>House rule “Etapa Final”: a qualifier without his chip-control slip is penalised but keeps his right to play. Check the record and his document: he is seated with the recorded count and the house penalty for a missing slip is recorded.</source>
        <translation>Regla de la casa «Etapa Final»: el clasificado sin su comprobante de control de fichas recibe una penalidad, pero conserva su derecho a jugar. Revise el registro y su documento: se lo sienta con el conteo registrado y se registra la penalidad de la casa por falta de comprobante.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="532"/>
        <source>Recorded at the flight&apos;s end</source>
        <translation>Registrado al final de la serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="536"/>
        <source>Chips:</source>
        <translation>Fichas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="538"/>
        <source>Document shown:</source>
        <translation>Documento presentado:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="545"/>
        <source>Accredit without slip</source>
        <translation>Acreditar sin comprobante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="547"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="552"/>
        <source>Qualifiers still to come:</source>
        <translation>Clasificados por llegar:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="587"/>
        <source>entry %1</source>
        <translation>entrada %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="588"/>
        <source>%1 chips</source>
        <translation>%1 fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="616"/>
        <source>Nobody found.</source>
        <translation>No se encontró a nadie.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="623"/>
        <source>%1 · flight %2, entry %3 · slip no. %4 · at the end: table-seat %5</source>
        <translation>%1 · serie %2, entrada %3 · comprobante n.º %4 · al final: mesa-asiento %5</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="650"/>
        <source>Choose the qualifier.</source>
        <translation>Elija al clasificado.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="653"/>
        <source>Ask for his document and type its number.</source>
        <translation>Pídale su documento y escriba el número.</translation>
    </message>
</context>
<context>
    <name>OperatorsDialog</name>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="51"/>
        <source>Operators</source>
        <translation>Operadores</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="55"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="55"/>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="55"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="62"/>
        <source>Change role…</source>
        <translation>Cambiar rol…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="63"/>
        <source>Reset PIN…</source>
        <translation>Restablecer PIN…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="64"/>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="174"/>
        <source>Deactivate</source>
        <translation>Desactivar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="65"/>
        <source>Unlock</source>
        <translation>Desbloquear</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="66"/>
        <source>Change my PIN…</source>
        <translation>Cambiar mi PIN…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="74"/>
        <source>Full name</source>
        <translation>Nombre completo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="80"/>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="82"/>
        <source>PIN again</source>
        <translation>Repita el PIN</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="83"/>
        <source>Add operator</source>
        <translation>Agregar operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="85"/>
        <source>New operator</source>
        <translation>Nuevo operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="98"/>
        <source>Only a director can add operators or change them. You can change your own PIN.</source>
        <translation>Solo un director puede agregar o modificar operadores. Usted puede cambiar su propio PIN.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="150"/>
        <source>Locked: a director must unlock</source>
        <translation>Bloqueado: un director debe desbloquearlo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="152"/>
        <source>Locked until {time}</source>
        <translation>Bloqueado hasta {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="153"/>
        <source>Active</source>
        <translation>Activo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="153"/>
        <source>Deactivated</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="172"/>
        <source>Reactivate</source>
        <translation>Reactivar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="189"/>
        <source>The two PINs are different. Type them again.</source>
        <translation>Los dos PIN no coinciden. Escríbalos de nuevo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="216"/>
        <source>Change role</source>
        <translation>Cambiar rol</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="217"/>
        <source>New role for {name}:</source>
        <translation>Nuevo rol de {name}:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="231"/>
        <source>The role {role} needs a PIN of at least {min} digits: give {name} a new one.</source>
        <translation>El rol {role} requiere un PIN de al menos {min} dígitos: dé a {name} uno nuevo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="238"/>
        <source>Role not changed</source>
        <translation>No se cambió el rol</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="233"/>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="246"/>
        <source>New PIN for {name}</source>
        <translation>Nuevo PIN de {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="248"/>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="279"/>
        <source>PIN not changed</source>
        <translation>No se cambió el PIN</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="254"/>
        <source>Operator not unlocked</source>
        <translation>No se desbloqueó el operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="261"/>
        <source>Operator not changed</source>
        <translation>No se modificó el operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="270"/>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="285"/>
        <source>Change my PIN</source>
        <translation>Cambiar mi PIN</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/operators_dialog.py" line="286"/>
        <source>Your PIN was changed.</source>
        <translation>Su PIN fue cambiado.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="63"/>
        <source>New PIN ({min} to {max} digits):</source>
        <translation>PIN nuevo (de {min} a {max} dígitos):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="71"/>
        <source>The new PIN again:</source>
        <translation>Repita el PIN nuevo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="80"/>
        <source>The two PINs are different. Nothing was changed.</source>
        <translation>Los dos PIN no coinciden. No se cambió nada.</translation>
    </message>
</context>
<context>
    <name>OrdersDialog</name>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="92"/>
        <source>Table orders</source>
        <translation>Orden de las mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="95"/>
        <source>ADTP 10: the tables in the order they open.</source>
        <translation>ADTP 10: las mesas en el orden en que se abren.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="97"/>
        <source>ADTP 10: the tables in the order they break (first breaks first).</source>
        <translation>ADTP 10: las mesas en el orden en que se rompen (la primera se rompe primero).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="102"/>
        <source>Opening order</source>
        <translation>Orden de apertura</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="103"/>
        <source>Breaking order</source>
        <translation>Orden de cierre</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="105"/>
        <source>Every table once, separated by commas (director).</source>
        <translation>Cada mesa una vez, separadas por comas (director).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/table_dialogs.py" line="127"/>
        <source>Write table numbers only, separated by commas.</source>
        <translation>Escriba solo números de mesa, separados por comas.</translation>
    </message>
</context>
<context>
    <name>PayPrizeDialog</name>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="79"/>
        <source>Pay prize</source>
        <extracomment>Refusals of a cash payment that another method avoids.</extracomment>
        <translation>Pagar premio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="82"/>
        <source>Cash</source>
        <translation>Efectivo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="83"/>
        <source>Bank transfer</source>
        <translation>Transferencia bancaria</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="84"/>
        <source>Cheque</source>
        <translation>Cheque</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="86"/>
        <source>Transfer or cheque number</source>
        <translation>Número de transferencia o de cheque</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="89"/>
        <source>Type the amount you hand over; it must be the prize of the standings.</source>
        <translation>Escriba el monto que entrega; debe ser el premio de la clasificación.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="92"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="96"/>
        <source>{place} (shared {places})</source>
        <translation>{place} (compartido {places})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="98"/>
        <source>Place:</source>
        <translation>Lugar:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="99"/>
        <source>Prize:</source>
        <translation>Premio:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="100"/>
        <source>Paid by:</source>
        <translation>Forma de pago:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="101"/>
        <source>Reference:</source>
        <translation>Referencia:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="102"/>
        <source>Amount handed over:</source>
        <translation>Monto entregado:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="103"/>
        <source>Check the player&apos;s identity document before paying.</source>
        <translation>Revise el documento de identidad del jugador antes de pagar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="116"/>
        <source>Pay</source>
        <translation>Pagar</translation>
    </message>
</context>
<context>
    <name>PayoutTableEditor</name>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="192"/>
        <source>New payout table</source>
        <translation>Nueva tabla de premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="195"/>
        <source>Payout table — %1</source>
        <translation>Tabla de premios — %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="201"/>
        <source>%1 (copy)</source>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="218"/>
        <source>For example: House 12 %</source>
        <translation>Por ejemplo: Casa 12 %</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="221"/>
        <source>The table that comes with the program is not changed: this is a copy, saved under its own name.</source>
        <translation>La tabla que viene con el programa no se modifica: esta es una copia, que se guarda con su propio nombre.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="228"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="233"/>
        <source>Entries from</source>
        <translation>Desde</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="233"/>
        <source>to</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="233"/>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="441"/>
        <source>Places paid</source>
        <translation>Premiados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="233"/>
        <source>Check</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="236"/>
        <source>Double-click “Entries from” or “to” to change a band&apos;s field sizes.</source>
        <translation>Doble clic en «Entradas desde» o «hasta» para cambiar las entradas de un tramo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="238"/>
        <source>Add band</source>
        <translation>Agregar tramo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="240"/>
        <source>A new band after the last one, with the last band&apos;s places.</source>
        <translation>Un tramo nuevo después del último, con los lugares del último tramo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="242"/>
        <source>Split band</source>
        <translation>Dividir tramo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="244"/>
        <source>Cut the selected band in two halves with the same places.</source>
        <translation>Divide el tramo seleccionado en dos mitades con los mismos lugares.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="246"/>
        <source>Remove band</source>
        <translation>Quitar tramo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="250"/>
        <source>Bands (field size)</source>
        <translation>Tramos (entradas)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="258"/>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="300"/>
        <source>Places</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="259"/>
        <source>Number of places</source>
        <translation>Cantidad de lugares</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="260"/>
        <source>% of pool each</source>
        <translation>% del pozo c/u</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="261"/>
        <source>% of pool in all</source>
        <translation>% del pozo en total</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="266"/>
        <source>Double-click a percentage to change it (up to 4 decimals). Places paid alike share one row; change “Number of places” to widen or narrow it.</source>
        <translation>Doble clic en un porcentaje para cambiarlo (hasta 4 decimales). Los lugares que se pagan igual comparten una fila; cambie «Cantidad de lugares» para ampliarla o reducirla.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="270"/>
        <source>Add place</source>
        <translation>Agregar lugar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="271"/>
        <source>Remove row</source>
        <translation>Quitar fila</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="292"/>
        <source>rounded to %1</source>
        <translation>redondeo a %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="295"/>
        <source>Entries:</source>
        <translation>Entradas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="297"/>
        <source>Prize pool:</source>
        <translation>Pozo de premios:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="300"/>
        <source>Prize each</source>
        <translation>Premio c/u</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="300"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="305"/>
        <source>Preview: the prizes for a field</source>
        <translation>Vista previa: los premios según las entradas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="324"/>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="325"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="326"/>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="695"/>
        <source>Save to house tables</source>
        <translation>Guardar en las tablas de la casa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="327"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="425"/>
        <source>(and %n more problem(s); the bands marked ✗)</source>
        <translation>
            <numerusform>(y %n problema más; los tramos marcados con ✗)</numerusform>
            <numerusform>(y %n problemas más; los tramos marcados con ✗)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="431"/>
        <source>Fix the problem shown in red first</source>
        <translation>Primero corrija el problema que aparece en rojo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="449"/>
        <source>Places paid with %1 entries</source>
        <translation>Lugares pagados con %1 entradas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="464"/>
        <source>Total of the band: %1</source>
        <translation>Total del tramo: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="472"/>
        <source>%1 missing</source>
        <translation>faltan %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="472"/>
        <source>%1 too much</source>
        <translation>sobran %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="503"/>
        <source>No band covers %1 entries.</source>
        <translation>Ningún tramo cubre %1 entradas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="509"/>
        <source>Fix the band %1 first.</source>
        <translation>Primero corrija el tramo %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="529"/>
        <source>Band %1: %n place(s) paid; total %2 = the prize pool.</source>
        <translation>
            <numerusform>Tramo %1: %n lugar pagado; total %2 = el pozo de premios.</numerusform>
            <numerusform>Tramo %1: %n lugares pagados; total %2 = el pozo de premios.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="553"/>
        <source>Type a whole number of entries.</source>
        <translation>Escriba un número entero de entradas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="573"/>
        <source>Type a number of places, 1 or more.</source>
        <translation>Escriba una cantidad de lugares, 1 o más.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="582"/>
        <source>Type a percentage from 0 to 100, with up to 4 decimals.</source>
        <translation>Escriba un porcentaje de 0 a 100, con hasta 4 decimales.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="647"/>
        <source>Import a payout table</source>
        <translation>Importar una tabla de premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="647"/>
        <source>Payout tables</source>
        <translation>Tablas de premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="654"/>
        <source>Not imported</source>
        <translation>No importada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="662"/>
        <source>Imported from %1</source>
        <translation>Importada de %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="665"/>
        <source>payout table</source>
        <translation>tabla de premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="667"/>
        <source>Export the payout table</source>
        <translation>Exportar la tabla de premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="678"/>
        <source>Not exported</source>
        <translation>No exportada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="681"/>
        <source>Exported to %1</source>
        <translation>Exportada a %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="696"/>
        <source>The house already has a table “%1”. Replace it?</source>
        <translation>La casa ya tiene una tabla «%1». ¿Reemplazarla?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="709"/>
        <source>Saved to the house tables as “%1”.</source>
        <translation>Guardada en las tablas de la casa como «%1».</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payout_table_editor.py" line="718"/>
        <source>Close without saving the changes to the table?</source>
        <translation>¿Cerrar sin guardar los cambios de la tabla?</translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="76"/>
        <source>Registrations</source>
        <translation>Inscripciones</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="77"/>
        <source>Late registrations</source>
        <translation>Inscripciones tardías</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="78"/>
        <source>Re-entries</source>
        <translation>Reingresos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="79"/>
        <source>Rebuys</source>
        <translation>Recompras</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="80"/>
        <source>Add-ons</source>
        <translation>Add-ons</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="94"/>
        <source>Save added money and guarantee</source>
        <translation>Guardar agregado y garantía</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="95"/>
        <source>Fix the pool now</source>
        <translation>Fijar el pozo ahora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="98"/>
        <source>House rule: the pool is fixed when registration closes. With late registration it is fixed by itself at the close; without it, fix it here.</source>
        <translation>Regla de la casa: el pozo se fija al cerrar la inscripción. Con inscripción tardía se fija solo al cierre; sin ella, fíjelo aquí.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="104"/>
        <source>Entries and purchases:</source>
        <translation>Entradas y compras:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="105"/>
        <source>Added money:</source>
        <translation>Dinero agregado:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="106"/>
        <source>Guarantee:</source>
        <translation>Garantía:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="107"/>
        <source>Overlay (house):</source>
        <translation>Overlay (diferencia garantizada):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="108"/>
        <source>Prize pool:</source>
        <translation>Pozo de premios:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="114"/>
        <source>Prize pool</source>
        <translation>Pozo de premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="119"/>
        <source>Payout table</source>
        <translation>Tabla de premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="120"/>
        <source>Generator</source>
        <translation>Generador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="124"/>
        <source>by share</source>
        <translation>por proporción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="134"/>
        <source>How the share of the field is rounded to whole places: published payouts of large fields round up (15 % of 9,735 entries, 1,460.25, pays 1,461).</source>
        <translation>Cómo se redondea a puestos enteros la proporción pagada: las tablas publicadas de campos grandes redondean hacia arriba (15 % de 9.735 entradas, 1.460,25, paga 1.461).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="141"/>
        <source>buy-in</source>
        <translation>inscripción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="144"/>
        <source>Prizes are rounded to this amount; what rounding leaves goes to the top.</source>
        <translation>Los premios se redondean a este monto; lo que deja el redondeo va a los primeros lugares.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="149"/>
        <source>New table…</source>
        <translation>Nueva tabla…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="150"/>
        <source>Edit table…</source>
        <translation>Editar tabla…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="152"/>
        <source>The table that comes with the program is edited as a copy.</source>
        <translation>La tabla que viene con el programa se edita como copia.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="158"/>
        <source>Table:</source>
        <translation>Tabla:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="162"/>
        <source>Places paid:</source>
        <translation>Lugares pagados:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="163"/>
        <source>Share of the field paid:</source>
        <translation>Proporción pagada:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="164"/>
        <source>Places rounded:</source>
        <translation>Redondeo de puestos:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="165"/>
        <source>Minimum cash:</source>
        <translation>Premio mínimo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="168"/>
        <source>Use this structure</source>
        <translation>Usar esta estructura</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="169"/>
        <source>Back to the one in use</source>
        <translation>Volver a la que está en uso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="170"/>
        <source>Save as house table…</source>
        <translation>Guardar como tabla de la casa…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="171"/>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="574"/>
        <source>Delete house table</source>
        <translation>Borrar tabla de la casa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="173"/>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="176"/>
        <source>Rounding unit:</source>
        <translation>Redondeo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="185"/>
        <source>Payout structure</source>
        <translation>Estructura de premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="200"/>
        <source>Places</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="200"/>
        <source>Prize each</source>
        <translation>Premio c/u</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="200"/>
        <source>% of pool</source>
        <translation>% del pozo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="200"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="210"/>
        <source>Deal…</source>
        <translation>Acuerdo…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="211"/>
        <source>Print payout table…</source>
        <translation>Imprimir tabla de premios…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="212"/>
        <source>Print deal sheet…</source>
        <translation>Imprimir acuerdo…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="290"/>
        <source>Fixed: registration has closed.</source>
        <translation>Fijo: la inscripción cerró.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="292"/>
        <source>Later purchases are not in the pool.</source>
        <translation>Las compras posteriores no entran al pozo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="297"/>
        <source>Live:</source>
        <translation>En curso:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="299"/>
        <source>it grows with every entry until registration closes.</source>
        <translation>crece con cada entrada hasta que cierre la inscripción.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="309"/>
        <source>No entries yet</source>
        <translation>Todavía no hay entradas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/payouts_tab.py" line="319"/>
        <source>%n purchase(s) after the pool was fixed: not in the pool.</source>
        <translation>
            <numerusform>%n compra posterior al cierre del pozo: no entra al pozo.</numerusform>
            <numerusform>%n compras posteriores al cierre del pozo: no entran al pozo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="334"/>
        <source>(house)</source>
        <translation>(casa)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="410"/>
        <source>Preview — not in use yet.</source>
        <translation>Vista previa — todavía no está en uso.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="412"/>
        <source>Press “Use this structure” to pay the pool this way.</source>
        <translation>Pulse «Usar esta estructura» para pagar el pozo así.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="416"/>
        <source>In use:</source>
        <translation>En uso:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="432"/>
        <source>No payout yet.</source>
        <translation>Todavía no hay premios.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/payouts_tab.py" line="453"/>
        <source>%n place(s) paid; total %1 = the prize pool.</source>
        <translation>
            <numerusform>%n lugar pagado; total %1 = el pozo de premios.</numerusform>
            <numerusform>%n lugares pagados; total %1 = el pozo de premios.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/payouts_tab.py" line="482"/>
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n lugar</numerusform>
            <numerusform>%n lugares</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="464"/>
        <source>Deal recorded by %1 among %2 players (not endorsed by the house).</source>
        <translation>Acuerdo registrado por %1 entre %2 jugadores (la casa no lo respalda).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="477"/>
        <source>(default)</source>
        <translation>(predeterminada)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="479"/>
        <source>%1, rounded to %2</source>
        <translation>%1, redondeo a %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="480"/>
        <source>table %1, rounded to %2</source>
        <translation>tabla %1, redondeo a %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="484"/>
        <source>%1 % of the field</source>
        <translation>%1 % de las entradas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="493"/>
        <source>generator: %1 paid, minimum cash %2 × buy-in, rounded to %3</source>
        <translation>generador: %1 pagados, premio mínimo %2 × inscripción, redondeo a %3</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="502"/>
        <source>Up</source>
        <translation>Hacia arriba</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="503"/>
        <source>To the nearest</source>
        <translation>Al más cercano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="504"/>
        <source>Down</source>
        <translation>Hacia abajo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="509"/>
        <source>places rounded up</source>
        <translation>puestos redondeados hacia arriba</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="510"/>
        <source>places rounded to the nearest</source>
        <translation>puestos redondeados al más cercano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="511"/>
        <source>places rounded down</source>
        <translation>puestos redondeados hacia abajo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="534"/>
        <source>Fix the prize pool</source>
        <translation>Fijar el pozo de premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="536"/>
        <source>Fix the prize pool now? Purchases made after this are not in the pool. Do it when registration has closed.</source>
        <translation>¿Fijar el pozo ahora? Las compras posteriores no entran al pozo. Hágalo cuando haya cerrado la inscripción.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="557"/>
        <source>Save as house table</source>
        <translation>Guardar como tabla de la casa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="557"/>
        <source>Name of the house table:</source>
        <translation>Nombre de la tabla de la casa:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="575"/>
        <source>Delete the house table “%1”? Tournaments that use it keep it.</source>
        <translation>¿Borrar la tabla de la casa «%1»? Los torneos que la usan la conservan.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="639"/>
        <source>Payout table — {name}</source>
        <translation>Tabla de premios — {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="642"/>
        <source>Deal — {name}</source>
        <translation>Acuerdo — {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/payouts_tab.py" line="647"/>
        <source>Not printed</source>
        <translation>No se imprimió</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="110"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="111"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="112"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="113"/>
        <source>Table-seat</source>
        <translation>Mesa-asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="114"/>
        <source>Offence</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="115"/>
        <source>Penalty</source>
        <translation>Penalidad</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="116"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="117"/>
        <source>Left</source>
        <translation>Quedan</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="118"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="119"/>
        <source>Operator</source>
        <translation>Operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="143"/>
        <source>serving</source>
        <translation>cumpliendo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="183"/>
        <source>Falls under: %1</source>
        <translation>Regla: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="189"/>
        <source>* Chosen otherwise than the proposal (%1): %2</source>
        <translation>* Distinta de la propuesta (%1): %2</translation>
    </message>
</context>
<context>
    <name>PenaltiesSettingsBox</name>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="474"/>
        <source>Penalties (every console of this house)</source>
        <translation>Penalidades (todas las consolas de esta casa)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="480"/>
        <source>Offences and ladder…</source>
        <translation>Infracciones y escala…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="480"/>
        <source>Offences and ladder (view)…</source>
        <translation>Infracciones y escala (ver)…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="495"/>
        <source>%n offence(s); ladder: %1</source>
        <translation>
            <numerusform>%n infracción; escala: %1</numerusform>
            <numerusform>%n infracciones; escala: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltiesTab</name>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="271"/>
        <source>New penalty… (Ctrl+P)</source>
        <translation>Nueva penalidad… (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="274"/>
        <source>ADTP 68: the offence from the house&apos;s list, the proposal from the player&apos;s record in this event</source>
        <translation>ADTP 68: la infracción de la lista de la casa, la propuesta según el historial del jugador en este torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="279"/>
        <source>New penalty…</source>
        <translation>Nueva penalidad…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="284"/>
        <source>Mark served…</source>
        <translation>Marcar cumplida…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="287"/>
        <source>Casino Club “Suspensión de Manos”: the penalty ends when the director says so (where hands are not counted at the table)</source>
        <translation>Casino Club «Suspensión de Manos»: la penalidad termina cuando el director lo indica (donde no se cuentan las manos en la mesa)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="293"/>
        <source>Player&apos;s notice</source>
        <translation>Aviso al jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="297"/>
        <source>Print on the 80 mm roll…</source>
        <translation>Imprimir en el rollo de 80 mm…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="298"/>
        <source>Print on A4…</source>
        <translation>Imprimir en A4…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="301"/>
        <source>Penalty report</source>
        <translation>Reporte de penalidades</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="304"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="305"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="306"/>
        <source>Save as CSV…</source>
        <translation>Guardar como CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="308"/>
        <source>Open the papers folder</source>
        <translation>Abrir la carpeta de papeles</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="371"/>
        <source>All (%1)</source>
        <translation>Todas (%1)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="372"/>
        <source>Being served (%1)</source>
        <translation>Cumpliéndose (%1)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="392"/>
        <source>No penalties in this event.</source>
        <translation>Sin penalidades en este torneo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="396"/>
        <source>No penalties in this event. New penalty: Ctrl+P, here or on the Tables tab.</source>
        <translation>Sin penalidades en este torneo. Nueva penalidad: Ctrl+P, aquí o en la pestaña Mesas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="400"/>
        <source>Nobody is serving a penalty now.</source>
        <translation>Nadie está cumpliendo una penalidad ahora.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="430"/>
        <source>No. %1</source>
        <translation>N.º %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="433"/>
        <source>Proposed: %1. %2</source>
        <translation>Propuesta: %1. %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="436"/>
        <source>Chosen otherwise; the reason: %1</source>
        <translation>Distinta de la propuesta; el motivo: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="438"/>
        <source>What happened: %1</source>
        <translation>Lo ocurrido: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="488"/>
        <source>Mark served</source>
        <translation>Marcar cumplida</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="489"/>
        <source>Penalty no. %1 of %2 (%3). Note, if any:</source>
        <translation>Penalidad n.º %1 de %2 (%3). Nota, si la hay:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="517"/>
        <source>Penalty report — %1</source>
        <translation>Reporte de penalidades — %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalties_tab.py" line="537"/>
        <source>Not saved</source>
        <translation>No se guardó</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="105"/>
        <source>Penalty</source>
        <extracomment>Where the floor&apos;s kinds sit in the button group. &quot;3-&quot; (table 3) or &quot;3-4&quot; (table 3, seat 4) typed in the player&apos;s search. The proposal last shown, so a new player or offence brings the choice back to it. The players at the table as the floor typed them (None: as the room counts them).</extracomment>
        <translation>Penalidad</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="127"/>
        <source>Name, table-seat (3-4) or entry number…</source>
        <translation>Nombre, mesa-asiento (3-4) o n.º de entrada…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="137"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="153"/>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="499"/>
        <source>Falls under: %1</source>
        <translation>Regla: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="174"/>
        <source>Proposal</source>
        <translation>Propuesta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="180"/>
        <source>Verbal warning</source>
        <translation>Advertencia verbal</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="181"/>
        <source>Missed hands:</source>
        <translation>Pérdida de manos:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="182"/>
        <source>Missed orbits:</source>
        <translation>Pérdida de órbitas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="183"/>
        <source>Disqualification</source>
        <translation>Descalificación</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="198"/>
        <source>ADTP 68-B: an orbit is one hand for each player at the table when the offence happened, the offender included. Change it when the room&apos;s count is not what the table had.</source>
        <translation>ADTP 68-B: una órbita es una mano por cada jugador en la mesa al momento de la infracción, el infractor incluido. Cámbielo si la cuenta de la sala no es la que tenía la mesa.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="204"/>
        <source>chips counted</source>
        <translation>fichas contadas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="209"/>
        <source>ADTP 68-D, Casino Club “Penalidades”: the player is out now and his chips are removed from play (director).</source>
        <translation>ADTP 68-D, Casino Club «Penalidades»: el jugador queda fuera ahora y sus fichas se retiran del juego (director).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="216"/>
        <source>Only a director can disqualify a player.</source>
        <translation>Solo un director puede descalificar a un jugador.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="226"/>
        <source>players at the table:</source>
        <translation>jugadores en la mesa:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="232"/>
        <source>chips removed:</source>
        <translation>fichas retiradas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="241"/>
        <source>Penalty given</source>
        <translation>Penalidad aplicada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="251"/>
        <source>Offence:</source>
        <translation>Infracción:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="254"/>
        <source>What happened:</source>
        <translation>Lo ocurrido:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="258"/>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="282"/>
        <source>Record the penalty</source>
        <translation>Registrar la penalidad</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="284"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="330"/>
        <source>%1 (entry %2)</source>
        <translation>%1 (entrada %2)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="474"/>
        <source>No penalties in this event yet.</source>
        <translation>Todavía sin penalidades en este torneo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="484"/>
        <source>In this event (%n penalty(ies)):</source>
        <translation>
            <numerusform>En este torneo (%n penalidad):</numerusform>
            <numerusform>En este torneo (%n penalidades):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="503"/>
        <source>Required: say what happened; it goes into the record.</source>
        <translation>Obligatorio: diga lo ocurrido; queda en el registro.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="505"/>
        <source>Optional</source>
        <translation>Opcional</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="511"/>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="615"/>
        <source>Choose the player.</source>
        <translation>Elija al jugador.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="553"/>
        <source>Only a director can disqualify a player: call the director.</source>
        <translation>Solo un director puede descalificar a un jugador: llame al director.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="572"/>
        <source>%1: %n hand(s) (%2 players at the table)</source>
        <translation>
            <numerusform>%1: %n mano (%2 jugadores en la mesa)</numerusform>
            <numerusform>%1: %n manos (%2 jugadores en la mesa)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="580"/>
        <source>No hands to serve: the warning is recorded.</source>
        <translation>Sin manos por cumplir: la advertencia queda registrada.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="582"/>
        <source>The player is out now and his chips are removed from play (ADTP 68-D).</source>
        <translation>El jugador queda fuera ahora y sus fichas se retiran del juego (ADTP 68-D).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="584"/>
        <source>%n orbit(s)</source>
        <translation>
            <numerusform>%n órbita</numerusform>
            <numerusform>%n órbitas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="586"/>
        <source>To serve: %n hand(s) (%1 players at the table × %2).</source>
        <translation>
            <numerusform>Por cumplir: %n mano (%1 jugadores en la mesa × %2).</numerusform>
            <numerusform>Por cumplir: %n manos (%1 jugadores en la mesa × %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="590"/>
        <source>To serve: %n hand(s).</source>
        <translation>
            <numerusform>Por cumplir: %n mano.</numerusform>
            <numerusform>Por cumplir: %n manos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="597"/>
        <source>Required: the proposal is %1 and you chose %2; it goes into the record.</source>
        <translation>Obligatorio: la propuesta es %1 y usted eligió %2; queda en el registro.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="602"/>
        <source>Why otherwise than the proposal</source>
        <translation>Por qué no la propuesta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="604"/>
        <source>Only when choosing otherwise than the proposal.</source>
        <translation>Solo si elige otra que la propuesta.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="624"/>
        <source>The chips are not a number: %1</source>
        <translation>Las fichas no son un número: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="630"/>
        <source>Enter the chips removed from the table, as the floor counted them.</source>
        <translation>Indique las fichas retiradas de la mesa, como las contó el floor.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="664"/>
        <source>Print the notice for the player (80 mm)?</source>
        <translation>¿Imprimir el aviso para el jugador (80 mm)?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="665"/>
        <source>Penalty recorded</source>
        <translation>Penalidad registrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="693"/>
        <source>Penalty notice — %1</source>
        <translation>Aviso de penalidad — %1</translation>
    </message>
</context>
<context>
    <name>PenaltyRecordNote</name>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="104"/>
        <source>Click to see every penalty.</source>
        <translation>Haga clic para ver todas sus penalidades.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_record.py" line="122"/>
        <location filename="../../tournament_director/ui/penalty_record.py" line="131"/>
        <source>%n penalty(ies)</source>
        <translation>
            <numerusform>%n penalidad</numerusform>
            <numerusform>%n penalidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="130"/>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_record.py" line="132"/>
        <source>%n tournament(s)</source>
        <translation>
            <numerusform>%n torneo</numerusform>
            <numerusform>%n torneos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="134"/>
        <source>the latest: %1</source>
        <translation>la última: %1</translation>
    </message>
</context>
<context>
    <name>PenaltySettingsDialog</name>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="127"/>
        <source>Penalties: offences and ladder</source>
        <translation>Penalidades: infracciones y escala</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="138"/>
        <source>Offence</source>
        <extracomment>Offences added here: their key follows their name until saved.</extracomment>
        <translation>Infracción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="139"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="140"/>
        <source>Least penalty</source>
        <translation>Penalidad mínima</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="141"/>
        <source>Details</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="159"/>
        <source>e.g. ADTP 68-A, 75</source>
        <translation>p. ej. ADTP 68-A, 75</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="161"/>
        <source>The floor must say what happened</source>
        <translation>El floor debe describir lo ocurrido</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="162"/>
        <source>Add</source>
        <translation>Agregar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="163"/>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="189"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="164"/>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="190"/>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="165"/>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="191"/>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="171"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="173"/>
        <source>Falls under:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="175"/>
        <source>Least penalty:</source>
        <translation>Penalidad mínima:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="179"/>
        <source>The house&apos;s offences (the penalty dialog&apos;s list)</source>
        <translation>Infracciones de la casa (la lista del diálogo de penalidad)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="188"/>
        <source>Add step</source>
        <translation>Agregar paso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="194"/>
        <source>ADTP 68-B: a player&apos;s first offence in an event gets the first step; each later one the step after the heaviest penalty he already has. A step is never lighter than the one before it; a disqualification only last.</source>
        <translation>ADTP 68-B: la primera infracción de un jugador en un torneo recibe el primer paso; cada una siguiente, el paso que sigue a la penalidad más grave que ya tiene. Un paso nunca es más leve que el anterior; la descalificación, solo al final.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="206"/>
        <source>Escalation ladder</source>
        <translation>Escala de penalidades</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="210"/>
        <source>Step:</source>
        <translation>Paso:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="222"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="223"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="227"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="230"/>
        <source>Only a director can change them.</source>
        <translation>Solo un director puede cambiarlas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="291"/>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="354"/>
        <source>required</source>
        <translation>obligatorio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_settings_dialog.py" line="361"/>
        <source>New offence</source>
        <translation>Nueva infracción</translation>
    </message>
</context>
<context>
    <name>PlayerClocksPanel</name>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="235"/>
        <source>Call the clock… (F8)</source>
        <extracomment>The box of a clock: plain while it runs, amber in the countdown, red at zero. The table a call starts at (the Tables tab sets its selected table).</extracomment>
        <translation>Pedir tiempo… (F8)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="238"/>
        <source>ADTP 29: the player has the rule set&apos;s time to act, the last seconds counted down; Casino Club “Tiempo para actuar”: 30 s, the last 10 counted.</source>
        <translation>ADTP 29: el jugador tiene el tiempo del reglamento para actuar, los últimos segundos en cuenta atrás; Casino Club «Tiempo para actuar»: 30 s, los últimos 10 contados en voz alta.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="242"/>
        <source>Call the clock on a player…</source>
        <translation>Pedir tiempo a un jugador…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="263"/>
        <source>Table %1 · Seat %2</source>
        <translation>Mesa %1 · Asiento %2</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="268"/>
        <source>Acted in time</source>
        <translation>Actuó a tiempo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="269"/>
        <source>Hand dead</source>
        <translation>Mano muerta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="270"/>
        <source>Checked</source>
        <translation>Check</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="271"/>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="278"/>
        <source>%1: the player acted before the time ran out (in doubt, in favour of the player)</source>
        <translation>%1: el jugador actuó antes de que se acabara el tiempo (en caso de duda, a favor del jugador)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="281"/>
        <source>%1: the time ran out facing a bet: the hand is dead (once the time is up)</source>
        <translation>%1: se acabó el tiempo frente a una apuesta: la mano está muerta (una vez cumplido el tiempo)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="284"/>
        <source>%1: the time ran out with no bet to face: the hand is checked (once the time is up)</source>
        <translation>%1: se acabó el tiempo sin apuesta que pagar: la mano queda en check (una vez cumplido el tiempo)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="288"/>
        <source>Take the clock off: called in error, or the hand ended otherwise</source>
        <translation>Retirar el tiempo: pedido por error, o la mano terminó de otro modo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="295"/>
        <source>Countdown</source>
        <translation>Cuenta atrás</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="296"/>
        <source>Time!</source>
        <translation>¡Tiempo!</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="303"/>
        <source>%1: %2 s + a %3 s countdown</source>
        <translation>%1: %2 s + cuenta atrás de %3 s</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="309"/>
        <source>asked by %1</source>
        <translation>pedido por %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="313"/>
        <source>on the floor&apos;s judgement</source>
        <translation>a criterio del floor</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="314"/>
        <source>called by %1</source>
        <translation>aplicado por %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_clocks.py" line="317"/>
        <source>on the big screen</source>
        <translation>en la pantalla grande</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="87"/>
        <source>New player</source>
        <translation>Jugador nuevo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="87"/>
        <source>Correct player record</source>
        <translation>Corregir ficha del jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="90"/>
        <source>First and last names, as on the document</source>
        <translation>Nombres y apellidos, como en el documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="96"/>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="101"/>
        <source>dd/mm/yyyy</source>
        <translation>dd/mm/aaaa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="108"/>
        <source>e.g. name misspelt</source>
        <translation>p. ej.: nombre mal escrito</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="121"/>
        <source>Full name:</source>
        <translation>Nombre completo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="122"/>
        <source>Document:</source>
        <translation>Documento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="123"/>
        <source>Nationality:</source>
        <translation>Nacionalidad:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="124"/>
        <source>Date of birth:</source>
        <translation>Fecha de nacimiento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="125"/>
        <source>Phone (optional):</source>
        <translation>Teléfono (opcional):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="126"/>
        <source>E-mail (optional):</source>
        <translation>Correo (opcional):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="127"/>
        <source>Notes (optional):</source>
        <translation>Notas (opcional):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="129"/>
        <source>Reason for the correction:</source>
        <translation>Motivo de la corrección:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="133"/>
        <source>Create player</source>
        <translation>Crear jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="160"/>
        <source>Save correction</source>
        <translation>Guardar corrección</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="170"/>
        <source>This record&apos;s document is not valid: %1 Correct it here.</source>
        <translation>El documento de esta ficha no es válido: %1 Corríjalo aquí.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/player_dialog.py" line="211"/>
        <source>Say why the record is corrected.</source>
        <translation>Indique por qué se corrige la ficha.</translation>
    </message>
</context>
<context>
    <name>PlayerPenaltiesDialog</name>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="164"/>
        <source>Penalties of %1</source>
        <translation>Penalidades de %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="167"/>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_record.py" line="168"/>
        <source>%n penalty(ies)</source>
        <translation>
            <numerusform>%n penalidad</numerusform>
            <numerusform>%n penalidades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/penalty_record.py" line="169"/>
        <source>%n tournament(s)</source>
        <translation>
            <numerusform>%n torneo</numerusform>
            <numerusform>%n torneos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="171"/>
        <source>No penalties in any tournament.</source>
        <translation>Sin penalidades en ningún torneo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="181"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="182"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="183"/>
        <source>Penalty</source>
        <translation>Penalidad</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="184"/>
        <source>Offence</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="185"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="186"/>
        <source>Marked served</source>
        <translation>Marcada cumplida</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="187"/>
        <source>Operator</source>
        <translation>Operador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="203"/>
        <source>Reason: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="213"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/penalty_record.py" line="232"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>PlayerSearchBox</name>
    <message>
        <location filename="../../tournament_director/ui/player_search_box.py" line="35"/>
        <source>Name or document number…</source>
        <translation>Nombre o número de documento…</translation>
    </message>
</context>
<context>
    <name>PlayersAdminDialog</name>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="65"/>
        <source>Self-exclusion</source>
        <translation>Autoexclusión</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="67"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="214"/>
        <source>House staff</source>
        <translation>Personal de la casa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="68"/>
        <source>Exclusion</source>
        <translation>Exclusión</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="207"/>
        <source>House: players and lists</source>
        <translation>Casa: jugadores y listas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="211"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="212"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="577"/>
        <source>Duplicates</source>
        <translation>Duplicados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="213"/>
        <source>Exclusions</source>
        <translation>Exclusiones</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="236"/>
        <source>New player…</source>
        <translation>Nuevo jugador…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="237"/>
        <source>Correct this record…</source>
        <translation>Corregir esta ficha…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="241"/>
        <source>Type a name or a document number.</source>
        <translation>Escriba un nombre o un número de documento.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="247"/>
        <source>Full name:</source>
        <translation>Nombre completo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="248"/>
        <source>Document:</source>
        <translation>Documento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="249"/>
        <source>Nationality:</source>
        <translation>Nacionalidad:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="250"/>
        <source>Date of birth:</source>
        <translation>Fecha de nacimiento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="251"/>
        <source>Phone:</source>
        <translation>Teléfono:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="252"/>
        <source>E-mail:</source>
        <translation>Correo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="253"/>
        <source>Notes:</source>
        <translation>Notas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="254"/>
        <source>Record:</source>
        <translation>Ficha:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="265"/>
        <source>Choose a player in the list to see the record. If the player is not in the house yet, press New player.</source>
        <translation>Elija un jugador de la lista para ver su ficha. Si el jugador todavía no está en la casa, pulse Nuevo jugador.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="269"/>
        <source>Player record</source>
        <translation>Ficha del jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="299"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="300"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="301"/>
        <source>Date of birth</source>
        <translation>Fecha de nacimiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="302"/>
        <source>Nationality</source>
        <translation>Nacionalidad</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="303"/>
        <source>Record</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="308"/>
        <source>No duplicate records: nothing to merge.</source>
        <translation>No hay fichas duplicadas: nada que unir.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="310"/>
        <source>Only a director can merge records. Ask a director to do it.</source>
        <translation>Solo un director puede unir fichas. Pídaselo a un director.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="312"/>
        <source>Keep the selected record and merge…</source>
        <translation>Conservar la ficha elegida y unir…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="321"/>
        <source>Records that look like the same person: the same document number, or the same name and date of birth. Select the record to keep (the one with the right details) and press the button: the other record&apos;s entries count as the kept one&apos;s in every tournament. A merge cannot be undone.</source>
        <translation>Fichas que parecen ser de la misma persona: el mismo número de documento, o el mismo nombre y fecha de nacimiento. Elija la ficha que se conserva (la que tiene los datos correctos) y pulse el botón: las entradas de la otra ficha pasan a contar como de la ficha conservada en todos los torneos. Una unión no se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="336"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="395"/>
        <source>Filter by document or name…</source>
        <translation>Filtrar por documento o nombre…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="340"/>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="341"/>
        <source>Lift the selected exclusion…</source>
        <translation>Levantar la exclusión elegida…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="347"/>
        <source>Import a list file as:</source>
        <translation>Importar un archivo de lista como:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="350"/>
        <source>One line per person: document number; name</source>
        <translation>Una línea por persona: número de documento; nombre</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="356"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="397"/>
        <source>Document number</source>
        <translation>Número de documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="358"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="399"/>
        <source>Full name</source>
        <translation>Nombre completo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="362"/>
        <source>Add to the list</source>
        <translation>Agregar a la lista</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="364"/>
        <source>Add one person by hand</source>
        <translation>Agregar una persona a mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="374"/>
        <source>Only a director can change the exclusion lists.</source>
        <translation>Solo un director puede modificar las listas de exclusión.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="381"/>
        <source>People on the exclusion or self-exclusion list may not play: the desk refuses these documents when a player registers.</source>
        <translation>Las personas en la lista de exclusión o de autoexclusión no pueden jugar: la caja rechaza estos documentos al inscribir a un jugador.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="401"/>
        <source>Post (optional): dealer, inspector…</source>
        <translation>Cargo (opcional): crupier, fiscalizador…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="402"/>
        <source>Add</source>
        <translation>Agregar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="403"/>
        <source>Remove the selected person…</source>
        <translation>Quitar a la persona elegida…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="405"/>
        <source>Add a staff member or an inspector</source>
        <translation>Agregar un empleado o un fiscalizador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="415"/>
        <source>Only a director can change the staff list.</source>
        <translation>Solo un director puede modificar la lista del personal.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="425"/>
        <source>The house&apos;s staff and the regulator&apos;s inspectors may not play: the desk refuses these documents when a player registers.</source>
        <translation>El personal de la casa y los fiscalizadores no pueden jugar: la caja rechaza estos documentos al inscribir a un jugador.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="516"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="519"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="562"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="681"/>
        <source>#{id}</source>
        <translation>N.º {id}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="518"/>
        <source>(records merged into it: {ids})</source>
        <translation>(fichas unidas a esta: {ids})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="529"/>
        <source>On the {list} list: may not play.</source>
        <translation>En la lista de {list}: no puede jugar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="534"/>
        <source>On the house staff list: may not play.</source>
        <translation>En la lista del personal de la casa: no puede jugar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="544"/>
        <source>Same document number {document}</source>
        <translation>Mismo número de documento {document}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="546"/>
        <source>Same name and date of birth</source>
        <translation>Mismo nombre y fecha de nacimiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="575"/>
        <source>Duplicates ({count})</source>
        <translation>Duplicados ({count})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="639"/>
        <source>Records not merged</source>
        <translation>Fichas no unidas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="649"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="658"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="668"/>
        <source>Merge records</source>
        <translation>Unir fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="650"/>
        <source>Which record is merged into {kept}?</source>
        <translation>¿Qué ficha se une a {kept}?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="659"/>
        <source>Why are these records the same person? (required)</source>
        <translation>¿Por qué estas fichas son de la misma persona? (obligatorio)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="664"/>
        <source>Keep {kept}
and merge {merged} into it?

Every entry of the merged record counts as the kept record&apos;s, in every tournament. A merge cannot be undone.</source>
        <translation>¿Conservar {kept}
y unirle {merged}?

Cada entrada de la ficha unida pasa a contar como de la ficha conservada, en todos los torneos. Una unión no se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="688"/>
        <source>List not imported</source>
        <translation>Lista no importada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="694"/>
        <source>Import the {list} list</source>
        <translation>Importar la lista de {list}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="712"/>
        <source>%n person(s) listed from {file}.</source>
        <translation>
            <numerusform>%n persona cargada desde {file}.</numerusform>
            <numerusform>%n personas cargadas desde {file}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="725"/>
        <source>%n line(s) could not be read and were NOT listed. Correct them in the file and import it again:</source>
        <translation>
            <numerusform>%n línea no se pudo leer y NO se cargó. Corríjala en el archivo y vuelva a importarlo:</numerusform>
            <numerusform>%n líneas no se pudieron leer y NO se cargaron. Corríjalas en el archivo y vuelva a importarlo:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="732"/>
        <source>  line {number}: {text}</source>
        <translation>  línea {number}: {text}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="736"/>
        <source>Every line was read.</source>
        <translation>Se leyeron todas las líneas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="741"/>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="787"/>
        <source>Not listed</source>
        <translation>No se agregó a la lista</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="763"/>
        <source>Exclusion not lifted</source>
        <translation>Exclusión no levantada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="769"/>
        <source>Lift exclusion</source>
        <translation>Levantar exclusión</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="771"/>
        <source>Lift the {list} of {name} (document {document})? They will be able to register again.

Reason (required):</source>
        <translation>¿Levantar la {list} de {name} (documento {document})? Podrá volver a inscribirse.

Motivo (obligatorio):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="809"/>
        <source>Not removed</source>
        <translation>No se quitó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="815"/>
        <source>Remove from the staff list</source>
        <translation>Quitar de la lista del personal</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="817"/>
        <source>Remove {name} (document {document}) from the staff list? They will be able to play.

Reason (required):</source>
        <translation>¿Quitar a {name} (documento {document}) de la lista del personal? Podrá jugar.

Motivo (obligatorio):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/players_admin_dialog.py" line="824"/>
        <source>Say why: nothing was removed.</source>
        <translation>Indique el motivo: no se quitó a nadie.</translation>
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
    <name>PrintAdapter</name>
    <message>
        <location filename="../../tournament_director/ui/penalty_dialog.py" line="685"/>
        <location filename="../../tournament_director/ui/print_adapter.py" line="383"/>
        <source>Not printed</source>
        <translation>No se imprimió</translation>
    </message>
</context>
<context>
    <name>QualifiersModel</name>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="387"/>
        <source>Player</source>
        <extracomment>How a qualifier was accredited (&quot;&quot;: still to come). His other qualifications (&quot;Día 1B: 45.000&quot;), forfeited or to be, and their (flight, slip).</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="388"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="389"/>
        <source>Flight, entry</source>
        <translation>Serie, entrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="390"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="391"/>
        <source>Accreditation</source>
        <translation>Acreditación</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="392"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="393"/>
        <source>Accredited</source>
        <translation>Acreditado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="398"/>
        <source>With slip</source>
        <translation>Con comprobante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="400"/>
        <source>Without slip (penalised)</source>
        <translation>Sin comprobante (penalidad)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="403"/>
        <source>Absent: stack removed</source>
        <translation>Ausente: stack retirado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="404"/>
        <source>Seated absent</source>
        <translation>Sentado ausente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="404"/>
        <source>Seated absent, came</source>
        <translation>Sentado ausente, llegó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="405"/>
        <source>To come</source>
        <translation>Por llegar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="425"/>
        <source>Also qualified: %1</source>
        <translation>También clasificó: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/accreditation_desk.py" line="427"/>
        <source>Slip no. %1 · at the flight&apos;s end: table-seat %2</source>
        <translation>Comprobante n.º %1 · al final de la serie: mesa-asiento %2</translation>
    </message>
</context>
<context>
    <name>RecordDialog</name>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="59"/>
        <source>Record and backups</source>
        <translation>Registro y copias de seguridad</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="63"/>
        <source>Where this station keeps the record</source>
        <translation>Dónde guarda este puesto el registro</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="66"/>
        <source>Database:</source>
        <translation>Base de datos:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="67"/>
        <source>Record&apos;s key:</source>
        <translation>Clave del registro:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="67"/>
        <location filename="../../tournament_director/ui/record_dialog.py" line="68"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="68"/>
        <source>Anchor journal:</source>
        <translation>Diario de anclas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="69"/>
        <source>Backups:</source>
        <translation>Copias de seguridad:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="77"/>
        <source>Keep a copy of the key away from this PC (a USB stick in the safe): without it the record can be read but not proven unaltered, nor written. Put the anchor journal and the backups on another disk or a share.</source>
        <translation>Guarde una copia de la clave fuera de este PC (un pendrive en la caja fuerte): sin ella el registro se puede leer, pero no probar que está inalterado ni escribir en él. Ponga el diario de anclas y las copias en otro disco o en una carpeta compartida.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="85"/>
        <source>This station&apos;s settings (directors; from the next start)</source>
        <translation>Ajustes de este puesto (directores; desde el próximo inicio)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="96"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="98"/>
        <source>Backup folder:</source>
        <translation>Carpeta de copias:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="99"/>
        <source>Backups kept:</source>
        <translation>Copias que se guardan:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="100"/>
        <source>A backup at least every:</source>
        <translation>Una copia al menos cada:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="101"/>
        <source>Anchor journal folder:</source>
        <translation>Carpeta del diario de anclas:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="105"/>
        <source>postgresql://td_station@server/td_event</source>
        <translation>postgresql://td_station@servidor/td_event</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="108"/>
        <source>Empty: this PC&apos;s own file. The password goes in this user&apos;s pgpass file, never here.</source>
        <translation>Vacío: el archivo propio de este PC. La contraseña va en el archivo pgpass de este usuario, nunca aquí.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="112"/>
        <source>Record on a server:</source>
        <translation>Registro en un servidor:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="113"/>
        <source>Save the settings</source>
        <translation>Guardar los ajustes</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="114"/>
        <source>Save a copy of the key…</source>
        <translation>Guardar una copia de la clave…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="184"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="191"/>
        <source>Choose a folder</source>
        <translation>Elija una carpeta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="209"/>
        <source>Backups, the key and these folders are a director&apos;s decision.</source>
        <translation>Las copias, la clave y estas carpetas son decisión de un director.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="216"/>
        <source>Give both folders.</source>
        <translation>Indique las dos carpetas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="231"/>
        <source>Saved. The console uses them from its next start.</source>
        <translation>Guardado. La consola los usa desde su próximo inicio.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="238"/>
        <source>Save a copy of the key</source>
        <translation>Guardar una copia de la clave</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="238"/>
        <source>Key (*.key)</source>
        <translation>Clave (*.key)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="248"/>
        <source>A copy of the key was saved to {path}. Keep it apart.</source>
        <translation>Se guardó una copia de la clave en {path}. Guárdela aparte.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="314"/>
        <source>The record is sound: {events} in {streams}, all sealed and anchored; {snapshots}.</source>
        <translation>El registro está sano: {events} en {streams}, todo sellado y anclado; {snapshots}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="324"/>
        <source>SQLite finds the file damaged.</source>
        <translation>SQLite encuentra el archivo dañado.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="327"/>
        <source>The record&apos;s key is missing or not this record&apos;s.</source>
        <translation>Falta la clave del registro o no es la de este registro.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="333"/>
        <source>The anchor journal was not found.</source>
        <translation>No se encontró el diario de anclas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="337"/>
        <source>The anchor journal has altered lines.</source>
        <translation>El diario de anclas tiene líneas alteradas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="341"/>
        <source>Stream {stream}, event {seq}: {what}</source>
        <translation>Flujo {stream}, evento {seq}: {what}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="346"/>
        <source>The record does NOT verify.</source>
        <translation>El registro NO pasa la verificación.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="122"/>
        <source>Taken</source>
        <translation>Hecha</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="122"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="131"/>
        <source>Back up now</source>
        <translation>Hacer copia ahora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="132"/>
        <source>Verify the record</source>
        <translation>Verificar el registro</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="133"/>
        <source>Restore the selected backup…</source>
        <translation>Restaurar la copia elegida…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="143"/>
        <source>Backups (newest first)</source>
        <translation>Copias de seguridad (la más reciente primero)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="267"/>
        <source>No backup was made: {problem}</source>
        <translation>No se hizo la copia: {problem}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="269"/>
        <source>Backup made and checked: {path}</source>
        <translation>Copia de seguridad hecha y verificada: {path}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="283"/>
        <source>Put the record back as it was at {taken}?

The backup is verified first. What the record holds now is kept aside in the backup folder, and the restore is recorded with the events it gives up.</source>
        <translation>¿Volver el registro a como estaba el {taken}?

La copia se verifica antes. Lo que el registro tiene ahora se guarda aparte en la carpeta de copias, y la restauración queda registrada con los eventos que se pierden.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="287"/>
        <source>Restore a backup</source>
        <translation>Restaurar una copia</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="295"/>
        <source>Record restored from the backup of {taken}.</source>
        <translation>Registro restaurado desde la copia del {taken}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="299"/>
        <source>Events given up (stream: events): {lost}.</source>
        <translation>Eventos perdidos (flujo: eventos): {lost}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/record_dialog.py" line="300"/>
        <source>Record restored</source>
        <translation>Registro restaurado</translation>
    </message>
</context>
<context>
    <name>RegistrationTab</name>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="108"/>
        <source>Buy-in and tables…</source>
        <translation>Precio y mesas…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="110"/>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="113"/>
        <source>Print automatically</source>
        <translation>Imprimir automáticamente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="115"/>
        <source>After each sale, print the receipt and the seat ticket without asking.</source>
        <translation>Después de cada venta, imprimir el comprobante y el ticket de asiento sin preguntar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="117"/>
        <source>Two copies</source>
        <translation>Dos copias</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="135"/>
        <source>&amp;New player…</source>
        <translation>Jugador &amp;nuevo…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="136"/>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="143"/>
        <source>Sell entry (Enter)</source>
        <translation>Vender entrada (Enter)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="146"/>
        <source>To the waiting list</source>
        <translation>A la lista de espera</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="157"/>
        <source>This tournament is archived: restore it to sell entries.</source>
        <translation>Este torneo está archivado: restáurelo para vender entradas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="167"/>
        <source>The tournament is over: no more entries are sold. Prizes are paid on the Results tab (F7).</source>
        <translation>El torneo terminó: ya no se venden entradas. Los premios se pagan en la pestaña Resultados (F7).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="180"/>
        <source>Payment:</source>
        <translation>Pago:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="187"/>
        <source>Sell an entry</source>
        <translation>Vender una entrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="193"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="216"/>
        <source>Filter: name, document or table…</source>
        <translation>Filtrar: nombre, documento o mesa…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="219"/>
        <source>Any kind</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="223"/>
        <source>Any payment</source>
        <translation>Todos los medios de pago</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="227"/>
        <location filename="../../tournament_director/ui/registration_tab.py" line="428"/>
        <source>Any operator</source>
        <translation>Todos los operadores</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="259"/>
        <source>Entry actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="262"/>
        <source>Entries</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="300"/>
        <source>Registration register</source>
        <translation>Registro de inscripciones</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="301"/>
        <location filename="../../tournament_director/ui/registration_tab.py" line="649"/>
        <source>Waiting list</source>
        <translation>Lista de espera</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="302"/>
        <source>Cashier shift</source>
        <translation>Turno de caja</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="305"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="306"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="307"/>
        <source>Save as CSV…</source>
        <translation>Guardar como CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="310"/>
        <source>Open the papers folder</source>
        <translation>Abrir la carpeta de papeles</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="323"/>
        <source>Reprint receipt (COPY)</source>
        <translation>Reimprimir comprobante (COPIA)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="324"/>
        <source>Print seat ticket</source>
        <translation>Imprimir ticket de asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="325"/>
        <source>Rebuy…</source>
        <translation>Recompra…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="326"/>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="327"/>
        <source>Mark absent</source>
        <translation>Marcar ausente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="328"/>
        <source>Mark arrived</source>
        <translation>Marcar llegada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="329"/>
        <source>Keep the absent player&apos;s stack</source>
        <translation>Conservar las fichas del ausente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="330"/>
        <source>Cancel and refund…</source>
        <translation>Anular y reembolsar…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="384"/>
        <source>No buy-in set: set the price before selling.</source>
        <translation>Sin precio: fije el precio antes de vender.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="389"/>
        <source>Entry &lt;b&gt;{price}&lt;/b&gt; (pool {pool} · fee {fee} · staff {staff})</source>
        <translation>Entrada &lt;b&gt;{price}&lt;/b&gt; (pozo {pool} · comisión {fee} · personal {staff})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="401"/>
        <source>Entries {entries} · tournament over · prize pool {pool}</source>
        <translation>Entradas {entries} · torneo finalizado · pozo {pool}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="409"/>
        <source>Entries {entries} · playing {left} · seats free {free} of {seats} · prize pool {pool}</source>
        <translation>Entradas {entries} · en juego {left} · asientos libres {free} de {seats} · pozo {pool}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="462"/>
        <source>The list closed with the tournament: those left on it did not play.</source>
        <translation>La lista de espera se cerró con el torneo: quienes quedaron en ella no jugaron.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="464"/>
        <source>Registration has closed: nobody on the list can be seated.</source>
        <translation>La inscripción cerró: no hay asiento para nadie de la lista.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/registration_tab.py" line="481"/>
        <source>%n entry(ies)</source>
        <translation>
            <numerusform>%n inscripción</numerusform>
            <numerusform>%n inscripciones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="483"/>
        <source>{shown} of {total}</source>
        <translation>{shown} de {total}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="538"/>
        <source>{name}: table {table}, seat {seat} — {amount} {method}</source>
        <translation>{name}: mesa {table}, asiento {seat} — {amount} {method}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="556"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="556"/>
        <source>Print the receipt and the seat ticket?</source>
        <translation>¿Imprimir el comprobante y el ticket de asiento?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="567"/>
        <source>Receipt</source>
        <translation>Comprobante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="574"/>
        <location filename="../../tournament_director/ui/registration_tab.py" line="735"/>
        <source>Seat ticket</source>
        <translation>Ticket de asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="641"/>
        <source>{name} is on the waiting list.</source>
        <translation>{name} quedó en la lista de espera.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="649"/>
        <source>Why does the player leave the list?</source>
        <translation>¿Por qué sale el jugador de la lista?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="675"/>
        <source>Waiting-list ticket</source>
        <translation>Ticket de lista de espera</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="721"/>
        <source>Receipt (copy)</source>
        <translation>Comprobante (copia)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="744"/>
        <source>Rebuy</source>
        <translation>Recompra</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="745"/>
        <source>Chips in front of {name} (counted by the floor):</source>
        <translation>Fichas frente a {name} (contadas por el floor):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="754"/>
        <source>Type the chips as a whole number.</source>
        <translation>Escriba las fichas como un número entero.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="785"/>
        <source>Nothing cancelled</source>
        <translation>No se anuló nada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="789"/>
        <source>Cancel and refund</source>
        <translation>Anular y reembolsar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="790"/>
        <source>Why is the entry of {name} cancelled? ({amount} go back)</source>
        <translation>¿Por qué se anula la entrada de {name}? (se devuelven {amount})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="799"/>
        <source>Entry {n} cancelled: give back {amount}.</source>
        <translation>Entrada {n} anulada: devuelva {amount}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="809"/>
        <source>Refund receipt</source>
        <translation>Comprobante de reembolso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="844"/>
        <source>Registration register — {name}</source>
        <translation>Registro de inscripciones — {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="848"/>
        <source>Waiting list — {name}</source>
        <translation>Lista de espera — {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="852"/>
        <source>No cashier shift yet in this tournament.</source>
        <translation>Todavía no hay turnos de caja en este torneo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="855"/>
        <source>Cashier shift {n} — {name}</source>
        <translation>Turno de caja {n} — {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/registration_tab.py" line="873"/>
        <source>Not saved</source>
        <translation>No se guardó</translation>
    </message>
</context>
<context>
    <name>RehearsalDialog</name>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="101"/>
        <source>Rehearse “{name}”</source>
        <translation>Ensayar «{name}»</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="119"/>
        <source>Players at the start:</source>
        <translation>Jugadores al inicio:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="120"/>
        <source>Late entries:</source>
        <translation>Inscripciones tardías:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="121"/>
        <source>Re-entries:</source>
        <translation>Reingresos:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="122"/>
        <source>Tournaments to play:</source>
        <translation>Torneos a jugar:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="123"/>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="125"/>
        <source>Rehearse</source>
        <translation>Ensayar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="126"/>
        <source>Cancel rehearsal</source>
        <translation>Cancelar el ensayo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="132"/>
        <source>Plays the tournament several times on a simulated clock, in throw-away records: nothing is written to this record.</source>
        <translation>Juega el torneo varias veces con un reloj simulado, en registros descartables: no se escribe nada en este registro.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="145"/>
        <source>Milestone</source>
        <translation>Hito</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="146"/>
        <source>Runs</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="147"/>
        <source>Level: median (p10–p90)</source>
        <translation>Nivel: mediana (p10–p90)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="148"/>
        <source>Clock: median (p10–p90)</source>
        <translation>Reloj: mediana (p10–p90)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="158"/>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="280"/>
        <source>Save report (PDF)…</source>
        <translation>Guardar informe (PDF)…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="160"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="208"/>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="261"/>
        <source>Not rehearsed</source>
        <translation>No se ensayó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="219"/>
        <source>Playing tournament 1 of {total}…</source>
        <translation>Jugando el torneo 1 de {total}…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="226"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="239"/>
        <source>Playing tournament {number} of {total}…</source>
        <translation>Jugando el torneo {number} de {total}…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="264"/>
        <source>Rehearsal cancelled.</source>
        <translation>Ensayo cancelado.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="279"/>
        <source>Rehearsal {name}</source>
        <translation>Ensayo {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="289"/>
        <source>Not saved</source>
        <translation>No guardado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rehearsal_dialog.py" line="291"/>
        <source>Report saved to {file}</source>
        <translation>Informe guardado en {file}</translation>
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="422"/>
        <source>Eliminated</source>
        <extracomment>The rows changed, moved or added by the last set_rows (None: it reset).</extracomment>
        <translation>Eliminado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="423"/>
        <source>Withdrew</source>
        <translation>Abandonó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="424"/>
        <source>Disqualified</source>
        <translation>Descalificado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="427"/>
        <source>Cash</source>
        <translation>Efectivo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="428"/>
        <source>Bank transfer</source>
        <translation>Transferencia bancaria</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="429"/>
        <source>Cheque</source>
        <translation>Cheque</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="436"/>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="437"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="438"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="439"/>
        <source>How out</source>
        <translation>Cómo salió</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="440"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="441"/>
        <source>Paid</source>
        <translation>Pagado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="454"/>
        <source>Pay prize…</source>
        <translation>Pagar premio…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="455"/>
        <source>Reprint receipt</source>
        <translation>Reimprimir comprobante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="456"/>
        <source>Print results sheet…</source>
        <translation>Imprimir planilla de resultados…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="457"/>
        <source>Regulator&apos;s table (PDF)…</source>
        <translation>Tabla del regulador (PDF)…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="458"/>
        <source>Regulator&apos;s table (CSV)…</source>
        <translation>Tabla del regulador (CSV)…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="459"/>
        <source>Print the receipt automatically</source>
        <translation>Imprimir el comprobante automáticamente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="461"/>
        <source>After each payment, print the prize receipt without asking.</source>
        <translation>Después de cada pago, imprimir el comprobante de premio sin preguntar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="533"/>
        <source>Provisional:</source>
        <translation>Provisorio:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="536"/>
        <source>registration is still open, so the places may change and no prize is paid yet.</source>
        <translation>la inscripción sigue abierta, así que los lugares pueden cambiar y todavía no se paga ningún premio.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="543"/>
        <source>Tournament over. Winner: {name}</source>
        <translation>Torneo finalizado. Ganador: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/results_tab.py" line="548"/>
        <source>In play: %n player(s) left.</source>
        <translation>
            <numerusform>En juego: queda %n jugador.</numerusform>
            <numerusform>En juego: quedan %n jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="555"/>
        <source>A deal is recorded: the players in it are paid the amounts they agreed (not endorsed by the house).</source>
        <translation>Hay un acuerdo registrado: a los jugadores que participan se les pagan los montos acordados (la casa no lo respalda).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="567"/>
        <source>Prizes {prizes} · paid {paid} · still to pay {due}</source>
        <translation>Premios {prizes} · pagado {paid} · por pagar {due}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="651"/>
        <source>Still playing</source>
        <translation>Sigue en juego</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="653"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="657"/>
        <source>(deal)</source>
        <translation>(acuerdo)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="659"/>
        <source>No. {n} · {method}</source>
        <translation>N.º {n} · {method}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="663"/>
        <source>not paid</source>
        <translation>sin pagar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="719"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="719"/>
        <source>Print the prize receipt?</source>
        <translation>¿Imprimir el comprobante de premio?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="726"/>
        <source>Prize receipt</source>
        <translation>Comprobante de premio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="742"/>
        <source>Prize receipt (copy)</source>
        <translation>Comprobante de premio (copia)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="749"/>
        <source>Results — {name}</source>
        <translation>Resultados — {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="754"/>
        <location filename="../../tournament_director/ui/results_tab.py" line="763"/>
        <source>Results table — {name}</source>
        <translation>Tabla de resultados — {name}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/results_tab.py" line="767"/>
        <source>Not saved</source>
        <translation>No se guardó</translation>
    </message>
</context>
<context>
    <name>RoomMap</name>
    <message>
        <location filename="../../tournament_director/ui/room_map.py" line="173"/>
        <source>No tables set yet.</source>
        <extracomment>Serving a penalty (ADTP 68-C): the hands left (a mark beside the name) and the penalty in words (the seat&apos;s tooltip); None when not serving.</extracomment>
        <translation>Todavía no hay mesas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/room_map.py" line="210"/>
        <source>Table {n}</source>
        <translation>Mesa {n}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/room_map.py" line="213"/>
        <source>closed</source>
        <translation>cerrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/room_map.py" line="217"/>
        <source>STOP</source>
        <translation>DETENER</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/room_map.py" line="219"/>
        <source>hand done</source>
        <translation>mano lista</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/room_map.py" line="254"/>
        <source>reserved</source>
        <translation>reservado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/room_map.py" line="271"/>
        <source>waits</source>
        <translation>espera</translation>
    </message>
</context>
<context>
    <name>RuleSetDialog</name>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="182"/>
        <source>Tournament rules</source>
        <extracomment>How the presets are called on screen.</extracomment>
        <translation>Reglas del torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="191"/>
        <source>Clock on a player (“time”)</source>
        <translation>Tiempo a un jugador («tiempo»)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="192"/>
        <source>Final table</source>
        <translation>Mesa final</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="193"/>
        <source>Stopping play at short tables</source>
        <translation>Detener el juego en mesas cortas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="194"/>
        <source>Ranking and antes</source>
        <translation>Clasificación y antes</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="195"/>
        <source>Hand-for-hand</source>
        <translation>Mano por mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="196"/>
        <source>Colour-up and chip race</source>
        <translation>Cambio de color y carrera de fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="197"/>
        <source>Absent players</source>
        <translation>Jugadores ausentes</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="204"/>
        <source>Name for this variant (optional)</source>
        <translation>Nombre de esta variante (opcional)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="206"/>
        <source>Which preset this is, or the house&apos;s own name for its variant. Leave it empty to keep the preset&apos;s name.</source>
        <translation>Qué reglamento publicado es, o el nombre propio que la casa le da a su variante. Déjelo vacío para conservar el nombre del reglamento.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="211"/>
        <source>Clock on a player, in all</source>
        <translation>Tiempo a un jugador, en total</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="213"/>
        <source>ADTP 29: once “time” is called the player has 25 s plus a 5 s countdown (30 s in all). Casino Club “Tiempo para actuar”: 30 s, the dealer counts the last 10 aloud. The countdown is part of the total.</source>
        <translation>ADTP 29: una vez pedido «tiempo», el jugador tiene 25 s más una cuenta regresiva de 5 s (30 s en total). Casino Club «Tiempo para actuar»: 30 s, el dealer cuenta en voz alta los últimos 10. La cuenta regresiva es parte del total.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="219"/>
        <source>Counted down aloud (part of the total)</source>
        <translation>Cuenta regresiva en voz alta (parte del total)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="221"/>
        <source>ADTP 29: the last 5 s of the 30 are a countdown; Casino Club “Tiempo para actuar”: the dealer counts the last 10 aloud. Part of the total.</source>
        <translation>ADTP 29: los últimos 5 s de los 30 son una cuenta regresiva; Casino Club «Tiempo para actuar»: el dealer cuenta en voz alta los últimos 10. Es parte del total.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="226"/>
        <source>Time to act before a clock may be called</source>
        <translation>Tiempo para actuar antes de poder pedir tiempo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="228"/>
        <source>Casino Club “Tiempo para actuar”: 60 s for any action before a clock may be called. ADTP 29 leaves it to the director&apos;s judgement (“un tiempo razonable”): not set.</source>
        <translation>Casino Club «Tiempo para actuar»: 60 s para cualquier acción antes de que se pueda pedir tiempo. El ADTP 29 lo deja a criterio del director («un tiempo razonable»): sin fijar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="234"/>
        <source>Time up with no bet to face: checked</source>
        <translation>Vencido el tiempo sin apuesta: check</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="236"/>
        <source>ADTP 29: when the time runs out, a player facing a bet has a dead hand and one not facing a bet has checked. Casino Club “Tiempo para actuar”: the hand is dead either way.</source>
        <translation>ADTP 29: vencido el tiempo, el jugador que enfrenta una apuesta tiene la mano muerta y el que no, queda en check. Casino Club «Tiempo para actuar»: la mano está muerta en ambos casos.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="242"/>
        <source>Players at the final table</source>
        <translation>Jugadores en la mesa final</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="244"/>
        <source>ADTP 11: the players of a full table plus one, never more than 10 (9-handed tables: 10, 8: 9, 6-max: 7). TDA recommended procedure RP-9 (since 2019): 9- and 8-handed events combine to a 9-handed final table, 7- and 6-handed ones to a 7-handed one; other sizes keep a full table. Casino Club “Mesa Final”: a fixed 10.</source>
        <translation>ADTP 11: los jugadores de una mesa completa más uno, nunca más de 10 (mesas de 9: 10; de 8: 9; 6-max: 7). Procedimiento recomendado TDA RP-9 (desde 2019): los torneos de mesas de 9 y de 8 se juntan en una mesa final de 9, los de 7 y de 6 en una de 7; otros tamaños, una mesa completa. Casino Club «Mesa Final»: 10 fijos.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="252"/>
        <source>Fixed final table</source>
        <translation>Mesa final fija de</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="254"/>
        <source>Used only when the final table is a fixed number of players (Casino Club “Mesa Final”: 10).</source>
        <translation>Solo se usa cuando la mesa final tiene un número fijo de jugadores (Casino Club «Mesa Final»: 10).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="259"/>
        <source>Final table never more than</source>
        <translation>Mesa final nunca más de</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="260"/>
        <source>ADTP 11: “La mesa final no podrá tener más de 10 jugadores”.</source>
        <translation>ADTP 11: «La mesa final no podrá tener más de 10 jugadores».</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="263"/>
        <source>Stop play at a table</source>
        <translation>Detener el juego en una mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="265"/>
        <source>ADTP 10: in full-ring events, stop tables with 3 or more players fewer than the fullest table. Casino Club “Reorganización de Mesas”: a table left with 3 players, other than the final table, stops until tables are reorganised.</source>
        <translation>ADTP 10: en torneos de mesa completa, se detienen las mesas con 3 o más jugadores menos que la mesa más llena. Casino Club «Reorganización de Mesas»: una mesa que queda con 3 jugadores, salvo la mesa final, se detiene hasta reorganizar las mesas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="272"/>
        <source>Players fewer than the fullest table</source>
        <translation>Jugadores menos que la mesa más llena</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="273"/>
        <source>ADTP 10 D: 3 or more players fewer than the fullest table.</source>
        <translation>ADTP 10 D: 3 o más jugadores menos que la mesa más llena.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="276"/>
        <source>Players left at the table</source>
        <translation>Jugadores que quedan en la mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="277"/>
        <source>Casino Club “Reorganización de Mesas”: a table left with 3 players.</source>
        <translation>Casino Club «Reorganización de Mesas»: una mesa que queda con 3 jugadores.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="280"/>
        <source>Only automatic in full-ring events</source>
        <translation>Automático solo en torneos de mesa completa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="282"/>
        <source>ADTP 10 D: the difference rule is automatic only in full-ring events; 6-max and turbo events stop at the director&apos;s discretion.</source>
        <translation>ADTP 10 D: la regla de la diferencia es automática solo en torneos de mesa completa; en 6-max y turbo se detiene a criterio del director.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="287"/>
        <source>Stop only once the blinds are affected</source>
        <translation>Detener solo cuando las ciegas se vean afectadas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="289"/>
        <source>TDA 2024 variant of the stop-play rule: a short table plays on until its next hand&apos;s blinds are posted across an empty seat. ADTP 10 D stops it at once.</source>
        <translation>Variante TDA 2024 de la detención del juego: una mesa corta sigue jugando hasta que las ciegas de la mano siguiente se pongan saltando un asiento vacío. ADTP 10 D la detiene de inmediato.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="295"/>
        <source>Redraw every seat when two tables remain</source>
        <translation>Sortear de nuevo todos los asientos al quedar dos mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="297"/>
        <source>Casino Club “Asignación de Asientos”: when two tables remain, every player is redrawn across them. ADTP 2018 and TDA 2024 break the third table into the other two.</source>
        <translation>Casino Club «Asignación de Asientos»: al quedar dos mesas, se sortean de nuevo todos los jugadores entre ellas. ADTP 2018 y TDA 2024 rompen la tercera mesa en las otras dos.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="303"/>
        <source>Players knocked out in the same hand</source>
        <translation>Jugadores eliminados en la misma mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="305"/>
        <source>Casino Club “Clasificación” and “Manos Simultáneas”, the TDA busted-players rule: how players knocked out in the same hand are ranked.</source>
        <translation>Casino Club «Clasificación» y «Manos Simultáneas», regla de la TDA sobre jugadores eliminados: cómo se ordenan los jugadores eliminados en la misma mano.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="310"/>
        <source>Players out on the bubble hand share</source>
        <translation>Los eliminados en la mano de la burbuja se reparten</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="312"/>
        <source>TDA 2024 RP-8: the players out in the hand that bursts the bubble share the places in play, whatever their tables and stacks. ADTP 2018 and Casino Club have no such rule.</source>
        <translation>TDA 2024 RP-8: los jugadores eliminados en la mano que rompe la burbuja se reparten los lugares en juego, sean cuales sean sus mesas y sus fichas. ADTP 2018 y Casino Club no tienen esta regla.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="318"/>
        <source>Prize of a disqualified player</source>
        <translation>Premio de un jugador descalificado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="320"/>
        <source>Casino Club “Penalidades” (Descalificación): shared among the players active at that moment; also the ADTP 2018 default. ADTP 68-D only says the chips are removed: a house that reads it as the player keeping the prize chooses “kept”.</source>
        <translation>Casino Club «Penalidades» (Descalificación): se reparte entre los jugadores activos en ese momento; también es el valor por omisión de ADTP 2018. ADTP 68-D solo dice que se retiran las fichas: la casa que entienda que el jugador conserva el premio elige «lo conserva».</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="327"/>
        <source>A big blind short of blind and ante posts</source>
        <translation>La ciega grande que no cubre ciega y ante pone</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="329"/>
        <source>TDA 2024 recommended procedure 11: the blind is completed before the ante. ADTP 2018 predates the big-blind ante and says nothing, so the default is the TDA&apos;s.</source>
        <translation>Procedimiento recomendado 11 de la TDA 2024: primero se completa la ciega y después el ante. El ADTP 2018 es anterior al ante de ciega grande y no dice nada, así que se usa el de la TDA.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="335"/>
        <source>Reduce the ante as players go</source>
        <translation>Reducir el ante a medida que quedan menos jugadores</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="337"/>
        <source>TDA 2024 RP-11: antes are not reduced as players go, final table included.</source>
        <translation>TDA 2024 PR-11: los antes no se reducen a medida que quedan menos jugadores, mesa final incluida.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="341"/>
        <source>Minutes off the level per hand</source>
        <translation>Minutos que se descuentan por mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="343"/>
        <source>TDA hand-for-hand procedure: minutes taken off the level clock per hand played hand-for-hand (the clock is stopped meanwhile). ADTP 2018 is silent; TDA default 2.</source>
        <translation>Procedimiento mano por mano de la TDA: minutos que se descuentan del reloj del nivel por cada mano jugada mano por mano (mientras tanto el reloj está detenido). El ADTP 2018 no dice nada; la TDA usa 2.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="349"/>
        <source>The race starts at seat</source>
        <translation>La carrera empieza en el asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="350"/>
        <source>ADTP 24 A: the race always starts at seat 1.</source>
        <translation>ADTP 24 A: la carrera siempre empieza en el asiento 1.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="353"/>
        <source>Most chips one player can win</source>
        <translation>Máximo de fichas por jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="355"/>
        <source>ADTP 24 A, Casino Club “Reemplazo de Fichas menores”: at most one chip per player.</source>
        <translation>ADTP 24 A, Casino Club «Reemplazo de Fichas menores»: como máximo una ficha por jugador.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="360"/>
        <source>A player can be knocked out by the race</source>
        <translation>Un jugador puede quedar eliminado por la carrera</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="362"/>
        <source>ADTP 24 A, Casino Club: nobody is eliminated by a race; a player left without chips gets one chip of the lowest denomination still in play.</source>
        <translation>ADTP 24 A, Casino Club: nadie queda eliminado por una carrera; el jugador que se queda sin fichas recibe una ficha de la menor denominación que sigue en juego.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="367"/>
        <source>Exchange odd chips left after the race</source>
        <translation>Cambiar las fichas sobrantes después de la carrera</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="369"/>
        <source>ADTP 24 C: odd chips left after the race are exchanged for the lowest chip in play; what does not make a whole chip is removed without compensation.</source>
        <translation>ADTP 24 C: las fichas que sobran después de la carrera se cambian por la menor ficha en juego; lo que no completa una ficha entera se retira sin compensación.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="375"/>
        <source>One more chip for odd chips worth</source>
        <translation>Una ficha más por fichas sobrantes que valgan</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="377"/>
        <source>ADTP 24 A does not say how many new chips the odd chips are raced for: their value divided by the new chip, plus one more when what is left is at least half of it (the default), or only when it is more than half.</source>
        <translation>ADTP 24 A no dice por cuántas fichas nuevas se sortean las fichas sobrantes: su valor dividido por la ficha nueva, más una cuando lo que sobra es al menos la mitad de ella (por defecto), o solo cuando es más de la mitad.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="383"/>
        <source>Remove an absent player&apos;s stack after the first level</source>
        <translation>Retirar las fichas del ausente al terminar el primer nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="385"/>
        <source>Casino Club “Jugadores Ausentes”: the stack of a player absent since the start is removed at the end of the day&apos;s first level. ADTP 30 only says absent players are dealt in and post blinds and antes, so the ADTP/TDA default is not to remove.</source>
        <translation>Casino Club «Jugadores Ausentes»: las fichas de un jugador ausente desde el inicio se retiran al terminar el primer nivel del día. El ADTP 30 solo dice que a los ausentes se les reparte y pagan ciegas y antes, así que en ADTP/TDA no se retiran.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="392"/>
        <source>An absent player may ask to keep the stack</source>
        <translation>Un ausente puede pedir que se le conserven las fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="394"/>
        <source>Casino Club “Jugadores Ausentes”: an absent player who asked to keep the stack keeps it until arriving (the director may revoke it).</source>
        <translation>Casino Club «Jugadores Ausentes»: el ausente que pidió conservar sus fichas las conserva hasta que llegue (el director puede revocarlo).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="404"/>
        <source>A full table plus one (ADTP)</source>
        <translation>Una mesa completa más uno (ADTP)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="405"/>
        <source>8-9 handed: 9, 6-7 handed: 7 (TDA)</source>
        <translation>Mesas de 8-9: 9; de 6-7: 7 (TDA)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="406"/>
        <source>A full table</source>
        <translation>Una mesa completa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="407"/>
        <source>A fixed number (Casino Club)</source>
        <translation>Un número fijo (Casino Club)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="411"/>
        <source>With fewer players than the fullest (ADTP)</source>
        <translation>Con menos jugadores que la más llena (ADTP)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="413"/>
        <source>Left with few players (Casino Club)</source>
        <translation>Cuando le quedan pocos jugadores (Casino Club)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="417"/>
        <source>By stack at a table; share across tables</source>
        <translation>Por fichas en la mesa; entre mesas, se reparte</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="419"/>
        <source>By stack, even across tables</source>
        <translation>Por fichas, aun entre mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="420"/>
        <source>Always share those places</source>
        <translation>Siempre se reparten esos puestos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="424"/>
        <source>Shared among the players still in (Casino Club)</source>
        <translation>Repartido entre los jugadores que siguen (Casino Club)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="426"/>
        <source>Kept by the player (ADTP 68-D)</source>
        <translation>Lo conserva el jugador (ADTP 68-D)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="429"/>
        <source>The blind first, then the ante (TDA)</source>
        <translation>Primero la ciega, después el ante (TDA)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="430"/>
        <source>The ante first, then the blind</source>
        <translation>Primero el ante, después la ciega</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="433"/>
        <source>At least half a new chip (ADTP)</source>
        <translation>Al menos media ficha nueva (ADTP)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="434"/>
        <source>More than half a new chip</source>
        <translation>Más de media ficha nueva</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="441"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="443"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="450"/>
        <source> player(s)</source>
        <translation>
            <numerusform> jugador</numerusform>
            <numerusform> jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="452"/>
        <source> chip(s)</source>
        <translation>
            <numerusform> ficha</numerusform>
            <numerusform> fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="469"/>
        <source>The published rules to start from; change below what the house changes.</source>
        <translation>El reglamento publicado del que se parte; abajo se cambia lo que cambia la casa.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="479"/>
        <source>Start from:</source>
        <translation>Partir de:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="486"/>
        <source>Bold: differs from the preset. Rest the pointer on a setting to read the rule it comes from.</source>
        <translation>En negrita: distinto del reglamento publicado. Deje el puntero sobre una opción para leer la regla de la que viene.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="523"/>
        <source>Why (kept in the tournament&apos;s record), e.g. house rules for the final</source>
        <translation>Por qué (queda en el registro del torneo), p. ej. reglas de la casa para la final</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="525"/>
        <source>Back to the preset</source>
        <translation>Volver al reglamento publicado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="526"/>
        <source>Undo every change to the chosen preset</source>
        <translation>Deshace todos los cambios al reglamento elegido</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="531"/>
        <source>Use these rules</source>
        <translation>Usar estas reglas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="532"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="536"/>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="593"/>
        <source>Not set (director&apos;s judgement)</source>
        <translation>Sin fijar (criterio del director)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="698"/>
        <source>The preset says: %1</source>
        <translation>La regla del preset: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="721"/>
        <source>%n problem(s) to fix first:</source>
        <translation>
            <numerusform>%n problema para corregir primero:</numerusform>
            <numerusform>%n problemas para corregir primero:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="726"/>
        <source>No problems: these rules can be used.</source>
        <translation>Sin problemas: estas reglas se pueden usar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="732"/>
        <source>%n change(s) to %1: </source>
        <translation>
            <numerusform>%n cambio a %1: </numerusform>
            <numerusform>%n cambios a %1: </numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="742"/>
        <source>%1 as published, no house changes.</source>
        <translation>%1 tal como se publicó, sin cambios de la casa.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="748"/>
        <source>Fix the problems first</source>
        <translation>Primero corrija los problemas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="755"/>
        <source>not set</source>
        <translation>sin fijar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="757"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="757"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="790"/>
        <source>Start from another preset</source>
        <translation>Partir de otro reglamento</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="792"/>
        <source>Start again from %1? The %n change(s) made here will be lost.</source>
        <translation>
            <numerusform>¿Volver a partir de %1? Se perderá %n cambio hecho aquí.</numerusform>
            <numerusform>¿Volver a partir de %1? Se perderán los %n cambios hechos aquí.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/rule_set_dialog.py" line="819"/>
        <source>Rules not changed</source>
        <translation>Reglas sin cambios</translation>
    </message>
</context>
<context>
    <name>ServerStatusLabel</name>
    <message>
        <location filename="../../tournament_director/ui/server_status.py" line="36"/>
        <source>Server: connected</source>
        <translation>Servidor: conectado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/server_status.py" line="41"/>
        <source>Server unreachable: commands are refused; reconnecting by itself…</source>
        <translation>Servidor inalcanzable: se rechazan las órdenes; se reconecta solo…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="106"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="116"/>
        <source>Printed on every receipt, ticket and report.</source>
        <translation>Se imprime en cada comprobante, ticket e informe.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="119"/>
        <source>Printed on every receipt, ticket and report. Only a director can change it.</source>
        <translation>Se imprime en cada comprobante, ticket e informe. Solo un director puede cambiarlo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="127"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="131"/>
        <source>For every console of this house.</source>
        <translation>Para todas las consolas de la casa.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="133"/>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="239"/>
        <source>Only a director can change it.</source>
        <translation>Solo un director puede cambiarlo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="142"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="147"/>
        <source>Printed on every prize receipt, e.g. the taxes the winner pays.</source>
        <translation>Se imprime en cada comprobante de premio; p. ej., los impuestos que paga el ganador.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="149"/>
        <source>Printed on every prize receipt. Only a director can change it.</source>
        <translation>Se imprime en cada comprobante de premio. Solo un director puede cambiarla.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="159"/>
        <source>Remembered on this PC. The console switches as soon as you press OK.</source>
        <translation>Se recuerda en este PC. La consola cambia de idioma apenas pulse Aceptar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="168"/>
        <source>House name:</source>
        <translation>Nombre de la casa:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="169"/>
        <source>Tax note on prize receipts:</source>
        <translation>Nota tributaria en los comprobantes de premio:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="170"/>
        <source>Lock the console after (idle):</source>
        <translation>Bloquear la consola si no se usa durante:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="171"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="218"/>
        <source>Prizes rounded to (every console of this house)</source>
        <translation>Premios redondeados a (todas las consolas de esta casa)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="235"/>
        <source>What the shipped payout table rounds each prize to, per currency; each new tournament keeps the rounding in force when its buy-in is set.</source>
        <translation>A cuánto redondea cada premio la tabla incluida, por moneda; cada torneo nuevo conserva el redondeo vigente cuando se fija su inscripción.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="265"/>
        <source>PINs (every console of this house)</source>
        <translation>PIN (todas las consolas de esta casa)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="268"/>
        <source> wrong PINs in a row</source>
        <translation> PIN incorrectos seguidos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="271"/>
        <source>until a director unlocks them</source>
        <translation>hasta que un director lo desbloquee</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="273"/>
        <source>for a growing delay (1, 2, 4 … up to {max} minutes)</source>
        <translation>durante una espera creciente (1, 2, 4 … hasta {max} minutos)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="281"/>
        <source>A director is never locked out for good: when no other director could unlock them, they wait for the growing delay.</source>
        <translation>Un director nunca queda bloqueado sin salida: si ningún otro director puede desbloquearlo, espera la demora creciente.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="292"/>
        <source> digits</source>
        <translation> dígitos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="300"/>
        <source>Whoever signs in with a shorter PIN chooses a new one before going on.</source>
        <translation>Quien ingrese con un PIN más corto elige uno nuevo antes de continuar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="309"/>
        <source>Lock an operator after:</source>
        <translation>Bloquear a un operador tras:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="310"/>
        <source>Locked:</source>
        <translation>Bloqueado:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="311"/>
        <source>Shortest PIN:</source>
        <translation>PIN más corto:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="332"/>
        <source>Clock sounds on this PC</source>
        <translation>Sonidos del reloj en este equipo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="333"/>
        <source>Play sounds</source>
        <translation>Reproducir sonidos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="340"/>
        <source>Last minute of a level</source>
        <translation>Último minuto del nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="341"/>
        <source>Level change</source>
        <translation>Cambio de nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="342"/>
        <source>Break starts</source>
        <translation>Empieza el descanso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="343"/>
        <source>Break ends</source>
        <translation>Termina el descanso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="344"/>
        <source>Clock called: countdown</source>
        <translation>Tiempo: cuenta atrás</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="345"/>
        <source>Clock called: time up</source>
        <translation>Tiempo: se acabó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="349"/>
        <source>Volume:</source>
        <translation>Volumen:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="366"/>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="380"/>
        <source>There is no audio output on this PC: the sounds will not be heard.</source>
        <translation>No hay salida de audio en este PC: los sonidos no se oirán.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/settings_dialog.py" line="385"/>
        <source>This PC cannot play sounds (its sound library is missing): the sounds will not be heard.</source>
        <translation>Este PC no puede reproducir sonidos (falta su biblioteca de sonido): los sonidos no se oirán.</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="200"/>
        <source>Tournament Director — Sign in</source>
        <translation>Tournament Director — Ingreso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="202"/>
        <source>Who is at the console?</source>
        <translation>¿Quién está en la consola?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="209"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>SignInForm</name>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="99"/>
        <source>Sign in</source>
        <translation>Ingresar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="103"/>
        <source>Operator:</source>
        <translation>Operador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="104"/>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="164"/>
        <source>{name} needs a new PIN of at least {min} digits to go on.</source>
        <translation>{name} necesita un PIN nuevo de al menos {min} dígitos para continuar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="178"/>
        <source>Choose a new PIN</source>
        <translation>Elija un PIN nuevo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="180"/>
        <source>The house now asks for PINs of at least {min} digits for the role {role}; yours is shorter. Choose a new one to go on.</source>
        <translation>La casa ahora pide PIN de al menos {min} dígitos para el rol {role}; el suyo es más corto. Elija uno nuevo para continuar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/sign_in.py" line="189"/>
        <source>PIN not changed</source>
        <translation>No se cambió el PIN</translation>
    </message>
</context>
<context>
    <name>StructureEditorDialog</name>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="131"/>
        <location filename="../../tournament_director/ui/structure_editor.py" line="884"/>
        <source>Structure editor</source>
        <translation>Editor de estructuras</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="143"/>
        <source>For example: Regular 20 minutes</source>
        <translation>Por ejemplo: Regular 20 minutos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="145"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="164"/>
        <source>Add level</source>
        <translation>Agregar nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="165"/>
        <source>Adds a level after the selected one</source>
        <translation>Agrega un nivel después del seleccionado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="166"/>
        <source>Remove level</source>
        <translation>Quitar nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="167"/>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="168"/>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="169"/>
        <source>Break after level…</source>
        <translation>Descanso después del nivel…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="171"/>
        <source>Inserts a break after the selected level, with the chips raced off there</source>
        <translation>Inserta un descanso después del nivel seleccionado, con las fichas que se retiran ahí</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="173"/>
        <source>Remove break</source>
        <translation>Quitar descanso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="174"/>
        <source>Colour-up…</source>
        <translation>Retiro de fichas…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="176"/>
        <source>Set by hand the chips taken off at the break after the selected level</source>
        <translation>Fijar a mano las fichas que se retiran en el descanso después del nivel elegido</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="202"/>
        <source>1.25 means each big blind about 25% above the last</source>
        <translation>1,25 significa cada ciega grande un 25 % más alta que la anterior</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="211"/>
        <location filename="../../tournament_director/ui/structure_editor.py" line="246"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="212"/>
        <location filename="../../tournament_director/ui/structure_editor.py" line="749"/>
        <source>Recalculate levels</source>
        <translation>Recalcular niveles</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="213"/>
        <source>Recalculate from a progression</source>
        <translation>Recalcular con una progresión</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="217"/>
        <source>Starting big blind:</source>
        <translation>Ciega grande inicial:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="218"/>
        <source>Growth:</source>
        <translation>Crecimiento:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="219"/>
        <source>Levels:</source>
        <translation>Niveles:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="220"/>
        <source>Minutes:</source>
        <translation>Minutos:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="221"/>
        <source>BB ante from level:</source>
        <translation>Ante CG desde el nivel:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="229"/>
        <source>Levels and breaks</source>
        <translation>Niveles y descansos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="233"/>
        <source>Double-click a number to change it; tick “BB ante” when the big blind posts the table&apos;s ante.</source>
        <translation>Doble clic en un número para cambiarlo; marque «Ante CG» cuando la ciega grande pone el ante de la mesa.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="249"/>
        <source>no late registration</source>
        <translation>sin inscripción tardía</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="252"/>
        <source> players</source>
        <translation> jugadores</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="255"/>
        <source>Starting stack:</source>
        <translation>Stack inicial:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="256"/>
        <source>Late registration until the end of level:</source>
        <translation>Inscripción tardía hasta el final del nivel:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="257"/>
        <source>Reduced stack for late entries:</source>
        <translation>Stack reducido para inscripciones tardías:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="258"/>
        <source>Players per table:</source>
        <translation>Jugadores por mesa:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="262"/>
        <source>Re-entries allowed (while late registration is open)</source>
        <translation>Se permiten reingresos (mientras la inscripción tardía esté abierta)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="266"/>
        <location filename="../../tournament_director/ui/structure_editor.py" line="281"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="267"/>
        <source>Rebuys allowed</source>
        <translation>Se permiten recompras</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="270"/>
        <location filename="../../tournament_director/ui/structure_editor.py" line="287"/>
        <source>not set</source>
        <translation>sin definir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="273"/>
        <source>with any stack</source>
        <translation>con cualquier stack</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="274"/>
        <source>with the starting stack or less</source>
        <translation>con el stack inicial o menos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="275"/>
        <source>below the starting stack</source>
        <translation>por debajo del stack inicial</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="276"/>
        <source>only with no chips left</source>
        <translation>solo sin fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="284"/>
        <source>Add-on allowed</source>
        <translation>Se permite add-on</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="293"/>
        <source>Re-entries per player:</source>
        <translation>Reingresos por jugador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="295"/>
        <source>Rebuys until the end of level:</source>
        <translation>Recompras hasta el final del nivel:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="296"/>
        <source>A player may rebuy:</source>
        <translation>Un jugador puede recomprar:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="297"/>
        <source>Rebuys per player:</source>
        <translation>Recompras por jugador:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="298"/>
        <source>Rebuy chips:</source>
        <translation>Fichas de la recompra:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="299"/>
        <source>Rebuy price:</source>
        <translation>Precio de la recompra:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="301"/>
        <source>Add-on at the break after level:</source>
        <translation>Add-on en el descanso después del nivel:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="302"/>
        <source>Add-on chips:</source>
        <translation>Fichas del add-on:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="303"/>
        <source>Add-on price:</source>
        <translation>Precio del add-on:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="307"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="307"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="310"/>
        <source>Add chip</source>
        <translation>Agregar ficha</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="311"/>
        <source>Remove chip</source>
        <translation>Quitar ficha</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="314"/>
        <source>Calculate the colour-ups from the blinds</source>
        <translation>Calcular los retiros de fichas según las ciegas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="317"/>
        <source>A chip comes off at the first break after which no later blind or ante needs it. Untick to set each break&apos;s colour-up by hand.</source>
        <translation>Una ficha se retira en el primer descanso después del cual ninguna ciega ni ante posterior la necesita. Desmarque para fijar a mano el retiro de cada descanso.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="336"/>
        <source>Stacks and tables</source>
        <translation>Fichas y mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="337"/>
        <source>Re-entry, rebuy, add-on</source>
        <translation>Reingreso, recompra, add-on</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="338"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="364"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="365"/>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="366"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="367"/>
        <source>Rehearse…</source>
        <translation>Ensayar…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="369"/>
        <source>Play this structure several times on a simulated clock: when the money, the final table and the end come</source>
        <translation>Juega esta estructura varias veces con un reloj simulado: cuándo llegan los premios, la mesa final y el final</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="372"/>
        <location filename="../../tournament_director/ui/structure_editor.py" line="837"/>
        <source>Save to house library</source>
        <translation>Guardar en la biblioteca de la casa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="373"/>
        <location filename="../../tournament_director/ui/structure_editor.py" line="859"/>
        <source>Apply to tournament</source>
        <translation>Aplicar al torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="375"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/structure_editor.py" line="549"/>
        <source>%n problem(s) to fix before saving or applying:</source>
        <translation>
            <numerusform>%n problema por corregir antes de guardar o aplicar:</numerusform>
            <numerusform>%n problemas por corregir antes de guardar o aplicar:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="553"/>
        <source>No problems: the structure can be played.</source>
        <translation>Sin problemas: la estructura se puede jugar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="560"/>
        <source>Fix the problems listed first</source>
        <translation>Primero corrija los problemas de la lista</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="592"/>
        <source>Not changed</source>
        <translation>Sin cambios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="625"/>
        <source>No break added</source>
        <translation>No se agregó el descanso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="626"/>
        <source>There is already a break after level {number}.</source>
        <translation>Ya hay un descanso después del nivel {number}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="631"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="632"/>
        <source>Minutes of the break after level {number}:</source>
        <translation>Minutos del descanso después del nivel {number}:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="649"/>
        <location filename="../../tournament_director/ui/structure_editor.py" line="677"/>
        <source>Colour-up</source>
        <translation>Retiro de fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="650"/>
        <source>Chips raced off at this break (none: leave all unticked):</source>
        <translation>Fichas que se retiran en este descanso (ninguna: deje todas sin marcar):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="679"/>
        <source>Chips taken off at the break after level {number} (set by hand: the structure&apos;s colour-ups are no longer calculated):</source>
        <translation>Fichas que se retiran en el descanso después del nivel {number} (a mano: los retiros de la estructura dejan de calcularse):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="725"/>
        <source>{chip} after level {level}</source>
        <translation>{chip} después del nivel {level}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="732"/>
        <source>No chip comes off at these breaks.</source>
        <translation>Ninguna ficha se retira en estos descansos.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="734"/>
        <source>Set by hand: {list}.</source>
        <translation>Fijados a mano: {list}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="736"/>
        <source>Calculated: {list}.</source>
        <translation>Calculados: {list}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/structure_editor.py" line="750"/>
        <source>Replace the %n level(s) with the calculated ones?</source>
        <translation>
            <numerusform>¿Reemplazar el %n nivel por los calculados?</numerusform>
            <numerusform>¿Reemplazar los %n niveles por los calculados?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="784"/>
        <source>Import a structure</source>
        <translation>Importar una estructura</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="784"/>
        <source>Structures</source>
        <translation>Estructuras</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="791"/>
        <source>Not imported</source>
        <translation>No importada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="795"/>
        <source>Imported from {file}</source>
        <translation>Importada de {file}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="799"/>
        <source>structure</source>
        <translation>estructura</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="802"/>
        <source>Export the structure</source>
        <translation>Exportar la estructura</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="814"/>
        <source>Not exported</source>
        <translation>No exportada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="817"/>
        <source>Exported to {file}</source>
        <translation>Exportada a {file}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="839"/>
        <source>“{name}” comes with the program; save the house&apos;s own version?</source>
        <translation>«{name}» viene con el programa; ¿guardar una versión propia de la casa?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="841"/>
        <source>The library already has “{name}”. Replace it?</source>
        <translation>La biblioteca ya tiene «{name}». ¿Reemplazarla?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="848"/>
        <source>Not saved</source>
        <translation>No guardada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="850"/>
        <source>Saved to the house library</source>
        <translation>Guardada en la biblioteca de la casa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="861"/>
        <source>The clock has started. Apply this structure now? The level being played keeps running; the screens change at once.</source>
        <translation>El reloj ya arrancó. ¿Aplicar esta estructura ahora? El nivel en juego sigue corriendo; las pantallas cambian de inmediato.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="871"/>
        <source>Not applied</source>
        <translation>No aplicada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="874"/>
        <source>Applied to the tournament</source>
        <translation>Aplicada al torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_editor.py" line="885"/>
        <source>Close without applying the changes to the tournament?</source>
        <translation>¿Cerrar sin aplicar los cambios al torneo?</translation>
    </message>
</context>
<context>
    <name>TablesTab</name>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="94"/>
        <source>Show closed tables</source>
        <translation>Ver mesas cerradas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="104"/>
        <source>Drag a player onto an empty seat to move him (a reason is asked).</source>
        <translation>Arrastre un jugador a un asiento libre para moverlo (se pide el motivo).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="109"/>
        <source>Pending</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="120"/>
        <source>Confirm move</source>
        <translation>Confirmar traslado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="122"/>
        <source>Other seat…</source>
        <translation>Otro asiento…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="124"/>
        <location filename="../../tournament_director/ui/tables_tab.py" line="379"/>
        <location filename="../../tournament_director/ui/tables_tab.py" line="612"/>
        <source>Break table</source>
        <translation>Cerrar mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="126"/>
        <source>Redraw…</source>
        <translation>Redistribuir…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="128"/>
        <source>Table orders…</source>
        <translation>Orden de las mesas…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="130"/>
        <source>ADTP 10: change the order the tables open and break in (director).</source>
        <translation>ADTP 10: cambiar el orden de apertura y de cierre de las mesas (director).</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="156"/>
        <location filename="../../tournament_director/ui/tables_tab.py" line="398"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="157"/>
        <location filename="../../tournament_director/ui/tables_tab.py" line="399"/>
        <source>Click a table on the map.</source>
        <translation>Haga clic en una mesa del mapa.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="159"/>
        <source>Set button…</source>
        <translation>Fijar botón…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="161"/>
        <source>Reserve seat…</source>
        <translation>Reservar asiento…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="163"/>
        <source>Hand done</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="148"/>
        <location filename="../../tournament_director/ui/tables_tab.py" line="702"/>
        <source>Draw the button</source>
        <translation>Sortear el botón</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="166"/>
        <source>A hand was played at the selected table: a penalty served there counts one hand down (ADTP 68-C); during hand-for-hand, the table&apos;s mark</source>
        <translation>Se jugó una mano en la mesa elegida: una penalidad que se cumple ahí descuenta una mano (ADTP 68-C); en mano por mano, es la marca de la mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="171"/>
        <source>Bust out…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="173"/>
        <source>Record players out at the selected table (Ctrl+E; or right-click a seat)</source>
        <translation>Registrar eliminados en la mesa seleccionada (Ctrl+E; o clic derecho en un asiento)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="176"/>
        <source>Bust-outs…</source>
        <translation>Eliminaciones…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="182"/>
        <source>Chip race…</source>
        <translation>Chip race…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="184"/>
        <source>The colour-up&apos;s chip race at the selected table (or right-click a table)</source>
        <translation>El chip race del retiro de fichas en la mesa elegida (o clic derecho en una mesa)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="209"/>
        <source>Reprint slip</source>
        <translation>Reimprimir boleta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="210"/>
        <source>Print the move slip of the selected move again</source>
        <translation>Imprimir otra vez la boleta del cambio seleccionado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="213"/>
        <source>Print move slips automatically</source>
        <translation>Imprimir boletas al instante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="215"/>
        <source>After a confirmed or manual move, print the move slip without asking.</source>
        <translation>Tras un cambio confirmado o manual, imprimir la boleta sin preguntar.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="220"/>
        <source>Recent moves</source>
        <translation>Traslados recientes</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="271"/>
        <location filename="../../tournament_director/ui/tables_tab.py" line="281"/>
        <source>Penalty…</source>
        <translation>Penalidad…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="273"/>
        <source>A penalty for a player of the selected table (Ctrl+P; or right-click a seat)</source>
        <translation>Una penalidad a un jugador de la mesa elegida (Ctrl+P; o clic derecho en un asiento)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="331"/>
        <source>Set the structure and the number of tables first.</source>
        <translation>Primero fije la estructura y la cantidad de mesas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="337"/>
        <source>{players} at {tables}; next to break: {order}</source>
        <translation>{players} en {tables}; próximas a cerrar: {order}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/tables_tab.py" line="338"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/tables_tab.py" line="339"/>
        <source>%n open table(s)</source>
        <translation>
            <numerusform>%n mesa abierta</numerusform>
            <numerusform>%n mesas abiertas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="377"/>
        <source>Break table {n}</source>
        <translation>Cerrar mesa {n}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="389"/>
        <source>The button was drawn once: seat {seat}.</source>
        <translation>El botón se sorteó una vez: asiento {seat}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="401"/>
        <source>Table {n}</source>
        <translation>Mesa {n}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="403"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="408"/>
        <source>Table {n}: {count} of {size} seats; button at seat {button}.</source>
        <translation>Mesa {n}: {count} de {size} asientos; botón en el asiento {button}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="412"/>
        <source>Reserved: {seats}.</source>
        <translation>Reservados: {seats}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="415"/>
        <source>Hands recorded: {n}.</source>
        <translation>Manos registradas: {n}.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="437"/>
        <source>Move a player</source>
        <translation>Mover un jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="438"/>
        <source>Reason for moving {name} to table {table}, seat {seat}:</source>
        <translation>Motivo para mover a {name} a la mesa {table}, asiento {seat}:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="468"/>
        <source>Bust out {name}…</source>
        <translation>Eliminar a {name}…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="474"/>
        <source>Call the clock on {name}…</source>
        <translation>Pedir tiempo a {name}…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="479"/>
        <source>Penalty for {name}…</source>
        <translation>Penalidad a {name}…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="483"/>
        <source>Bust-outs at table {n}…</source>
        <translation>Eliminaciones en la mesa {n}…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="486"/>
        <source>Chip race at table {n}…</source>
        <translation>Chip race en la mesa {n}…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="573"/>
        <source>The button changed the proposal: check it and confirm again.</source>
        <translation>El botón cambió la propuesta: revísela y confirme de nuevo.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="584"/>
        <location filename="../../tournament_director/ui/tables_tab.py" line="595"/>
        <source>Other seat</source>
        <translation>Otro asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="585"/>
        <source>Seat for {name} instead of {proposed} (table-seat, e.g. 12-4):</source>
        <translation>Asiento para {name} en lugar de {proposed} (mesa-asiento, p. ej. 12-4):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="593"/>
        <source>Write the seat as table-seat, e.g. 12-4.</source>
        <translation>Escriba el asiento como mesa-asiento, p. ej. 12-4.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="595"/>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="613"/>
        <source>Break table {n}? Its players are drawn into the other tables.</source>
        <translation>¿Cerrar la mesa {n}? Sus jugadores se sortean en las demás mesas.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="621"/>
        <source>Final table</source>
        <translation>Mesa final</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="622"/>
        <source>Two tables</source>
        <translation>Dos mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="623"/>
        <source>New day</source>
        <translation>Nueva jornada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="630"/>
        <source>Redraw</source>
        <translation>Redistribuir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="631"/>
        <source>Every seat is drawn again (director):</source>
        <translation>Se sortean de nuevo todos los asientos (director):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="662"/>
        <source>Button</source>
        <translation>Botón</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="663"/>
        <source>Button seat at table {n} for the next hand:</source>
        <translation>Asiento del botón en la mesa {n} para la próxima mano:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="678"/>
        <location filename="../../tournament_director/ui/tables_tab.py" line="687"/>
        <source>Reserve seat</source>
        <translation>Reservar asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="678"/>
        <source>Seat at table {n}:</source>
        <translation>Asiento de la mesa {n}:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="687"/>
        <source>Why (special needs, TV table, staff):</source>
        <translation>Motivo (necesidades especiales, mesa de TV, personal):</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="703"/>
        <source>Draw the starting button seat for every open table?</source>
        <translation>¿Sortear el asiento inicial del botón para todas las mesas abiertas?</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="724"/>
        <source>Move slip</source>
        <translation>Boleta de cambio de mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="744"/>
        <source>Break sheet</source>
        <translation>Hoja de cierre de mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="744"/>
        <source>Table sheets</source>
        <translation>Hojas de mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="751"/>
        <source>Seat cards</source>
        <translation>Tarjetas de asiento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tables_tab.py" line="769"/>
        <source>That move is no longer in the record.</source>
        <translation>Ese cambio ya no está en el registro.</translation>
    </message>
</context>
<context>
    <name>TournamentWorkspace</name>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="83"/>
        <source>Clock</source>
        <extracomment>Only a multi-flight event&apos;s final stage or one of its flights has it.</extracomment>
        <translation>Reloj</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="84"/>
        <source>Registration</source>
        <translation>Inscripción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="85"/>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="86"/>
        <source>Payouts</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="87"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="88"/>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="89"/>
        <source>Penalties</source>
        <translation>Penalidades</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="105"/>
        <source>Stages</source>
        <translation>Etapas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/workspace.py" line="180"/>
        <source>by {operator}, {time}</source>
        <translation>por {operator}, {time}</translation>
    </message>
</context>
<context>
    <name>TournamentsPanel</name>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="157"/>
        <source>Show archived</source>
        <translation>Mostrar archivados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="158"/>
        <source>New…</source>
        <translation>Nuevo…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="159"/>
        <source>New event with flights…</source>
        <translation>Nuevo evento con series…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="161"/>
        <source>An event played in qualifying flights (Día 1A, Día 1B…) and a final stage</source>
        <translation>Un evento que se juega en series clasificatorias (Día 1A, Día 1B…) y una etapa final</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="163"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="164"/>
        <source>Archive</source>
        <translation>Archivar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="165"/>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="166"/>
        <source>Tournaments</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="244"/>
        <source>New tournament</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="244"/>
        <source>Tournament name:</source>
        <translation>Nombre del torneo:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="250"/>
        <source>Tournament not created</source>
        <translation>No se creó el torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="283"/>
        <source>Archive “{name}”? It leaves the list and can no longer be changed until a director restores it. Nothing is deleted.</source>
        <translation>¿Archivar «{name}»? Sale de la lista y ya no se puede modificar hasta que un director lo restaure. No se borra nada.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="286"/>
        <source>Archive tournament</source>
        <translation>Archivar torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="288"/>
        <source>Not archived</source>
        <translation>No se archivó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_panel.py" line="293"/>
        <source>Not restored</source>
        <translation>No se restauró</translation>
    </message>
</context>
<context>
    <name>TournamentsTableModel</name>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="85"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="86"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="87"/>
        <source>Last change</source>
        <translation>Último cambio</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/tournaments_model.py" line="96"/>
        <source>event, %n flight(s)</source>
        <translation>
            <numerusform>evento, %n serie</numerusform>
            <numerusform>evento, %n series</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="109"/>
        <source>Archived</source>
        <translation>Archivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="111"/>
        <source>Finished</source>
        <translation>Finalizado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/tournaments_model.py" line="112"/>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
</context>
<context>
    <name>WaitingListPanel</name>
    <message>
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="37"/>
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="91"/>
        <source>Waiting list</source>
        <translation>Lista de espera</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="45"/>
        <source>Add selected player</source>
        <translation>Agregar al jugador elegido</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="46"/>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="47"/>
        <source>Print ticket</source>
        <translation>Imprimir ticket</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="72"/>
        <source>{position}. {name} — since {date} at {time}</source>
        <translation>{position}. {name} — desde el {date} a las {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="74"/>
        <source>{position}. {name} — since {time}</source>
        <translation>{position}. {name} — desde las {time}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="87"/>
        <source>Waiting list (%n) — closed</source>
        <translation>
            <numerusform>Lista de espera (%n) — cerrada</numerusform>
            <numerusform>Lista de espera (%n) — cerrada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="89"/>
        <source>Waiting list (%n)</source>
        <translation>
            <numerusform>Lista de espera (%n)</numerusform>
            <numerusform>Lista de espera (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="103"/>
        <source>The tournament is over: the list stays as the record of who waited.</source>
        <translation>El torneo terminó: la lista queda como registro de quienes esperaron.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/waiting_list_panel.py" line="108"/>
        <source>Nobody on the list can be seated: there is no ticket to print.</source>
        <translation>Nadie de la lista puede sentarse: no hay ticket que imprimir.</translation>
    </message>
</context>
<context>
    <name>WebPageBox</name>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="123"/>
        <source>The room&apos;s web page (this PC)</source>
        <extracomment>The one page this console serves (a process serves one record), kept across dialogs.</extracomment>
        <translation>Página web de la sala (este PC)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="129"/>
        <source>Serve the clock and seat look-up to the room&apos;s phones</source>
        <translation>Servir el reloj y la búsqueda de asientos a los teléfonos de la sala</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="133"/>
        <source>This PC only (127.0.0.1), to try it</source>
        <translation>Solo este PC (127.0.0.1), para probarla</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="135"/>
        <source>The room&apos;s network (%1)</source>
        <translation>La red de la sala (%1)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="136"/>
        <source>Every network of this PC (0.0.0.0)</source>
        <translation>Todas las redes de este PC (0.0.0.0)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="155"/>
        <source>Read only: it shows the clock, a player&apos;s own seat (with his ticket&apos;s code), the waiting list by position and the results; no document, no command.</source>
        <translation>Solo lectura: muestra el reloj, el asiento de cada jugador (con el código de su ticket), la lista de espera por puesto y los resultados; ningún documento, ninguna orden.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="163"/>
        <source>Listen on:</source>
        <translation>Escuchar en:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="165"/>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="193"/>
        <source>the port is in use</source>
        <translation>el puerto está en uso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="194"/>
        <source>that address is not this PC&apos;s</source>
        <translation>esa dirección no es de este PC</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="195"/>
        <source>not permitted</source>
        <translation>sin permiso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="198"/>
        <source>The page could not start on %1:%2 (%3). Choose another port.</source>
        <translation>La página no pudo iniciarse en %1:%2 (%3). Elija otro puerto.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="223"/>
        <source>Off.</source>
        <translation>Apagada.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="230"/>
        <source>On at %1, on this PC only: for the room&apos;s phones listen on the room&apos;s network.</source>
        <translation>Encendida en %1, solo en este PC: para los teléfonos de la sala, escuche en la red de la sala.</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="233"/>
        <source>On. Give the players this address: %1</source>
        <translation>Encendida. Dé a los jugadores esta dirección: %1</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/web_page_box.py" line="238"/>
        <source>The record&apos;s key is missing on this PC: the page cannot check the seat tickets&apos; QR codes and refuses them; players look up their seat with their entry number and the last 4 digits of their document.</source>
        <translation>Falta la llave del registro en este PC: la página no puede comprobar los códigos QR de los tickets de asiento y los rechaza; los jugadores buscan su asiento con su número de entrada y los últimos 4 dígitos de su documento.</translation>
    </message>
</context>
<context>
    <name>labels</name>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="49"/>
        <source>Tournament created</source>
        <translation>Torneo creado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="50"/>
        <source>Tournament renamed</source>
        <translation>Torneo renombrado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="51"/>
        <source>Tournament archived</source>
        <translation>Torneo archivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="52"/>
        <source>Tournament restored</source>
        <translation>Torneo restaurado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="53"/>
        <source>Player registered</source>
        <translation>Jugador inscrito</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="54"/>
        <source>Player details corrected</source>
        <translation>Datos del jugador corregidos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="55"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="56"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="57"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="59"/>
        <source>Structure set</source>
        <translation>Estructura fijada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="60"/>
        <source>Rule set chosen</source>
        <translation>Reglamento elegido</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="61"/>
        <source>Clock started</source>
        <translation>Reloj iniciado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="62"/>
        <source>Clock paused</source>
        <translation>Reloj en pausa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="63"/>
        <source>Clock resumed</source>
        <translation>Reloj reanudado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="64"/>
        <source>Clock moved</source>
        <translation>Reloj movido de período</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="65"/>
        <source>Clock time adjusted</source>
        <translation>Tiempo del reloj ajustado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="66"/>
        <source>Hand-for-hand</source>
        <translation>Mano por mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="67"/>
        <source>Hand-for-hand hand done</source>
        <translation>Mano terminada (mano por mano)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="68"/>
        <source>Clock kept after a time jump</source>
        <translation>Reloj mantenido tras un salto de hora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="69"/>
        <source>Clock start scheduled</source>
        <translation>Inicio del reloj programado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="70"/>
        <source>Announcement</source>
        <translation>Anuncio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="71"/>
        <source>Announcement withdrawn</source>
        <translation>Anuncio retirado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="72"/>
        <source>Late registration closed</source>
        <translation>Inscripción tardía cerrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="73"/>
        <source>Colour-up moved</source>
        <translation>Retiro de fichas trasladado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="74"/>
        <source>Colour-up cancelled</source>
        <translation>Retiro de fichas cancelado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="75"/>
        <source>Chip race</source>
        <translation>Chip race</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="76"/>
        <source>Clock on a player</source>
        <translation>Tiempo a un jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="77"/>
        <source>Clock on a player: outcome</source>
        <translation>Tiempo a un jugador: resultado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="79"/>
        <source>Penalty</source>
        <translation>Penalidad</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="80"/>
        <source>Penalty served</source>
        <translation>Penalidad cumplida</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="81"/>
        <source>Hand played at a table</source>
        <translation>Mano jugada en una mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="83"/>
        <source>Event with flights</source>
        <translation>Evento con series</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="84"/>
        <source>Qualifying flight</source>
        <translation>Serie clasificatoria</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="85"/>
        <source>Flight&apos;s end set</source>
        <translation>Fin de la serie fijado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="86"/>
        <source>Chips bagged</source>
        <translation>Fichas embolsadas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="87"/>
        <source>Flight closed</source>
        <translation>Serie cerrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="88"/>
        <source>Flight drawn</source>
        <translation>Serie sorteada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="89"/>
        <source>Event prize pool fixed</source>
        <translation>Pozo de premios del evento fijado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="90"/>
        <source>Qualifier accredited</source>
        <translation>Clasificado acreditado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="91"/>
        <source>Final stage&apos;s first level</source>
        <translation>Nivel inicial de la etapa final</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="93"/>
        <source>Buy-in set</source>
        <translation>Precio fijado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="94"/>
        <source>Tables set</source>
        <translation>Mesas fijadas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="95"/>
        <source>Purchase</source>
        <translation>Compra</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="96"/>
        <source>Entry cancelled</source>
        <translation>Entrada anulada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="97"/>
        <source>Waiting list: joined</source>
        <translation>Lista de espera: ingreso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="98"/>
        <source>Waiting list: left</source>
        <translation>Lista de espera: salida</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="99"/>
        <source>Player absent</source>
        <translation>Jugador ausente</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="100"/>
        <source>Player arrived</source>
        <translation>Llegada del jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="101"/>
        <source>Absent player keeps stack</source>
        <translation>Ausente conserva sus fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="102"/>
        <source>Absent stacks removed</source>
        <translation>Fichas de ausentes retiradas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="103"/>
        <source>Player out</source>
        <translation>Jugador eliminado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="104"/>
        <source>Tournament finished</source>
        <translation>Torneo finalizado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="105"/>
        <source>Cashier shift opened</source>
        <translation>Turno de caja abierto</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="106"/>
        <source>Cashier shift closed</source>
        <translation>Turno de caja cerrado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="108"/>
        <source>Table orders set</source>
        <translation>Orden de las mesas fijado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="109"/>
        <source>Seat reserved</source>
        <translation>Asiento reservado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="110"/>
        <source>Seat released</source>
        <translation>Asiento liberado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="111"/>
        <source>Button drawn</source>
        <translation>Botón sorteado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="112"/>
        <source>Button set</source>
        <translation>Botón fijado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="113"/>
        <source>Player seated</source>
        <translation>Jugador sentado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="114"/>
        <source>Player moved</source>
        <translation>Jugador trasladado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="115"/>
        <source>Table broken</source>
        <translation>Mesa cerrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="116"/>
        <source>Seats redrawn</source>
        <translation>Asientos redistribuidos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="117"/>
        <source>Table&apos;s hand done</source>
        <translation>Mano terminada en la mesa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="119"/>
        <source>Added money set</source>
        <translation>Dinero agregado fijado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="120"/>
        <source>Guarantee set</source>
        <translation>Garantía fijada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="121"/>
        <source>Prize pool fixed</source>
        <translation>Pozo de premios fijado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="122"/>
        <source>Payouts chosen</source>
        <translation>Estructura de premios elegida</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="123"/>
        <source>Prize rounding set</source>
        <translation>Redondeo de premios fijado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="124"/>
        <source>Deal agreed</source>
        <translation>Acuerdo registrado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="125"/>
        <source>Prize paid</source>
        <translation>Premio pagado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="126"/>
        <source>Prize payment voided</source>
        <translation>Pago de premio anulado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="128"/>
        <source>Player record created</source>
        <translation>Ficha de jugador creada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="129"/>
        <source>Player record corrected</source>
        <translation>Ficha de jugador corregida</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="130"/>
        <source>Player records merged</source>
        <translation>Fichas de jugador unidas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="131"/>
        <source>Exclusion list imported</source>
        <translation>Lista de exclusión importada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="132"/>
        <source>Exclusion lifted</source>
        <translation>Exclusión levantada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="133"/>
        <source>Staff member listed</source>
        <translation>Agregado a la lista del personal</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="134"/>
        <source>Staff member removed</source>
        <translation>Quitado de la lista del personal</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="135"/>
        <source>Operator created</source>
        <translation>Operador creado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="136"/>
        <source>Operator role changed</source>
        <translation>Rol de operador cambiado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="137"/>
        <source>Operator PIN changed</source>
        <translation>PIN de operador cambiado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="138"/>
        <source>Operator (de)activated</source>
        <translation>Operador activado/desactivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="139"/>
        <source>Wrong PIN</source>
        <translation>PIN incorrecto</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="140"/>
        <source>Signed in after wrong PINs</source>
        <translation>Ingreso tras PIN incorrectos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="141"/>
        <source>Operator locked</source>
        <translation>Operador bloqueado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="142"/>
        <source>Operator unlocked</source>
        <translation>Operador desbloqueado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="143"/>
        <source>Structure saved to the library</source>
        <translation>Estructura guardada en la biblioteca</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="144"/>
        <source>Structure deleted from the library</source>
        <translation>Estructura borrada de la biblioteca</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="147"/>
        <source>Payout table saved</source>
        <translation>Tabla de premios guardada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="148"/>
        <source>Payout table deleted</source>
        <translation>Tabla de premios borrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="149"/>
        <source>House setting changed</source>
        <translation>Configuración de la casa cambiada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="150"/>
        <source>Penalty offences set</source>
        <translation>Infracciones de la casa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="151"/>
        <source>Penalty ladder set</source>
        <translation>Escala de penalidades de la casa</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="152"/>
        <source>Record restored from a backup</source>
        <translation>Registro restaurado desde una copia</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="236"/>
        <location filename="../../tournament_director/ui/labels.py" line="557"/>
        <source>break after level {level}</source>
        <translation>descanso después del nivel {level}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="239"/>
        <source>level {number}</source>
        <translation>nivel {number}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="274"/>
        <location filename="../../tournament_director/ui/labels.py" line="751"/>
        <source>{name} (entry {id})</source>
        <translation>{name} (entrada {id})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="277"/>
        <location filename="../../tournament_director/ui/labels.py" line="388"/>
        <location filename="../../tournament_director/ui/labels.py" line="1115"/>
        <source>entry {id}</source>
        <translation>entrada {id}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="289"/>
        <source>player {id}</source>
        <translation>jugador {id}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="293"/>
        <source>table {table} seat {seat}</source>
        <translation>mesa {table} asiento {seat}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="311"/>
        <source>period {number}</source>
        <translation>período {number}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="315"/>
        <source>{period}, {time} left</source>
        <translation>{period}, quedan {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="327"/>
        <source>registration</source>
        <translation>inscripción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="328"/>
        <source>late registration</source>
        <translation>inscripción tardía</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="329"/>
        <source>re-entry</source>
        <translation>reentrada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="330"/>
        <source>rebuy</source>
        <translation>recompra</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="331"/>
        <source>add-on</source>
        <translation>add-on</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="332"/>
        <source>qualifier</source>
        <translation>clasificado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="338"/>
        <source>cash</source>
        <translation>efectivo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="339"/>
        <source>card</source>
        <translation>tarjeta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="340"/>
        <source>voucher</source>
        <translation>vale</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="341"/>
        <source>satellite ticket</source>
        <translation>satélite</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="342"/>
        <source>bank transfer</source>
        <translation>transferencia</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="343"/>
        <source>cheque</source>
        <translation>cheque</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="344"/>
        <source>chip-control slip</source>
        <translation>comprobante de control de fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="399"/>
        <source>Player {id}: {text}</source>
        <translation>Jugador {id}: {text}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="405"/>
        <source>Undoes {type} ({seqs})</source>
        <translation>Deshace {type} ({seqs})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="409"/>
        <source>reason: {reason}</source>
        <translation>motivo: {reason}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="416"/>
        <source>Redoes {type} ({seqs})</source>
        <translation>Rehace {type} ({seqs})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="448"/>
        <source>(tournament over)</source>
        <translation>(torneo finalizado)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="456"/>
        <source>Forward to {where}</source>
        <translation>Avanza a {where}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="458"/>
        <source>Back to {where}</source>
        <translation>Vuelve a {where}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="460"/>
        <source>Jumped to {where}</source>
        <translation>Salto a {where}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="462"/>
        <source>Period restarted: {where}</source>
        <translation>Período reiniciado: {where}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="472"/>
        <source>{time} added</source>
        <translation>Se agregó {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="476"/>
        <source>{time} taken off</source>
        <translation>Se quitó {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="484"/>
        <source>On: the clock stops, hand by hand</source>
        <translation>Activado: el reloj se detiene, mano por mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="486"/>
        <source>Off: the clock runs again</source>
        <translation>Desactivado: el reloj vuelve a correr</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="494"/>
        <source>{time} off the clock</source>
        <translation>Se descontó {time} del reloj</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="504"/>
        <source>System clock jumped {seconds} s; the room&apos;s time kept</source>
        <translation>La hora del sistema saltó {seconds} s; se mantuvo el tiempo de la sala</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="512"/>
        <source>Scheduled start cancelled</source>
        <translation>Inicio programado cancelado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="515"/>
        <source>Starts by itself on {date} at {time}</source>
        <translation>Arranca solo el {date} a las {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="518"/>
        <source>Starts by itself at {time}</source>
        <translation>Arranca solo a las {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="530"/>
        <source>from {time}, {minutes} min</source>
        <translation>desde las {time}, {minutes} min</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="536"/>
        <source>Announcement no. {id}</source>
        <translation>Anuncio n.º {id}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="542"/>
        <source>At the end of level {level}</source>
        <translation>Al final del nivel {level}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="556"/>
        <source>no colour-up</source>
        <translation>sin retiro</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="562"/>
        <source>{chip}: {before} → {after}</source>
        <translation>{chip}: {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="570"/>
        <source>{chip} stay in play (was: {before})</source>
        <translation>{chip} siguen en juego (era: {before})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="581"/>
        <source>Table {table}, {removed} → {to}</source>
        <translation>Mesa {table}, {removed} → {to}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="598"/>
        <source>seat {seat}</source>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="604"/>
        <source>won: {seats}</source>
        <translation>ganan: {seats}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="609"/>
        <source>protection chip: {seats}</source>
        <translation>ficha de protección: {seats}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="589"/>
        <source>chips in play {change}</source>
        <translation>fichas en juego {change}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="614"/>
        <source>cards drawn by the application</source>
        <translation>cartas repartidas por la aplicación</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="818"/>
        <source>{total}: {pool} prize pool, {fee} fee, {staff} staff fee</source>
        <translation>{total}: {pool} al pozo, {fee} de comisión, {staff} de aporte al personal</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="735"/>
        <location filename="../../tournament_director/ui/labels.py" line="788"/>
        <location filename="../../tournament_director/ui/labels.py" line="845"/>
        <source>{chips} chips</source>
        <translation>{chips} fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="855"/>
        <source>{who}: {amount} refunded</source>
        <translation>{who}: se reembolsó {amount}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="868"/>
        <source>player record {id}</source>
        <translation>ficha de jugador {id}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="911"/>
        <source>{who} withdrew</source>
        <translation>Abandono de {who}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="913"/>
        <source>{who} disqualified</source>
        <translation>Descalificación de {who}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="915"/>
        <source>{who} out</source>
        <translation>Eliminación de {who}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="918"/>
        <source>table {table}</source>
        <translation>mesa {table}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="899"/>
        <location filename="../../tournament_director/ui/labels.py" line="903"/>
        <source>hand {hand}</source>
        <translation>mano {hand}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="526"/>
        <source>from now, {minutes} min</source>
        <translation>desde ahora, {minutes} min</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="528"/>
        <source>from {date} at {time}, {minutes} min</source>
        <translation>desde el {date} a las {time}, {minutes} min</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="620"/>
        <source>acted in time</source>
        <translation>actuó a tiempo</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="621"/>
        <source>hand dead</source>
        <translation>mano muerta</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="622"/>
        <source>checked (no bet to face)</source>
        <translation>check (sin apuesta que pagar)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="623"/>
        <source>withdrawn by the floor</source>
        <translation>retirado por el floor</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="629"/>
        <source>Table {table}, seat {seat}</source>
        <translation>Mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="639"/>
        <source>{total} s, the last {countdown} counted</source>
        <translation>{total} s, los últimos {countdown} en cuenta atrás</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="648"/>
        <source>asked by {player}</source>
        <translation>pedido por {player}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="653"/>
        <source>on the big screen</source>
        <translation>en la pantalla grande</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="662"/>
        <source>{outcome}, {time} left</source>
        <translation>{outcome}, le quedaban {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="677"/>
        <source>the player chooses the flight</source>
        <translation>el jugador elige la serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="678"/>
        <source>the flight is drawn</source>
        <translation>la serie se sortea</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="679"/>
        <source>one purchase per event</source>
        <translation>una compra por evento</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="680"/>
        <source>a new entry in a later flight</source>
        <translation>una nueva entrada en una serie posterior</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="681"/>
        <source>the largest stack counts</source>
        <translation>cuenta el stack más grande</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="682"/>
        <source>the first flight&apos;s stack counts</source>
        <translation>cuenta el stack de la primera serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="683"/>
        <source>the last flight&apos;s stack counts</source>
        <translation>cuenta el stack de la última serie</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="688"/>
        <source>Flights {flights}</source>
        <translation>Series {flights}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="700"/>
        <source>Flight {label} of event no. {event}, {at}</source>
        <translation>Serie {label} del evento n.º {event}, {at}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="711"/>
        <source>at the end of level {level}</source>
        <translation>al final del nivel {level}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="715"/>
        <source>with {count} qualifiers left</source>
        <translation>al quedar {count} clasificados</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="719"/>
        <source>Ends {when}</source>
        <translation>Termina {when}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="720"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="727"/>
        <source>the player</source>
        <translation>el jugador</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="740"/>
        <source>confirmed by {who}</source>
        <translation>confirmado por {who}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="744"/>
        <source>slip no. {slip}</source>
        <translation>comprobante n.º {slip}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="746"/>
        <source>(replaces no. {slip})</source>
        <translation>(reemplaza al n.º {slip})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="759"/>
        <source>{count} qualifiers with {chips} chips between them; ended in level {level}</source>
        <translation>{count} clasificados con {chips} fichas en total; terminó en el nivel {level}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="766"/>
        <source>{name}: flight no. {flight} drawn among {count}</source>
        <translation>{name}: serie n.º {flight} sorteada entre {count}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="775"/>
        <source>{amount} from {count} purchases in {flights} flights</source>
        <translation>{amount} de {count} compras en {flights} series</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="792"/>
        <source>slip no. {slip} of flight no. {flight}</source>
        <translation>comprobante n.º {slip} de la serie n.º {flight}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="797"/>
        <source>without a slip</source>
        <translation>sin comprobante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="801"/>
        <source>other stacks forfeited: {chips}</source>
        <translation>otros stacks perdidos: {chips}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="809"/>
        <source>The final stage starts at level {level}</source>
        <translation>La etapa final comienza en el nivel {level}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="902"/>
        <source>simultaneous hand {n}</source>
        <translation>mano simultánea {n}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="922"/>
        <source>hand-for-hand</source>
        <translation>mano por mano</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="925"/>
        <source>stack {chips}</source>
        <translation>stack {chips}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="931"/>
        <source>{chips} chips removed</source>
        <translation>{chips} fichas retiradas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="937"/>
        <source>eliminated by {who}</source>
        <translation>eliminado por {who}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="945"/>
        <source>Winner: {who}</source>
        <translation>Ganador: {who}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="951"/>
        <source>Shift {id}, {operator}, float {amount}</source>
        <translation>Turno {id}, {operator}, fondo {amount}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="961"/>
        <source>Shift {id}, counted {counted}</source>
        <translation>Turno {id}, contado {counted}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="966"/>
        <source>differences: {list}</source>
        <translation>diferencias: {list}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="970"/>
        <source>no differences</source>
        <translation>sin diferencias</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="975"/>
        <source>Opening: {opening}; breaking: {breaking}</source>
        <translation>Apertura: {opening}; cierre: {breaking}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="989"/>
        <source>Seat {seat}, tables {tables}</source>
        <translation>Asiento {seat}, mesas {tables}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="995"/>
        <source>Table {table}: button on seat {seat}</source>
        <translation>Mesa {table}: botón en el asiento {seat}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="999"/>
        <source>small blind seat {seat}</source>
        <translation>ciega chica en el asiento {seat}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1008"/>
        <source>(waits for the button)</source>
        <translation>(espera al botón)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1014"/>
        <source>Moved {who} from {origin} to {to}</source>
        <translation>Se trasladó a {who} de {origin} a {to}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1021"/>
        <source>(balancing)</source>
        <translation>(balanceo)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1023"/>
        <source>(balancing, another seat than {seat})</source>
        <translation>(balanceo, otro asiento en vez de {seat})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1027"/>
        <source>(by the floor)</source>
        <translation>(por el floor)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1044"/>
        <source>Final table</source>
        <translation>Mesa final</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1045"/>
        <source>Two tables</source>
        <translation>Dos mesas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1046"/>
        <source>New day</source>
        <translation>Nueva jornada</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1054"/>
        <source>button on seat {seat}</source>
        <translation>botón en el asiento {seat}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1061"/>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1070"/>
        <source>By the director</source>
        <translation>Por el director</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1072"/>
        <source>When registration closed</source>
        <translation>Al cerrar la inscripción</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1076"/>
        <source>(purchases up to no. {id})</source>
        <translation>(compras hasta la n.º {id})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1085"/>
        <source>Prizes rounded to {amount}</source>
        <translation>Premios redondeados a {amount}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1092"/>
        <source>Payout table “{name}”</source>
        <translation>Tabla de premios «{name}»</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1100"/>
        <source>Generated: {share}% of the field paid</source>
        <translation>Generada: se paga el {share}% de las entradas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1108"/>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1109"/>
        <source>chip chop</source>
        <translation>chip chop</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1126"/>
        <source>place {place} (shared {first}-{last})</source>
        <translation>lugar {place} (compartido {first}-{last})</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1130"/>
        <source>place {place}</source>
        <translation>lugar {place}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1141"/>
        <source>Payment no. {id}</source>
        <translation>Pago n.º {id}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1156"/>
        <source>Record {merged} merged into {kept}</source>
        <translation>Ficha {merged} unida a la {kept}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1168"/>
        <source>Document {document}</source>
        <translation>Documento {document}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1179"/>
        <source>Backup {backup} taken {taken}</source>
        <translation>Copia {backup} hecha el {taken}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1189"/>
        <source>events given up {spans}</source>
        <translation>eventos perdidos {spans}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1199"/>
        <source>Operator {id}: {role}</source>
        <translation>Operador {id}: {role}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1205"/>
        <source>Operator {id}</source>
        <translation>Operador {id}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1212"/>
        <source>Operator {id} activated</source>
        <translation>Operador {id} activado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1214"/>
        <source>Operator {id} deactivated</source>
        <translation>Operador {id} desactivado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1221"/>
        <source>Operator {id}: {failures} wrong PINs, until a director unlocks</source>
        <translation>Operador {id}: {failures} PIN incorrectos, hasta que un director lo desbloquee</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/labels.py" line="1225"/>
        <source>Operator {id}: {failures} wrong PINs, for {minutes} min</source>
        <translation>Operador {id}: {failures} PIN incorrectos, por {minutes} min</translation>
    </message>
</context>
<context>
    <name>run_console</name>
    <message>
        <location filename="../../tournament_director/app.py" line="66"/>
        <source>Database not opened</source>
        <translation>No se abrió la base de datos</translation>
    </message>
</context>
<context>
    <name>structure_table_model</name>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="65"/>
        <source>{ante} (BB ante)</source>
        <translation>{ante} (ante CG)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="90"/>
        <source>{chip} (moved)</source>
        <translation>{chip} (trasladado)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="98"/>
        <source>{chip}: cancelled</source>
        <translation>{chip}: cancelado</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="100"/>
        <source>{chip} → level {level}</source>
        <translation>{chip} → nivel {level}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="111"/>
        <source>Colour-ups set by hand in the structure</source>
        <translation>Retiros de fichas fijados a mano en la estructura</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="115"/>
        <source>Colour-ups calculated from the blinds</source>
        <translation>Retiros de fichas calculados según las ciegas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="124"/>
        <source>{chip}: cancelled by {operator}: {reason}</source>
        <translation>{chip}: cancelado por {operator}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="128"/>
        <source>{chip}: moved to the break after level {level} by {operator}: {reason}</source>
        <translation>{chip}: trasladado al descanso después del nivel {level} por {operator}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="143"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="144"/>
        <source>Level {number}</source>
        <translation>Nivel {number}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="281"/>
        <source>Period</source>
        <translation>Período</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="282"/>
        <source>Blinds</source>
        <translation>Ciegas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="283"/>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="443"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="284"/>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="445"/>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="285"/>
        <source>From start</source>
        <translation>Desde el inicio</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="287"/>
        <source>Colour-up</source>
        <translation>Retiro</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="336"/>
        <source>Double-click to jump to this period</source>
        <translation>Doble clic para ir a este período</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="341"/>
        <source>Right-click to move or cancel a colour-up</source>
        <translation>Clic derecho para trasladar o cancelar un retiro de fichas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="349"/>
        <source>Not played</source>
        <translation>No se jugó</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="351"/>
        <source>Began at {time}</source>
        <translation>Comenzó a las {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="353"/>
        <source>Estimated at the clock&apos;s pace: {time}</source>
        <translation>Estimada al ritmo del reloj: {time}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="440"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="441"/>
        <source>Small blind</source>
        <translation>Ciega chica</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="442"/>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="501"/>
        <source>race off {chips} (by hand)</source>
        <translation>se retiran {chips} (a mano)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="503"/>
        <source>race off {chips} (calculated)</source>
        <translation>se retiran {chips} (calculado)</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="517"/>
        <source>Colour-ups calculated from the blinds: a chip comes off at the first break after which no later blind or ante needs it</source>
        <translation>Retiros calculados según las ciegas: una ficha se retira en el primer descanso después del cual ninguna ciega ni ante posterior la necesita</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="525"/>
        <source>Set by hand, as the blinds would have it</source>
        <translation>Fijado a mano, igual que lo calculado según las ciegas</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="528"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="531"/>
        <source>Set by hand; calculated from the blinds: {chips}</source>
        <translation>Fijado a mano; según las ciegas: {chips}</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="58"/>
        <source>BB ante</source>
        <translation>Ante CG</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="286"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="446"/>
        <source>Break after this level</source>
        <translation>Descanso después de este nivel</translation>
    </message>
    <message>
        <location filename="../../tournament_director/ui/structure_table_model.py" line="494"/>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
</context>
</TS>

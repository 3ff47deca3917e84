# Lists and tables: open games, waiting games, leaderboards, ratings,
# puzzles' own replies (finder.rs, waiting.rs, ratings.rs, puzzles.rs).

## Problemas de Adding Donimoes (src/service/puzzles.rs), a quien juega.

puzzle-how-to = Juega con `/mover jugada:` en la notación del reglamento: para añadir, los números, H o V y la columna y la fila de la casilla izquierda o de arriba (`15H24`); para deslizar, los números y L, R, U o D (`15R`); puedes poner varias jugadas en una línea (`15H24, 15R`). `/pista` te dice la siguiente jugada de una solución óptima, `/deshacer` quita una jugada y `/reiniciar` vuelve a empezar.
puzzle-title-queue = Tu cola
puzzle-title-problem = Problema { $number } ({ $source })
puzzle-title-daily = Problema del día, { $date }
# De dónde viene un problema, entre los paréntesis de su título.
puzzle-source-rule-text = el problema 1 del reglamento
puzzle-source-easy = generado, fácil
puzzle-source-medium = generado, medio
puzzle-source-hard = generado, difícil
puzzle-goal-all-added = todas añadidas
puzzle-goal-rectangle = rectángulo
puzzle-moves =
    { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
puzzle-on-today-already = Ya estás con el problema de hoy: aquí lo tienes tal como lo dejaste.
puzzle-back-to-today = De vuelta al problema de hoy, donde lo dejaste.
puzzle-shortest-takes = La solución más corta tiene { $moves }.
puzzle-shortest-unknown = No he podido calcular a tiempo la solución más corta, así que puede que /pista no te ayude aquí.
puzzle-started = **{ $title }**: { $queue }. Objetivo: { $goal }. { $shortest }
puzzle-played = Jugado: { $moves }.
puzzle-played-in-order = Jugado, en orden: { $moves }.
puzzle-refused-after =
    { $applied ->
        [one] `{ $typed }` no se ha aceptado después de aplicar { $applied } jugada: { $why }. No se ha jugado nada de lo que venía detrás.
       *[other] `{ $typed }` no se ha aceptado después de aplicar { $applied } jugadas: { $why }. No se ha jugado nada de lo que venía detrás.
    }
puzzle-solved-before =
    { $count ->
        [one] El problema ya estaba resuelto antes de la última jugada, que no se ha jugado.
       *[other] El problema ya estaba resuelto antes de las últimas { $count } jugadas, que no se han jugado.
    }
puzzle-solved-shortest = **Resuelto** en { $moves }: ¡una solución óptima!
puzzle-solved-longer = **Resuelto** en { $moves } (la solución más corta tiene { $shortest }).
puzzle-solved = **Resuelto** en { $moves }.
puzzle-hints-used = Pistas usadas: { $hints }.
puzzle-day-list = **Problema del día { $date }** ({ $goal }), menos jugadas:
puzzle-day-hints =
    { $count ->
        [one] { $count } pista
       *[other] { $count } pistas
    }
puzzle-day-taken-back = { $count } deshechas
puzzle-day-more = … y { $count } más.
puzzle-day-done = Ya has resuelto el problema de hoy ({ $goal }) en { $moves }; solo cuenta tu primera solución.
puzzle-day-next = Mañana (UTC) llega un problema nuevo. Mientras tanto, prueba `/problema número:1`, el otro objetivo o tu propia `cola:`.
puzzle-dead-end-undo = Desde aquí no hay solución. Deshaz { $moves } (/deshacer) para llegar a una posición que la tenga, o usa /reiniciar.
puzzle-dead-end = Desde aquí no hay solución, ni desde ninguna de tus posiciones anteriores. Usa /reiniciar.
puzzle-next-move = Siguiente jugada de una solución óptima: `{ $notation }` (quedan { $moves } desde aquí). Pistas usadas: { $hints }.
puzzle-took-back = Deshecha: { $move }.
puzzle-reset = De vuelta a la posición inicial.
puzzle-stats-solved =
    { $count ->
        [one] 🧩 Adding Donimoes: { $count } problema resuelto
       *[other] 🧩 Adding Donimoes: { $count } problemas resueltos
    }
puzzle-stats-fewest = , { $best } de { $graded } con el mínimo de jugadas ({ $moves } frente a { $shortest } de las soluciones más cortas)
puzzle-stats-hints =
    { $count ->
        [one] , { $count } pista usada.
       *[other] , { $count } pistas usadas.
    }
puzzle-stats-days = 📅 Problemas del día: { $days } resueltos, mejor puesto { $place } de { $of } ({ $date }).
puzzle-day-line = { $place }. { $who }: { $moves }{ $extra }

place-ordinal = { $n }.º

## /clasificación y /estadísticas (src/service/ratings.rs), en el idioma del canal.

rating-period-all = desde siempre
rating-period-month = los últimos 30 días
rating-period-week = los últimos 7 días
rating-pool-duel = 2 jugadores
rating-pool-multi = 3-4 jugadores o equipos
rating-system-duel = Glicko-2
rating-system-multi = Weng-Lin, como OpenSkill
rating-games =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
rating-players =
    { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
# G, P, E: ganadas, perdidas, empates.
rating-record = { $games } · { $wins } G · { $losses } P · { $draws } E
rating-note = Las puntuaciones son prudentes: la estimación de tu nivel menos su incertidumbre (±), así que suben a medida que tus resultados se aclaran. Cuentan los empates, los puestos compartidos y las partidas por equipos; no cuentan las partidas anuladas ni las jugadas contra el ordenador.
rating-leaders-note = ± es la incertidumbre de la puntuación.
rating-alone = { $game } se juega en solitario, así que no tiene puntuación.
rating-start-with = Las puntuaciones empiezan con la primera partida entre personas (dos o más, sin ordenador) que termine; empieza una con /jugar.
rating-none-game = Aún no hay partidas puntuadas de { $game } aquí.
rating-none-game-in = Aún no hay partidas puntuadas de { $game } aquí en { $period }.
rating-board-title = Clasificación de { $game }
rating-fit = La imagen muestra los { $shown } primeros de cada lista; el mensaje, los { $top } primeros.
rating-leaders-title = Líderes { $where }
rating-leader-aside = la puntuación del líder
rating-you-at = ; tú: { $place } de { $of }
rating-leader-line = **{ $pool }**: { $name } { $rating } ±{ $uncertainty } ({ $players }, { $games }{ $you })
rating-led-by = lidera { $name }
rating-nobody = Aún nadie tiene puntuación aquí. Las puntuaciones empiezan con la primera partida entre personas (dos o más, sin ordenador) que termine: empieza una con /jugar y luego mira /clasificación juego:<juego>.
rating-nobody-in = Aún nadie tiene puntuación aquí en { $period }. Las puntuaciones empiezan con la primera partida entre personas (dos o más, sin ordenador) que termine: empieza una con /jugar y luego mira /clasificación juego:<juego>.
rating-see-one = Mira la tabla de un juego con `/clasificación juego:<juego>`.
rating-leaders-subtitle = { $period } · la mejor puntuación prudente de cada juego
rating-you = **{ $name }** (tú)
rating-this-period = ({ $change } en este periodo)
stats-none = { $who } aún no tiene partidas puntuadas { $where }.
stats-heading = **Estadísticas de { $who }** { $where }
stats-chart-title = { $name } · puntuación a lo largo del tiempo
stats-chart-one = puntuación prudente tras cada partida; sombreado: donde probablemente está el nivel real
stats-chart-many = puntuación prudente tras cada partida
stats-most-played = Rivales más frecuentes (ganadas-perdidas-empates): { $list }
stats-pool-line = __{ $pool }__: **{ $rating }** ±{ $uncertainty } ({ $place } de { $of }) · { $games }: { $wins } G, { $losses } P, { $draws } E · { $streak }
stats-best-win = mejor victoria: contra { $name } (con { $rating } entonces), partida n.º { $game }
stats-best-result = mejor resultado: por delante de { $name } (con { $rating } entonces), partida n.º { $game }
stats-streak-win = racha: { $count } victorias seguidas
stats-streak-loss = racha: { $count } derrotas seguidas
stats-streak-draw = racha: { $count } empates seguidos
stats-last-win = última partida: ganada
stats-last-loss = última partida: perdida
stats-last-draw = última partida: empate
stats-against-none = Contra { $who }: aún no hay partidas puntuadas entre ambos.
stats-against = Contra { $who } (ganadas-perdidas-empates): { $list }
stats-against-game = { $game } { $wins }-{ $losses }-{ $draws } en { $games } (última: n.º { $last })
stats-against-game-none = { $game }: ninguna

## /ajustes y /avisos (src/service/waiting.rs), a quien pregunta.

settings-text =
    Avisos: { $reminders }.
    Plazo por jugada: { $deadline }.
    Las partidas nuevas abren un hilo: { $threads }.
settings-reminders-off = desactivados
settings-reminders = tras { $silence } de silencio, como mucho { $count } por espera
settings-deadline-none = ninguno
settings-deadline = { $move } por jugada, y luego { $grace } de cortesía antes de decidir la partida
settings-yes = sí
settings-no = no
settings-language = Idioma de las partidas nuevas: { $language }.
settings-language-server = el del servidor (el que tiene en Discord)
language-en-US = inglés
language-es-ES = español
language-fr = francés
settings-of-server =
    Ajustes de este servidor:
    { $settings }
settings-saved =
    Guardado. Ajustes de este servidor:
    { $settings }
    También se aplican a las partidas en curso.
settings-saved-language =
    Guardado. Ajustes de este servidor:
    { $settings }
    También se aplican a las partidas en curso, salvo el idioma, que solo cambia en las partidas que empiecen a partir de ahora.
notify-channel = Los avisos te mencionarán en el canal de la partida.
notify-direct = Los avisos te llegarán por mensaje directo.
notify-off = Ya no recibirás avisos. Te seguiré mencionando cuando una jugada te dé el turno.

## La única entrada de la lista de /mover cuando nada coincide (src/service/finder.rs).

find-not-held = No tienes la { $tile }: /mano te enseña tus fichas
find-tile-unused = Ahora mismo ninguna jugada tuya usa la { $tile }: prueba con otra ficha
find-nothing = Ninguna jugada tuya coincide con «{ $typed }»: prueba con una ficha (56) o una casilla (3,2)

## /partidas (src/service/show.rs), a quien pregunta.

games-none-all = No hay partidas en curso { $where }.
games-none-mine = No tienes partidas en curso aquí. Empieza una con /jugar.
games-title-all = Partidas { $where }
games-title-mine = Tus partidas { $where }
games-count-one-waiting = 1, te espera a ti
games-count-all-waiting = { $games }, todas te esperan a ti
games-count-some-waiting = { $games }; { $waiting } te esperan a ti, al principio de la lista
games-page = , página { $page } de { $pages }
games-heading = { $title } ({ $counts }){ $page }:
games-damaged = - partida { $id }: sus datos guardados están dañados, así que no puedo mostrarla
games-damaged-unknown = - una partida cuyos datos guardados están dañados
games-line-mine = - <#{ $channel }>: { $game } (partida { $id }), con { $people }: { $state }
games-line-all = - <#{ $channel }>: { $game } (partida { $id }), jugadores { $people }: { $state }
games-state-challenge = esperando jugadores
games-state-paused = en pausa
games-state-running = en curso
games-your-turn = **te toca**
games-turn-of = turno de { $who }
games-time-left = { $whose }, quedan { $left }
games-out-of-time = { $whose }, sin tiempo (/reclamar)
list-previous = ◀ Anterior
list-next = Siguiente ▶

## Confirmaciones (src/service/ending.rs), a quien lo pidió.

resign-confirm = ¿De verdad quieres rendirte en esta partida de { $game }? Quedarás en último lugar. Pulsa el botón para confirmarlo o ignora este mensaje.
resign-button = Rendirme
takeback-accept-noted = Anotado: aceptas. La jugada se deshará cuando hayan aceptado todos los demás jugadores.
challenge-closed = Este reto ya no está abierto.

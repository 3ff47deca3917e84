# Lists and tables: open games, waiting games, leaderboards, ratings,
# puzzles' own replies (finder.rs, waiting.rs, ratings.rs, puzzles.rs).

## Problemas de Adding Donimoes (src/service/puzzles.rs), a quien juega.

puzzle-how-to = Juega con `/mover jugada:` en la notación del reglamento: para añadir, los números, H o V y la columna y la fila de la casilla izquierda o de arriba (`15H24`); para deslizar, los números y L, R, U o D (`15R`); puedes poner varias jugadas en una línea (`15H24, 15R`). `/pista` te dice la siguiente jugada de una solución más corta, `/deshacer` quita una jugada y `/reiniciar` vuelve a empezar.
puzzle-title-queue = Tu cola
puzzle-title-problem = Problema { $number } ({ $source })
puzzle-title-daily = Problema del día, { $date }
puzzle-goal-all-added = todas añadidas
puzzle-goal-rectangle = rectángulo
puzzle-moves =
    { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
puzzle-on-today-already = Ya estás con el problema de hoy: aquí lo tienes tal como lo dejaste.
puzzle-back-to-today = De vuelta al problema de hoy, donde lo dejaste.
puzzle-shortest-takes = Una solución más corta tiene { $moves }.
puzzle-shortest-unknown = No he podido calcular a tiempo una solución más corta, así que puede que /pista no te ayude aquí.
puzzle-started = **{ $title }**: { $queue }. Objetivo: { $goal }. { $shortest }
puzzle-played = Jugado: { $moves }.
puzzle-played-in-order = Jugado, en orden: { $moves }.
puzzle-refused-after =
    { $applied ->
        [one] `{ $typed }` no se aceptó después de aplicar { $applied } jugada: { $why }. No se jugó nada de lo que venía detrás.
       *[other] `{ $typed }` no se aceptó después de aplicar { $applied } jugadas: { $why }. No se jugó nada de lo que venía detrás.
    }
puzzle-solved-before =
    { $count ->
        [one] El problema quedó resuelto antes de la última jugada, que no se jugó.
       *[other] El problema quedó resuelto antes de las últimas { $count } jugadas, que no se jugaron.
    }
puzzle-solved-shortest = **Resuelto** en { $moves }: ¡una solución más corta!
puzzle-solved-longer = **Resuelto** en { $moves } (una solución más corta tiene { $shortest }).
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
puzzle-day-done = Resolviste el problema de hoy ({ $goal }) en { $moves }; cuenta tu primera solución.
puzzle-day-next = Mañana (UTC) llega un problema nuevo. Mientras tanto, prueba `/problema número:1`, el otro objetivo o tu propia `cola:`.
puzzle-dead-end-undo = Desde aquí no hay solución. Deshaz { $moves } (/deshacer) para llegar a una posición que la tenga, o usa /reiniciar.
puzzle-dead-end = Desde aquí no hay solución, ni desde ninguna de tus posiciones anteriores. Usa /reiniciar.
puzzle-next-move = Siguiente jugada de una solución más corta: `{ $notation }` (quedan { $moves } desde aquí). Pistas usadas: { $hints }.
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

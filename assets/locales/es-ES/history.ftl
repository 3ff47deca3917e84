# A game's history and replay (src/service/history.rs, replay.rs): the
# frame around the event lines.

## /historial: las últimas partidas terminadas de un jugador.
history-none = { $who } aún no tiene partidas terminadas { $where }.
history-none-of = { $who } aún no tiene partidas terminadas de { $game } { $where }.
history-head = **Últimas partidas terminadas** de { $who }, de la más reciente a la más antigua:
history-head-of = **Últimas partidas terminadas de { $game }** de { $who }, de la más reciente a la más antigua:
history-footer = Vuelve a ver cualquiera con `/repetición número:<número>`.
history-button-replay = Repetición n.º { $id }
history-draw = **empate**
history-place = **{ $rank }.º de { $players }**
history-place-shared = **{ $rank }.º compartido de { $players }**
history-finished = terminada
history-vs = contra { $others }
history-computer = el ordenador ({ $level ->
        [easy] fácil
        [medium] medio
        [hard] difícil
       *[random] al azar
    })
history-nobody-won = nadie ganó
history-won = ganó { $who }
history-partners-won = ganaron { $who }
history-shared-first = { $who } compartieron el primer puesto
history-result-summary = { $result }: { $summary }
history-rating = puntuación { $rating } ({ $change })
history-not-rated = sin puntuar
history-damaged-id = `#{ $id }` · los datos guardados de esta partida están dañados
history-damaged = una partida cuyos datos guardados están dañados

## /repetición: una partida terminada, paso a paso.
replay-title = **Partida n.º { $id } · { $game }**{ $variant }
replay-finished = { $title }, terminada el { $date } { $moves ->
    [0] antes de ninguna jugada
    [one] tras 1 jugada
   *[other] tras { $moves } jugadas
}.
replay-ended = { $title }, interrumpida el { $date } { $moves ->
    [0] antes de ninguna jugada
    [one] tras 1 jugada
   *[other] tras { $moves } jugadas
}.
replay-seats = Asientos:
replay-no-result = Se { $status ->
    [aborted] anuló
    [cancelled] canceló
    [declined] rechazó
   *[other] cerró ({ $status })
} sin resultado, así que no contó para nadie.
replay-seed = Semilla, para comprobar cada barajado: `{ $seed }`
replay-step-through = Recórrela con los botones, o con `/repetición número:{ $id } paso:<0 a { $moves }>`.
replay-start = { $title }, el principio: antes de la jugada 1 de { $moves }.
replay-start-empty = { $title }, el principio: no llegó a hacerse ninguna jugada.
replay-step = { $title }, jugada { $step } de { $moves } ({ $move }): { $did }.
replay-played = jugó { $who }
replay-animation = La partida n.º { $id } de principio a fin.
replay-watch = O mira todas las jugadas en la animación de abajo.
replay-moves = Jugadas de la partida n.º { $id }:
replay-button-start = ⏮ Principio
replay-button-previous = ◀ Anterior
replay-button-next = Siguiente ▶
replay-button-end = Final ⏭

# A game's public posts, in the game's language (src/service/language.rs):
# the frame the service writes around the games' own lines (events.ftl,
# in the game's language too). Arguments: $who, $user, $challenger (mentions or a
# computer seat's name), $game (a game's name), $variant (" (match)" or
# nothing), $count (how many are named, for the verb).

# Under a move (src/service/moves.rs, after_action): who acts next.
post-to-move = Turno de { $who }.
post-to-move-again = { $who } vuelve a jugar.
post-your-turn = { $who }, te toca.
post-your-move-any-order = { $who }, os toca, en el orden que queráis.
post-to-play = Le toca jugar a { $who }.

# The button under a turn's picture that opens the move picker.
button-move = Jugar…

# A game's first post (src/service/challenge.rs, start).
post-begins = ¡Empieza **{ $game }**{ $variant }!
post-seats-in-order = Asientos (se juega en este orden):
post-seats = Asientos:
post-plays-first =
    { $count ->
        [one] { $who } juega primero
       *[other] { $who } juegan primero
    }
post-plays-next =
    { $count ->
        [one] { $who } juega a continuación
       *[other] { $who } juegan a continuación
    }
post-how-buttons = elige con los botones de abajo o con /mover
post-how-hand = mira tus fichas (solo las ves tú) con /mano y luego juega con /mover
post-how-move = juega con /mover (empieza a escribir para ver las jugadas posibles)
post-first-turn = { $who }: { $how }.
post-shuffle-commitment = Compromiso del barajado (la semilla se revela al final): `{ $commitment }`

# A game's end (src/service/game.rs, result_text): the summary, then
# each seat's place, then the seed that checks every shuffle.
post-game-over = **Fin de la partida.** { $summary }.
post-draw = Empate: { $players }
post-place = { $rank }.º { $player }
post-seed = Semilla, para comprobar cada barajado: `{ $seed }`

# A reminder in the game's channel (src/service/waiting.rs).
post-reminder = { $user }, te recuerdo que te toca en **{ $game }** (partida { $id }) en <#{ $channel }>, y la mesa lleva { $waited } esperando.{ $left } Con /avisos eliges cómo te aviso, o si prefieres que no te avise.
post-reminder-left = { " " }Te quedan { $left } para jugar.
post-reminder-late = { " " }Se te ha acabado el tiempo para jugar: los demás pueden reclamar la victoria con /reclamar y, si no juegas, la partida se decide dentro de { $decided }.
post-time-run-out = Se ha acabado el tiempo de { $late } para jugar en esta partida de { $game }. { $others }: ya { $count ->
        [one] puedes
       *[other] podéis
    } reclamar la victoria con /reclamar. Si nadie lo hace y no llega ninguna jugada, la partida se decide dentro de { $decided }.

# A turn's direct message to a player who chose `/notify mode:dm`
# (src/service/owed.rs), with the board and the Move… button.
post-turn-dm = Te toca en **{ $game }** (partida { $id }) en <#{ $channel }>: juega aquí con el botón o en el chat de la partida.

# Ending a game early (src/service/ending.rs).
post-resigned = { $user } se ha rendido.
post-aborted-early = La partida de { $game } se ha anulado antes de la segunda jugada; no cuenta para nadie. El canal queda libre para otra partida con /jugar.
post-aborted-agreed = La partida de { $game } se ha anulado de común acuerdo; no cuenta para nadie. El canal queda libre para otra partida con /jugar.
post-abort-asked = { $user } quiere anular esta partida. Termina sin resultado si todos están de acuerdo: { $waiting }, { $count ->
        [one] pulsa «Acepto anular» (o usa /anular)
       *[other] pulsad «Acepto anular» (o usad /anular)
    }. Una jugada cancela la petición.
button-agree-to-abort = Acepto anular

# Pausing and resuming (src/service/waiting.rs).
post-paused = La partida de { $game } queda en pausa de común acuerdo: sin avisos ni plazo hasta que alguien use /reanudar.
post-pause-asked = { $user } pide poner en pausa esta partida (sin avisos ni plazo). Se pausa cuando todos estén de acuerdo: { $waiting }, { $count ->
        [one] pulsa «Acepto pausar» (o usa /pausar)
       *[other] pulsad «Acepto pausar» (o usad /pausar)
    }. Una jugada cancela la petición.
button-agree-to-pause = Acepto pausar
post-resumed = { $user } ha reanudado la partida. Le toca jugar a { $who }.

# Takebacks (src/service/takeback.rs). $action: what is taken back, as
# everyone may see it; $several: "yes" when more than one action is;
# $agreed: "yes" when other people agreed to it.
post-takeback-asked = { $user } pide deshacer { $action }. { $others }: { $count ->
        [one] acepta o rechaza
       *[other] aceptad o rechazad
    }. Una jugada cancela la petición.
button-accept-takeback = Aceptar deshacer
button-decline = Rechazar
post-takeback-declined = { $user } no acepta deshacer { $action }; la partida sigue como está.
post-taken-back = { $several ->
        [yes] Jugadas deshechas
       *[no] Jugada deshecha
    }{ $agreed ->
        [yes] { " " }de común acuerdo
       *[no] { "" }
    }: { $action }. Le toca jugar a { $who }.

# A challenge (src/service/challenge.rs): who is asked, each seat's state.
post-challenge = ¡{ $challenger } te reta a **{ $game }**{ $variant }!
post-seat-computer = listo (el bot juega en este asiento)
post-seat-open = pulsa «Unirme» para ocuparlo
post-seat-ready = listo
post-seat-waiting = falta que pulse «Aceptar»
post-starts-when = La partida empieza cuando todos los asientos estén ocupados y todos hayan aceptado.
post-everyone-ready = Todos listos: la partida ha empezado.
post-declined = { $user } ha rechazado el reto de { $challenger } a { $game }.
post-cancelled = { $user } ha cancelado el reto a { $game }.
button-accept = Aceptar
button-join = Unirme
button-cancel = Cancelar

# Said when a game starts where the bot can only answer (a group DM, a
# server that did not add it): what reaches the players, and what not.
post-answers-only = -# Aquí solo puedo responder a vuestros comandos y botones, nunca publicar por mi cuenta: cada jugada muestra el tablero y menciona a quien le toca, y el botón **Jugar…** bajo el último tablero le permite jugar. Los avisos llegan por mensaje directo, donde Discord me deja escribiros (`/avisos modo:sin avisos` los desactiva); cuando se acabe el tiempo de una jugada, los demás podréis usar `/reclamar` para ganar la partida.

# `/board`, and a move's post owed after a restart (src/service/show.rs,
# board_reply): the game, then who is to play and the time left.
post-board = **{ $game }** (partida { $id }).
post-board-to-play = Le toca jugar a { $who }{ $left }.
post-board-time-left = { " " }(quedan { $left })
post-board-out-of-time = { " " }(sin tiempo: los demás pueden usar /reclamar)
post-board-paused = { " " }(en pausa)
post-board-areas = Para ver la zona de cualquier jugador a tamaño completo: `/tablero vista:jugador 2` muestra la n.º 2 de la imagen, y así con las demás.

# A turn's message Discord would not let the bot edit (src/discord/turns.rs).
post-moved-on = Este turno continúa en un mensaje más reciente, más abajo.
post-stale-note = -# No he podido actualizar el mensaje anterior de este turno (más arriba), así que allí el turno aparece como estaba: el turno sigue aquí.

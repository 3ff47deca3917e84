# Por qué se rechazó un comando (véase en-US/refusals.ftl: las mismas
# claves y los mismos argumentos). Los comandos, sus opciones y la
# notación de las jugadas se quedan como se escriben: /play, `variant`.
# Los botones se nombran como los rotula posts.ftl («Cancelar»,
# «Rechazar», «Unirme»).

## La partida de este canal, y tomar parte en ella.

refusal-game-no-game = No hay ninguna partida en este canal. Empieza una con /jugar.
refusal-game-not-started = La partida de este canal aún no ha empezado: antes hay que aceptar u ocupar todos los asientos.
refusal-game-not-playing = No juegas en esta partida de { $game }. Empieza la tuya con /jugar en otro canal o en un hilo.
refusal-game-not-running = Esa partida ya no está en marcha.
refusal-game-conflict = Alguien ha actuado en esta partida en ese mismo momento, así que tu comando no se ha aplicado. Mira /tablero y vuelve a intentarlo.
refusal-game-channel-busy = Este canal ya tiene una partida. Termínala o anúlala antes, o juega en un hilo (`/jugar ... hilo:true` abre uno).
refusal-game-no-game-to-abort = No hay ninguna partida que anular en este canal.
refusal-game-abort-before-start = Esta partida no ha empezado. Quien lanzó el reto puede pulsar «{ $cancel }»; los jugadores nombrados pueden pulsar «{ $decline }».
refusal-game-abort-asked = Ya has pedido anular la partida; falta que los demás estén de acuerdo. Cualquier jugada cancela la petición.

## /mover y los botones de jugada. $reason es el motivo del propio juego (rules.ftl), en el idioma de quien lee.

refusal-move-more-entry = Esa entrada solo indica que hay más jugadas de las que caben en la lista: { narrow-moves }.
refusal-move-note-entry = Esa entrada es solo una nota: escribe una jugada o elige una de la lista.
refusal-move-paused = Esta partida está en pausa de común acuerdo. Cualquier jugador puede reanudarla con /reanudar y seguir jugando.
refusal-move-not-your-turn = Le toca a { $whose }, no a ti. Te avisaré cuando sea tu turno.
refusal-move-unreadable = No he podido entender `{ $action }`: { $reason }
refusal-move-unreadable-help = No he podido entender `{ $action }`: { $reason } `/ayuda juego:{ $game }` explica cómo se escriben las jugadas.
refusal-move-not-allowed = No se puede jugar `{ $action }`: { $reason }.
refusal-move-engine = El juego no lo permite: { $reason }
refusal-move-earlier-position = Ese botón es de una posición anterior. Usa los botones de la imagen más reciente, o /mover.

## /play y los botones de un reto.

refusal-challenge-unknown-game = No conozco el juego `{ $game }`. Elige uno de estos: { $games }.
refusal-challenge-puzzle-for-one = { $game } es un problema para una sola persona: empiézalo con /problema (p. ej. `/problema número:1` o `/problema diario:true`).
refusal-challenge-not-playable = Todavía no se puede jugar a { $game }. Juegos disponibles ahora: { $games }.
refusal-challenge-no-variants = { $game } no tiene variantes; deja `variante` vacío.
refusal-challenge-unknown-variant = { $game } no tiene la variante `{ $variant }`. Variantes: { $variants }.
refusal-challenge-yourself = No puedes retarte a ti mismo. Deja los rivales vacíos para abrir un asiento que cualquiera pueda ocupar.
refusal-challenge-named-twice = Has nombrado dos veces a { $user }.
refusal-challenge-seat-count = { $game } admite { $players }, pero este reto tiene { $seats }.
refusal-challenge-only-named-accept = Solo los jugadores nombrados en este reto pueden aceptarlo. Si queda un asiento libre, pulsa «{ $join }».
refusal-challenge-already-accepted = Ya has aceptado; falta que acepten los demás.
refusal-challenge-already-seated = Ya tienes un asiento en esta partida.
refusal-challenge-no-open-seat = Este reto ya no tiene asientos libres.
refusal-challenge-not-a-challenge = Este botón no pertenece a ningún reto.
refusal-challenge-only-named-decline = Solo los jugadores nombrados en este reto pueden rechazarlo. Quien lo lanzó puede pulsar «{ $cancel }».
refusal-challenge-only-challenger-cancels = Solo quien lanzó este reto puede cancelarlo. Si te han nombrado, puedes pulsar «{ $decline }».
refusal-challenge-other-bot = Otros bots no pueden ocupar un asiento: reta a personas, nómbrame a mí para jugar contra el ordenador o deja vacíos los rivales para abrir un asiento libre.
refusal-challenge-level-without-computer = `nivel:` indica con qué fuerza juego, pero no me has nombrado como rival. Para jugar contra el ordenador, añádeme como rival; para jugar solo con personas, quita `nivel:`. No se ha empezado nada.

## Relojes, pausas, avisos y los ajustes del servidor.

refusal-wait-claim-paused = Esta partida está en pausa de común acuerdo, así que no corre ningún reloj. Reanúdala antes con /reanudar.
refusal-wait-computer-to-move = Le toca a { $name } y jugará enseguida: los asientos del propio bot nunca se quedan sin tiempo.
refusal-wait-own-move = La jugada que se espera es la tuya: hazla con /mover.
refusal-wait-no-deadline = Este servidor no fija plazo para jugar, así que no hay nada que reclamar. Los moderadores pueden fijar uno con /ajustes.
refusal-wait-time-left =
    { $who } { $count ->
        [one] aún tiene
       *[other] aún tienen
    } { $left } para jugar. Podrás usar /reclamar cuando se acabe ese tiempo.
refusal-wait-already-paused = Esta partida ya está en pausa. Cualquier jugador puede reanudarla con /reanudar.
refusal-wait-pause-asked = Ya has pedido la pausa; falta que los demás estén de acuerdo. Cualquier jugada cancela la petición.
refusal-wait-not-paused = Esta partida no está en pausa. Para pausarla, usa /pausar (todos deben estar de acuerdo).
refusal-wait-notify-mode = Elige `channel` (una mención en el canal de la partida), `dm` (un mensaje directo) u `off`.
refusal-wait-settings-for-managers = Solo los miembros que pueden gestionar este servidor pueden cambiar sus ajustes.
refusal-wait-settings-need-server =
    Los ajustes son de cada servidor, y /ajustes solo puede cambiarlos allí. Las partidas en mensajes directos y chats de grupo usan los valores por defecto:
    { $defaults }
refusal-wait-too-large = `{ $setting }` puede ser como máximo { $max }.

## /deshacer y las respuestas. $action es la acción por su notación, o, si es secreta, sus palabras (events.ftl).

refusal-takeback-paused = Esta partida está en pausa. Reanúdala antes con /reanudar.
refusal-takeback-nothing-played = Aún no se ha jugado nada, así que no hay nada que deshacer.
refusal-takeback-not-yours = Solo se puede deshacer la última acción, y esa es de { $whose } ({ $action }), no tuya.
refusal-takeback-not-yours-computers = Solo se puede deshacer la última acción, y esa es de { $whose } (con las respuestas del ordenador), no tuya.
refusal-takeback-revealed = «{ $action }» no se puede deshacer: ha revelado algo (una ficha robada, unos dados tirados, una moneda girada), y deshacerlo te dejaría volver a intentarlo sabiéndolo.
refusal-takeback-revealed-reply = Tu última jugada y la respuesta del ordenador no se pueden deshacer: entre las dos han revelado algo (una ficha robada, unos dados tirados, una moneda girada), y deshacerlas te dejaría volver a intentarlo sabiéndolo.
refusal-takeback-revealed-replies = Tu última jugada y las { $count } jugadas del ordenador que la siguieron no se pueden deshacer: entre todas han revelado algo (una ficha robada, unos dados tirados, una moneda girada), y deshacerlas te dejaría volver a intentarlo sabiéndolo.
refusal-takeback-already-asked = Ya lo has pedido; falta que respondan los demás.
refusal-takeback-no-request = Ya no hay ninguna petición para deshacer abierta (cualquier jugada la cancela).
refusal-takeback-own-request = Esta petición es tuya: son los demás jugadores quienes la responden.
refusal-takeback-out-of-date = Esa petición ya no vale: la partida ha avanzado desde entonces.

## Problemas de Adding Donimoes.

refusal-puzzle-unknown-goal = No existe el objetivo `{ $goal }`: usa `all-added` (añadir todas las fichas, por defecto) o `rectangle` (y acabar formando un rectángulo macizo).
refusal-puzzle-bad-queue = No puedo usar esa cola: { $reason }.
refusal-puzzle-no-solution = La cola `{ $queue }` no tiene solución para el objetivo «{ $goal }»: he probado todas las posiciones alcanzables ({ $explored }). Cambia el orden o una ficha, o prueba el otro objetivo.
refusal-puzzle-no-such-problem = No existe el problema { $number }: los problemas van del 1 al { $count }. Prueba `diario:true` para tener un problema nuevo cada día, o escribe tu propia cola con `cola:`.
refusal-puzzle-problem-unsolvable = El problema { $number } no tiene solución para el objetivo «{ $goal }»; prueba `objetivo:all-added`.
refusal-puzzle-one-at-a-time = Pide un solo problema cada vez: un `número:`, una `cola:` o `diario:true`.
refusal-puzzle-no-puzzle = No tienes ningún problema aquí. Empieza uno con /problema (p. ej. `/problema número:1`, o `diario:true`).
refusal-puzzle-conflict = Tu problema ha cambiado en ese mismo momento (por otro comando tuyo), así que este no se ha aplicado. Vuelve a mirarlo con /problema o inténtalo otra vez.
refusal-puzzle-solved-already = Ya has resuelto tu problema. Empieza otro con /problema, o usa /reiniciar para jugarlo de nuevo.
refusal-puzzle-more-entry = Esa entrada solo indica que hay más jugadas de las que caben en la lista: { narrow-puzzle } para acotarla.
refusal-puzzle-not-allowed = No se puede jugar `{ $action }`: { $why }.
refusal-puzzle-hint-solved = Tu problema está resuelto: no necesitas pistas. Empieza otro con /problema.
refusal-puzzle-hint-too-hard = Esta posición es demasiado grande para resolverla rápido, así que no tengo ninguna pista. Prueba con /deshacer o /reiniciar.
refusal-puzzle-nothing-to-undo = No tienes nada que deshacer aquí: /deshacer retira tu última jugada en la partida de este canal si juegas en ella, o tu última jugada de un problema (empieza uno con /problema).
refusal-puzzle-undo-solved = Tu problema está resuelto, y eso no cambia. Empieza otro con /problema, o usa /reiniciar para jugarlo de nuevo.
refusal-puzzle-undo-at-start = No hay nada que deshacer: el problema está en su posición inicial.
refusal-puzzle-daily-solved = Ya has resuelto el problema de hoy, y solo cuenta tu primera solución. Mientras tanto, prueba `/problema número:1` o tu propia `cola:`.

## Tableros, listas, reglas, historial y clasificaciones.

refusal-show-shared-board = En { $game } todos comparten un mismo tablero: míralo con /tablero vista:juego o /tablero vista:todo.
refusal-show-no-such-player = Esta partida tiene { $players } jugadores: elige entre jugador 1 y jugador { $players } (en orden de turno).
refusal-show-every-game-for-moderators = Solo los moderadores (los miembros que pueden gestionar el servidor) pueden ver la lista de todas las partidas.
refusal-show-others-list = Esa lista de partidas era para otra persona: pide la tuya con /partidas.
refusal-show-page-gone = Esa página ya no existe: la lista de partidas ha cambiado desde que se mostró. Vuelve a usar /partidas.
refusal-show-unknown-rules-game = No conozco el juego `{ $game }`. Usa /reglas sin indicar juego para ver la lista.
refusal-show-unknown-game = No conozco el juego `{ $game }`. Usa /reglas para ver la lista.
refusal-show-no-such-game = No hay ninguna partida n.º { $id } { $place }. /historial muestra las partidas terminadas con sus números.
refusal-show-not-over = La partida n.º { $id } aún no ha terminado. Las repeticiones se abren cuando acaba una partida, para que lo oculto (su semilla y cualquier ficha o moneda boca abajo) siga en secreto hasta entonces.
refusal-show-never-started =
    La partida n.º { $id } nunca empezó ({ $status ->
        [challenge] se quedó en reto
        [active] sigue en juego
        [finished] terminó
        [aborted] se anuló
        [cancelled] se canceló
        [declined] se rechazó
       *[other] { $status }
    }), así que no hay nada que repetir.
refusal-show-no-such-step =
    La partida n.º { $id } tiene { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }: elige un paso del 0 (el inicio) al { $moves } (el final).
refusal-show-period = Elige un periodo: `all` (por defecto), `month` (los últimos 30 días) o `week` (los últimos 7 días).
refusal-show-same-vs = Elige a otra persona para `contra`: un cara a cara necesita dos jugadores.

## Botones y menús que ya no valen (o nunca valieron).

refusal-button-not-mine = Ese botón no es mío.
refusal-button-choose-one = Elige una sola opción del menú.
refusal-button-menu-not-mine = Ese menú no es mío.
refusal-button-game-over-or-elsewhere = Ese botón es de una partida que ya terminó o que está en otro canal.
refusal-button-game-gone = Esa partida ya no existe.
refusal-button-other-channel = Ese botón es de una partida de otro canal.

# Cuando el bot no puede atender un comando por motivos suyos.
trouble-busy = La base de datos está ocupada ahora mismo, así que tu comando no se ha aplicado y no ha cambiado nada. Vuelve a intentarlo en un momento.
trouble-full = El almacenamiento del bot está lleno, así que tu comando no se ha podido guardar y no ha cambiado nada. Avisa a los administradores del servidor; volverá a funcionar cuando hagan sitio.
trouble-read-only = La base de datos del bot no acepta cambios ahora mismo (es de solo lectura), así que no ha cambiado nada. Avisa a los administradores del servidor.
trouble-damaged = La base de datos del bot está dañada, así que tu comando no se ha aplicado y no ha cambiado nada. Avisa a los administradores del servidor (los detalles están en el registro del bot).
trouble-unreachable = Ahora mismo no puedo acceder a mi base de datos, así que tu comando no se ha aplicado y no ha cambiado nada. Vuelve a intentarlo en unos minutos; si sigue pasando, avisa a los administradores del servidor.
trouble-game-damaged = Los datos guardados de esta partida están dañados, así que no puedo actuar sobre ella, y no ha cambiado nada. Avisa a los administradores del servidor (los detalles están en el registro del bot).
trouble-internal = Algo ha fallado por mi parte y no ha cambiado nada. Vuelve a intentarlo; si sigue pasando, avisa a los administradores del servidor.
trouble-answer-failed = Algo ha fallado por mi parte al responderte. `/tablero` muestra la partida tal como está; si tu comando no llegó a aplicarse, vuelve a intentarlo.

# Las respuestas propias de la parte de Discord (src/discord/), a quien actuó.
front-restarting = Me estoy reiniciando y no he hecho nada. Vuelve a intentarlo en un minuto.
front-private-only = Este servidor solo deja responder en privado a las aplicaciones que no ha añadido, así que no puedo llevar una partida en este canal. Pide a un moderador que active **Usar aplicaciones externas** aquí o que me añada al servidor; o juega en un mensaje directo o en un grupo. No ha cambiado nada.
front-no-thread-here = Aquí solo puedo responder a comandos, así que no puedo abrir un hilo: quita `hilo` para jugar en este chat. No ha cambiado nada.
front-done = Hecho.
front-done-updated = Hecho: el mensaje de la partida de arriba está actualizado.
front-game-lives-in = La partida está en <#{ $thread }>.
front-shown-there = Hecho: tu jugada ya está en la partida, <#{ $channel }>.
front-thread-left = No he podido borrar el hilo que abrí para este reto, <#{ $thread }>: se queda vacío. Cualquiera que pueda gestionar hilos aquí puede borrarlo.
front-missing-to-start =
    { $count ->
        [one] No puedo llevar una partida en este canal: me falta { $list } aquí. Pide a alguien que pueda gestionar este canal que me dé ese permiso (ajustes del canal → Permisos). No ha cambiado nada.
       *[other] No puedo llevar una partida en este canal: me faltan { $list } aquí. Pide a alguien que pueda gestionar este canal que me dé esos permisos (ajustes del canal → Permisos). No ha cambiado nada.
    }
front-missing-to-go-on =
    { $count ->
        [one] Ya no puedo publicar las jugadas de esta partida en este canal, así que está parada hasta que se arregle: me falta { $list } aquí. Pide a alguien que pueda gestionar este canal que me dé ese permiso (ajustes del canal → Permisos). No ha cambiado nada.
       *[other] Ya no puedo publicar las jugadas de esta partida en este canal, así que está parada hasta que se arregle: me faltan { $list } aquí. Pide a alguien que pueda gestionar este canal que me dé esos permisos (ajustes del canal → Permisos). No ha cambiado nada.
    }
front-upload-shortened =
    { $frames ->
        [one] (Reducida a { $frames } imagen para no pasar de los { $limit } que Discord me deja subir aquí.)
       *[other] (Reducida a { $frames } imágenes para no pasar de los { $limit } que Discord me deja subir aquí.)
    }
front-upload-left-out = (La imagen ocupa { $size } y Discord solo me deja subir { $limit } aquí, así que no la incluyo.)
front-picture-described = El tablero, marcado para tu elección

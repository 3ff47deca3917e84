# The local front end's own help and errors (src/local/). The line syntax
# is the tool's and stays as it is in every language: English command and
# option names (`/wait hours:30`, `/play game:`), `@user[:locale]`.

local-usage = escribe `[#canal] @usuario[:idioma] /comando opción:valor`, `@usuario ?comando opción:parcial`, `@usuario !id-del-botón` o `@usuario !id-del-menú choose:valor`
local-line-no-speaker = ¿quién habla? { local-usage }
local-line-nothing-after = no hay nada después de @{ $user }: { local-usage }
local-line-not-option = `{ $word }` debería ser opción:valor
local-line-which-option = ¿qué opción? p. ej., `?{ $command } action:3-6`
local-line-not-command = `{ $head }` no es un comando: { local-usage }
local-line-open-quote = falta cerrar unas comillas
local-line-not-utf8 = la línea { $number } no es texto UTF-8 (hay un byte erróneo en la columna { $column }), así que se ha omitido

# En local, los comandos y sus opciones se escriben en inglés.
local-no-command = No existe /{ $name }. Comandos (en local, en inglés): { $commands } /wait
local-board-view = view: de /board es `play` (por defecto), `whole`, o de `player 1` a `player 4` (la zona propia de un jugador en Euronimoes).
local-play-level = El ordenador juega a level:easy, level:medium (por defecto) o level:hard.
local-play-which-game = Di a qué juego: /play game:dominimum opponent:@amigo (u opponent:@bot para jugar contra el ordenador)
local-settings-number = `{ $key }` admite un número entero de horas o una cantidad, como { $key }:24
local-settings-language = `language` admite server, en-US, es-ES o fr, como language:es-ES
local-replay-which = Di qué partida, por su número: /replay id:12 (y step:5 para la posición tras 5 jugadas)
local-puzzle-number = `number:` admite un número entero, p. ej., /puzzle number:1

local-wait-fixed = El reloj de esta sesión no se puede mover.
local-wait-number = `{ $key }` admite un número entero, como /wait hours:30
local-wait-how-long = Di cuánto tiempo: /wait hours:30 (o days:, minutes:)
local-wait-too-long = /wait adelanta el reloj como mucho { $days } días cada vez; prueba /wait days:30
local-wait-moved = El reloj ha avanzado { $duration }.

local-period-all = desde siempre
local-period-month = los últimos 30 días
local-period-week = los últimos 7 días
local-no-choices = (ninguna opción)

local-edited = (el mensaje de la partida ahora dice:)
local-in-place = (el mensaje pulsado ahora dice:)
local-buttons-removed = (se han quitado los botones del mensaje pulsado)
local-picture-not-saved = [imagen no guardada: ejecuta con --images CARPETA]

# A player's own replies while playing (src/service/picker*, moves.rs,
# show.rs): the move picker, the hand, the mover's private note.

## The move picker (src/service/picker.rs, picker/panels.rs, picker/places.rs).

play-stale = La posición ha cambiado desde que se abrió ese menú, así que no se ha jugado nada. Vuelve a elegir:
play-closed = Cerrado: no se ha jugado nada. `/mover` vuelve a abrir el selector de jugadas.
play-elsewhere = Ese selector es de una partida que ya terminó o que está en otro canal: `/mover` abre uno aquí
play-nothing = Ahora mismo no tienes nada que jugar.
play-whats = **Tu jugada**: elige qué jugar ({ $total } { $total ->
        [one] jugada
       *[other] jugadas
    }{ $pages }).
play-what-placeholder = Qué jugar…
play-where-tile = Dónde jugar la { $tile }…
play-choose-one = Elige una opción…
play-choices = { $count } { $count ->
        [one] opción
       *[other] opciones
    }
play-where = **{ $what }**: elige una ({ $count } { $count ->
        [one] opción
       *[other] opciones
    }{ $pages }).
play-pages = , página { $page } de { $pages }
play-menu-back = ← Atrás
play-menu-more = Más…
play-menu-more-about = las siguientes opciones
play-confirm = ¿Jugar `{ $notation }`: { $description }?
play-confirm-place = ¿Jugar `{ $notation }`: { $description }? (lugar { $place })
play-confirm-place-drawn = ¿Jugar `{ $notation }`: { $description }? (lugar { $place }, marcado en la imagen)
play-button-confirm = Confirmar
play-button-back = Atrás
play-button-cancel = Cancelar
play-button-more-places = Más lugares
play-button-turned = Jugarla girada
play-button-play = Jugar { $notation }
play-button-turn = Girar
play-button-show = Ver { $notation }
play-or-turned = O girada: `{ $notation }`: { $description }.
play-or-other = O bien: `{ $notation }`: { $description }.
play-ways = { $first } o { $second }
play-place-on-picture = **{ $letter }** de la imagen { $picture }
play-marks-range = de la { $first } a la { $last }
play-places = **{ $what }**: elige un lugar marcado en la imagen ({ $count } { $count ->
        [one] lugar
       *[other] lugares
    }{ $pages }); cada letra está en su lugar y señala su sentido.
play-pages-run-on = , página { $page } de { $pages }: esta imagen marca { $marks }, y cada letra tiene aquí su botón
play-page-gone = **{ $what }**: esa página de lugares ya no existe.
play-panels = **{ $what }**: { $places } lugares, en { $pictures } imágenes del tablero.
play-panels-buttons = Cada letra está en su lugar y señala su sentido; su botón está debajo de su imagen.
play-panels-menus = Cada letra está en su lugar y señala su sentido; elígela en el menú de debajo de su imagen.
play-panels-letters = Elige un lugar por su letra:
play-places-placeholder = Lugares { $marks } de la imagen { $picture }…
play-areas = **{ $what }**: { $count } lugares, demasiados para una sola imagen. Elige una parte numerada del tablero para ver sus lugares:
play-area = **{ $number }** { $count } { $count ->
        [one] lugar
       *[other] lugares
    } en torno a { $cell }

## Why there is nothing to pick.

play-no-game = No hay ninguna partida en curso en este canal: empieza una con /jugar
play-unreadable-game = Ahora mismo no puedo leer la partida de este canal: inténtalo de nuevo
play-unreadable-game-now = Ahora mismo no puedo leer la partida de este canal
play-no-seat = No juegas en esta partida: empieza la tuya con /jugar
play-paused = Esta partida está en pausa: cualquier jugador puede reanudarla con /reanudar
play-not-your-turn = Ahora juega { $name }, no tú: te avisaré cuando sea tu turno
play-seat = el jugador { $number }

## /move's autocomplete: its last entry when more moves match than
## Discord lists (at most 100 characters).

play-more-entries = … y { $more } más: { $how }
play-narrow = escribe una ficha (56), una casilla (3,2) o una dirección (E)

## The mover's private note and /hand.

play-tiles-now = Solo tú puedes ver esto. Tus fichas ahora — { $tiles }.
play-next-choice = Tu siguiente decisión:
play-hand = Solo tú puedes ver esto. { $tiles }.
play-hand-nothing = Ahora mismo no tienes nada secreto.
play-tiles-group = { $label }: { $tiles }
play-tiles-groups = { $first }; { $second }
play-label-in-hand = en la mano
play-label-to-play = para jugar
play-label-mission = misión
play-label-to-give = para dar
play-label-face-up = boca arriba
play-label-hidden = ocultas

## Lo que pasó en una partida, las notas bajo el tablero y el resumen del
## resultado: las líneas de sucesos del motor (ver docs/i18n.md).

## Compartidas por varios juegos.
event-noted = { $deed } ({ $note })
event-run = { $deed } ({ $times } veces seguidas)
event-run-noted = { $deed } ({ $times } veces seguidas; { $note })
event-run-shared = { $deed }; lo mismo para { $others } ({ $times } veces seguidas)
event-run-shared-noted = { $deed }; lo mismo para { $others } ({ $times } veces seguidas; { $note })
event-placed = colocó { $notation }: { $where }
event-placement-across = { $a } en { $at }, { $b } en { $second } (tumbada)
event-placement-standing = { $a } en { $at }, { $b } en { $second } (de pie)
event-drew-from-supply = { $left ->
    [one] robó una ficha (queda { $left } en el pozo)
   *[other] robó una ficha (quedan { $left } en el pozo)
}
event-counts-on-table = { $table ->
    [one] { $table } ficha en la mesa
   *[other] { $table } fichas en la mesa
}, { $supply } en el pozo
event-resigned = { $who } abandonó
event-out-of-time-claimed = tiempo agotado para { $who }; { $claimant } reclamó la victoria
event-out-of-time-grace = tiempo agotado para { $who }; también se acabó el plazo de cortesía
# What a secret action is called to those who may not see it (takebacks, history).
event-concealed-action = una jugada oculta
event-concealed-gift = una decisión secreta sobre el regalo

## El Árbol.
event-tree-drew-passed = { $who } no pudo jugar, robó una ficha y pasó
event-tree-supply-left = { $left ->
    [one] queda { $left } en el pozo
   *[other] quedan { $left } en el pozo
}
event-tree-passed = { $who } no pudo jugar y pasó
event-tree-supply-empty = el pozo está vacío
event-tree-dealt-again = todos pasaron seguidos con el pozo vacío: nadie gana esta ronda, así que se barajan las fichas y se reparten de nuevo (ronda { $round })
event-tree-patience-lost = no se puede colocar ninguna ficha y el pozo está vacío: has perdido el solitario
event-tree-stuck-end = la ronda { $round } también acabó con todos bloqueados: la partida termina y nadie gana
event-tree-patience-won = todas las fichas están en el árbol: has ganado el solitario
event-tree-out = { $who } se quedó sin fichas y gana
event-tree-extra = { $why }, así que { $who } juega un turno extra
event-tree-both-halves = las dos mitades de la ficha descansan sobre el árbol
event-tree-fits-under = la ficha encaja bajo otra ya colocada
event-tree-round = ronda { $round }: las rondas anteriores acabaron con todos bloqueados y se repartieron de nuevo
event-tree-playing-extra = { $who } está jugando un turno extra
event-tree-counts = { $tree ->
    [one] { $tree } ficha en el árbol
   *[other] { $tree } fichas en el árbol
}, { $supply } en el pozo
event-tree-won = solitario ganado: todas las fichas están en el árbol
event-tree-lost = solitario perdido: { $left ->
    [one] no se pudo colocar { $left } ficha
   *[other] no se pudieron colocar { $left } fichas
}
event-tree-first-out = { $who } se quedó sin fichas el primero y gana; los demás se ordenan por las fichas que les quedan, de menos a más
event-tree-nobody-wins = nadie gana: { $rounds } rondas seguidas acabaron con todos bloqueados y el pozo vacío

## Dominó con robo.
event-draw-opened = { $who } salió con { $tile }, { $why }
event-draw-highest-double = el doble más alto repartido
event-draw-heaviest = no se repartió ningún doble, así que la ficha con más puntos
event-draw-drew = { $who } robó { $count } del pozo
event-draw-passes = { $who } no puede jugar y pasa
event-draw-blocked = nadie puede jugar: gana quien tenga menos puntos en la mano
event-draw-played-left = jugó { $tile } en el extremo izquierdo
event-draw-played-right = jugó { $tile } en el extremo derecho
event-draw-out-hand = { $played }, se quedó sin fichas y gana la mano
event-draw-out-game = { $played }, se quedó sin fichas y gana la partida
event-draw-open-ends = extremos abiertos: { $left } a la izquierda (L), { $right } a la derecha (R)
event-draw-counts = { $line ->
    [one] { $line } ficha en la mesa
   *[other] { $line } fichas en la mesa
}, { $boneyard } en el pozo
event-draw-has = { $who } tiene { $points }
event-draw-score = { $scores }
event-draw-match-note = Partida a { $target } puntos: { $score }.
event-draw-hand-note = Mano { $hand }: { $result }.
event-draw-hand = mano { $hand }: { $result }
event-draw-match-score = marcador: { $score } (gana quien llegue a { $target })
event-draw-match-won = { $who } tiene { $points } puntos y gana la partida
event-draw-dealt-again = mano { $hand }: se reparten de nuevo todas las fichas y { $who } sale con { $tile }
event-draw-hand-out = { $who } dominó y se apunta { $score } ({ $held })
event-draw-hand-lowest = { $who } tenía menos puntos en la mano cuando se cerró el juego y se apunta { $score } ({ $held })
event-draw-hand-tied = juego cerrado con empate a menos puntos, nadie se apunta nada ({ $held })
event-draw-held = { $who } tenía { $pips ->
    [one] { $pips } punto
   *[other] { $pips } puntos
}
event-draw-match-summary = gana la partida quien llegue primero a { $target } puntos
event-draw-out-summary = quien domina primero gana y se apunta los puntos que quedan en las otras manos
event-draw-blocked-summary = juego cerrado: gana quien tenga menos puntos y se apunta los que quedan en las otras manos
event-draw-tied-summary = juego cerrado con empate a menos puntos: empate

## Dominup.
event-dominup-expanded = se extendió con { $notation }: { $where }
event-dominup-climbed = subió al nivel { $level } con { $notation }: { $where }
event-dominup-out-loses = se quedó sin fichas el primero y por eso pierde (misère)
event-dominup-out-wins = se quedó sin fichas y gana
event-dominup-plays-on = sigue jugando: sube mientras alguna ficha pueda y luego coloca una ({ $left ->
    [one] le queda { $left } ficha
   *[other] le quedan { $left } fichas
})
event-dominup-opened = { $who } tenía el 7-7 y lo colocó para salir
event-dominup-down = { $tiles ->
    [one] { $tiles } ficha colocada
   *[other] { $tiles } fichas colocadas
}, pila más alta { $highest }; el número sobre una ficha es su nivel
event-dominup-misere-summary = misère: quien se queda sin fichas primero pierde
event-dominup-summary = quien se queda sin fichas primero gana; los demás se ordenan por las fichas que les quedan, de menos a más

## Dominimum y Dominomega.
event-dominimum-revealed = ya está la última ficha: se revelan las misiones
event-dominimum-summary = gana la puntuación más baja; en caso de empate, quien colocó antes su última ficha
event-dominomega-summary = gana el mayor producto de los tamaños de los grupos

## Euronimoes.
event-euronimoes-took-chip = tomó la { $tile } del hueco de -1 y recibió una moneda
event-euronimoes-took-no-chip = tomó la { $tile } del hueco de -1 (no quedan monedas de su color en la banca)
event-euronimoes-took-free = tomó gratis la { $tile } del hueco de 0
event-euronimoes-bought = compró la { $tile } del hueco de { $slot } por { $chips ->
    [one] { $chips } moneda
   *[other] { $chips } monedas
}
event-euronimoes-slid = las fichas más caras bajaron a un hueco más barato
event-euronimoes-turned-up = se destapó la { $tile } del pozo en el hueco de 3
event-euronimoes-slot-empty = el pozo está vacío, así que el hueco de 3 se queda vacío
event-euronimoes-drew-chip = robó del pozo y recibió una moneda
event-euronimoes-drew-no-chip = robó del pozo y no recibió moneda (no quedan de su color en la banca)
event-euronimoes-moved = la { $tile } pasó del hueco de -1 al hueco de 3 y las demás bajaron a un hueco más barato
event-euronimoes-last-domino = la última ficha: { $who }
event-euronimoes-exhausted = el pozo y el mercado están vacíos: ya no se roba; todos juegan hasta quedarse con una ficha, que pueden guardar
event-euronimoes-over = todos han terminado: la partida ha acabado
event-euronimoes-keeps = se guarda su última ficha y termina
event-euronimoes-pile-empty = el pozo está vacío: solo quedan las fichas del mercado
event-euronimoes-played-level = jugó { $notation } en el nivel { $level } ({ $points } puntos); ahora tiene { $total }
event-euronimoes-played = jugó { $notation }; ahora tiene { $total }
event-euronimoes-finished = ha jugado todas sus fichas y termina
event-euronimoes-step-take = ahora: toma una ficha, del mercado (`buy` y el precio del hueco) o del pozo (`draw`)
event-euronimoes-step-last = ahora: juega la última ficha o guárdala (`stop`)
event-euronimoes-step-play = ahora: juega una ficha en tu propia zona
event-euronimoes-counts = { $pile ->
    [one] { $pile } ficha en el pozo
   *[other] { $pile } fichas en el pozo
}, { $market } en el mercado; gana la puntuación más baja
event-euronimoes-game-over = partida terminada: gana la puntuación más baja; en caso de empate, gana quien juega más tarde en el orden de turno
event-euronimoes-summary = gana la puntuación más baja; en caso de empate, gana quien juega más tarde en el orden de turno

## Tetradominoes.
event-tetra-team = el equipo { $side ->
    [light] claro
   *[dark] oscuro
} ({ $first } y { $second })
event-tetra-partners = { $first } y { $second }
event-tetra-draws = { $who } roba una ficha ({ $left ->
    [one] queda { $left } en el pozo
   *[other] quedan { $left } en el pozo
})
event-tetra-reveals-draws = { $who } no puede jugar: enseña { $tiles } y roba una ficha ({ $left ->
    [one] queda { $left } en el pozo
   *[other] quedan { $left } en el pozo
})
event-tetra-passes = { $who } no puede jugar y pasa
event-tetra-reveals-passes = { $who } no puede jugar: enseña { $tiles } y pasa
event-tetra-chooses-reveal = { $who } no puede jugar ninguna ficha y elige dos fichas ocultas para enseñarlas
event-tetra-played-domino = jugó la { $tile } en { $at } y { $second }
event-tetra-no-fit = no cabe ningún tetrominó
event-tetra-played-piece = jugó la pieza { $piece } (cara { $side ->
    [light] clara
   *[dark] oscura
} arriba) en { $squares }, cubriendo { $numbers }
event-tetra-reaches = { $who } llega a { $points } puntos y gana la partida
event-tetra-reaches-pair = { $who } llegan a { $points } puntos y ganan la partida
event-tetra-all-down = los siete tetrominós están en la mesa
event-tetra-everyone-passed = todos pasaron seguidos sin nada que robar
event-tetra-no-tetromino = no juega ningún tetrominó
event-tetra-may-give = { $who } puede dar una ficha a su pareja, en secreto
event-tetra-may-each-give = { $who } pueden dar cada uno una ficha a su pareja, en secreto
event-tetra-decided = ya ha decidido; los regalos cambian de mano cuando { $other } también decida
event-tetra-decided-too = también ha decidido
event-tetra-gives-face-up = { $who } da la { $tile } (boca arriba) a { $partner }
event-tetra-gives-hidden = { $who } da una ficha oculta a { $partner }
event-tetra-keeps = { $who } se queda con sus fichas
event-tetra-game-result = mano { $game }: { $summary }
event-tetra-game-result-note = Mano { $game }: { $summary }.
event-tetra-points = { $who }: { $points }
event-tetra-match-score = marcador: { $score }
event-tetra-dealt-again = mano { $game }: se reparte todo de nuevo y empieza { $starter }
event-tetra-for = { $count } para { $who }
event-tetra-reached = { $who } jugó { $count } tetrominós y gana, contra { $others }
event-tetra-reached-pair = { $who } jugaron { $count } tetrominós y ganan, contra { $others }
event-tetra-match-won = { $who } llegó a { $points } puntos y gana la partida
event-tetra-match-won-pair = { $who } llegaron a { $points } puntos y ganan la partida
event-tetra-most = { $why }: { $who } tiene más tetrominós, { $best }, y gana, contra { $others }
event-tetra-most-pair = { $why }: { $who } tienen más tetrominós, { $best }, y ganan, contra { $others }
event-tetra-draw = { $why }: empate, { $count ->
    [one] { $count } tetrominó
   *[other] { $count } tetrominós
} cada uno
event-tetra-share = { $why }: { $who } comparten el primer puesto con { $count ->
    [one] { $count } tetrominó
   *[other] { $count } tetrominós
} cada uno, contra { $others }
event-tetra-pile = { $pile ->
    [one] { $pile } ficha
   *[other] { $pile } fichas
} en el pozo. Piezas aún libres: { $free }.
event-tetra-pile-none-free = { $pile ->
    [one] { $pile } ficha
   *[other] { $pile } fichas
} en el pozo. Ya no queda ninguna pieza libre.
event-tetra-opens = { $who } abre con cualquier ficha en 0,0.
event-tetra-touch-covered = le toca a { $who }: no queda ningún número descubierto, así que la ficha tiene que tocar un número cubierto.
event-tetra-to-play = le toca a { $who }: una ficha junto a un número igual descubierto.
event-tetra-must-reveal = { $who } no puede jugar: enseña dos fichas ocultas a su elección y roba una.
event-tetra-may-cover-double = { $who } puede cubrir los { $number } con un tetrominó, sobre la ficha que acaba de jugar, o pasar.
event-tetra-may-cover = { $who } puede cubrir los { $low } y los { $high } con un tetrominó, sobre la ficha que acaba de jugar, o pasar.
event-tetra-waiting = Esperando a { $who }: puede dar una ficha a su pareja, en secreto.
event-tetra-waiting-each = Esperando a { $who }: cada uno puede dar una ficha a su pareja, en secreto.
event-tetra-match-note = Partida a { $points } puntos: { $score }.
event-tetra-last = Última jugada:
event-tetra-own-token = Tus tetrominós van con la cara clara arriba y tu marcador encima.
event-tetra-own-side-partner = Tus tetrominós van con la cara { $side ->
    [light] clara
   *[dark] oscura
} arriba; tu pareja es { $partner }.
event-tetra-own-side = Tus tetrominós van con la cara { $side ->
    [light] clara
   *[dark] oscura
} arriba.
event-tetra-own-gift = Has elegido dar la { $tile } a tu pareja; cambiará de mano cuando el otro jugador haya decidido.
event-tetra-own-keep = Has elegido quedarte con tus fichas; esperando al otro jugador.

## Dominoids.
event-dominoids-blank = en blanco
event-dominoids-ace = as
event-dominoids-value = { $value }
event-dominoids-die = { $suit } { $face }
event-dominoids-dominoid = { $tile } en { $cells }
event-dominoids-ranks = filas { $first }-{ $last }
event-dominoids-files = columnas { $first }-{ $last }
event-dominoids-from-old = { $die } (de la caja Old)
event-dominoids-from-new = { $die } (de la caja New)
event-dominoids-took = cogió { $dice }
event-dominoids-slid = deslizó el { $tile } { $steps ->
    [one] { $steps } casilla
   *[other] { $steps } casillas
} de { $from } a { $to }
event-dominoids-turned = giró el extremo del { $tile } en { $from } hasta { $to }, alrededor de { $pivot }
event-dominoids-buds = no pudo mover nada con { $die }, así que brota el { $parent }
event-dominoids-shifted = desplazó las { $line } una ficha { $dir ->
    [up] hacia arriba
    [down] hacia abajo
    [left] a la izquierda
   *[right] a la derecha
}
event-dominoids-passed-blank = pasó con { $die }
event-dominoids-passed-ace = pasó con { $die }: no se puede desplazar nada
event-dominoids-passed = pasó con { $die }: no se puede mover ni brotar nada
event-dominoids-child = colocó la cría { $child }
event-dominoids-food = puso una moneda nueva de { $suit } boca abajo en { $at }
event-dominoids-stack-left = { $left ->
    [one] queda { $left } en su pila
   *[other] quedan { $left } en su pila
}
event-dominoids-coin-up = dio la vuelta a la moneda de { $suit } en { $at }: { $face }
event-dominoids-attacked = atacó al { $victim }: vuelve a la reserva genética
event-dominoids-breeds = el { $tile } cría con el { $partner }
event-dominoids-ate = se comió la moneda { $coin } de { $at }
event-dominoids-all-eaten = todas las monedas de { $suits } están comidas: la partida termina
event-dominoids-coin-waits = no hay ninguna casilla libre junto al peón de { $suit }: su moneda espera a un turno posterior
event-dominoids-rerolled = volvió a tirar { $dice } a la caja New
event-dominoids-rerolled-back = volvió a tirar { $dice } a la caja New; los cuatro dados estaban en New, así que vuelven todos a Old
event-dominoids-only-noted = { $note }, la única opción
event-dominoids-only = la única opción
event-dominoids-summary = todas las monedas de { $suits } están comidas; puntos = valor de las monedas + 3 por cada palo del que tengas más monedas
event-dominoids-summary-draw = todas las monedas de { $suits } están comidas; puntos = valor de las monedas + 3 por cada palo del que tengas más monedas: empate a puntos
event-dominoids-turn = Turno { $turn }. { $todo }
event-dominoids-over = La partida ha terminado.
event-dominoids-take-dice = Por hacer: coger dos dados, al menos uno de la caja Old.
event-dominoids-use-either = Por hacer: usar { $dice }, en cualquier orden.
event-dominoids-use = Por hacer: usar { $dice }.
event-dominoids-must-act = Por hacer: el Dominoid en { $at } tiene que comer, atacar o criar.
event-dominoids-place-child = Por hacer: colocar una cría de la reserva genética junto a su progenitor.
event-dominoids-place-child-two = Por hacer: colocar una cría de la reserva genética junto a uno de sus progenitores.
event-dominoids-place-food = Por hacer: colocar la comida que falta junto a su peón.
event-dominoids-stack = { $suit } { $count }
event-dominoids-stacks = Monedas boca abajo que quedan en las pilas: { $stacks }.

## Euronimoes: las notas bajo las fichas de un jugador.
event-euronimoes-your-turn-take = Te toca: coge una ficha. `draw` del pozo (recibes una moneda), o compra en el mercado por el precio del hueco: `buy -1` (recibes una moneda), `buy 0` (gratis), `buy 1`, `buy 2`, `buy 3`. Tienes { $chips ->
    [one] { $chips } moneda
   *[other] { $chips } monedas
}.
event-euronimoes-your-turn-last = Te toca: juega una ficha en tu zona con `A-B X,Y D` (el número A en la casilla X,Y, el número B a su lado: E derecha, N arriba, W izquierda, S abajo); sobre dos casillas cubiertas se apila. También puedes quedarte esta última ficha: `stop`.
event-euronimoes-your-turn-play = Te toca: juega una ficha en tu zona con `A-B X,Y D` (el número A en la casilla X,Y, el número B a su lado: E derecha, N arriba, W izquierda, S abajo); sobre dos casillas cubiertas se apila.
event-euronimoes-your-score = Tu puntuación ahora: { $total } (columnas { $columns }, niveles { $levels }, monedas { $chips }); cuanto menos, mejor.

# El nombre de un palo, que la notación también lee (`dice soles lunas`).
event-dominoids-suns = Soles
event-dominoids-moons = Lunas
event-dominoids-crowns = Coronas
event-dominoids-arms = Armas

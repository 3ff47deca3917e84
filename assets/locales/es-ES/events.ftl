## Lo que pasó en una partida, las notas bajo el tablero y el resumen del
## resultado: las líneas de sucesos del motor (ver docs/i18n.md).

## Compartidas por varios juegos.
event-noted = { $deed } ({ $note })
event-run = { $deed } ({ $times } veces seguidas)
event-run-noted = { $deed } ({ $times } veces seguidas; { $note })
event-run-shared = { $deed }; lo mismo para { $others } ({ $times } veces seguidas)
event-run-shared-noted = { $deed }; lo mismo para { $others } ({ $times } veces seguidas; { $note })
event-placed = ha colocado { $notation }: { $where }
event-placement-across = { $a } en { $at }, { $b } en { $second } (tumbada)
event-placement-standing = { $a } en { $at }, { $b } en { $second } (de pie)
event-drew-from-supply = { $left ->
    [one] ha robado una ficha (queda { $left } en el pozo)
   *[other] ha robado una ficha (quedan { $left } en el pozo)
}
event-counts-on-table = { $table ->
    [one] { $table } ficha en la mesa
   *[other] { $table } fichas en la mesa
}, { $supply } en el pozo
event-resigned = { $who } se ha rendido
event-out-of-time-claimed = { $who } se ha quedado sin tiempo; { $claimant } ha reclamado la victoria
event-out-of-time-grace = { $who } se ha quedado sin tiempo; también se ha acabado el plazo de cortesía
# Cómo se llama una acción secreta ante quien no puede verla (deshacer, historial).
event-concealed-action = una jugada oculta
event-concealed-gift = una decisión secreta sobre el regalo

## El Árbol.
event-tree-drew-passed = { $who } no ha podido jugar, ha robado una ficha y ha pasado
event-tree-supply-left = { $left ->
    [one] queda { $left } en el pozo
   *[other] quedan { $left } en el pozo
}
event-tree-passed = { $who } no ha podido jugar y ha pasado
event-tree-supply-empty = el pozo está vacío
event-tree-dealt-again = todos han pasado seguidos con el pozo vacío: nadie gana esta ronda, así que se barajan las fichas y se vuelven a repartir (ronda { $round })
event-tree-patience-lost = no se puede colocar ninguna ficha y el pozo está vacío: has perdido el solitario
event-tree-stuck-end = la ronda { $round } también ha acabado con todos bloqueados: la partida termina y nadie gana
event-tree-patience-won = todas las fichas están en el árbol: has ganado el solitario
event-tree-out = { $who } se ha quedado sin fichas y gana
event-tree-extra = { $why }, así que { $who } juega un turno extra
event-tree-both-halves = las dos mitades de la ficha se apoyan en el árbol
event-tree-fits-under = la ficha encaja bajo otra ya colocada
event-tree-round = ronda { $round }: las rondas anteriores han acabado con todos bloqueados y se han vuelto a repartir las fichas
event-tree-playing-extra = { $who } está jugando un turno extra
event-tree-counts = { $tree ->
    [one] { $tree } ficha en el árbol
   *[other] { $tree } fichas en el árbol
}, { $supply } en el pozo
event-tree-won = solitario ganado: todas las fichas están en el árbol
event-tree-lost = solitario perdido: { $left ->
    [one] no se ha podido colocar { $left } ficha
   *[other] no se han podido colocar { $left } fichas
}
event-tree-first-out = { $who } se ha quedado sin fichas el primero y gana; los demás se ordenan por las fichas que les quedan, de menos a más
event-tree-nobody-wins = nadie gana: { $rounds } rondas seguidas han acabado con todos bloqueados y el pozo vacío

## Dominó de robo.
event-draw-opened = { $who } ha salido con la { $tile }, { $why }
event-draw-highest-double = el doble más alto repartido
event-draw-heaviest = no se ha repartido ningún doble, así que la ficha con más puntos
event-draw-drew = { $who } ha robado { $count ->
    [one] una ficha
   *[other] { $count } fichas
} del pozo
event-draw-passes = { $who } no ha podido jugar y ha pasado
event-draw-blocked = nadie puede jugar, el juego se ha cerrado: gana quien tenga menos puntos en la mano
event-draw-played-left = ha jugado la { $tile } en el extremo izquierdo
event-draw-played-right = ha jugado la { $tile } en el extremo derecho
event-draw-out-hand = { $played }: se ha quedado sin fichas y gana la mano
event-draw-out-game = { $played }: se ha quedado sin fichas y gana la partida
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
event-draw-dealt-again = mano { $hand }: se vuelven a repartir todas las fichas y { $who } sale con la { $tile }
event-draw-hand-out = { $who } ha dominado y se apunta { $score } ({ $held })
event-draw-hand-lowest = { $who } tenía menos puntos en la mano al cerrarse el juego y se apunta { $score } ({ $held })
event-draw-hand-tied = juego cerrado con empate a puntos en la mano: nadie se apunta nada ({ $held })
event-draw-held = { $who } tenía { $pips ->
    [one] { $pips } punto
   *[other] { $pips } puntos
}
event-draw-match-summary = gana la partida quien llegue primero a { $target } puntos
event-draw-out-summary = gana quien domina primero y se apunta los puntos que quedan en las otras manos
event-draw-blocked-summary = juego cerrado: gana quien sume menos puntos en la mano y se anota los puntos de las fichas que quedan en las otras manos
event-draw-tied-summary = juego cerrado con empate a puntos en la mano: la partida acaba en empate

## Dominup.
event-dominup-expanded = ha hecho una expansión con { $notation }: { $where }
event-dominup-climbed = ha subido al nivel { $level } con { $notation }: { $where }
event-dominup-out-loses = se ha quedado sin fichas el primero y por eso pierde (variante a perder)
event-dominup-out-wins = se ha quedado sin fichas y gana
event-dominup-plays-on = sigue jugando: sube mientras alguna ficha pueda subir y luego coloca una en la mesa ({ $left ->
    [one] le queda { $left } ficha
   *[other] le quedan { $left } fichas
})
event-dominup-opened = { $who } tenía la 7-7 y ha salido con ella
event-dominup-down = { $tiles ->
    [one] { $tiles } ficha colocada
   *[other] { $tiles } fichas colocadas
}, la pila más alta: { $highest }; el número sobre una ficha es su nivel
event-dominup-misere-summary = a perder: quien se queda sin fichas primero pierde
event-dominup-summary = quien se queda sin fichas primero gana; los demás se ordenan por las fichas que les quedan, de menos a más

## Dominimum y Dominomega.
event-dominimum-revealed = ya está puesta la última ficha: se revelan las misiones
event-dominimum-summary = gana la puntuación más baja; en caso de empate, gana quien colocó antes su última ficha
event-dominomega-summary = gana el mayor producto de los tamaños de los grupos

## Euronimoes.
event-euronimoes-took-chip = ha cogido la { $tile } del hueco de -1 y ha recibido una moneda
event-euronimoes-took-no-chip = ha cogido la { $tile } del hueco de -1 (no quedan monedas de su color en la banca)
event-euronimoes-took-free = ha cogido gratis la { $tile } del hueco de 0
event-euronimoes-bought = ha comprado la { $tile } del hueco de { $slot } por { $chips ->
    [one] { $chips } moneda
   *[other] { $chips } monedas
}
event-euronimoes-slid = las fichas más caras han bajado un hueco
event-euronimoes-turned-up = ha salido del pozo la { $tile } y ocupa el hueco de 3
event-euronimoes-slot-empty = el pozo está vacío, así que el hueco de 3 se queda vacío
event-euronimoes-drew-chip = ha robado del pozo y ha recibido una moneda
event-euronimoes-drew-no-chip = ha robado del pozo sin recibir moneda (no quedan de su color en la banca)
event-euronimoes-moved = la { $tile } ha pasado del hueco de -1 al hueco de 3 y las demás han bajado un hueco
event-euronimoes-last-domino = la última ficha: { $who }
event-euronimoes-exhausted = el pozo y el mercado están vacíos: ya no se coge nada; cada uno juega hasta quedarse con una ficha, que puede guardarse
event-euronimoes-over = todos han terminado: la partida ha acabado
event-euronimoes-keeps = se ha guardado su última ficha y termina
event-euronimoes-pile-empty = el pozo está vacío: solo quedan las fichas del mercado
event-euronimoes-played-level = ha jugado { $notation } en el nivel { $level } ({ $points } puntos); su puntuación es ahora { $total }
event-euronimoes-played = ha jugado { $notation }; su puntuación es ahora { $total }
event-euronimoes-finished = ha jugado todas sus fichas y termina
event-euronimoes-step-take = ahora: coger una ficha, del mercado (`buy` y el precio del hueco) o del pozo (`draw`)
event-euronimoes-step-last = ahora: jugar la última ficha o guardársela (`stop`)
event-euronimoes-step-play = ahora: jugar una ficha en su propia zona
event-euronimoes-counts = { $pile ->
    [one] { $pile } ficha en el pozo
   *[other] { $pile } fichas en el pozo
}, { $market } en el mercado; gana la puntuación más baja
event-euronimoes-game-over = partida terminada: gana la puntuación más baja; en caso de empate, gana quien va más tarde en el orden de turno
event-euronimoes-summary = gana la puntuación más baja; en caso de empate, gana quien va más tarde en el orden de turno

## Tetradominoes.
event-tetra-team = el equipo { $side ->
    [light] claro
   *[dark] oscuro
} ({ $first } y { $second })
event-tetra-partners = { $first } y { $second }
event-tetra-draws = { $who } ha robado una ficha ({ $left ->
    [one] queda { $left } en el pozo
   *[other] quedan { $left } en el pozo
})
event-tetra-reveals-draws = { $who } no ha podido jugar: ha enseñado { $tiles } y ha robado una ficha ({ $left ->
    [one] queda { $left } en el pozo
   *[other] quedan { $left } en el pozo
})
event-tetra-passes = { $who } no ha podido jugar y ha pasado
event-tetra-reveals-passes = { $who } no ha podido jugar: ha enseñado { $tiles } y ha pasado
event-tetra-chooses-reveal = { $who } no puede jugar ninguna ficha y elige dos fichas ocultas para enseñarlas
event-tetra-played-domino = ha jugado la { $tile } en { $at } y { $second }
event-tetra-no-fit = no cabe ningún tetrominó
event-tetra-played-piece = ha jugado la pieza { $piece } (cara { $side ->
    [light] clara
   *[dark] oscura
} arriba) en { $squares }, cubriendo { $numbers }
event-tetra-reaches = { $who } llega a { $points } puntos y gana la partida
event-tetra-reaches-pair = { $who } llegan a { $points } puntos y ganan la partida
event-tetra-all-down = los siete tetrominós están en la mesa
event-tetra-everyone-passed = todos han pasado seguidos sin nada que robar
event-tetra-no-tetromino = no ha jugado ningún tetrominó
event-tetra-may-give = { $who } puede dar una ficha a su compañero, en secreto
event-tetra-may-each-give = { $who } pueden dar cada uno una ficha a su compañero, en secreto
event-tetra-decided = ya ha decidido; los regalos cambiarán de mano cuando { $other } también decida
event-tetra-decided-too = también ha decidido
event-tetra-gives-face-up = { $who } ha dado la { $tile } (boca arriba) a { $partner }
event-tetra-gives-hidden = { $who } ha dado una ficha oculta a { $partner }
event-tetra-keeps = { $who } se ha quedado con sus fichas
event-tetra-game-result = mano { $game }: { $summary }
event-tetra-game-result-note = Mano { $game }: { $summary }.
event-tetra-points = { $who }: { $points }
event-tetra-match-score = marcador: { $score }
event-tetra-dealt-again = mano { $game }: se reparte todo de nuevo y empieza { $starter }
event-tetra-for = { $count } de { $who }
event-tetra-reached = { $who } ha jugado { $count } tetrominós y gana, frente a { $others }
event-tetra-reached-pair = { $who } han jugado { $count } tetrominós y ganan, frente a { $others }
event-tetra-match-won = { $who } ha llegado a { $points } puntos y gana la partida
event-tetra-match-won-pair = { $who } han llegado a { $points } puntos y ganan la partida
event-tetra-most = { $why }: { $who } tiene más tetrominós ({ $best }) y gana, frente a { $others }
event-tetra-most-pair = { $why }: { $who } tienen más tetrominós ({ $best }) y ganan, frente a { $others }
event-tetra-draw = { $why }: empate, { $count ->
    [one] { $count } tetrominó
   *[other] { $count } tetrominós
} cada uno
event-tetra-share = { $why }: { $who } comparten el primer puesto con { $count ->
    [one] { $count } tetrominó
   *[other] { $count } tetrominós
} cada uno, frente a { $others }
event-tetra-pile = { $pile ->
    [one] { $pile } ficha
   *[other] { $pile } fichas
} en el pozo. Piezas aún libres: { $free }.
event-tetra-pile-none-free = { $pile ->
    [one] { $pile } ficha
   *[other] { $pile } fichas
} en el pozo. Ya no queda ninguna pieza libre.
event-tetra-opens = { $who } abre con cualquier ficha en 0,0.
event-tetra-touch-covered = Le toca a { $who }: no queda ningún número descubierto, así que la ficha tiene que tocar un número cubierto.
event-tetra-to-play = Le toca a { $who }: una ficha junto a un número igual descubierto.
event-tetra-must-reveal = { $who } no puede jugar: enseña dos de sus fichas ocultas, las que quiera, y roba una.
event-tetra-may-cover-double = { $who } puede cubrir los { $number } con un tetrominó, sobre la ficha que acaba de jugar, o pasar.
event-tetra-may-cover = { $who } puede cubrir los { $low } y los { $high } con un tetrominó, sobre la ficha que acaba de jugar, o pasar.
event-tetra-waiting = Esperando a { $who }: puede dar una ficha a su compañero, en secreto.
event-tetra-waiting-each = Esperando a { $who }: cada uno puede dar una ficha a su compañero, en secreto.
event-tetra-match-note = Partida a { $points } puntos: { $score }.
event-tetra-last = Última jugada:
event-tetra-own-token = Tus tetrominós van con la cara clara arriba y tu marcador encima.
event-tetra-own-side-partner = Tus tetrominós van con la cara { $side ->
    [light] clara
   *[dark] oscura
} arriba; tu compañero es { $partner }.
event-tetra-own-side = Tus tetrominós van con la cara { $side ->
    [light] clara
   *[dark] oscura
} arriba.
event-tetra-own-gift = Has elegido dar la { $tile } a tu compañero; cambiará de mano cuando el otro jugador también haya decidido.
event-tetra-own-keep = Has elegido quedarte con tus fichas; falta que decida el otro jugador.

## Dominoids.
event-dominoids-blank = en blanco
event-dominoids-ace = as
event-dominoids-value = { $value }
event-dominoids-die = { $suit } { $face }
event-dominoids-dominoid = { $tile } en { $cells }
event-dominoids-ranks = filas { $first }-{ $last }
event-dominoids-files = columnas { $first }-{ $last }
event-dominoids-from-old = { $die } (de Viejos)
event-dominoids-from-new = { $die } (de Nuevos)
event-dominoids-took = ha cogido { $dice }
event-dominoids-slid = ha deslizado el { $tile } { $steps ->
    [0] cero casillas
    [1] una casilla
    [2] dos casillas
    [3] tres casillas
    [4] cuatro casillas
    [5] cinco casillas
    [6] seis casillas
    [7] siete casillas
    [8] ocho casillas
    [9] nueve casillas
    [10] diez casillas
   *[other] { $steps } casillas
} de { $from } a { $to }
event-dominoids-turned = ha girado el extremo del { $tile } de { $from } a { $to }, alrededor de { $pivot }
event-dominoids-buds = no ha podido mover nada con { $die }, así que el { $parent } echa una yema
event-dominoids-shifted = ha desplazado las { $line } una loseta { $dir ->
    [up] hacia arriba
    [down] hacia abajo
    [left] a la izquierda
   *[right] a la derecha
}
event-dominoids-passed-blank = ha pasado con { $die }
event-dominoids-passed-ace = ha pasado con { $die }: no se puede desplazar nada
event-dominoids-passed = ha pasado con { $die }: nada puede moverse ni echar yema
event-dominoids-child = ha colocado la cría { $child }
event-dominoids-food = ha puesto una moneda nueva de { $suit } boca abajo en { $at }
event-dominoids-stack-left = { $left ->
    [one] queda { $left } en su pila
   *[other] quedan { $left } en su pila
}
event-dominoids-coin-up = ha dado la vuelta a la moneda de { $suit } en { $at }: { $face }
event-dominoids-attacked = ha atacado al { $victim }, que vuelve a la reserva genética
event-dominoids-breeds = el { $tile } cría con el { $partner }
event-dominoids-ate = se ha comido la moneda { $coin } de { $at }
event-dominoids-all-eaten = todas las monedas de { $suits } están comidas: la partida termina
event-dominoids-coin-waits = no hay ninguna casilla libre junto al peón de { $suit }: su moneda tendrá que esperar a otro turno
event-dominoids-rerolled = ha vuelto a tirar { $dice } a la caja Nuevos
event-dominoids-rerolled-back = ha vuelto a tirar { $dice } a la caja Nuevos; los cuatro dados estaban en Nuevos, así que vuelven todos a Viejos
event-dominoids-only-noted = { $note }, la única opción
event-dominoids-only = la única opción
event-dominoids-summary = todas las monedas de { $suits } están comidas; puntos = valor de las monedas + 3 por cada palo del que se tengan más monedas
event-dominoids-summary-draw = todas las monedas de { $suits } están comidas; puntos = valor de las monedas + 3 por cada palo del que se tengan más monedas: empate a puntos
event-dominoids-turn = Turno { $turn }. { $todo }
event-dominoids-over = La partida ha terminado.
event-dominoids-take-dice = Por hacer: coger dos dados, al menos uno de la caja Viejos.
event-dominoids-use-either = Por hacer: usar { $dice }, en cualquier orden.
event-dominoids-use = Por hacer: usar { $dice }.
event-dominoids-must-act = Por hacer: el Dominoid en { $at } tiene que comer, atacar o criar.
event-dominoids-place-child = Por hacer: colocar una cría de la reserva genética junto a su padre.
event-dominoids-place-child-two = Por hacer: colocar una cría de la reserva genética junto a uno de sus padres.
event-dominoids-place-food = Por hacer: colocar la comida que falta junto a su peón.
event-dominoids-stack = { $suit } { $count }
event-dominoids-stacks = Monedas boca abajo que quedan en las pilas: { $stacks }.

## Euronimoes: las notas bajo las fichas de un jugador.
event-euronimoes-your-turn-take = Te toca: coge una ficha. `draw` la roba del pozo (recibes una moneda); o cómprala en el mercado por el precio de su hueco: `buy -1` (recibes una moneda), `buy 0` (gratis), `buy 1`, `buy 2`, `buy 3`. Tienes { $chips ->
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

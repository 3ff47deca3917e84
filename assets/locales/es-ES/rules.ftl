# Las negativas y los errores de notación de los propios juegos
# (crates/engine: el phrases.rs de cada juego da la clave y los datos).
# La notación y las fichas van igual que en inglés, entre comillas
# invertidas; los comandos, como los nombra commands.ftl (/mano).

## Comunes a todos los juegos
rule-game-over = la partida ha terminado
rule-not-your-turn = no es tu turno
rule-no-such-action = { $count ->
        [one] solo hay 1 jugada legal
       *[other] solo hay { $count } jugadas legales
    }
rule-not-held = no tienes la { $tile }; mira tus fichas con /mano
rule-nothing = { "" }

## Listas
rule-list-and = { $first } y { $second }
rule-list-or = { $first } o { $second }
rule-list-comma = { $first }, { $second }

## Colocaciones
-placement-example = escribe la ficha, la casilla de su primer número y hacia dónde va el segundo, p. ej. `3-6 0,0 E` (E = derecha, N = arriba, W = izquierda, S = abajo)
rule-placement-no-tile = no nombra ninguna ficha; { -placement-example }
rule-placement-far-away = { $number } queda muy lejos de la mesa: las casillas se numeran desde la primera ficha, en 0,0
rule-placement-two-directions = hay dos direcciones en `{ $text }`: { -placement-example }
rule-placement-unknown-word = no entiendo `{ $word }`: { -placement-example }
rule-placement-no-square = ¿dónde va la { $a }-{ $b }? { -placement-example }
rule-placement-no-direction = ¿hacia dónde apunta la mitad del { $b }? Añade N, E, S o W, p. ej. `{ $a }-{ $b } { $at } E`
rule-placement-not-side-by-side = { $first } y { $second } no están una al lado de la otra, así que una ficha no puede cubrir las dos
rule-placement-bad-cells = no he podido leer las casillas de `{ $text }`: { -placement-example }

## Colocar una ficha en una cuadrícula abierta
rule-laying-not-held = tienes la { $held }, no la { $tried }; mira tus fichas con /mano
rule-board-covered = { $cell } ya está ocupada (muestra un { $number })
rule-board-away-from-origin = la primera ficha cubre 0,0 para que las coordenadas no cambien; prueba `{ $a }-{ $b } 0,0 E`
rule-board-detached = la { $a }-{ $b } en { $at } y { $second } no tocaría ninguna ficha: tiene que compartir un lado con las que ya están en la mesa

## Apilar (palabras de Dominup)
rule-stacks-detached = { $first } y { $second } no tocan ninguna ficha: una ficha en la mesa tiene que compartir un lado con las demás
rule-stacks-half-covered = de { $first } y { $second }, una está cubierta y la otra no: una ficha tiene que quedar plana, con las dos mitades en la mesa o las dos sobre pilas
rule-stacks-uneven = las pilas bajo { $first } y { $second } tienen { $low } y { $high } de altura: para subir hacen falta dos pilas de la misma altura
rule-stacks-one-tile = { $first } y { $second } son las dos mitades de una misma ficha: para subir hay que apoyarse en dos fichas distintas
rule-stacks-mismatch = debajo hay un { $under-first } en { $first } y un { $under-second } en { $second }, así que ahí solo cabe la { $under-first }-{ $under-second }

## Dominup
rule-dominup-must-climb = tienes que subir mientras alguna de tus fichas pueda, p. ej. `{ $climb }`; /mover muestra todas las subidas

## El Árbol
rule-tree-standing = en El Árbol todas las fichas van tumbadas: escríbela con E, p. ej. `{ $a }-{ $b } { $at } E`
rule-tree-on-top = el { $n } en { $cell } quedaría sobre el { $m } en { $below }: tiene que mostrar los anillos del { $m } y exactamente uno más ({ $fitting })
rule-tree-fits-nothing = nada (ya muestra todos los anillos)
rule-tree-under = el { $n } en { $cell } quedaría bajo el { $m } en { $above }: ese { $m } tendría que mostrar los anillos del { $n } y exactamente uno más
rule-tree-floating = la { $a }-{ $b } en { $at } y { $second } no se apoyaría en el árbol: al menos una mitad tiene que quedar justo encima de una mitad ya colocada

## Dominó de robo
rule-draw-no-match = la { $tile } no tiene ningún { $number }, el número del extremo { $end }
rule-draw-end-left = izquierdo
rule-draw-end-right = derecho
rule-draw-no-tile = escribe la ficha y el extremo, p. ej. `3-6 L` o `3-6 R` (he leído `{ $text }`)
rule-draw-not-in-set = en este juego los números van del 0 al { $top }
rule-draw-both-ends = la { $tile } encaja en los dos extremos: añade L o R, p. ej. `{ $tile } L`
rule-draw-which-end = di en qué extremo: `{ $tile } L` (izquierdo) o `{ $tile } R` (derecho)

## Tetradominoes
-tetradominoes-examples = una ficha (`4-6 2,0 N`), un tetrominó (`J 1,1 1,0 2,0 3,0`), `skip`, `reveal 1-2 3-4`, `give 3-4` o `keep`
-tetromino-example = escribe la pieza y sus cuatro casillas, p. ej. `J 1,1 1,0 2,0 3,0`
rule-tetradominoes-empty = escribe una jugada: { -tetradominoes-examples }
rule-tetradominoes-give-what = escribe la ficha que das, p. ej. `give 3-4`, o `keep`
rule-tetradominoes-reveal-what = escribe las dos fichas ocultas que enseñas, p. ej. `reveal 1-2 3-4`
rule-tetradominoes-reveal-twice = enseña dos fichas distintas, no la { $tile } dos veces
rule-tetradominoes-number-too-high = los números de las fichas van del 0 al { $top }
rule-tetradominoes-squares = no he podido leer las casillas: { -tetromino-example }
rule-tetradominoes-square-count = { $count ->
        [one] un tetrominó necesita cuatro casillas (ocho números) y he leído 1: { -tetromino-example }
       *[other] un tetrominó necesita cuatro casillas (ocho números) y he leído { $count }: { -tetromino-example }
    }
rule-tetradominoes-square-twice = { $cell } está escrita dos veces: nombra cuatro casillas distintas
rule-tetradominoes-not-a-tetromino = esas cuatro casillas no forman un tetrominó (cuatro casillas unidas por los lados)
rule-tetradominoes-domino-first = primero juega una ficha, p. ej. `3-6 1,0 E`
rule-tetradominoes-reveal-first = no puedes jugar ninguna de tus fichas: enseña dos de tus fichas ocultas, las que quieras, p. ej. `reveal 1-2 3-4`
rule-tetradominoes-tetromino-or-skip = ya has jugado tu ficha: ahora juega un tetrominó (mira las opciones) o `skip`
rule-tetradominoes-give-or-keep = ahora elige si le das una ficha a tu compañero (`give 3-4`) o te quedas con todas (`keep`)
rule-tetradominoes-not-held = no tienes la { $tile }; mira tus fichas con /mano
rule-tetradominoes-face-up = la { $tile } ya está boca arriba: elige dos de tus fichas ocultas
rule-tetradominoes-same-twice = elige dos fichas distintas
rule-tetradominoes-taken = { $cell } ya está ocupada por un { $number }: una ficha va sobre dos casillas vacías
rule-tetradominoes-touches-nothing = no queda ningún número descubierto en la mesa, así que la ficha tiene que tocar un número cubierto; la { $a }-{ $b } en { $at } y { $second } no toca ninguno
rule-tetradominoes-no-match = la { $a }-{ $b } ahí no coincide con nada: un número de la ficha nueva tiene que quedar junto al mismo número, sin tetrominó encima ({ $first }; { $second })
rule-tetradominoes-no-match-turned = la { $a }-{ $b } ahí no coincide con nada: un número de la ficha nueva tiene que quedar junto al mismo número, sin tetrominó encima ({ $first }; { $second }). Girada sí coincide: `{ $turned }`
rule-tetradominoes-touches = el { $number } en { $cell } toca { $numbers }
rule-tetradominoes-touches-none = el { $number } en { $cell } no toca ningún número descubierto
rule-tetradominoes-piece-played = la pieza { $piece } ya está en la mesa: cada pieza se juega una sola vez (quedan: { $free })
rule-tetradominoes-no-piece = ninguna
rule-tetradominoes-wrong-shape-light = con tu cara clara hacia arriba, { $squares } tiene la forma de la pieza { $shape }, no de la { $piece }: escribe `{ $notation }`
rule-tetradominoes-wrong-shape-dark = con tu cara oscura hacia arriba, { $squares } tiene la forma de la pieza { $shape }, no de la { $piece } (la cara oscura muestra cada forma en espejo): escribe `{ $notation }`
rule-tetradominoes-not-a-shape = { $squares } no tiene forma de tetrominó (cuatro casillas unidas por los lados)
rule-tetradominoes-hangs-off = { $cell } no tiene ninguna ficha debajo: un tetrominó no puede sobresalir de las fichas
rule-tetradominoes-covered = { $cell } ya está cubierta por la pieza { $piece }
rule-tetradominoes-misses-domino = un tetrominó tiene que cubrir un número de la ficha que acabas de jugar ({ $a } en { $at }, { $b } en { $second })
rule-tetradominoes-wrong-number = cubriría el { $number } en { $cell }: un tetrominó solo cubre los números de la ficha que acabas de jugar ({ $numbers })
rule-tetradominoes-numbers-one = los { $number }
rule-tetradominoes-numbers-two = los { $low } y los { $high }
rule-tetradominoes-same-colour = compartiría un lado con la pieza { $piece } en { $cell }, que es { $colour }: dos tetrominós del mismo color no pueden tocarse por un lado (por una esquina, sí)
rule-tetradominoes-colour-light = clara como las tuyas
rule-tetradominoes-colour-dark = oscura como las tuyas
rule-tetradominoes-colour-token = tuya

## Euronimoes
-slot-hint = di qué hueco por su precio: `buy -1`, `buy 0`, `buy 1`, `buy 2` o `buy 3` (o nombra la ficha, p. ej. `buy 3-5`)
rule-euronimoes-no-slot = no hay ningún hueco de { $cost }: { -slot-hint }
rule-euronimoes-which-domino = ¿qué ficha? { -slot-hint }
rule-euronimoes-not-in-market = la { $tile } no está en el mercado: { -slot-hint }
rule-euronimoes-several-slots = la { $tile } está en más de un hueco: di cuál, { $buys }
rule-euronimoes-no-such-slot = los huecos del mercado cuestan -1, 0, 1, 2 y 3 monedas: di cuál, p. ej. `buy 0`
rule-euronimoes-empty-slot = el hueco de { $cost } está vacío: las fichas que quedan en el mercado están en los huecos más baratos
rule-euronimoes-too-dear = la { $tile } del hueco de { $cost } cuesta { $cost ->
        [1] 1 moneda
        [-1] -1 moneda
       *[other] { $cost } monedas
    } y tienes { $held ->
        [1] 1 moneda
       *[other] { $held } monedas
    }: elige una ficha más barata o roba del pozo con `draw`
rule-euronimoes-pile-empty = el pozo está vacío: compra una ficha del mercado, p. ej. `buy 0`
rule-euronimoes-take-first = primero coge una ficha: roba del pozo con `draw` o compra una del mercado por el precio de su hueco (`buy -1`, `buy 0`… `buy 3`)
rule-euronimoes-nothing-to-take = el pozo y el mercado están vacíos, así que ya no se roba: juega una ficha de tu mano
rule-euronimoes-already-taken = ya has cogido tu ficha este turno: ahora juega una de tu mano en tu zona
rule-euronimoes-not-the-end = solo puedes guardarte una ficha al final de todo, cuando el pozo y el mercado estén vacíos y te quede una sola: juega una ficha
rule-euronimoes-not-held = no tienes la { $tile }; mira tus fichas con /mano
rule-euronimoes-away-from-origin = tu primera ficha cubre 0,0 para que tus casillas conserven su nombre; prueba `{ $a }-{ $b } 0,0 E`
rule-euronimoes-detached = la ficha no está unida a las tuyas: { $first } y { $second } no comparten ningún lado con ellas (tocarse por una esquina no cuenta)
rule-euronimoes-half-covered = { $covered } está cubierta y { $empty } no: una ficha va o en la mesa (las dos casillas vacías) o encima de dos fichas (las dos casillas cubiertas)
rule-euronimoes-uneven = una ficha apilada tiene que apoyarse en dos pilas del mismo nivel: { $first } está en el nivel { $low } y { $second } en el { $high }
rule-euronimoes-one-tile = una ficha apilada tiene que apoyarse en dos fichas distintas: { $first } y { $second } son las dos mitades de una misma ficha
rule-euronimoes-mismatch = el { $number } quedaría sobre un { $beneath } (en { $cell }): cada número de una ficha apilada tiene que coincidir con el de debajo, así que ahí solo cabe la { $a }-{ $b }
rule-euronimoes-cannot-stand = la { $a }-{ $b } no puede ir en vertical: su { $upper } y su { $lower } quedarían juntos en la columna { $x }, y los números vecinos de una columna tienen que diferir exactamente en uno; solo 0-1, 1-2, 2-3, 3-4, 4-5 y 5-6 pueden ir en vertical{ $wrap }
rule-euronimoes-no-wrap = {" "}(las escaleras no dan la vuelta: junto a un 0 solo va un 1, y junto a un 6 solo un 5)
rule-euronimoes-not-one-apart = un { $number } { $side ->
        [above] encima
       *[below] debajo
    } del { $next } en la columna { $x }: los números vecinos de una columna tienen que diferir exactamente en uno ({ $number } junto a { $next }){ $wrap }
rule-euronimoes-reverses = un { $number } { $side ->
        [above] encima
       *[below] debajo
    } del { $near } invertiría la escalera { $run } de la columna { $x }: una escalera siempre sube o siempre baja ({ $instead })
rule-euronimoes-only-fits = { $side ->
        [above] encima
       *[below] debajo
    } del { $near } solo puede ir un { $fits }
rule-euronimoes-run-ends = la escalera ya acaba en { $near }, así que { $side ->
        [above] encima
       *[below] debajo
    } no puede ir nada
rule-euronimoes-turns-back = la columna { $x } se leería { $column } de arriba abajo, y da la vuelta en el { $number } de { $x },{ $y }: una escalera siempre sube o siempre baja

## Dominoids ($suit es un palo en español, Soles, Lunas, Coronas, Armas, que la
## notación también lee; las cajas de dados, Viejos y Nuevos, como en la imagen)
rule-dominoids-die = { $suit } { $face ->
        [0] en blanco
        [1] as
       *[other] { $face }
    }
rule-dominoids-ranks = filas { $first }-{ $last }
rule-dominoids-files = columnas { $first }-{ $last }
rule-dominoids-by-pawn = el peón de { $suit } en { $at }
rule-dominoids-by-coin = la moneda de { $suit } en { $at }
rule-dominoids-by-dominoid = el Dominoid { $tile } en { $at }
rule-dominoids-by-nothing = nada en { $at }
rule-dominoids-by-edge = el borde del tablero
rule-dominoids-take-dice-first = primero coge dos dados, p. ej. `dice suns moons` (al menos uno de la caja Viejos)
rule-dominoids-use-your-dice = ahora usa uno de tus dados ({ $dice }) con `slide`, `rotate`, `bud`, `shift` o `pass`
rule-dominoids-effect-first = el Dominoid que se ha deslizado primero tiene que comer, atacar o criar (mira las opciones bajo la imagen)
rule-dominoids-child-first = primero coloca la cría, p. ej. `child 3-5 c6 c7`
rule-dominoids-food-first = primero coloca la comida que falta, p. ej. `food suns e4`
rule-dominoids-same-die-twice = elige dos dados distintos
rule-dominoids-die-already-taken = el dado de { $suit } ya está cogido este turno
rule-dominoids-need-an-old-die = al menos un dado tiene que salir de la caja Viejos, que tiene { $dice }
rule-dominoids-dice-not-together = esos dados no se pueden coger juntos
rule-dominoids-die-used = ya has usado el dado de { $suit } este turno
rule-dominoids-die-not-taken = no has cogido el dado de { $suit } este turno; tus dados son { $dice }
rule-dominoids-blank-only-passes = con { $die } solo se puede pasar: `{ $word } pass`
rule-dominoids-ace-may-not-pass = { $die } puede desplazar las { $line }, así que no puede pasar
rule-dominoids-ace-shifts = un as desplaza la fila o la columna de su peón: p. ej. `{ $word } shift right`
rule-dominoids-only-an-ace-shifts = { $die } mueve un Dominoid; solo un as desplaza
rule-dominoids-number-may-not-pass = { $die } todavía puede mover un Dominoid o hacer que eche una yema, así que no puede pasar
rule-dominoids-not-possible-now = eso no se puede hacer ahora
rule-dominoids-straddles = el { $tile } en { $first }-{ $second } queda a caballo del borde de las { $line }, así que las { $line } no se pueden desplazar
rule-dominoids-would-tear = el { $tile } en { $first }-{ $second } está sobre la loseta que daría la vuelta, y se partiría en dos
rule-dominoids-shift-impossible = ese desplazamiento no es posible
rule-dominoids-no-dominoid = no hay ningún Dominoid en { $at }
rule-dominoids-end-too-high = el extremo { $lead } del { $tile } en { $at } necesita un dado mayor que { $lead }; { $die } solo mueve extremos menores que { $face }
rule-dominoids-broken = el { $tile } en { $at } está roto
rule-dominoids-slides-off-board = el { $tile } guiado por su { $lead } en { $at } se saldría del tablero (el borde nunca detiene un deslizamiento)
rule-dominoids-blocked-at-once = el { $tile } guiado por su { $lead } en { $at } queda bloqueado enseguida por { $by }
rule-dominoids-slides-elsewhere = guiado desde { $from }, el { $tile } se desliza hasta { $stop }, no hasta { $to }
rule-dominoids-not-beside = un cuarto de giro lleva el extremo { $lead } de { $at } a una casilla junto a { $pivot }, el otro extremo, no a { $target }
rule-dominoids-turns-off-board = si giras el { $tile } hacia ahí, se saldría del tablero
rule-dominoids-turn-in-the-way = el { $tile } no puede girar hasta { $target }: { $by } está en medio
rule-dominoids-target-taken = el { $tile } no puede girar hasta { $target }: { $by } ocupa la casilla de destino
rule-dominoids-turn-impossible = ese giro no es posible
rule-dominoids-bud-while-moving = { $die } todavía puede mover un Dominoid, y solo se echa una yema con un dado que no puede mover ninguno
rule-dominoids-no-room-to-bud = no hay sitio junto a ese Dominoid para una cría de la reserva genética
rule-dominoids-no-coin = no hay ninguna moneda en { $at }
rule-dominoids-coin-not-next = la moneda de { $suit } en { $at } no está junto al Dominoid que se ha deslizado
rule-dominoids-coin-too-big = la moneda de { $suit } en { $at } vale { $value }, más que el extremo del { $mover } que tiene al lado
rule-dominoids-no-other-dominoid = no hay ningún otro Dominoid en { $at }
rule-dominoids-not-touching = el { $other } en { $at } no toca el { $mover } que se ha deslizado
rule-dominoids-attack-not-lower = el { $tile } solo puede atacar un extremo menor que su propio extremo en contacto
rule-dominoids-cannot-breed = para criar hacen falta extremos en contacto con el mismo número y sitio para una cría de la reserva genética ({ $mover } y { $other })
rule-dominoids-not-in-pool = el { $tile } no está en la reserva genética
rule-dominoids-not-open = { $at } no es una casilla libre
rule-dominoids-not-next-to-each-other = { $first } y { $second } no están una junto a la otra
rule-dominoids-child-not-beside = la cría tiene que quedar con un número que comparte con uno de sus padres justo al lado del extremo de ese padre que muestra el mismo número
rule-dominoids-no-food-due = no hay que colocar ninguna moneda de { $suit }
rule-dominoids-food-away-from-pawn = la moneda de { $suit } va en una casilla libre junto al peón de { $suit } en { $pawn }, no en { $at }
rule-dominoids-empty = escribe una jugada, p. ej. `dice suns moons` o `arms slide c3 e3` (el autocompletado las muestra todas)
rule-dominoids-two-verbs = `{ $text }` nombra dos jugadas distintas
rule-dominoids-unknown-word = no conozco la palabra `{ $word }`. Escribe p. ej. `dice suns moons`, `arms slide c3 e3`, `moons rotate c3 d4`, `crowns shift right`, `eat e4` o `child 3-5 c6 c7` (mira /reglas juego:dominoids)
rule-dominoids-two-dice = nombra los dos dados por sus palos, p. ej. `dice suns moons`
rule-dominoids-die-verb = di qué hace el dado: `slide`, `rotate`, `bud`, `shift` o `pass`, p. ej. `arms slide c3 e3`
rule-dominoids-no-die = nombra el dado por su palo, p. ej. `arms slide c3 e3`
rule-dominoids-not-one-die = nombra un solo dado por su palo, p. ej. `arms slide c3 e3`
rule-dominoids-slide-squares = nombra la casilla del extremo que guía y dónde se para, p. ej. `arms slide c3 e3`
rule-dominoids-rotate-squares = nombra la casilla del extremo que guía y hacia dónde gira, p. ej. `moons rotate c3 d4`
rule-dominoids-bud-square = di qué Dominoid echa una yema nombrando una de sus casillas, p. ej. `suns bud c3`
rule-dominoids-no-ace = nombra el as por su palo, p. ej. `crowns shift right`
rule-dominoids-not-one-ace = nombra un solo dado, p. ej. `crowns shift right`
rule-dominoids-shift-way = di hacia dónde: `{ $word } shift left` o `right` mueve la fila del peón, `up` o `down` su columna
rule-dominoids-not-the-pawns-line = { $mistake }: el peón de { $suit } está en { $pawn }, así que el as de { $suit } desplaza las { $row } (`left` o `right`) o las { $column } (`up` o `down`)
rule-dominoids-column-for-row = `left` y `right` mueven una fila, no una columna
rule-dominoids-not-the-pawns-ranks = esas filas no son la fila del peón
rule-dominoids-row-for-column = `up` y `down` mueven una columna, no una fila
rule-dominoids-not-the-pawns-files = las columnas { $files } no son la columna del peón
rule-dominoids-effect-words = di `eat`, `attack` o `breed` y una casilla, p. ej. `eat e4`
rule-dominoids-effect-verb = di qué hacer con { $at }: `eat`, `attack` o `breed`
rule-dominoids-effect-square = nombra una sola casilla: la moneda que comer (`eat e4`) o el Dominoid al que atacar o con el que criar (`attack d5`)
rule-dominoids-child-words = escribe los números y las casillas de la cría, p. ej. `child 3-5 c6 c7` (el 3 en c6, el 5 en c7)
rule-dominoids-child-numbers = los Dominoids tienen números del 1 al 5
rule-dominoids-food-square = nombra la casilla de la moneda, p. ej. `food suns e4`
rule-dominoids-food-which-coin = di qué moneda va ahí, p. ej. `food suns e4`
rule-dominoids-food-one-suit = nombra un solo palo, p. ej. `food suns e4`

## Adding Donimoes
-adding-examples = escribe un deslizamiento como los números de la ficha y una dirección (`36D`: L, R, U o D, izquierda, derecha, arriba o abajo), o una ficha nueva como sus números, H o V y la columna y la fila de su casilla izquierda o de arriba (`23V21`)
-adding-queue-example = escribe los números de arriba, una barra y luego los de abajo, p. ej. `2 3 5 4 5 2 / 1 5 1 5 5 4`
rule-adding-cell = columna { $col }, fila { $row }
rule-adding-here = { $tile } en { $cell }
rule-adding-pairing = su { $n } junto al { $n } de la { $owner }
rule-adding-next-to = { $mine } junto a { $theirs }
rule-adding-solved = el problema ya está resuelto: empieza otro con /problema
rule-adding-all-added = todas las fichas están ya en el tablero: no queda ninguna por añadir
rule-adding-not-next = la siguiente ficha por añadir es la { $next }, no la { $tile }
rule-adding-not-next-placed = la siguiente ficha por añadir es la { $next }, no la { $tile } (la { $tile } ya está en el tablero)
rule-adding-taken = esa casilla está ocupada: en { $cell } está el { $n } de la { $owner }
rule-adding-touches-nothing = { $here } no tocaría ninguna ficha: una ficha nueva necesita dos parejas de vecinos iguales
rule-adding-too-few-pairs-none = { $here } necesita dos parejas de vecinos iguales y no tiene ninguna: solo tocaría { $touching }
rule-adding-too-few-pairs = { $here } necesita dos parejas de vecinos iguales y tiene { $count ->
        [1] una
       *[other] { $count }
    } ({ $pairs })
rule-adding-not-placed = la { $tile } todavía no está en el tablero
rule-adding-lies-across = la { $tile } está tumbada: solo puede deslizarse a la izquierda o a la derecha
rule-adding-stands-upright = la { $tile } está de pie: solo puede deslizarse hacia arriba o hacia abajo
rule-adding-slide-blocked = la { $tile } no puede deslizarse { $dir ->
        [up] hacia arriba
        [down] hacia abajo
        [left] a la izquierda
       *[right] a la derecha
    }: la casilla de { $dir ->
        [up] encima
        [down] debajo
        [left] su izquierda
       *[right] su derecha
    } la ocupa el { $n } de la { $owner }
rule-adding-slide-unpaired-none = al deslizarse { $dir ->
        [up] hacia arriba
        [down] hacia abajo
        [left] a la izquierda
       *[right] a la derecha
    }, la { $tile } no tendría ninguna pareja que sume seis ni ninguna pareja igual: un deslizamiento debe acabar con una pareja que sume seis o con dos parejas iguales
rule-adding-slide-unpaired = al deslizarse { $dir ->
        [up] hacia arriba
        [down] hacia abajo
        [left] a la izquierda
       *[right] a la derecha
    }, la { $tile } no tendría ninguna pareja que sume seis y solo una pareja igual ({ $pairs }): un deslizamiento debe acabar con una pareja que sume seis o con dos parejas iguales
rule-adding-cut-off = deslizar la { $tile } { $dir ->
        [up] hacia arriba
        [down] hacia abajo
        [left] a la izquierda
       *[right] a la derecha
    } la separaría del grupo: todas las fichas deben seguir unidas
rule-adding-leaves-cut-off = deslizar la { $tile } { $dir ->
        [up] hacia arriba
        [down] hacia abajo
        [left] a la izquierda
       *[right] a la derecha
    } dejaría fuera del grupo { $away }: todas las fichas deben seguir unidas
rule-adding-still-queued = la { $tile } sigue en la cola: solo se desliza una vez añadida
rule-adding-no-such-domino = no hay ninguna ficha { $tile } en el tablero, ni en la cola de este problema
rule-adding-column-outside = la columna { $col } está fuera del marco, que tiene las columnas 1 a { $cols } (mira las etiquetas del dibujo)
rule-adding-row-outside = la fila { $row } está fuera del marco, que tiene las filas 1 a { $rows } (mira las etiquetas del dibujo)
rule-adding-cell-outside = la columna { $col }, fila { $row } está fuera del marco
rule-adding-stray = no entiendo `{ $text }`: { -adding-examples }
rule-adding-nothing = no hay nada que leer: { -adding-examples }
rule-adding-not-double-six = { $number } no está en una ficha del doble seis: los números van del 0 al 6
rule-adding-no-second-number = a `{ $text }` le falta un segundo número tras el guion: { -adding-examples }
rule-adding-not-single-digits = `{ $text }`: los números de una ficha son cifras sueltas del 0 al 6
rule-adding-not-two-numbers = `{ $text }` deberían ser los dos números de una ficha, como `36` o `3-6`: { -adding-examples }
rule-adding-no-numbers = `{ $text }` debería empezar por los dos números de la ficha: { -adding-examples }
rule-adding-no-move = tras `{ $tile }` escribe una dirección para deslizarla (L, R, U o D, p. ej. `{ $tile }D`), o H o V y una columna y una fila para añadirla (p. ej. `{ $tile }V21`)
rule-adding-not-direction = `{ $word }` tras `{ $tile }` no es una dirección (L, R, U, D) ni H ni V: { -adding-examples }
rule-adding-no-cell = tras `{ $tile }{ $hv }` escribe la columna y la fila de su casilla { $hv ->
        [V] de arriba
       *[other] izquierda
    }, p. ej. `{ $tile }{ $hv }21`
rule-adding-bad-cell = no he podido leer la columna y la fila en `{ $text }`: escríbelas como dos cifras (`{ $tile }{ $hv }21` es la columna 2, fila 1), o con una coma si alguna es 10 o más (`{ $tile }{ $hv }10,1`)
rule-adding-not-one = se esperaba una jugada y hay { $count }
rule-adding-queue-not-double-six = la { $index }.ª ficha, la { $tile }, no está en un juego del doble seis: los números van del 0 al 6
rule-adding-queue-twice = la { $tile } está dos veces en la cola (la { $index }.ª ficha y la { $first }.ª): un juego del doble seis solo tiene una de cada, así que cambia una de ellas
rule-adding-queue-twice-written = la { $tile } está dos veces en la cola (la { $index }.ª ficha y la { $first }.ª, escrita { $earlier }): un juego del doble seis solo tiene una de cada, así que cambia una de ellas
rule-adding-queue-too-short = un problema necesita al menos { $least } fichas (las dos primeras empiezan en el tablero) y esta cola tiene { $count }
rule-adding-queue-too-long = un problema tiene como mucho { $most } fichas y esta cola tiene { $count }: quita alguna
rule-adding-queue-empty = la cola está vacía: { -adding-queue-example }
rule-adding-queue-one-line = solo encuentro una línea de números; cada ficha necesita un número de arriba y uno de abajo: { -adding-queue-example }
rule-adding-queue-lines = encuentro { $count } líneas de números, pero una cola son dos líneas (los números de arriba y los de abajo): { -adding-queue-example }
rule-adding-queue-big-number = el { $n } de la línea { $line ->
        [top] de arriba
       *[bottom] de abajo
    } no está en una ficha del doble seis: los números van del 0 al 6
rule-adding-queue-not-a-number = `{ $text }` en la línea { $line ->
        [top] de arriba
       *[bottom] de abajo
    } no es un número: { -adding-queue-example }
rule-adding-queue-uneven = la línea de arriba tiene { $top } números y la de abajo { $bottom }: cada ficha necesita un número de arriba y uno de abajo, así que las dos líneas deben ser igual de largas

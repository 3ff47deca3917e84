# What a game's view says: private notes, seat roles, scores, details, titles
# (the engine's views, said! keys view-*).

## Private notes: what only the seat's own view says.
view-tree-own-hand = Tienes { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
} en la mano. Todas las fichas van tumbadas; una mitad que se apoya en el árbol muestra los anillos del número que tiene debajo y exactamente uno más.
view-draw-own-pips = Tienes { $pips ->
    [one] { $pips } punto
   *[other] { $pips } puntos
} en la mano.
view-dominup-own-hand = Tienes { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
} en la mano. Primero se sube: mientras alguna de tus fichas pueda subir, tienes que subir.
view-dominup-must-climb = Te toca: ahora tienes que subir.
view-dominup-must-lay = Te toca: ninguna ficha puede subir, así que coloca una en la mesa.
view-dominimum-own-mission = Tu misión { $mission } puntúa { $score } con la mesa tal como está (cuanto menos, mejor).
view-dominomega-own-ring = Puntúas con el { $ring }: los grupos se multiplican, así que muchos grupos medianos valen más que uno grande.

## A Dominimum mission's score: the sizes of its two groups multiplied.
view-dominimum-score = { $a } × { $b } = { $product }

## Dominomega's rings, each a seat's role.
view-ring-dot = punto
view-ring-small = círculo pequeño
view-ring-big = círculo grande

## Adding Donimoes: the notes under a puzzle, and its goal.
view-adding-solved-shortest = Resuelto en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} (una solución óptima).
view-adding-solved-longer = Resuelto en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} (la solución más corta necesita { $shortest }).
view-adding-solved = Resuelto en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}.
view-adding-next = Siguiente ficha: { $tile }. Añádela con sus números, H o V y la columna y la fila de su casilla izquierda o de arriba (p. ej. { $example }); desliza con los números y L, R, U o D (p. ej. 36D).
view-adding-all-added = Todas las fichas están en el tablero: ahora deslízalas hasta formar un solo rectángulo macizo.
view-adding-hints = Pistas usadas: { $hints }.
view-adding-goal-all-added = objetivo: añadir todas las fichas
view-adding-goal-rectangle = objetivo: añadir todas las fichas y acabar formando un rectángulo macizo

## Shared by several games: a seat's number as its role, tiles, points.
view-seat = asiento { $number }
view-tiles-left = { $tiles ->
    [0] sin fichas
    [one] con { $tiles } ficha
   *[other] con { $tiles } fichas
}
view-tiles-in-hand = { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
} en la mano
view-points = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}

## The Tree: its title, a seat's detail.
view-title-tree = { game-tree }
view-tree-in-hand = { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
} en la mano
view-tree-in-hand-extra = { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
} en la mano, turno extra

## Draw dominoes.
view-title-draw = { game-draw }
view-title-draw-six = { game-draw } (doble seis)
view-title-draw-match = { game-draw }, partida a { $target }: mano { $hand }
view-title-draw-six-match = { game-draw } (doble seis), partida a { $target }: mano { $hand }
view-draw-out-of-tiles = sin fichas
view-draw-pips-left = { $pips ->
    [one] queda { $pips } punto
   *[other] quedan { $pips } puntos
}: { $tiles }

## Dominup.
view-title-dominup = { game-dominup }
view-title-dominup-misere = { game-dominup } (a perder)
view-dominup-to-act = le toca

## Dominimum.
view-title-dominimum = { game-dominimum }
view-dominimum-mission = misión { $mission }
view-dominimum-mission-hidden = { $tiles ->
    [one] { $tiles } ficha en la mano
   *[other] { $tiles } fichas en la mano
}, misión oculta

## Dominomega.
view-title-dominomega = { game-dominomega }
view-title-dominomega-two = { game-dominomega } (dos jugadores)

## Euronimoes: a seat's detail, its parts joined by " · ".
view-title-euronimoes = { game-euronimoes }
view-euronimoes-hand-chips = { $held } en la mano · { $chips ->
    [one] { $chips } moneda
   *[other] { $chips } monedas
}
view-euronimoes-kept-one = se ha guardado una, ha terminado
view-euronimoes-finished = ha terminado
view-euronimoes-went-first = ha empezado

## Tetradominoes: titles, roles (a side is light or dark), scores, details.
view-title-tetra = { game-tetradominoes }
view-title-tetra-match-game = { game-tetradominoes }, mano { $game } de la partida a puntos
view-title-tetra-match = { game-tetradominoes }, partida a puntos
view-tetra-own-colour = color propio
view-tetra-team-role = equipo { $side ->
    [light] claro
   *[dark] oscuro
}
view-tetra-side = cara { $side ->
    [light] clara
   *[dark] oscura
}
view-tetra-tally = { $tally } de { $target }
view-tetra-hidden = { $hidden ->
    [one] { $hidden } oculta
   *[other] { $hidden } ocultas
}
view-tetra-hidden-face-up = { $hidden ->
    [one] { $hidden } oculta
   *[other] { $hidden } ocultas
}, boca arriba: { $tiles }
view-tetra-played = { $played ->
    [one] { $played } tetrominó jugado
   *[other] { $played } tetrominós jugados
}
view-tetra-match-points = { $points } de { $target } puntos de la partida

## Dominoids: a seat's detail (a suit's name is shown as it is).
view-title-dominoids = { game-dominoids }
view-dominoids-no-food = aún no ha comido
view-dominoids-coins = { $coins ->
    [one] { $coins } moneda que vale { $worth }
   *[other] { $coins } monedas que valen { $worth }
}
view-dominoids-bonus = +3 por { $suit }

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
} (una de las soluciones más cortas).
view-adding-solved-longer = Resuelto en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} (la solución más corta necesita { $shortest }).
view-adding-solved = Resuelto en { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}.
view-adding-next = Siguiente ficha: { $tile }. Añádela con sus números, H o V y la columna y la fila de su casilla izquierda o de arriba (p. ej. { $example }); desliza con los números y L, R, U o D (p. ej. 36D).
view-adding-all-added = Todas las fichas están en el tablero: ahora deslízalas hasta formar un único rectángulo sin huecos.
view-adding-hints = Pistas usadas: { $hints }.

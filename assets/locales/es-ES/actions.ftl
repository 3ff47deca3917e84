# What each legal move does, as the picker, autocomplete and examples say it
# (the engine's LegalAction descriptions, said! keys action-*).

## Compartido: dónde va cada número de una ficha (todas se colocan igual).
action-cells = { $a } en { $at }, { $b } en { $second }

## Dominó de robo; $end es `left` o `right`.
action-draw-play = jugar la { $tile } en el extremo { $end ->
    [left] izquierdo
   *[right] derecho
}

## El Árbol.
action-tree-extra = { $cells } (turno extra)

## Dominup.
action-dominup-climb = subir al nivel { $level }: { $placement }
action-dominup-table = en la mesa: { $placement }

## Tetradominoes; $side es `light` o `dark`, $numbers los números que cubre la pieza.
action-tetra-reveal = enseñar la { $a } y la { $b } a todos y robar una ficha
action-tetra-piece = la pieza { $piece } sobre { $numbers }
action-tetra-piece-side = la pieza { $piece } (cara { $side ->
    [light] clara
   *[dark] oscura
}) sobre { $numbers }
action-tetra-skip = ningún tetrominó este turno
action-tetra-give = darle la { $tile } a tu compañero
action-tetra-keep = no darle nada a tu compañero

## Euronimoes.
action-euro-draw = robar del pozo y recibir una moneda
action-euro-draw-no-chip = robar del pozo (sin moneda: ya tienes las cuatro)
action-euro-stack = apilar en el nivel { $level }: { $placement }
action-euro-stop = guardarte tu última ficha y terminar
action-euro-nothing = nada
action-euro-take-chip = coger la { $tile } y recibir una moneda
action-euro-take-no-chip = coger la { $tile } (sin moneda: ya tienes las cuatro)
action-euro-take-free = coger la { $tile } gratis
action-euro-buy = comprar la { $tile } por { $chips ->
    [one] { $chips } moneda
   *[other] { $chips } monedas
}

## Adding Donimoes; $dir es `up`, `down`, `left` o `right`.
action-adding-slide = deslizar la { $tile } { $dir ->
    [up] hacia arriba
    [down] hacia abajo
    [left] a la izquierda
   *[right] a la derecha
}
action-adding-add-across = añadir la { $tile } tumbada, casilla izquierda en la columna { $column }, fila { $row }
action-adding-add-upright = añadir la { $tile } de pie, casilla de arriba en la columna { $column }, fila { $row }
action-adding-add-across-first = añadir la { $tile } tumbada, con el { $first } a la izquierda, casilla izquierda en la columna { $column }, fila { $row }
action-adding-add-upright-first = añadir la { $tile } de pie, con el { $first } arriba, casilla de arriba en la columna { $column }, fila { $row }

## Dominoids; casillas como las escribe la notación, palos en español (que la notación también lee), cajas Viejos y Nuevos como en la imagen.
action-dominoids-dice = { $first } + { $second }
action-dominoids-die-old = { $die } (de Viejos)
action-dominoids-die-new = { $die } (de Nuevos)
action-dominoids-slide = deslizar el { $tile } (con el { $lead } delante) hasta { $to }
action-dominoids-rotate = girar el { $tile } (con el { $lead } delante) hasta { $to }, alrededor de { $pivot }
action-dominoids-bud = el { $parent } echa una yema
action-dominoids-bud-none = echar una yema
action-dominoids-shift = { $dir ->
    [up] subir las { $line }
    [down] bajar las { $line }
    [left] mover { $line } a la izquierda
   *[right] mover { $line } a la derecha
} (peón de { $suit })
action-dominoids-pass-blank = { $die }: pasar
action-dominoids-pass-ace = { $die }: no se puede desplazar nada, pasar
action-dominoids-pass = { $die }: nada puede moverse ni echar yema, pasar
action-dominoids-eat = comerse la moneda { $coin }
action-dominoids-eat-none = comer
action-dominoids-attack = atacar al { $tile } (vuelve a la reserva genética)
action-dominoids-breed = criar con el { $tile }
action-dominoids-child = cría { $tile }: { $a } en { $at }, { $b } en { $second }
action-dominoids-food = la nueva moneda de { $suit } va en { $at }

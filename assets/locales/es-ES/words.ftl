# Trozos de frases que comparten varios mensajes (véase en-US/words.ftl).

duration-under-a-minute = menos de un minuto
duration-minutes =
    { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }
duration-hours =
    { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
duration-days =
    { $count ->
        [one] { $count } día
       *[other] { $count } días
    }
duration-two = { $larger } y { $smaller }

players-exact =
    { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
players-range = de { $min } a { $max } jugadores

where-server = en este servidor
where-direct = en los mensajes directos y chats de grupo

goal-all-added = añadir todas las fichas
goal-rectangle = añadir todas las fichas y acabar formando un rectángulo macizo

list-and = { $first } y { $second }

narrow-moves = escribe una ficha (5-6, 65 o 6 5), una casilla (3,2), una dirección (E o derecha) o una palabra de la jugada para acotar la lista
narrow-puzzle = escribe una ficha (24), una dirección (abajo) o una columna y una fila (2 1)

# An action taken back with the computer moves after it (src/service/wording.rs, Named).
named-with-replies = { $count ->
    [one] { $action } y la respuesta del ordenador
   *[other] { $action } y las { $count } jugadas del ordenador que la siguieron
}

# Una etiqueta y lo que etiqueta: «1. @ana: punto», «0-2 R: jugar…».
labelled = { $label }: { $text }

# Entre cosas dichas una tras otra: «a; b».
then = {"; "}

# Un día del calendario (historial, repeticiones, problemas del día): «16/01/2027».
date = { $day2 }/{ $month2 }/{ $year }

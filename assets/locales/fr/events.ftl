## Ce qui s'est passé dans une partie, les notes sous le plateau et le
## résumé du résultat : les lignes d'événements du moteur (voir docs/i18n.md).

## Communes à plusieurs jeux.
event-noted = { $deed } ({ $note })
event-run = { $deed } ({ $times } fois de suite)
event-run-noted = { $deed } ({ $times } fois de suite ; { $note })
event-run-shared = { $deed } ; de même pour { $others } ({ $times } fois de suite)
event-run-shared-noted = { $deed } ; de même pour { $others } ({ $times } fois de suite ; { $note })
event-placed = a posé { $notation } : { $where }
event-placement-across = { $a } en { $at }, { $b } en { $second } (horizontal)
event-placement-standing = { $a } en { $at }, { $b } en { $second } (vertical)
event-drew-from-supply = a pioché un domino (il en reste { $left } dans la pioche)
event-counts-on-table = { $table ->
    [one] { $table } domino sur la table
   *[other] { $table } dominos sur la table
}, { $supply } dans la pioche
event-resigned = { $who } a abandonné
event-out-of-time-claimed = { $who } a dépassé son temps ; { $claimant } a réclamé la victoire
event-out-of-time-grace = { $who } a dépassé son temps ; le délai de grâce est écoulé lui aussi
# What a secret action is called to those who may not see it (takebacks, history).
event-concealed-action = une action cachée
event-concealed-gift = un choix de don secret

## L'Arbre.
event-tree-drew-passed = { $who } n'a pas pu jouer, a pioché un domino et a passé son tour
event-tree-supply-left = il en reste { $left } dans la pioche
event-tree-passed = { $who } n'a pas pu jouer et a passé son tour
event-tree-supply-empty = la pioche est vide
event-tree-dealt-again = tout le monde a passé son tour, l'un après l'autre, avec la pioche vide : personne ne gagne cette manche, on mélange donc les dominos et on les redistribue (manche { $round })
event-tree-patience-lost = plus aucun domino ne peut être posé et la pioche est vide : la réussite est perdue
event-tree-stuck-end = la manche { $round } s'est aussi terminée avec tout le monde bloqué : la partie s'arrête et personne ne gagne
event-tree-patience-won = tous les dominos sont dans l'arbre : la réussite est gagnée
event-tree-out = { $who } n'a plus de dominos et gagne
event-tree-extra = { $why }, donc { $who } rejoue
event-tree-both-halves = les deux moitiés du domino reposent sur l'arbre
event-tree-fits-under = le domino se glisse sous un domino déjà posé
event-tree-round = manche { $round } : les manches précédentes se sont terminées avec tout le monde bloqué et ont été redistribuées
event-tree-playing-extra = { $who } joue un tour de plus
event-tree-counts = { $tree ->
    [one] { $tree } domino dans l'arbre
   *[other] { $tree } dominos dans l'arbre
}, { $supply } dans la pioche
event-tree-won = réussite gagnée : tous les dominos sont dans l'arbre
event-tree-lost = réussite perdue : { $left ->
    [one] { $left } domino n'a pas pu être posé
   *[other] { $left } dominos n'ont pas pu être posés
}
event-tree-first-out = { $who } a posé tous ses dominos en premier et gagne ; les autres sont classés selon le nombre de dominos qui leur restent
event-tree-nobody-wins = personne ne gagne : { $rounds } manches d'affilée se sont terminées avec tout le monde bloqué et la pioche vide

## Domino à la pioche.
event-draw-opened = { $who } a ouvert avec le { $tile }, { $why }
event-draw-highest-double = le plus fort double distribué
event-draw-heaviest = aucun double n'a été distribué, donc le domino le plus lourd
event-draw-drew = { $who } a pioché { $count ->
    [1] un domino
    [one] { $count } domino
   *[other] { $count } dominos
}
event-draw-passes = { $who } n'a pas pu jouer et a passé son tour
event-draw-blocked = partie bloquée : personne ne peut plus jouer, le plus petit total de points en main gagne
event-draw-played-left = a joué le { $tile } au bout gauche
event-draw-played-right = a joué le { $tile } au bout droit
event-draw-out-hand = { $played }, a fait domino et gagne la manche
event-draw-out-game = { $played }, a fait domino et gagne la partie
event-draw-open-ends = bouts ouverts : { $left } à gauche (L), { $right } à droite (R)
event-draw-counts = { $line ->
    [one] { $line } domino sur la table
   *[other] { $line } dominos sur la table
}, { $boneyard } dans la pioche
event-draw-has = { $who } a { $points }
event-draw-score = { $scores }
event-draw-match-note = Partie en { $target } points : { $score }.
event-draw-hand-note = Manche { $hand } : { $result }.
event-draw-hand = manche { $hand } : { $result }
event-draw-match-score = score de la partie : { $score } (en { $target } points)
event-draw-match-won = { $who } a { $points } points et gagne la partie
event-draw-dealt-again = manche { $hand } : tous les dominos sont redistribués et { $who } ouvre avec { $tile }
event-draw-hand-out = { $who } a fait domino et marque { $score } ({ $held })
event-draw-hand-lowest = { $who } avait le plus petit total de points quand la manche s'est bloquée et marque { $score } ({ $held })
event-draw-hand-tied = manche bloquée avec égalité au plus petit total de points : personne ne marque ({ $held })
event-draw-held = { $who } avait { $pips ->
    [one] { $pips } point
   *[other] { $pips } points
}
event-draw-match-summary = le premier à { $target } points gagne la partie
event-draw-out-summary = le premier à poser tous ses dominos gagne et marque les points restés dans les autres mains
event-draw-blocked-summary = partie bloquée : le plus petit total de points gagne et marque les points restés dans les autres mains
event-draw-tied-summary = partie bloquée avec égalité au plus petit total de points : partie nulle

## Dominup.
event-dominup-expanded = a fait une extension avec { $notation } : { $where }
event-dominup-climbed = est monté au niveau { $level } avec { $notation } : { $where }
event-dominup-out-loses = est le premier à ne plus avoir de dominos et perd donc (à qui perd gagne)
event-dominup-out-wins = n'a plus de dominos et gagne
event-dominup-plays-on = continue : monte tant qu'un domino le peut, puis en pose un sur la table ({ $left ->
    [one] { $left } domino restant
   *[other] { $left } dominos restants
})
event-dominup-opened = { $who } avait le 7-7 et l'a posé pour ouvrir
event-dominup-down = { $tiles ->
    [one] { $tiles } domino posé
   *[other] { $tiles } dominos posés
}, pile la plus haute : { $highest } ; le nombre sur un domino indique son niveau
event-dominup-misere-summary = à qui perd gagne : le premier à ne plus avoir de dominos perd
event-dominup-summary = le premier à ne plus avoir de dominos gagne ; les autres sont classés selon le nombre de dominos qui leur restent
event-dominimum-revealed = le dernier domino est posé : les missions sont révélées
event-dominimum-summary = le plus petit score gagne ; en cas d'égalité, l'emporte celui qui a posé son dernier domino le premier
event-dominomega-summary = le plus grand produit des tailles de groupes gagne

## Euronimoes.
event-euronimoes-took-chip = a pris le { $tile } dans la case -1 et a reçu un jeton
event-euronimoes-took-no-chip = a pris le { $tile } dans la case -1 (il ne reste aucun jeton de sa couleur à la banque)
event-euronimoes-took-free = a pris gratuitement le { $tile } dans la case 0
event-euronimoes-bought = a acheté le { $tile } dans la case { $slot } pour { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}
event-euronimoes-slid = les dominos plus chers ont glissé d'une case vers les prix plus bas
event-euronimoes-turned-up = le { $tile } a été tiré de la pioche et placé dans la case 3
event-euronimoes-slot-empty = la pioche est vide, la case 3 reste donc vide
event-euronimoes-drew-chip = a pioché et a reçu un jeton
event-euronimoes-drew-no-chip = a pioché et n'a reçu aucun jeton (il n'en reste aucun de sa couleur à la banque)
event-euronimoes-moved = le { $tile } est passé de la case -1 à la case 3 et les autres ont glissé d'une case vers les prix plus bas
event-euronimoes-last-domino = le dernier domino : { $who }
event-euronimoes-exhausted = la pioche et le marché sont vides : on ne pioche plus ; chacun joue jusqu'à son dernier domino, qu'il peut garder
event-euronimoes-over = tout le monde a terminé : la partie est finie
event-euronimoes-keeps = a gardé son dernier domino et a terminé
event-euronimoes-pile-empty = la pioche est vide : il ne reste que les dominos du marché
event-euronimoes-played-level = a joué { $notation } au niveau { $level } ({ $points } points) ; score actuel { $total }
event-euronimoes-played = a joué { $notation } ; score actuel { $total }
event-euronimoes-finished = a joué tous ses dominos et a terminé
event-euronimoes-step-take = maintenant : prendre un domino, au marché (`buy` et le prix de la case) ou dans la pioche (`draw`)
event-euronimoes-step-last = maintenant : jouer le dernier domino, ou le garder (`stop`)
event-euronimoes-step-play = maintenant : jouer un domino dans sa propre zone
event-euronimoes-counts = { $pile ->
    [one] { $pile } domino dans la pioche
   *[other] { $pile } dominos dans la pioche
}, { $market } au marché ; le plus petit score gagne
event-euronimoes-game-over = partie terminée : le plus petit score gagne ; à égalité, c'est le joueur qui joue le plus tard dans le tour qui l'emporte
event-euronimoes-summary = le plus petit score gagne ; à égalité, c'est le joueur qui joue le plus tard dans le tour qui l'emporte

## Tetradominoes.
event-tetra-team = l'équipe { $side ->
    [light] claire
   *[dark] sombre
} ({ $first } et { $second })
event-tetra-partners = { $first } et { $second }
event-tetra-draws = { $who } a pioché un domino (il en reste { $left } dans la pioche)
event-tetra-reveals-draws = { $who } n'a pas pu jouer : a montré { $tiles } et a pioché un domino (il en reste { $left } dans la pioche)
event-tetra-passes = { $who } n'a pas pu jouer et a passé son tour
event-tetra-reveals-passes = { $who } n'a pas pu jouer : a montré { $tiles } et a passé son tour
event-tetra-chooses-reveal = { $who } ne peut jouer aucun domino et choisit deux dominos cachés à montrer
event-tetra-played-domino = a joué le { $tile } en { $at } et { $second }
event-tetra-no-fit = aucun tétromino ne peut être posé
event-tetra-played-piece = a joué la pièce { $piece } (face { $side ->
    [light] claire
   *[dark] sombre
} visible) sur les cases { $squares }, couvrant { $numbers }
event-tetra-reaches = { $who } atteint { $points } points et gagne la partie
event-tetra-reaches-pair = { $who } atteignent { $points } points et gagnent la partie
event-tetra-all-down = les sept tétrominos sont posés
event-tetra-everyone-passed = tout le monde a passé son tour, l'un après l'autre, sans rien à piocher
event-tetra-no-tetromino = n'a joué aucun tétromino
event-tetra-may-give = { $who } peut donner un domino à son partenaire, en secret
event-tetra-may-each-give = { $who } peuvent chacun donner un domino à leur partenaire, en secret
event-tetra-decided = a fait son choix ; les dons seront échangés dès que { $other } aura choisi aussi
event-tetra-decided-too = a fait son choix aussi
event-tetra-gives-face-up = { $who } a donné le { $tile } (face visible) à { $partner }
event-tetra-gives-hidden = { $who } a donné un domino caché à { $partner }
event-tetra-keeps = { $who } a gardé ses dominos
event-tetra-game-result = manche { $game } : { $summary }
event-tetra-game-result-note = Manche { $game } : { $summary }.
event-tetra-points = { $who } : { $points }
event-tetra-match-score = score de la partie : { $score }
event-tetra-dealt-again = manche { $game } : on redistribue tout et { $starter } commence
event-tetra-for = { $count } pour { $who }
event-tetra-reached = { $who } a joué { $count } tétrominos et gagne, contre { $others }
event-tetra-reached-pair = { $who } ont joué { $count } tétrominos et gagnent, contre { $others }
event-tetra-match-won = { $who } a atteint { $points } points et gagne la partie
event-tetra-match-won-pair = { $who } ont atteint { $points } points et gagnent la partie
event-tetra-most = { $why } : { $who } a le plus de tétrominos, { $best }, et gagne, contre { $others }
event-tetra-most-pair = { $why } : { $who } ont le plus de tétrominos, { $best }, et gagnent, contre { $others }
event-tetra-draw = { $why } : égalité, { $count ->
    [one] { $count } tétromino
   *[other] { $count } tétrominos
} chacun
event-tetra-share = { $why } : { $who } partagent la première place avec { $count ->
    [one] { $count } tétromino
   *[other] { $count } tétrominos
} chacun, contre { $others }
event-tetra-pile = { $pile ->
    [one] { $pile } domino
   *[other] { $pile } dominos
} dans la pioche. Pièces encore libres : { $free }.
event-tetra-pile-none-free = { $pile ->
    [one] { $pile } domino
   *[other] { $pile } dominos
} dans la pioche. Plus aucune pièce libre.
event-tetra-opens = { $who } ouvre avec n'importe quel domino sur 0,0.
event-tetra-touch-covered = À { $who } de jouer : aucun nombre n'est à découvert, le domino doit donc toucher un nombre couvert.
event-tetra-to-play = À { $who } de jouer un domino à côté d'un nombre identique à découvert.
event-tetra-must-reveal = { $who } ne peut pas jouer et doit montrer deux de ses dominos cachés, au choix, puis en piocher un.
event-tetra-may-cover-double = { $who } peut couvrir les { $number } avec un tétromino, sur le domino qui vient d'être joué, ou passer.
event-tetra-may-cover = { $who } peut couvrir les { $low } et les { $high } avec un tétromino, sur le domino qui vient d'être joué, ou passer.
event-tetra-waiting = En attente { DE($who) }, qui peut donner un domino à son partenaire, en secret.
event-tetra-waiting-each = En attente { DE($who) }, qui peuvent chacun donner un domino à leur partenaire, en secret.
event-tetra-match-note = Partie en { $points } points : { $score }.
event-tetra-last = Dernier coup :
event-tetra-own-token = Tes tétrominos sont posés face claire visible, avec ton jeton dessus.
event-tetra-own-side-partner = Tes tétrominos sont posés face { $side ->
    [light] claire
   *[dark] sombre
} visible ; ton partenaire est { $partner }.
event-tetra-own-side = Tes tétrominos sont posés face { $side ->
    [light] claire
   *[dark] sombre
} visible.
event-tetra-own-gift = Tu as choisi de donner le { $tile } à ton partenaire ; il changera de main dès que l'autre joueur aura choisi.
event-tetra-own-keep = Tu as choisi de garder tes dominos ; on attend l'autre joueur.

## Dominoids.
event-dominoids-blank = blanc
event-dominoids-ace = as
event-dominoids-value = { $value }
event-dominoids-die = { $suit } { $face }
event-dominoids-dominoid = { $tile } en { $cells }
event-dominoids-ranks = rangées { $first }-{ $last }
event-dominoids-files = colonnes { $first }-{ $last }
event-dominoids-from-old = { $die } (boîte Anciens)
event-dominoids-from-new = { $die } (boîte Nouveaux)
event-dominoids-took = a pris { $dice }
event-dominoids-slid = a fait glisser le { $tile } { $steps ->
    [1] d'une case
    [one] de { $steps } case
   *[other] de { $steps } cases
}, de { $from } à { $to }
event-dominoids-turned = a fait pivoter le bout du { $tile } de { $from } à { $to }, autour de { $pivot }
event-dominoids-buds = n'a rien pu déplacer avec le dé { $die } : le { $parent } bourgeonne donc
event-dominoids-shifted = a décalé les { $line } d'une tuile { $dir ->
    [up] vers le haut
    [down] vers le bas
    [left] vers la gauche
   *[right] vers la droite
}
event-dominoids-passed-blank = a passé avec le dé { $die }
event-dominoids-passed-ace = a passé avec le dé { $die } : aucun décalage n'est possible
event-dominoids-passed = a passé avec le dé { $die } : rien ne peut bouger ni bourgeonner
event-dominoids-child = a placé l'enfant { $child }
event-dominoids-food = a posé une nouvelle pièce { $suit } face cachée en { $at }
event-dominoids-stack-left = il en reste { $left } dans sa pile
event-dominoids-coin-up = a retourné la pièce { $suit } en { $at } : { $face }
event-dominoids-attacked = a attaqué le { $victim } : il retourne dans la réserve génétique
event-dominoids-breeds = le { $tile } se reproduit avec le { $partner }
event-dominoids-ate = a mangé la pièce { $coin } en { $at }
event-dominoids-all-eaten = toutes les pièces { $suits } sont mangées : la partie est finie
event-dominoids-coin-waits = aucune case libre à côté du pion { $suit } : sa pièce attend un prochain tour
event-dominoids-rerolled = a relancé { $dice } dans la boîte Nouveaux
event-dominoids-rerolled-back = a relancé { $dice } dans la boîte Nouveaux ; les quatre dés étaient dans la boîte Nouveaux, ils retournent donc tous dans la boîte Anciens
event-dominoids-only-noted = { $note }, seul choix possible
event-dominoids-only = seul choix possible
event-dominoids-summary = toutes les pièces { $suits } sont mangées ; score = valeur des pièces + 3 pour chaque couleur dont on a le plus de pièces
event-dominoids-summary-draw = toutes les pièces { $suits } sont mangées ; score = valeur des pièces + 3 pour chaque couleur dont on a le plus de pièces : scores égaux, partie nulle
event-dominoids-turn = Tour { $turn }. { $todo }
event-dominoids-over = La partie est finie.
event-dominoids-take-dice = À faire : prendre deux dés, dont au moins un de la boîte Anciens.
event-dominoids-use-either = À faire : utiliser { $dice }, dans n'importe quel ordre.
event-dominoids-use = À faire : utiliser { $dice }.
event-dominoids-must-act = À faire : le Dominoid en { $at } doit manger, attaquer ou se reproduire.
event-dominoids-place-child = À faire : placer un enfant de la réserve génétique à côté de son parent.
event-dominoids-place-child-two = À faire : placer un enfant de la réserve génétique à côté d'un de ses parents.
event-dominoids-place-food = À faire : placer la nourriture qui manque à côté de son pion.
event-dominoids-stack = { $suit } { $count }
event-dominoids-stacks = Pièces face cachée restant dans les piles : { $stacks }.

## Euronimoes : les notes sous les dominos d'un joueur.
event-euronimoes-your-turn-take = À toi : prends un domino. Pioche avec `draw` (tu reçois un jeton), ou achète au marché au prix de la case : `buy -1` (tu reçois un jeton), `buy 0` (gratuit), `buy 1`, `buy 2`, `buy 3`. Tu as { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}.
event-euronimoes-your-turn-last = À toi : joue un domino dans ta zone avec `A-B X,Y D` (le nombre A sur la case X,Y, le nombre B à côté : E droite, N haut, W gauche, S bas) ; sur deux cases couvertes, il s'empile. Tu peux aussi garder ce dernier domino : `stop`.
event-euronimoes-your-turn-play = À toi : joue un domino dans ta zone avec `A-B X,Y D` (le nombre A sur la case X,Y, le nombre B à côté : E droite, N haut, W gauche, S bas) ; sur deux cases couvertes, il s'empile.
event-euronimoes-your-score = Ton score actuel : { $total } (colonnes { $columns }, niveaux { $levels }, jetons { $chips }) ; plus il est bas, mieux c'est.

# Le nom d'une couleur, que la notation lit aussi (`dice soleils lunes`).
event-dominoids-suns = Soleils
event-dominoids-moons = Lunes
event-dominoids-crowns = Couronnes
event-dominoids-arms = Armes

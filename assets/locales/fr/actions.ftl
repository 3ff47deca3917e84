# What each legal move does, as the picker, autocomplete and examples say it
# (the engine's LegalAction descriptions, said! keys action-*).

## Commun : où va chaque nombre d'un domino (tous posés de la même façon).
action-cells = { $a } en { $at }, { $b } en { $second }

## Dominos avec pioche ; $end vaut `left` ou `right`.
action-draw-play = jouer le { $tile } au bout { $end ->
    [left] gauche
   *[right] droit
}

## L'Arbre.
action-tree-extra = { $cells } (tour supplémentaire)

## Dominup.
action-dominup-climb = monter au niveau { $level } : { $placement }
action-dominup-table = sur la table : { $placement }

## Tetradominoes ; $side vaut `light` ou `dark`, $numbers les nombres que la pièce couvre.
action-tetra-reveal = montrer { $a } et { $b } à tous, puis piocher un domino
action-tetra-piece = la pièce { $piece } couvrant { $numbers }
action-tetra-piece-side = la pièce { $piece } (face { $side ->
    [light] claire
   *[dark] sombre
}) couvrant { $numbers }
action-tetra-skip = aucun tétromino ce tour-ci
action-tetra-give = donner le { $tile } à ton partenaire
action-tetra-keep = ne rien donner à ton partenaire

## Euronimoes.
action-euro-draw = piocher et recevoir un jeton
action-euro-draw-no-chip = piocher (aucun jeton : tu les as déjà tous les quatre)
action-euro-stack = empiler au niveau { $level } : { $placement }
action-euro-stop = garder ton dernier domino et terminer
action-euro-nothing = rien
action-euro-take-chip = prendre le { $tile } et recevoir un jeton
action-euro-take-no-chip = prendre le { $tile } (aucun jeton : tu les as déjà tous les quatre)
action-euro-take-free = prendre gratuitement le { $tile }
action-euro-buy = acheter le { $tile } pour { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}

## Adding Donimoes ; $dir vaut `up`, `down`, `left` ou `right`.
action-adding-slide = faire glisser le { $tile } { $dir ->
    [up] vers le haut
    [down] vers le bas
    [left] vers la gauche
   *[right] vers la droite
}
action-adding-add-across = ajouter le { $tile } à l'horizontale, case de gauche en colonne { $column }, ligne { $row }
action-adding-add-upright = ajouter le { $tile } à la verticale, case du haut en colonne { $column }, ligne { $row }
action-adding-add-across-first = ajouter le { $tile } à l'horizontale, le { $first } à gauche, case de gauche en colonne { $column }, ligne { $row }
action-adding-add-upright-first = ajouter le { $tile } à la verticale, le { $first } en haut, case du haut en colonne { $column }, ligne { $row }

## Dominoids ; cases comme les écrit la notation, couleurs en français (que la notation lit aussi), boîtes Anciens (Old) et Nouveaux (New) comme sur l'image.
action-dominoids-dice = { $first } + { $second }
action-dominoids-die-old = { $die } (Anciens)
action-dominoids-die-new = { $die } (Nouveaux)
action-dominoids-slide = faire glisser le { $tile } ({ $lead } en tête) jusqu'en { $to }
action-dominoids-rotate = faire pivoter le { $tile } ({ $lead } en tête) jusqu'en { $to }, autour de { $pivot }
action-dominoids-bud = faire bourgeonner le { $parent }
action-dominoids-bud-none = bourgeonner
action-dominoids-shift = { $dir ->
    [up] monter les { $line }
    [down] descendre les { $line }
    [left] décaler les { $line } à gauche
   *[right] décaler les { $line } à droite
} (pion { $suit })
action-dominoids-pass-blank = passer avec le dé { $die }
action-dominoids-pass-ace = passer avec le dé { $die } : aucun décalage possible
action-dominoids-pass = passer avec le dé { $die } : rien ne peut bouger ni bourgeonner
action-dominoids-eat = manger la pièce { $coin }
action-dominoids-eat-none = manger
action-dominoids-attack = attaquer le { $tile } (il retourne dans la réserve génétique)
action-dominoids-breed = se reproduire avec le { $tile }
action-dominoids-child = enfant { $tile } : { $a } en { $at }, { $b } en { $second }
action-dominoids-food = la nouvelle pièce { $suit } va en { $at }

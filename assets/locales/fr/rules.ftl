# Les refus et les erreurs de notation des jeux eux-mêmes (crates/engine :
# le phrases.rs de chaque jeu donne la clé et les faits). La notation, les
# dominos et les commandes restent tels quels, entre accents graves.

## Communs à tous les jeux
rule-game-over = la partie est terminée
rule-not-your-turn = ce n'est pas ton tour
rule-no-such-action = { $count ->
        [one] il n'y a que { $count } coup possible
       *[other] il n'y a que { $count } coups possibles
    }
rule-not-held = tu n'as pas le { $tile } ; regarde tes dominos avec /main
rule-nothing = { "" }

## Listes
rule-list-and = { $first } et { $second }
rule-list-or = { $first } ou { $second }
rule-list-comma = { $first }, { $second }

## Poses
-placement-example = écris le domino, la case de son premier nombre et la direction du second, p. ex. `3-6 0,0 E` (E = droite, N = haut, W = gauche, S = bas)
rule-placement-no-tile = cela ne désigne aucun domino ; { -placement-example }
rule-placement-far-away = { $number } est bien trop loin de la table : les cases sont numérotées à partir du premier domino, en 0,0
rule-placement-two-directions = deux directions dans `{ $text }` : { -placement-example }
rule-placement-unknown-word = je ne comprends pas `{ $word }` : { -placement-example }
rule-placement-no-square = où doit aller le { $a }-{ $b } ? { -placement-example }
rule-placement-no-direction = dans quelle direction pointe la moitié { $b } ? Ajoute N, E, S ou W, p. ex. `{ $a }-{ $b } { $at } E`
rule-placement-not-side-by-side = { $first } et { $second } ne sont pas côte à côte : un domino ne peut pas couvrir les deux
rule-placement-bad-cells = je n'ai pas pu lire les cases dans `{ $text }` : { -placement-example }

## Poser un domino sur une grille ouverte
rule-laying-not-held = tu as le { $held }, pas le { $tried } ; regarde-le avec /main
rule-board-covered = la case { $cell } est déjà couverte (elle montre un { $number })
rule-board-away-from-origin = le premier domino couvre 0,0 pour que les coordonnées ne bougent pas ; essaie `{ $a }-{ $b } 0,0 E`
rule-board-detached = le { $a }-{ $b } en { $at } et { $second } ne toucherait aucun domino : il doit partager un côté avec ceux déjà posés

## Empiler (les mots de Dominup)
rule-stacks-detached = { $first } et { $second } ne touchent aucun domino : un domino posé sur la table doit partager un côté avec les autres
rule-stacks-half-covered = une seule des cases { $first } et { $second } est couverte : un domino doit être à plat, les deux moitiés sur la table ou les deux sur des piles
rule-stacks-uneven = les piles sous { $first } et { $second } ont une hauteur de { $low } et { $high } : pour monter, il faut deux piles de même hauteur
rule-stacks-one-tile = { $first } et { $second } sont les deux moitiés d'un même domino : une montée doit reposer sur deux dominos différents
rule-stacks-mismatch = dessous, il y a un { $under-first } sur { $first } et un { $under-second } sur { $second } : seul le { $under-first }-{ $under-second } va là

## Dominup
rule-dominup-must-climb = tu dois monter tant qu'un de tes dominos le peut, p. ex. `{ $climb }` ; /coup liste toutes les montées

## The Tree
rule-tree-standing = à L'Arbre, tous les dominos se posent à l'horizontale : écris-le avec E, p. ex. `{ $a }-{ $b } { $at } E`
rule-tree-on-top = le { $n } en { $cell } reposerait sur le { $m } en { $below } : il doit montrer tous les anneaux du { $m } et exactement un de plus ({ $fitting })
rule-tree-fits-nothing = rien (il montre déjà tous les anneaux)
rule-tree-under = le { $n } en { $cell } serait sous le { $m } en { $above } : ce { $m } devrait montrer tous les anneaux du { $n } et exactement un de plus
rule-tree-floating = le { $a }-{ $b } en { $at } et { $second } ne reposerait pas sur l'arbre : au moins une moitié doit être juste au-dessus d'une moitié déjà posée

## Dominos à la pioche
rule-draw-no-match = le { $tile } n'a pas de { $number }, le nombre du bout { $end }
rule-draw-end-left = gauche
rule-draw-end-right = droit
rule-draw-no-tile = écris le domino et le bout, p. ex. `3-6 L` ou `3-6 R` (j'ai lu `{ $text }`)
rule-draw-not-in-set = dans ce jeu, les nombres vont de 0 à { $top }
rule-draw-both-ends = le { $tile } va aux deux bouts : ajoute L ou R, p. ex. `{ $tile } L`
rule-draw-which-end = dis à quel bout : `{ $tile } L` (gauche) ou `{ $tile } R` (droit)

## Tetradominoes
-tetradominoes-examples = un domino (`4-6 2,0 N`), un tétromino (`J 1,1 1,0 2,0 3,0`), `skip`, `reveal 1-2 3-4`, `give 3-4` ou `keep`
-tetromino-example = écris la pièce et ses quatre cases, p. ex. `J 1,1 1,0 2,0 3,0`
rule-tetradominoes-empty = écris une action : { -tetradominoes-examples }
rule-tetradominoes-give-what = écris le domino que tu donnes, p. ex. `give 3-4`, ou `keep`
rule-tetradominoes-reveal-what = écris les deux dominos cachés que tu révèles, p. ex. `reveal 1-2 3-4`
rule-tetradominoes-reveal-twice = révèle deux dominos différents, pas deux fois le { $tile }
rule-tetradominoes-number-too-high = les nombres des dominos vont de 0 à { $top }
rule-tetradominoes-squares = je n'ai pas pu lire les cases : { -tetromino-example }
rule-tetradominoes-square-count = { $count ->
        [one] un tétromino a besoin de quatre cases (huit nombres), j'en ai lu { $count } : { -tetromino-example }
       *[other] un tétromino a besoin de quatre cases (huit nombres), j'en ai lu { $count } : { -tetromino-example }
    }
rule-tetradominoes-square-twice = la case { $cell } est écrite deux fois : nomme quatre cases différentes
rule-tetradominoes-not-a-tetromino = ces quatre cases ne forment pas un tétromino (quatre cases reliées par un côté)
rule-tetradominoes-domino-first = joue d'abord un domino, p. ex. `3-6 1,0 E`
rule-tetradominoes-reveal-first = aucun de tes dominos ne peut être joué : révèle deux de tes dominos cachés, ceux que tu veux, p. ex. `reveal 1-2 3-4`
rule-tetradominoes-tetromino-or-skip = tu as joué ton domino : joue maintenant un tétromino (voir les choix proposés) ou `skip`
rule-tetradominoes-give-or-keep = choisis maintenant de donner un domino à ton partenaire (`give 3-4`) ou `keep`
rule-tetradominoes-not-held = tu n'as pas le { $tile } ; regarde tes dominos avec /main
rule-tetradominoes-face-up = le { $tile } est déjà face visible : choisis deux de tes dominos cachés
rule-tetradominoes-same-twice = choisis deux dominos différents
rule-tetradominoes-taken = la case { $cell } est déjà prise par un { $number } : un domino se pose sur deux cases vides
rule-tetradominoes-touches-nothing = aucun nombre n'est à découvert sur la table, le domino doit donc toucher un nombre couvert ; le { $a }-{ $b } en { $at } et { $second } n'en touche aucun
rule-tetradominoes-no-match = le { $a }-{ $b } ne correspond à rien ici : un nombre du nouveau domino doit être à côté du même nombre, non couvert par un tétromino ({ $first } ; { $second })
rule-tetradominoes-no-match-turned = le { $a }-{ $b } ne correspond à rien ici : un nombre du nouveau domino doit être à côté du même nombre, non couvert par un tétromino ({ $first } ; { $second }). Dans l'autre sens, il convient : `{ $turned }`
rule-tetradominoes-touches = le { $number } en { $cell } touche { $numbers }
rule-tetradominoes-touches-none = le { $number } en { $cell } ne touche aucun nombre à découvert
rule-tetradominoes-piece-played = la pièce { $piece } est déjà sur la table : chaque pièce ne se joue qu'une fois (encore libres : { $free })
rule-tetradominoes-no-piece = aucune
rule-tetradominoes-wrong-shape-light = face claire visible, { $squares } a la forme de la pièce { $shape }, pas de la { $piece } : écris `{ $notation }`
rule-tetradominoes-wrong-shape-dark = face sombre visible, { $squares } a la forme de la pièce { $shape }, pas de la { $piece } (la face sombre montre chaque forme en miroir) : écris `{ $notation }`
rule-tetradominoes-not-a-shape = { $squares } n'a pas la forme d'un tétromino (quatre cases reliées par un côté)
rule-tetradominoes-hangs-off = la case { $cell } n'a pas de domino dessous : un tétromino ne peut pas dépasser des dominos
rule-tetradominoes-covered = la case { $cell } est déjà couverte par la pièce { $piece }
rule-tetradominoes-misses-domino = un tétromino doit couvrir un nombre du domino que tu viens de jouer ({ $a } en { $at }, { $b } en { $second })
rule-tetradominoes-wrong-number = il couvrirait le { $number } en { $cell } : un tétromino ne couvre que les nombres du domino que tu viens de jouer ({ $numbers })
rule-tetradominoes-numbers-one = les { $number }
rule-tetradominoes-numbers-two = les { $low } et les { $high }
rule-tetradominoes-same-colour = il toucherait par un côté la pièce { $piece } en { $cell }, qui est { $colour } : deux tétrominos de la même couleur ne peuvent pas être côte à côte (se toucher par un coin est permis)
rule-tetradominoes-colour-light = claire comme les tiennes
rule-tetradominoes-colour-dark = sombre comme les tiennes
rule-tetradominoes-colour-token = à toi

## Euronimoes
-slot-hint = dis quelle case par son prix : `buy -1`, `buy 0`, `buy 1`, `buy 2` ou `buy 3` (ou nomme le domino, p. ex. `buy 3-5`)
rule-euronimoes-no-slot = il n'y a pas de case à { $cost } : { -slot-hint }
rule-euronimoes-which-domino = quel domino ? { -slot-hint }
rule-euronimoes-not-in-market = le { $tile } n'est pas au marché : { -slot-hint }
rule-euronimoes-several-slots = le { $tile } est dans plusieurs cases : dis laquelle, { $buys }
rule-euronimoes-no-such-slot = les cases du marché coûtent -1, 0, 1, 2 et 3 jetons : dis laquelle, p. ex. `buy 0`
rule-euronimoes-empty-slot = la case à { $cost } est vide : les dominos qui restent au marché sont dans les cases les moins chères
rule-euronimoes-too-dear = le { $tile } de la case à { $cost } coûte { $cost ->
        [1] 1 jeton
        [-1] -1 jeton
       *[other] { $cost } jetons
    } et tu as { $held ->
        [0] 0 jeton
        [1] 1 jeton
       *[other] { $held } jetons
    } : choisis un domino moins cher ou pioche avec `draw`
rule-euronimoes-pile-empty = la pioche est vide : achète plutôt un domino au marché, p. ex. `buy 0`
rule-euronimoes-take-first = prends d'abord un domino : pioche avec `draw`, ou achète-en un au marché au prix de sa case (`buy -1`, `buy 0`, ... `buy 3`)
rule-euronimoes-nothing-to-take = la pioche et le marché sont vides, on ne pioche plus : joue un domino de ta main
rule-euronimoes-already-taken = tu as déjà pris ton domino ce tour-ci : joue maintenant un domino de ta main dans ta zone
rule-euronimoes-not-the-end = tu ne peux garder un domino qu'à la toute fin, quand la pioche et le marché sont vides et qu'il ne t'en reste qu'un : joue un domino
rule-euronimoes-not-held = tu n'as pas le { $tile } ; regarde tes dominos avec /main
rule-euronimoes-away-from-origin = ton premier domino couvre 0,0 pour que tes cases gardent leur nom ; essaie `{ $a }-{ $b } 0,0 E`
rule-euronimoes-detached = ce domino ne serait pas relié aux tiens : { $first } et { $second } n'ont aucun côté commun avec eux (se toucher par un coin ne compte pas)
rule-euronimoes-half-covered = la case { $covered } est couverte, mais pas la case { $empty } : un domino se pose soit sur la table (les deux cases vides), soit sur deux dominos (les deux cases couvertes)
rule-euronimoes-uneven = un domino empilé doit reposer sur deux piles du même niveau : { $first } est au niveau { $low } et { $second } au niveau { $high }
rule-euronimoes-one-tile = un domino empilé doit reposer sur deux dominos différents : { $first } et { $second } sont les deux moitiés d'un même domino
rule-euronimoes-mismatch = le { $number } reposerait sur un { $beneath } (en { $cell }) : chaque nombre d'un domino empilé doit être égal au nombre en dessous, donc seul le { $a }-{ $b } va là
rule-euronimoes-cannot-stand = le { $a }-{ $b } ne peut pas être vertical : son { $upper } et son { $lower } seraient voisins dans la colonne { $x }, et deux nombres voisins dans une colonne doivent différer d'exactement un ; seuls 0-1, 1-2, 2-3, 3-4, 4-5 et 5-6 peuvent être verticaux{ $wrap }
rule-euronimoes-no-wrap = {" "}(les suites ne bouclent pas : seul un 1 va à côté d'un 0, seul un 5 à côté d'un 6)
rule-euronimoes-not-one-apart = un { $number } { $side ->
        [above] au-dessus
       *[below] en dessous
    } du { $next } dans la colonne { $x } : deux nombres voisins dans une colonne doivent différer d'exactement un ({ $number } à côté de { $next }){ $wrap }
rule-euronimoes-reverses = un { $number } { $side ->
        [above] au-dessus
       *[below] en dessous
    } du { $near } inverserait la suite { $run } de la colonne { $x } : une suite monte toujours ou descend toujours ({ $instead })
rule-euronimoes-only-fits = seul un { $fits } peut aller { $side ->
        [above] au-dessus
       *[below] en dessous
    } du { $near }
rule-euronimoes-run-ends = la suite s'arrête déjà à { $near }, donc rien ne peut aller { $side ->
        [above] au-dessus
       *[below] en dessous
    }
rule-euronimoes-turns-back = la colonne { $x } se lirait { $column } de haut en bas, en faisant demi-tour au { $number } en { $x },{ $y } : une suite monte toujours ou descend toujours

## Dominoids ($suit est une couleur en français, Soleils, Lunes, Couronnes,
## Armes, que la notation lit aussi)
rule-dominoids-die = { $suit } { $face ->
        [0] blanc
        [1] as
       *[other] { $face }
    }
rule-dominoids-ranks = rangées { $first }-{ $last }
rule-dominoids-files = colonnes { $first }-{ $last }
rule-dominoids-by-pawn = le pion { $suit } en { $at }
rule-dominoids-by-coin = la pièce { $suit } en { $at }
rule-dominoids-by-dominoid = le Dominoid { $tile } en { $at }
rule-dominoids-by-nothing = rien en { $at }
rule-dominoids-by-edge = le bord du plateau
rule-dominoids-take-dice-first = prends d'abord deux dés, p. ex. `dice suns moons` (au moins un de la boîte Anciens)
rule-dominoids-use-your-dice = utilise maintenant un de tes dés ({ $dice }) avec `slide`, `rotate`, `bud`, `shift` ou `pass`
rule-dominoids-effect-first = le Dominoid qui a glissé doit d'abord manger, attaquer ou se reproduire (voir les choix sous l'image)
rule-dominoids-child-first = place d'abord l'enfant, p. ex. `child 3-5 c6 c7`
rule-dominoids-food-first = place d'abord la nourriture qui manque, p. ex. `food suns e4`
rule-dominoids-same-die-twice = choisis deux dés différents
rule-dominoids-die-already-taken = le dé { $suit } est déjà pris ce tour-ci
rule-dominoids-need-an-old-die = au moins un dé doit venir de la boîte Anciens, qui contient { $dice }
rule-dominoids-dice-not-together = ces dés ne peuvent pas être pris ensemble
rule-dominoids-die-used = tu as déjà utilisé le dé { $suit } ce tour-ci
rule-dominoids-die-not-taken = tu n'as pas pris le dé { $suit } ce tour-ci ; tes dés sont { $dice }
rule-dominoids-blank-only-passes = le dé { $die } permet seulement de passer : `{ $word } pass`
rule-dominoids-ace-may-not-pass = le dé { $die } peut décaler les { $line }, il ne peut donc pas passer
rule-dominoids-ace-shifts = un as décale la rangée ou la colonne de son pion : p. ex. `{ $word } shift right`
rule-dominoids-only-an-ace-shifts = le dé { $die } déplace un Dominoid ; seul un as décale
rule-dominoids-number-may-not-pass = le dé { $die } peut encore déplacer un Dominoid ou le faire bourgeonner, il ne peut donc pas passer
rule-dominoids-not-possible-now = ce n'est pas possible maintenant
rule-dominoids-straddles = le { $tile } en { $first }-{ $second } chevauche le bord des { $line }, donc les { $line } ne peuvent pas être décalées
rule-dominoids-would-tear = le { $tile } en { $first }-{ $second } est à cheval sur la tuile qui ferait le tour, et serait coupé en deux
rule-dominoids-shift-impossible = ce décalage n'est pas possible
rule-dominoids-no-dominoid = il n'y a pas de Dominoid en { $at }
rule-dominoids-end-too-high = le bout { $lead } du { $tile } en { $at } demande un dé supérieur à { $lead } ; le dé { $die } ne déplace que des bouts inférieurs à { $face }
rule-dominoids-broken = le { $tile } en { $at } est cassé
rule-dominoids-slides-off-board = le { $tile } mené par son { $lead } en { $at } sortirait du plateau (le bord n'arrête jamais une glissade)
rule-dominoids-blocked-at-once = le { $tile } mené par son { $lead } en { $at } est bloqué tout de suite par { $by }
rule-dominoids-slides-elsewhere = mené depuis { $from }, le { $tile } glisse jusqu'en { $stop }, pas en { $to }
rule-dominoids-not-beside = un quart de tour amène le bout { $lead } de { $at } sur une case à côté de { $pivot }, l'autre bout, pas en { $target }
rule-dominoids-turns-off-board = tourner le { $tile } dans ce sens le ferait sortir du plateau
rule-dominoids-turn-in-the-way = le { $tile } ne peut pas tourner jusqu'en { $target } : { $by } est sur le chemin
rule-dominoids-target-taken = le { $tile } ne peut pas tourner jusqu'en { $target } : { $by } occupe la case d'arrivée
rule-dominoids-turn-impossible = ce pivot n'est pas possible
rule-dominoids-bud-while-moving = le dé { $die } peut encore déplacer un Dominoid, et seul un dé qui ne le peut pas fait bourgeonner
rule-dominoids-no-room-to-bud = il n'y a pas de place à côté de ce Dominoid pour un enfant de la réserve génétique
rule-dominoids-no-coin = il n'y a pas de pièce en { $at }
rule-dominoids-coin-not-next = la pièce { $suit } en { $at } n'est pas à côté du Dominoid qui a glissé
rule-dominoids-coin-too-big = la pièce { $suit } en { $at } vaut { $value }, plus que le bout du { $mover } à côté d'elle
rule-dominoids-no-other-dominoid = il n'y a pas d'autre Dominoid en { $at }
rule-dominoids-not-touching = le { $other } en { $at } ne touche pas le { $mover } qui a glissé
rule-dominoids-attack-not-lower = le { $tile } ne peut attaquer qu'un bout inférieur à son propre bout en contact
rule-dominoids-cannot-breed = pour se reproduire, il faut des bouts en contact avec le même nombre et de la place pour un enfant de la réserve génétique ({ $mover } et { $other })
rule-dominoids-not-in-pool = le { $tile } n'est pas dans la réserve génétique
rule-dominoids-not-open = { $at } n'est pas une case libre
rule-dominoids-not-next-to-each-other = { $first } et { $second } ne sont pas côte à côte
rule-dominoids-child-not-beside = l'enfant doit être posé avec un nombre qu'il partage avec un parent juste à côté du bout de ce parent qui porte le même nombre
rule-dominoids-no-food-due = aucune pièce { $suit } n'est à placer
rule-dominoids-food-away-from-pawn = la pièce { $suit } va sur une case libre à côté du pion { $suit } en { $pawn }, pas en { $at }
rule-dominoids-empty = écris une action, p. ex. `dice suns moons` ou `arms slide c3 e3` (l'autocomplétion les liste toutes)
rule-dominoids-two-verbs = `{ $text }` désigne deux actions différentes
rule-dominoids-unknown-word = je ne connais pas le mot `{ $word }`. Écris p. ex. `dice suns moons`, `arms slide c3 e3`, `moons rotate c3 d4`, `crowns shift right`, `eat e4` ou `child 3-5 c6 c7` (voir /règles jeu:dominoids)
rule-dominoids-two-dice = nomme les deux dés par leur couleur, p. ex. `dice suns moons`
rule-dominoids-die-verb = dis ce que fait le dé : `slide`, `rotate`, `bud`, `shift` ou `pass`, p. ex. `arms slide c3 e3`
rule-dominoids-no-die = nomme le dé par sa couleur, p. ex. `arms slide c3 e3`
rule-dominoids-not-one-die = nomme un seul dé par sa couleur, p. ex. `arms slide c3 e3`
rule-dominoids-slide-squares = nomme la case du bout qui mène et l'endroit où il s'arrête, p. ex. `arms slide c3 e3`
rule-dominoids-rotate-squares = nomme la case du bout qui mène et l'endroit où il tourne, p. ex. `moons rotate c3 d4`
rule-dominoids-bud-square = dis quel Dominoid bourgeonne en nommant une de ses cases, p. ex. `suns bud c3`
rule-dominoids-no-ace = nomme l'as par sa couleur, p. ex. `crowns shift right`
rule-dominoids-not-one-ace = nomme un seul dé, p. ex. `crowns shift right`
rule-dominoids-shift-way = dis dans quel sens : `{ $word } shift left` ou `right` déplace la rangée du pion, `up` ou `down` sa colonne
rule-dominoids-not-the-pawns-line = { $mistake } : le pion { $suit } est en { $pawn }, donc l'as { $suit } décale les { $row } (`left` ou `right`) ou les { $column } (`up` ou `down`)
rule-dominoids-column-for-row = `left` et `right` déplacent une rangée, pas une colonne
rule-dominoids-not-the-pawns-ranks = ces rangées ne sont pas celles du pion
rule-dominoids-row-for-column = `up` et `down` déplacent une colonne, pas une rangée
rule-dominoids-not-the-pawns-files = les colonnes { $files } ne sont pas celles du pion
rule-dominoids-effect-words = dis `eat`, `attack` ou `breed` et une case, p. ex. `eat e4`
rule-dominoids-effect-verb = dis quoi faire en { $at } : `eat`, `attack` ou `breed`
rule-dominoids-effect-square = nomme une seule case : la pièce à manger (`eat e4`) ou le Dominoid à attaquer ou avec qui se reproduire (`attack d5`)
rule-dominoids-child-words = écris les nombres et les cases de l'enfant, p. ex. `child 3-5 c6 c7` (le 3 en c6, le 5 en c7)
rule-dominoids-child-numbers = les Dominoids ont des nombres de 1 à 5
rule-dominoids-food-square = nomme la case de la pièce, p. ex. `food suns e4`
rule-dominoids-food-which-coin = dis quelle pièce va là, p. ex. `food suns e4`
rule-dominoids-food-one-suit = nomme une seule couleur, p. ex. `food suns e4`

## Adding Donimoes
-adding-examples = écris un glissement avec les nombres du domino et une direction (`36D` : L, R, U ou D), ou un ajout avec les nombres, H ou V, puis la colonne et la ligne de sa case de gauche ou du haut (`23V21`)
-adding-queue-example = écris les nombres du haut, une barre oblique, puis ceux du bas, p. ex. `2 3 5 4 5 2 / 1 5 1 5 5 4`
rule-adding-cell = colonne { $col }, ligne { $row }
rule-adding-here = { $tile } en { $cell }
rule-adding-pairing = son { $n } à côté du { $n } du { $owner }
rule-adding-next-to = { $mine } à côté de { $theirs }
rule-adding-solved = le problème est déjà résolu : commences-en un autre avec /problème
rule-adding-all-added = tous les dominos sont déjà sur le plateau : il n'en reste aucun à ajouter
rule-adding-not-next = le prochain domino à ajouter est le { $next }, pas le { $tile }
rule-adding-not-next-placed = le prochain domino à ajouter est le { $next }, pas le { $tile } (le { $tile } est déjà sur le plateau)
rule-adding-taken = cette case est prise : en { $cell } se trouve le { $n } du { $owner }
rule-adding-touches-nothing = { $here } ne toucherait aucun domino : un domino ajouté doit former deux paires de voisins égaux
rule-adding-too-few-pairs-none = { $here } doit former deux paires de voisins égaux et n'en forme aucune : il toucherait seulement { $touching }
rule-adding-too-few-pairs = { $here } doit former deux paires de voisins égaux et n'en forme { $count ->
        [1] qu'une
       *[other] que { $count }
    } ({ $pairs })
rule-adding-not-placed = le { $tile } n'est pas encore sur le plateau
rule-adding-lies-across = le { $tile } est à l'horizontale : il ne peut glisser que vers la gauche ou vers la droite
rule-adding-stands-upright = le { $tile } est à la verticale : il ne peut glisser que vers le haut ou vers le bas
rule-adding-slide-blocked = le { $tile } ne peut pas glisser { $dir ->
        [up] vers le haut
        [down] vers le bas
        [left] à gauche
       *[right] à droite
    } : la case { $dir ->
        [up] au-dessus
        [down] en dessous
        [left] à sa gauche
       *[right] à sa droite
    } est prise par le { $n } du { $owner }
rule-adding-slide-unpaired-none = après avoir glissé { $dir ->
        [up] vers le haut
        [down] vers le bas
        [left] à gauche
       *[right] à droite
    }, le { $tile } n'aurait aucune paire dont la somme fait six ni aucune paire égale : un glissement doit finir avec une paire dont la somme fait six ou deux paires égales
rule-adding-slide-unpaired = après avoir glissé { $dir ->
        [up] vers le haut
        [down] vers le bas
        [left] à gauche
       *[right] à droite
    }, le { $tile } n'aurait aucune paire dont la somme fait six et une seule paire égale ({ $pairs }) : un glissement doit finir avec une paire dont la somme fait six ou deux paires égales
rule-adding-cut-off = glisser le { $tile } { $dir ->
        [up] vers le haut
        [down] vers le bas
        [left] à gauche
       *[right] à droite
    } le couperait du groupe : tous les dominos doivent rester reliés
rule-adding-leaves-cut-off = glisser le { $tile } { $dir ->
        [up] vers le haut
        [down] vers le bas
        [left] à gauche
       *[right] à droite
    } couperait { $away } du groupe : tous les dominos doivent rester reliés
rule-adding-still-queued = le { $tile } est encore dans la file : il ne glisse qu'une fois ajouté
rule-adding-no-such-domino = il n'y a aucun domino { $tile } sur le plateau, ni dans la file de ce problème
rule-adding-column-outside = la colonne { $col } est hors du cadre, qui a les colonnes 1 à { $cols } (voir les repères sur l'image)
rule-adding-row-outside = la ligne { $row } est hors du cadre, qui a les lignes 1 à { $rows } (voir les repères sur l'image)
rule-adding-cell-outside = la colonne { $col }, ligne { $row } est hors du cadre
rule-adding-stray = je ne comprends pas `{ $text }` : { -adding-examples }
rule-adding-nothing = rien à lire : { -adding-examples }
rule-adding-not-double-six = { $number } n'existe pas sur un domino double-six : les nombres vont de 0 à 6
rule-adding-no-second-number = il manque un second nombre après le tiret dans `{ $text }` : { -adding-examples }
rule-adding-not-single-digits = `{ $text }` : les nombres d'un domino sont des chiffres seuls de 0 à 6
rule-adding-not-two-numbers = `{ $text }` devrait être les deux nombres d'un domino, comme `36` ou `3-6` : { -adding-examples }
rule-adding-no-numbers = `{ $text }` devrait commencer par les deux nombres du domino : { -adding-examples }
rule-adding-no-move = après `{ $tile }` écris une direction pour le faire glisser (L, R, U ou D, p. ex. `{ $tile }D`), ou H ou V et une colonne et une ligne pour l'ajouter (p. ex. `{ $tile }V21`)
rule-adding-not-direction = `{ $word }` après `{ $tile }` n'est ni une direction (L, R, U, D) ni H ou V : { -adding-examples }
rule-adding-no-cell = après `{ $tile }{ $hv }` écris la colonne et la ligne de sa case { $hv ->
        [V] du haut
       *[other] de gauche
    }, p. ex. `{ $tile }{ $hv }21`
rule-adding-bad-cell = je n'ai pas pu lire la colonne et la ligne dans `{ $text }` : écris-les en deux chiffres (`{ $tile }{ $hv }21`, c'est la colonne 2, ligne 1), ou avec une virgule si l'une vaut 10 ou plus (`{ $tile }{ $hv }10,1`)
rule-adding-not-one = un seul coup attendu, { $count } trouvés
rule-adding-queue-not-double-six = le { $index ->
        [1] 1er
       *[other] { $index }e
    } domino, { $tile }, n'est pas dans un jeu double-six : les nombres vont de 0 à 6
rule-adding-queue-twice = { $tile } est deux fois dans la file (le { $index ->
        [1] 1er
       *[other] { $index }e
    } domino et le { $first ->
        [1] 1er
       *[other] { $first }e
    }) : un jeu double-six n'en a qu'un de chaque, remplace donc l'un des deux
rule-adding-queue-twice-written = { $tile } est deux fois dans la file (le { $index ->
        [1] 1er
       *[other] { $index }e
    } domino et le { $first ->
        [1] 1er
       *[other] { $first }e
    }, écrit { $earlier }) : un jeu double-six n'en a qu'un de chaque, remplace donc l'un des deux
rule-adding-queue-too-short = un problème demande au moins { $least } dominos (les deux premiers commencent sur le plateau), cette file en a { $count }
rule-adding-queue-too-long = un problème a au plus { $most } dominos, cette file en a { $count } : retires-en quelques-uns
rule-adding-queue-empty = la file est vide : { -adding-queue-example }
rule-adding-queue-one-line = je ne trouve qu'une ligne de nombres ; chaque domino a besoin d'un nombre en haut et d'un en bas : { -adding-queue-example }
rule-adding-queue-lines = je trouve { $count } lignes de nombres, mais une file tient en deux lignes (les nombres du haut et ceux du bas) : { -adding-queue-example }
rule-adding-queue-big-number = { $n } dans la ligne du { $line ->
        [top] haut
       *[bottom] bas
    } n'existe pas sur un domino double-six : les nombres vont de 0 à 6
rule-adding-queue-not-a-number = `{ $text }` dans la ligne du { $line ->
        [top] haut
       *[bottom] bas
    } n'est pas un nombre : { -adding-queue-example }
rule-adding-queue-uneven = la ligne du haut a { $top } nombres et celle du bas { $bottom } : chaque domino a besoin d'un nombre en haut et d'un en bas, les deux lignes doivent donc avoir la même longueur

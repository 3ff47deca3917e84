# A player's own replies while playing (src/service/picker*, moves.rs,
# show.rs): the move picker, the hand, the mover's private note.

## The move picker (src/service/picker.rs, picker/panels.rs, picker/places.rs).

play-stale = La position a changé depuis l'ouverture de ce menu : rien n'a été joué. Choisis à nouveau :
play-closed = Fermé : rien n'a été joué. `/coup` rouvre le sélecteur de coups.
play-elsewhere = Ce sélecteur appartient à une partie terminée ou d'un autre salon : `/coup` en ouvre un ici
play-nothing = Tu n'as rien à jouer pour l'instant.
play-whats = **À toi de jouer** : choisis ce que tu joues ({ $total } { $total ->
        [one] coup
       *[other] coups
    }{ $pages }).
play-what-placeholder = Que jouer…
play-where-tile = Où jouer le { $tile }…
play-choose-one = Fais ton choix…
play-choices = { $count } { $count ->
        [one] possibilité
       *[other] possibilités
    }
play-where = **{ $what }** : choisis ({ $count } { $count ->
        [one] possibilité
       *[other] possibilités
    }{ $pages }).
play-pages = , page { $page } sur { $pages }
play-menu-back = ← Retour
play-menu-more = Suite…
play-menu-more-about = les entrées suivantes
play-confirm = Jouer `{ $notation }` : { $description } ?
play-confirm-place = Jouer `{ $notation }` : { $description } ? (emplacement { $place })
play-confirm-place-drawn = Jouer `{ $notation }` : { $description } ? (emplacement { $place }, dessiné sur l'image)
play-button-confirm = Confirmer
play-button-back = Retour
play-button-cancel = Annuler
play-button-more-places = Plus d'emplacements
play-button-turned = Le jouer dans l'autre sens
play-button-play = Jouer { $notation }
play-button-turn = Autre sens
play-button-show = Voir { $notation }
play-or-turned = Ou dans l'autre sens : `{ $notation }` : { $description }.
play-or-other = Ou : `{ $notation }` : { $description }.
play-ways = { $first } ou { $second }
play-place-on-picture = **{ $letter }** de l'image { $picture }
play-marks-range = { $first } à { $last }
play-places = **{ $what }** : choisis un emplacement marqué sur l'image ({ $count } { $count ->
        [one] emplacement
       *[other] emplacements
    }{ $pages }) ; chaque lettre est posée sur son emplacement et indique son sens.
play-pages-run-on = , page { $page } sur { $pages } : cette image marque { $marks }, et chaque lettre a son bouton ici
play-page-gone = **{ $what }** : cette page d'emplacements n'existe plus.
play-panels = **{ $what }** : { $places } emplacements, sur { $pictures } images du plateau.
play-panels-buttons = Chaque lettre est posée sur son emplacement et indique son sens ; son bouton est sous son image.
play-panels-menus = Chaque lettre est posée sur son emplacement et indique son sens ; choisis-la dans le menu sous son image.
play-panels-letters = Choisis un emplacement par sa lettre :
play-places-placeholder = Emplacements { $marks } de l'image { $picture }…
play-areas = **{ $what }** : { $count } emplacements, trop pour une seule image. Choisis une partie numérotée du plateau pour voir ses emplacements :
play-area = **{ $number }** { $count } { $count ->
        [one] emplacement
       *[other] emplacements
    } autour de { $cell }

## Why there is nothing to pick.

play-no-game = Aucune partie n'est en cours dans ce salon : lances-en une avec /jouer
play-unreadable-game = Je n'arrive pas à lire la partie de ce salon pour l'instant : réessaie
play-unreadable-game-now = Je n'arrive pas à lire la partie de ce salon pour l'instant
play-no-seat = Tu ne joues pas dans cette partie : lance la tienne avec /jouer
play-paused = Cette partie est en pause : n'importe quel joueur peut la reprendre avec /reprendre
play-not-your-turn = C'est au tour { DE($name) }, pas au tien : je te préviendrai quand ce sera le tien
play-seat = joueur { $number }

## /move's autocomplete: its last entry when more moves match than
## Discord lists (at most 100 characters).

play-more-entries = … et { $more } autres : { $how }
play-narrow = tape un domino (56), une case (3,2) ou une direction (E)

## The mover's private note and /hand.

play-tiles-now = Toi seul peux voir ce message. Tes dominos maintenant — { $tiles }.
play-next-choice = Ton prochain choix :
play-hand = Toi seul peux voir ce message. { $tiles }.
play-hand-nothing = Tu n'as rien de secret pour l'instant.
play-tiles-group = { $label } : { $tiles }
play-tiles-groups = { $first } ; { $second }
play-label-in-hand = en main
play-label-to-play = à jouer
play-label-mission = mission
play-label-to-give = à donner
play-label-face-up = face visible
play-label-hidden = face cachée

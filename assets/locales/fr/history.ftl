# A game's history and replay (src/service/history.rs, replay.rs): the
# frame around the event lines.

## /historique : les dernières parties terminées d'un joueur.
history-none = { $who } n'a encore aucune partie terminée { $where }.
history-none-of = { $who } n'a encore aucune partie terminée { DE($game) } { $where }.
history-head = **Dernières parties terminées** { DE($who) }, de la plus récente à la plus ancienne :
history-head-of = **Dernières parties terminées { DE($game) }** { DE($who) }, de la plus récente à la plus ancienne :
history-footer = Revois-en une avec `/revoir numéro:<numéro>`.
history-button-replay = Revoir la partie nº { $id }
history-draw = **partie nulle**
history-place = **{ $rank ->
    [1] 1er
   *[other] { $rank }e
} sur { $players }**
history-place-shared = **{ $rank ->
    [1] 1er
   *[other] { $rank }e
} ex æquo sur { $players }**
history-finished = terminée
history-vs = contre { $others }
history-computer = l'ordinateur ({ $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
       *[random] au hasard
    })
history-nobody-won = personne n'a gagné
history-won = { $who } a gagné
history-partners-won = { $who } ont gagné
history-shared-first = { $who } ont partagé la première place
history-result-summary = { $result } : { $summary }
history-rating = classement { $rating } ({ $change })
history-not-rated = non classée
history-damaged-id = `#{ $id }` · les données enregistrées de cette partie sont abîmées
history-damaged = une partie dont les données enregistrées sont abîmées

## /revoir : une partie terminée, pas à pas.
replay-title = **Partie nº { $id } · { $game }**{ $variant }
replay-finished = { $title }, terminée le { $date } { $moves ->
    [0] avant le moindre coup
    [one] après 1 coup
   *[other] après { $moves } coups
}.
replay-ended = { $title }, interrompue le { $date } { $moves ->
    [0] avant le moindre coup
    [one] après 1 coup
   *[other] après { $moves } coups
}.
replay-seats = Places :
replay-no-result = Elle a été { $status ->
    [aborted] interrompue
    [cancelled] annulée
    [declined] refusée
   *[other] close ({ $status })
} sans résultat : elle n'a donc compté pour personne.
replay-seed = Graine, pour vérifier chaque mélange : `{ $seed }`
replay-step-through = Parcours-la avec les boutons, ou avec `/revoir numéro:{ $id } étape:<0 à { $moves }>`.
replay-start = { $title }, le début : avant le coup 1 sur { $moves }.
replay-start-empty = { $title }, le début : aucun coup n'a été joué.
replay-step = { $title }, coup { $step } sur { $moves } ({ $move }) : { $did }.
replay-played = { $who } a joué
replay-animation = La partie nº { $id } du début à la fin.
replay-watch = Ou regarde tous les coups dans l'animation ci-dessous.
replay-moves = Coups de la partie nº { $id } :
replay-button-start = ⏮ Début
replay-button-previous = ◀ Précédent
replay-button-next = Suivant ▶
replay-button-end = Fin ⏭

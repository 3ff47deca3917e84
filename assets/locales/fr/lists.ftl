# Lists and tables: open games, waiting games, leaderboards, ratings,
# puzzles' own replies (finder.rs, waiting.rs, ratings.rs, puzzles.rs).

## Problèmes d'Adding Donimoes (src/service/puzzles.rs), à qui joue.

puzzle-how-to = Joue avec `/coup action:` dans la notation de la règle : pour ajouter, les nombres, H ou V, puis la colonne et la ligne de la case de gauche ou du haut (`15H24`) ; pour glisser, les nombres et L, R, U ou D (`15R`) ; une ligne peut tenir plusieurs coups (`15H24, 15R`). `/indice` te donne le coup suivant d'une solution optimale, `/annuler` reprend un coup, `/recommencer` repart du début.
puzzle-title-queue = Ta file
puzzle-title-problem = Problème { $number } ({ $source })
puzzle-title-daily = Problème du jour, { $date }
# D'où vient un problème, entre les parenthèses de son titre.
puzzle-source-rule-text = le problème 1 de la règle
puzzle-source-easy = généré, facile
puzzle-source-medium = généré, moyen
puzzle-source-hard = généré, difficile
puzzle-goal-all-added = tous ajoutés
puzzle-goal-rectangle = rectangle
puzzle-moves =
    { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
puzzle-on-today-already = Tu es déjà sur le problème du jour : le voici là où tu l'as laissé.
puzzle-back-to-today = Retour au problème du jour, là où tu l'as laissé.
puzzle-shortest-takes = La solution la plus courte compte { $moves }.
puzzle-shortest-unknown = Je n'ai pas pu trouver assez vite la solution la plus courte : /indice risque donc de ne pas t'aider ici.
puzzle-started = **{ $title }** : { $queue }. Objectif : { $goal }. { $shortest }
puzzle-played = Joué : { $moves }.
puzzle-played-in-order = Joué, dans l'ordre : { $moves }.
puzzle-refused-after =
    { $applied ->
        [one] `{ $typed }` a été refusé après { $applied } coup joué : { $why }. Rien de ce qui suivait n'a été joué.
       *[other] `{ $typed }` a été refusé après { $applied } coups joués : { $why }. Rien de ce qui suivait n'a été joué.
    }
puzzle-solved-before =
    { $count ->
        [one] Le problème était résolu avant le dernier coup, qui n'a pas été joué.
       *[other] Le problème était résolu avant les { $count } derniers coups, qui n'ont pas été joués.
    }
puzzle-solved-shortest = **Résolu** en { $moves } : solution optimale !
puzzle-solved-longer = **Résolu** en { $moves } (la solution la plus courte en compte { $shortest }).
puzzle-solved = **Résolu** en { $moves }.
puzzle-hints-used = Indices utilisés : { $hints }.
puzzle-day-list = **Problème du jour { $date }** ({ $goal }), par nombre de coups :
puzzle-day-hints =
    { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    }
puzzle-day-taken-back = { $count } repris
puzzle-day-more = { $count ->
        [one] … et { $count } autre.
       *[other] … et { $count } autres.
    }
puzzle-day-done = Tu as résolu le problème du jour ({ $goal }) en { $moves } ; c'est ta première solution qui compte.
puzzle-day-next = Un nouveau problème arrive demain (UTC). En attendant, essaie `/problème numéro:1`, l'autre objectif ou ta propre `file:`.
puzzle-dead-end-undo = Il n'y a pas de solution d'ici. Reprends { $moves } (/annuler) pour revenir à une position qui en a une, ou /recommencer.
puzzle-dead-end = Il n'y a pas de solution d'ici, ni d'aucune de tes positions précédentes. Utilise /recommencer.
puzzle-next-move = Coup suivant d'une solution optimale : `{ $notation }` (encore { $moves } à partir d'ici). Indices utilisés : { $hints }.
puzzle-took-back = Coup repris : { $move }.
puzzle-reset = Retour à la position de départ.
puzzle-stats-solved =
    { $count ->
        [one] 🧩 Adding Donimoes : { $count } problème résolu
       *[other] 🧩 Adding Donimoes : { $count } problèmes résolus
    }
puzzle-stats-fewest = , { $best } sur { $graded } avec le moins de coups possible ({ $moves } contre { $shortest } pour les solutions les plus courtes)
puzzle-stats-hints =
    { $count ->
        [one] , { $count } indice utilisé.
       *[other] , { $count } indices utilisés.
    }
puzzle-stats-days = 📅 Problèmes du jour résolus : { $days } ; meilleure place : { $place } sur { $of } ({ $date }).
puzzle-day-line = { $place }. { $who } : { $moves }{ $extra }

place-ordinal =
    { $n ->
        [1] 1er
       *[other] { $n }e
    }

## /classement et /statistiques (src/service/ratings.rs), dans la langue du salon.

rating-period-all = depuis toujours
rating-period-month = les 30 derniers jours
rating-period-week = les 7 derniers jours
rating-pool-duel = 2 joueurs
rating-pool-multi = 3-4 joueurs ou équipes
rating-system-duel = Glicko-2
rating-system-multi = Weng-Lin, comme OpenSkill
rating-games =
    { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
rating-players =
    { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
# V, D, N : victoires, défaites, nuls.
rating-record = { $games } · { $wins } V · { $losses } D · { $draws } N
rating-note = Les classements sont prudents : c'est le niveau estimé moins son incertitude (±), ils montent donc à mesure que les résultats se confirment. Les nuls, les places partagées et les équipes comptent ; les parties interrompues et celles contre l'ordinateur, non.
rating-leaders-note = ± est l'incertitude du classement.
rating-alone = { $game } se joue seul, il n'a donc pas de classement.
rating-start-with = Les classements commencent avec la première partie entre personnes (deux ou plus, sans ordinateur) qui se termine ; lance-en une avec /jouer.
rating-none-game = Pas encore de partie classée { DE($game) } ici.
rating-none-game-in = Pas encore de partie classée { DE($game) } ici sur { $period }.
rating-board-title = Classement { DE($game) }
rating-fit = L'image montre les { $shown } premiers de chaque liste ; le message donne les { $top } premiers.
rating-leaders-title = Meilleurs joueurs { $where }
rating-leader-aside = le classement du premier
rating-you-at =  ; toi : { $place } sur { $of }
rating-leader-line = **{ $pool }** : { $name } { $rating } ±{ $uncertainty } ({ $players }, { $games }{ $you })
rating-led-by = mené par { $name }
rating-nobody = Personne n'a encore de classement ici. Les classements commencent avec la première partie entre personnes (deux ou plus, sans ordinateur) qui se termine : lance-en une avec /jouer, puis regarde /classement jeu:<jeu>.
rating-nobody-in = Personne n'a encore de classement ici sur { $period }. Les classements commencent avec la première partie entre personnes (deux ou plus, sans ordinateur) qui se termine : lance-en une avec /jouer, puis regarde /classement jeu:<jeu>.
rating-see-one = Le tableau d'un jeu : `/classement jeu:<jeu>`.
rating-leaders-subtitle = { $period } · le meilleur classement prudent de chaque jeu
rating-you = **{ $name }** (toi)
rating-this-period = ({ $change } sur la période)
stats-none = { $who } n'a encore aucune partie classée { $where }.
stats-heading = **Statistiques { DE($who) }** { $where }
stats-chart-title = { $name } · classement au fil du temps
stats-chart-one = classement prudent après chaque partie ; en grisé : là où se situe sans doute le vrai niveau
stats-chart-many = classement prudent après chaque partie
stats-most-played = Adversaires les plus fréquents (victoires-défaites-nuls) : { $list }
stats-pool-line = __{ $pool }__ : **{ $rating }** ±{ $uncertainty } ({ $place } sur { $of }) · { $games } : { $wins } V, { $losses } D, { $draws } N · { $streak }
stats-best-win = plus belle victoire : contre { $name } (alors à { $rating }), partie nº { $game }
stats-best-result = meilleur résultat : devant { $name } (alors à { $rating }), partie nº { $game }
stats-streak-win = série : { $count } victoires d'affilée
stats-streak-loss = série : { $count } défaites d'affilée
stats-streak-draw = série : { $count } nuls d'affilée
stats-last-win = dernière partie : gagnée
stats-last-loss = dernière partie : perdue
stats-last-draw = dernière partie : nulle
stats-against-none = Contre { $who } : pas encore de partie classée ensemble.
stats-against = Contre { $who } (victoires-défaites-nuls) : { $list }
stats-against-game = { $game } { $wins }-{ $losses }-{ $draws } en { $games } (dernière : nº { $last })
stats-against-game-none = { $game } : aucune

## /réglages et /rappels (src/service/waiting.rs), à qui demande.

settings-text =
    Rappels : { $reminders }.
    Délai par coup : { $deadline }.
    Les nouvelles parties ouvrent un fil : { $threads }.
settings-reminders-off = désactivés
settings-reminders = après { $silence } de silence, au plus { $count } par attente
settings-deadline-none = aucun
settings-deadline = { $move } par coup, puis { $grace } de grâce avant que la partie soit tranchée
settings-yes = oui
settings-no = non
settings-language = Langue des nouvelles parties : { $language }.
settings-language-server = celle du serveur (réglée dans Discord)
language-en-US = anglais
language-es-ES = espagnol
language-fr = français
settings-of-server =
    Réglages de ce serveur :
    { $settings }
settings-saved =
    Enregistré. Réglages de ce serveur :
    { $settings }
    Ils s'appliquent aussi aux parties en cours.
settings-saved-language =
    Enregistré. Réglages de ce serveur :
    { $settings }
    Ils s'appliquent aussi aux parties en cours, sauf la langue, que parleront les parties lancées à partir de maintenant.
notify-channel = Les rappels te mentionneront dans le salon de la partie.
notify-direct = Les rappels t'arriveront en messages privés.
notify-off = Plus de rappels pour toi. Je te mentionnerai toujours quand ce sera ton tour de jouer.

## L'unique entrée de la liste de /coup quand rien ne correspond (src/service/finder.rs).

find-not-held = Tu n'as pas le { $tile } : /main montre tes dominos
find-tile-unused = Aucun de tes coups n'utilise le { $tile } pour l'instant : essaie un autre domino
find-nothing = Aucun de tes coups ne correspond à « { $typed } » : essaie un domino (56) ou une case (3,2)

## /parties (src/service/show.rs), à qui demande.

games-none-all = Aucune partie en cours { $where }.
games-none-mine = Tu n'as aucune partie en cours ici. Lance-en une avec /jouer.
games-title-all = Parties { $where }
games-title-mine = Tes parties { $where }
games-count-one-waiting = 1, qui t'attend
games-count-all-waiting = { $games }, qui t'attendent toutes
games-count-some-waiting = { $games } ; { $waiting ->
        [one] { $waiting } t'attend, en tête de liste
       *[other] { $waiting } t'attendent, en tête de liste
    }
games-page = , page { $page } sur { $pages }
games-heading = { $title } ({ $counts }){ $page } :
games-damaged = - partie { $id } : ses données enregistrées sont abîmées, je ne peux donc pas l'afficher
games-damaged-unknown = - une partie dont les données enregistrées sont abîmées
games-line-mine = - <#{ $channel }> : { $game } (partie { $id }), avec { $people } : { $state }
games-line-all = - <#{ $channel }> : { $game } (partie { $id }), joueurs { $people } : { $state }
games-state-challenge = en attente de joueurs
games-state-paused = en pause
games-state-running = en cours
games-your-turn = **à toi de jouer**
games-turn-of = au tour { DE($who) }
games-time-left = { $whose }, encore { $left }
games-out-of-time = { $whose }, temps écoulé (/réclamer)
list-previous = ◀ Précédent
list-next = Suivant ▶

## Confirmations (src/service/ending.rs), à qui l'a demandé.

resign-confirm = Abandonner vraiment cette partie { DE($game) } ? Tu termineras à la dernière place. Appuie sur le bouton pour confirmer, ou ignore ce message.
resign-button = Abandonner
takeback-accept-noted = C'est noté : tu acceptes. Le coup sera repris quand tous les autres joueurs auront accepté.
challenge-closed = Ce défi n'est plus ouvert.

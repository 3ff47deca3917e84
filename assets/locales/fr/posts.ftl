# A game's public posts, in the game's language (src/service/language.rs):
# the frame the service writes around the games' own lines (which stay
# English for now). Arguments: $who, $user, $challenger (mentions or a
# computer seat's name), $game (a game's name), $variant (" (match)" or
# nothing), $count (how many are named, for the verb).

# Under a move (src/service/moves.rs, after_action): who acts next.
post-to-move = Au tour { DE($who) }.
post-to-move-again = { $who } rejoue.
post-your-turn = { $who }, à toi de jouer.
post-your-move-any-order = { $who }, à vous de jouer, dans l'ordre que vous voulez.
post-to-play = C'est à { $who } de jouer.

# The button under a turn's picture that opens the move picker.
button-move = Jouer…

# A game's first post (src/service/challenge.rs, start).
post-begins = La partie { $game ->
        [Euronimoes] d'**Euronimoes**
       *[other] de **{ $game }**
    }{ $variant } commence !
post-seats-in-order = Places (on joue dans cet ordre) :
post-seats = Places :
post-plays-first =
    { $count ->
        [one] { $who } joue en premier
       *[other] { $who } jouent en premier
    }
post-plays-next =
    { $count ->
        [one] { $who } joue ensuite
       *[other] { $who } jouent ensuite
    }
post-how-buttons = choisis avec les boutons ci-dessous ou avec /coup
post-how-hand = regarde tes dominos (personne d'autre ne les voit) avec /main, puis joue avec /coup
post-how-move = joue avec /coup (commence à taper pour voir les coups possibles)
post-first-turn = { $who } : { $how }.
post-shuffle-commitment = Empreinte du mélange (la graine sera révélée à la fin) : `{ $commitment }`

# A game's end (src/service/game.rs, result_text): the summary, then
# each seat's place, then the seed that checks every shuffle.
post-game-over = **Partie terminée.** { $summary }.
post-draw = Égalité : { $players }
post-place = { $rank ->
        [1] 1er
       *[other] { $rank }e
    } { $player }
post-seed = Graine, pour vérifier chaque mélange : `{ $seed }`

# A reminder in the game's channel (src/service/waiting.rs).
post-reminder = { $user }, petit rappel : c'est à toi de jouer dans **{ $game }** (partie { $id }), dans <#{ $channel }> ; la table t'attend depuis { $waited }.{ $left } Choisis avec /rappels comment (ou si) je te préviens.
post-reminder-left = { " " }Il te reste { $left } pour jouer.
post-reminder-late = { " " }Ton temps pour jouer est écoulé : les autres peuvent réclamer la victoire avec /réclamer et, sans coup de ta part, la partie sera décidée dans { $decided }.
post-time-run-out = Le temps { DE($late) } pour jouer dans cette partie { DE($game) } est écoulé. { $others } : { $count ->
        [one] tu peux
       *[other] vous pouvez
    } dès maintenant réclamer la victoire avec /réclamer. Si personne ne le fait et qu'aucun coup n'est joué, la partie sera décidée dans { $decided }.

# A turn's direct message to a player who chose `/notify mode:dm`
# (src/service/owed.rs), with the board and the Move… button.
post-turn-dm = C'est à toi de jouer dans **{ $game }** (partie { $id }), dans <#{ $channel }> : joue ici avec le bouton, ou dans le salon de la partie.

# Ending a game early (src/service/ending.rs).
post-resigned = { $user } a abandonné.
post-aborted-early = La partie { DE($game) } a été interrompue avant le deuxième coup ; elle ne compte pour personne. Le salon est libre pour un nouveau /jouer.
post-aborted-agreed = La partie { DE($game) } a été interrompue d'un commun accord ; elle ne compte pour personne. Le salon est libre pour un nouveau /jouer.
post-abort-asked = { $user } veut interrompre cette partie. Elle se termine sans résultat si tout le monde est d'accord : { $waiting }, { $count ->
        [one] appuie sur « D'accord pour interrompre » (ou utilise /interrompre)
       *[other] appuyez sur « D'accord pour interrompre » (ou utilisez /interrompre)
    }. Un coup annule la demande.
button-agree-to-abort = D'accord pour interrompre

# Pausing and resuming (src/service/waiting.rs).
post-paused = La partie { DE($game) } est en pause d'un commun accord : ni rappels ni délai jusqu'à ce que quelqu'un utilise /reprendre.
post-pause-asked = { $user } demande une pause dans cette partie (ni rappels ni délai). La pause commence quand tout le monde est d'accord : { $waiting }, { $count ->
        [one] appuie sur « D'accord pour la pause » (ou utilise /pause)
       *[other] appuyez sur « D'accord pour la pause » (ou utilisez /pause)
    }. Un coup annule la demande.
button-agree-to-pause = D'accord pour la pause
post-resumed = { $user } a repris la partie. C'est à { $who } de jouer.

# Takebacks (src/service/takeback.rs). $action: what is taken back, as
# everyone may see it; $several: "yes" when more than one action is;
# $agreed: "yes" when other people agreed to it.
post-takeback-asked = { $user } demande à reprendre { $action }. { $others } : { $count ->
        [one] accepte ou refuse
       *[other] acceptez ou refusez
    }. Un coup annule la demande.
button-accept-takeback = Accepter la reprise
button-decline = Refuser
post-takeback-declined = { $user } a refusé la reprise de { $action } ; la partie continue telle quelle.
post-taken-back = { $several ->
        [yes] Coups repris
       *[no] Coup repris
    }{ $agreed ->
        [yes] { " " }d'un commun accord
       *[no] { "" }
    } : { $action }. C'est à { $who } de jouer.

# A challenge (src/service/challenge.rs): who is asked, each seat's state.
post-challenge = { $challenger } te défie à une partie { $game ->
        [Euronimoes] d'**Euronimoes**
       *[other] de **{ $game }**
    }{ $variant } !
post-seat-computer = prêt (c'est le bot qui joue à cette place)
post-seat-open = appuie sur « Rejoindre » pour la prendre
post-seat-ready = prêt
post-seat-waiting = doit encore appuyer sur « Accepter »
post-starts-when = La partie commence quand toutes les places sont prises et acceptées.
post-everyone-ready = Tout le monde est prêt : la partie a commencé.
post-declined = { $user } a refusé le défi { DE($challenger) } (une partie { DE($game) }).
post-cancelled = { $user } a annulé le défi (une partie { DE($game) }).
button-accept = Accepter
button-join = Rejoindre
button-cancel = Annuler

# Said when a game starts where the bot can only answer (a group DM, a
# server that did not add it): what reaches the players, and what not.
post-answers-only = -# Ici, je peux seulement répondre à vos commandes et à vos boutons, jamais publier de moi-même : chaque coup montre le plateau et mentionne qui joue ensuite, et le bouton **Jouer…** sous le dernier plateau permet de jouer. Les rappels arrivent en message privé, là où Discord me laisse vous écrire (`/rappels mode:aucun rappel` les arrête) ; une fois le temps d'un coup écoulé, les autres peuvent `/réclamer` la partie.

# `/board`, and a move's post owed after a restart (src/service/show.rs,
# board_reply): the game, then who is to play and the time left.
post-board = **{ $game }** (partie { $id }).
post-board-to-play = C'est à { $who } de jouer{ $left }.
post-board-time-left = { " " }(il reste { $left })
post-board-out-of-time = { " " }(temps écoulé : les autres peuvent /réclamer)
post-board-paused = { " " }(en pause)
post-board-areas = La zone d'un joueur en grand : `/plateau vue:joueur 2` montre la zone nº 2 de l'image, et ainsi de suite.

# A turn's message Discord would not let the bot edit (src/discord/turns.rs).
post-moved-on = Ce tour s'est poursuivi dans un message plus récent, plus bas.
post-stale-note = -# Je n'ai pas pu mettre à jour le message précédent de ce tour, plus haut, qui le montre donc tel qu'il était : le tour continue ici.

# Pourquoi une commande a été refusée (voir en-US/refusals.ftl : mêmes
# clés, mêmes arguments). Les commandes, leurs options et la notation des
# coups restent telles qu'on les tape : /play, `variant`. Les boutons sont
# nommés comme posts.ftl les étiquette (« Annuler », « Refuser »,
# « Rejoindre »). On tutoie le lecteur, comme dans posts.ftl et rules.ftl.

## La partie de ce salon, et y prendre part.

refusal-game-no-game = Il n'y a aucune partie dans ce salon. Lances-en une avec /jouer.
refusal-game-not-started = La partie de ce salon n'a pas encore commencé : toutes les places doivent d'abord être acceptées ou prises.
refusal-game-not-playing = Tu ne joues pas dans cette partie { DE($game) }. Lance la tienne avec /jouer dans un autre salon ou dans un fil.
refusal-game-not-running = Cette partie n'est plus en cours.
refusal-game-conflict = Quelqu'un a agi sur cette partie au même moment : ta commande n'a donc pas été appliquée. Regarde /plateau et réessaie.
refusal-game-channel-busy = Ce salon a déjà une partie. Termine-la ou annule-la d'abord, ou ouvre un fil et joues-y (`/jouer ... fil:true` en ouvre un).
refusal-game-no-game-to-abort = Il n'y a aucune partie à interrompre dans ce salon.
refusal-game-abort-before-start = Cette partie n'a pas commencé. Celui qui a lancé le défi peut appuyer sur « { $cancel } » ; les joueurs nommés peuvent appuyer sur « { $decline } ».
refusal-game-abort-asked = Tu as déjà demandé à interrompre la partie ; on attend l'accord des autres. Un coup annule la demande.

## /move et les boutons de coups. $reason est la raison donnée par le jeu, en anglais.

refusal-move-more-entry = Cette entrée indique seulement qu'il y a plus de coups que la liste n'en affiche : { narrow-moves }.
refusal-move-note-entry = Cette entrée n'est qu'une note : tape un coup ou choisis-en un dans la liste.
refusal-move-paused = Cette partie est en pause d'un commun accord. N'importe quel joueur peut la reprendre avec /reprendre, puis jouer.
refusal-move-not-your-turn = C'est au tour { DE($whose) }, pas au tien. Je te préviendrai quand ce sera ton tour.
refusal-move-unreadable = Je n'ai pas pu lire `{ $action }` : { $reason }
refusal-move-unreadable-help = Je n'ai pas pu lire `{ $action }` : { $reason } `/aide jeu:{ $game }` explique comment s'écrivent les coups.
refusal-move-not-allowed = `{ $action }` n'est pas autorisé : { $reason }.
refusal-move-engine = Le jeu ne le permet pas : { $reason }
refusal-move-earlier-position = Ce bouton appartient à une position précédente. Utilise les boutons de l'image la plus récente, ou /coup.

## /play et les boutons d'un défi.

refusal-challenge-unknown-game = Je ne connais pas le jeu `{ $game }`. Choisis parmi : { $games }.
refusal-challenge-puzzle-for-one = { $game } est un problème qui se joue seul : lance-le avec /problème (p. ex. `/problème numéro:1` ou `/problème quotidien:true`).
refusal-challenge-not-playable = { $game } n'est pas encore jouable. Jeux disponibles dès maintenant : { $games }.
refusal-challenge-no-variants = { $game } n'a pas de variantes ; laisse `variante` vide.
refusal-challenge-unknown-variant = { $game } n'a pas de variante `{ $variant }`. Variantes : { $variants }.
refusal-challenge-yourself = Tu ne peux pas te défier toi-même. Ne nomme aucun adversaire pour ouvrir une place que n'importe qui peut prendre.
refusal-challenge-named-twice = { $user } est nommé deux fois.
refusal-challenge-seat-count = { $game } demande { $players }, mais ce défi en compte { $seats }.
refusal-challenge-only-named-accept = Seuls les joueurs nommés dans ce défi peuvent l'accepter. S'il reste une place libre, appuie sur « { $join } ».
refusal-challenge-already-accepted = Tu as déjà accepté ; on attend les autres.
refusal-challenge-already-seated = Tu as déjà une place dans cette partie.
refusal-challenge-no-open-seat = Ce défi n'a plus de place libre.
refusal-challenge-not-a-challenge = Ce bouton n'appartient à aucun défi.
refusal-challenge-only-named-decline = Seuls les joueurs nommés dans ce défi peuvent le refuser. Celui qui l'a lancé peut appuyer sur « { $cancel } ».
refusal-challenge-only-challenger-cancels = Seul celui qui a lancé ce défi peut l'annuler. Si ton nom y figure, tu peux appuyer sur « { $decline } ».
refusal-challenge-other-bot = Les autres bots ne peuvent pas prendre de place : défie des personnes, nomme-moi pour jouer contre l'ordinateur, ou ne nomme aucun adversaire pour ouvrir une place libre.
refusal-challenge-level-without-computer = `niveau:` règle ma force de jeu, mais tu ne m'as pas nommé comme adversaire. Pour jouer contre l'ordinateur, ajoute-moi comme adversaire ; pour ne jouer qu'entre personnes, enlève `niveau:`. Rien n'a été lancé.

## Pendules, pauses, rappels et réglages du serveur.

refusal-wait-claim-paused = Cette partie est en pause d'un commun accord : aucune pendule ne tourne. Reprends-la d'abord avec /reprendre.
refusal-wait-computer-to-move = C'est à { $name } de jouer, et il le fera sous peu : les places tenues par le bot ne manquent jamais de temps.
refusal-wait-own-move = C'est ton propre coup qui est attendu : joue-le plutôt avec /coup.
refusal-wait-no-deadline = Ce serveur ne fixe aucun délai pour jouer, il n'y a donc rien à réclamer. Les modérateurs peuvent en fixer un avec /réglages.
refusal-wait-time-left =
    { $who } { $count ->
        [one] a encore
       *[other] ont encore
    } { $left } pour jouer. Tu pourras utiliser /réclamer une fois ce temps écoulé.
refusal-wait-already-paused = Cette partie est déjà en pause. N'importe quel joueur peut la reprendre avec /reprendre.
refusal-wait-pause-asked = Tu as déjà demandé une pause ; on attend l'accord des autres. Un coup annule la demande.
refusal-wait-not-paused = Cette partie n'est pas en pause. Pour la mettre en pause, utilise /pause (tout le monde doit être d'accord).
refusal-wait-notify-mode = Choisis `channel` (une mention dans le salon de la partie), `dm` (un message privé) ou `off`.
refusal-wait-settings-for-managers = Seuls les membres qui peuvent gérer ce serveur peuvent modifier ses réglages.
refusal-wait-settings-need-server =
    Les réglages appartiennent à un serveur, et /réglages ne peut les modifier que là. Les parties en messages privés et en discussions de groupe utilisent les valeurs par défaut :
    { $defaults }
refusal-wait-too-large = `{ $setting }` ne peut pas dépasser { $max }.

## /takeback et les réponses. $action est l'action telle que le jeu la décrit (en anglais).

refusal-takeback-paused = Cette partie est en pause. Reprends-la d'abord avec /reprendre.
refusal-takeback-nothing-played = Rien n'a encore été joué, il n'y a donc rien à reprendre.
refusal-takeback-not-yours = Seule la dernière action peut être reprise, et c'était celle { DE($whose) } ({ $action }), pas la tienne.
refusal-takeback-not-yours-computers = Seule la dernière action peut être reprise, et c'était celle { DE($whose) } (avec les réponses de l'ordinateur), pas la tienne.
refusal-takeback-revealed = « { $action } » ne peut pas être repris : ce coup a révélé quelque chose (un domino pioché, des dés lancés, une pièce retournée), et le reprendre te permettrait de réessayer en le sachant.
refusal-takeback-revealed-reply = Ton dernier coup et la réponse de l'ordinateur ne peuvent pas être repris : à eux deux, ils ont révélé quelque chose (un domino pioché, des dés lancés, une pièce retournée), et les reprendre te permettrait de réessayer en le sachant.
refusal-takeback-revealed-replies = Ton dernier coup et les { $count } coups de l'ordinateur qui l'ont suivi ne peuvent pas être repris : ensemble, ils ont révélé quelque chose (un domino pioché, des dés lancés, une pièce retournée), et les reprendre te permettrait de réessayer en le sachant.
refusal-takeback-already-asked = Tu as déjà demandé ; on attend la réponse des autres.
refusal-takeback-no-request = Il n'y a plus de demande de reprise en cours (un coup l'annule).
refusal-takeback-own-request = C'est ta propre demande : ce sont les autres joueurs qui y répondent.
refusal-takeback-out-of-date = Cette demande n'est plus d'actualité : la partie a continué.

## Problèmes d'Adding Donimoes.

refusal-puzzle-unknown-goal = L'objectif `{ $goal }` n'existe pas : utilise `all-added` (ajouter tous les dominos, par défaut) ou `rectangle` (et finir en un seul rectangle plein).
refusal-puzzle-bad-queue = Je ne peux pas utiliser cette file : { $reason }.
refusal-puzzle-no-solution = La file `{ $queue }` n'a pas de solution pour l'objectif « { $goal } » : j'ai essayé toutes les positions atteignables ({ $explored }). Change l'ordre ou remplace un domino, ou essaie l'autre objectif.
refusal-puzzle-no-such-problem = Le problème { $number } n'existe pas : les problèmes sont numérotés de 1 à { $count }. Essaie `quotidien:true` pour un nouveau problème chaque jour, ou tape ta propre file avec `file:`.
refusal-puzzle-problem-unsolvable = Le problème { $number } n'a pas de solution pour l'objectif « { $goal } » ; essaie `objectif:all-added`.
refusal-puzzle-one-at-a-time = Demande un seul problème à la fois : un `numéro:`, une `file:` ou `quotidien:true`.
refusal-puzzle-no-puzzle = Tu n'as aucun problème ici. Lances-en un avec /problème (p. ex. `/problème numéro:1`, ou `quotidien:true`).
refusal-puzzle-conflict = Ton problème a changé au même moment (une autre de tes commandes), celle-ci n'a donc pas été appliquée. Regarde-le à nouveau avec /problème ou réessaie.
refusal-puzzle-solved-already = Ton problème est déjà résolu. Lances-en un autre avec /problème, ou /recommencer pour le rejouer.
refusal-puzzle-more-entry = Cette entrée indique seulement qu'il y a plus de coups que la liste n'en affiche : { narrow-puzzle } pour la réduire.
refusal-puzzle-not-allowed = `{ $action }` n'est pas autorisé : { $why }.
refusal-puzzle-hint-solved = Ton problème est résolu : pas besoin d'indice. Lances-en un autre avec /problème.
refusal-puzzle-hint-too-hard = Cette position est trop grande pour que je la résolve rapidement, je n'ai donc pas d'indice. /annuler ou /recommencer peuvent aider.
refusal-puzzle-nothing-to-undo = Rien à annuler pour toi ici : /annuler reprend ton dernier coup dans la partie de ce salon si tu y joues, ou ton dernier coup de problème (lance un problème avec /problème).
refusal-puzzle-undo-solved = Ton problème est résolu, et cela reste acquis. Lances-en un autre avec /problème, ou /recommencer pour le rejouer.
refusal-puzzle-undo-at-start = Rien à annuler : le problème est à sa position de départ.
refusal-puzzle-daily-solved = Tu as résolu le problème du jour, et c'est ta première solution qui compte. En attendant, essaie `/problème numéro:1` ou ta propre `file:`.

## Plateaux, listes, règles, historique et classements.

refusal-show-shared-board = Dans { $game }, les joueurs partagent un seul plateau : regarde-le avec /plateau vue:jeu ou /plateau vue:entier.
refusal-show-no-such-player = Cette partie compte { $players } joueurs : choisis entre joueur 1 et joueur { $players } (dans l'ordre du tour).
refusal-show-every-game-for-moderators = Seuls les modérateurs (les membres qui peuvent gérer le serveur) peuvent lister toutes les parties.
refusal-show-others-list = Cette liste de parties a été faite pour quelqu'un d'autre : demande la tienne avec /parties.
refusal-show-page-gone = Cette page n'existe plus : la liste des parties a changé depuis son affichage. Redemande /parties.
refusal-show-unknown-rules-game = Je ne connais pas le jeu `{ $game }`. Essaie /règles sans jeu pour voir la liste.
refusal-show-unknown-game = Je ne connais pas le jeu `{ $game }`. Essaie /règles pour voir la liste.
refusal-show-no-such-game = Il n'y a pas de partie nº { $id } { $place }. /historique liste les parties terminées avec leurs numéros.
refusal-show-not-over = La partie nº { $id } n'est pas encore terminée. On ne peut revoir une partie qu'une fois finie, pour que ce qu'elle cache (sa graine, et tout domino ou toute pièce face cachée) reste secret jusque-là.
refusal-show-never-started = 
    La partie nº { $id } n'a jamais commencé ({ $status ->
        [challenge] elle en est restée au défi
        [active] elle est en cours
        [finished] elle est terminée
        [aborted] elle a été interrompue
        [cancelled] elle a été annulée
        [declined] elle a été refusée
       *[other] { $status }
    }), il n'y a donc rien à revoir.
refusal-show-no-such-step = 
    La partie nº { $id } compte { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : choisis une étape de 0 (le début) à { $moves } (la fin).
refusal-show-period = Choisis une période : `all` (par défaut), `month` (les 30 derniers jours) ou `week` (les 7 derniers jours).
refusal-show-same-vs = Choisis quelqu'un d'autre pour `contre` : un face-à-face se joue à deux.

## Boutons et menus qui ne s'appliquent plus (ou jamais).

refusal-button-not-mine = Ce bouton ne vient pas de moi.
refusal-button-choose-one = Choisis une seule entrée du menu.
refusal-button-menu-not-mine = Ce menu ne vient pas de moi.
refusal-button-game-over-or-elsewhere = Ce bouton appartient à une partie terminée ou à une partie d'un autre salon.
refusal-button-game-gone = Cette partie n'existe plus.
refusal-button-other-channel = Ce bouton appartient à une partie d'un autre salon.

# Quand le bot ne peut pas servir une commande pour des raisons qui lui sont propres.
trouble-busy = La base de données est occupée pour l'instant, ta commande n'a donc pas été appliquée et rien n'a changé. Réessaie dans un moment.
trouble-full = Le stockage du bot est plein, ta commande n'a donc pas pu être enregistrée et rien n'a changé. Préviens les admins du serveur ; tout remarchera quand ils auront fait de la place.
trouble-read-only = La base de données du bot n'accepte aucun changement pour l'instant (elle est en lecture seule) : rien n'a donc changé. Préviens les admins du serveur.
trouble-damaged = La base de données du bot est abîmée, ta commande n'a donc pas été appliquée et rien n'a changé. Préviens les admins du serveur (les détails sont dans le journal du bot).
trouble-unreachable = Je n'arrive pas à joindre ma base de données pour l'instant, ta commande n'a donc pas été appliquée et rien n'a changé. Réessaie dans quelques minutes ; si ça continue, préviens les admins du serveur.
trouble-game-damaged = Les données enregistrées de cette partie sont abîmées, je ne peux donc rien en faire, et rien n'a changé. Préviens les admins du serveur (les détails sont dans le journal du bot).
trouble-internal = Quelque chose s'est mal passé de mon côté et rien n'a changé. Réessaie ; si ça continue, préviens les admins du serveur.
trouble-answer-failed = Quelque chose s'est mal passé de mon côté en te répondant. `/plateau` montre la partie telle qu'elle est ; si ta commande n'est pas passée, réessaie.

# Les réponses propres à la partie Discord (src/discord/), à qui a agi.
front-restarting = Je redémarre et je n'ai rien fait. Réessaie dans une minute.
front-private-only = Ce serveur ne laisse les applications qu'il n'a pas ajoutées répondre qu'en privé, je ne peux donc pas mener de partie dans ce salon. Demande à un modérateur d'activer **Utiliser des applications externes** ici, ou de m'ajouter au serveur ; ou joue dans un message privé ou un groupe. Rien n'a changé.
front-no-thread-here = Ici, je ne peux que répondre aux commandes, je ne peux donc pas ouvrir de fil : enlève `fil` pour jouer dans cette discussion. Rien n'a changé.
front-done = C'est fait.
front-done-updated = C'est fait : le message de la partie, plus haut, est à jour.
front-game-lives-in = La partie se joue dans <#{ $thread }>.
front-shown-there = C'est fait : ton coup est dans la partie, <#{ $channel }>.
front-thread-left = Je n'ai pas pu retirer le fil ouvert pour ce défi, <#{ $thread }> : il reste vide. Toute personne qui peut gérer les fils ici peut le supprimer.
front-missing-to-start =
    { $count ->
        [one] Je ne peux pas mener de partie dans ce salon : il me manque { $list } ici. Demande à quelqu'un qui peut gérer ce salon de me donner cette permission (paramètres du salon → Permissions). Rien n'a changé.
       *[other] Je ne peux pas mener de partie dans ce salon : il me manque { $list } ici. Demande à quelqu'un qui peut gérer ce salon de me donner ces permissions (paramètres du salon → Permissions). Rien n'a changé.
    }
front-missing-to-go-on =
    { $count ->
        [one] Je ne peux plus publier les coups de cette partie dans ce salon, elle est donc bloquée jusqu'à ce que ce soit réglé : il me manque { $list } ici. Demande à quelqu'un qui peut gérer ce salon de me donner cette permission (paramètres du salon → Permissions). Rien n'a changé.
       *[other] Je ne peux plus publier les coups de cette partie dans ce salon, elle est donc bloquée jusqu'à ce que ce soit réglé : il me manque { $list } ici. Demande à quelqu'un qui peut gérer ce salon de me donner ces permissions (paramètres du salon → Permissions). Rien n'a changé.
    }
front-upload-shortened =
    { $frames ->
        [one] (Réduite à { $frames } image pour tenir dans les { $limit } que Discord me laisse envoyer ici.)
       *[other] (Réduite à { $frames } images pour tenir dans les { $limit } que Discord me laisse envoyer ici.)
    }
front-upload-left-out = (L'image fait { $size } et Discord ne me laisse envoyer que { $limit } ici, elle est donc laissée de côté.)
front-picture-described = Le plateau, avec ton choix marqué

# The local front end's own help and errors (src/local/). The line syntax
# is the tool's and stays as it is in every language: English command and
# option names (`/wait hours:30`, `/play game:`), `@user[:locale]`.
# A no-break space (U+00A0) before : ; ! ? as in every French file.

local-usage = écris `[#salon] @utilisateur[:langue] /commande option:valeur`, `@utilisateur ?commande option:début`, `@utilisateur !id-du-bouton` ou `@utilisateur !id-du-menu choose:valeur`
local-line-no-speaker = qui parle ? { local-usage }
local-line-nothing-after = rien après @{ $user } : { local-usage }
local-line-not-option = `{ $word }` devrait s'écrire option:valeur
local-line-which-option = quelle option ? par ex. `?{ $command } action:3-6`
local-line-not-command = `{ $head }` n'est pas une commande : { local-usage }
local-line-open-quote = un guillemet n'est pas fermé
local-line-not-utf8 = la ligne { $number } n'est pas du texte UTF-8 (un octet invalide à la colonne { $column }), elle a donc été ignorée

# En local, les commandes et leurs options s'écrivent en anglais.
local-no-command = /{ $name } n'existe pas. Commandes (en local, en anglais) : { $commands } /wait
local-board-view = L'option view: de /board vaut `play` (par défaut), `whole`, ou `player 1` à `player 4` (la zone d'un joueur à Euronimoes).
local-play-level = L'ordinateur joue en level:easy, level:medium (par défaut) ou level:hard.
local-play-which-game = Dis à quel jeu jouer : /play game:dominimum opponent:@ami (ou opponent:@bot pour jouer contre l'ordinateur)
local-settings-number = `{ $key }` prend un nombre entier d'heures ou un nombre de rappels, comme { $key }:24
local-settings-language = `language` prend server, en-US, es-ES ou fr, comme language:es-ES
local-replay-which = Dis quelle partie, par son numéro : /replay id:12 (et step:5 pour la position après 5 coups)
local-puzzle-number = `number:` prend un nombre entier, par ex. /puzzle number:1

local-wait-fixed = L'horloge de cette session ne peut pas avancer.
local-wait-number = `{ $key }` prend un nombre entier, comme /wait hours:30
local-wait-how-long = Dis de combien : /wait hours:30 (ou days:, minutes:)
local-wait-too-long = /wait avance l'horloge de { $days } jours au plus à la fois ; essaie /wait days:30
local-wait-moved = L'horloge a avancé de { $duration }.

local-period-all = depuis toujours
local-period-month = les 30 derniers jours
local-period-week = les 7 derniers jours
local-no-choices = (aucun choix)

local-edited = (le message de la partie dit maintenant :)
local-in-place = (le message cliqué dit maintenant :)
local-buttons-removed = (les boutons du message cliqué ont été retirés)
local-picture-not-saved = [image non enregistrée : lance avec --images DOSSIER]

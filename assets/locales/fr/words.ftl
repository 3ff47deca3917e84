# Morceaux de phrases partagés par plusieurs messages (voir en-US/words.ftl).

duration-under-a-minute = moins d'une minute
duration-minutes =
    { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
duration-hours =
    { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
duration-days =
    { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
duration-two = { $larger } et { $smaller }

players-exact =
    { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
players-range = de { $min } à { $max } joueurs

where-server = sur ce serveur
where-direct = dans les messages privés et les discussions de groupe

goal-all-added = ajouter tous les dominos
goal-rectangle = ajouter tous les dominos et finir en un seul rectangle plein

list-and = { $first } et { $second }

narrow-moves = tape un domino (5-6, 65 ou 6 5), une case (3,2), une direction (E ou droite) ou un mot du coup pour réduire la liste
narrow-puzzle = tape un domino (24), une direction (bas) ou une colonne et une ligne (2 1)

# An action taken back with the computer moves after it (src/service/wording.rs, Named).
named-with-replies = { $count ->
    [one] { $action } et la réponse de l'ordinateur
   *[other] { $action } et les { $count } coups de l'ordinateur qui ont suivi
}

# Une étiquette et ce qu'elle désigne : « 1. @anne : point ».
labelled = { $label } : { $text }

# Entre des choses dites l'une après l'autre : « a ; b ».
then = {" ; "}

# Un jour du calendrier (historique, rediffusions, problèmes du jour) : « 16/01/2027 ».
date = { $day2 }/{ $month2 }/{ $year }

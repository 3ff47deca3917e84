# What each legal move does, as the picker, autocomplete and examples say it
# (the engine's LegalAction descriptions, said! keys action-*).

# The local front end's own help and errors (src/local/).

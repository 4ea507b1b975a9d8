# The games' names, by the name in "games/{game}" (ListGames' display_name is the fallback).
game-name-carcassonne = Carcassonne
game-name-burgundy = The Castles of Burgundy

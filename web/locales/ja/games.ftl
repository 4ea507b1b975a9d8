# ゲームの名前（ブルゴーニュの城はルールブックの表記、glossary.md を参照）。
game-name-carcassonne = カルカソンヌ
game-name-burgundy = ブルゴーニュの城

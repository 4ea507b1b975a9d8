# نام بازی‌ها، همان‌طور که دفترچه‌های قوانین می‌نویسند (واژه‌نامه: glossary.md).
game-name-carcassonne = کارکاسون
game-name-burgundy = قلعه‌های بورگاندی

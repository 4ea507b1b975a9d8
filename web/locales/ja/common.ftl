# Words shared by every page.
app-name = ミープル
app-page-title = ミープル：{ $page }
language-switch = 言語
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

# ボット自身の席（読み手の言語で）。
bot-name-beginner = ボット（入門）
bot-name-easy = ボット（やさしい）
bot-name-medium = ボット（ふつう）
bot-name-hard = ボット（むずかしい）
bot-name-expert = ボット（達人）
bot-name-random = ランダムなボット
bot-name-greedy = 貪欲なボット
bot-name-search = 探索ボット（レベル{ $level }）

# Words shared by every page.
app-name = meeple
language-switch = Language
# Each language's name in its own words (shown in the switcher).
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

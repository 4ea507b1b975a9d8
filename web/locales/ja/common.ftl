# Words shared by every page.
app-name = ミープル
language-switch = 言語
language-name-en = English
language-name-fa = فارسی
language-name-ja = 日本語

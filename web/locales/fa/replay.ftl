# The replay of a game (web/src/replay.js) and of a record file (web/src/record.js).
replay-open = بازپخش بازی
replay-loading = در حال بارگذاری بازی…
# $game: the game's title.
replay-title = بازپخش: { $game }
replay-heading = بازپخش { $game }
replay-back-to-table = بازگشت به میز
replay-running-note = بازی هنوز ادامه دارد: این بازپخش در لحظه‌ای که آن را باز کردید می‌ایستد، همان‌گونه که شما دیدید.
replay-not-started = بازی هنوز شروع نشده است.
replay-not-started-hint = بازپخش، بازی را از نخستین حرکت نشان می‌دهد.
replay-first = به آغاز
replay-last = به پایان
replay-step-back = یک گام به عقب
replay-step-forward = یک گام به جلو
replay-play = پخش
replay-pause = توقف
replay-slider = گام
replay-speed = سرعت
# $speed: a number of steps per second (0.5, 1, 2, 4).
replay-speed-value = { $speed }×
# $step: the step shown (0 is the setup); $last: the last step.
replay-position = گام { $step } از { $last }
replay-log = آنچه تا گام { $step } گذشت
record-open = بازپخش پرونده‌ی بازی
record-title = بازپخش پرونده‌ی بازی
record-heading = بازپخش پرونده‌ی بازی
# $file: the record file's usual name; $command: the command that writes it.
record-intro = پرونده‌ی { $file } را که «{ $command }» نوشته است انتخاب کنید. پرونده روی همین دستگاه خوانده می‌شود؛ سرور آن را برای تصویرها بازپخش می‌کند و چیزی نگه نمی‌دارد.
record-choose = پرونده‌ی بازی
record-reading = در حال خواندن پرونده…
# $limit: the largest file, in megabytes.
record-too-large = این پرونده برای پرونده‌ی بازی بیش از حد بزرگ است (حداکثر { $limit } مگابایت).
record-too-large-for-server = این پرونده برای بازپخش در این سرور بیش از حد بزرگ است.
# $format: the file format's name (JSON).
record-not-json = این پرونده یک پرونده‌ی { $format } خوانا نیست.
record-not-a-record = این پرونده، پرونده‌ی بازی میپل نیست.
# $version: the file's format version; $readable: the version this page reads.
record-other-version = قالب این پرونده نسخه‌ی { $version } است؛ این صفحه نسخه‌ی { $readable } را می‌خواند.
# $game: the game named in the file.
record-unknown-game = این صفحه نمی‌تواند بازی «{ $game }» را نشان دهد.
record-damaged = این پرونده آسیب دیده است: میز یا رویدادهای آن خوانده نمی‌شوند.
# $why: why the server refused it (RECORD_NOT_REPLAYABLE's why); $version: the event, if any.
record-not-replayable = { $why ->
    [OPTIONS] این پرونده بازپخش نمی‌شود: گزینه‌ها یا جایگاه‌های میز آن بازی‌ای را شروع نمی‌کنند.
    [NOT_STARTED] این پرونده بازپخش نمی‌شود: بازی آن هرگز شروع نشد.
    [OUTCOME] این پرونده بازپخش نمی‌شود: با امتیازهایی جز آنچه ثبت کرده پایان می‌یابد.
   *[other] این پرونده بازپخش نمی‌شود: رویداد نسخه‌ی { $version } بازپخش نمی‌شود.
}
record-open-another = باز کردن پرونده‌ای دیگر

## The review of a finished game (review.js)
review-heading = بررسی
review-request = بررسیِ این بازی
review-progress = ربات در حال بررسیِ بازی است: { $done } از { $total } تصمیم
review-mark-inaccuracy = بی‌دقتی
review-mark-mistake = اشتباه
review-mark-blunder = اشتباهِ بزرگ
# $value: the expected final lead (points) after the move, as the review's search sees it
review-entry-good = { $name }: { $move } — به خوبیِ بهترین حرکت (برتریِ مورد انتظار { $value })
review-entry-inaccuracy = { $name }: { $move } — یک بی‌دقتی (برتریِ مورد انتظار { $value })
review-entry-mistake = { $name }: { $move } — یک اشتباه (برتریِ مورد انتظار { $value })
review-entry-blunder = { $name }: { $move } — یک اشتباهِ بزرگ (برتریِ مورد انتظار { $value })
review-better = بهتر بود: { $move } ({ $points } امتیاز بیشتر در انتظار)
# the better move where the board draws it (its title, for screen readers)
review-better-on-board = حرکت بهتر، روی صفحه
review-summary-heading = هر بازیکن چگونه بازی کرد
review-summary-line = { $name }: دقت { $accuracy }٪، به‌طور میانگین { $loss } امتیاز از دست رفته در هر تصمیم ({ $decisions } تصمیم؛ { $inaccuracies } بی‌دقتی، { $mistakes } اشتباه، { $blunders } اشتباهِ بزرگ)

## The review of a game record (record_review.js)
review-record-offer = ربات هر تصمیمِ این پرونده را می‌سنجد. این سرور پرونده و بررسی‌اش را سه روز نگه می‌دارد و فقط نشانیِ شبکه‌ی همین دستگاه می‌تواند آن‌ها را بخواند.
# $date: when the server deletes the review (a date and time in the reader's language)
review-kept-until = این سرور این بررسی را تا { $date } نگه می‌دارد. برای دیدنش همین پرونده را دوباره روی همین دستگاه باز کنید.
review-ask-unreachable = به سرور بازی دسترسی نبود و بررسی درخواست نشد. اتصالتان را بررسی کنید و دوباره امتحان کنید.

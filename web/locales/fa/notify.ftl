# اعلان‌ها برای بازیکنان و بازی‌های کُند (مسئلهٔ ۳۰).
# فهرست پیام‌های خود سرور (service/notify/messages.json) همان پیام‌های notify-turn-* است.
notify-turn-title = نوبت شماست: { $game }
notify-turn-text = { $name }، در { $game } نوبت حرکت شماست.
notify-turn-link = جایگاه خود را باز کنید: { $link }
notify-turn-mute = برای قطع این پیام‌ها، میز را در صفحه‌اش بی‌صدا کنید.

# صفحهٔ میز: تنظیمات اعلان یک جایگاه.
notify-heading = وقتی نوبتم شد خبرم کنید
notify-push-on = به این دستگاه خبر بدهید
notify-push-off = دیگر به این دستگاه خبر ندهید
notify-push-enabled = وقتی نوبت شما شود، این دستگاه باخبر می‌شود.
notify-push-unsupported = این مرورگر نمی‌تواند اعلان‌های این صفحه را نشان دهد.
notify-push-denied = اعلان‌های این صفحه در تنظیمات مرورگر مسدود شده‌اند.
notify-email-label = نشانی ایمیل
notify-email-save = ذخیرهٔ نشانی
notify-email-remove = حذف نشانی
notify-email-saved = ذخیره شد. این نشانی را فقط شما می‌بینید و با پایان بازی پاک می‌شود.
notify-email-none = این سرور ایمیل نمی‌فرستد.
notify-mute = بی‌صدا کردن این میز
notify-unmute = برداشتن بی‌صدایی این میز
notify-muted = بی‌صدا: دربارهٔ این میز چیزی برایتان فرستاده نمی‌شود.

# بازی‌های کُند: خط وضعیت میز و لابی.
slow-your-move-since = نوبت شما از { $since }
slow-time-left = زمان باقی‌مانده: { $days } روز و { $hours } ساعت
slow-time-left-hours = زمان باقی‌مانده: { $hours } ساعت
lobby-my-tables = میزهای من در این دستگاه
lobby-my-table-your-move = نوبت شما
lobby-my-table-waiting-for = نوبت { $name }
lobby-my-table-not-started = هنوز شروع نشده
lobby-my-table-over = بازی تمام شده
lobby-my-table-gone = خوانده نمی‌شود
lobby-clock = زمان هر حرکت
lobby-clock-real-time = هم‌زمان (یک دقیقه)
lobby-clock-minutes = چند دقیقه
lobby-clock-day = یک روز برای هر حرکت
lobby-clock-three-days = سه روز برای هر حرکت
notify-push-unavailable = سرویس اعلان این مرورگر در دسترس نیست، پس به این دستگاه نمی‌توان خبر داد.
lobby-clock-off = بدون ساعت
error-email-not-configured = این سرور ایمیل نمی‌فرستد.
error-too-many-push-subscriptions = این جایگاه همین حالا به پنج دستگاه خبر می‌دهد: اول یکی را متوقف کنید.
error-push-endpoint-not-allowed = سرویس اعلان این مرورگر از آن‌هایی نیست که سرور اجازهٔ تماس با آن را دارد.
lobby-my-table-with = { $game } با { $names }
lobby-my-table-since = از { $since }

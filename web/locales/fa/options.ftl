# گزینه‌های میز (GameOption در ListGames)؛ توضیح کلیدها در en/options.ftl.

## قلعه‌های بورگاندی
option-burgundy-edition = کاشی‌های دانش
option-burgundy-edition-description = کاشی‌های دانش کدام ویراست: { NUMBER(2019, useGrouping: 0) } (دفترچه‌ی قوانین ژاپنی) یا { NUMBER(2011, useGrouping: 0) } (دفترچه‌ی قوانین فارسی). تفاوتشان در کاشی‌های { NUMBER(6) }، { NUMBER(15) } و { NUMBER(26) } است.
option-burgundy-edition-2019 = ویراست { NUMBER(2019, useGrouping: 0) } (دفترچه‌ی قوانین ژاپنی)
option-burgundy-edition-2011 = ویراست { NUMBER(2011, useGrouping: 0) } (دفترچه‌ی قوانین فارسی)
option-burgundy-tiebreak-empty-spaces = در صورت تساوی
option-burgundy-tiebreak-empty-spaces-description = در تساوی، کدام بازیکن با خانه‌های خالی ملکش برنده است.
option-burgundy-tiebreak-empty-spaces-fewest = کمترین خانه‌ی خالی برنده است (هر دو دفترچه)
option-burgundy-tiebreak-empty-spaces-most = بیشترین خانه‌ی خالی برنده است
option-burgundy-tiebreak-turn-order = در صورت تساوی دوباره
option-burgundy-tiebreak-turn-order-description = اگر باز هم مساوی بودند، کدام بازیکن با ترتیب نوبت برنده است.
option-burgundy-tiebreak-turn-order-behind = کسی که نوبتش عقب‌تر است برنده است (دفترچه‌ی فارسی)
option-burgundy-tiebreak-turn-order-ahead = کسی که نوبتش جلوتر است برنده است (دفترچه‌ی ژاپنی)
option-burgundy-start-seat = آغازکننده
option-burgundy-start-seat-description = چه کسی بازی را شروع می‌کند: به حکم بخت، چنان‌که دفترچه‌ها تاس می‌اندازند، یا جایگاهی که انتخاب می‌کنید.
option-burgundy-start-seat-random = به حکم بخت
option-burgundy-start-seat-number = جایگاه { $seat }
option-burgundy-warehouse-sale = فروش با انبار کالا
option-burgundy-warehouse-sale-description = آیا گذاشتن انبار کالا در ملک باید کالا بفروشد.
option-burgundy-warehouse-sale-optional = بازیکن می‌تواند بفروشد (دفترچه‌ی فارسی)
option-burgundy-warehouse-sale-compulsory = بازیکن باید بفروشد (دفترچه‌ی ژاپنی)
option-burgundy-k5-adjacency = کاشی دانش { NUMBER(5) }
option-burgundy-k5-adjacency-description = کدام انبارها برای کاشی دانش { NUMBER(5) } همجوار حساب می‌شوند.
option-burgundy-k5-adjacency-ring = دایره‌وار: انبار { NUMBER(6) } و انبار { NUMBER(1) } همجوارند
option-burgundy-k5-adjacency-line = در یک ردیف: انبار { NUMBER(6) } و انبار { NUMBER(1) } همجوار نیستند
option-burgundy-k6-mixed-payment = پرداخت با کاشی دانش { NUMBER(6) }
option-burgundy-k6-mixed-payment-description = آیا خرید با کاشی دانش { NUMBER(6) } ویراست { NUMBER(2019, useGrouping: 0) } را می‌توان با { NUMBER(1) } سکه‌ی نقره و { NUMBER(1) } کاشی کارگر پرداخت.
option-burgundy-k6-mixed-payment-no = خیر
option-burgundy-k6-mixed-payment-yes = بله

## کارکاسون
option-carcassonne-start-seat = آغازکننده
option-carcassonne-start-seat-description = جایگاهی که نخستین نوبت را بازی می‌کند.
option-carcassonne-start-seat-number = جایگاه { $seat }
option-carcassonne-unplaceable-tile = کاشی‌ای که هیچ‌جا گذاشته نمی‌شود
option-carcassonne-unplaceable-tile-description = کاشی کشیده‌شده‌ای که هیچ‌جا قانونی گذاشته نمی‌شود چه می‌شود؛ در هر حال همان بازیکن کاشی دیگری می‌کشد.
option-carcassonne-unplaceable-tile-discard = از بازی بیرون می‌رود (قوانین رسمی)
option-carcassonne-unplaceable-tile-return-to-bag = برای بعد به کیسه برمی‌گردد

## گزینه‌های خود سرویس (همه‌ی بازی‌ها)
option-service-on-leave = بازیکنی که میز را ترک می‌کند
option-service-on-leave-description = اگر بازیکنی در میانه‌ی بازی میز را ترک کند چه می‌شود.
option-service-on-leave-bot = ربات تا بازگشت او به جایش بازی می‌کند
option-service-on-leave-abandon = بازی برای همه تمام می‌شود
option-service-leave-bot = ربات جانشین بازیکن رفته
option-service-leave-bot-description = رباتی که به جای بازیکنِ رفته بازی می‌کند.
option-service-leave-bot-beginner = ربات مبتدی
option-service-leave-bot-easy = ربات آسان
option-service-leave-bot-medium = ربات متوسط
option-service-leave-bot-hard = ربات سخت
option-service-leave-bot-expert = ربات استاد
option-service-leave-bot-random = ربات تصادفی
option-service-leave-bot-greedy = ربات حریص
option-service-leave-bot-search-1 = ربات جست‌وجوگر، سطح { NUMBER(1) }
option-service-leave-bot-search-2 = ربات جست‌وجوگر، سطح { NUMBER(2) }
option-service-leave-bot-search-3 = ربات جست‌وجوگر، سطح { NUMBER(3) }
option-service-leave-bot-search-4 = ربات جست‌وجوگر، سطح { NUMBER(4) }
option-service-turn-timer = ساعت
option-service-turn-timer-description = بدون ساعت، مهلتی برای هر نوبت، یا ذخیره‌ی زمانی برای کل بازی هر بازیکن.
option-service-turn-timer-off = بدون ساعت
option-service-turn-timer-per-turn = مهلت برای هر نوبت
option-service-turn-timer-bank = ذخیره‌ی زمانی برای هر بازیکن
option-service-turn-seconds = زمان هر نوبت
option-service-turn-seconds-description = هر نوبت باید در این زمان تمام شود (با مهلت برای هر نوبت).
option-service-turn-seconds-number = { $value } ثانیه
option-service-bank-seconds = ذخیره‌ی زمانی
option-service-bank-seconds-description = زمان هر بازیکن برای کل بازی، که در نوبت خودش خرج می‌شود (با ذخیره‌ی زمانی).
option-service-bank-seconds-number = { $value } ثانیه
option-service-timeout-policy = وقتی زمان تمام شود
option-service-timeout-policy-description = اگر زمان بازیکنی تمام شود چه می‌شود.
option-service-timeout-policy-bot-turn = ربات بقیه‌ی نوبت را بازی می‌کند
option-service-timeout-policy-absent = جایگاه غایب علامت می‌خورد و ربات تا بازگشت بازیکن بازی می‌کند
option-service-timeout-bot = ربات هنگام تمام شدن زمان
option-service-timeout-bot-description = رباتی که وقتی زمان تمام شود بازی می‌کند.
option-service-timeout-bot-beginner = ربات مبتدی
option-service-timeout-bot-easy = ربات آسان
option-service-timeout-bot-medium = ربات متوسط
option-service-timeout-bot-hard = ربات سخت
option-service-timeout-bot-expert = ربات استاد
option-service-timeout-bot-random = ربات تصادفی
option-service-timeout-bot-greedy = ربات حریص
option-service-timeout-bot-search-1 = ربات جست‌وجوگر، سطح { NUMBER(1) }
option-service-timeout-bot-search-2 = ربات جست‌وجوگر، سطح { NUMBER(2) }
option-service-timeout-bot-search-3 = ربات جست‌وجوگر، سطح { NUMBER(3) }
option-service-timeout-bot-search-4 = ربات جست‌وجوگر، سطح { NUMBER(4) }

option-burgundy-purchase-during-bonus-action = خرید در میانه‌ی عملیات اضافه
option-burgundy-purchase-during-bonus-action-description = آیا می‌توان کاشی‌ای از انبار سیاه خرید وقتی عملیات اضافه‌ی قلعه یا اضافه کردن کاشیِ تالار شهر به ملک هنوز مانده است. هیچ‌یک از دو دفترچه‌ی قوانین این را نمی‌گوید؛ بُرد گیم آرِنا اجازه می‌دهد. پیش‌فرض از ویراست پیروی می‌کند (ویراست { NUMBER(2019, useGrouping: 0) }: مجاز، ویراست { NUMBER(2011, useGrouping: 0) }: ممنوع).
option-burgundy-purchase-during-bonus-action-yes = مجاز
option-burgundy-purchase-during-bonus-action-no = ممنوع

option-service-undo = پس گرفتن حرکت
option-service-undo-description = آیا بازیکن می‌تواند آخرین حرکت‌های خودش را یکی‌یکی پس بگیرد، تا وقتی که کاشی‌ای کشیده، تاسی ریخته یا چیزی آشکار شود یا بازیکن دیگری حرکت کند.
option-service-undo-own-turn = حرکت‌های خود، تا پیش از اطلاع تازه
option-service-undo-off = هرگز

option-service-hints = راهنمایی
option-service-hints-description = آیا هر بازیکن می‌تواند در نوبت خودش بپرسد ربات چه حرکتی می‌کرد و چرا، با امتیازهایی که انتظار می‌رود در پایان بازی جلوتر باشد.
option-service-hints-off = خاموش
option-service-hints-on = روشن، برای همه‌ی بازیکنان

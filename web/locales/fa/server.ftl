# صفحه‌های خود سرور وب.
server-not-found-title = پیدا نشد
server-not-found-heading = اینجا چیزی نیست
server-not-found-text = این نشانی صفحه‌ای از این سرور بازی نیست.
server-go-to-lobby = رفتن به لابی
server-wrong-host-title = نشانی نادرست
server-wrong-host-heading = این سرور بازی در این نشانی پاسخ نمی‌دهد
server-wrong-host-text = آن را با نشانی‌ای باز کنید که میزبان به شما داده است. کسی که سرور را اجرا می‌کند می‌تواند این نشانی را مجاز کند.

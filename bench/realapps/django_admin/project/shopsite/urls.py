from django.contrib import admin
from django.urls import path

admin.site.site_header = "Shop administration"
admin.site.site_title = "Shop admin"

urlpatterns = [path("admin/", admin.site.urls)]

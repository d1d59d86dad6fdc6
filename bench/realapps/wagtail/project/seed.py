"""Seed the museum site into the database at $WAGTAIL_DB (already migrated): the page tree, two sponsors, an
administrator and an editor. Run once by app.py to build the pristine database.

    Harbour Museum (home, live)
    ├── About us (live)
    ├── Visit (live)
    │   ├── Opening hours (live)
    │   └── Getting here (live)
    ├── News (live)
    │   ├── Summer exhibition opens (live)
    │   ├── New café on the pier (live)
    │   └── Winter lecture series (draft, never published)
    └── Old events archive (live)
"""

import datetime
import os

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "museum.settings")
django.setup()

from django.contrib.auth.models import Group, User  # noqa: E402
from django.core.management import call_command  # noqa: E402
from pages.models import HomePage, NewsIndexPage, NewsPage, Sponsor, StandardPage  # noqa: E402
from wagtail.models import Page, Site  # noqa: E402


def publish(parent: Page, page: Page, live: bool = True) -> Page:
    parent.add_child(instance=page)
    revision = page.save_revision()
    if live:
        revision.publish()
    else:
        page.live = False
        page.save(update_fields=["live"])
    return page


def main() -> None:
    root = Page.objects.get(depth=1)
    Site.objects.all().delete()
    Page.objects.filter(depth=2).delete()  # the "Welcome to your new Wagtail site!" page of the migration
    root.refresh_from_db()
    home = HomePage(title="Harbour Museum", slug="home", intro="Ships, stories and the sea since 1898.")
    root.add_child(instance=home)
    home.save_revision().publish()
    Site.objects.create(hostname="127.0.0.1", port=18715, root_page=home, is_default_site=True,
                        site_name="Harbour Museum")

    publish(home, StandardPage(title="About us", slug="about-us", show_in_menus=True,
                               body="<p>The Harbour Museum tells the story of the port and its people.</p>"))
    visit = publish(home, StandardPage(title="Visit", slug="visit", show_in_menus=True,
                                       body="<p>Plan your visit to the museum.</p>"))
    publish(visit, StandardPage(title="Opening hours", slug="opening-hours",
                                body="<p>Tuesday to Sunday, 10:00 to 17:00. Closed on Mondays.</p>"))
    publish(visit, StandardPage(title="Getting here", slug="getting-here",
                                body="<p>Take the number 4 bus to the Pier stop.</p>"))
    news = publish(home, NewsIndexPage(title="News", slug="news", show_in_menus=True,
                                       intro="What is happening at the museum."))
    publish(news, NewsPage(title="Summer exhibition opens", slug="summer-exhibition-opens",
                           date=datetime.date(2025, 6, 1), summary="Lighthouses of the north coast, from June.",
                           body="<p>Our summer exhibition shows the lighthouses of the north coast.</p>"))
    publish(news, NewsPage(title="New café on the pier", slug="new-cafe-on-the-pier",
                           date=datetime.date(2025, 4, 12), summary="Coffee with a view of the harbour.",
                           body="<p>The new café opens on the pier next to the museum shop.</p>"))
    publish(news, NewsPage(title="Winter lecture series", slug="winter-lecture-series",
                           date=datetime.date(2025, 11, 3), summary="Six evenings on shipwrecks and salvage.",
                           body="<p>Lectures every Thursday in November and December.</p>"), live=False)
    publish(home, StandardPage(title="Old events archive", slug="old-events-archive",
                               body="<p>Events from before 2010.</p>"))

    Sponsor.objects.create(name="Northwind Shipping", website="https://northwind.example", is_active=True)
    Sponsor.objects.create(name="Pier Bakery", website="https://pierbakery.example", is_active=True)

    User.objects.create_superuser("admin", "admin@harbourmuseum.example", "harbour-admin-2024",
                                  first_name="Morgan", last_name="Reeve")
    ella = User.objects.create_user("ella", "ella@harbourmuseum.example", "ella-editor-2024",
                                    first_name="Ella", last_name="Marsh")
    ella.groups.add(Group.objects.get(name="Editors"))
    call_command("update_index", verbosity=0)


if __name__ == "__main__":
    main()

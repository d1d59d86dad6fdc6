"""A small lending-library back office built on Flask-Admin, the way its users set one up: a few SQLAlchemy
models with ModelViews that use the everyday options (column_list, search, filters, form_choices, an Enum,
dates, booleans, foreign keys, details view, an editable column).

    python library.py --seed DB        # create DB and seed it
    python library.py --serve DB PORT  # serve the admin on 127.0.0.1:PORT

Runs in the application's own venv (Flask, Flask-SQLAlchemy, Flask-Admin), never in plainwright's.
"""

from __future__ import annotations

import datetime as dt
import enum
import sys

from flask import Flask, redirect
from flask_admin import Admin
from flask_admin.contrib.sqla import ModelView
from flask_admin.theme import Bootstrap4Theme
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy.pool import NullPool

db = SQLAlchemy()


class Membership(enum.Enum):
    standard = "Standard"
    student = "Student"
    senior = "Senior"
    family = "Family"

    def __str__(self) -> str:
        return self.value


class Author(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(120), nullable=False, unique=True)
    country = db.Column(db.String(60))
    born = db.Column(db.Integer)
    books = db.relationship("Book", back_populates="author")

    def __str__(self) -> str:
        return self.name


class Book(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    title = db.Column(db.String(200), nullable=False)
    isbn = db.Column(db.String(20), unique=True)
    genre = db.Column(db.String(30))
    published = db.Column(db.Date)
    pages = db.Column(db.Integer)
    available = db.Column(db.Boolean, default=True, nullable=False)
    author_id = db.Column(db.Integer, db.ForeignKey("author.id"))
    author = db.relationship("Author", back_populates="books")
    loans = db.relationship("Loan", back_populates="book")

    def __str__(self) -> str:
        return self.title


class Member(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(120), nullable=False)
    email = db.Column(db.String(120), unique=True)
    city = db.Column(db.String(60))
    membership = db.Column(db.Enum(Membership), default=Membership.standard, nullable=False)
    joined = db.Column(db.Date)
    active = db.Column(db.Boolean, default=True, nullable=False)
    loans = db.relationship("Loan", back_populates="member")

    def __str__(self) -> str:
        return self.name


class Loan(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    book_id = db.Column(db.Integer, db.ForeignKey("book.id"), nullable=False)
    member_id = db.Column(db.Integer, db.ForeignKey("member.id"), nullable=False)
    loaned_on = db.Column(db.Date, nullable=False)
    due_on = db.Column(db.Date, nullable=False)
    returned = db.Column(db.Boolean, default=False, nullable=False)
    notes = db.Column(db.Text)
    book = db.relationship("Book", back_populates="loans")
    member = db.relationship("Member", back_populates="loans")

    def __str__(self) -> str:
        return f"{self.book} -> {self.member}"


GENRES = [("Fiction", "Fiction"), ("Mystery", "Mystery"), ("Science", "Science"), ("History", "History"),
          ("Children", "Children"), ("Biography", "Biography"), ("Poetry", "Poetry")]


class AuthorView(ModelView):
    column_list = ["name", "country", "born"]
    column_labels = {"born": "Year of birth"}
    column_searchable_list = ["name"]
    column_filters = ["country", "born"]
    column_default_sort = "name"
    form_excluded_columns = ["books"]
    can_view_details = True


class BookView(ModelView):
    column_list = ["title", "author", "genre", "published", "pages", "available"]
    column_labels = {"isbn": "ISBN", "author": "Author", "published": "Published on", "available": "On shelf"}
    column_searchable_list = ["title", "isbn", Author.name]
    column_filters = ["genre", "available", "published", "pages", Author.name]
    column_sortable_list = ["title", ("author", "author.name"), "genre", "published", "pages", "available"]
    column_default_sort = "title"
    form_columns = ["title", "isbn", "author", "genre", "published", "pages", "available"]
    form_choices = {"genre": GENRES}
    can_view_details = True
    page_size = 20


class MemberView(ModelView):
    column_list = ["name", "email", "city", "membership", "joined", "active"]
    column_labels = {"joined": "Member since"}
    column_searchable_list = ["name", "email"]
    column_filters = ["city", "membership", "active", "joined"]
    column_editable_list = ["city"]
    column_default_sort = "name"
    form_columns = ["name", "email", "city", "membership", "joined", "active"]
    can_view_details = True


class LoanView(ModelView):
    column_list = ["book", "member", "loaned_on", "due_on", "returned"]
    column_labels = {"loaned_on": "Loaned on", "due_on": "Due date", "book": "Book", "member": "Member"}
    column_filters = ["returned", "due_on", Member.name, Book.title]
    column_sortable_list = [("book", "book.title"), ("member", "member.name"), "loaned_on", "due_on", "returned"]
    column_default_sort = ("due_on", False)
    form_columns = ["book", "member", "loaned_on", "due_on", "returned", "notes"]
    can_view_details = True


def create_app(path: str) -> Flask:
    app = Flask(__name__)
    app.config.update(SECRET_KEY="bed-only", SQLALCHEMY_DATABASE_URI=f"sqlite:///{path}",
                      SQLALCHEMY_ENGINE_OPTIONS={"poolclass": NullPool})
    db.init_app(app)
    admin = Admin(app, name="Riverside Library", theme=Bootstrap4Theme(swatch="default"))
    admin.add_view(BookView(Book, db, name="Books"))
    admin.add_view(AuthorView(Author, db, name="Authors"))
    admin.add_view(MemberView(Member, db, name="Members"))
    admin.add_view(LoanView(Loan, db, name="Loans"))

    @app.route("/")
    def index():  # type: ignore[no-untyped-def]
        return redirect("/admin/")

    return app


D = dt.date


def seed(path: str) -> None:
    app = create_app(path)
    with app.app_context():
        db.drop_all()
        db.create_all()
        authors = {name: Author(name=name, country=country, born=born) for name, country, born in [
            ("Ursula K. Le Guin", "United States", 1929), ("Agatha Christie", "United Kingdom", 1890),
            ("Carl Sagan", "United States", 1934), ("Mary Beard", "United Kingdom", 1955),
            ("Astrid Lindgren", "Sweden", 1907), ("Chimamanda Ngozi Adichie", "Nigeria", 1977),
            ("Haruki Murakami", "Japan", 1949), ("Wisława Szymborska", "Poland", 1923),
        ]}
        db.session.add_all(authors.values())
        books = {}
        for title, isbn, author, genre, published, pages, available in [
            ("The Left Hand of Darkness", "9780441478125", "Ursula K. Le Guin", "Fiction", D(1969, 3, 1), 304, True),
            ("The Dispossessed", "9780061054884", "Ursula K. Le Guin", "Fiction", D(1974, 5, 1), 387, False),
            ("A Wizard of Earthsea", "9780547773742", "Ursula K. Le Guin", "Children", D(1968, 11, 1), 183, True),
            ("Murder on the Orient Express", "9780062693662", "Agatha Christie", "Mystery", D(1934, 1, 1), 256, True),
            ("And Then There Were None", "9780062073488", "Agatha Christie", "Mystery", D(1939, 11, 6), 272, False),
            ("The Murder of Roger Ackroyd", "9780062073563", "Agatha Christie", "Mystery", D(1926, 6, 1), 312, True),
            ("Cosmos", "9780345539434", "Carl Sagan", "Science", D(1980, 10, 12), 396, True),
            ("Pale Blue Dot", "9780345376596", "Carl Sagan", "Science", D(1994, 11, 1), 429, True),
            ("The Demon-Haunted World", "9780345409461", "Carl Sagan", "Science", D(1995, 12, 1), 457, False),
            ("SPQR", "9781631492228", "Mary Beard", "History", D(2015, 11, 9), 608, True),
            ("Women & Power", "9781631494758", "Mary Beard", "History", D(2017, 11, 2), 128, True),
            ("Pippi Longstocking", "9780142402498", "Astrid Lindgren", "Children", D(1945, 11, 26), 160, True),
            ("The Brothers Lionheart", "9781782690931", "Astrid Lindgren", "Children", D(1973, 9, 1), 232, True),
            ("Half of a Yellow Sun", "9781400095209", "Chimamanda Ngozi Adichie", "Fiction", D(2006, 8, 1), 543, True),
            ("Americanah", "9780307455925", "Chimamanda Ngozi Adichie", "Fiction", D(2013, 5, 14), 588, False),
            ("Kafka on the Shore", "9781400079278", "Haruki Murakami", "Fiction", D(2002, 9, 12), 467, True),
            ("Norwegian Wood", "9780375704024", "Haruki Murakami", "Fiction", D(1987, 9, 4), 296, True),
            ("View with a Grain of Sand", "9780156002165", "Wisława Szymborska", "Poetry", D(1993, 1, 1), 214, True),
        ]:
            books[title] = Book(title=title, isbn=isbn, author=authors[author], genre=genre, published=published,
                                pages=pages, available=available)
        db.session.add_all(books.values())
        members = {}
        for name, email, city, membership, joined, active in [
            ("Alice Moreau", "alice.moreau@example.org", "Riverside", Membership.standard, D(2019, 4, 2), True),
            ("Ben Okafor", "ben.okafor@example.org", "Riverside", Membership.student, D(2022, 9, 15), True),
            ("Carla Jensen", "carla.jensen@example.org", "Millbrook", Membership.senior, D(2015, 1, 20), True),
            ("David Chen", "david.chen@example.org", "Millbrook", Membership.family, D(2020, 6, 8), True),
            ("Elena Rossi", "elena.rossi@example.org", "Oakdale", Membership.standard, D(2018, 11, 30), False),
            ("Farid Haddad", "farid.haddad@example.org", "Riverside", Membership.student, D(2023, 2, 14), True),
            ("Grace Kim", "grace.kim@example.org", "Oakdale", Membership.family, D(2021, 3, 3), True),
            ("Hugo Lindqvist", "hugo.lindqvist@example.org", "Millbrook", Membership.standard, D(2017, 7, 19), False),
            ("Isabel Ortiz", "isabel.ortiz@example.org", "Riverside", Membership.senior, D(2016, 10, 5), True),
            ("Jonas Weber", "jonas.weber@example.org", "Oakdale", Membership.standard, D(2024, 1, 9), True),
        ]:
            members[name] = Member(name=name, email=email, city=city, membership=membership, joined=joined,
                                   active=active)
        db.session.add_all(members.values())
        for book, member, loaned, due, returned in [
            ("The Dispossessed", "Alice Moreau", D(2025, 5, 2), D(2025, 5, 23), False),
            ("And Then There Were None", "Ben Okafor", D(2025, 5, 6), D(2025, 5, 27), False),
            ("The Demon-Haunted World", "Carla Jensen", D(2025, 4, 28), D(2025, 5, 19), False),
            ("Americanah", "Grace Kim", D(2025, 5, 10), D(2025, 5, 31), False),
            ("Cosmos", "David Chen", D(2025, 3, 1), D(2025, 3, 22), True),
            ("SPQR", "Isabel Ortiz", D(2025, 2, 11), D(2025, 3, 4), True),
            ("Pippi Longstocking", "David Chen", D(2025, 4, 2), D(2025, 4, 23), True),
            ("Norwegian Wood", "Farid Haddad", D(2025, 1, 15), D(2025, 2, 5), True),
            ("Kafka on the Shore", "Jonas Weber", D(2025, 3, 20), D(2025, 4, 10), True),
            ("The Left Hand of Darkness", "Alice Moreau", D(2025, 1, 4), D(2025, 1, 25), True),
        ]:
            db.session.add(Loan(book=books[book], member=members[member], loaned_on=loaned, due_on=due,
                                returned=returned))
        db.session.commit()


if __name__ == "__main__":
    if sys.argv[1] == "--seed":
        seed(sys.argv[2])
    elif sys.argv[1] == "--serve":
        create_app(sys.argv[2]).run(host="127.0.0.1", port=int(sys.argv[3]), debug=False, use_reloader=False,
                                    threaded=True)
    else:
        raise SystemExit(__doc__)

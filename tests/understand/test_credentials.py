"""A log-in said in one sentence, read as who and with what password, and only when it is one."""

from __future__ import annotations

import pytest

from plainwright.understand.credentials import LogIn, read_log_in


@pytest.mark.parametrize(("sentence", "user", "password"), [
    ("Log in as admin@example.com, password admin-password-1", "admin@example.com", "admin-password-1"),
    ("Log in using admin@example.com and admin-password-1", "admin@example.com", "admin-password-1"),
    ('Log in as "ann" / "pw"', '"ann"', '"pw"'),
])
def test_a_log_in_names_who_and_the_password(sentence: str, user: str, password: str) -> None:
    assert read_log_in(sentence) == LogIn(field="username", user=user, password=password, submit=True)


@pytest.mark.parametrize("sentence", ["Log in with Google and Facebook", "Log in with Google", "Log in as admin"])
def test_a_log_in_that_says_no_password_is_none(sentence: str) -> None:
    assert read_log_in(sentence) is None


@pytest.mark.parametrize(("sentence", "field"), [
    ("Log in (email admin@example.com, password admin-password-1)", "email"),
    ("Sign in (username: admin@example.com, password: admin-password-1)", "username"),
])
def test_a_log_in_may_give_the_two_in_brackets(sentence: str, field: str) -> None:
    assert read_log_in(sentence) == LogIn(field=field, user="admin@example.com", password="admin-password-1",
                                          submit=True)

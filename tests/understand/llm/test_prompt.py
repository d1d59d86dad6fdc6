"""What the model is shown of a long page: the rule brain's candidates and the step's words first, then the screen."""

from __future__ import annotations

from plainwright import Element, PageSnapshot
from plainwright.understand.prompt import build_request, page_view, shown_indices


def _long_page() -> PageSnapshot:
    """600 buttons, the first 20 on screen; button 450 is labelled as the only "Archive" button."""
    elements = [Element(index=i, tag="button", role="button", name="Archive" if i == 450 else f"Action {i}",
                        xpath=f"/html[1]/body[1]/button[{i + 1}]", is_interactive=True, in_viewport=i < 20)
                for i in range(600)]
    return PageSnapshot(url="http://127.0.0.1/long", title="Long", elements=elements)


def test_a_short_page_is_shown_whole() -> None:
    snap = _long_page()
    short = PageSnapshot(url=snap.url, title=snap.title, elements=snap.elements[:10])
    assert page_view(short, "Click Archive", hints=[], max_chars=4000) == short.render()


def test_a_long_page_keeps_the_screen_and_the_element_the_step_names_within_the_budget() -> None:
    view = page_view(_long_page(), "Click the Archive button", hints=[], max_chars=2000)

    assert len(view) <= 2000
    assert '[450] button "Archive"' in view
    assert all(f'[{i}] button "Action {i}"' in view for i in range(20)), "what is on screen comes next"
    assert '[599] button "Action 599"' not in view
    assert view.endswith("more elements not shown")


def test_the_rule_brains_candidates_are_shown_even_when_the_words_point_elsewhere() -> None:
    view = page_view(_long_page(), "Click Archive", hints=[555, 556], max_chars=2000)
    assert '[555] button "Action 555"' in view and '[556] button "Action 556"' in view
    assert view.index("[450]") < view.index("[555]"), "in page order"


def test_the_element_enum_offers_only_what_was_shown() -> None:
    snap = _long_page()
    view = page_view(snap, "Click the Archive button", hints=[], max_chars=2000)
    request = build_request("Click the Archive button", snap, page_text=view, done=[], hints=[])
    enum = request.tools[0].parameters["properties"]["element"]["enum"]
    assert enum == [-1, *shown_indices(view)]
    assert 450 in enum and 599 not in enum

"""The rule brain's strategies: each a small function `(Intent, Ask) -> Action | None`, asked in order.

A strategy answers with an Action, passes with None, or raises a StepError when it knows the step cannot be
done as said (two items fit equally well). `by words` is the scorer; the strategies before it name elements by
what they offer or where they stand ("the second result", "Select Germany"); the ones after it say what a
step still means when no element's words fit (`Ask.missed` then holds why). `default_strategies()` is the
order RuleBrain uses; their names travel with each action into reports and lock files. One module a family:
`offered` (what an element offers), `words` (the scorer), `places` (where it stands), `fallbacks`.
"""

from __future__ import annotations

from plainwright.understand.ruler import Ruler
from plainwright.understand.strategies.ask import Ask, Strategy, act_on, fitted_kind
from plainwright.understand.strategies.cells import cell_of_a_row
from plainwright.understand.strategies.fallbacks import (
    column_that_sorts,
    field_then_option,
    hidden_field_stand_in,
    native_select_behind_a_widget,
    the_only_field,
    unnamed_field_of_a_row,
    user_field_of_a_log_in,
    value_shown_on_page,
    verb_as_name,
    words_on_page,
)
from plainwright.understand.strategies.headings import heading_says
from plainwright.understand.strategies.offered import (
    checkbox_of_item,
    choice_in_a_named_group,
    choice_named_by_value,
    drop_down_named_as_place,
    drop_down_offering_value,
    drop_down_with_option,
    focused_element,
    nth_of_items,
    option_named_by_value,
    shown_option,
    text_not_a_control,
)
from plainwright.understand.strategies.places import (
    in_a_titled_part,
    item_by_contents,
    next_to_a_named_element,
    nth_of_section,
    one_of_many_items,
    under_a_title,
)
from plainwright.understand.strategies.positions import in_a_row_at_a_position, nth_item_shows
from plainwright.understand.strategies.words import (
    by_words,
    close_anywhere,
    kind_word_as_name,
    search_of_what_is_listed,
    whole_phrase,
    without_generic_tail,
    words_of_its_place,
)

__all__ = ["PLACED_BY_GEOMETRY", "Ask", "Strategy", "act_on", "default_strategies", "fitted_kind", "verb_as_name"]

# The strategies that find an element by where the step's place is (below a title, beside a named element, in a
# row at a position): they have checked the place themselves, so the action's place counts as used.
PLACED_BY_GEOMETRY = frozenset({"under a title", "in a titled part", "next to a named element",
                                "in a row at a position"})


def default_strategies() -> Ruler[Strategy]:
    """The rule brain's strategies in the order it asks them."""
    ruler: Ruler[Strategy] = Ruler()
    for name, strategy in [
        ("focused element", focused_element),
        ("checkbox of item", checkbox_of_item),
        ("text, not a control", text_not_a_control),
        ("drop-down with option", drop_down_with_option),
        ("drop-down named as the place", drop_down_named_as_place),
        ("shown option", shown_option),
        ("choice in a named group", choice_in_a_named_group),
        ("heading says", heading_says),
        ("cell of a row", cell_of_a_row),
        ("nth item shows", nth_item_shows),
        ("nth of items", nth_of_items),
        ("in a row at a position", in_a_row_at_a_position),
        ("under a title", under_a_title),
        ("kind word as name", kind_word_as_name),
        ("by words", by_words),
        ("in a titled part", in_a_titled_part),
        ("next to a named element", next_to_a_named_element),
        ("without generic tail", without_generic_tail),
        ("search of what is listed", search_of_what_is_listed),
        ("words of its place", words_of_its_place),
        ("close anywhere", close_anywhere),
        ("whole phrase", whole_phrase),
        ("field then option", field_then_option),
        ("one of many items", one_of_many_items),
        ("nth of section", nth_of_section),
        ("item by contents", item_by_contents),
        ("value shown on page", value_shown_on_page),
        ("option named by value", option_named_by_value),
        ("choice named by value", choice_named_by_value),
        ("drop-down offering value", drop_down_offering_value),
        ("native select behind a widget", native_select_behind_a_widget),
        ("hidden field stand-in", hidden_field_stand_in),
        ("unnamed field of a row", unnamed_field_of_a_row),
        ("the only field", the_only_field),
        ("user field of a log-in", user_field_of_a_log_in),
        ("column that sorts", column_that_sorts),
        ("words on page", words_on_page),
    ]:
        ruler.push(name, strategy)
    return ruler

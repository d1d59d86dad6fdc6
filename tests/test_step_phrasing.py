"""Steps as people phrase them on a real page: browser buttons, paths, typing for a purpose, checks in a place."""

from __future__ import annotations

import pytest
from playwright.async_api import Page, expect

import plainwright
from plainwright import ActionKind, ErrorKind


async def test_add_a_todo_types_it_into_the_one_field_and_sends_it(page: Page, site: str) -> None:
    await page.goto(f"{site}/todo/index.html")
    result = await plainwright.execute_step(page, 'Add a todo "Walk the dog"')
    assert result.ok, result.error
    assert [a.kind for a in result.actions] == [ActionKind.FILL, ActionKind.PRESS]
    assert await page.locator(".todo-list li").all_inner_texts() == ["Walk the dog"]


async def test_a_value_with_nowhere_to_go_fails_rather_than_passing(page: Page, site: str) -> None:
    await page.goto(f"{site}/hello.html")
    await page.locator("#n").evaluate("el => el.remove()")
    result = await plainwright.execute_step(page, 'Greet "Walk the dog"')
    assert not result.ok
    assert result.error is not None and result.error.kind is ErrorKind.UNSUPPORTED_STEP
    assert "'Walk the dog' unused" in result.error.message
    assert await page.locator("#log").inner_text() == ""  # nothing was clicked


async def test_reload_back_forward_and_a_path_taken_from_the_current_page(page: Page, site: str) -> None:
    await page.goto(f"{site}/todo/index.html")
    assert (await plainwright.execute_step(page, "Go to /hello.html")).ok
    assert page.url == f"{site}/hello.html"
    assert (await plainwright.execute_step(page, "Go back")).ok
    assert page.url.endswith("/todo/index.html")
    assert (await plainwright.execute_step(page, "Go forward")).ok
    assert page.url.endswith("/hello.html")
    await page.fill("#n", "typed")
    assert (await plainwright.execute_step(page, "Reload the page")).ok
    assert await page.input_value("#n") == ""
    forward = await plainwright.execute_step(page, "Go forward")
    assert forward.error is not None and forward.error.kind is ErrorKind.NAVIGATION_FAILED


async def test_words_listed_under_a_heading_are_checked_there_and_nowhere_else(page: Page, site: str) -> None:
    await page.goto(f"{site}/todo/index.html")
    assert (await plainwright.execute_step(page, 'Check that "Milk" is listed')).ok
    assert (await plainwright.execute_step(page, 'Make sure "Screws" is not listed')).ok
    assert (await plainwright.execute_step(page, 'Check that "Nails" is listed under Hardware')).ok
    wrong = await plainwright.execute_step(page, 'Check that "Milk" is listed under Hardware')
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED


async def test_a_list_item_is_edited_by_double_clicking_its_text_and_deleted_by_its_hover_button(
        page: Page, site: str) -> None:
    await page.goto(f"{site}/todo/index.html")
    for step in ('Add a todo "buy some cheese"', 'Add a todo "feed the cat"', 'Double-click "feed the cat" to edit it',
                 'Replace its text with "buy some sausages" and press Enter', 'Mark "buy some sausages" as done',
                 'Click the × button next to "buy some cheese"'):
        result = await plainwright.execute_step(page, step)
        assert result.ok, (step, result.error)
    assert await page.locator(".todo-list label").all_inner_texts() == ["buy some sausages"]
    assert await page.locator(".todo-list .toggle").is_checked()


async def test_enter_on_a_form_waits_for_the_page_it_opens(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/login.html")
    # a page that submits its one-field form on Enter, and a step right after that needs the next page
    await page.set_content(f'<form action="{site}/hello.html"><input name="q" placeholder="Search"></form>')
    assert (await plainwright.execute_step(page, 'Type "x" into Search')).ok
    assert (await plainwright.execute_step(page, "Press Enter")).ok
    assert (await plainwright.execute_step(page, 'Type "Ann" into the Your name field')).ok


async def test_a_code_editor_is_typed_over_not_appended_to(page: Page, site: str) -> None:
    await page.goto(f"{site}/todo/editor.html")
    assert (await plainwright.execute_step(page, 'Replace the query with "select 1"')).ok
    assert await page.locator(".cm-content").inner_text() == "select 1"
    assert (await plainwright.execute_step(page, "Clear the SQL editor")).ok
    assert not (await page.locator(".cm-content").inner_text()).strip()


async def test_a_form_with_a_field_named_id_is_still_named_by_text(page: Page, site: str) -> None:
    # form.id is that field, not the form's id: the snapshot must read attributes, not properties
    await page.goto(f"{site}/hello.html")
    await page.set_content('<table><tr><td>Elena Rossi</td><td><form method="post"><input type="hidden" '
                           'name="id" value="3"><button title="Delete record">Delete</button></form></td></tr></table>')
    snap = await plainwright.snapshot(page)
    assert all(isinstance(value, str) for e in snap.elements for value in e.context.values())
    result = await plainwright.execute_step(page, "Verify the Delete button next to Elena Rossi is visible")
    assert result.ok, result.error


async def test_a_row_laid_out_by_a_template_is_a_place_by_its_words(page: Page, site: str) -> None:
    # server templates indent their rows deeply: the whitespace must not hide the row's words
    await page.goto(f"{site}/hello.html")
    indent = "\n" + " " * 60
    rows = "".join(f"<tr><td>{indent * 8}<a href='#e{n}' title='Edit Record'>✎</a>{indent * 8}</td>"
                   f"<td>{indent * 4}{name}{indent * 4}</td></tr>" for n, name in enumerate(["Alice", "Cosmos"]))
    await page.set_content(f"<table>{rows}</table>")
    result = await plainwright.execute_step(page, "Click the pencil icon in the row for Cosmos")
    assert result.ok, result.error
    assert page.url.endswith("#e1")


async def test_a_select_hidden_behind_a_widget_takes_the_option(page: Page, site: str) -> None:
    await page.goto(f"{site}/hello.html")
    await page.set_content('<label for="genre">Genre</label><select id="genre" style="display: none">'
                           '<option>History</option><option>Fiction</option></select>'
                           '<div class="widget"><a class="choice" style="cursor: pointer">History</a></div>'
                           '<script>document.querySelector("#genre").addEventListener("change", e =>'
                           ' document.querySelector(".choice").textContent = e.target.value)</script>')
    result = await plainwright.execute_step(page, 'Select "Fiction" as the Genre')
    assert result.ok, result.error
    assert await page.locator(".choice").inner_text() == "Fiction"


async def test_each_name_of_a_list_adds_to_a_multiple_select(page: Page, site: str) -> None:
    await page.goto(f"{site}/hello.html")
    await page.set_content('<select id="o" multiple size="5"><option>Anna</option><option>Corrine</option>'
                           '<option>Catherine</option><option>Zoe</option></select><button>Submit</button>')
    result = await plainwright.execute_step(page, "Select Corrine, Catherine from the scroll list and click Submit")
    assert result.ok, result.error
    assert await page.locator("#o").evaluate("el => [...el.selectedOptions].map(o => o.label)") == [
        "Corrine", "Catherine"]


TABLE_FORMS = """<form><table>
<tr><th>Title</th><td><input name="title"></td></tr>
<tr><th>Change Note</th><td><textarea name="note"></textarea></td></tr>
</table>
<table><thead><tr><th>Product</th><th>Quantity</th><th>Gift</th></tr></thead><tbody>
<tr><td>Kettle</td><td><input name="q1"></td><td><input type="checkbox" name="g1"></td></tr>
<tr><td>Teapot</td><td><input name="q2"></td><td><input type="checkbox" name="g2"></td></tr>
</tbody></table></form>"""


async def test_a_field_laid_out_in_a_table_is_named_by_its_row_header_or_its_column_header(page: Page) -> None:
    await page.set_content(TABLE_FORMS)
    for step in ('Type "Seen on Windows" into the Change Note field', 'Type "3" into the Quantity field in the row '
                 'for "Teapot"', 'Tick the Gift checkbox in the row of "Kettle"'):
        result = await plainwright.execute_step(page, step, timeout_ms=3000)
        assert result.ok, (step, result.error)
    values = await page.evaluate("() => [...document.forms[0].elements].map(e => e.type === 'checkbox' ? "
                                 "String(e.checked) : e.value)")
    assert values == ["", "Seen on Windows", "", "true", "3", "false"]


LOGIN_PAGE = """<header><a href="#login">Login</a></header>
<form onsubmit="event.preventDefault(); document.body.append('signed in')">
  <label>Username <input name="u"></label><label>Password <input type="password" name="p"></label>
  <input type="submit" value="Login"></form>"""


async def test_a_login_button_is_told_from_the_headers_login_link_by_its_role_or_by_the_form_being_filled(
        page: Page) -> None:
    await page.set_content(LOGIN_PAGE)
    result = await plainwright.execute_step(page, "Click Login", timeout_ms=2000)
    assert result.error is not None and result.error.kind is ErrorKind.AMBIGUOUS_STEP, "nothing tells them apart"
    for steps in (["Click the Login button"], ['Type "alice" into Username', 'Type "pw" into Password', "Click Login"]):
        await page.set_content(LOGIN_PAGE)
        for step in steps:
            result = await plainwright.execute_step(page, step, timeout_ms=2000)
            assert result.ok, (step, result.error)
        assert "signed in" in await page.inner_text("body"), steps


FILTER_ROWS = """<form><table>
  <tr><th>Owner</th><td><select name="owner_mode"><option>is</option><option>contains</option></select></td>
      <td><input name="owner"></td></tr>
  <tr><th>Status</th><td><select name="status"><option>new</option><option>closed</option></select></td></tr>
</table>
<h3>Add Comment</h3><textarea name="comment" title="You may use WikiFormatting here."></textarea></form>
<a href="#pw">Change password</a>"""


async def test_a_value_goes_to_the_field_of_its_row_that_takes_it(page: Page) -> None:
    """A filter row: the header "Owner", an operator list (is, contains), a text field. "carol" is no operator."""
    await page.set_content(FILTER_ROWS)
    for step in ('Set the Owner filter to "carol"', 'Select "closed" from the Status dropdown',
                 'Type "Ready for review" into the Add Comment box'):
        result = await plainwright.execute_step(page, step, timeout_ms=3000)
        assert result.ok, (step, result.error)
    values = await page.evaluate("() => [...document.forms[0].elements].map(e => e.value)")
    assert values == ["is", "carol", "closed", "Ready for review"]


async def test_a_field_named_in_a_check_is_never_a_link_of_that_name(page: Page) -> None:
    """After logging in, "there is no Password field" holds: the "Change password" link is no field."""
    await page.set_content(FILTER_ROWS)
    result = await plainwright.execute_step(page, 'Verify there is no "Password" field', timeout_ms=1000)
    assert result.ok, result.error


HISTORY = """<h1>Ticket #1</h1>
<h3><a href="#changelog">Change History (2)</a></h3>
<div id="changelog"><h4>comment:1 by carol</h4><p>Working on it.</p><h4>comment:2 by bob</h4><p>Fixed it.</p></div>
<h3>Attachments (0)</h3><p>No attachments.</p>"""


async def test_a_part_named_by_its_title_is_checked_below_the_title(page: Page) -> None:
    """"The change history shows X": the part under the heading "Change History (2)", not the heading's link."""
    await page.set_content(HISTORY)
    shown = await plainwright.execute_step(page, 'Check that the change history shows "Fixed it."', timeout_ms=1000)
    elsewhere = await plainwright.execute_step(page, 'Verify the attachments show "Fixed it."', timeout_ms=1000)
    assert shown.ok, shown.error
    assert elsewhere.error is not None and elsewhere.error.kind is ErrorKind.ASSERTION_FAILED


async def test_an_ordinal_of_a_kind_counts_that_kind_only(page: Page) -> None:
    """"the third button" where a link and two buttons are: there is no third button, whatever the link looks
    like; "the second button" is the second button."""
    await page.set_content('<a href="#home">Home</a><button onclick="this.textContent=\'done\'">Log in</button>'
                           '<button onclick="this.textContent=\'sent\'">Contact us</button>')
    third = await plainwright.execute_step(page, "Click the third button", timeout_ms=1000)
    second = await plainwright.execute_step(page, "Click the second button", timeout_ms=1000)
    assert third.error is not None and third.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert second.ok, second.error
    assert await page.locator("button").all_inner_texts() == ["Log in", "sent"]


EXPLORER = """<!doctype html><body>
<nav aria-label="Main menu"><button aria-expanded="true">Pages</button>
<div role="dialog" aria-label="Page explorer">
<a href="#explorer-museum" onclick="log('explorer')">Harbour Museum</a></div>
</nav>
<main><h1>Dashboard</h1><a href="#summary-museum" onclick="log('summary')">Harbour Museum</a></main>
<p id="log"></p><script>function log(t) { document.getElementById("log").textContent = t; }</script>"""


async def test_a_quoted_name_then_in_any_place_is_that_name_in_that_place(page: Page) -> None:
    """"Click "Harbour Museum" in the page explorer": the quote ends the name, so the words after "in" name the
    place, whatever they are (here a dialog named "Page explorer"); a place the page does not have is no place
    to ignore."""
    await page.set_content(EXPLORER)
    clicked = await plainwright.execute_step(page, 'Click "Harbour Museum" in the page explorer')
    assert clicked.ok, clicked.error
    assert await page.locator("#log").inner_text() == "explorer"
    nowhere = await plainwright.execute_step(page, 'Click "Harbour Museum" in the trash bin', timeout_ms=1000)
    assert not nowhere.ok and nowhere.error is not None
    assert nowhere.error.kind in (ErrorKind.ELEMENT_NOT_FOUND, ErrorKind.AMBIGUOUS_STEP)
    assert await page.locator("#log").inner_text() == "explorer", "nothing else was clicked"


LISTING = """<!doctype html><body>
<aside aria-label="Sidebar"><ul><li>Dashboard</li><li>Pages</li><li>Images</li><li>Documents</li><li>Snippets</li>
<li>Reports</li><li>Settings</li></ul></aside>
<main><h1>News</h1><ul class="tags"><li>news</li><li>events</li><li>museum</li><li>pier</li></ul>
<table><tr><th>Title</th><th>Status</th></tr>
<tr><td>Winter lecture series</td><td>live</td></tr><tr><td>Summer exhibition opens</td><td>draft</td></tr>
<tr><td>New café on the pier</td><td>live</td></tr></table></main>"""


async def test_the_first_and_last_row_are_the_content_tables_not_a_menu_or_tag_list(page: Page) -> None:
    """"The first row" of a page whose sidebar menu and tag list have more items than its table: the table's."""
    await page.set_content(LISTING)
    for step in ('Check that the first row shows "Winter lecture series"',
                 'Verify the last row shows "New café on the pier"'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, result.error
    wrong = await plainwright.execute_step(page, 'Check that the first row shows "Dashboard"', timeout_ms=500)
    assert not wrong.ok and wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED


async def test_a_records_place_in_the_list_is_checked_in_that_row_of_the_content_table(page: Page) -> None:
    """"X is the first product in the list", "X is listed last", "the first row shows X" with X unquoted: the
    first and last row, as above, in English and German."""
    await page.set_content(LISTING)
    for step in ('Verify "Winter lecture series" is the first item in the list',
                 'Check that "New café on the pier" is listed last',
                 'Prüfe, dass „Summer exhibition opens“ der zweite Eintrag in der Liste ist',
                 "Check that the first row shows Winter lecture series"):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    wrong = await plainwright.execute_step(page, 'Check that "Summer exhibition opens" is the first item',
                                           timeout_ms=500)
    assert not wrong.ok and wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED


BALANCES = """<!doctype html><body><h2>Balance</h2><table><tr><th>Who</th><th>Paid</th><th>Balance</th></tr>
<tr><td>Alice</td><td>€10.00</td><td>-€217.52</td></tr><tr><td>Dmitri</td><td>€5.00</td><td>€10.00</td></tr>
</table></body>"""


async def test_a_records_value_is_checked_in_that_records_row_and_the_column_the_step_names(page: Page) -> None:
    """"Check that Dmitri's balance is "-€217.52"" where Alice's balance is that figure and Dmitri's is not: the
    step names Dmitri, so another record's value is no evidence (it passed, the page showing it somewhere); nor is
    Dmitri's value in another column ("Paid")."""
    await page.set_content(BALANCES)
    for wrong in ('Check that Dmitri\'s balance is "-€217.52"', 'Verify the balance of Dmitri is "-€217.52"',
                  'Verify Dmitri has a balance of "€5.00"', "Verify Alice's balance is €10.00"):
        result = await plainwright.execute_step(page, wrong, timeout_ms=500)
        assert not result.ok and result.error is not None, wrong
        assert result.error.kind is ErrorKind.ASSERTION_FAILED, wrong
    assert "the 'balance' column in the row of 'Dmitri'" in result.error.message or "Alice" in result.error.message
    for right in ('Check that Dmitri\'s balance is "€10.00"', 'Verify Dmitri has a balance of "€10.00"',
                  "Prüfe, dass Dmitri eine Balance von „€10.00“ hat", "Prüfe, dass die Balance von Dmitri €10.00 ist",
                  "Verify the paid of Alice is €10.00", "The balance in the first row should be -€217.52",
                  "Verify the last row has balance €10.00"):
        assert (await plainwright.execute_step(page, right, timeout_ms=1000)).ok, right


SIDEBAR_BALANCES = """<!doctype html><body><aside><table class="balance">
<tr><td class="balance-name">Alice<span> (x1)</span></td><td><button>deactivate</button><button>edit</button></td>
<td class="paid">€5.00</td><td class="balance-value">+€369.62</td></tr>
<tr><td class="balance-name">Dmitri<span> (x2)</span></td><td><button>deactivate</button><button>edit</button></td>
<td class="paid">€369.62</td><td class="balance-value">-€89.57</td></tr></table></aside>
<main><table><tr><th>When</th><th>Who paid</th><th>For what</th><th>For whom</th><th>How much</th></tr>
<tr><td>2025-05-02</td><td>Dmitri</td><td>Tram</td><td>Alice, Dmitri</td><td>€7.00</td></tr></table></main></body>"""


async def test_a_column_named_by_its_cells_class_where_the_table_shows_no_header(page: Page) -> None:
    """A balance table drawn without its header row, in the sidebar beside the page's bills (I Hate Money): the
    cell whose class names the column ("balance-value") in the record's own row is the one read. That row is the
    one its first cell names, the record with a note after it ("Alice (x1)"), not a bill that mentions Alice, and
    not another of the row's cells."""
    await page.set_content(SIDEBAR_BALANCES)
    for right in ('Check that Alice\'s balance is "+€369.62"', 'Check that Dmitri\'s balance is now "-€89.57"'):
        assert (await plainwright.execute_step(page, right, timeout_ms=1000)).ok, right
    for wrong in ('Check that Dmitri\'s balance is "+€369.62"', 'Check that Alice\'s balance is "€5.00"'):
        result = await plainwright.execute_step(page, wrong, timeout_ms=500)
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, wrong
    nobody = await plainwright.execute_step(page, 'Check that Ali\'s balance is "+€369.62"', timeout_ms=500)
    assert nobody.error is not None and "one row of 'Ali'" in nobody.error.message


async def test_a_column_the_page_does_not_have_fails_the_check_naming_it(page: Page) -> None:
    """A column the step names and no table has ("Bilanz" over an English "Balance") is not left out: the
    check fails, saying which column it looked for."""
    await page.set_content(BALANCES)
    result = await plainwright.execute_step(page, "Prüfe, dass Dmitri eine Bilanz von „€10.00“ hat", timeout_ms=500)
    assert result.error is not None and "a table with a 'Bilanz' column" in result.error.message


DELETED = """<!doctype html><body><nav><ul><li>Pages</li><li>Old events archive</li></ul></nav>
<main><div role="status"><ul><li>Page 'Old events archive' deleted.</li></ul></div>
<h1>Harbour Museum</h1><table><tr><th>Title</th></tr><tr><td>News</td></tr><tr><td>Events</td></tr></table></main>"""


async def test_listed_means_in_the_pages_lists_not_in_its_menus_or_messages(page: Page) -> None:
    """"Make sure "Old events archive" is not listed" after deleting it: the message that says so and a menu that
    still names it are no listing; "is listed" is read in the same lists and tables."""
    await page.set_content(DELETED)
    gone = await plainwright.execute_step(page, 'Make sure "Old events archive" is not listed', timeout_ms=1000)
    assert gone.ok, gone.error
    there = await plainwright.execute_step(page, 'Check that "Events" is listed', timeout_ms=1000)
    assert there.ok, there.error
    message = await plainwright.execute_step(page, 'Check that "Old events archive" is listed', timeout_ms=500)
    assert not message.ok and message.error is not None and message.error.kind is ErrorKind.ASSERTION_FAILED
    assert "the page (its menus and messages aside)" in message.error.message


async def test_a_group_of_boxes_is_known_by_the_label_that_names_its_container(page: Page, site: str) -> None:
    """`<label for="payed_for">For whom?</label><div id="payed_for">…boxes…</div>`: the label names no field (a
    div takes no label), but it is what a person reads the group of boxes by; "Bob" is in both groups."""
    await page.goto(f"{site}/forms/label-for-group.html")
    result = await plainwright.execute_step(page, 'Untick Bob under "For whom?"')
    assert result.ok, result.error
    assert not await page.locator("#payed_for-2").is_checked()
    assert await page.locator("#payer-2").is_checked()  # the other Bob stays as he was


async def test_a_form_is_known_by_the_header_drawn_above_it_in_its_card(page: Page, site: str) -> None:
    """Two cards, each a form with a "Private code" field, each headed by a `div.card-header`: the words a person
    reads as each form's title tell the fields apart. Both fields have the id "password", so the browser ties the
    second form's label to the first form's field; a person reads each label beside the field of its own form."""
    await page.goto(f"{site}/forms/cards.html")
    for step in ('Type "poudreuse-42" into the Private code field of the "Create a new project" form',
                 'Under "Log in to an existing project", type "nata" into the Private code field'):
        result = await plainwright.execute_step(page, step)
        assert result.ok, result.error
    assert await page.locator("#creation-form input.new").input_value() == "poudreuse-42"
    assert await page.locator("#authentication-form #password").input_value() == "nata"


async def test_a_row_named_by_its_position_is_where_the_step_acts(page: Page, site: str) -> None:
    """"Click Edit in the first row", "Tick the checkbox in row 2": the element the words name, in the row at that
    position of the page's main table (its header row is no row of records)."""
    await page.goto(f"{site}/apps/admin-users.html")
    for step, done in (("Click Edit in the first row", "edit Ada Lovelace"),
                       ("Click Delete in the third row", "delete Grace Hopper"),
                       ("Click the Reset password button in the last row", "reset Leslie Lamport"),
                       ("Click Edit in row 5", "edit Barbara Liskov"),
                       ("Klicke auf Delete in der zweiten Zeile", "delete Alan Turing")):
        result = await plainwright.execute_step(page, step)
        assert result.ok, (step, result.error)
        assert await page.locator("#log").inner_text() == done, step
    assert (await plainwright.execute_step(page, "Tick the checkbox in the second row")).ok
    assert await page.get_by_label("Select Alan Turing").is_checked()
    assert not await page.get_by_label("Select all users").is_checked()
    beyond = await plainwright.execute_step(page, "Click Edit in the 40th row", timeout_ms=500)
    assert beyond.error is not None and beyond.error.kind is ErrorKind.ELEMENT_NOT_FOUND


async def test_a_record_s_own_row_is_the_row_of_that_record_not_one_that_mentions_it(page: Page, site: str) -> None:
    """"Click the edit button next to Dmitri" where Dmitri has a row of his own (his name its first cell) and two
    bills mention him (he paid one, shares the other): his row is meant, not a tie among three."""
    await page.goto(f"{site}/apps/budget.html")
    for step, done in (("Click the edit button next to Dmitri", "edit Dmitri"),
                       ("Click delete for Dmitri", "del Dmitri"),
                       ("Click edit in the row of Coffee", "edit bill 1"), ("Click edit for Alice", "edit Alice")):
        result = await plainwright.execute_step(page, step)
        assert result.ok, (step, result.error)
        assert await page.locator("#log").inner_text() == done, step


async def test_a_grid_that_draws_each_row_in_parts_is_read_row_by_row(page: Page, site: str) -> None:
    """A grid with a pinned column (AG Grid's way) draws each row as two [role=row] parts tied by aria-rowindex:
    the tick box in one part, the run's name in the other. They are one row for a step that names the run, for a
    cell and for a position."""
    await page.goto(f"{site}/apps/split-grid.html")
    for step in ('Tick the checkbox in the row of "baseline-lr-0.1"', 'Select the checkbox of the run "xgb-depth-6"'):
        result = await plainwright.execute_step(page, step)
        assert result.ok, (step, result.error)
    assert [await page.locator(f"#c{n}").is_checked() for n in (1, 2, 3)] == [False, True, True]
    for step in ('Verify the accuracy of "xgb-depth-6" is 0.95', 'Check that the second row shows "0.84"',
                 "Verify the first row has accuracy 0.91", "Untick the checkbox in the last row"):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    assert not await page.locator("#c3").is_checked()
    for wrong in ('Verify the accuracy of "xgb-depth-6" is 0.84', 'Check that the second row shows "0.95"'):
        result = await plainwright.execute_step(page, wrong, timeout_ms=500)
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, wrong


async def test_a_choice_is_made_in_the_group_the_step_names(page: Page, site: str) -> None:
    """"Select "Kinto Account Auth" as the authentication method": nothing is named "authentication method", but
    the label over the radio buttons is; the choice the value names, in that group (the page has another
    "Anonymous" in another group)."""
    await page.goto(f"{site}/forms/radio-group.html")
    assert (await plainwright.execute_step(page, 'Select "Kinto Account Auth" as the authentication method')).ok
    assert await page.locator("#root_authType-1").is_checked()
    assert (await plainwright.execute_step(page, 'Select "Anonymous" as the authentication method')).ok
    assert await page.locator("#root_authType-0").is_checked()
    assert (await plainwright.execute_step(page, 'Choose "Allowed" for Anonymous access')).ok
    assert await page.locator("input[name=anon][value=yes]").is_checked()
    assert await page.locator("#root_authType-0").is_checked()


async def test_a_choice_named_by_its_value_where_the_noun_before_it_names_nothing(page: Page, site: str) -> None:
    """"Wähle die Anmeldemethode "Kinto Account Auth"" on a page that says "Authentication method": the noun says
    what kind of thing the value is; the one radio button of that name is chosen. A name two choices share
    ("Anonymous", in two groups) is refused, not guessed."""
    await page.goto(f"{site}/forms/radio-group.html")
    assert (await plainwright.execute_step(page, 'Wähle die Anmeldemethode "Kinto Account Auth"')).ok
    assert await page.locator("#root_authType-1").is_checked()
    tie = await plainwright.execute_step(page, 'Select the login method "Anonymous"', timeout_ms=500)
    assert tie.error is not None and not await page.locator("#root_authType-0").is_checked()


async def test_the_heading_a_check_means_is_the_one_that_says_the_words(page: Page, site: str) -> None:
    """"Verify the heading is "rf-300-trees"" on a page of several headings: the one that says it; else the main
    heading (the page's one h1), whose own words make the check fail."""
    await page.goto(f"{site}/checks/headings.html")
    for step in ('Verify the heading is "rf-300-trees"', 'Verify the heading says "rf-300-trees"',
                 'Verify the page heading is "rf-300-trees"', 'Prüfe, dass die Überschrift „rf-300-trees“ lautet',
                 'Check that the title of the dialog is "Rename run"', 'Verify the run heading is "rf-300-trees"'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    for step in ('Verify the heading is "rf-100-trees"', 'Verify the run heading is "rf-100-trees"'):
        wrong = await plainwright.execute_step(page, step, timeout_ms=500)
        assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED, step
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED
    assert "it shows 'rf-300-trees'" in wrong.error.message


async def test_the_first_thing_in_the_table_whatever_the_rows_are_called(page: Page, site: str) -> None:
    """"the first person in the table is "Ada Lovelace"": the table's rows are what the step calls them."""
    await page.goto(f"{site}/apps/admin-users.html")
    assert (await plainwright.execute_step(page, 'Verify the first person in the table is "Ada Lovelace"')).ok
    assert (await plainwright.execute_step(page, 'Check that the first row of the table shows "Ada Lovelace"')).ok
    for step in ('Check that the "Alan Turing" row shows the email "alan@example.com"',
                 'Verify Alan Turing has the email "alan@example.com"'):
        assert (await plainwright.execute_step(page, step)).ok, step
    wrong = await plainwright.execute_step(page, 'Verify the last person in the list is "Ada Lovelace"',
                                           timeout_ms=500)
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED


async def test_words_gone_from_the_list_are_checked_in_the_page_s_lists(page: Page) -> None:
    """"Verify "Old events archive" has disappeared from the list": in no list of the page; the message saying it
    was deleted may name it."""
    await page.set_content(DELETED)
    assert (await plainwright.execute_step(page, 'Verify "Old events archive" has disappeared from the list',
                                           timeout_ms=1000)).ok
    still = await plainwright.execute_step(page, 'Verify "Events" has disappeared from the list', timeout_ms=500)
    assert still.error is not None and still.error.kind is ErrorKind.ASSERTION_FAILED


async def test_a_box_headed_by_words_beside_an_icon_link_is_known_by_them(page: Page, site: str) -> None:
    """"Click "books" in the shop bucket": each card of the sidebar is headed by its bucket's name and an icon
    link (no heading element), and the app's root listens for clicks, which makes it no control."""
    await page.goto(f"{site}/forms/card-menu.html")
    for step, done in (('Click "books" in the shop bucket', "#shop-books"),
                       ('Click "books" in the library bucket', "#library-books")):
        result = await plainwright.execute_step(page, step)
        assert result.ok, (step, result.error)
        assert page.url.endswith(done), step
    assert (await plainwright.execute_step(page, 'Click "Manage bucket" in the shop bucket')).ok
    assert page.url.endswith("#shop-attributes")


async def test_a_control_drawn_as_a_sign_is_known_by_what_the_sign_means(page: Page, site: str) -> None:
    """"Click the "+" button to add the tag" on a button named "Add tag", "the three-dot menu" on "More options";
    a dialog is open or closed; a name with a slash ("Add/Edit tags") is matched as written."""
    await page.goto(f"{site}/forms/tags-dialog.html")
    for step in ('Verify the "Add/Edit tags" dialog is closed', "Click the three-dot menu", "Click Rename",
                 'Verify the "Add/Edit tags" dialog is open', 'Type "reviewed" into the Key field',
                 'Click the "+" button to add the tag'):
        result = await plainwright.execute_step(page, step, timeout_ms=2000)
        assert result.ok, (step, result.error)
    assert await page.locator("#log").inner_text() == "added reviewed"
    await page.fill("#key", "stage")
    assert (await plainwright.execute_step(page, "Klicke auf das Plus, um den Tag hinzuzufügen")).ok
    assert await page.locator("#log").inner_text() == "added stage"


async def test_words_that_say_what_a_thing_is_or_how_it_looks_are_no_part_of_its_name(page: Page, site: str) -> None:
    """"Open the products collection in the shop bucket": "collection" says what the link is and "the shop
    bucket" where; "the red Delete button": a colour says how it looks."""
    await page.goto(f"{site}/forms/card-menu.html")
    assert (await plainwright.execute_step(page, "Open the products collection in the shop bucket")).ok
    assert page.url.endswith("#shop-products")
    await page.goto(f"{site}/apps/admin-users.html")
    assert (await plainwright.execute_step(page, 'Click the red Delete button in the row of "Alan Turing"')).ok
    assert await page.locator("#log").inner_text() == "delete Alan Turing"


async def test_a_part_of_the_page_is_switched_to_a_choice_it_offers(page: Page, site: str) -> None:
    """"Switch the sidebar to "Teams"", „Wechsle in der Seitenleiste auf „Billing““: that choice, in that part."""
    await page.goto(f"{site}/apps/admin-users.html")
    assert (await plainwright.execute_step(page, 'Switch the sidebar to "Teams"')).ok
    assert page.url.endswith("#teams")
    assert (await plainwright.execute_step(page, "Wechsle in der Seitenleiste auf „Billing“")).ok
    assert page.url.endswith("#billing")


async def test_a_heading_a_single_page_app_is_still_drawing_is_waited_for(page: Page, site: str) -> None:
    """Right after a click, the page that says "xgb-depth-6" is still being drawn: the check waits for a heading
    that says it, and fails on a page that never shows one."""
    await page.goto(f"{site}/checks/late-heading.html")
    assert (await plainwright.execute_step(page, 'Verify the heading is "xgb-depth-6"', timeout_ms=3000)).ok
    await page.goto(f"{site}/checks/late-heading.html")
    wrong = await plainwright.execute_step(page, 'Verify the heading is "xgb-depth-8"', timeout_ms=1500)
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED


SCREEN = """<!doctype html><body style="margin:0;font:16px sans-serif">
<header style="display:flex;justify-content:space-between;padding:8px"><a href="#home">MLtrack</a>
<button aria-label="More options" onclick="document.title='page menu'">⋮</button></header>
<main style="padding:8px"><table><tr><td>run-1</td><td><button aria-label="More options"
onclick="document.title='row menu'">⋮</button></td></tr></table></main>
<footer style="position:fixed;bottom:0;left:0;right:0;display:flex;justify-content:space-between;padding:8px">
<button onclick="document.title='left help'">Help</button><button onclick="document.title='right help'">Help</button>
</footer></body>"""


async def test_an_element_is_looked_for_where_on_the_screen_the_step_says_it_is(page: Page) -> None:
    """"The three-dot menu at the top right of the page" is the header's, not a row's lower down; "oben rechts"
    says the same; "Help at the bottom right" is the right one of two. The words say where, so an element drawn
    elsewhere is no answer, and where nothing is drawn there the step fails saying where it looked."""
    await page.set_content(SCREEN)
    for step, title in (("Click the three-dot menu at the top right of the page", "page menu"),
                        ("Öffne oben rechts das Menü mit den drei Punkten", "page menu"),
                        ('Click "Help" in the bottom right corner', "right help"),
                        ("Klicke unten links auf Help", "left help")):
        await page.evaluate("document.title = ''")
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
        assert await page.title() == title, step
    missing = await plainwright.execute_step(page, "Click the three-dot menu at the bottom left", timeout_ms=500)
    assert missing.error is not None and missing.error.kind is ErrorKind.ELEMENT_NOT_FOUND
    assert "the bottom left of the window" in missing.error.message


MEMBERS = """<!doctype html><body><fieldset><legend>Members</legend><div id="members">
<input aria-label="Member name" value="account:admin"><input aria-label="Member name" value="account:alice">
</div><button onclick="const f = document.createElement('input'); f.setAttribute('aria-label', 'Member name');
document.getElementById('members').append(f)">Add Item</button></fieldset></body>"""


async def test_a_field_is_known_by_being_new_or_empty_where_its_name_is_shared(page: Page) -> None:
    """Every member's field is named "Member name": "the new empty "Member name" field" is the one "Add Item"
    just drew, not a member's. Where no field is so, the step fails saying what it looked for."""
    await page.set_content(MEMBERS)
    stale = await plainwright.execute_step(page, 'Type "account:bob" into the new "Member name" field',
                                           timeout_ms=500)
    assert stale.error is not None and "a new field named 'Member name'" in stale.error.message
    assert (await plainwright.execute_step(page, 'Click "Add Item"')).ok
    result = await plainwright.execute_step(page, 'Type "account:bob" into the new empty "Member name" field')
    assert result.ok, result.error
    full = await plainwright.execute_step(page, 'Gib „account:carol“ in das leere Feld „Member name“ ein',
                                          timeout_ms=500)
    assert full.error is not None and full.error.kind is ErrorKind.ELEMENT_NOT_FOUND  # none is empty now
    values = await page.locator("#members input").evaluate_all("(fields) => fields.map((f) => f.value)")
    assert values == ["account:admin", "account:alice", "account:bob"]


LISTED = """<!doctype html><body><nav><a href="#">credit-scoring</a></nav>
<div role="status">Experiment "fraud-v2" created</div><h1>Experiments</h1>
<table><tr><th>Name</th></tr><tr><td>churn-prediction</td></tr><tr><td>credit-scoring</td></tr></table></body>"""


async def test_a_record_said_to_be_in_a_list_is_looked_for_in_what_the_page_lists(page: Page) -> None:
    """"X appears in the list of experiments", ""X" is in the table", „„X“ steht in der Liste der Runs“: the
    words in what the page lists, not in its menus or its messages (a message naming a record just created is
    no proof that the list shows it)."""
    await page.set_content(LISTED)
    for step in ('Verify "credit-scoring" appears in the list of experiments', 'Check that "churn-prediction" is in '
                 'the table', 'Prüfe, dass „credit-scoring“ in der Liste der Experimente steht',
                 'Verify "churn-prediction" appears in the experiment list'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    for step in ('Verify "fraud-v2" appears in the list of experiments', 'Check that "fraud-v2" is in the table'):
        result = await plainwright.execute_step(page, step, timeout_ms=500)
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, step


SIDEBAR_LIST = """<!doctype html><body><aside><nav><ul><li>Settings</li></ul></nav>
<table><tr><td>Ines</td></tr><tr><td>Jonas</td></tr></table></aside>
<main><div role="status">Kai has been added</div><p>No bills yet.</p></main></body>"""


async def test_what_a_sidebar_lists_is_listed_but_not_its_menu_nor_a_message(page: Page) -> None:
    """The participants of a project are listed in its sidebar: "Jonas" is listed there; a sidebar's menu
    ("Settings") and a message naming a record ("Kai has been added") list nothing."""
    await page.set_content(SIDEBAR_LIST)
    assert (await plainwright.execute_step(page, 'Check that "Jonas" is listed', timeout_ms=1000)).ok
    for step in ('Check that "Settings" is listed', 'Check that "Kai" is listed'):
        result = await plainwright.execute_step(page, step, timeout_ms=500)
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, step


PARTICIPANTS = """<!doctype html><body><table style="line-height:1">""" + "".join(
    f'<tr><td>{name}<span> (x{weight})</span></td><td style="padding-left:900px"><a href="#" '
    f'onclick="document.title=\'{name}\'">edit</a></td></tr>'
    for name, weight in (("Alice", 1), ("Bob", 1), ("Dmitri", 2))) + (
    '<tr><td>Tram, for Alice and Dmitri</td><td><a href="#" onclick="document.title=\'Tram\'">edit</a></td></tr>'
    "</table></body>")


async def test_the_control_next_to_a_record_is_the_one_in_that_records_row(page: Page) -> None:
    """"Click the edit link next to Dmitri" where rows stand close together and each has its edit link far to
    the right, so that several links are about as near, and a bill's row mentions Dmitri too: the one in
    Dmitri's own row ("Dmitri (x2)": the record with a note after it), not one in a row that only mentions him."""
    await page.set_content(PARTICIPANTS)
    result = await plainwright.execute_step(page, "Click the edit link next to Dmitri", timeout_ms=1000)
    assert result.ok, result.error
    assert await page.title() == "Dmitri"


async def test_leaving_a_field_as_it_is_checks_that_it_is_so(page: Page) -> None:
    """"Leave the Artifact Location empty and click "Create"": nothing is typed, and the field is checked to be
    empty (a field the page filled in is not left empty: the step fails); "Keep "Remember me" ticked" likewise."""
    await page.set_content('<label>Artifact Location <input id="loc"></label><label><input type="checkbox" checked>'
                           ' Remember me</label><button onclick="document.title=\'created\'">Create</button>')
    result = await plainwright.execute_step(page, 'Leave the Artifact Location empty and click "Create"')
    assert result.ok, result.error
    assert await page.title() == "created"
    assert (await plainwright.execute_step(page, 'Keep "Remember me" ticked')).ok
    await page.fill("#loc", "s3://bucket")
    filled = await plainwright.execute_step(page, "Lass das Feld „Artifact Location“ leer", timeout_ms=500)
    assert filled.error is not None and filled.error.kind is ErrorKind.ASSERTION_FAILED


async def test_a_german_step_declines_the_words_of_an_english_label(page: Page) -> None:
    """„Gib „loyer-2025“ als privaten Code ein“ on a form labelled in English ("Private code")."""
    await page.set_content('<label>Project identifier <input id="id"></label>'
                           '<label>Private code <input id="code" type="password"></label>')
    result = await plainwright.execute_step(page, "Gib „loyer-2025“ als privaten Code ein", timeout_ms=1000)
    assert result.ok, result.error
    assert await page.input_value("#code") == "loyer-2025"


RUNS_SEARCH = """<!doctype html><body><main><h2>Runs</h2><input type="search" role="combobox" data-testid="search-box"
placeholder="metrics.rmse < 1"></main>
<aside><p>Ask questions about your experiments</p><textarea placeholder="Ask a question..."></textarea>
</aside></body>"""


async def test_a_search_box_drawn_as_a_combobox_is_a_field_and_is_known_by_its_place(page: Page) -> None:
    """"Type ... into the runs search box" where the runs' search is an <input> drawn as a combobox (it suggests
    as it is typed into) and an assistant's chat box is the page's only plain text field: the chat box is not "the
    only field"; the search box under the heading "Runs" is meant ("runs" says where it is, "search box" what)."""
    await page.set_content(RUNS_SEARCH)
    result = await plainwright.execute_step(page, 'Type "metrics.accuracy > 0.9" into the runs search box',
                                            timeout_ms=1000)
    assert result.ok, result.error
    assert await page.input_value("input") == "metrics.accuracy > 0.9"
    assert await page.input_value("textarea") == ""


PRODUCTS = """<!doctype html><body><aside><h3>Buckets</h3><ul>
<li>library<ul><li><a href="#books" onclick="document.title='library/books'">books</a></li></ul></li>
<li>shop<ul><li><a href="#products" onclick="document.title='shop/products'">products</a></li></ul></li></ul></aside>
<main><table><tr><th>Name</th><th>Price</th><th>Stock</th></tr>
<tr><td>Notebook A4</td><td>4.10</td><td>75</td></tr><tr><td>Notebook A5</td><td>3.20</td><td>150</td></tr>
</table></main></body>"""


async def test_german_row_checks_and_a_place_named_by_its_noun_and_its_quoted_name(page: Page) -> None:
    """„Öffne die Collection „products“ im Bucket „shop““: the place is a noun and its quoted name; „die Zeile
    „Notebook A5“ weiterhin „150“ zeigt“ and „die Zeile „Notebook A4“ den Bestand „75“ zeigt“ read that row (the
    verb last, as German puts it; "Bestand" is what the page heads "Stock"), and another row's figure is no
    answer."""
    await page.set_content(PRODUCTS)
    opened = await plainwright.execute_step(page, "Öffne die Collection „products“ im Bucket „shop“", timeout_ms=1000)
    assert opened.ok, opened.error
    assert await page.title() == "shop/products"
    for step in ("Prüfe, dass die Zeile „Notebook A5“ weiterhin „150“ zeigt",
                 "Prüfe, dass die Zeile „Notebook A4“ den Bestand „75“ zeigt",
                 "Prüfe, dass die Zeile „Notebook A4“ nicht mehr „150“ anzeigt"):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    for step in ("Prüfe, dass die Zeile „Notebook A4“ „150“ zeigt",
                 "Prüfe, dass die Zeile „Notebook A5“ den Bestand „75“ zeigt"):
        result = await plainwright.execute_step(page, step, timeout_ms=500)
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, step


LANGUAGES = """<!doctype html><body><nav><div class="dropdown">
<a href="#" role="button" aria-haspopup="true" aria-expanded="false" onclick="const menu = this.nextElementSibling;
menu.hidden = !menu.hidden; this.setAttribute('aria-expanded', String(!menu.hidden)); return false">English</a>
<div hidden><h6>Languages</h6><a href="#de" onclick="document.title='de'">Deutsch</a>
<a href="#fr" onclick="document.title='fr'">Français</a></div></div></nav><main><h1>Projects</h1></main></body>"""


async def test_a_choice_kept_in_a_closed_menu_is_found_by_opening_that_menu(page: Page) -> None:
    """„Wähle die Sprache „Deutsch““ where the languages are links of a menu that only its "English" button opens:
    the menu whose opener stands beside the hidden "Deutsch" is opened, then "Deutsch" chosen."""
    await page.set_content(LANGUAGES)
    result = await plainwright.execute_step(page, "Wähle die Sprache „Deutsch“", timeout_ms=2000)
    assert result.ok, result.error
    assert await page.title() == "de"


QUOTA = """<!doctype html><body><form><h2>Quota</h2>
<label for="name">Name</label><input id="name" value="Parking">
<label for="size">Total capacity<span class="optional">Optional</span></label>
<input id="size" type="number" value="30" placeholder="Unlimited"></form></body>"""


async def test_a_number_field_is_no_less_a_field_and_a_label_run_into_its_badge_still_names_it(page: Page) -> None:
    """"Change Total capacity to 40" on a form of a name and a number: there is no "only field" to type into (the
    number field counts), and the label that markup ran into its badge ("Total capacityOptional") names the number
    field. The quota's name is left alone."""
    await page.set_content(QUOTA)
    result = await plainwright.execute_step(page, "Change Total capacity to 40", timeout_ms=1000)
    assert result.ok, result.error
    assert (await page.input_value("#size"), await page.input_value("#name")) == ("40", "Parking")


METRICS = """<!doctype html><body><h3>Metrics (2)</h3><table><tr><th>Metric</th><th>Value</th></tr>
<tr><td><a href="#auc">auc</a></td><td>0.981</td></tr><tr><td><a href="#f1">f1</a></td><td>0.912</td></tr>
</table></body>"""


async def test_a_check_of_a_named_value_reads_its_row_not_the_link_that_names_it(page: Page) -> None:
    """"Verify the metric auc shows "0.981"": the auc's row holds the value; its name is a link, which shows only
    "auc". Another metric's figure fails the check."""
    await page.set_content(METRICS)
    assert (await plainwright.execute_step(page, 'Verify the metric auc shows "0.981"', timeout_ms=1000)).ok
    wrong = await plainwright.execute_step(page, 'Verify the metric auc shows "0.912"', timeout_ms=500)
    assert wrong.error is not None


SHOP = """<!doctype html><body><h2>Tickets</h2>
<article><h4>Weekend pass (reduced)</h4><p>Students and pensioners</p><p>€59.00</p></article>
<article><h4>Weekend pass</h4><p>All three days</p><p>€79.00</p></article>
<article><h4>Day pass Saturday</h4><p>€45.00</p></article></body>"""


async def test_what_an_item_costs_is_read_in_its_own_part_not_a_look_alikes(page: Page) -> None:
    """""Weekend pass" costs "€79.00"": the item whose own heading says "Weekend pass", not "Weekend pass
    (reduced)", whose price is €59.00 and must not pass the check."""
    await page.set_content(SHOP)
    for step in ('Check that "Weekend pass" costs "€79.00"', 'Check that the Day pass Saturday is offered for "€45.00"',
                 'Prüfe, dass „Weekend pass (reduced)“ kostet „€59.00“'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    for step in ('Check that "Weekend pass" costs "€59.00"', 'Check that "Day pass Saturday" costs "€79.00"'):
        result = await plainwright.execute_step(page, step, timeout_ms=500)
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, step


NESTED_SHOP = """<!doctype html><body><main><h1>Harbour Jazz Festival</h1><section><h3>Tickets</h3>
<article aria-labelledby="i1"><div class="col"><div class="description"><h4 id="i1">Day pass Saturday</h4>
<div><p>Entry on Saturday.</p></div></div></div><div class="col price"><p>€45.00</p></div></article>
<article aria-labelledby="i2"><div class="col"><div class="description"><h4 id="i2">Weekend pass</h4>
<div><p>All three days.</p></div></div></div><div class="col price"><p>€79.00</p></div></article></section>
<div class="card"><div class="card-header"><h4>Parking ticket</h4></div><div class="card-body">€8.00</div></div>
<div class="card"><div class="card-header"><h4>Festival T-shirt</h4></div><div class="card-body">€20.00</div></div>
<div><h2>Opening hours</h2></div><p>From 12:00</p><div><h2>Contact</h2></div><p>From 10:00 by phone</p>
</main></body>"""


async def test_a_headings_part_is_the_item_it_titles_however_deep_the_title_sits(page: Page) -> None:
    """A product row whose title sits two columns deep, a card whose title has a header of its own: the item's part
    is the element around its title that holds no other title of its rank, so its price is in it and a neighbour's
    is not; a title wrapped alone is followed by its part up to the next title."""
    await page.set_content(NESTED_SHOP)
    for step in ('Check that "Day pass Saturday" costs "€45.00"', 'Check that "Parking ticket" costs "€8.00"',
                 'Check that "Weekend pass" costs "€79.00"', 'Check that the Opening hours section shows "12:00"'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    for step in ('Check that "Day pass Saturday" costs "€79.00"', 'Check that "Parking ticket" costs "€20.00"',
                 'Check that the Opening hours section shows "10:00"'):
        result = await plainwright.execute_step(page, step, timeout_ms=500)
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, step


QUOTAS = """<!doctype html><body><h1>Quotas</h1><table><thead><tr><th></th><th>Quota name</th><th>Products</th>
<th>Total capacity</th></tr></thead><tbody>
<tr><td><input type="checkbox" aria-label="select row"></td><td><a href="#5">Parking</a></td>
<td><ul><li><a href="#i6">Parking ticket</a></li></ul></td><td>30</td></tr>
<tr><td><input type="checkbox" aria-label="select row"></td><td><a href="#6">Merchandise</a></td>
<td><ul><li><a href="#i7">Parking ticket</a></li><li><a href="#i8">T-shirt</a></li></ul></td><td>250</td></tr>
</tbody></table></body>"""


async def test_a_records_row_is_its_part_though_a_cell_lists_a_look_alike(page: Page) -> None:
    """The quota "Parking" is a row whose Products cell lists "Parking ticket": the row for "Parking" is the quota's
    own row (its first cell says exactly "Parking"), not the list item of a product that only starts like it."""
    await page.set_content(QUOTAS)
    assert (await plainwright.execute_step(page, 'Check that the row for "Parking" shows "30"', timeout_ms=1000)).ok
    wrong = await plainwright.execute_step(page, 'Check that the row for "Parking" shows "250"', timeout_ms=500)
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED


ORDERS = """<!doctype html><body><h1>Orders</h1><p id="opened"></p>
<table><thead><tr><th><a href="#sort">Order code</a></th><th>Email</th><th>Total</th><th>Status</th></tr></thead>
<tbody>
<tr><td><a href="#ASCT3">ASCT3</a></td><td>anne.schmitt@example.org</td><td>€79.00</td><td>Pending</td></tr>
<tr><td><a href="#JWEB4">JWEB4</a></td><td>jonas.weber@example.org</td><td>€53.00</td><td>Paid</td></tr>
<tr><td><a href="#JWBB5">JWBB5</a></td><td>jonas.webber@example.net</td><td>€90.00</td><td>Pending</td></tr>
</tbody></table>
<script>addEventListener("hashchange", () => { document.getElementById("opened").textContent = location.hash; })
</script></body>"""


@pytest.mark.parametrize(("step", "opened"), [
    ('Click the order code in the row of "jonas.webber@example.net"', "#JWBB5"),
    ('Click the order code of "jonas.webber@example.net"', "#JWBB5"),
    ("Click the order code in the second row", "#JWEB4"),
    ("Öffne die Bestellung von „anne.schmitt@example.org“", "#ASCT3"),
])
async def test_a_control_in_a_table_is_named_by_its_column_in_the_row_named(page: Page, step: str,
                                                                           opened: str) -> None:
    """A link in a row's "Order code" cell is that row's order code (or its order): the column's header names what
    its cells hold, and the row says which. Said with no row, the words name the header's own link."""
    await page.set_content(ORDERS)
    result = await plainwright.execute_step(page, step, timeout_ms=5000)
    assert result.ok, result.error
    await expect(page.locator("#opened")).to_have_text(opened)  # a hash change is told to the page a moment later
    assert (await plainwright.execute_step(page, "Click the order code", timeout_ms=5000)).ok
    await expect(page.locator("#opened")).to_have_text("#sort")


async def test_to_open_a_record_is_to_follow_its_link_not_to_tick_its_box(page: Page) -> None:
    """A row's batch tick box whose code name is "order" is no way to open the order: "Open" follows a link."""
    ticked = ORDERS.replace("<tr><td><a", '<tr><td><input type="checkbox" name="order" aria-label="select"></td><td><a')
    await page.set_content(ticked.replace("<th><a", "<th></th><th><a"))
    for step in ("Öffne die Bestellung von „anne.schmitt@example.org“", 'Open the order of "jonas.webber@example.net"'):
        result = await plainwright.execute_step(page, step, timeout_ms=3000)
        assert result.ok, (step, result.error)
        assert await page.locator("input[type=checkbox]:checked").count() == 0, step
    await expect(page.locator("#opened")).to_have_text("#JWBB5")


async def test_a_column_said_with_no_row_names_no_one_cell(page: Page) -> None:
    await page.set_content(ORDERS.replace('<a href="#sort">Order code</a>', "Order code"))
    anywhere = await plainwright.execute_step(page, "Click the order code", timeout_ms=500)
    assert anywhere.error is not None and anywhere.error.kind is ErrorKind.AMBIGUOUS_STEP


TICKETS = """<!doctype html><body><h1>Tickets</h1>
<div class="product"><strong>Weekend pass</strong> <span>€69.00</span>
  <label>Quantity <input type="number" value="0"></label></div>
<div class="product"><strong>Weekend pass (reduced)</strong> <span>€59.00</span>
  <label>Quantity <input type="number" value="0"></label></div>
<div class="product"><strong>Day pass Sunday</strong> <span>€45.00</span>
  <label>Quantity <input type="number" value="0"></label></div></body>"""


@pytest.mark.parametrize(("step", "values"), [
    ('Enter 1 as the quantity for "Weekend pass (reduced)"', ["0", "1", "0"]),
    ('Set the quantity for "Weekend pass" to 3', ["3", "0", "0"]),
    ('Type 2 into the Quantity field of "Day pass Sunday"', ["0", "0", "2"]),
])
async def test_a_field_in_a_card_is_known_by_the_card_s_title(page: Page, step: str, values: list[str]) -> None:
    """Each product card has its own "Quantity" field, wrapped in its label: the card the field stands in is the
    product named, and of two cards whose words hold "Weekend pass" the one titled exactly so."""
    await page.set_content(TICKETS)
    result = await plainwright.execute_step(page, step, timeout_ms=5000)
    assert result.ok, result.error
    assert await page.locator("input").evaluate_all("(fields) => fields.map((f) => f.value)") == values


ENTRY = """<form><input type="date" required> <input placeholder="Payee"> <input placeholder="Narration">
<button type="button">Save</button></form>"""


@pytest.mark.parametrize("step", ["Enter 2025-06-07 as the date", "Gib „2025-06-07“ als Datum ein",
                                  'Type "2025-06-07" into the date field'])
async def test_a_field_with_no_name_at_all_is_named_by_the_kind_of_value_it_takes(page: Page, step: str) -> None:
    """An entry form whose date input has no label, no placeholder, no name: "the date" is that input."""
    await page.set_content(ENTRY)
    result = await plainwright.execute_step(page, step, timeout_ms=2000)
    assert result.ok, result.error
    assert await page.locator("input[type=date]").input_value() == "2025-06-07"


async def test_two_date_inputs_with_no_name_are_no_one_date(page: Page) -> None:
    await page.set_content(ENTRY.replace('<input type="date" required>', '<input type="date"> <input type="date">'))
    result = await plainwright.execute_step(page, "Enter 2025-06-07 as the date", timeout_ms=500)
    assert result.error is not None and result.error.kind is ErrorKind.AMBIGUOUS_STEP


EDITOR_LINK = """<nav><a href="#journal" onclick="document.title='journal'">Journal</a>
<a href="#editor" onclick="document.title='editor'">Editor</a></nav>
<input aria-label="Time"> <input aria-label="Account"> <input aria-label="Filter"></nav>"""


async def test_a_word_for_a_kind_of_element_is_the_name_of_the_one_element_called_so(page: Page) -> None:
    """"Click Editor" where the navigation has a link "Editor" and the page has text boxes (an editor is a text
    box): the link the page calls so, not an ambiguity between the boxes."""
    await page.set_content(EDITOR_LINK)
    result = await plainwright.execute_step(page, "Click Editor", timeout_ms=2000)
    assert result.ok, result.error
    assert await page.title() == "editor"
    await page.set_content(EDITOR_LINK.replace(">Editor<", ">Source<"))
    boxes = await plainwright.execute_step(page, "Click Editor", timeout_ms=500)
    assert boxes.error is not None and boxes.error.kind is ErrorKind.AMBIGUOUS_STEP, "with no element called so, " \
        "the word names the kind: three text boxes"


TOTALS = """<table><tr><th>Account</th><th>Amount</th></tr><tr><td>Travel</td><td>392.60</td></tr>
<tr><td>Dining</td><td>54.20</td></tr></table>"""


@pytest.mark.parametrize(("step", "ok"), [
    ("Prüfe, dass in der Zeile Travel „392.60“ steht", True),
    ("Prüfe, dass „54.20“ in der Zeile Dining steht", True),
    ("Prüfe, dass in der Zeile Dining „392.60“ steht", False),  # another row's figure
])
async def test_a_german_row_check_may_name_the_row_before_the_value(page: Page, step: str, ok: bool) -> None:
    """„dass in der Zeile Travel „392.60“ steht“: German puts the place first as readily as the value; either way
    the row named by what it says is the one read."""
    await page.set_content(TOTALS)
    result = await plainwright.execute_step(page, step, timeout_ms=800)
    assert result.ok is ok, result.error
    if not ok:
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED


CUSTOMER_FORM = """<!doctype html><body><script>window.log = [];</script><h1>Customers</h1>
<form><label for="w">Weight (kg)</label><input id="w" type="number" value="2.5">
<label><input type="checkbox" role="switch" id="active"> Active</label></form>
<table><thead><tr><th>Name</th><th>Email</th><th>Invoices</th><th></th></tr></thead><tbody>
<tr><td>Ada Lovelace</td><td>ada@example.org</td><td>3</td>
<td><button onclick="log.push('ada')">Delete</button></td></tr>
<tr><td>Alan Turing</td><td>alan@example.org</td><td>5</td>
<td><button onclick="log.push('alan')">Delete</button></td></tr>
<tr><td>Grace Hopper</td><td>grace@example.org</td><td>8812</td>
<td><button onclick="log.push('grace')">Delete</button></td></tr></tbody></table></body>"""


@pytest.mark.parametrize(("step", "checked"), [
    ('Switch "Active" on', True), ("Turn Active on", True), ("Schalte „Active“ ein", True),
    ('Switch "Active" off', False), ("Schalte „Active“ aus", False),
])
async def test_a_switch_goes_to_the_state_said_at_the_end(page: Page, step: str, checked: bool) -> None:
    await page.set_content(CUSTOMER_FORM)
    await page.locator("#active").set_checked(not checked)
    result = await plainwright.execute_step(page, step, timeout_ms=1000)
    assert result.ok, result.error
    assert await page.locator("#active").is_checked() is checked


async def test_a_change_from_one_value_to_another_first_sees_the_old_one(page: Page) -> None:
    """"Change the weight from 2.5 to 3.0": the field must hold 2.5 before it is changed; a field that holds
    something else (2.5 is not "2") fails the step and keeps its value."""
    await page.set_content(CUSTOMER_FORM)
    for step in ("Change the weight from 2.5 to 3.0", "Ändere das Gewicht von 3.0 auf 4"):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    assert await page.input_value("#w") == "4"
    wrong = await plainwright.execute_step(page, "Change the weight from 4.5 to 5", timeout_ms=500)
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED
    assert "'4'" in wrong.error.message and await page.input_value("#w") == "4"


async def test_a_record_said_as_the_subject_of_a_value_check_must_show_it_itself(page: Page) -> None:
    """"Alan Turing" shows 8812: Alan's row, not the page, must show it; Grace's 8812 is no evidence. A number is
    not part of a longer one."""
    await page.set_content(CUSTOMER_FORM)
    for step in ('Check that "Grace Hopper" shows 8812', "Verify Grace Hopper shows 8812",
                 "Check that Alan Turing is 5"):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    for step in ('Check that "Alan Turing" shows "8812"', "Verify Alan Turing shows 8812",
                 'Check that "Grace Hopper" shows 881', 'Check that "Grace Hopper" shows 8'):
        result = await plainwright.execute_step(page, step, timeout_ms=500)
        assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED, step


async def test_a_german_imperative_names_the_control_by_its_verb(page: Page) -> None:
    """„Lösche den Kunden „Alan Turing““ on an English page: „lösche“ is „löschen“, a word of "Delete", in Alan's
    row."""
    await page.set_content(CUSTOMER_FORM)
    for step in ("Lösche den Kunden „Alan Turing“", "Entferne „Grace Hopper“"):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    assert await page.evaluate("window.log") == ["alan", "grace"]


SIGN_UP = """<!doctype html><body><script>window.log = [];</script>
<nav><a href="#" onclick="log.push('customers')">Customers</a>
<a href="#" onclick="log.push('invoices')">Invoices</a></nav>
<main><h1>Customers</h1><fieldset><legend>Plan</legend>
<label><input type="radio" name="plan" value="free">Free</label>
<label><input type="radio" name="plan" value="pro">Pro</label>
</fieldset><a href="#" onclick="log.push('invoices-help')">About invoices</a>
<table><thead><tr><th>Name</th><th>Email</th></tr></thead><tbody><tr><td>Ada Lovelace</td><td>ada@example.org</td></tr>
<tr><td>Alan Turing</td><td>alan@example.org</td></tr></tbody></table></main></body>"""


@pytest.mark.parametrize("step", ['Select the option "Pro"', "Wähle die Option „Pro“", 'Select the radio button "Pro"'])
async def test_a_choice_named_by_its_kind_then_its_name_is_chosen(page: Page, step: str) -> None:
    await page.set_content(SIGN_UP)
    result = await plainwright.execute_step(page, step, timeout_ms=1000)
    assert result.ok, result.error
    assert await page.locator("input[value=pro]").is_checked()


async def test_a_sites_navigation_is_its_menu(page: Page) -> None:
    await page.set_content(SIGN_UP)
    for step in ("Click Invoices in the menu", "Klicke im Menü auf „Invoices“"):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    assert await page.evaluate("window.log") == ["invoices", "invoices"]


async def test_a_header_that_says_it_is_the_navigation_is_the_navigation_bar(page: Page) -> None:
    """Superset's top bar is `<header role="navigation">`; its welcome page's panels each have a small
    `role="navigation"` row with "+ Chart". "Click Charts in the navigation bar" is the top bar's "Charts"."""
    await page.set_content("""<body><script>window.log = []</script>
<header role="navigation"><ul role="menu"><li role="menuitem"><a role="button" href="#"
 onclick="log.push('charts')">Charts</a></li></ul></header>
<main><div class="panel"><h3>Charts</h3><div role="navigation"><button onclick="log.push('new chart')">
<span aria-label="plus" role="img"></span>Chart</button></div></div></main></body>""")
    result = await plainwright.execute_step(page, "Click Charts in the navigation bar", timeout_ms=1000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == ["charts"]


async def test_a_column_as_a_place_is_the_cells_under_its_header(page: Page) -> None:
    """"the Name column contains "Ada Lovelace"": one of the cells under "Name" says it; the Email column's do not."""
    await page.set_content(SIGN_UP)
    for step in ('Check that the Name column contains "Ada Lovelace"', 'Verify the Name column does not show "Bob"'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    wrong = await plainwright.execute_step(page, 'Check that the Email column contains "Ada Lovelace"', timeout_ms=500)
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED
    assert "the 'Email' column" in wrong.error.message


@pytest.mark.parametrize("step", [
    "Log in as alice with password s3cret", 'Sign in with username "alice" and password "s3cret"',
    "Enter username alice and password s3cret and log in", "Melde dich als alice mit dem Passwort s3cret an",
    "Log in as alice, password s3cret", 'Log in using "alice" and "s3cret"',
])
async def test_a_log_in_said_in_one_sentence_types_both_and_logs_in(page: Page, site: str, step: str) -> None:
    await page.goto(f"{site}/forms/login.html")
    result = await plainwright.execute_step(page, step, timeout_ms=3000)
    assert result.ok, result.error
    assert [a.kind for a in result.actions] == [ActionKind.FILL, ActionKind.FILL, ActionKind.CLICK]
    await expect(page.locator("#log")).to_have_text("Welcome, alice")


async def test_a_log_in_without_a_log_in_verb_only_types(page: Page, site: str) -> None:
    await page.goto(f"{site}/forms/login.html")
    result = await plainwright.execute_step(page, 'Fill in the username "alice" and the password "s3cret"')
    assert result.ok, result.error
    assert await page.input_value("#password") == "s3cret" and await page.locator("#log").inner_text() == ""


async def test_the_user_of_a_log_in_goes_into_the_field_before_the_password_whatever_it_is_called(page: Page,
                                                                                                  site: str) -> None:
    """"Log in as ann@example.org ...": the form calls its user field "Email address"; no field says username."""
    await page.goto(f"{site}/forms/login.html")
    await page.evaluate("document.querySelector('label[for=username]').textContent = 'Email address'")
    result = await plainwright.execute_step(page, "Log in as ann@example.org with the password s3cret")
    assert result.ok, result.error
    await expect(page.locator("#log")).to_have_text("Welcome, ann@example.org")


async def test_a_plus_sign_is_the_plus_icon_a_button_is_named_by(page: Page) -> None:
    """"Click the "+ Dataset" button": the button draws a plus icon whose label is "plus"; the menu's "Datasets"
    link is another thing."""
    await page.set_content('<script>window.log = [];</script><nav><a href="#" onclick="log.push(1)">Datasets</a></nav>'
                           '<button onclick="log.push(2)"><span role="img" aria-label="plus">+</span> Dataset</button>')
    result = await plainwright.execute_step(page, 'Click the "+ Dataset" button', timeout_ms=1000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == [2]


FILTERS = """<!doctype html><body><script>window.log = [];</script><div class="controls">
<div class="filter"><div><label>Name</label></div><span><span>&#128269;</span>
<input placeholder="Type a value" oninput="log.push('name=' + this.value)"></span></div>
<div class="filter"><div><label>Owner</label></div><span><input placeholder="Type a value"
oninput="log.push('owner=' + this.value)"></span></div></div></body>"""


async def test_a_label_tied_to_no_field_names_the_one_field_after_it_in_its_part(page: Page) -> None:
    """A component library's filter: <label>Name</label> in one box, the field in another, tied by no markup; a
    person reads the field as "Name", and so does the step ("the Name search box")."""
    await page.set_content(FILTERS)
    for step in ('Type "Top" into the Name search box', 'Type "ann" into the Owner field'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    assert await page.evaluate("window.log") == ["name=Top", "owner=ann"]


MEASURED = """<!doctype html><body><h1>Charts</h1><table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody>
<tr aria-hidden="true"><td style="padding:0"><div style="height:0"></div></td><td style="padding:0"></td></tr>
<tr><td>Customers by Segment</td><td>Pie</td></tr><tr><td>Sessions by Channel</td><td>Bar</td></tr></tbody></table>
</body>"""


async def test_a_row_hidden_from_people_is_no_row_of_the_table(page: Page) -> None:
    """Ant Design's tables begin with a row hidden from people that only measures the columns: the first row is
    the first one people see."""
    await page.set_content(MEASURED)
    for step in ('Check that the first chart in the table is "Customers by Segment"', 'Check that the first row has '
                 'type "Pie"', 'Check that the last chart in the table is "Sessions by Channel"'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    wrong = await plainwright.execute_step(page, 'Check that the first row has type "Bar"', timeout_ms=500)
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED


async def test_a_combobox_whose_drawn_options_carry_no_role_is_chosen_by_what_they_say(page: Page, site: str) -> None:
    """Ant Design's select keeps a hidden list of options for screen readers (named by value, "1") and draws the
    ones people see with no role: "Sales Warehouse" is the drawn item that says so."""
    await page.goto(f"{site}/forms/drawn-options.html")
    result = await plainwright.execute_step(page, 'Choose "Sales Warehouse" in the Database drop-down', timeout_ms=3000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == ["sales"]


@pytest.mark.parametrize(("step", "chosen"), [("Open SQL Lab from the SQL menu", "lab"),
                                              ("Go to Saved Queries in the SQL menu", "saved")])
async def test_an_entry_of_a_menu_that_opens_on_hover_is_reached_by_pointing_at_it(page: Page, site: str, step: str,
                                                                                   chosen: str) -> None:
    """A menu bar's "SQL" opens its entries only while the pointer is over it (Ant Design's menu), and draws them
    only then: "the SQL menu" is the menu that "SQL" opens."""
    await page.goto(f"{site}/menus/hover-menu.html")
    result = await plainwright.execute_step(page, step, timeout_ms=3000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == [chosen]


@pytest.mark.parametrize(("step", "done"), [
    ('Click the trash icon in the row of "Monthly Revenue (EU)"', "del-2"),
    ('Click the edit icon in the row of "Monthly Revenue"', "edit-1"),
])
async def test_a_control_a_row_shows_only_while_pointed_at_is_reached_by_pointing_at_the_row(
        page: Page, site: str, step: str, done: str) -> None:
    """A list's edit and delete icons drawn only while the pointer is over their row: the row the step names is
    pointed at, as a person does, and its own icon clicked, not a look-alike row's."""
    await page.goto(f"{site}/apps/hover-actions.html")
    result = await plainwright.execute_step(page, step, timeout_ms=3000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == [done]


@pytest.mark.parametrize(("step", "done"), [
    ('Replace the dashboard name with "Sales Overview 2025"', "name=Sales Overview 2025"),
    ("Click Save", "dialog-save"), ('Type "x" into the Name field', "name=x"),
])
async def test_while_a_modal_dialog_is_open_an_action_is_looked_for_in_it(page: Page, site: str, step: str,
                                                                         done: str) -> None:
    """A list's "Name" filter and "Save" button stand behind an open modal dialog that has its own: a person
    reaches only the dialog's."""
    await page.goto(f"{site}/forms/modal-over-filters.html")
    result = await plainwright.execute_step(page, step, timeout_ms=2000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == [done]


async def test_a_combobox_whose_chosen_value_is_drawn_over_its_field_opens_where_a_person_clicks(page: Page,
                                                                                               site: str) -> None:
    """Ant Design's select draws the chosen value over its own field, which then takes no click: the box drawn
    over it is part of the widget and opens the same list."""
    await page.goto(f"{site}/forms/drawn-choice.html")
    result = await plainwright.execute_step(page, 'Choose "main" as the schema', timeout_ms=4000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == ["main"]


LAYERS = """<body><script>window.log = []; function ask(name) { window.doomed = name;
  document.querySelector('dialog').showModal(); }</script>
<main><h1>Annotation layers</h1><table><thead><tr><th>Name</th><th>Actions</th></tr></thead><tbody>
<tr><td>Holidays</td><td><button aria-label="edit">✎</button><button aria-label="delete" onclick="ask('Holidays')">🗑
</button></td></tr>
<tr><td>Outages</td><td><button aria-label="edit">✎</button><button aria-label="delete" onclick="ask('Outages')">🗑
</button></td></tr></tbody></table></main>
<dialog><h2>Please confirm</h2><label for="c">Type "DELETE" to confirm</label><input id="c">
<button onclick="if (c.value === 'DELETE') { log.push('deleted ' + doomed); this.closest('dialog').close() }">Delete
</button></dialog></body>"""


@pytest.mark.parametrize("step", ['Delete the "Outages" layer using the trash icon in its row',
                                  'Delete "Outages" by clicking the trash icon in its row'])
async def test_a_step_said_by_its_means_does_the_means(page: Page, step: str) -> None:
    """The purpose said first is what the means achieve: the means are done, "its row" being the record's."""
    await page.set_content(LAYERS)
    for said in (step, "Confirm by typing DELETE and clicking Delete"):
        result = await plainwright.execute_step(page, said, timeout_ms=1000)
        assert result.ok, (said, result.error)
    assert await page.evaluate("window.log") == ["deleted Outages"]


async def test_its_row_with_no_record_named_is_not_guessed(page: Page) -> None:
    await page.set_content(LAYERS)
    result = await plainwright.execute_step(page, "Delete the layer using the trash icon in its row", timeout_ms=500)
    assert not result.ok
    assert not await page.locator("dialog").is_visible()


# a component library's select: its options are drawn only once it is opened
FILTERED = """<body><main><h1>Charts</h1><label for="t">Type</label>
<input id="t" role="combobox" aria-expanded="false" aria-controls="types" readonly><ul role="listbox" id="types"></ul>
<script>
const box = document.getElementById("t"), list = document.getElementById("types");
box.addEventListener("click", () => {
  list.innerHTML = "<li role=option>Pie Chart</li><li role=option>Bar Chart</li>";
  box.setAttribute("aria-expanded", "true");
});
list.addEventListener("click", (event) => { box.value = event.target.textContent; list.innerHTML = "";
  box.setAttribute("aria-expanded", "false"); });
</script>
<table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><td>Sessions</td><td>Pie Chart</td></tr>
<tr><td>Revenue</td><td>Bar Chart</td></tr><tr><td>Orders</td><td>Pie Chart</td></tr></tbody></table></main></body>"""


@pytest.mark.parametrize("step", ['In the Type filter choose "Pie Chart"', 'In the Type drop-down, select "Pie Chart"'])
async def test_a_place_that_is_a_drop_down_is_chosen_in(page: Page, step: str) -> None:
    """The rows say "Pie Chart" too; the place names the one drop-down, so its option is chosen."""
    await page.set_content(FILTERED)
    result = await plainwright.execute_step(page, step, timeout_ms=1000)
    assert result.ok, result.error
    assert await page.locator("#t").input_value() == "Pie Chart"


async def test_an_option_the_drop_down_named_as_the_place_lacks_fails_with_what_it_offers(page: Page) -> None:
    await page.set_content(FILTERED)
    result = await plainwright.execute_step(page, 'In the Type filter choose "Line Chart"', timeout_ms=500)
    assert result.error is not None
    assert "Bar Chart" in result.error.message


async def test_a_tab_is_clicked_by_its_name_not_the_panel_it_names(page: Page) -> None:
    """ARIA's tab pattern names each panel by its tab, and a panel may take the focus: "Click "Add a new tab"" is
    the tab."""
    await page.set_content("""<body><script>window.log = []</script><div role="tablist">
<div role="tab" id="t1" aria-controls="p1" tabindex="0" onclick="log.push('tab')">Add a new tab</div></div>
<div role="tabpanel" id="p1" aria-labelledby="t1" tabindex="0" onclick="log.push('panel')">Nothing here yet</div>
</body>""")
    result = await plainwright.execute_step(page, 'Click "Add a new tab" to open a query editor', timeout_ms=1000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == ["tab"]


@pytest.mark.parametrize("step", ['Verify that "Customer Insights" is the only dashboard in the list',
                                  "Prüfe, dass „Customer Insights“ das einzige Dashboard in der Liste ist"])
async def test_the_only_one_in_the_list_is_it_and_nothing_else(page: Page, step: str) -> None:
    table = """<main><h1>Dashboards</h1><table><thead><tr><th>Name</th><th>Status</th></tr></thead><tbody>
<tr><td>Customer Insights</td><td>Draft</td></tr>{more}</tbody></table></main>"""
    await page.set_content(table.format(more=""))
    result = await plainwright.execute_step(page, step, timeout_ms=1000)
    assert result.ok, result.error
    await page.set_content(table.format(more="<tr><td>Sales Overview</td><td>Published</td></tr>"))
    result = await plainwright.execute_step(page, step, timeout_ms=500)
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED


SEARCHED = """<body><main><h1>Charts</h1><div><label>Name</label><span class="affix"><span role="img"
aria-label="search"></span><input data-test="filters-search" placeholder="Type a value"
onkeydown="if (event.key === 'Enter') document.querySelector('#found').textContent = 'Results for ' + this.value">
</span></div><div><label for="owner">Owner</label><input id="owner"></div><p id="found"></p></main></body>"""


@pytest.mark.parametrize("step", ['Search the charts for "Top"', 'Search in the Name field for "Top"',
                                  "Nach „Top“ suchen"])
async def test_a_search_names_what_it_finds_or_where_it_is_typed(page: Page, step: str) -> None:
    """Superset's chart search: a field labelled "Name" whose test id says it searches; "the charts" are what the
    page lists (its heading), not the field's name."""
    await page.set_content(SEARCHED)
    result = await plainwright.execute_step(page, step, timeout_ms=1000)
    assert result.ok, result.error
    await expect(page.locator("#found")).to_have_text("Results for Top")



DASHBOARDS = """<body><script>window.log = []</script><header role="navigation"><a href="#"
onclick="log.push('list')">Dashboards</a></header><main><h1>Sales Overview</h1><button
onclick="log.push('new')"><span role="img" aria-label="plus"></span> Dashboard</button></main></body>"""


@pytest.mark.parametrize("step", ["Go back to the dashboard list", "Zurück zur Dashboard-Liste gehen"])
async def test_a_way_to_a_place_is_no_control_that_does_something_else_there(page: Page, step: str) -> None:
    """"+ Dashboard" makes a new dashboard: it names another action than going to the dashboards."""
    await page.set_content(DASHBOARDS)
    result = await plainwright.execute_step(page, step, timeout_ms=1000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == ["list"]


async def test_an_icon_button_whose_label_says_its_state_is_named_by_its_icon(page: Page) -> None:
    """Superset's favourite star: a button holding an icon labelled "unstarred" (its state), drawn by the icon font
    class "anticon-star": "the star next to X" is that button in X's row."""
    star = """<a href="#" role="button" onclick="log.push('{name}')"><span role="img" aria-label="unstarred"
class="anticon anticon-star"><svg viewBox="0 0 8 8" width="16" height="16"><path d="M0 0h8v8z"></path></svg>
</span></a>"""
    rows = "".join(f"<tr><td>{star.format(name=name)}</td><td><a href='#'>{name}</a></td></tr>"
                   for name in ("Sales Overview", "Regional Performance"))
    await page.set_content(f"<body><script>window.log = []</script><table><tbody>{rows}</tbody></table></body>")
    result = await plainwright.execute_step(page, 'Click the star next to "Regional Performance"', timeout_ms=1000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == ["Regional Performance"]


async def test_a_page_shown_with_a_control_checks_both(page: Page) -> None:
    step = 'Verify the login page is shown again with the "Sign in" button'
    await page.set_content("<main><h1>Log in</h1><label>Username <input></label><button>Sign in</button></main>")
    result = await plainwright.execute_step(page, step, timeout_ms=1000)
    assert result.ok, result.error
    assert [action.kind for action in result.actions] == [ActionKind.ASSERT_VISIBLE, ActionKind.ASSERT_VISIBLE]
    await page.set_content("<main><h1>Log in</h1><p>Signing in is closed for maintenance.</p></main>")
    result = await plainwright.execute_step(page, step, timeout_ms=500)
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED


async def test_a_control_said_to_be_shown_is_that_control_not_its_words_in_a_sentence(page: Page) -> None:
    """"the "Sign in" button is shown": neither a heading "Log in" (the same words in other form) nor the words in a
    paragraph are that button."""
    await page.set_content("<main><h1>Log in</h1><p>Sign in is closed for maintenance.</p></main>")
    result = await plainwright.execute_step(page, 'Verify the "Sign in" button is shown', timeout_ms=500)
    assert result.error is not None and result.error.kind is ErrorKind.ASSERTION_FAILED
    await page.set_content("<main><h1>Log in</h1><a href='#' class='btn'>Sign in</a></main>")
    result = await plainwright.execute_step(page, 'Verify the "Sign in" button is shown', timeout_ms=1000)
    assert result.ok, result.error


# Directus' form: each field's name is a button (it opens the field's menu), tied to no input
FIELD_MENUS = """<body><header><a href="/">Acme</a><form><input type="search"></form></header><main><h1>Desk Lamp</h1>
<div class="field"><div class="field-label"><button type="button">Price</button></div><div class="interface">
<div class="input"><input type="number" value="79"></div></div></div>
<div class="field"><div class="field-label"><button type="button">Stock</button></div><div class="interface">
<div class="input"><input type="number" value="35"></div></div></div></main></body>"""


async def test_a_field_with_no_label_is_named_by_the_few_words_before_it_in_its_part(page: Page) -> None:
    await page.set_content(FIELD_MENUS)
    for step in ("Check that the Stock is 35", "Change the Price to 74.90", "Set the Stock to 25"):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    assert await page.locator("input[type=number]").evaluate_all("els => els.map(e => e.value)") == ["74.90", "25"]
    # a link's words name no field: the header's search box is no "Acme" field
    wrong = await plainwright.execute_step(page, 'Type "x" into the Acme field', timeout_ms=500)
    assert not wrong.ok


async def test_a_row_opened_by_its_records_name_is_that_records_row_not_a_look_alikes(page: Page) -> None:
    rows = "".join(f"""<tr tabindex="0" style="cursor: pointer" onclick="log.push('{name}')"><td><button
role="checkbox" aria-pressed="false"></button></td><td>{name}</td><td>{sku}</td></tr>"""
                   for name, sku in (("Desk Lamp", "LAMP-001"), ("Desk Lamp Pro", "LAMP-002")))
    await page.set_content(f"<body><script>window.log = []</script><table><tbody>{rows}</tbody></table></body>")
    for step in ('Click on "Desk Lamp"', 'Open "Desk Lamp Pro"'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)
    assert await page.evaluate("window.log") == ["Desk Lamp", "Desk Lamp Pro"]


@pytest.mark.parametrize(("step", "pressed"), [('Tick the "Featured" checkbox', "true"),
                                               ('Untick the "Featured" checkbox', "false")])
async def test_a_box_that_says_its_state_as_pressed_is_ticked_and_unticked(page: Page, step: str, pressed: str) -> None:
    """Directus draws a checkbox as <button role="checkbox" aria-pressed>: Playwright's set_checked reads no state."""
    start = "false" if pressed == "true" else "true"
    await page.set_content(f"""<button role="checkbox" aria-pressed="{start}" onclick="this.setAttribute('aria-pressed',
String(this.getAttribute('aria-pressed') !== 'true'))">Featured</button>""")
    result = await plainwright.execute_step(page, step, timeout_ms=1000)
    assert result.ok, result.error
    assert await page.get_by_role("checkbox").get_attribute("aria-pressed") == pressed


async def test_a_number_typed_is_held_as_the_same_number_in_another_form(page: Page) -> None:
    """Directus keeps a number field's value as a number: "74.90" is held as 74.9, which is the number typed."""
    await page.set_content("""<label>Price <input type="number" step="any"
oninput="if (this.value) this.value = String(Number(this.value))"></label>""")
    result = await plainwright.execute_step(page, "Change the Price to 74.90", timeout_ms=1000)
    assert result.ok, result.error
    assert await page.get_by_label("Price").input_value() == "74.9"
    result = await plainwright.execute_step(page, "Verify the Price is 75", timeout_ms=500)
    assert not result.ok


async def test_a_header_row_that_holds_a_plain_cell_is_still_the_header(page: Page) -> None:
    """Directus' table header ends with a <td> holding an "add a field" button: it is the header row, not row 1."""
    await page.set_content("""<table><thead><tr><th>Name</th><th>Stock</th><td><button aria-label="add">+</button>
</td></tr></thead><tbody><tr><td>Standing Desk</td><td>8</td><td></td></tr><tr><td>Office Chair</td><td>0</td><td>
</td></tr></tbody></table>""")
    for step in ('Check that the first row is "Standing Desk"', 'Check that the "Office Chair" row shows a stock of 0'):
        result = await plainwright.execute_step(page, step, timeout_ms=1000)
        assert result.ok, (step, result.error)


async def test_an_icon_named_by_its_data_icon_attribute_is_that_icon(page: Page) -> None:
    """Directus draws Material icons from an attribute: <i data-icon="arrow_back">, no text, no icon font class."""
    await page.set_content("""<body><script>window.log = []</script><header><button onclick="log.push('back')"
style="width: 32px; height: 32px"><i data-icon="arrow_back"></i></button><button onclick="log.push('save')"
style="width: 32px; height: 32px"><i data-icon="check"></i></button></header></body>""")
    result = await plainwright.execute_step(page, "Click the back arrow", timeout_ms=1000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == ["back"]


async def test_of_two_names_the_step_matches_by_stem_the_one_it_writes_word_for_word_is_meant(page: Page) -> None:
    """Directus: the navigation's "Authors" link, and on the open article the "Author" field's label, a button that
    opens the field's menu. "the Authors collection" writes the link's name as it is; the label matched only by
    its stem."""
    await page.set_content('<nav><a href="#authors" onclick="log.push(\'authors\')">Authors</a></nav>'
                           '<main><button onclick="log.push(\'menu\')">Author</button><input aria-label="Author">'
                           '</main><script>window.log = []</script>')
    result = await plainwright.execute_step(page, "Navigate to the Authors collection", timeout_ms=2000)
    assert result.ok, result.error
    assert await page.evaluate("window.log") == ["authors"]


async def test_a_part_is_titled_by_the_words_its_heading_shows_not_by_the_labels_of_its_buttons(page: Page) -> None:
    """MLflow: the heading "Description" holds an icon button labelled "Edit description", so ARIA names the
    heading "Description Edit description"; a person reads "Description", and "the description editor" is the
    field under it."""
    editor = '<textarea aria-label="Write Preview"></textarea>'  # a markdown editor, named by its tabs
    await page.set_content('<h4>Description <button aria-label="Edit description"><svg width="10" height="10">'
                           f'</svg></button></h4>{editor}<h4>Notes</h4>{editor}')
    result = await plainwright.execute_step(page, 'Type "Too high" into the description editor', timeout_ms=2000)
    assert result.ok, result.error
    assert await page.locator("textarea").first.input_value() == "Too high"


async def test_a_row_is_ticked_and_deleted_as_german_testers_say_it(page: Page, site: str) -> None:
    """A side said right after the verb is where the element is („Klicke oben …“: the header's trash icon, not the
    footer's), „das Häkchen in der Zeile …“ ticks that row's box, „Bestätige … mit „Delete““ clicks Delete."""
    await page.goto(f"{site}/apps/collection.html")
    for step in ("Setze das Häkchen in der Zeile „Notebook A4“", "Klicke oben auf das Papierkorb-Symbol",
                 "Bestätige das Löschen mit „Delete“", "Öffne links die Sammlung „Authors“"):
        result = await plainwright.execute_step(page, step, timeout_ms=5000)
        assert result.ok, (step, result.error)
    assert await page.evaluate("window.log") == ["top trash", "deleted Notebook A4", "authors"]


async def test_a_dialog_and_a_drawer_drawn_without_a_role_are_places_a_step_names(page: Page, site: str) -> None:
    """A framework's own dialog ("v-dialog") and drawer ("v-drawer"), divs with no role, are known by their class
    and named by their heading: "in the dialog" and "in the Select Item drawer" find their buttons, not the page's
    button of the same name they cover."""
    await page.goto(f"{site}/apps/drawn-dialogs.html")
    for step in ['Click "Select an author"', 'Choose "Anna Schmitt"', 'Click "Save" in the Select Item drawer',
                 'Verify the page shows "Author: Anna Schmitt"', 'Click "Delete"',
                 'Confirm by clicking "Delete" in the dialog', 'Verify the page shows "article deleted"']:
        result = await plainwright.execute_step(page, step, timeout_ms=4000)
        assert result.ok, (step, result.error)


async def test_a_record_checked_in_the_list_is_read_in_its_row(page: Page, site: str) -> None:
    """"... shows "Published" in the list": the list is where the record's row is, not a row named "list"."""
    await page.goto(f"{site}/apps/articles.html")
    passed = await plainwright.execute_step(page, 'Check that "Summer Trends 2025" now shows "Published" in the list')
    assert passed.ok, passed.error
    failed = await plainwright.execute_step(page, 'Check that "Summer Trends 2025" shows "Draft" in the list',
                                            timeout_ms=1000)
    assert not failed.ok and failed.error is not None and failed.error.kind is ErrorKind.ASSERTION_FAILED
    assert "Summer Trends 2025 Published" in failed.error.actual, "its own row, which says Published"


async def test_a_value_is_read_in_the_field_under_a_clear_layer_not_in_its_label_button(page: Page,
                                                                                       site: str) -> None:
    """A check reads: a field under the clear layer that catches its clicks is seen as well as one in the open,
    and a button of the same name, which holds no value, is not what "the Status is" means."""
    await page.goto(f"{site}/forms/label-buttons.html")
    holds = await plainwright.execute_step(page, 'Verify that the Status is "Draft"')
    assert holds.ok, holds.error
    wrong = await plainwright.execute_step(page, 'Verify that the Status is "Published"', timeout_ms=1000)
    assert wrong.error is not None and wrong.error.kind is ErrorKind.ASSERTION_FAILED, wrong.error
    assert wrong.error.actual == "its value is 'Draft'"

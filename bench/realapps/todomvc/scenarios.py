"""Writes scenarios/<framework>-<name>.plain.yaml: the same plain-English scenarios for each framework's TodoMVC.

    .venv/bin/python bench/realapps/todomvc/scenarios.py

The scenarios follow the TodoMVC maintainers' end-to-end tests (tastejs/todomvc tests/test.js), with their
todo texts. They were written once, before plainwright ran on any of them; the generated files are committed.
"""

from __future__ import annotations

import json
from pathlib import Path

FRAMEWORKS = ("vanillajs", "backbone", "react", "vue", "angularjs")
# the vanillajs example of todomvc 0.1.1 does not trim an edited todo's text (its own bug, shown by oracle.py):
# that scenario would measure the app, not plainwright
SKIP = {("vanillajs", "06-edit-trims-text")}
NAMES = {"vanillajs": "VanillaJS", "backbone": "Backbone.js", "react": "React", "vue": "Vue.js",
         "angularjs": "AngularJS"}

ADD3 = ['Add a todo "buy some cheese"', 'Add a todo "feed the cat"', 'Add a todo "book a doctors appointment"']
ADD2 = ADD3[:2]

SCENARIOS: dict[str, tuple[str, list[str]]] = {
    "01-add-todos": ("New todo: add items, the box is cleared, the counter counts them", [
        'Type "buy some cheese" into the "What needs to be done?" box and press Enter',
        'Verify "buy some cheese" is listed',
        'The "What needs to be done?" box should be empty',
        'Add a todo "feed the cat"',
        'Check that the list shows "buy some cheese" and "feed the cat"',
        'Verify the page shows "2 items left"',
    ]),
    "02-trim-new-todo": ("New todo: entered text is trimmed", [
        'Type "   buy some cheese  " into the new todo field',
        'Press Enter',
        'Verify the todo list shows "buy some cheese"',
    ]),
    "03-mark-all-completed": ("Mark all as completed", [
        *ADD3,
        'Click the "Mark all as complete" checkbox',
        'Verify "0 items left" is shown',
    ]),
    "04-complete-and-unmark": ("Item: mark items as complete, then un-mark one", [
        *ADD2,
        'Mark "buy some cheese" as complete',
        'Mark "feed the cat" as complete',
        'Verify "0 items left" is shown',
        'Uncheck "buy some cheese"',
        'Verify "1 item left" is shown',
    ]),
    "05-edit-item": ("Editing: double-click an item, change its text, press Enter", [
        *ADD3,
        'Double-click "feed the cat" to edit it',
        'Replace its text with "buy some sausages" and press Enter',
        'Verify the list shows "buy some sausages"',
        'Verify the page does not show "feed the cat"',
    ]),
    "06-edit-trims-text": ("Editing: the edited text is trimmed", [
        *ADD2,
        'Double-click "feed the cat"',
        'Clear the edit field and type "    buy some sausages  "',
        'Press Enter',
        'Verify "buy some sausages" is listed',
    ]),
    "07-edit-empty-removes": ("Editing: an empty text removes the item", [
        *ADD3,
        'Double-click "feed the cat"',
        'Clear the text of the todo being edited and press Enter',
        'Verify "feed the cat" is no longer listed',
        'Verify "2 items left" is shown',
    ]),
    "08-edit-escape-cancels": ("Editing: Escape cancels the edit", [
        *ADD2,
        'Double-click "feed the cat" to edit it',
        'Type "walk the dog" into the edit box',
        'Press Escape',
        'Verify the list still shows "feed the cat"',
        'Verify the page does not show "walk the dog"',
    ]),
    "09-clear-completed": ("Clear completed button removes completed items and hides itself", [
        *ADD3,
        'Mark "feed the cat" as completed',
        'Click "Clear completed"',
        'Verify "feed the cat" is not shown',
        'Verify the "Clear completed" button is no longer visible',
    ]),
    "10-persistence": ("Persistence: items and their state survive a reload", [
        *ADD2,
        'Mark "feed the cat" as done',
        'Reload the page',
        'Verify "buy some cheese" is listed',
        'Verify "feed the cat" is listed',
        'Verify "1 item left" is shown',
    ]),
    "11-filter-active": ("Routing: display active items", [
        *ADD3,
        'Tick the checkbox next to "feed the cat"',
        'Click the Active filter',
        'Verify "buy some cheese" is shown',
        'Verify "feed the cat" is not shown',
    ]),
    "12-filter-back-button": ("Routing: the back button returns to the previous filter", [
        *ADD2,
        'Mark "feed the cat" as complete',
        'Click Active',
        'Click Completed',
        'Verify the list shows only "feed the cat"',
        'Go back',
        'Verify "feed the cat" is not shown',
        'Go back',
        'Verify "buy some cheese" and "feed the cat" are both shown',
    ]),
    "13-delete-item": ("Item: delete an item with its × button", [
        *ADD3,
        'Click the × button next to "feed the cat"',
        'Verify "feed the cat" is gone from the list',
        'Verify "2 items left" is shown',
    ]),
    # must fail: a todo that was never added (step 3)
    "90-never-added-fails": ("Must fail: a todo that was never added is not listed", [
        *ADD2,
        'Verify the list shows "walk the dog"',
    ]),
    # must fail: the Completed filter hides "buy some cheese" (step 5)
    "91-filtered-out-fails": ("Must fail: the Completed filter hides an active item", [
        *ADD2,
        'Mark "feed the cat" as complete',
        'Click the Completed filter',
        'Verify "buy some cheese" is shown',
    ]),
}


def main() -> None:
    folder = Path(__file__).resolve().parent / "scenarios"
    folder.mkdir(exist_ok=True)
    for old in folder.glob("*.plain.yaml"):
        old.unlink()
    for framework in FRAMEWORKS:
        for title, steps in SCENARIOS.values():
            assert "'" not in title + "".join(steps)  # single-quoted YAML below
        for stem, (title, steps) in SCENARIOS.items():
            if (framework, stem) in SKIP:
                continue
            lines = [f"name: {json.dumps(f'TodoMVC {NAMES[framework]}: {title}', ensure_ascii=False)}",
                     f"url: http://127.0.0.1:18713/examples/{framework}/",
                     "steps:", *(f"  - '{step}'" for step in steps)]
            (folder / f"{framework}-{stem}.plain.yaml").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

"""Interactive elements in an indented role outline (stagehand's formatted_tree, Playwright's aria snapshot).

Both tools print every accessibility node, not only the ones a user can act on, so the probes count the
nodes whose role is an ARIA widget role. Options inside a native select (a combobox) are part of that one
control and are not counted again; browser-use folds them into the select the same way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

WIDGET_ROLES = frozenset({
    "button", "checkbox", "combobox", "link", "listbox", "menuitem", "menuitemcheckbox", "menuitemradio",
    "option", "radio", "searchbox", "select", "slider", "spinbutton", "switch", "tab", "textbox", "treeitem",
})  # fmt: skip
SELECT_ROLES = frozenset({"combobox", "select", "listbox"})

# stagehand: "    [0-223] button: Add Product 0 to cart"
_STAGEHAND_LINE = re.compile(r"^(?P<indent> *)\[[^\]]+\] (?P<role>[^:\n]+?)(?::\s?(?P<name>.*))?$")
# playwright: '  - button "Add Product 0 to cart" [ref=e12]' or '- textbox "Name":' or "- link \"x\":"
_STATES = re.compile(r"(?: \[[a-z]+(?:=[^\]]*)?\])+$")  # " [selected]", " [checked=true]"
_ARIA_LINE = re.compile(r'^(?P<indent> *)- (?P<role>[a-zA-Z]+)(?: "(?P<name>(?:[^"\\]|\\.)*)")?')


@dataclass(frozen=True)
class Node:
    depth: int
    role: str
    name: str


def stagehand_nodes(tree: str) -> list[Node]:
    nodes = []
    for line in tree.splitlines():
        match = _STAGEHAND_LINE.match(line)
        if match:
            role = match["role"].strip().split(",")[-1].strip()  # "scrollable, html" -> "html"
            name = _STATES.sub("", (match["name"] or "").strip())
            nodes.append(Node(len(match["indent"]) // 2, role, name))
    return nodes


def aria_nodes(snapshot: str) -> list[Node]:
    nodes = []
    for line in snapshot.splitlines():
        match = _ARIA_LINE.match(line)
        if match:
            name = (match["name"] or "").replace('\\"', '"').replace("\\\\", "\\")
            nodes.append(Node(len(match["indent"]) // 2, match["role"], name))
    return nodes


def interactive_names(nodes: Iterable[Node]) -> list[str]:
    """Names of widget-role nodes in document order, leaving out options that belong to a select."""
    names: list[str] = []
    ancestors: list[Node] = []
    for node in nodes:
        while ancestors and ancestors[-1].depth >= node.depth:
            ancestors.pop()
        in_select = any(a.role in SELECT_ROLES for a in ancestors)
        if node.role in WIDGET_ROLES and not (node.role == "option" and in_select):
            names.append(node.name)
        ancestors.append(node)
    return names

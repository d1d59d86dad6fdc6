"""The page as Chromium's accessibility tree sees it, read over CDP: a second observer beside snapshot.js.

`take_axtree(page)` returns every AX node of every frame with an id `frameOrdinal-backendNodeId`, its role and
name as Chromium computes them, and the xpath of its DOM node in snapshot.js's form (`#shadow-root` steps,
relative to the frame's document), so the two observers can be compared node for node. Frames get
snapshot.js's ids too ("" main, "billing>frame1"); the frame ordinal is the frame's place in `AXTree.frames`.

Same-process frames are read through the page's CDP session (`DOM.getDocument(pierce)` walks into them);
a cross-origin frame runs in its own process and is read through its own session.

`axtree_snapshot(page)` (or `take_snapshot(page, observer="axtree")`) turns the tree into a PageSnapshot.
The accessibility tree knows roles, names and states but not geometry: such a snapshot leaves `box` empty,
counts every node the tree does not ignore as visible, and cannot tell a covered element from a top one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import CDPSession, Error, Frame, Page

from plainwright.observe.snapshot import Element, PageSnapshot, child_frame_id

# Chromium's internal role names where they differ from ARIA's
_ARIA_ROLES = {"image": "img", "DisclosureTriangle": "button", "LabelText": "label", "generic": ""}
WIDGET_ROLES = frozenset({
    "button", "link", "checkbox", "radio", "textbox", "searchbox", "combobox", "listbox", "option", "menuitem",
    "menuitemcheckbox", "menuitemradio", "tab", "switch", "slider", "spinbutton", "treeitem"})
_STRUCTURE_ROLES = frozenset({"heading", "dialog", "alertdialog", "img", "alert"})


@dataclass(slots=True)
class AXNode:
    """One node of the accessibility tree, tied to its DOM node by `xpath` within `frame`."""

    id: str
    role: str
    name: str
    frame: str
    xpath: str
    tag: str = ""
    ignored: bool = False
    value: str = ""
    states: dict[str, Any] = field(default_factory=dict)
    attrs: dict[str, str] = field(default_factory=dict)


def is_listed_widget(node: AXNode) -> bool:
    """A widget an observer lists: options of a drop-down select are chosen through the select."""
    return not node.ignored and node.role in WIDGET_ROLES and not (node.role == "option" and "/select[" in node.xpath)


@dataclass(slots=True)
class AXTree:
    nodes: list[AXNode]
    frames: list[str]
    xpath_map: dict[str, str]  # node id -> xpath

    def by_place(self) -> dict[tuple[str, str], AXNode]:
        """(frame, xpath) -> node, the key snapshot.js's elements carry too."""
        return {(node.frame, node.xpath): node for node in self.nodes if node.xpath}


@dataclass(slots=True)
class _DomNode:
    xpath: str
    tag: str
    attrs: dict[str, str]


@dataclass(slots=True)
class _Document:
    """What one CDP DOM walk learnt: nodes by backendNodeId per frame, and the frames it could not enter."""

    frames: dict[str, str] = field(default_factory=dict)  # CDP frameId -> our frame id, in-process only
    nodes: dict[int, _DomNode] = field(default_factory=dict)
    remote: list[str] = field(default_factory=list)


def _attributes(node: dict[str, Any]) -> dict[str, str]:
    flat = node.get("attributes", [])
    return dict(zip(flat[::2], flat[1::2], strict=True))


def _walk_children(doc: _Document, children: list[dict[str, Any]], xpath: str, frame: str,
                   frame_counter: list[int]) -> None:
    counts: dict[str, int] = {}
    for child in children:
        if child.get("nodeType") != 1:
            continue
        local = child["localName"]
        counts[local] = counts.get(local, 0) + 1
        is_html = child["nodeName"] != local  # Chromium upper-cases the nodeName of HTML elements only
        step = f"/{local}[{counts[local]}]" if is_html else f"/*[local-name()='{local}'][{counts[local]}]"
        _walk_element(doc, child, xpath + step, frame, frame_counter)


def _walk_element(doc: _Document, node: dict[str, Any], xpath: str, frame: str, frame_counter: list[int]) -> None:
    attrs = _attributes(node)
    doc.nodes[node["backendNodeId"]] = _DomNode(xpath, node["localName"], attrs)
    if node["localName"] in ("iframe", "frame"):
        frame_counter[0] += 1
        segment = attrs.get("name") or attrs.get("id") or f"frame{frame_counter[0]}"
        child_id = f"{frame}>{segment}" if frame else segment
        content = node.get("contentDocument")
        if content is None:
            doc.remote.append(child_id)
            return
        doc.frames[node["frameId"]] = child_id
        _walk_children(doc, content.get("children", []), "", child_id, [0])
        return
    for root in node.get("shadowRoots", []):
        if root.get("shadowRootType") != "user-agent":
            _walk_children(doc, root.get("children", []), xpath + "/#shadow-root", frame, [0])
    _walk_children(doc, node.get("children", []), xpath, frame, frame_counter)


async def _read_dom(session: CDPSession, frame: str) -> _Document:
    root = (await session.send("DOM.getDocument", {"depth": -1, "pierce": True}))["root"]
    doc = _Document()
    html = next(c for c in root.get("children", []) if c.get("nodeType") == 1)
    doc.frames[html["frameId"]] = frame
    _walk_children(doc, root["children"], "", frame, [0])
    return doc


def _property(node: dict[str, Any], name: str) -> Any:
    for prop in node.get("properties", []):
        if prop["name"] == name:
            return prop["value"].get("value")
    return None


def _ax_node(raw: dict[str, Any], ordinal: int, frame: str, dom: _DomNode | None) -> AXNode:
    role = str(raw.get("role", {}).get("value", ""))
    states = {name: _property(raw, name) for name in ("checked", "disabled", "required", "expanded", "selected",
                                                         "focusable", "level")}
    return AXNode(id=f"{ordinal}-{raw['backendDOMNodeId']}", role=_ARIA_ROLES.get(role, role),
                  # (Chromium keeps the space an icon before the words leaves: " Print")
                  name=" ".join(str(raw.get("name", {}).get("value", "")).split()), frame=frame,
                  xpath=dom.xpath if dom else "",
                  tag=dom.tag if dom else "", ignored=bool(raw.get("ignored")),
                  value=str(raw.get("value", {}).get("value", "")),
                  states={k: v for k, v in states.items() if v is not None}, attrs=dom.attrs if dom else {})


async def _read_session(tree: AXTree, session: CDPSession, frame: str) -> list[str]:
    """Add the nodes of the frame behind `session` and its in-process frames; return the remote frames."""
    doc = await _read_dom(session, frame)
    for cdp_frame, our_frame in doc.frames.items():
        ordinal = len(tree.frames)
        tree.frames.append(our_frame)
        raw_nodes = (await session.send("Accessibility.getFullAXTree", {"frameId": cdp_frame}))["nodes"]
        for raw in raw_nodes:
            if "backendDOMNodeId" not in raw:  # text boxes and popups of the tree's own making
                continue
            node = _ax_node(raw, ordinal, our_frame, doc.nodes.get(raw["backendDOMNodeId"]))
            tree.nodes.append(node)
            if node.xpath:
                tree.xpath_map[node.id] = node.xpath
    return doc.remote


async def _playwright_frames(page: Page) -> dict[str, Frame]:
    """Every child frame of the page by snapshot.js's frame id."""
    found: dict[str, Frame] = {}
    queue: list[tuple[Frame, str]] = [(page.main_frame, "")]
    while queue:
        frame, parent = queue.pop(0)
        for child in frame.child_frames:
            child_id = await child_frame_id(child, parent)
            if child_id is not None:
                found[child_id] = child
                queue.append((child, child_id))
    return found


async def take_axtree(page: Page) -> AXTree:
    """Chromium's accessibility tree of the page and all its frames, each node tied to its DOM node's xpath."""
    tree = AXTree(nodes=[], frames=[], xpath_map={})
    session = await page.context.new_cdp_session(page)
    remote = await _read_session(tree, session, "")
    frames = await _playwright_frames(page) if remote else {}
    while remote:
        frame_name = remote.pop(0)
        frame = frames.get(frame_name)
        if frame is None:
            continue
        try:
            remote += await _read_session(tree, await page.context.new_cdp_session(frame), frame_name)
        except Error:  # the frame navigated or detached while we looked, or shares its parent's process
            continue
    return tree


def _element(node: AXNode, index: int) -> Element:
    states = node.states
    checked = states.get("checked")
    return Element(
        index=index, tag=node.tag, role=node.role, name=node.name, xpath=node.xpath, frame=node.frame,
        value="" if node.role in ("button", "link") or node.attrs.get("type") == "password" else node.value,
        attrs={k: v for k, v in node.attrs.items() if k != "style" and k != "class"},
        checked=None if checked is None else checked == "true",
        disabled=bool(states.get("disabled")), required=bool(states.get("required")),
        expanded=states.get("expanded"), selected=states.get("selected"),
        is_interactive=node.role in WIDGET_ROLES or bool(states.get("focusable")),
    )


async def axtree_snapshot(page: Page) -> PageSnapshot:
    """A PageSnapshot of the widgets and structure the accessibility tree shows (no geometry; see above)."""
    tree = await take_axtree(page)
    kept = [node for node in tree.nodes if not node.ignored and node.xpath and (
        is_listed_widget(node) or node.role in _STRUCTURE_ROLES
        or (node.states.get("focusable") and node.role not in WIDGET_ROLES and node.tag not in ("html", "body")))]
    elements = [_element(node, index) for index, node in enumerate(kept)]
    return PageSnapshot(url=page.url, title=await page.title(), elements=elements, frames=tree.frames,
                        viewport=_viewport(page))


def _viewport(page: Page) -> tuple[int, int]:
    size = page.viewport_size
    return (size["width"], size["height"]) if size else (0, 0)

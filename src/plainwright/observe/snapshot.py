"""The page as plain data: `take_snapshot(page)` runs `snapshot.js` once per document and returns a PageSnapshot.

`Element` is a slotted dataclass, not a pydantic model: a snapshot can hold 20,000 of them and is taken
before every step, so it must cost next to nothing to build. The script returns one JSON string, which
`orjson.loads` reads far faster than Playwright's own value serialisation reads a large array. On a large
page it also sends batches of rows through a binding while it works (see _Stream), so that Python builds
the first Elements while the page script still describes the last ones.

Frames: the script walks same-origin iframes in the same pass; a cross-origin iframe is evaluated through its
own Playwright Frame. A frame's id is the chain of its iframe elements' names (the `name` attribute, else the
`id`, else `frameN`, its ordinal among the iframes of its document), joined with ">"; "" is the main frame.
So `frame_of(page, "checkout>card")` finds the same frame in the next snapshot of the same page.
"""

from __future__ import annotations

import asyncio
import gc
import itertools
import json
import re
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import asdict, dataclass, field
from functools import cache, lru_cache
from importlib import resources
from typing import Any, Literal
from weakref import WeakKeyDictionary

import orjson
from playwright.async_api import Error, Frame, Page

from plainwright.errors import ElementNotFound

# The same rule as frameSegment() in snapshot.js, run on a Playwright frame's <iframe> element.
_FRAME_SEGMENT_JS = """el => {
  const named = el.getAttribute("name") || el.id;
  if (named) return named;
  const all = el.getRootNode().querySelectorAll("iframe, frame");
  return "frame" + (Array.prototype.indexOf.call(all, el) + 1);
}"""

_FIELD_TAGS = frozenset({"input", "select", "textarea"})
_LOCAL_NAME = re.compile(r"^\*\[local-name\(\)='([^']+)'\]\[(\d+)\]$")
_CSS_SPECIAL = re.compile(r"([^a-zA-Z0-9_-])")


@lru_cache(maxsize=65536)
def css_path(xpath: str) -> str:
    """The Playwright css selector for an xpath of ours: `/html[1]/body[1]/button[2]` ->
    `html:nth-of-type(1) > body:nth-of-type(1) > button:nth-of-type(2)`.

    A `#shadow-root` step is dropped: Playwright's css `>` treats a shadow root's children as the host's,
    so the selector pierces open shadow roots where the xpath cannot.
    """
    parent, _, step = xpath.rpartition("/")
    if step == "#shadow-root":
        return css_path(parent) if parent else ""
    head = css_path(parent) if parent else ""
    match = _LOCAL_NAME.match(step)
    name, number = (match.group(1), match.group(2)) if match else step[:-1].split("[")
    part = _CSS_SPECIAL.sub(r"\\\1", name) + f":nth-of-type({number})"
    return f"{head} > {part}" if head else part


@dataclass(slots=True)
class Element:
    """One element that could matter to a step, as the page showed it when the snapshot was taken.

    `xpath` is relative to the element's frame document; for an element inside a shadow root it holds a
    `#shadow-root` step and is no valid xpath. `selector` is a Playwright css selector that matches this
    element from its frame's document and pierces open shadow roots: use `frame_of(page, el.frame)
    .locator(el.selector)`.
    """

    index: int
    tag: str
    role: str
    name: str
    xpath: str
    frame: str = ""
    text: str = ""
    label: str = ""
    placeholder: str = ""
    value: str = ""
    attrs: dict[str, str] = field(default_factory=dict)
    options: list[str] = field(default_factory=list)
    checked: bool | None = None
    disabled: bool = False
    required: bool = False
    expanded: bool | None = None
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    is_visible: bool = True
    is_interactive: bool = False
    is_top: bool = True
    in_viewport: bool = True
    context: dict[str, str] = field(default_factory=dict)
    is_new: bool = False
    selected: bool | None = None
    selector: str = ""
    focused: bool = False  # it has the keyboard's focus
    boxed: bool = False  # a link drawn as a button (a border or a background of its own)

    def __post_init__(self) -> None:
        if not self.selector and self.xpath.startswith("/"):
            self.selector = css_path(self.xpath)

    @property
    def is_usable(self) -> bool:
        """Visible and not covered: a person could see and reach it."""
        return self.is_visible and self.is_top

    def describe(self) -> str:
        """`button "Log in"`: how messages and reports name the element."""
        return f'{self.role or self.tag} "{self.name}"' if self.name else (self.role or self.tag)


@dataclass(slots=True)
class PageSnapshot:
    """Every element of a page worth deciding on, with an index -> element map.

    Plain data, no Playwright objects: `snap.to_json()` for a report, `snap.render()` for a model.
    """

    url: str
    title: str
    elements: list[Element]
    frames: list[str] = field(default_factory=list)
    by_index: dict[int, Element] = field(init=False, repr=False)
    viewport: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        self.by_index = {element.index: element for element in self.elements}

    def keeping(self, keep: Callable[[Element], bool]) -> PageSnapshot:
        """The same page with only the elements `keep` says yes to (a step that says where or what they are)."""
        return PageSnapshot(url=self.url, title=self.title, frames=self.frames, viewport=self.viewport,
                            elements=[element for element in self.elements if keep(element)])

    def render(self, max_chars: int | None = None) -> str:
        """The compact text an LLM reads: `[12] button "Log in" (form: Login)`, one line per kept element."""
        from plainwright.observe.render import render_snapshot

        return render_snapshot(self, max_chars=max_chars)

    def to_json(self) -> str:
        return json.dumps({"url": self.url, "title": self.title, "frames": self.frames,
                           "viewport": list(self.viewport),
                           "elements": [asdict(element) for element in self.elements]})


@cache
def _script() -> str:
    return resources.files("plainwright.observe").joinpath("snapshot.js").read_text(encoding="utf-8")


# snapshot.js is sent to a document once: it keeps it, and each later snapshot of that document is a short call.
_KEPT = 'Symbol.for("plainwright.snapshot")'


@cache
def _call_kept(quiet: str | None) -> str:
    """The call of a document's kept snapshot.js, first running `quiet` (a script of the caller's saying how
    long ago the DOM last changed) when given. The page answers [how long ago (0 without `quiet`), the snapshot
    as JSON]; the snapshot is null when the document has no snapshot.js yet, or its DOM changed less than
    `options.quietMs` ago."""
    ago = f"(await ({quiet})())[0]" if quiet else "0"
    return f"""async (options) => {{
  const quiet = {ago};
  if (quiet < (options.quietMs || 0)) return [quiet, null];
  const take = window[{_KEPT}];
  return [quiet, take ? take(options) : null];
}}"""


@cache
def _keeping_script() -> str:
    return f"(options) => (window[{_KEPT}] = ({_script()}))(options)"


class _Rows:
    """The Elements of one evaluation of snapshot.js, read batch by batch (see describe() there for the wire
    format), indexed from `start`.

    A batch carries the table entries (kinds, paths, contexts, option lists) added since the batch before.
    Elements with the same context share one dict, and selects with the same options one list (elements with
    none, one empty list): plain data that nothing changes after the snapshot is taken. The wire rows are
    taken out of the batch and freed here, before the cyclic collector would have to walk them.
    """

    def __init__(self, start: int) -> None:
        self.start = start
        self.elements: list[Element] = []
        self._kinds: list[tuple[str, str]] = []
        self._contexts: list[dict[str, str]] = []
        self._options: list[list[str]] = []
        self._paths: list[str] = []
        # an element's selector is its parent's and its own step's, each converted once
        self._parent_selectors: list[str] = []
        self._steps: dict[tuple[str, int | str], tuple[str, str]] = {}  # (tag, step on the wire) -> (xpath step, css)
        self._shared_contexts: dict[tuple[int, int], dict[str, str]] = {}
        self._titles: dict[int, str] = {}  # a heading's words without the buttons it holds, where they differ
        self._no_options: list[str] = []

    def _shared_context(self, context: int, heading: int) -> dict[str, str]:
        """The context the elements of one part under one heading share, made once: the heading's title (its
        words without the buttons it holds), and the part's form, section, dialog, row."""
        shared = self._shared_contexts[(context, heading)] = {}
        if heading >= 0 and (title := self._titles.get(heading) or self.elements[heading].name):
            shared["heading"] = title
        if context >= 0:
            shared.update(self._contexts[context])
        return shared

    def add(self, batch: dict[str, Any]) -> None:
        self._kinds += batch["kinds"]
        self._contexts += batch["contexts"]
        self._options += batch["options"]
        paths, parent_selectors = self._paths, self._parent_selectors
        for parent, own in batch["paths"]:
            path = paths[parent] + own if parent >= 0 else own
            paths.append(path)
            parent_selectors.append(css_path(path) if path else "")
        kinds, option_lists, steps = self._kinds, self._options, self._steps
        shared_contexts, elements, no_options = self._shared_contexts, self.elements, self._no_options
        for index, (kind, name, path, step, flags, x, y, width, height, context, heading, attrs, extra) in \
                enumerate(batch.pop("elements"), self.start + len(elements)):
            tag, role = kinds[kind]
            known = steps.get((tag, step))
            if known is None:
                own = f"/{tag}[{step}]" if isinstance(step, int) else step
                known = steps[(tag, step)] = (own, css_path(own))
            xpath = paths[path] + known[0]
            head = parent_selectors[path]
            selector = f"{head} > {known[1]}" if head else known[1]
            if not attrs:
                attrs = {}
            elif attrs.get("aria-label") == 1:
                attrs["aria-label"] = name
            context_of = shared_contexts.get((context, heading))
            if context_of is None:
                context_of = self._shared_context(context, heading)
            # snapshot.js leaves out a field's label, or another element's text, when it equals the name
            field_tag = tag in _FIELD_TAGS
            # positional, in the order of Element's fields: keyword arguments take three times as long
            if not extra:  # the common case: every other field has its default
                elements.append(Element(
                    index, tag, role, name, xpath, "", "" if field_tag else name, name if field_tag else "", "", "",
                    attrs, no_options, None, False, False, None, (x, y, width, height), (flags & 1) == 1,
                    (flags & 2) == 2, (flags & 4) == 4, (flags & 8) == 8, context_of, False, None, selector))
                continue
            get = extra.get
            if title := get("title"):
                self._titles[index] = title
            if group := get("group"):
                context_of = {**context_of, "group": group}
                if group_key := get("group_key"):  # the card's title, that tells it from a look-alike
                    context_of["group_key"] = group_key
            # the header of the table column its cell is in; a clickable row's own key (the record it is the row of)
            if placed := {key: extra[key] for key in ("column", "row_key") if key in extra}:
                context_of = {**context_of, **placed}
            elements.append(Element(
                index, tag, role, name, xpath, get("frame", ""), get("text", name) if not field_tag else "",
                get("label", name) if field_tag else "", get("placeholder", ""), get("value", ""), attrs,
                option_lists[extra["options"]] if "options" in extra else no_options, get("checked"),
                get("disabled", False), get("required", False), get("expanded"), (x, y, width, height),
                (flags & 1) == 1, (flags & 2) == 2, (flags & 4) == 4, (flags & 8) == 8, context_of, False,
                get("selected"), selector))
            if get("focused"):
                elements[-1].focused = True
            if get("boxed"):
                elements[-1].boxed = True


@contextmanager
def _without_gc() -> Iterator[None]:
    """Reading a snapshot allocates tens of thousands of objects and no reference cycles; the cyclic collector
    would otherwise run through the whole heap several times meanwhile (about 50 ms on 20,000 elements)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


# The page-wide function through which snapshot.js sends batches of rows; and how long to wait for a batch
# that the page sent before its result (only a browser that has gone away would keep it)
_BINDING = "__plainwright_rows"
_BATCH_TIMEOUT_S = 30.0


class _Reading:
    """The batches of one evaluation, as they arrive."""

    def __init__(self, reading_id: int, rows: _Rows) -> None:
        self.id = reading_id
        self.rows = rows
        self.batches = 0
        self.arrived = asyncio.Event()
        self.failure: Exception | None = None

    async def wait_for(self, batches: int) -> None:
        """Until `batches` batches have been read."""
        while self.batches < batches and self.failure is None:
            try:
                await asyncio.wait_for(self.arrived.wait(), _BATCH_TIMEOUT_S)
            except TimeoutError:
                raise Error(f"the page's snapshot sent {batches} batches of elements and only "
                            f"{self.batches} arrived within {_BATCH_TIMEOUT_S:.0f} s") from None
            self.arrived.clear()
        if self.failure is not None:
            raise self.failure


class _Stream:
    """A page's CDP session, with the binding through which snapshot.js sends the rows of a large page in
    batches while it describes the rest: Python reads them meanwhile, and the page is still read in one
    synchronous evaluation (Chromium delivers a binding's calls while the script runs)."""

    def __init__(self) -> None:
        self._readings: dict[int, _Reading] = {}
        self._ids = itertools.count(1)

    def on_called(self, event: dict[str, Any]) -> None:
        if event.get("name") != _BINDING:
            return
        with _without_gc():
            try:
                batch = orjson.loads(event["payload"])
                reading = self._readings.get(batch["id"])
            except (orjson.JSONDecodeError, KeyError, TypeError):
                return  # not a batch of ours: the page called the function itself
            if reading is None:  # a batch of a snapshot that was cancelled
                return
            try:
                reading.rows.add(batch)
                reading.batches += 1
            except Exception as failure:  # a batch that cannot be read fails the snapshot waiting for it
                reading.failure = failure
        reading.arrived.set()

    @asynccontextmanager
    async def reading(self, rows: _Rows) -> AsyncIterator[_Reading]:
        reading = _Reading(next(self._ids), rows)
        self._readings[reading.id] = reading
        try:
            yield reading
        finally:
            del self._readings[reading.id]


_streams: WeakKeyDictionary[Page, asyncio.Future[_Stream | None]] = WeakKeyDictionary()


async def _stream_of(page: Page) -> _Stream | None:
    """The page's stream, opened on its first snapshot; None where the browser gives no CDP session (then
    every result comes whole)."""
    opening = _streams.get(page)
    if opening is None or opening.cancelled():
        opening = _streams[page] = asyncio.ensure_future(_open_stream(page))
    # (shielded: a step's timeout that cancels this snapshot leaves the opening to finish for the next one)
    return await asyncio.shield(opening)


async def _open_stream(page: Page) -> _Stream | None:
    stream = _Stream()
    try:
        session = await page.context.new_cdp_session(page)
        session.on("Runtime.bindingCalled", stream.on_called)
        # (with the Runtime domain on, Chromium adds the binding to each new document too)
        await session.send("Runtime.enable")
        await session.send("Runtime.addBinding", {"name": _BINDING})
    except Error:
        return None
    return stream


async def _result(frame: Frame, options: dict[str, Any]) -> tuple[float, dict[str, Any] | None]:
    """How long ago the frame's DOM last changed, and the snapshot's result (None: not quiet long enough)."""
    quiet_ms, text = await frame.evaluate(_call_kept(options.pop("quiet", None)), options)
    if text is None:
        if quiet_ms < options.get("quietMs", 0):
            return quiet_ms, None
        text = await frame.evaluate(_keeping_script(), options)  # a new document
    with _without_gc():
        result: dict[str, Any] = orjson.loads(text)
    return quiet_ms, result


async def _evaluate(frame: Frame, options: dict[str, Any], start: int,
                    stream: _Stream | None = None) -> tuple[dict[str, Any], list[Element]]:
    """One evaluation of snapshot.js in `frame`: its result and its elements, indexed from `start`; through
    `stream`, the batches it sent on the way and then its result."""
    _, found = await _evaluate_when_quiet(frame, options, start, stream)
    assert found is not None  # no quiet asked for: always read
    return found


async def _evaluate_when_quiet(frame: Frame, options: dict[str, Any], start: int, stream: _Stream | None = None,
                               ) -> tuple[float, tuple[dict[str, Any], list[Element]] | None]:
    """`_evaluate`, unless `options` ask for a quiet (`quiet`: a script saying how long ago the DOM changed,
    `quietMs`: how long ago it must have) that the frame does not have yet: then (how long ago, None)."""
    rows = _Rows(start)
    if stream is None:
        quiet_ms, result = await _result(frame, options)
    else:
        async with stream.reading(rows) as reading:
            quiet_ms, result = await _result(frame, {**options, "emit": _BINDING, "id": reading.id})
            if result is not None:
                await reading.wait_for(result["batches"])
    if result is None:
        return quiet_ms, None
    with _without_gc():
        rows.add(result)
    return quiet_ms, (result, rows.elements)


async def child_frame_id(frame: Frame, parent_id: str) -> str | None:
    """The id of a child frame, read from its <iframe> element in the parent; None once it is gone."""
    try:
        segment = await (await frame.frame_element()).evaluate(_FRAME_SEGMENT_JS)
    except Error:
        return None
    return f"{parent_id}>{segment}" if parent_id else str(segment)


class _Collector:
    """Evaluates the cross-origin frames that the in-page walk reported and could not enter."""

    def __init__(self, main: dict[str, Any], elements: list[Element], margin: float) -> None:
        self.elements = elements
        self.frames: list[str] = ["", *main["covered"]]
        self.pending: dict[str, tuple[float, float]] = {fid: (x, y) for fid, x, y in main["remote"]}
        self.viewport: list[int] = main["viewport"]
        self.margin = margin

    def _leads_to_pending(self, frame_id: str) -> bool:
        return any(p == frame_id or p.startswith(frame_id + ">") for p in self.pending)

    async def visit(self, frame: Frame, frame_id: str) -> None:
        for child in frame.child_frames:
            if not self.pending:
                return
            child_id = await child_frame_id(child, frame_id)
            if child_id is None or not self._leads_to_pending(child_id):
                continue
            if child_id in self.pending:
                offset = self.pending.pop(child_id)
                options = {"frameId": child_id, "viewportMargin": self.margin, "offset": list(offset),
                           "viewport": self.viewport}
                try:
                    found, elements = await _evaluate(child, options, len(self.elements))
                except Error:  # the frame navigated or detached while we looked: it has nothing to offer
                    continue
                self.elements.extend(elements)
                self.frames += [child_id, *found["covered"]]
                self.pending.update({fid: (x, y) for fid, x, y in found["remote"]})
            await self.visit(child, child_id)


async def take_snapshot(page: Page, *, previous: PageSnapshot | None = None, viewport_margin: float = 0,
                        observer: Literal["dom", "axtree"] = "dom") -> PageSnapshot:
    """Read every candidate element of the page and its frames into a PageSnapshot.

    `previous` marks elements that were not in it as `is_new`; `viewport_margin` (CSS pixels) widens what
    counts as `in_viewport`. `observer="axtree"` reads Chromium's accessibility tree instead of walking
    the DOM (see axtree.py: no geometry, so no top / in-viewport facts).
    """
    if observer == "axtree":
        from plainwright.observe.axtree import axtree_snapshot

        snap = await axtree_snapshot(page)
    else:
        _, read = await snapshot_when_quiet(page, None, 0, viewport_margin=viewport_margin)
        assert read is not None  # no quiet asked for: always read
        snap = read
    if previous is not None:
        mark_new(snap, previous)
    return snap


def mark_new(snapshot: PageSnapshot, previous: PageSnapshot) -> PageSnapshot:
    """Mark the elements of `snapshot` that `previous` did not have as `is_new`."""
    seen = {(element.frame, element.xpath) for element in previous.elements}
    for element in snapshot.elements:
        element.is_new = (element.frame, element.xpath) not in seen
    return snapshot


async def snapshot_when_quiet(page: Page, quiet: str | None, quiet_ms: float, *,
                              viewport_margin: float = 0) -> tuple[float, PageSnapshot | None]:
    """A snapshot (as `take_snapshot` reads it with the DOM observer) in the same look that finds the page quiet:
    `quiet` is a script that says how long ago the page's DOM last changed; unless that was `quiet_ms` ago or
    more, nothing is read. Returns how long ago it was, and the snapshot or None. `quiet=None` always reads."""
    options: dict[str, Any] = {"frameId": "", "viewportMargin": viewport_margin}
    if quiet is not None:
        options |= {"quiet": quiet, "quietMs": quiet_ms}
    since, found = await _evaluate_when_quiet(page.main_frame, options, 0, await _stream_of(page))
    if found is None:
        return since, None
    main, elements = found
    collector = _Collector(main, elements, viewport_margin)
    if collector.pending:
        await collector.visit(page.main_frame, "")
    return since, PageSnapshot(url=page.url, title=main["title"], elements=collector.elements,
                               frames=collector.frames, viewport=(main["viewport"][0], main["viewport"][1]))


async def frame_of(page: Page, frame_id: str) -> Frame:
    """The Playwright Frame that an element's `frame` names ("" is the main frame).

    Raises ElementNotFound when no frame of the page has that id any more.
    """
    if not frame_id:
        return page.main_frame
    seen: list[str] = []
    queue: list[tuple[Frame, str]] = [(page.main_frame, "")]
    while queue:
        frame, parent_id = queue.pop(0)
        for child in frame.child_frames:
            child_id = await child_frame_id(child, parent_id)
            if child_id is None:
                continue
            if child_id == frame_id:
                return child
            seen.append(child_id)
            if frame_id.startswith(child_id + ">"):
                queue.append((child, child_id))
    raise ElementNotFound(f"the frame {frame_id!r} is not on the page any more", candidates=seen)

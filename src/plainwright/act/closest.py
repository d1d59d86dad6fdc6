"""What the page shows nearest to the text a check expected, and where: the `actual` of a failed text check.

The page (and each frame it shows) is read as blocks of text, each with the place it sits in: the heading before
it in its section, else its section's or landmark's name. The block closest to the expected words (rapidfuzz: the
best window of a longer block, the whole of a shorter one) is what the failure names and the screenshot outlines.
"""

from __future__ import annotations

from dataclasses import dataclass

from playwright.async_api import Error, Locator, Page
from rapidfuzz import fuzz
from rapidfuzz.utils import default_process

from plainwright.act.frames import shown_frames
from plainwright.act.locators import frame_scope

# A block this close (0-100) is what the page shows instead; below it, the page shows nothing like the words.
LIKE = 75
SHOWN_CHARS = 100  # a longer block is shown as the window around its closest part
_BLOCKS_READ = 3000

# Every visible block of text: its text, the place it sits in and an xpath to find it again.
_BLOCKS = """(limit) => {
  const norm = (s) => (s || "").replace(/\\s+/g, " ").trim();
  const shown = (el) => el.checkVisibility ? el.checkVisibility() : !!el.offsetParent;
  const inline = (el) => ["inline", "contents"].includes(getComputedStyle(el).display);
  const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")]
    .filter((h) => shown(h) && norm(h.innerText));
  const SECTIONS = "section, article, aside, nav, form, dialog, main, header, footer, fieldset, table, " +
    "[role=region], [role=dialog], [role=navigation], [role=main], [role=form], [role=banner], [role=contentinfo]";
  const KINDS = { NAV: "navigation", HEADER: "header", FOOTER: "footer", ASIDE: "sidebar", FORM: "form",
                  DIALOG: "dialog", MAIN: "main content", TABLE: "table", FIELDSET: "fieldset" };
  const labelOf = (box) => {
    const by = box.getAttribute("aria-labelledby");
    const named = box.getAttribute("aria-label") || (by && document.getElementById(by)?.innerText) ||
      box.querySelector(":scope > legend, :scope > caption")?.innerText;
    return norm(named);
  };
  const placeOf = (el) => {
    const box = el.parentElement?.closest(SECTIONS);
    const before = headings.filter((h) => h !== el && !h.contains(el) &&
      (h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)).pop();
    if (before && (!box || box.contains(before))) return norm(before.innerText);
    if (box) return labelOf(box) || KINDS[box.tagName] || (before ? norm(before.innerText) : "");
    return before ? norm(before.innerText) : "";
  };
  const xpathOf = (el) => {
    const steps = [];
    for (; el && el.nodeType === 1; el = el.parentElement) {
      let n = 1;
      for (let o = el.previousElementSibling; o; o = o.previousElementSibling) if (o.localName === el.localName) n++;
      steps.unshift(`*[local-name()='${el.localName}'][${n}]`);
    }
    return "/" + steps.join("/");
  };
  const blocks = [], seen = new Set();
  const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && blocks.length < limit; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    let el = node.parentElement;
    while (el && el.parentElement && el !== document.body && inline(el)) el = el.parentElement;
    if (!el || seen.has(el) || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(el.tagName)) continue;
    seen.add(el);
    const text = norm(el.innerText).slice(0, 2000);
    if (text && shown(el)) blocks.push([text, placeOf(el), xpathOf(el)]);
  }
  return blocks;
}"""


@dataclass(frozen=True, slots=True)
class Block:
    """A block of text the page shows, where it sits (a heading, a section's name), and how to find it again."""

    text: str
    place: str = ""
    frame: str = ""
    xpath: str = ""


@dataclass(frozen=True, slots=True)
class Closest:
    block: Block
    shown: str  # the block, or its window nearest the words when it is long
    score: float

    @property
    def is_like(self) -> bool:
        return self.score >= LIKE

    def where(self) -> str:
        """` (in "Dashboard")`, ` (in "Billing", in the frame 'billing')`, or nothing."""
        parts = ([f'in "{self.block.place}"'] if self.block.place else []) + (
            [f"in the frame {self.block.frame!r}"] if self.block.frame else [])
        return f" ({', '.join(parts)})" if parts else ""


def _score(wanted: str, text: str) -> float:
    """How close `text` comes to `wanted`: the best window of a longer text, all of a shorter one (a short
    "Anne" is no match for "Welcome back, anne")."""
    scorer = fuzz.partial_ratio if len(text) >= len(wanted) else fuzz.ratio
    return float(scorer(wanted, text, processor=default_process))


def _window(wanted: str, text: str) -> str:
    """`text`, or when long, the words around its part closest to `wanted`, cut with an ellipsis."""
    if len(text) <= SHOWN_CHARS:
        return text
    found = fuzz.partial_ratio_alignment(wanted, text, processor=default_process)
    if found is None:
        return text[:SHOWN_CHARS] + "…"
    margin = max(0, (SHOWN_CHARS - (found.dest_end - found.dest_start)) // 2)
    start, end = max(0, found.dest_start - margin), min(len(text), found.dest_end + margin)
    start = 0 if start == 0 else (text.rfind(" ", 0, start) + 1 or start)
    end = len(text) if end >= len(text) else (text.find(" ", end) if text.find(" ", end) != -1 else len(text))
    return ("…" if start > 0 else "") + text[start:end].strip() + ("…" if end < len(text) else "")


def closest_in(wanted: str, blocks: list[Block]) -> Closest | None:
    """The block closest to `wanted` (the shorter of equals: the paragraph, not the section holding it)."""
    if not blocks or not wanted.strip():
        return None
    scored = [(_score(wanted, block.text), block) for block in blocks]
    best_score, best = max(scored, key=lambda pair: (pair[0], -len(pair[1].text)))
    return Closest(block=best, shown=_window(wanted, best.text), score=best_score)


def lines_of(texts: list[str]) -> list[Block]:
    """Blocks of plain texts (a part of the page that a place names): one per line."""
    return [Block(text=" ".join(line.split())) for text in texts for line in text.splitlines() if line.strip()]


async def page_blocks(page: Page) -> list[Block]:
    """Every visible block of text of the page and of the frames it shows; a frame being replaced is left out."""
    blocks: list[Block] = []
    for frame_id, frame in await shown_frames(page):
        try:
            found = await frame.evaluate(_BLOCKS, _BLOCKS_READ)
        except Error:
            continue
        blocks += [Block(text=str(text), place=str(place), frame=frame_id, xpath=str(xpath))
                   for text, place, xpath in found]
    return blocks


def locate(page: Page, block: Block) -> Locator | None:
    """The element that shows `block`, to outline it."""
    return frame_scope(page, block.frame).locator(f"xpath={block.xpath}") if block.xpath else None


async def closest_text(page: Page, wanted: str) -> Closest | None:
    """What the page shows nearest to `wanted`; None when it shows no text at all."""
    return closest_in(wanted, await page_blocks(page))


def shows_instead(closest: Closest | None, *, what: str = "it") -> str:
    """The `actual` of a text check that failed: `it shows 'Welcome back, anne' (in "Dashboard")`."""
    if closest is None:
        return f"{what} shows no text"
    if closest.is_like:
        return f"{what} shows {closest.shown!r}{closest.where()}"
    return f"{what} shows nothing like it; the closest text is {closest.shown!r}{closest.where()}"


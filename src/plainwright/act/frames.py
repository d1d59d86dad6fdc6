"""What a page shows across its frames: a login form or a message inside an <iframe>, same-origin or not, is on
the page for the person looking at it, so "the page shows ..." reads the page and every frame it shows.

A frame whose <iframe> is hidden shows nothing (its document is not rendered, and its innerText would be its raw
text, scripts included): it is left out. Frames are named by the ids the snapshot gives them (`billing`,
`checkout>card`), so a check that found its words in a frame can say which.
"""

from __future__ import annotations

from playwright.async_api import Error, Frame, Page

from plainwright.act.shown_text import BODY_TEXT
from plainwright.observe.snapshot import child_frame_id


async def shown_frames(page: Page) -> list[tuple[str, Frame]]:
    """The page's main frame ("") and every frame shown in it, nested ones too, each with its id."""
    found: list[tuple[str, Frame]] = [("", page.main_frame)]
    for parent_id, parent in found:  # grows while it is read: breadth first
        for child in parent.child_frames:
            try:
                if not await (await child.frame_element()).is_visible():
                    continue
            except Error:  # detached while we looked
                continue
            child_id = await child_frame_id(child, parent_id)
            if child_id is not None:
                found.append((child_id, child))
    return found


async def shown_texts(page: Page) -> list[tuple[str, str]]:
    """The text of the page and of each frame shown in it, as a person reads it (`shown_text.py`), with its frame's
    id; a frame that is navigating has no text yet."""
    texts = []
    for frame_id, frame in await shown_frames(page):
        try:
            texts.append((frame_id, str(await frame.evaluate(BODY_TEXT))))
        except Error:
            continue
    return texts

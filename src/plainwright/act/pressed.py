"""A click that a re-render swallowed, given once more to the element's new instance.

A page that redraws a control when it is pressed (a list re-rendered on mousedown, a framework replacing a
button it just drew) can replace the element between the press and the release. The browser then sends the
click to what the old and the new element have in common, and neither hears it: the step did nothing, and the
run would go on as if it had. A person would click again, and so does the step, once, and only when all of this
holds:
- the element pressed left the page, and no click reached it;
- the step's locator, which says what the element is (its role and name, the row it sits in), finds exactly one
  element now, a new one, drawn exactly as the pressed one was.

A press that changed the control (a Like button drawn pressed, a label changed) draws it otherwise, so it is never
pressed twice. The watch sees presses in the page's top document; a click in a frame is not watched.
"""

from __future__ import annotations

from playwright.async_api import Error, Locator, Page

_KEY = "__plainwright_press"
# How far up from the element pressed the element the step means may be (a button's icon, its label's span),
# and how much of a control is remembered: a control is small, a whole list is not one.
_LEVELS, _LONGEST = 5, 4000

_ARM_JS = f"""key => {{
  if (window[key]) window[key].stop();
  const watch = {{ pressed: null, drawn: [], heard: false }};
  const down = event => {{
    const path = event.composedPath().filter(node => node instanceof Element);
    watch.pressed = path[0] || null;
    watch.heard = false;
    watch.drawn = [];
    for (const node of path.slice(0, {_LEVELS})) {{  // an ancestor is longer than what it holds
      const html = node.outerHTML;
      if (html.length > {_LONGEST}) break;
      watch.drawn.push(html);
    }}
  }};
  const click = event => {{ if (watch.pressed && event.composedPath().includes(watch.pressed)) watch.heard = true; }};
  addEventListener("mousedown", down, true);
  addEventListener("click", click, true);
  watch.stop = () => {{ removeEventListener("mousedown", down, true); removeEventListener("click", click, true); }};
  window[key] = watch;
}}"""
# The drawings of the element pressed, when a re-render took it away before its click: else null.
_SWALLOWED_JS = """key => {
  const watch = window[key];
  if (!watch) return null;
  watch.stop();
  delete window[key];
  return watch.pressed && !watch.heard && !watch.pressed.isConnected ? watch.drawn : null;
}"""
_REDRAWN_JS = "(els, drawn) => els.length === 1 && drawn.includes(els[0].outerHTML)"
_FAILED = object()


async def click(page: Page, locator: Locator, timeout_ms: float) -> None:
    """Click `locator`'s element; when a re-render swallowed the click, click its new instance once more."""
    armed = await _evaluate(page, _ARM_JS) is not _FAILED
    await locator.click(timeout=timeout_ms)
    if not armed or not isinstance(drawn := await _evaluate(page, _SWALLOWED_JS), list):
        return
    try:
        redrawn = await locator.evaluate_all(_REDRAWN_JS, drawn)
    except Error:  # the page moved on meanwhile: it did something
        return
    if redrawn:
        await locator.click(timeout=timeout_ms)


async def _evaluate(page: Page, script: str) -> object:
    """The script's answer in the page's top document; _FAILED while a new document replaces it (a click that
    navigated has had its effect)."""
    try:
        return await page.evaluate(script, _KEY)
    except Error:
        return _FAILED

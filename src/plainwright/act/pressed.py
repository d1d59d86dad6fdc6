"""A click that a re-render swallowed, given once more to the element's new instance.

A page that redraws a control when it is pressed (a list re-rendered on mousedown, a framework replacing a
button it just drew) can replace the element between the press and the release. The browser then sends the
click to what the old and the new element have in common, and neither hears it: the step did nothing, and the
run would go on as if it had. A person would click again, and so does the step, once, and only when all of this
holds:
- the step's locator, which says what the element is (its role and name, the row it sits in), finds exactly one
  element now, a new one, drawn exactly as the element pressed (or one around it: a button around its icon) was;
- that pressed element left the page, and no click reached it;
- the page sent no request since the press (a press acted on as it happened, a log-in sent, was heard).

A press that changed the control (a Like button drawn pressed, a label changed) draws it otherwise, so it is never
pressed twice. The watch sees presses in the page's top document; a click in a frame is not watched.
"""

from __future__ import annotations

from playwright.async_api import Error, Locator, Page

from plainwright.act.settle import requests_sent

_KEY = "__plainwright_press"
# How far up from the element pressed the element the step means may be (a button's icon, its label's span),
# and how much of a control is remembered: a control is small, a whole list is not one.
_LEVELS, _LONGEST = 5, 4000

_ARM_JS = f"""key => {{
  if (window[key]) window[key].stop();
  const watch = {{ path: [], drawn: [], clicked: [] }};
  const down = event => {{  // the element pressed and the few around it, each as it was drawn
    watch.path = [];
    watch.drawn = [];
    watch.clicked = [];
    for (const node of event.composedPath().filter(node => node instanceof Element).slice(0, {_LEVELS})) {{
      const html = node.outerHTML;
      if (html.length > {_LONGEST}) break;  // an ancestor is longer than what it holds
      watch.path.push(node);
      watch.drawn.push(html);
    }}
  }};
  const click = event => {{ watch.clicked = event.composedPath(); }};
  addEventListener("mousedown", down, true);
  addEventListener("click", click, true);
  watch.stop = () => {{ removeEventListener("mousedown", down, true); removeEventListener("click", click, true); }};
  window[key] = watch;
}}"""
# Whether the click was swallowed: the locator finds one element, a new one drawn as one of those pressed was, and
# that pressed one has left the page and heard no click. The watch ends here in any case.
_SWALLOWED_JS = """(els, key) => {
  const watch = window[key];
  if (!watch) return false;
  watch.stop();
  delete window[key];
  if (els.length !== 1 || watch.path.includes(els[0])) return false;
  const pressed = watch.path[watch.drawn.indexOf(els[0].outerHTML)];
  return !!pressed && !pressed.isConnected && !watch.clicked.includes(pressed);
}"""


async def click(page: Page, locator: Locator, timeout_ms: float) -> None:
    """Click `locator`'s element; when a re-render swallowed the click, click its new instance once more."""
    try:
        await page.evaluate(_ARM_JS, _KEY)
    except Error:  # a new document is replacing the page's: nothing to watch in
        await locator.click(timeout=timeout_ms)
        return
    sent = await requests_sent(page)
    await locator.click(timeout=timeout_ms)
    try:
        swallowed = await locator.evaluate_all(_SWALLOWED_JS, _KEY)
    except Error:  # the page moved on meanwhile: the click did something
        return
    if swallowed and await requests_sent(page) == sent:  # (a press that set the page to work was heard)
        await locator.click(timeout=timeout_ms)

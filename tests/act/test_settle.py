"""The page settles before a step: a navigation just started is followed, a DOM still being built is waited for,
and `still` tells a page that keeps changing from one that stands still."""

from __future__ import annotations

import asyncio

from playwright.async_api import Page

import plainwright
from plainwright.act.settle import settle, still
from plainwright.run.resolve import observe

# a list built one item a task, as a framework renders rows in chunks (done well within the 1 s cap)
GROWING = """<ul id="list"></ul><script>
  let n = 0;
  const add = () => { const li = document.createElement('li'); li.textContent = 'row ' + (++n);
                      document.getElementById('list').append(li); if (n < 120) setTimeout(add, 0); };
  setTimeout(add, 0);
</script>"""
# a clock that ticks until it is stopped
TICKING = """<p id="clock">0</p><script>
  const tick = setInterval(() => { document.getElementById('clock').textContent = Date.now(); }, 20);
  window.stop_clock = () => clearInterval(tick);
</script>"""


async def test_a_navigation_under_way_is_followed_to_the_page_it_lands_on(page: Page, waiting_site: str) -> None:
    await page.goto(f"{waiting_site}/waiting/tools.html")
    await page.evaluate("() => { location.href = '/slow/waiting/arrived.html'; }")  # answered after SLOW_S
    await settle(page, timeout_ms=5000)
    assert page.url.endswith("/waiting/arrived.html")
    assert await page.get_by_role("button", name="Add note").count() == 1, "the new page's document is read"


async def test_a_dom_still_being_built_is_waited_for_before_the_page_is_read(page: Page) -> None:
    await page.set_content(GROWING)
    await settle(page, timeout_ms=5000)
    assert await page.locator("li").count() == 120


async def test_still_is_false_while_the_page_changes_and_true_once_it_stands_still(page: Page) -> None:
    await page.set_content(TICKING)
    assert not await still(page, for_ms=500, timeout_ms=5000), "the clock ticks"
    await page.evaluate("() => window.stop_clock()")
    assert await still(page, for_ms=200, timeout_ms=5000)
    await page.evaluate("() => setTimeout(() => document.body.append('late'), 400)")  # after still()'s first look
    assert not await still(page, for_ms=1000, timeout_ms=5000)


async def test_a_page_waiting_for_an_answer_to_its_own_request_is_not_still(page: Page, waiting_site: str) -> None:
    await page.goto(f"{waiting_site}/waiting/tools.html")
    await settle(page, timeout_ms=5000)  # as before every step: the page's requests are followed from here on
    await page.evaluate("() => { window.answer = fetch('/slow/waiting/arrived.html').then(r => r.text()); }")
    assert not await still(page, for_ms=200, timeout_ms=800), "the answer (due after SLOW_S) may change the page"
    await page.evaluate("() => window.answer")
    assert await still(page, for_ms=200, timeout_ms=2000)


# an address that changes every few milliseconds (a scroll spy writing the section into the address)
RESTLESS = """<button onclick="document.body.append('clicked')">Go</button><script>
  let n = 0;
  setInterval(() => history.pushState({}, '', '#section-' + (++n)), 5);
</script>"""


async def test_a_page_that_keeps_changing_its_address_is_read_once_the_quiet_cap_has_passed(page: Page) -> None:
    """Each pushState is a navigation of the main frame: the page never stands still, and it is read as it is
    once the wait for quiet has had its QUIET_CAP_MS (it was waited on for ever)."""
    await page.set_content(RESTLESS)
    result = await asyncio.wait_for(plainwright.execute_step(page, "Click Go", timeout_ms=5000), timeout=20)
    assert result.ok, result.error
    assert "clicked" in await page.inner_text("body")


FADING_DIALOG = """<button onclick="const dialog = document.querySelector('dialog'); dialog.show();
  requestAnimationFrame(() => requestAnimationFrame(() => dialog.classList.add('in')))">Save</button>
<style>dialog .content { opacity: 0; transition: opacity 300ms 400ms; } dialog.in .content { opacity: 1; }</style>
<dialog><div class="content"><label>Commit message <input></label><button>Save change</button></div></dialog>"""


async def test_a_dialog_fading_in_is_read_once_it_is_shown(page: Page) -> None:
    """A dialog whose content fades in after a delay changes nothing in the DOM meanwhile: until its transition
    ends, its fields are not shown, and a page read then would say the dialog asks for nothing."""
    await page.set_content(FADING_DIALOG)
    await page.click("button")
    snapshot = await observe(page, 5000)
    field = next(element for element in snapshot.elements if element.name == "Commit message")
    assert field.is_visible


async def test_an_animation_that_never_ends_holds_no_read_up(page: Page) -> None:
    await page.set_content('<style>@keyframes spin { to { transform: rotate(360deg); } }</style>'
                           '<div style="animation: spin 1s linear infinite">◌</div><button>Go</button>')
    started = asyncio.get_running_loop().time()
    await observe(page, 5000)
    assert asyncio.get_running_loop().time() - started < 0.9  # under the quiet cap: the spinner is not waited for

"""A step's screenshot: the viewport, the element the step was about outlined (red when it failed, blue when it
passed) and nothing left on the page afterwards; a field holding a secret is masked."""

from __future__ import annotations

import base64
from pathlib import Path

from playwright.async_api import BrowserContext, Page

from plainwright import execute_step
from plainwright.act import spotlight
from plainwright.redact import Redactor
from plainwright.run import screenshot

FORM = """<!doctype html><body style="margin: 0; background: #fff">
<h1 style="margin: 40px">Sign in</h1>
<label style="margin-left: 40px">Code <input id="code" style="width: 300px; height: 40px"></label>
<p id="log" style="margin: 40px; width: 200px">Welcome, ann</p>
</body>"""
RED, BLUE, MASK = (229, 72, 77), (47, 111, 235), (255, 0, 255)


async def _pixel(viewer: Page, picture: Path, x: float, y: float) -> tuple[int, ...]:
    """The colour of the picture at (x, y), read by a browser (no image library needed)."""
    uri = "data:image/png;base64," + base64.b64encode(picture.read_bytes()).decode()
    return tuple(await viewer.evaluate("""async ([src, x, y]) => {
        const img = new Image(); img.src = src; await img.decode();
        const canvas = document.createElement("canvas"); canvas.width = img.width; canvas.height = img.height;
        const pen = canvas.getContext("2d"); pen.drawImage(img, 0, 0);
        return [...pen.getImageData(x, y, 1, 1).data.slice(0, 3)];
    }""", [uri, round(x), round(y)]))


def _near(colour: tuple[int, ...], wanted: tuple[int, int, int]) -> bool:
    return all(abs(a - b) <= 12 for a, b in zip(colour, wanted, strict=True))


async def test_the_failed_step_s_element_is_outlined_and_the_outline_is_gone_after(
        page: Page, context: BrowserContext, tmp_path: Path) -> None:
    await page.set_content(FORM)
    failed = await execute_step(page, 'Verify the page shows "Welcome back, ann"', timeout_ms=300)
    assert failed.error is not None and failed.error.actual == "it shows 'Welcome, ann' (in \"Sign in\")"
    box = await page.locator("#log").bounding_box()
    assert box is not None
    shot = await screenshot.take(page, tmp_path / "failed.png", timeout_ms=5000, failed=True)
    assert shot is not None
    assert await page.locator(f"#{screenshot.OUTLINE_ID}").count() == 0, "the next step sees the page as it was"
    viewer = await context.new_page()
    assert _near(await _pixel(viewer, Path(shot), box["x"] - 2, box["y"] + box["height"] / 2), RED)
    assert _near(await _pixel(viewer, Path(shot), box["x"] - 20, box["y"] + box["height"] / 2), (255, 255, 255))

    passed = await execute_step(page, 'Type "1234" into the Code field')
    assert passed.ok, passed.error
    field = await page.locator("#code").bounding_box()
    assert field is not None
    again = await screenshot.take(page, tmp_path / "passed.png", timeout_ms=5000, failed=False)
    assert again is not None
    assert _near(await _pixel(viewer, Path(again), field["x"] - 2, field["y"] + field["height"] / 2), BLUE)
    assert await screenshot.take(page, tmp_path / "none.png", timeout_ms=5000, failed=False) is not None
    assert spotlight.take(page) is None, "a picture takes the pointer: the next one outlines nothing old"


async def test_a_field_that_holds_a_secret_is_masked(page: Page, context: BrowserContext, tmp_path: Path) -> None:
    await page.set_content(FORM)
    redactor = Redactor({"tiger-42"})
    field = await page.locator("#code").bounding_box()
    assert field is not None
    middle = (field["x"] + field["width"] / 2, field["y"] + field["height"] / 2)
    viewer = await context.new_page()
    await page.locator("#code").fill("open")
    shot = await screenshot.take(page, tmp_path / "open.png", timeout_ms=5000, failed=False, redactor=redactor)
    assert shot is not None and not _near(await _pixel(viewer, Path(shot), *middle), MASK)
    await page.locator("#code").fill("tiger-42")
    shot = await screenshot.take(page, tmp_path / "secret.png", timeout_ms=5000, failed=False, redactor=redactor)
    assert shot is not None and _near(await _pixel(viewer, Path(shot), *middle), MASK)

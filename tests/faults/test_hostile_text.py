"""Text from a scenario or a page may hold control characters and terminal escape sequences: the JUnit XML
still parses, and the terminal shows them escaped instead of obeying them."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

from faults.harness import REPORTS, read_reports, run, write
from plainwright import RunResult, RunStatus, StepResult, StepStatus
from plainwright.output.junit import junit_xml

HOSTILE = r"""name: "Hostile \e[31mnames\a"
url: "{site}/faults/hostile.html"
timeout: 1
steps:
  - "Click the Delete\a\v button"
  - "Verify the page shows \"ok\"\e]0;title\a\x01\r"
"""


def test_control_characters_never_reach_the_terminal_nor_break_the_junit_xml(site: str, tmp_path: Path) -> None:
    write(tmp_path / "hostile.plain.yaml", HOSTILE, site=site)
    done = run("run", "hostile.plain.yaml", *REPORTS, cwd=tmp_path)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stdout + done.stderr
    assert "closest: " in done.stdout, "the page's names are shown"
    for raw in ("\x1b", "\x07", "\x01", "\x0b", "\r"):
        assert raw not in done.stdout + done.stderr, f"{raw!r} reached the terminal"
    assert r"Save \x1b]0;pwned\x07 now" in done.stdout, "shown escaped, not dropped"
    reports = read_reports(tmp_path)  # parses the XML
    case = reports.junit.find("testcase")
    assert case is not None and case.get("name") == "Hostile [31mnames"
    details = (reports.junit.find("testcase/failure").text or "")  # type: ignore[union-attr]
    assert "Click the Delete button" in details and "Save ]0;pwned now" in details
    assert reports.json["steps"][0]["sentence"] == "Click the Delete\x07\x0b button", "JSON keeps the text as it was"


def test_junit_xml_strips_what_xml_cannot_hold() -> None:
    step = StepResult(sentence="Type \x00\x08\ufffe\x1b[2J", status=StepStatus.FAILED)
    run = RunResult(name="n\x0c", url="", status=RunStatus.FAILED, steps=[step])
    root = ElementTree.fromstring(junit_xml([run]).encode())
    assert root.find("testcase").get("name") == "n"  # type: ignore[union-attr]
    assert "Type [2J" in (root.find("testcase/failure").text or "")  # type: ignore[union-attr]

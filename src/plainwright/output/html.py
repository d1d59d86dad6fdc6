"""The HTML report: one self-contained file (styles inline, screenshots as data URIs), made with Jinja2."""

from __future__ import annotations

import base64
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

from plainwright.model import RunResult, StepResult, Usage


def _environment() -> Environment:
    env = Environment(loader=PackageLoader("plainwright.output", "templates"),
                      autoescape=select_autoescape(["html", "j2"]), trim_blocks=True, lstrip_blocks=True)
    env.filters["data_uri"] = _data_uri
    env.filters["seconds"] = lambda ms: f"{ms / 1000:.2f} s"
    return env


def _data_uri(path: str | None) -> str:
    """The screenshot inlined, so the report is one file; empty when it is missing."""
    if not path or not Path(path).is_file():
        return ""
    return "data:image/png;base64," + base64.b64encode(Path(path).read_bytes()).decode("ascii")


def _target(step: StepResult) -> list[str]:
    return [f'{a.element.role or a.element.tag} "{a.element.name}"' if a.element else "" for a in step.actions]


def html_report(runs: list[RunResult], *, title: str = "plainwright report") -> str:
    template = _environment().get_template("report.html.j2")
    return template.render(title=title, runs=runs, target=_target,
                           passed=sum(run.ok for run in runs), total=len(runs),
                           steps=sum(len(run.steps) for run in runs),
                           usage=Usage.total(run.usage for run in runs))


def write_html(path: str | Path, runs: list[RunResult], *, title: str = "plainwright report") -> None:
    Path(path).write_text(html_report(runs, title=title), encoding="utf-8")

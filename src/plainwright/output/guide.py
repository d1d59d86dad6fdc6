"""A reached goal written as a how-to guide: Markdown for people (each step, the section it is in, why,
and its picture) with the steps in the DSL of guide_format.py in its front matter, so that
`plainwright run guide.md` runs the guide as a test; its lock file beside it replays it with no brain call.

Nothing secret is written: a secret value is written as the saved scenario writes it (`${env.X}`), the step marked
`sensitive`; notes never hold values; the pictures mask every password field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from plainwright.errors import UsageError
from plainwright.guide_format import GuideStep, guide_step
from plainwright.output.goal_record import GoalRecord
from plainwright.output.lockfile import LockFile, lock_path_for, step_hash, write_lock
from plainwright.output.saved_goal import kept_lock, needed_variables, secret_references, written
from plainwright.scenario_file import parse_guide

_MARKDOWN = re.compile(r"([\\`*_\[\]])")  # what makes inline markup; a line of ours never starts with page text


@dataclass(frozen=True, slots=True)
class WrittenGuide:
    path: Path
    lock: Path
    steps: list[GuideStep]
    markdown: str
    pictures: list[Path]
    variables: list[str]  # the environment variables a run of the guide needs


def pictures_folder(guide: Path) -> Path:
    """`guide.md` -> `guide-screenshots/`, beside it."""
    return guide.with_name(f"{guide.name.removesuffix(guide.suffix)}-screenshots")


class _Dumper(yaml.SafeDumper):
    """YAML a person reads: a text of several lines (a note) as a block, keys in the order the DSL has them."""


def _text(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|" if "\n" in value else None)


_Dumper.add_representer(str, _text)


def _plain(text: str) -> str:
    """Text of the page or the goal, shown as text in Markdown (not as markup or HTML)."""
    return _MARKDOWN.sub(r"\\\1", text).replace("<", "&lt;").replace(">", "&gt;")


def _code(text: str) -> str:
    fence = "``" if "`" in text else "`"
    return f"{fence} {text} {fence}" if fence == "``" else f"`{text}`"


def _front_matter(title: str, steps: list[GuideStep]) -> str:
    data: dict[str, Any] = {"title": title, "steps": [step.model_dump(exclude_none=True, exclude_defaults=True)
                                                      for step in steps]}
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120)


def _body(title: str, record: GoalRecord, steps: list[GuideStep], file: Path, variables: list[str]) -> list[str]:
    lines = [f"# {_plain(title)}", "",
             f"Written by `plainwright guide`: each step below was run on {_plain(record.url)} and verified before it "
             f"was written down. The guide is also a test: `plainwright run {file.name}` runs its steps and stops at "
             "the first one the application no longer matches."]
    if variables:
        lines += ["", "Secrets are not written down: set " + ", ".join(f"`{name}`" for name in variables)
                  + " in the environment first."]
    lines += ["", f"1. Open {_plain(record.url)}"]
    for number, (step, kept) in enumerate(zip(steps[1:], record.steps, strict=True), start=2):
        lines += ["", f"{number}. {_code(step.sentence())}"]
        hint, why = (record.redactor.mask(text) for text in (kept.note.hint, kept.note.why))
        said = " — ".join(part for part in (f"*{_plain(hint)}*" if hint else "", _plain(why)) if part)
        if said:
            lines.append(f"   {said}")
        if step.screenshot:
            lines += ["", f"   ![Step {number}]({step.screenshot})"]
    return lines


def _sensitive_hashed(lock: LockFile, steps: list[GuideStep]) -> LockFile:
    """The lock's entries of `sensitive` steps found by the hash such a step has (a run looks them up by it)."""
    entries = [entry.model_copy(update={"hash": step_hash(entry.text, sensitive=True)}) if step.sensitive else entry
               for entry, step in zip(lock.steps, steps, strict=True)]
    return lock.model_copy(update={"steps": entries})


def write_guide(record: GoalRecord, path: str | Path, pictures: list[bytes | None]) -> WrittenGuide:
    """Write the kept steps of a reached goal as the guide `path` (NAME.md), its pictures (one per kept step, in
    order; None where there is none) in a folder beside it, and its lock file."""
    file = Path(path)
    if file.suffix.lower() != ".md":
        raise UsageError(f"{str(file)!r}: a guide's file name ends with .md")
    if len(pictures) != len(record.steps):
        raise ValueError(f"{len(pictures)} pictures for {len(record.steps)} steps")
    references = secret_references(record, file)
    folder = pictures_folder(file)
    title = record.redactor.mask(record.goal)
    steps = [GuideStep(type="goto", url=record.url)]
    saved: list[tuple[Path, bytes]] = []
    for number, (kept, picture) in enumerate(zip(record.steps, pictures, strict=True), start=2):
        sentence = written(kept.sentence, references)
        shot = None
        if picture is not None:
            saved.append((folder / f"step-{number:02d}.png", picture))
            shot = f"{folder.name}/step-{number:02d}.png"
        note = record.redactor.mask(kept.note.render())
        steps.append(guide_step(sentence, note=note, sensitive=sentence != kept.sentence, screenshot=shot))
    variables = needed_variables(record, references)
    markdown = "\n".join(["---", _front_matter(title, steps).rstrip("\n"), "---", "",
                          *_body(title, record, steps, file, variables)]) + "\n"
    scenario = parse_guide(markdown, path=str(file))  # what is written must read back as the steps that ran
    if [step.text for step in scenario.steps] != [written(kept.sentence, references) for kept in record.steps]:
        raise AssertionError("the guide does not read back as the steps that were verified")
    if saved:
        folder.mkdir(exist_ok=True)
    for stale in folder.glob("step-*.png") if folder.is_dir() else ():  # the pictures of an earlier guide
        stale.unlink()
    for where, picture in saved:
        where.write_bytes(picture)
    file.write_text(markdown, encoding="utf-8")
    lock = lock_path_for(file)
    write_lock(lock, _sensitive_hashed(kept_lock(record, scenario.title, references), steps[1:]))
    return WrittenGuide(path=file, lock=lock, steps=steps, markdown=markdown, pictures=[where for where, _ in saved],
                        variables=variables)

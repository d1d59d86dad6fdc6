"""The model's endpoint is --llm-base-url (in pytest-playwright --base-url is the application's URL); the old
--base-url still reaches the model, with a warning."""

from __future__ import annotations

from pathlib import Path

from fakes.openai_server import OpenAIServer
from faults.harness import run, write


def test_the_old_base_url_still_names_the_models_endpoint_and_warns(site: str, tmp_path: Path) -> None:
    write(tmp_path / "save.plain.yaml", f'url: "{site}/ambiguity/two-save-buttons.html"\nsteps:\n  - Click Save\n')
    with OpenAIServer() as server:
        server.queue_error(400, "no such model here")
        done = run("run", "save.plain.yaml", "--brain", "llm", "--model", "openai:llama3.1",
                   "--base-url", server.base_url, cwd=tmp_path, env={"PLAINWRIGHT_CACHE_DIR": "off"})
    assert [request.body["model"] for request in server.requests] == ["llama3.1"], done.stdout + done.stderr
    assert "warning: --base-url is deprecated" in done.stderr and "--llm-base-url" in done.stderr
    assert "llm_error" in done.stdout

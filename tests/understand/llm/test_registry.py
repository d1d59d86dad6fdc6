"""Choosing a provider by name: the right class, keys from the environment, and errors that say what to do."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from fakes.openai_server import OpenAIServer
from plainwright.errors import ConfigError
from plainwright.understand.llm.base import ChatMessage, ChatRequest
from plainwright.understand.llm.registry import LOCAL_KEY_PLACEHOLDER, is_local_endpoint, make_chat_model
from plainwright.understand.llm.scripted import ScriptedChat


def test_an_unknown_provider_is_a_config_error_listing_the_known_ones() -> None:
    with pytest.raises(ConfigError) as caught:
        make_chat_model("mistral:large")

    message = str(caught.value)
    assert "'mistral'" in message
    for known in ("openai", "anthropic", "gemini", "scripted"):
        assert known in message


def test_a_provider_without_a_model_name_is_a_config_error_with_an_example() -> None:
    with pytest.raises(ConfigError, match="openai:gpt-4o-mini"):
        make_chat_model("openai")


@pytest.mark.parametrize(("spec", "variables"), [
    ("openai:gpt-4o-mini", ["OPENAI_API_KEY"]),
    ("anthropic:claude-haiku-4-5", ["ANTHROPIC_API_KEY"]),
    ("gemini:gemini-2.5-flash", ["GEMINI_API_KEY", "GOOGLE_API_KEY"]),
])
def test_a_missing_key_names_the_environment_variable_and_the_offline_brain(spec: str,
                                                                            variables: list[str]) -> None:
    with pytest.raises(ConfigError) as caught:
        make_chat_model(spec)

    message = str(caught.value)
    for variable in variables:
        assert variable in message
    assert "without --model" in message
    assert "offline rule brain" in message


@pytest.mark.parametrize(("spec", "variable", "name"), [
    ("openai:gpt-4o-mini", "OPENAI_API_KEY", "openai"),
    ("anthropic:claude-haiku-4-5", "ANTHROPIC_API_KEY", "anthropic"),
    ("gemini:gemini-2.5-flash", "GEMINI_API_KEY", "gemini"),
    ("gemini:gemini-2.5-flash", "GOOGLE_API_KEY", "gemini"),
])
async def test_a_key_in_the_environment_gives_the_named_provider_and_model(
        monkeypatch: pytest.MonkeyPatch, spec: str, variable: str, name: str) -> None:
    monkeypatch.setenv(variable, "key-from-env")

    chat = make_chat_model(spec)

    assert (chat.name, chat.model) == (name, spec.split(":", 1)[1])
    await chat.aclose()  # type: ignore[attr-defined]


def test_scripted_needs_no_key_and_answers_nothing_until_given_replies() -> None:
    chat = make_chat_model("scripted")

    assert isinstance(chat, ScriptedChat)
    assert chat.remaining == 0


@pytest.mark.parametrize(("module", "extra"), [("anthropic", "anthropic"), ("openai", "openai"),
                                               ("google.genai", "gemini")])
def test_a_missing_sdk_names_the_extra_to_install(monkeypatch: pytest.MonkeyPatch, module: str,
                                                  extra: str) -> None:
    provider_module = {"anthropic": "anthropic", "openai": "openai_compat", "gemini": "gemini"}[extra]
    monkeypatch.setitem(sys.modules, module, None)  # makes `import <module>` fail as if not installed
    monkeypatch.delitem(sys.modules, f"plainwright.understand.llm.{provider_module}", raising=False)

    with pytest.raises(ConfigError) as caught:
        make_chat_model(f"{extra}:some-model", api_key="k")

    message = str(caught.value)
    assert f'pip install "plainwright[{extra}]"' in message
    assert "offline rule brain" in message


async def test_a_local_openai_compatible_server_needs_no_key() -> None:
    request = ChatRequest(messages=[ChatMessage(role="user", content="hi")])
    with OpenAIServer() as server:
        server.queue_text("hello from llama")
        chat = make_chat_model("openai:llama3.1", base_url=server.base_url, max_retries=0)

        reply = await chat.complete(request)
        await chat.aclose()  # type: ignore[attr-defined]

    assert reply.text == "hello from llama"
    assert server.requests[0].headers["authorization"] == f"Bearer {LOCAL_KEY_PLACEHOLDER}"
    assert server.requests[0].body["model"] == "llama3.1"


async def test_the_openai_endpoint_can_come_from_openai_base_url(monkeypatch: pytest.MonkeyPatch) -> None:
    request = ChatRequest(messages=[ChatMessage(role="user", content="hi")])
    with OpenAIServer() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
        server.queue_text("hello")
        chat = make_chat_model("openai:gpt-4o-mini", max_retries=0)

        await chat.complete(request)
        await chat.aclose()  # type: ignore[attr-defined]

    assert server.requests[0].headers["authorization"] == "Bearer sk-from-env"


def test_a_remote_openai_compatible_endpoint_still_needs_a_key() -> None:
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        make_chat_model("openai:some-model", base_url="https://models.example.com/v1")


@pytest.mark.parametrize(("url", "is_local"), [
    ("http://127.0.0.1:11434/v1", True),
    ("http://localhost:1234/v1", True),
    ("http://[::1]:8000/v1", True),
    ("http://192.168.1.20:8000/v1", True),
    ("http://gpu-box:8000/v1", True),
    ("http://llm.internal/v1", True),
    ("https://api.openai.com/v1", False),
    ("https://my-resource.openai.azure.com/openai/v1", False),
    ("not a url", False),
])
def test_local_endpoints_are_told_from_remote_ones(url: str, is_local: bool) -> None:
    assert is_local_endpoint(url) is is_local


_IMPORTED_SDKS = """
import os
import subprocess
import sys
import plainwright
from plainwright.understand.make import make_brain
make_brain({args})
print(",".join(sdk for sdk in ("openai", "anthropic", "google.genai") if sdk in sys.modules))
"""


@pytest.mark.parametrize(("args", "loaded"), [
    ("'rules'", ""),
    ("'fallback', model='openai:llama3.1', base_url='http://127.0.0.1:1/v1'", "openai"),
])
def test_only_the_chosen_providers_sdk_is_imported(args: str, loaded: str) -> None:
    done = subprocess.run([sys.executable, "-c", _IMPORTED_SDKS.format(args=args)], capture_output=True,
                          text=True, timeout=60, env={"PATH": os.environ.get("PATH", ""),
                                                      "PLAINWRIGHT_CACHE_DIR": "off"})

    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == loaded

"""Pick a provider by name: "openai:gpt-4o-mini", "anthropic:claude-...", "gemini:gemini-...", "scripted".

Each branch imports its SDK only when chosen, so plainwright runs with none of them installed. API keys
come from the providers' own environment variables unless passed in.
"""

from __future__ import annotations

import ipaddress
import os
from urllib.parse import urlsplit

from plainwright.errors import ConfigError
from plainwright.understand.llm.base import ChatModel

KNOWN_PROVIDERS = ("openai", "anthropic", "gemini", "scripted")
LOCAL_KEY_PLACEHOLDER = "not-needed"
_NO_KEY_HINT = "or run without --model to use the offline rule brain"


def make_chat_model(spec: str, *, base_url: str | None = None, api_key: str | None = None,
                    timeout_s: float = 30.0, max_retries: int = 2) -> ChatModel:
    """The chat model named by `spec` ("provider:model").

        make_chat_model("openai:gpt-4o-mini")                                        # key from OPENAI_API_KEY
        make_chat_model("openai:llama3.1", base_url="http://127.0.0.1:11434/v1")     # Ollama, no key needed
        make_chat_model("anthropic:claude-haiku-4-5", api_key="sk-ant-...")

    Raises ConfigError for an unknown provider, a missing model name, a missing SDK or a missing key.
    """
    provider, _, model = spec.strip().partition(":")
    if provider == "scripted":
        from plainwright.understand.llm.scripted import ScriptedChat

        return ScriptedChat(model=model or "scripted")
    if provider not in KNOWN_PROVIDERS:
        raise ConfigError(f"unknown model provider {provider!r} in {spec!r}; "
                          f"known providers: {', '.join(KNOWN_PROVIDERS)} (e.g. openai:gpt-4o-mini)")
    if not model:
        raise ConfigError(f"{spec!r} names no model; write it as {provider}:MODEL, "
                          f"e.g. {_EXAMPLES[provider]}")
    if provider == "openai":
        return _make_openai(model, base_url=base_url, api_key=api_key, timeout_s=timeout_s,
                            max_retries=max_retries)
    if provider == "anthropic":
        try:
            from plainwright.understand.llm.anthropic import AnthropicChat
        except ImportError as exc:
            _raise_if_sdk_missing(exc, "Anthropic", "anthropic")
            raise
        key = api_key or _key_from_env("Anthropic", "ANTHROPIC_API_KEY")
        return AnthropicChat(model, api_key=key, base_url=base_url, timeout_s=timeout_s,
                             max_retries=max_retries)
    try:
        from plainwright.understand.llm.gemini import GeminiChat
    except ImportError as exc:
        _raise_if_sdk_missing(exc, "Gemini", "gemini")
        raise
    key = api_key or _key_from_env("Gemini", "GEMINI_API_KEY", "GOOGLE_API_KEY")
    return GeminiChat(model, api_key=key, base_url=base_url, timeout_s=timeout_s, max_retries=max_retries)


_EXAMPLES = {"openai": "openai:gpt-4o-mini", "anthropic": "anthropic:claude-haiku-4-5",
             "gemini": "gemini:gemini-2.5-flash"}


def _make_openai(model: str, *, base_url: str | None, api_key: str | None, timeout_s: float,
                 max_retries: int) -> ChatModel:
    try:
        from plainwright.understand.llm.openai_compat import OpenAIChat
    except ImportError as exc:
        _raise_if_sdk_missing(exc, "OpenAI", "openai")
        raise
    endpoint = base_url or os.environ.get("OPENAI_BASE_URL")
    key = api_key or os.environ.get("OPENAI_API_KEY")
    if not key:
        if endpoint is None or not is_local_endpoint(endpoint):
            raise ConfigError(f"the OpenAI brain needs an API key: set OPENAI_API_KEY, {_NO_KEY_HINT} "
                              "(a local OpenAI-compatible server given as base_url needs no key)")
        key = LOCAL_KEY_PLACEHOLDER  # Ollama, vLLM, LM Studio and llama.cpp ignore it, the SDK demands one
    return OpenAIChat(model, api_key=key, base_url=endpoint, timeout_s=timeout_s, max_retries=max_retries)


def is_local_endpoint(url: str) -> bool:
    """Whether `url` points at this machine or the local network, where model servers usually run keyless.

    Loopback and private addresses count, and so do host names without a dot or ending in .local, .lan or
    .internal (a LAN box such as http://gpu-box:8000/v1).
    """
    host = (urlsplit(url).hostname or "").lower()
    if not host:
        return False
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host == "localhost" or "." not in host or host.endswith((".local", ".lan", ".internal"))
    return address.is_loopback or address.is_private


def _key_from_env(label: str, *names: str) -> str:
    for name in names:
        if value := os.environ.get(name):
            return value
    variables = " or ".join(names)
    raise ConfigError(f"the {label} brain needs an API key: set {variables}, {_NO_KEY_HINT}")


def _raise_if_sdk_missing(exc: ImportError, label: str, extra: str) -> None:
    """ConfigError naming the extra to install when `exc` says the provider's SDK is not installed."""
    sdk_modules = {"openai": ("openai",), "anthropic": ("anthropic",), "gemini": ("google", "google.genai")}
    if exc.name is None or exc.name in sdk_modules[extra]:
        raise ConfigError(f'the {label} brain needs its SDK: pip install "plainwright[{extra}]", '
                          f"{_NO_KEY_HINT}") from exc

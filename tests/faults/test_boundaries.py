"""Boundaries: a run stays on its allowed domains, opens no file:, data: or javascript: address unless allowed,
and uploads only files from under its folder. Each case runs the real command and judges its exit code, its
output and its reports.

The pages are served on 127.0.0.1; `localhost` and `*.app.localhost` name the same server under other host
names, so a request the boundary failed to stop would reach a real page and the case would see it.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from faults.harness import REPORTS, Finished, read_reports, run, write


def _port(site: str) -> str:
    return site.rsplit(":", 1)[1]


def _steps(folder: Path) -> list[dict[str, Any]]:
    return list(read_reports(folder).json["steps"])


def _blocked(done: Finished, step: dict[str, Any], *names: str) -> None:
    """The step failed as blocked_domain with a message naming each of `names`."""
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert step["status"] == "failed" and step["error"]["kind"] == "blocked_domain", step
    for name in names:
        assert name in step["error"]["message"], (name, step["error"]["message"])


def test_a_go_to_step_to_another_host_fails_and_every_report_names_blocked_domain(site: str,
                                                                                   tmp_path: Path) -> None:
    write(tmp_path / "away.plain.yaml", f"""url: "{{site}}/hello.html"
allowed_domains: ["127.0.0.1"]
steps:
  - Go to http://localhost:{_port(site)}/hello.html
  - Verify the page shows "Hello"
""", site=site)
    done = run("run", "away.plain.yaml", *REPORTS, cwd=tmp_path)
    reports = read_reports(tmp_path)
    first, second = reports.json["steps"]
    _blocked(done, first, f"localhost:{_port(site)}", "127.0.0.1")
    assert second["status"] == "skipped"
    assert (f"blocked_domain: expected http://localhost:{_port(site)}/hello.html to be an address the run may open; "
            f"localhost:{_port(site)} is not an allowed domain") in done.stdout
    assert reports.junit.find("testcase/failure").get("type") == "blocked_domain"  # type: ignore[union-attr]
    assert "blocked_domain" in reports.html and f"localhost:{_port(site)}" in reports.html


def test_a_go_to_step_to_a_host_outside_the_machine_is_stopped_before_it_leaves(site: str,
                                                                                tmp_path: Path) -> None:
    write(tmp_path / "out.plain.yaml", """url: "{site}/hello.html"
allowed_domains: ["127.0.0.1"]
steps:
  - Go to http://other.example/login
""", site=site)
    done = run("run", "out.plain.yaml", *REPORTS, cwd=tmp_path)
    _blocked(done, _steps(tmp_path)[0], "other.example is not an allowed domain (allowed: 127.0.0.1)")


def test_following_a_link_to_another_host_fails_the_click(site: str, tmp_path: Path) -> None:
    write(tmp_path / "link.plain.yaml", """url: "{site}/boundary/links.html"
allowed_domains: ["127.0.0.1"]
steps:
  - Click Other site
  - Verify the page shows "Hello"
""", site=site)
    done = run("run", "link.plain.yaml", *REPORTS, cwd=tmp_path)
    click, check = _steps(tmp_path)
    _blocked(done, click, f"http://localhost:{_port(site)}/hello.html")
    assert check["status"] == "skipped"


def test_a_window_the_page_opens_on_another_host_fails_the_step(site: str, tmp_path: Path) -> None:
    write(tmp_path / "popup.plain.yaml", """url: "{site}/boundary/links.html"
allowed_domains: ["127.0.0.1"]
steps:
  - Click Open window
""", site=site)
    done = run("run", "popup.plain.yaml", *REPORTS, cwd=tmp_path)
    _blocked(done, _steps(tmp_path)[0], f"http://localhost:{_port(site)}/hello.html")


def test_a_frame_and_a_picture_from_another_host_are_blocked_while_the_page_works(site: str,
                                                                                  tmp_path: Path) -> None:
    write(tmp_path / "framed.plain.yaml", """url: "{site}/boundary/framed.html"
allowed_domains: ["127.0.0.1"]
steps:
  - Click Count
  - 'Verify the page shows "Count: 1"'
""", site=site)
    done = run("run", "framed.plain.yaml", *REPORTS, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    first, second = _steps(tmp_path)
    origin = f"http://localhost:{_port(site)}"
    assert sorted(first["blocked"]) == [f"document {origin}/hello.html", f"image {origin}/boundary/logo.svg"]
    assert second["blocked"] == [] and second["status"] == "passed"
    assert f"blocked: image {origin}/boundary/logo.svg" in done.stdout


def test_a_glob_from_the_command_line_allows_subdomains_and_no_other_host(site: str, tmp_path: Path) -> None:
    write(tmp_path / "sub.plain.yaml", """url: "{site}/boundary/links.html"
steps:
  - Click Sub site
  - Verify the page shows "Hello"
  - Go back
  - Click Other site
""", site=site)
    done = run("run", "sub.plain.yaml", "--allowed-domain", "127.0.0.1", "--allowed-domain", "*.app.localhost",
               *REPORTS, cwd=tmp_path)
    steps = _steps(tmp_path)
    assert [step["status"] for step in steps[:3]] == ["passed"] * 3, done.stdout
    assert steps[0]["url"] == f"http://shop.app.localhost:{_port(site)}/hello.html"
    _blocked(done, steps[3], "allowed: 127.0.0.1, *.app.localhost")


LINK_OUT = """url: "{site}/boundary/links.html"
allowed_domains: ["127.0.0.1", "localhost"]
steps:
  - Click Other site
  - Verify the page shows "Hello"
"""


def test_the_scenario_list_allows_a_host_and_the_command_line_list_replaces_it(site: str, tmp_path: Path) -> None:
    write(tmp_path / "out.plain.yaml", LINK_OUT, site=site)
    allowed = run("run", "out.plain.yaml", cwd=tmp_path)
    assert allowed.returncode == 0, allowed.stdout + allowed.stderr
    done = run("run", "out.plain.yaml", "--fresh", "--allowed-domain", "127.0.0.1", *REPORTS, cwd=tmp_path)
    _blocked(done, _steps(tmp_path)[0], "allowed: 127.0.0.1)")


def test_without_allowed_domains_every_host_is_open_as_before(site: str, tmp_path: Path) -> None:
    write(tmp_path / "open.plain.yaml", LINK_OUT.replace('allowed_domains: ["127.0.0.1", "localhost"]\n', ""),
          site=site)
    done = run("run", "open.plain.yaml", *REPORTS, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert _steps(tmp_path)[0]["url"] == f"http://localhost:{_port(site)}/hello.html"


@pytest.fixture
def redirecting(site: str) -> Iterator[str]:
    """A server on 127.0.0.1 whose every address redirects to the test pages under the name localhost."""
    target = site.replace("127.0.0.1", "localhost")

    class Redirect(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(302)
            self.send_header("Location", target + self.path)
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            """Quiet."""

    server = ThreadingHTTPServer(("127.0.0.1", 0), Redirect)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_a_redirect_to_another_host_fails_the_step_though_routing_cannot_stop_it(
        site: str, redirecting: str, tmp_path: Path) -> None:
    write(tmp_path / "redirect.plain.yaml", f"""url: "{{site}}/hello.html"
allowed_domains: ["127.0.0.1"]
steps:
  - Go to {redirecting}/hello.html
""", site=site)
    done = run("run", "redirect.plain.yaml", *REPORTS, cwd=tmp_path)
    _blocked(done, _steps(tmp_path)[0], f"localhost:{_port(site)}", f"a redirect from {redirecting}/hello.html")


@pytest.mark.parametrize("url, scheme", [("file:///etc/hostname", "file"),
                                         ("javascript:document.write('pwned')", "javascript"),
                                         ("data:text/html,<h1>Injected</h1>", "data")])
def test_a_file_javascript_or_data_address_as_the_scenario_url_is_refused(url: str, scheme: str,
                                                                          tmp_path: Path) -> None:
    write(tmp_path / "scheme.plain.yaml", f"""url: "{url}"
steps:
  - Verify the page shows "Injected"
""")
    done = run("run", "scheme.plain.yaml", *REPORTS, cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    result = read_reports(tmp_path).json
    assert result["error"]["kind"] == "blocked_domain", result
    assert f"{scheme}: addresses are not allowed (allow them with '{scheme}:'" in result["error"]["message"]
    assert result["steps"][0]["status"] == "skipped"


def test_a_file_address_in_a_go_to_step_is_refused_and_nothing_of_the_file_is_shown(site: str,
                                                                                     tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("the launch code is 0000")
    write(tmp_path / "file.plain.yaml", f"""url: "{{site}}/hello.html"
steps:
  - Go to file://{secret}
  - Verify the page shows "Hello"
""", site=site)
    done = run("run", "file.plain.yaml", *REPORTS, "--keep-going", cwd=tmp_path)
    go, check = _steps(tmp_path)
    _blocked(done, go, f"file://{secret}", "file: addresses are not allowed")
    assert check["status"] == "passed", "the page stayed where it was"
    assert "launch code" not in done.stdout + read_reports(tmp_path).html


@pytest.mark.parametrize("scheme", ["file", "data"])
def test_a_scheme_named_in_allowed_domains_may_be_opened(scheme: str, tmp_path: Path) -> None:
    page = tmp_path / "local.html"
    page.write_text("<h1>Local page</h1>")
    url = f"file://{page}" if scheme == "file" else "data:text/html,<h1>Local page</h1>"
    write(tmp_path / "allowed.plain.yaml", f"""url: "{url}"
allowed_domains:
  - {scheme}:
steps:
  - Verify the page shows "Local page"
""")
    done = run("run", "allowed.plain.yaml", *REPORTS, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


UPLOAD = """url: "{site}/boundary/upload.html"
steps:
  - Upload "FILE" to Attachment
  - 'Verify the page shows "WANTED"'
"""


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A file outside the run's folder (tmp_path/run)."""
    secret = tmp_path / "secret.txt"
    secret.write_text("not for the page")
    (tmp_path / "run").mkdir()
    return secret


@pytest.mark.parametrize("how", ["relative", "absolute", "symlink"])
def test_an_upload_from_outside_the_working_directory_fails_before_the_page_gets_it(
        how: str, outside: Path, site: str, tmp_path: Path) -> None:
    folder = tmp_path / "run"
    if how == "symlink":
        (folder / "innocent.txt").symlink_to(outside)
    name = {"relative": os.path.relpath(outside, folder), "absolute": str(outside), "symlink": "innocent.txt"}[how]
    write(folder / "upload.plain.yaml", UPLOAD.replace("FILE", name).replace("WANTED", "no file"), site=site)
    done = run("run", "upload.plain.yaml", *REPORTS, "--keep-going", cwd=folder)
    upload, check = _steps(folder)
    _blocked(done, upload, f"Refused to upload {name!r}", f"outside the upload folder {folder}")
    if how == "symlink":
        assert f"(a link to {outside})" in upload["error"]["message"]
    assert check["status"] == "passed", "the page got no file"


def test_an_upload_from_inside_the_working_directory_works(site: str, tmp_path: Path) -> None:
    (tmp_path / "files").mkdir()
    (tmp_path / "files" / "notes.txt").write_text("hello notes")
    write(tmp_path / "upload.plain.yaml",
          UPLOAD.replace("FILE", "files/notes.txt").replace("WANTED", "got notes.txt: hello notes"), site=site)
    done = run("run", "upload.plain.yaml", *REPORTS, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_upload_dir_lets_files_come_from_another_folder_and_only_from_it(outside: Path, site: str,
                                                                         tmp_path: Path) -> None:
    folder = tmp_path / "run"
    scenario = UPLOAD.replace("FILE", str(outside)).replace("WANTED", "got secret.txt")
    write(folder / "upload.plain.yaml", scenario, site=site)
    done = run("run", "upload.plain.yaml", "--upload-dir", tmp_path, *REPORTS, cwd=folder)
    assert done.returncode == 0, done.stdout + done.stderr
    write(folder / "upload.plain.yaml", scenario + f'upload_dir: "{folder}"\n', site=site)
    done = run("run", "upload.plain.yaml", "--fresh", *REPORTS, cwd=folder)
    _blocked(done, _steps(folder)[0], f"outside the upload folder {folder}")


def test_a_bad_allowed_domain_is_refused_before_the_browser_starts(tmp_path: Path) -> None:
    write(tmp_path / "bad.plain.yaml", """url: http://127.0.0.1:9/
allowed_domains:
  - 127.0.0.1
  - https://example.com/
steps:
  - Click Go
""")
    done = run("run", "bad.plain.yaml", cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr  # an invalid file: a usage error
    assert "bad.plain.yaml:4: field 'allowed_domains.1'" in done.stderr and "not a host pattern" in done.stderr
    option = run("run", "bad.plain.yaml", "--allowed-domain", "http://x/", cwd=tmp_path)
    assert option.returncode == 2 and "--allowed-domain" in option.stderr, option.stderr

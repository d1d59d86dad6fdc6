.PHONY: demo test setup lint bench docs

setup:
	@bash scripts/setup.sh

demo: setup
	.venv/bin/plainwright demo

test: setup
	.venv/bin/python -m pytest -n auto --maxprocesses 4

lint: setup
	.venv/bin/ruff check src tests bench
	.venv/bin/mypy

bench: setup
	.venv/bin/python bench/observe.py

docs: setup
	NO_MKDOCS_2_WARNING=1 .venv/bin/mkdocs build --strict --site-dir site

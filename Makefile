# make serve: build the site and serve it on http://127.0.0.1:8000
# make test:  ruff, mypy and every test (browser tests included, in Debian's Chromium)
# make bench: the benchmarks in bench/ (they print figures; see bench/README.md)
# make lock:  pin every package again after a change to pyproject.toml (see "Dependencies" in the README)
# Each sets up .venv first (python3 -m venv, then every package from requirements.lock, checked
# against its hashes, then the project itself); it is redone only when pyproject.toml or the lock
# changes.

PYTHON ?= python3
PORT ?= 8000
# The card data (MTGJSON files, never committed): TWOHG_CARDS when set, else ../shared/cards/ where it is.
TWOHG_CARDS ?= $(wildcard ../shared/cards)
export TWOHG_CARDS
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
LOCK := requirements.lock
PIP_TOOLS := pip-tools==7.6.2
CHROMIUM := /usr/bin/chromium

export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: serve build test lint typecheck pytest bench chromium venv lock clean

serve: build
	$(BIN)/twohg serve --site-dir site --port $(PORT)

build: $(STAMP)
	$(BIN)/twohg build --site-dir site

test: lint typecheck pytest

lint: $(STAMP)
	$(BIN)/ruff check scripts tests bench

typecheck: $(STAMP)
	$(BIN)/mypy

# Four workers on two cores: the browser tests leave a core idle while a page loads.
pytest: $(STAMP) chromium
	$(BIN)/pytest -n 4 --dist worksteal

bench: $(STAMP)
	$(BIN)/python bench/site_build.py
	$(BIN)/python bench/search.py
	$(BIN)/python bench/search_cli.py
	$(BIN)/python bench/link_cli.py
	$(BIN)/python bench/search_questions.py
	$(BIN)/python bench/graph_editions.py
	$(BIN)/python bench/card_data.py
	$(BIN)/python bench/lighthouse.py

venv: $(STAMP)

$(STAMP): pyproject.toml $(LOCK)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --require-hashes -r $(LOCK)
	$(BIN)/pip install --no-deps --no-build-isolation --no-index -e .
	touch $(STAMP)

# The lock: every package the project, its tests and its build backend need, transitive ones
# included, each pinned with the hashes of its files (pip-tools, in a venv of its own).
lock:
	$(PYTHON) -m venv .venv-lock
	.venv-lock/bin/pip install $(PIP_TOOLS)
	.venv-lock/bin/pip-compile --quiet --generate-hashes --allow-unsafe --all-build-deps \
	  --extra test --strip-extras --no-emit-index-url --no-emit-find-links \
	  --output-file $(LOCK) pyproject.toml

# The browser tests drive Debian's Chromium (Playwright's own browsers are never downloaded).
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing Debian's chromium for the browser tests"; \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	  else \
	    echo "make test: the browser tests need Debian's Chromium at $(CHROMIUM)." >&2; \
	    echo "  Install it as root: apt-get update && apt-get install -y chromium" >&2; \
	    echo "  (or run the other tests only: $(BIN)/pytest -m 'not browser')" >&2; \
	    exit 1; \
	  fi; \
	fi

clean:
	rm -rf site $(VENV) .venv-lock .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist
	rm -rf scripts/*.egg-info
	find scripts tests -name __pycache__ -type d -prune -exec rm -rf {} +

# AgentSkill — the two commands are `make run` and `make test`.
SWIFT ?= swift
## Where `make install` puts `assistant` ($(PREFIX)/bin/assistant; the program and its resources in
## $(PREFIX)/lib/agentskill). DESTDIR stages the files under $(DESTDIR)$(PREFIX), for packaging.
PREFIX ?= $(HOME)/.local
DESTDIR ?=

.PHONY: all bootstrap bootstrap-run build run install uninstall test check-swiftui lint format bench differential clean

all: build

## What building and running the program needs (four Debian -dev packages).
bootstrap-run:
	@scripts/bootstrap run

## That, plus what the tests and benchmarks need (Chromium, fonts, a compiler and CMake, tmux, Python venvs).
bootstrap:
	@scripts/bootstrap test

build: bootstrap-run
	$(SWIFT) build

## Starts the interactive assistant (pass arguments with ARGS="ask 'echo hi' --json").
run: build
	@"$$($(SWIFT) build --show-bin-path)/assistant" $(ARGS)

## Builds release and installs `assistant` so that it runs from PATH in any folder (scripts/install).
install: bootstrap-run
	$(SWIFT) build -c release --product assistant
	@DESTDIR="$(DESTDIR)" scripts/install "$$($(SWIFT) build -c release --show-bin-path)" "$(PREFIX)"

## Removes exactly what `make install` put under $(DESTDIR)$(PREFIX).
uninstall:
	@DESTDIR="$(DESTDIR)" scripts/install --uninstall "$(PREFIX)"

## Runs every test: builds everything, type-checks the SwiftUI code against its stand-ins (scripts/check-swiftui),
## then Swift Testing + XCTest, in parallel workers.
## AGENTSKILL_REQUIRE_PEERS=1: tests that need an outside peer (a venv, Chromium) run and fail when it is
## missing, instead of being skipped as on a bare `swift test`.
test: bootstrap
	$(SWIFT) build --build-tests
	SWIFT="$(SWIFT)" scripts/check-swiftui
	AGENTSKILL_REQUIRE_PEERS=1 $(SWIFT) test --skip-build --parallel

## Type-checks Sources/SkillUISwiftUI and Examples/AssistantApp on Linux against the SwiftUI, Charts and AVKit
## stand-ins in Tools/SwiftUIStandIn (a check of the calls, not a build with Apple's SDK).
check-swiftui:
	SWIFT="$(SWIFT)" scripts/check-swiftui

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks Tools Examples

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Benchmarks Tools Examples

PEERS_VENV = .build/peers-venv

## Release-mode benchmarks; prints tables, with peers (pydantic; NLU peers) side by side. The web load
## group serves with the release assistant (ARGS="web --seconds 2" for a quick run of one group).
bench: bootstrap $(PEERS_VENV)/ok $(PEERS_VENV)/nlu-ok
	$(SWIFT) build -c release --product AgentSkillBenchmarks
	$(SWIFT) build -c release --product assistant
	PEERS_PYTHON="$(PEERS_VENV)/bin/python" "$$($(SWIFT) build -c release --show-bin-path)/AgentSkillBenchmarks" $(ARGS)

## Differential testing of time and money recognition against the NLU peers (issue 15; also part of
## `make bench`). ARGS=--record rewrites the record in Benchmarks/nlu/differential (REVIEW.md, summary.md).
differential: bootstrap $(PEERS_VENV)/ok $(PEERS_VENV)/nlu-ok
	$(SWIFT) build -c release --product AgentSkillBenchmarks
	python3 Benchmarks/nlu/differential/run.py --python "$(PEERS_VENV)/bin/python" \
		--ours "$$($(SWIFT) build -c release --show-bin-path)/AgentSkillBenchmarks" $(ARGS)

## A local virtualenv with the peer libraries (from PyPI; only benchmarks use it).
$(PEERS_VENV)/ok: Benchmarks/peers/requirements.txt
	python3 -m venv $(PEERS_VENV)
	$(PEERS_VENV)/bin/pip install --quiet --disable-pip-version-check -r Benchmarks/peers/requirements.txt
	touch $@

## The NLU peers (jionlp, dateparser, Duckling, duckling-chinese on the system Java, parsedatetime).
$(PEERS_VENV)/nlu-ok: Benchmarks/peers/nlu-requirements.txt $(PEERS_VENV)/ok
	$(PEERS_VENV)/bin/pip install --quiet --disable-pip-version-check -r Benchmarks/peers/nlu-requirements.txt
	touch $@

clean:
	rm -rf .build

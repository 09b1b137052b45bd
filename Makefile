# AgentSkill — the two commands are `make run` and `make test`.
SWIFT ?= swift
BIN_DIR = $(shell $(SWIFT) build --show-bin-path 2>/dev/null)

.PHONY: all bootstrap build run test lint format bench clean

all: build

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

## Starts the interactive assistant (pass arguments with ARGS="ask 'echo hi' --json").
run: build
	@"$$($(SWIFT) build --show-bin-path)/assistant" $(ARGS)

## Runs every test: builds everything, then Swift Testing + XCTest, in parallel workers.
test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Benchmarks

## Release-mode benchmarks; prints a table.
bench: bootstrap
	$(SWIFT) build -c release --product AgentSkillBenchmarks
	"$$($(SWIFT) build -c release --show-bin-path)/AgentSkillBenchmarks"

clean:
	rm -rf .build

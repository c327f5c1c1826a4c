#!/usr/bin/env bash
# Builds `tessera` and the benchmark package (Benchmarks/) in release, then runs
# the benchmarks against that tessera binary.
#
#   Scripts/run-benchmarks.sh                                  # 10k and 100k tokens, 5 runs each;
#                                                              # swiftc -typecheck of 1k and 10k generated
#   Scripts/run-benchmarks.sh --json-output bench.json         # also write every figure as JSON
#   Scripts/run-benchmarks.sh --sizes 10000 --runs 3 --check   # any tessera-benchmarks option
#
# Options go to tessera-benchmarks (see `--help`); --root and --tessera are filled in
# unless given. Needs python3 and ../shared/bench/gen_tokens.py next to the repository.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# As the tool is shipped (Scripts/make-artifact-bundle.sh): on Linux with the Swift runtime linked in.
static=()
[ "$(uname -s)" = "Linux" ] && static=(--static-swift-stdlib)
echo "› swift build -c release --product tessera ${static[*]-}   (in $root)" >&2
swift build --package-path "$root" -c release --product tessera ${static[@]+"${static[@]}"} >&2
echo "› swift build -c release --target TesseraTheme ${static[*]-}   (for type-checking generated Swift)" >&2
swift build --package-path "$root" -c release --target TesseraTheme ${static[@]+"${static[@]}"} >&2
tessera_bin="$(swift build --package-path "$root" -c release --product tessera ${static[@]+"${static[@]}"} --show-bin-path)/tessera"

echo "› swift build -c release --package-path Benchmarks" >&2
swift build --package-path "$root/Benchmarks" -c release >&2
bench_bin="$(swift build --package-path "$root/Benchmarks" -c release --show-bin-path)/tessera-benchmarks"

args=(--root "$root" --tessera "$tessera_bin" "$@")  # later options win, so the caller's override these
echo "› $bench_bin ${args[*]}" >&2
exec "$bench_bin" "${args[@]}"

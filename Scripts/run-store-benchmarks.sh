#!/usr/bin/env bash
# Builds the benchmark package (Benchmarks/) in release and runs store-benchmarks: the
# run-time token store against the seed's ConfigParser on the same generated tokens
# (lookups per second and allocations per lookup), and load times for 10,000 tokens.
#
#   Scripts/run-store-benchmarks.sh                     # 10,000 tokens, 1 s per lookup figure
#   Scripts/run-store-benchmarks.sh --seconds 3 --check # any store-benchmarks option; --check exits 1 on a missed criterion
#
# The malloc counter (ordo-one/malloc-interposer) is preloaded so that "0 allocations
# per lookup" is measured, not assumed; the benchmark checks that the counter counts.
# Needs python3 and ../shared/bench/gen_tokens.py next to the repository for the DTCG load figures.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

echo "› swift build -c release --package-path Benchmarks --product store-benchmarks" >&2
swift build --package-path "$root/Benchmarks" -c release --product store-benchmarks >&2
echo "› swift build -c release --package-path Benchmarks --product MallocInterposerSwift" >&2
swift build --package-path "$root/Benchmarks" -c release --product MallocInterposerSwift >&2
bin="$(swift build --package-path "$root/Benchmarks" -c release --show-bin-path)"

args=()
if [[ -f "$root/../shared/bench/gen_tokens.py" ]]; then
    args+=(--gen-tokens "$root/../shared/bench/gen_tokens.py")
fi
# Lookups with the malloc counter preloaded; loads without it, since it intercepts every allocation.
echo "› LD_PRELOAD=$bin/libMallocInterposerSwift.so $bin/store-benchmarks ${args[*]} $* --part lookups" >&2
status=0
LD_PRELOAD="$bin/libMallocInterposerSwift.so" "$bin/store-benchmarks" "${args[@]}" "$@" --part lookups || status=$?
echo "› $bin/store-benchmarks ${args[*]} $* --part loads" >&2
"$bin/store-benchmarks" "${args[@]}" "$@" --part loads || status=$?
exit $status

#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/) with coverage instrumentation and runs it for a bounded
# time on a corpus seeded from ../shared/corpora, ../shared/fuzz and the reproducers in
# Tests/TesseraCoreTests/Fixtures/Fuzz.
#
#   Scripts/fuzz.sh                 # 10 minutes
#   Scripts/fuzz.sh 1200            # 20 minutes
#   Scripts/fuzz.sh 60 -jobs=2      # further options go to libFuzzer
#
# A failing input is written to Fuzz/findings/crash-… and the run stops; replay it with
#   "$(swift build --package-path Fuzz -c release --show-bin-path)/tessera-fuzz" Fuzz/findings/crash-…
# Small findings belong in Tests/TesseraCoreTests/Fixtures/Fuzz once fixed, so `swift test` replays them.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-600}"
shift || true

flags=(-c release -Xswiftc -sanitize=fuzzer)
echo "› swift build --package-path Fuzz ${flags[*]}" >&2
swift build --package-path "$root/Fuzz" "${flags[@]}" >&2
binary="$(swift build --package-path "$root/Fuzz" "${flags[@]}" --show-bin-path)/tessera-fuzz"

corpus="$root/Fuzz/.build/corpus"
findings="$root/Fuzz/findings"
mkdir -p "$corpus" "$findings"
# Seeds: every small token file of the shared corpora and the known reproducers.
for source in "$root/../shared/corpora" "$root/../shared/fuzz" "$root/Tests/TesseraCoreTests/Fixtures/Fuzz"; do
    [ -d "$source" ] || continue
    find "$source" -type f \( -name '*.json' -o -name '*.json5' \) -size -32k -print0 |
        while IFS= read -r -d '' file; do
            cp "$file" "$corpus/$(printf '%s' "$file" | cksum | cut -d' ' -f1).json"
        done
done

echo "› $binary (${seconds}s, corpus $corpus)" >&2
# Swift's backtracer would take the abort before libFuzzer can save the input.
SWIFT_BACKTRACE=enable=no exec "$binary" "$corpus" -max_total_time="$seconds" -max_len=32768 -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix="$findings/" -print_final_stats=1 "$@"

#!/bin/sh
# Times the release `tessera validate` and `tessera build` over the structural families of the
# hostile-input tests at N, 2N and 4N, under the limits of the stress run that found them
# (4 GB of address space, 20 s). Prints one line per case: family-size command seconds peak-MB status.
#
#   swift build -c release --product tessera
#   TESSERA_FAMILY_DIR=/tmp/families swift test --filter writeFamiliesForTheReleaseCommand
#   Scripts/structural-growth.sh /tmp/families
set -u
families=${1:?give the folder TESSERA_FAMILY_DIR wrote}
tessera=${TESSERA:-$(cd "$(dirname "$0")/.." && pwd)/.build/release/tessera}
out=$(mktemp -d)
for case in "$families"/*/; do
    name=$(basename "$case")
    for command in ${COMMANDS:-validate build}; do
        extra=""
        [ "$command" = build ] && extra="-o $out/Tokens.swift"
        result=$( (cd "$case" && ulimit -v 4000000 && /usr/bin/time -f "%e %M" timeout 20 "$tessera" $command $(cat ARGS) $extra >/dev/null 2>"$out/stderr"; echo "status $?") 2>&1 | tail -2 | tr '\n' ' ')
        time=$(tail -1 "$out/stderr")
        printf '%-40s %-8s %s %s\n' "$name" "$command" "$time" "$result"
    done
done
rm -rf "$out"

#!/usr/bin/env bash
# Builds a release `tessera` and packs it as a SwiftPM artifact bundle, so a team can depend on
# the prebuilt binary with `.binaryTarget(name: "tessera", url: …, checksum: …)`:
#
#   Scripts/make-artifact-bundle.sh [--binary PATH] [--output DIR] [--version X.Y.Z]
#
# Writes DIR/tessera.artifactbundle/ (info.json, schemaVersion 1.0, and the binary under
# tessera-VERSION-OS-ARCH/bin/tessera with its supported triple) and DIR/tessera.artifactbundle.zip,
# then prints the zip's checksum. --binary packs an already built executable instead of running
# `swift build -c release --product tessera` (with `--static-swift-stdlib` on Linux). Default output: .build/artifactbundle.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=""
output=".build/artifactbundle"
version="$(sed -n 's/.*version: "\([0-9][0-9.]*\)".*/\1/p' Sources/tessera/Tessera.swift | head -n 1)"

while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="${2:?--binary takes a path}"; shift 2 ;;
    --output) output="${2:?--output takes a folder}"; shift 2 ;;
    --version) version="${2:?--version takes a version such as 1.2.0}"; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

if ! [[ "$version" =~ ^[0-9A-Za-z.+-]+$ ]]; then
  echo "error: the version must look like 1.2.0 (letters, digits, '.', '+', '-')" >&2
  exit 2
fi

if [ -z "$binary" ]; then
  # On Linux the Swift runtime is linked in: the binary runs where Swift is not installed, and
  # starts without loading and binding the runtime's shared libraries (about 30 ms a run).
  static=()
  [ "$(uname -s)" = "Linux" ] && static=(--static-swift-stdlib)
  swift build -c release --product tessera ${static[@]+"${static[@]}"}
  binary="$(swift build -c release ${static[@]+"${static[@]}"} --show-bin-path)/tessera"
fi
if [ ! -x "$binary" ] || [ -d "$binary" ]; then
  echo "error: $binary is not an executable file" >&2
  exit 2
fi

# The target triple SwiftPM matches the variant against.
arch="$(uname -m)"
case "$(uname -s)" in
  Darwin) os="macos"; [ "$arch" = "aarch64" ] && arch="arm64"; triple="$arch-apple-macosx" ;;
  Linux) os="linux"; [ "$arch" = "arm64" ] && arch="aarch64"; triple="$arch-unknown-linux-gnu" ;;
  *) echo "error: unsupported system $(uname -s)" >&2; exit 2 ;;
esac

bundle="$output/tessera.artifactbundle"
variant="tessera-$version-$os-$arch/bin/tessera"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$(dirname "$variant")"
cp "$binary" "$bundle/$variant"
chmod 755 "$bundle/$variant"

cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "tessera": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {
          "path": "$variant",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON

# The zip holds the .artifactbundle folder itself, as SwiftPM expects.
(
  cd "$output"
  if command -v zip > /dev/null; then
    zip -q -r -X tessera.artifactbundle.zip tessera.artifactbundle
  else
    python3 -m zipfile -c tessera.artifactbundle.zip tessera.artifactbundle
  fi
)

if command -v sha256sum > /dev/null; then
  checksum="$(sha256sum "$bundle.zip" | cut -d ' ' -f 1)"
else
  checksum="$(shasum -a 256 "$bundle.zip" | cut -d ' ' -f 1)"
fi
echo "wrote $bundle and $bundle.zip"
echo "checksum: $checksum"

#!/usr/bin/env python3
"""Runs `tessera validate` and `tessera build` over a folder of design systems.

Each entry of the folder (a directory, a symbolic link to one, or a token file) is one
design system; a directory with a tessera.yml is read as that file says (its `inputs:`, in
their order). For each, one line:

    name  validate=<exit> build=<exit> errors=<n> TS0301×4 TS0401×1  warnings=<n>  swift=<bytes>|-

`errors` and the codes after it are validate's errors by code (build refuses the same
set, so a line whose validate shows 0 errors should say build=0). With --compile, the
generated Swift is type-checked with swiftc against the TesseraTheme module of this
package's debug build (`swift build` first).

    Scripts/sweep-design-systems.py /work/systems/set
    Scripts/sweep-design-systems.py systems/ --tessera .build/release/tessera --warnings
    Scripts/sweep-design-systems.py systems/ --json sweep.json   # everything, for comparing runs

Exit status: 0 when every system validates without errors and builds, 1 otherwise.
"""

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(arguments, timeout):
    try:
        completed = subprocess.run(arguments, capture_output=True, text=True, timeout=timeout)
        return completed.returncode, completed.stdout, completed.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def counts(diagnostics, severity):
    found = collections.Counter(d["code"] for d in diagnostics if d.get("severity") == severity)
    return sorted(found.items(), key=lambda item: (-item[1], item[0]))


def sweep(system, name, options):
    extra = ["--from", options.from_format] if options.from_format else []
    # A folder with a tessera.yml is read as its configuration says (inputs in its order, its settings):
    # validate and build take the file as their only input.
    configuration = os.path.join(system, "tessera.yml")
    configured = os.path.isdir(system) and os.path.isfile(configuration)
    validate_inputs = build_inputs = [configuration] if configured else [system]
    status, out, err = run([options.tessera, "validate"] + validate_inputs + ["--format", "json", "--color", "never"] + extra,
                           options.timeout)
    try:
        diagnostics = json.loads(out)["diagnostics"]
    except (ValueError, KeyError):
        diagnostics = []
    result = {"name": name, "validate": status, "errors": counts(diagnostics, "error"),
              "warnings": counts(diagnostics, "warning")}
    if status not in (0, 1):
        result["stderr"] = (err or out).strip().splitlines()[-3:]
    with tempfile.TemporaryDirectory() as folder:
        output = os.path.join(folder, "Tokens.swift")
        status, _, err = run([options.tessera, "build"] + build_inputs + ["-o", output, "--color", "never", "--quiet"] + extra,
                             options.timeout)
        result["build"] = status
        result["swift"] = os.path.getsize(output) if status == 0 and os.path.exists(output) else None
        if status not in (0, 1):
            result["build_stderr"] = err.strip().splitlines()[-3:]
        if options.compile and result["swift"]:
            # The generated file imports TesseraTheme: type-check it against the package's built module.
            modules = os.path.join(ROOT, ".build", "debug", "Modules")
            status, _, err = run(["swiftc", "-typecheck", "-module-name", "Check", "-I", modules, output],
                                 options.timeout * 4)
            result["compiles"] = status == 0
            if status != 0:
                result["compile_errors"] = [line for line in err.splitlines() if ": error:" in line][:3]
    return result


def line(result, show_warnings):
    errors = sum(count for _, count in result["errors"])
    parts = [f"{result['name']:<28}", f"validate={result['validate']}", f"build={result['build']}",
             f"errors={errors}"]
    parts += [f"{code}×{count}" for code, count in result["errors"]]
    if show_warnings:
        warnings = sum(count for _, count in result["warnings"])
        parts.append(f" warnings={warnings}")
        parts += [f"{code}×{count}" for code, count in result["warnings"]]
    parts.append(f" swift={result['swift'] if result['swift'] is not None else '-'}")
    if "compiles" in result:
        parts.append("compiles" if result["compiles"] else "DOES-NOT-COMPILE")
    return " ".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", help="a folder with one entry per design system")
    parser.add_argument("--tessera", default=os.path.join(ROOT, ".build", "debug", "tessera"),
                        help="the tessera executable (default: this package's debug build)")
    parser.add_argument("--from", dest="from_format", help="pass --from to every run")
    parser.add_argument("--warnings", action="store_true", help="list warnings by code too")
    parser.add_argument("--compile", action="store_true", help="type-check each generated Swift file")
    parser.add_argument("--timeout", type=int, default=300, help="seconds allowed for each run")
    parser.add_argument("--json", help="also write every result to this JSON file")
    options = parser.parse_args()

    if not os.path.isdir(options.folder):
        print(f"error: {options.folder} is not a folder", file=sys.stderr)
        return 2
    if not os.access(options.tessera, os.X_OK):
        print(f"error: no tessera executable at {options.tessera} (swift build, or --tessera)", file=sys.stderr)
        return 2
    results = []
    for name in sorted(os.listdir(options.folder)):
        if name.startswith("."):
            continue
        result = sweep(os.path.join(options.folder, name), name, options)
        results.append(result)
        print(line(result, options.warnings), flush=True)
        for extra in result.get("stderr", []) + result.get("build_stderr", []) + result.get("compile_errors", []):
            print(f"    {extra}")
    clean = sum(1 for r in results if r["validate"] == 0 and r["build"] == 0)
    print(f"{clean} of {len(results)} systems validate without errors and build")
    if options.json:
        with open(options.json, "w") as file:
            json.dump(results, file, indent=2)
    return 0 if clean == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())

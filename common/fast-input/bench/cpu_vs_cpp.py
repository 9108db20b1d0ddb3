#!/usr/bin/env python3
"""CPU time of a problem's release binary against the plain C++ of the same algorithm.

Usage (from the workspace root):
    python3 common/fast-input/bench/cpu_vs_cpp.py <crate> [--shape SHAPE] [--runs N]

Builds `target/release/<crate>`, compiles `problems/<crate>/bench/<crate>.cpp` with `g++ -O2`,
writes the crate's worst-case input (`cargo x gen <crate> --max [--shape SHAPE]`), checks that
both programs print the same, then runs them in turn, Rust then C++, N times each after one
warm-up, and prints the median CPU time (user + sys, from the kernel's accounting of each child)
of each and the median of the per-pair ratios Rust / C++. Quote the ratio with the machine's load
(`uptime`): on a shared machine wall time means little and single runs less.
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile


def cpu_seconds(command, input_path):
    """User + sys seconds of one run of `command` with stdin from `input_path`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(input_path, "rb") as stdin:
        subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("crate")
    parser.add_argument("--shape", help="the worst-case shape (`cargo x gen CRATE --max --list`)")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    crate = args.crate
    source = os.path.join("problems", crate, "bench", crate + ".cpp")
    if not os.path.isfile(source):
        sys.exit(f"{source}: no C++ beside this crate (run from the workspace root)")
    subprocess.run(["cargo", "build", "--release", "-q", "-p", crate], check=True)
    rust = [os.path.join("target", "release", crate)]
    with tempfile.TemporaryDirectory() as work:
        cpp = [os.path.join(work, "cpp")]
        subprocess.run(["g++", "-O2", "-o", cpp[0], source], check=True)
        input_path = os.path.join(work, "input")
        gen = ["cargo", "x", "gen", crate, "--max"] + (["--shape", args.shape] if args.shape else [])
        with open(input_path, "wb") as out:
            subprocess.run(gen, stdout=out, check=True)
        outputs = []
        for command in (rust, cpp):
            with open(input_path, "rb") as stdin:
                outputs.append(subprocess.run(command, stdin=stdin, capture_output=True, check=True).stdout)
        if outputs[0] != outputs[1]:
            sys.exit("the Rust binary and the C++ print different answers")
        cpu_seconds(rust, input_path)
        cpu_seconds(cpp, input_path)
        pairs = [(cpu_seconds(rust, input_path), cpu_seconds(cpp, input_path)) for _ in range(args.runs)]
        size = os.path.getsize(input_path)
    rust_median = statistics.median(r for r, _ in pairs)
    cpp_median = statistics.median(c for _, c in pairs)
    ratio = statistics.median(r / c for r, c in pairs if c > 0)
    print(f"{crate}: input {size} bytes, {args.runs} pairs")
    print(f"  Rust  cpu (user+sys) median {rust_median * 1000:.1f} ms")
    print(f"  C++   cpu (user+sys) median {cpp_median * 1000:.1f} ms")
    print(f"  Rust / C++ median of pair ratios {ratio:.3f}")
    print(f"  load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# Threads that respect the machine (issue 34): wall times of
#   * four concurrent `zoetrope render flower --param n=64 --format null --size 512x512`, each with
#     the default threads (--threads 0: one per CPU the process may use, fewer while the machine is
#     busy) and each with --threads 1;
#   * one such render pinned to one CPU (taskset -c 0), default threads and --threads 1;
#   * one render alone, not pinned: on an idle machine the default should use every CPU (only
#     meaningful when nothing else runs; on a busy machine the default draws on one thread).
# Rounds alternate the two settings so that drift in the machine's load falls on both alike; the
# median of the rounds is printed with every round's time. Nothing here is a pass/fail check.
#
#   Benchmarks/concurrent-renders.sh                 # builds release, 5 rounds
#   ZOETROPE=/path/to/zoetrope ROUNDS=9 Benchmarks/concurrent-renders.sh
#
# FRAMES (default '0..<60', the first second: the flower is still small, start-up counts) and
# HEAVY_FRAMES (default '240..<600': the grown 64-vertex flower, ~2-3 ms a frame on one core) are
# both measured; CONCURRENT (default 4) renders run at once.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z ${ZOETROPE:-} ]]; then
    swift build -c release --product zoetrope >&2
    ZOETROPE=$PWD/.build/release/zoetrope
fi
ROUNDS=${ROUNDS:-5}
CONCURRENT=${CONCURRENT:-4}
FRAMES=${FRAMES:-0..<60}
HEAVY_FRAMES=${HEAVY_FRAMES:-240..<600}
command -v taskset >/dev/null || { echo "taskset (util-linux) is needed for the pinned case" >&2; exit 1; }

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# render FRAMES [OPTION…]: one render, its output discarded; fails the script if it fails.
render() {
    local frames=$1; shift
    "$ZOETROPE" render flower --param n=64 --format null --frames "$frames" --size 512x512 "$@" >/dev/null 2>&1
}

# concurrent FRAMES [OPTION…]: CONCURRENT renders at once; prints the wall time of the slowest.
concurrent() {
    local start pids=() pid
    start=$(now)
    for ((i = 0; i < CONCURRENT; i++)); do render "$@" & pids+=($!); done
    for pid in "${pids[@]}"; do wait "$pid"; done
    since "$start"
}

# pinned FRAMES [OPTION…]: one render on CPU 0 alone.
pinned() {
    local start frames=$1; shift
    start=$(now)
    taskset -c 0 "$ZOETROPE" render flower --param n=64 --format null --frames "$frames" --size 512x512 "$@" >/dev/null 2>&1
    since "$start"
}

# alone FRAMES [OPTION…]: one render, not pinned (does the default still use both CPUs when idle?).
alone() {
    local start
    start=$(now)
    render "$@"
    since "$start"
}

# measure NAME FUNCTION FRAMES: ROUNDS alternating rounds, default threads then --threads 1.
measure() {
    local name=$1 run=$2 frames=$3 default=() one=()
    "$run" "$frames" >/dev/null  # warm the page cache and the binary
    for ((r = 0; r < ROUNDS; r++)); do
        default+=("$("$run" "$frames")")
        one+=("$("$run" "$frames" --threads 1)")
    done
    printf '%-34s %-11s %8s s %8s s   rounds: default %s | --threads 1 %s\n' "$name" "$frames" \
        "$(printf '%s\n' "${default[@]}" | median)" "$(printf '%s\n' "${one[@]}" | median)" \
        "${default[*]}" "${one[*]}"
}

echo "zoetrope: $ZOETROPE ($("$ZOETROPE" --version 2>/dev/null || echo '?'))"
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc --all) CPUs online, $(nproc) usable; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "date: $(date -u +%Y-%m-%dT%H:%MZ); $ROUNDS rounds, median wall time"
doctor=$("$ZOETROPE" doctor 2>/dev/null || true)
grep -m1 '^CPUs:' <<<"$doctor" || echo "CPUs: (this zoetrope's doctor does not say)"
printf '%-34s %-11s %10s %10s\n' "case" "frames" "default" "--threads 1"
measure "$CONCURRENT concurrent renders" concurrent "$FRAMES"
measure "$CONCURRENT concurrent renders" concurrent "$HEAVY_FRAMES"
measure "taskset -c 0, one render" pinned "$FRAMES"
measure "taskset -c 0, one render" pinned "$HEAVY_FRAMES"
measure "one render alone (not pinned)" alone "$HEAVY_FRAMES"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

#!/bin/bash
# The GPU measurement for a borrowed machine with little time on it (target: under 8 minutes with
# the build). From the repository root:
#   Benchmarks/gpu/run.sh [REPORT]          # default: gpu-report.md (or $OUT/gpu-report.md when OUT is set)
# It builds in release, runs `zoetrope doctor`, the GPU parity tests, and `bench --backend all
# --rounds 3` on every SCENES.md scene at 1024² and 4096² with analytic coverage and with 4× MSAA,
# and writes one Markdown report (each step's output, the machine, the time each step took). A step
# that fails is reported and the script goes on, so a short lease still yields what it could.
# Environment: ROUNDS (3), RUNS (5), SIZES ("1024x1024 4096x4096"), SKIP_TESTS=1, ZOETROPE_EGL_PLATFORM,
# and for a machine with several GPUs the usual CUDA_VISIBLE_DEVICES / NVIDIA_VISIBLE_DEVICES (EGL's
# device platform lists what the driver exposes; the first hardware device is used).
set -uo pipefail
report=${1:-${OUT:-.}/gpu-report.md}
rounds=${ROUNDS:-3}; runs=${RUNS:-5}; sizes=${SIZES:-"1024x1024 4096x4096"}
start=$(date +%s)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# step TITLE COMMAND…: runs it, appends its output and duration to the report.
step() {
    local title=$1; shift
    local t0=$(date +%s) status
    "$@" > "$tmp/out" 2>&1; status=$?
    { echo "## $title"; echo; echo "\`$*\` — exit $status, $(( $(date +%s) - t0 )) s"; echo; echo '```'
      tail -c 60000 "$tmp/out"; echo '```'; echo; } >> "$report.partial"
    echo "$title: exit $status ($(( $(date +%s) - t0 )) s)" >&2
}

{ echo "# Zoetrope on a GPU — $(date -u '+%Y-%m-%d %H:%M UTC')"; echo
  echo "- host: $(uname -srm), $(nproc) CPUs, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)"
  echo "- GPU: $(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null | tr '\n' ';' || true)"
  echo "- commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"; echo; } > "$report.partial"

step "Build (release)" swift build -c release --product zoetrope
zoetrope=.build/release/zoetrope
step "zoetrope doctor" "$zoetrope" doctor
if [ "${SKIP_TESTS:-0}" != 1 ]; then
    step "GPU parity tests (debug build)" swift test --filter 'GLESRendererTests'
fi
for size in $sizes; do
    step "bench $size, analytic coverage" "$zoetrope" bench --backend all --gpu-coverage analytic --size "$size" --rounds "$rounds" --runs "$runs"
    step "bench $size, 4× MSAA" "$zoetrope" bench --backend gpu --gpu-coverage msaa --size "$size" --rounds "$rounds" --runs "$runs"
done
echo "Total: $(( $(date +%s) - start )) s" >> "$report.partial"
mv "$report.partial" "$report"
echo "report: $report" >&2

#!/bin/bash
# The GPU measurement for a borrowed machine with little time on it (target: under 8 minutes with
# the build). From the repository root:
#   Benchmarks/gpu/run.sh [REPORT]          # default: gpu-report.md (or $OUT/gpu-report.md when OUT is set)
# It builds in release (or, with ZOETROPE_BUNDLE=FOLDER, uses the self-contained folder that
# Benchmarks/gpu/bundle.sh made on another machine: for GPU machines with no Swift toolchain), runs
# `zoetrope doctor --parity` (every SCENES.md scene, every built-in scene at four times, a text frame
# and two view frames on the GPU against the software renderer), the GPU parity tests where Swift is
# there, `bench --backend all` on every SCENES.md scene at 1024² and 4096² with analytic coverage and
# with 4× MSAA, and the seeded differential test on the GPU backend where the peers are built, and
# writes one Markdown report (each step's output, the machine, the time each step took). A step that
# fails is reported and the script goes on, so a short lease still yields what it could.
# Environment: ROUNDS (3), RUNS (5), SIZES ("1024x1024 4096x4096"), SEEDS (1000, the differential's
# cases), SKIP_TESTS=1, REQUIRE_HARDWARE=1 (stop after doctor when it finds no hardware GPU), ZOETROPE_EGL_PLATFORM, and for a machine with several GPUs ZOETROPE_GPU=N or
# NVIDIA_VISIBLE_DEVICES (EGL's device platform lists what the driver exposes; the first hardware
# device is used; CUDA_VISIBLE_DEVICES does not filter EGL's list).
set -uo pipefail
report=${1:-${OUT:-.}/gpu-report.md}
rounds=${ROUNDS:-3}; runs=${RUNS:-5}; sizes=${SIZES:-"1024x1024 4096x4096"}; seeds=${SEEDS:-1000}
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
  echo "- checkout: $(git describe --always --dirty 2>/dev/null || echo "not a git checkout")"; echo; } > "$report.partial"

peers=Benchmarks/peers/.build; references=()
if [ -n "${ZOETROPE_BUNDLE:-}" ]; then
    if [ -f "$ZOETROPE_BUNDLE" ]; then   # the archive: unpacked next to the temporary files
        mkdir -p "$tmp/bundle" && tar -xJf "$ZOETROPE_BUNDLE" -C "$tmp/bundle" || echo "cannot unpack $ZOETROPE_BUNDLE" >&2
        bundle=$tmp/bundle
    else
        bundle=$(cd "$ZOETROPE_BUNDLE" && pwd)
    fi
    zoetrope=$bundle/bin/zoetrope; peers=$bundle/bin
    export LD_LIBRARY_PATH=$bundle/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    if ldd "$zoetrope" | grep -q 'not found'; then export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$bundle/lib-fallback; fi
    export ZOETROPE_FONT_DIR=$bundle/fonts
    [ -d "$bundle/scenes/reference" ] && references=(--references "$bundle/scenes/reference")
    echo "- zoetrope: the prebuilt bundle $ZOETROPE_BUNDLE of commit $(cat "$bundle/COMMIT" 2>/dev/null || echo unknown) (Benchmarks/gpu/bundle.sh)" >> "$report.partial"
    step "Libraries" ldd "$zoetrope"
else
    step "Build (release)" swift build -c release --product zoetrope
    zoetrope=.build/release/zoetrope
fi
step "zoetrope doctor --parity" "$zoetrope" doctor --parity --parity-size 1024
if [ "${REQUIRE_HARDWARE:-0}" = 1 ] && ! grep -q 'hardware GPU available' "$tmp/out"; then
    step "zoetrope doctor (debug log)" env ZOETROPE_LOG=debug "$zoetrope" doctor
    echo "Stopped: no hardware GPU (REQUIRE_HARDWARE=1). Total: $(( $(date +%s) - start )) s" >> "$report.partial"
    mv "$report.partial" "$report"; echo "report: $report (no hardware GPU)" >&2; exit 1
fi
step "zoetrope doctor --parity, 4× MSAA" "$zoetrope" doctor --parity --parity-size 1024 --gpu-coverage msaa
if [ "${SKIP_TESTS:-0}" != 1 ] && [ -z "${ZOETROPE_BUNDLE:-}" ] && command -v swift > /dev/null; then
    step "GPU parity tests (debug build)" swift test --filter 'GLESRendererTests'
fi
for size in $sizes; do
    step "bench $size, analytic coverage" "$zoetrope" bench --backend all --gpu-coverage analytic --size "$size" --rounds "$rounds" --runs "$runs" "${references[@]}"
    step "bench $size, 4× MSAA" "$zoetrope" bench --backend gpu --gpu-coverage msaa --size "$size" --rounds "$rounds" --runs "$runs" "${references[@]}"
    # Off by default on hardware (its CPU cost against the fill it saves is unmeasured there): this says whether it pays.
    step "bench $size, analytic coverage skipping hidden paths (ZOETROPE_GL_OCCLUSION=1)" \
        env ZOETROPE_GL_OCCLUSION=1 "$zoetrope" bench --backend gpu --gpu-coverage analytic --size "$size" --rounds "$rounds" --runs "$runs" polygons_1000 polygons_10000 flower_200
    step "bench $size, analytic coverage through a texture (the fallback without framebuffer fetch or image atomics)" \
        env ZOETROPE_GL_ACCUMULATION=texture "$zoetrope" bench --backend gpu --gpu-coverage analytic --size "$size" --rounds "$rounds" --runs "$runs"
done
# Issue 36's measure of the GPU path's CPU side: its tessellation against the CPU backend's frame on two threads.
step "bench 1024x1024, CPU on 2 threads (the GPU path's CPU side against it)" "$zoetrope" bench --backend all --threads 2 --size 1024x1024 --rounds "$rounds" --runs "$runs"
step "render --backend auto (what it picks here, and why)" "$zoetrope" render flower --param n=64 --time 4 --backend auto --out "$tmp/auto.png"
step "bench: text, layers, views" "$zoetrope" bench --backend all --text --layers --views --runs "$runs"
if [ -x "$peers/peer-cairo" ] && [ -x "$peers/peer-blend2d" ]; then
    step "differential test, GPU backend" "$zoetrope" bench --differential --backend gpu --seeds "$seeds" --peers-directory "$peers"
fi
echo "Total: $(( $(date +%s) - start )) s" >> "$report.partial"
mv "$report.partial" "$report"
echo "report: $report" >&2

#!/bin/bash
# Submits a sharded render and its assembly to Slurm: N array tasks, then the assemble job once
# all of them succeeded (a failed task cancels it instead of leaving it pending forever).
#   OUT=/shared/flower SHARDS=8 SCENE=flower FRAMES='0..<600' deploy/slurm/render.sh
# Each task runs $ZOETROPE (default: zoetrope on PATH, else .build/release/zoetrope of this checkout).
# Prints the assemble job's id; with WAIT=1 waits for it and exits with its status.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
: "${OUT:?set OUT to a directory every node shares}" "${SHARDS:=4}"
# The zoetrope binary the tasks run (shard.sbatch, assemble.sbatch): ZOETROPE if set, else zoetrope on
# PATH, else this checkout's release build (swift build -c release --product zoetrope). Resolved here, to
# an absolute path, so a missing binary fails once now instead of on every shard; the nodes must see it
# at that path (a shared file system), as they see OUT.
if [ -z "${ZOETROPE:-}" ]; then
    if command -v zoetrope > /dev/null 2>&1; then ZOETROPE=zoetrope
    elif [ -x "$here/../../.build/release/zoetrope" ]; then ZOETROPE="$here/../../.build/release/zoetrope"
    else
        echo "render.sh: no zoetrope binary: build it (swift build -c release --product zoetrope → .build/release/zoetrope)" \
             "and set ZOETROPE to its path, or put it on PATH" >&2
        exit 1
    fi
fi
case "$ZOETROPE" in
    */*) [ -x "$ZOETROPE" ] || { echo "render.sh: ZOETROPE=$ZOETROPE is not an executable file" >&2; exit 1; } ;;
    *) command -v "$ZOETROPE" > /dev/null 2>&1 || { echo "render.sh: $ZOETROPE is not on PATH: set ZOETROPE to the binary's path" >&2; exit 1; } ;;
esac
ZOETROPE="$(command -v "$ZOETROPE")"
[ "${ZOETROPE#/}" != "$ZOETROPE" ] || ZOETROPE="$PWD/$ZOETROPE"   # a relative path: the tasks run in $OUT/logs
export ZOETROPE
mkdir -p "$OUT/logs"
export ZOETROPE_SHARD_COUNT="$SHARDS"
array=$(sbatch --parsable --export=ALL --chdir="$OUT/logs" --array="0-$((SHARDS - 1))" "$here/shard.sbatch")
if [ "${WAIT:-0}" = 1 ]; then
    assemble=$(timeout "${TIMEOUT:-600}" sbatch --parsable --wait --export=ALL --chdir="$OUT/logs" --kill-on-invalid-dep=yes \
        --dependency="afterok:$array" "$here/assemble.sbatch" | head -1)
    # sbatch --wait also exits 0 for a job cancelled because a shard failed: ask for its state.
    state=$(scontrol show job "$assemble" -o 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
    if [ "$state" != COMPLETED ]; then
        echo "the assemble job $assemble ended ${state:-unknown} (shards failed?): see the logs in $OUT/logs" >&2
        exit 1
    fi
else
    sbatch --parsable --export=ALL --chdir="$OUT/logs" --kill-on-invalid-dep=yes --dependency="afterok:$array" "$here/assemble.sbatch"
fi

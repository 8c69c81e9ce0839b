#!/bin/bash
# Submits a sharded render and its assembly to Slurm: N array tasks, then the assemble job once
# all of them succeeded (a failed task cancels it instead of leaving it pending forever).
#   OUT=/shared/flower SHARDS=8 SCENE=flower FRAMES='0..<600' deploy/slurm/render.sh
# Prints the assemble job's id; with WAIT=1 waits for it and exits with its status.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
: "${OUT:?set OUT to a directory every node shares}" "${SHARDS:=4}"
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

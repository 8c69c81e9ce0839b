#!/bin/bash
# Runs the sharded render on Kubernetes, then its assembly, waiting for each (bash 5.1+):
#   IMAGE=registry.example.com/you/zoetrope:1.0 NAMESPACE=render deploy/kubernetes/run.sh
# Creates the volume (pvc.yaml) if missing, (re-)creates the render Job (render-job.yaml: shards
# already complete on the volume end at once), waits until it completes, then does the same with
# the assemble Job. Exits 1 when a Job fails or does not finish within TIMEOUT (default 2h, each).
# IMAGE replaces the manifests' placeholder image; NAMESPACE (default: the context's) and KUBECTL
# (default: kubectl) choose where and with what.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
: "${KUBECTL:=kubectl}" "${TIMEOUT:=2h}" "${IMAGE:=}" "${NAMESPACE:=}"
k=("$KUBECTL")
[ -z "$NAMESPACE" ] || k+=(--namespace "$NAMESPACE")
manifest() { if [ -n "$IMAGE" ]; then sed "s|registry.example/zoetrope:1.0|$IMAGE|" "$here/$1"; else cat "$here/$1"; fi; }

# A Job's pods are fixed once created: a rerun replaces the Job (its finished pods go with it).
start() {
    "${k[@]}" delete job "$1" --ignore-not-found --cascade=foreground --wait=true
    manifest "$2" | "${k[@]}" create -f -
}

# Waits for the Job's condition Complete or Failed, whichever comes first; exits 1 unless Complete.
await() {
    "${k[@]}" wait --for=condition=complete "job/$1" --timeout="$TIMEOUT" > /dev/null 2>&1 & local complete=$!
    "${k[@]}" wait --for=condition=failed "job/$1" --timeout="$TIMEOUT" > /dev/null 2>&1 & local failed=$!
    wait -n "$complete" "$failed" || true
    # KILL: the other wait has nothing to clean up, and a caller may have left TERM blocked.
    kill -KILL "$complete" "$failed" 2> /dev/null || true
    wait "$complete" "$failed" 2> /dev/null || true
    local state
    state=$("${k[@]}" get job "$1" -o jsonpath='{.status.conditions[?(@.status=="True")].type}')
    if [[ " $state " != *" Complete "* ]]; then
        echo "job $1 did not complete (conditions: ${state:-none, after waiting up to $TIMEOUT}); failed indexes:" \
             "$("${k[@]}" get job "$1" -o jsonpath='{.status.failedIndexes}'); logs: ${k[*]} logs -l batch.kubernetes.io/job-name=$1" >&2
        exit 1
    fi
    echo "job $1 complete"
}

manifest pvc.yaml | "${k[@]}" apply -f -
start zoetrope-flower render-job.yaml
await zoetrope-flower
start zoetrope-flower-assemble assemble-job.yaml
await zoetrope-flower-assemble

#!/usr/bin/env bash
# Set-up and the README's commands in one step each, on Debian 12 with Swift 6.3:
#   ./zoetrope.sh deps             install the Debian packages listed below that are missing, and kubernetes-validate (pip)
#   ./zoetrope.sh test [ARGS…]     deps, then `swift test ARGS…` (no ARGS: then builds Examples/SeedViews and tests Examples/PreviewCorpus, Examples/InteractionCorpus, Examples/DrawingCorpus and Examples/UIKitCorpus too)
#   ./zoetrope.sh render [ARGS…]   deps, then `swift run zoetrope render ARGS…`
#                                  (no ARGS: the flower demo, `flower --duration 2 --out frames`)
#   ./zoetrope.sh docs [ARGS…]     deps, then the DocC catalog (Sources/Zoetrope/Zoetrope.docc) built with
#                                  `swift package generate-documentation --target Zoetrope --warnings-as-errors ARGS…`
#                                  (an unresolved link or topic fails it)
# It runs in its own folder (the repository), so relative paths in ARGS are relative to it.
# .ci/run runs `./zoetrope.sh test`, then `./zoetrope.sh docs`. Installing needs root or sudo.
set -euo pipefail
self=$(readlink -f "${BASH_SOURCE[0]}")
cd "$(dirname "$self")"

# Everything the build, the tests and the GPU backend (Mesa's EGL, llvmpipe) need: the only list.
packages=(libpng-dev libdeflate-dev libssl-dev libfreetype-dev libharfbuzz-dev libfontconfig-dev fonts-inter fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji bootstrap-icons ffmpeg slurm-wlm munge pkg-config libegl-dev libgles-dev libgbm-dev libegl-mesa0 libgl1-mesa-dri glslang-tools)

say() { echo "zoetrope.sh: $*"; }
fail() { echo "zoetrope.sh: error: $*" >&2; exit 1; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    else
        sudo "$@"
    fi
}

debian_packages() {
    if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
        say "no dpkg/apt-get (not Debian): installing nothing; make sure these (or your system's equivalents) are installed: ${packages[*]}"
        return 0
    fi
    local missing=() p
    for p in "${packages[@]}"; do
        [[ "$(dpkg -s "$p" 2>/dev/null)" == *$'\nStatus: install ok installed'* ]] || missing+=("$p")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        say "all ${#packages[@]} Debian packages are installed; nothing to install"
        return 0
    fi
    if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
        fail "missing ${missing[*]}; installing them needs root or sudo, and neither is available" \
             "(as root: apt-get update && apt-get install -y --no-install-recommends ${missing[*]})"
    fi
    say "installing ${#missing[@]} missing Debian package(s): ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
}

# kubernetes-validate (PyPI, not packaged by Debian): the tests check deploy/kubernetes/*.yaml with it, offline.
kubernetes_validate() {
    command -v kubernetes-validate >/dev/null 2>&1 && return 0
    if ! command -v python3 >/dev/null 2>&1 || ! python3 -m pip --version >/dev/null 2>&1; then
        say "kubernetes-validate is missing and so is python3's pip: install python3 and python3-pip (or pipx), then pip install kubernetes-validate; continuing without it"
        return 0
    fi
    say "installing kubernetes-validate (PyPI) with python3 -m pip"
    PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet kubernetes-validate \
        || say "pip could not install kubernetes-validate (an externally managed python3? use pipx install kubernetes-validate); continuing without it"
}

deps() {
    debian_packages
    kubernetes_validate
}

need_swift() {
    command -v swift >/dev/null 2>&1 || fail "swift is not on PATH (install Swift 6.3 first)"
}

usage() { sed -n '2,11s/^# \{0,1\}//p' "$self"; }

verb=${1:-}
if [ $# -gt 0 ]; then shift; fi
case "$verb" in
    deps)
        deps
        ;;
    test)
        need_swift
        deps
        swift test "$@"
        # With no arguments (CI, a newcomer), also build Examples/SeedViews: a package of its own that sees
        # Zoetrope only through its products, holding all five seed files with only the import changed.
        if [ $# -eq 0 ]; then
            say "building Examples/SeedViews (the seeds as a user's package sees Zoetrope)"
            swift build --package-path Examples/SeedViews
            # Issue 35's acceptance corpus: Xcode-shaped files whose every preview is a snapshot test
            # against a golden PNG; a missing golden fails instead of being recorded.
            say "testing Examples/PreviewCorpus (every preview of the corpus against its golden)"
            SNAPSHOT_TESTING_RECORD=never swift test --package-path Examples/PreviewCorpus
            # Issue 38's corpus: interactive files played under scripted touches against film strips.
            say "testing Examples/InteractionCorpus (scripted gestures against their goldens)"
            SNAPSHOT_TESTING_RECORD=never swift test --package-path Examples/InteractionCorpus
            # Issue 37's corpus: tutorial-style animation views (loaders, charts, particle canvases …).
            say "testing Examples/DrawingCorpus (animation views against their goldens)"
            SNAPSHOT_TESTING_RECORD=never swift test --package-path Examples/DrawingCorpus
            # Issue 39's corpus: UIKit and Core Animation files (views, controllers, drawing, a
            # representable) on screen at several times.
            say "testing Examples/UIKitCorpus (UIKit screens against their goldens)"
            SNAPSHOT_TESTING_RECORD=never swift test --package-path Examples/UIKitCorpus
        fi
        ;;
    render)
        need_swift
        deps
        [ $# -gt 0 ] || set -- flower --duration 2 --out frames
        exec swift run zoetrope render "$@"
        ;;
    docs)
        need_swift
        deps
        exec swift package generate-documentation --target Zoetrope --warnings-as-errors "$@"
        ;;
    -h|--help|help)
        usage
        ;;
    *)
        usage >&2
        exit 2
        ;;
esac

#!/usr/bin/env bash
# Installs and builds the peer renderers for `zoetrope bench --peers` (idempotent; run as root or
# with sudo rights for apt-get):
#
#     Benchmarks/peers/setup.sh
#
# - Cairo 1.16 from Debian (libcairo2-dev) → Benchmarks/peers/.build/peer-cairo
# - Blend2D 0.12 from PyPI's blend2d-python wheel, which ships libblend2d.a (no headers: peer.c
#   declares the few C functions it calls) → Benchmarks/peers/.build/peer-blend2d
# - the text peers (`zoetrope bench --text --peers`), peer_text.c, labels shaped by HarfBuzz
#   (libharfbuzz-dev): Cairo's FreeType font backend (libcairo2-dev, libfreetype-dev)
#   → Benchmarks/peers/.build/peer-cairo-text, and Blend2D's glyph runs → .build/peer-blend2d-text
# - the blur peer of `zoetrope bench --views --peers`: Pillow's GaussianBlur (python3-pil), timed inside Python
# libpng-dev (already needed by Zoetrope) writes the peers' images.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/.build"
mkdir -p "$out"
sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"

if ! pkg-config --exists cairo libpng; then
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq libcairo2-dev libpng-dev pkg-config
fi
cc -O2 -DPEER_CAIRO "$here/peer.c" $(pkg-config --cflags --libs cairo libpng) -lm -o "$out/peer-cairo"
echo "built $out/peer-cairo (cairo $(pkg-config --modversion cairo))"

if ! pkg-config --exists cairo-ft freetype2 harfbuzz; then
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq libcairo2-dev libfreetype-dev libharfbuzz-dev
fi
cc -O2 -DPEER_CAIRO "$here/peer_text.c" $(pkg-config --cflags --libs cairo cairo-ft freetype2 harfbuzz libpng) -lm -o "$out/peer-cairo-text"
echo "built $out/peer-cairo-text (cairo $(pkg-config --modversion cairo), harfbuzz $(pkg-config --modversion harfbuzz), freetype $(pkg-config --modversion freetype2))"

wheel_dir="$out/blend2d-wheel"
if [ ! -f "$wheel_dir/blend2d/libblend2d.a" ]; then
    rm -rf "$wheel_dir" "$out/wheel"
    mkdir -p "$out/wheel"
    python3 -m pip download --quiet --no-deps --only-binary=:all: -d "$out/wheel" "blend2d-python==1.0.0"
    python3 -m zipfile -e "$out"/wheel/blend2d_python-*.whl "$wheel_dir"
fi
cc -O2 -DPEER_BLEND2D "$here/peer.c" "$wheel_dir/blend2d/libblend2d.a" $(pkg-config --cflags --libs libpng) \
    -lstdc++ -lpthread -lm -lrt -o "$out/peer-blend2d"
echo "built $out/peer-blend2d (blend2d-python 1.0.0 wheel)"
cc -O2 -DPEER_BLEND2D "$here/peer_text.c" "$wheel_dir/blend2d/libblend2d.a" $(pkg-config --cflags --libs harfbuzz libpng) \
    -lstdc++ -lpthread -lm -lrt -o "$out/peer-blend2d-text"
echo "built $out/peer-blend2d-text (blend2d-python 1.0.0 wheel, harfbuzz $(pkg-config --modversion harfbuzz))"

if ! python3 -c "import PIL" 2>/dev/null; then
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq python3-pil
fi
echo "blur peer: Pillow $(python3 -c 'import PIL; print(PIL.__version__)') (python3-pil)"

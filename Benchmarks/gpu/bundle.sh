#!/bin/bash
# Makes a folder that runs Benchmarks/gpu/run.sh on a GPU machine with no Swift toolchain and no
# package registry (a borrowed machine): a release `zoetrope` with the Swift runtime linked in
# statically, the shared libraries it and the peers load (from this machine, glibc left out), the
# peer renderers of Benchmarks/peers/setup.sh when built, the SCENES.md reference images and the
# fonts the text frames use. From the repository root, on a Debian/Ubuntu x86-64 build machine:
#   Benchmarks/gpu/bundle.sh [FOLDER]          # default: .gpu-bundle (git-ignored)
# It leaves FOLDER and FOLDER/bundle.tar.xz, the same files in one archive (~35 MB, what travels to
# a machine that takes little). On the GPU machine, from a copy of the repository with either:
#   ZOETROPE_BUNDLE=FOLDER Benchmarks/gpu/run.sh      # or ZOETROPE_BUNDLE=FOLDER/bundle.tar.xz
# EGL and GLES are not bundled: Zoetrope loads the machine's libEGL.so.1 (the GPU driver's, through
# glvnd) at run time.
set -euo pipefail
bundle=${1:-.gpu-bundle}
scratch=${SCRATCH:-.build}
rm -rf "$bundle"; mkdir -p "$bundle/bin" "$bundle/lib" "$bundle/lib-fallback" "$bundle/fonts" "$bundle/scenes"
swift build -c release --product zoetrope --static-swift-stdlib --scratch-path "$scratch"
cp "$scratch/release/zoetrope" "$bundle/bin/"
strip "$bundle/bin/zoetrope"
for peer in Benchmarks/peers/.build/peer-cairo Benchmarks/peers/.build/peer-blend2d; do
    [ -x "$peer" ] && [ -f "$peer" ] && cp "$peer" "$bundle/bin/"
done
# Shared libraries: everything ldd resolves except glibc's own; libstdc++ and libgcc_s go to
# lib-fallback (the GPU machine's own are newer; run.sh adds the fallback only when they are missing).
for exe in "$bundle"/bin/*; do
    ldd "$exe" | awk '/=> \// { print $3 }'
done | sort -u | while read -r lib; do
    case "$(basename "$lib")" in
        libc.so*|libm.so*|libdl.so*|libpthread.so*|librt.so*|libresolv.so*|ld-linux*|libutil.so*) ;;
        libstdc++.so*|libgcc_s.so*) cp -L "$lib" "$bundle/lib-fallback/" ;;
        *) cp -L "$lib" "$bundle/lib/" ;;
    esac
done
for font in Inter-Regular Inter-Medium Inter-SemiBold Inter-Bold; do
    path=$(fc-match -f '%{file}' "Inter:style=${font#Inter-}")
    [ -f "$path" ] && cp "$path" "$bundle/fonts/"
done
cp "$(fc-match -f '%{file}' 'DejaVu Sans')" "$bundle/fonts/" 2>/dev/null || true
for dir in shared/scenes ../shared/scenes ../../shared/scenes; do
    if [ -d "$dir/reference" ]; then cp -r "$dir/reference" "$bundle/scenes/"; break; fi
done
git describe --always --dirty > "$bundle/COMMIT" 2>/dev/null || true
tar -cJf "$bundle.tar.xz.partial" -C "$bundle" . && mv "$bundle.tar.xz.partial" "$bundle/bundle.tar.xz"
du -sh "$bundle" "$bundle/bundle.tar.xz"

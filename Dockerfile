# syntax=docker/dockerfile:1
# The zoetrope command in a Debian 12 image (deploy/kubernetes runs it):
#   docker build -t zoetrope .
#   docker run --rm -v "$PWD:/data" zoetrope render flower --duration 2 --out frames
#   docker run --rm --gpus all zoetrope doctor     # NVIDIA: nvidia-container-toolkit on the host
# DockerfileTests checks this file against the binary the tests build (no Docker engine there).

# Build: the way .ci/run does, with the packages from the one list in zoetrope.sh (the build stage
# also gets the tests' packages, e.g. slurm-wlm; none of them reaches the image).
FROM swift:6.3-bookworm AS build
WORKDIR /src
COPY zoetrope.sh ./
RUN ./zoetrope.sh deps && rm -rf /var/lib/apt/lists/*
COPY . .
RUN swift build -c release --static-swift-stdlib --product zoetrope \
 && install -D -s .build/release/zoetrope /out/zoetrope

FROM debian:bookworm-slim
# What the binary links (libpng16, libdeflate, libcrypto, FreeType and HarfBuzz; libc, libm,
# libstdc++, libgcc_s and libz are in the base image), the fonts text is set in (Inter, DejaVu,
# WenQuanYi Micro Hei), what it loads at run time by soname (libEGL.so.1, libGLESv2.so.2 and
# libgbm.so.1 through glvnd; Mesa's EGL and llvmpipe for nodes without a GPU), and ffmpeg for
# video output.
RUN apt-get update && apt-get install -y --no-install-recommends \
      libpng16-16 libdeflate0 libssl3 zlib1g libfreetype6 libharfbuzz0b libfontconfig1 \
      fonts-inter fonts-dejavu-core fonts-wqy-microhei \
      libegl1 libgles2 libgbm1 libegl-mesa0 libgl1-mesa-dri \
      ffmpeg \
 && rm -rf /var/lib/apt/lists/*
# glvnd finds NVIDIA's EGL only through this ICD file; the NVIDIA container toolkit mounts
# libEGL_nvidia.so.0 but not always the JSON. Without an NVIDIA driver glvnd falls through to Mesa.
RUN mkdir -p /usr/share/glvnd/egl_vendor.d && printf '%s\n' \
    '{"file_format_version":"1.0.0","ICD":{"library_path":"libEGL_nvidia.so.0"}}' \
    > /usr/share/glvnd/egl_vendor.d/10_nvidia.json
# graphics = the driver's EGL/OpenGL libraries (required for --backend gpu), utility = nvidia-smi,
# video = NVENC/NVDEC. Unset, the toolkit mounts `utility` only: no EGL.
ENV NVIDIA_VISIBLE_DEVICES=all \
    NVIDIA_DRIVER_CAPABILITIES=graphics,utility,video
COPY --from=build /out/zoetrope /usr/local/bin/zoetrope
# A numeric non-root user (Kubernetes' runAsNonRoot can check it; fsGroup 10001 in deploy/kubernetes).
RUN groupadd -g 10001 render && useradd -m -u 10001 -g render render && install -d -o render -g render /data
USER 10001:10001
WORKDIR /data
ENTRYPOINT ["zoetrope"]
CMD ["doctor"]

#!/usr/bin/env bash
# Installs the Debian packages gesture-lab needs, only those that are missing.
set -euo pipefail
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcairo2-dev libpixman-1-dev pkg-config xvfb xdotool fonts-dejavu-core fonts-inter fonts-material-design-icons-iconfont fonts-wqy-microhei fonts-noto-color-emoji ffmpeg libxi-dev)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing: ${missing[*]}" >&2
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "error: swift is not on PATH; install Swift 6.1 or later" >&2; exit 1; }

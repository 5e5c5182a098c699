#!/usr/bin/env bash
# Makes a local stand-in for the Dockerfile's default base (node:20-bookworm-slim) on a machine
# that has no container daemon and cannot pull images: Debian bookworm from debootstrap, plus
# this machine's own Node (and its npm), committed with buildah as IMAGE. Prints IMAGE.
#
#   bash deploy/container/make-local-base.sh [IMAGE]
#
# Needs root, debootstrap and buildah (Debian packages). The rootfs is kept in
# ${CONTAINER_CACHE_DIR:-/var/tmp/teamwork-staffing-container}, and an image that already exists
# is reused, so only the first run takes its minute or two.
set -euo pipefail

image=${1:-localhost/teamwork-staffing-base:node20}
cache=${CONTAINER_CACHE_DIR:-/var/tmp/teamwork-staffing-container}
buildah=(buildah --storage-driver vfs)

if "${buildah[@]}" inspect --type image "$image" >/dev/null 2>&1; then
  echo "$image"
  exit 0
fi

node_bin=$(command -v node)
npm_dir=$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)
case "$(node -v)" in v20.*) ;; *) echo "error: this machine's node is $(node -v); the image needs Node 20." >&2; exit 1 ;; esac

mkdir -p "$cache"
rootfs="$cache/rootfs"
if [ ! -f "$rootfs/.complete" ]; then
  rm -rf "$rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$cache/debootstrap.log" 2>&1 ||
    { echo "error: debootstrap failed; see $cache/debootstrap.log" >&2; exit 1; }
  touch "$rootfs/.complete"
fi

# As the official image: node and npm under /usr/local, a "node" user with uid 1000.
staging="$cache/staging"
rm -rf "$staging"
cp -a "$rootfs" "$staging"
rm -f "$staging/.complete"
install -m 0755 "$node_bin" "$staging/usr/local/bin/node"
mkdir -p "$staging/usr/local/lib/node_modules"
cp -a "$npm_dir" "$staging/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$staging/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$staging/usr/local/bin/npx"
# This machine's certificate authorities too (minbase has none), for npm behind its proxy.
ca_bundle=${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}
if [ -f "$ca_bundle" ]; then
  mkdir -p "$staging/etc/ssl/certs"
  cp "$ca_bundle" "$staging/etc/ssl/certs/ca-certificates.crt"
fi
chroot "$staging" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
rm -rf "$staging"/var/cache/apt/archives/*.deb "$staging"/var/lib/apt/lists/*
tar -C "$staging" -cf "$cache/rootfs.tar" .
rm -rf "$staging"

container=$("${buildah[@]}" from scratch)
trap '"${buildah[@]}" rm "$container" >/dev/null 2>&1 || true' EXIT
"${buildah[@]}" add "$container" "$cache/rootfs.tar" / >/dev/null
"${buildah[@]}" config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd node "$container"
if [ -f "$ca_bundle" ]; then
  "${buildah[@]}" config --env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt "$container"
fi
"${buildah[@]}" commit --quiet "$container" "$image" >/dev/null
rm -f "$cache/rootfs.tar"
echo "$image"

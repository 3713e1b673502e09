#!/bin/sh
# Runs a command with Node 24 LTS first on PATH. When the system Node is older, Node 24 is
# fetched once from the npm registry (package node-linux-<arch>) into .tools/ beside the project.
set -e
root=$(CDPATH= cd -- "$(dirname -- "$0")/../.." && pwd)
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  case "$(uname -m)" in
    x86_64|amd64) arch=x64 ;;
    aarch64|arm64) arch=arm64 ;;
    *) echo "No Node $want build for $(uname -m): install Node $want and run again." >&2; exit 1 ;;
  esac
  dir="$root/.tools/node-$want"
  if [ ! -x "$dir/bin/node" ]; then
    echo "System Node is $(node -v 2>/dev/null || echo missing); fetching Node $want LTS into .tools/ ..." >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$want" >/dev/null)
    rm -rf "$dir.partial" && mkdir -p "$dir.partial"
    tar xzf "$tmp"/node-linux-*.tgz -C "$dir.partial" --strip-components=1
    rm -rf "$tmp" "$dir" && mv "$dir.partial" "$dir"
  fi
  PATH="$dir/bin:$PATH"
  # native addons must build against the headers of the Node that runs them
  npm_config_nodedir="$dir"
  export PATH npm_config_nodedir
fi
exec "$@"

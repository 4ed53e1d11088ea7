#!/bin/sh
# `npm start`: builds what is stale and checks the settings (prepare-start.mjs), then this shell becomes
# the server itself (exec), so no wrapper process stays resident beside it and a stop signal reaches it.
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
node "$root/scripts/prepare-start.mjs"

# Memory held at idle (bench/README.md, "Memory"); a setting given in the environment wins.
# glibc's allocator: two arenas instead of eight per core (the image library's threads each took one and
# kept what they freed), and blocks from 32 KB up mapped on their own and returned when freed (PGlite's
# WebAssembly compilation and the QR and photo buffers would otherwise stay in the heap).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-32768}"
# React's server renderer and other packages load their smaller production builds.
export NODE_ENV="${NODE_ENV:-production}"
# V8: young-generation semi-spaces of at most 4 MB instead of the 16 MB it grows to and keeps; gc()
# exposed for one full collection once the server has been idle a while (src/server/idle-gc.ts).
# Stack traces name lines of the built dist/server/main.js; NODE_OPTIONS=--enable-source-maps names
# the sources instead, for about 12 MB more.
exec node --max-semi-space-size=4 --expose-gc "$root/dist/server/main.js"

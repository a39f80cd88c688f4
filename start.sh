#!/usr/bin/env bash
# Installs what is missing, builds, applies migrations and seeds, and serves the whole product
# (API under /api, the web app everywhere else) at http://localhost:8080 on embedded defaults.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup-lib.sh

ensure_node
ensure_system_packages ffmpeg:ffmpeg ffprobe:ffmpeg espeak-ng:espeak-ng cmake:cmake make:make c++:g++ \
  pocketsphinx_continuous:pocketsphinx /usr/share/pocketsphinx/model/en-us/en-us.lm.bin:pocketsphinx-en-us
ensure_npm_packages
ensure_whisper_cli || log "Without whisper-cli, transcription uses PocketSphinx (less accurate)."
ensure_build
ensure_whisper_model

export WEB_DIST_DIR="${WEB_DIST_DIR:-$PWD/apps/web/dist}"
log "Starting Captionist on ${APP_URL:-http://localhost:${PORT:-8080}}"
exec node --enable-source-maps apps/server/dist/main.js "${1:-all}"

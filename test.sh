#!/usr/bin/env bash
# Installs what is missing, then runs every check: lint, typecheck, unit tests, server
# integration tests (PGlite and a real PostgreSQL), and the browser tests in Chromium.
# Ends with one line: "N passed, N failed" (", N skipped" when any were skipped).
set -uo pipefail
cd "$(dirname "$0")"
source scripts/setup-lib.sh
source scripts/test-postgres.sh
source scripts/leftover-processes.sh
set -e
ensure_node
ensure_system_packages ffmpeg:ffmpeg ffprobe:ffmpeg espeak-ng:espeak-ng cmake:cmake make:make c++:g++ \
  pocketsphinx_continuous:pocketsphinx \
  /usr/share/pocketsphinx/model/en-us/en-us.lm.bin:pocketsphinx-en-us \
  /usr/share/pocketsphinx/test/data/librivox/transcription:pocketsphinx-testdata chromium:chromium \
  tesseract:tesseract-ocr
# Debian's OCR language packs, which read back the captions burned in each script
# (apps/server/test/script-render.test.ts).
tessdata=/usr/share/tesseract-ocr/5/tessdata
ensure_system_packages $(for lang in ara heb hin ben tam tha kor jpn chi_sim rus; do
  echo "$tessdata/$lang.traineddata:tesseract-ocr-${lang//_/-}"; done)
# The preview journey in Firefox and WebKit (e2e/tests/engines.spec.ts), which play the MP4 through
# their own decoders (WebKitGTK through GStreamer).
ensure_system_packages firefox-esr:firefox-esr WebKitWebDriver:webkit2gtk-driver Xvfb:xvfb \
  /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser:libwebkit2gtk-4.1-0 \
  /usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstplayback.so:gstreamer1.0-plugins-base \
  /usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstisomp4.so:gstreamer1.0-plugins-good \
  /usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstlibav.so:gstreamer1.0-libav
ensure_npm_packages
ensure_whisper_cli
ensure_test_postgres
trap stop_test_postgres EXIT
set +e
CAPTIONIST_RUN_ID="test-$$-$(date +%s%N)"
export CAPTIONIST_RUN_ID
processes_before=$(run_processes)

results=test-results
rm -rf "$results" && mkdir -p "$results"

# run_check NAME COMMAND... — a step that is not a test runner counts as one check.
run_check() {
  local name=$1; shift
  log "$name"
  if "$@" >"$results/$name.log" 2>&1; then echo pass >"$results/$name.check"
  else echo fail >"$results/$name.check"; cat "$results/$name.log"; fi
}

run_check lint npx biome ci .
run_check typecheck npm run typecheck --silent
run_check build ensure_build
# The Dockerfile's npm ci, build and production install, run outside Docker (no engine needed).
run_check dockerfile-steps bash scripts/dockerfile-steps.sh

log "Unit and integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

log "Browser tests (Playwright, Debian Chromium)"
npx playwright test --config e2e/playwright.config.ts

# Every server and helper the checks started must have been stopped by them.
stop_test_postgres
run_check leftover-processes no_leftover_processes "$processes_before"

node scripts/test-summary.mjs "$results"

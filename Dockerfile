# syntax=docker/dockerfile:1
# Captionist: one image for every role. The command picks it: `all` (default: API + SPA + workers
# on the embedded database), `serve`, `worker` or `migrate`. See docs/deploy.md.
#
#   docker build -t captionist .
#   docker run --init -p 8080:8080 -v captionist-data:/data captionist
#
# Run it with an init process (`docker run --init`, `init: true` in compose): the server handles
# SIGTERM itself once started, but as PID 1 it would ignore SIGTERM while still starting up
# (waiting for the database or the migration lock), and ffmpeg children must be reaped.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: what npm needs, copied first so the dependency layers stay cached ------------
# Every workspace of the root package.json must be listed here (npm ci checks the lockfile
# against all of them).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/captions/package.json packages/captions/
COPY packages/sdk/package.json packages/sdk/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# ---- deps: every dependency, dev included (Vite, esbuild, TypeScript) -------------------------
FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --loglevel=error

# ---- build: apps/web/dist (Vite) and apps/server/dist/main.js (esbuild) -----------------------
FROM deps AS build
COPY . .
RUN npm run build

# ---- whisper-cli: whisper.cpp built from the sources the nodejs-whisper package ships ----------
# For every CPU generation at once (GGML_CPU_ALL_VARIANTS): the image runs on machines other than
# the one that built it, and ggml loads the best variant for the CPU it finds at start. Built at
# the path the runtime keeps it at, where its libraries' run path points. Without AMX, as
# scripts/setup-lib.sh builds it: with it whisper-cli dies on AMX CPUs decoding q8_0 models.
FROM deps AS whisper-cli
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends cmake g++ make \
    && rm -rf /var/lib/apt/lists/*
RUN cmake -S node_modules/nodejs-whisper/cpp/whisper.cpp -B /opt/whisper-cli -DCMAKE_BUILD_TYPE=Release \
        -DBUILD_SHARED_LIBS=ON -DGGML_NATIVE=OFF -DGGML_BACKEND_DL=ON -DGGML_CPU_ALL_VARIANTS=ON \
        -DWHISPER_BUILD_TESTS=OFF -DWHISPER_BUILD_SERVER=OFF -DWHISPER_SDL2=OFF \
        -DCMAKE_C_FLAGS="-mno-amx-tile -mno-amx-int8 -mno-amx-bf16" \
        -DCMAKE_CXX_FLAGS="-mno-amx-tile -mno-amx-int8 -mno-amx-bf16" \
    && cmake --build /opt/whisper-cli -j"$(nproc)" --target whisper-cli

# ---- models: the default whisper models (base.en for English, small for every other language),
# each checked against its pinned size and SHA-1 ----------------------------------------------------
# Downloaded into a BuildKit cache, so a rebuild after a code change does not download them again
# and an interrupted download resumes. Offline, or with --build-arg WHISPER_MODEL_DOWNLOAD=0, the
# image is built without them (the build goes on and says so): transcription then uses PocketSphinx
# (or English only) until `models install base.en` / `models install small` is run in a
# container (docs/deploy.md).
FROM build AS models
ARG WHISPER_MODEL_DOWNLOAD=1
RUN --mount=type=cache,target=/cache/models \
    mkdir -p /models \
    && if [ "$WHISPER_MODEL_DOWNLOAD" != 0 ]; then \
         for name in base.en small; do \
           WHISPER_MODELS_DIR=/cache/models node apps/server/dist/main.js models install "$name" \
             && cp "/cache/models/ggml-$name.bin" /models/ \
             || echo "Building the image without the whisper model $name."; \
         done; \
       fi

# ---- prod-deps: the server's production dependencies only (what dist/main.js imports) --------
# Our own packages (@captionist/*) are compiled into dist/main.js: their node_modules links point
# at folders that hold only a package.json and are never loaded.
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace @captionist/server --include-workspace-root=false \
        --no-audit --no-fund --loglevel=error

# ---- runtime ------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime

# ffmpeg/ffprobe for probing and rendering (libass; the caption fonts ship in node_modules);
# espeak-ng speaks the bundled sample video; PocketSphinx is the offline speech engine.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        ffmpeg fonts-dejavu-core espeak-ng pocketsphinx pocketsphinx-en-us libgomp1 \
    && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist \
    WHISPER_CLI=/opt/whisper-cli/bin/whisper-cli

WORKDIR /app

# The whisper models first: their layer stays cached while the code changes. /data/models is where
# the app looks for it (WHISPER_MODELS_DIR defaults to $DATA_DIR/models).
COPY --from=models --chown=node:node /models /data/models
COPY --from=whisper-cli /opt/whisper-cli/bin /opt/whisper-cli/bin
# Manifests + production node_modules (the package.json files also carry "type": "module").
# Everything under /app stays owned by root: the app user can read it, not change it.
COPY --from=prod-deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
# Migrations are found by walking up from dist/main.js: keep drizzle/ beside dist/.
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist

# Everything the process writes lives in /data: the embedded PGlite database, stored files,
# the generated app key (when APP_KEY is unset) and mail written to disk (when SMTP_URL is unset).
# Created here and owned by `node` so a fresh named volume (at /data, /data/storage or
# /data/models, as compose.yaml mounts them) inherits that ownership. Not chown -R: that would
# copy the model into another layer.
RUN mkdir -p /data/storage /data/models && chown node:node /data /data/storage /data/models
VOLUME ["/data"]

USER node
EXPOSE 8080

# Liveness of the HTTP server (`all`, `serve`). A `worker` or `migrate` container has no HTTP
# server: disable the check for those (compose.yaml does; `docker run --no-healthcheck`).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

ENTRYPOINT ["node", "--enable-source-maps", "apps/server/dist/main.js"]
CMD ["all"]

# syntax=docker/dockerfile:1
# Sankofa's production image (README "Running in a container"): built in one stage, run in a second
# that holds only the build, the production dependencies and the sources the server reads at run time
# (migrations, the common-password list). Runs as the unprivileged `node` user; data lives in /data.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
# jemalloc instead of glibc's allocator: glibc gives each thread that allocates (libvips' image threads,
# libuv's pool) an arena of its own and rarely hands their memory back, and the 30-minute soak's
# resident memory grew 35 % from minute 10 with two glibc arenas, and passed with jemalloc
# (docs/OPERATIONS.md "Measured"; sharp's own advice for glibc systems). The library's folder depends on
# the architecture: a fixed link names it. MALLOC_ARENA_MAX=2 applies if jemalloc is ever missing.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "$(find /usr/lib -name libjemalloc.so.2 | head -n 1)" /usr/local/lib/libjemalloc.so.2
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src ./src
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains requests and sockets, then exits 0 (docs/ARCHITECTURE.md "Operations").
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]

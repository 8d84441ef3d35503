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
# MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libvips' image threads, libuv's pool) an
# arena of its own and rarely hands their memory back; with two, resident memory stops drifting under a
# long load (docs/OPERATIONS.md "Measured", the 30-minute soak).
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
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

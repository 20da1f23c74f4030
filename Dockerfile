# syntax=docker/dockerfile:1
# The shop's production image. Its build stage runs the same commands as the production build CI runs
# (.ci/run: `npm install`, then `npm run build` inside `npm test`); the runtime stage has production
# dependencies only and runs the compiled server with plain node, as `npm start` does.
# Build: docker build -t al-zahra-shop .      Run: see compose.yaml and docs/deploy.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# `npm install`, not `npm ci`: as .ci/run explains, npm ci refuses this lock file where a registry
# does not serve some platform-only optional packages. The lock file still pins every version.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# dist/web (the web app, pre-compressed), dist/server (its server renderer) and dist/shop (main.js,
# the entry; shop.js, the server; its migrations).
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore` on PostgreSQL: Debian bookworm's are
# version 15, the server version compose.yaml runs (pg_dump must be the server's version or newer).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The sources of the operator commands run through tsx (a production dependency): npm run backup,
# npm run restore, npm run seed. The server itself runs from dist/.
COPY --from=build /app/server ./server
COPY --from=build /app/domain ./domain
COPY --from=build /app/tsconfig.json ./
# The embedded database and photos when no DATABASE_URL / S3_BUCKET are set, the mail outbox, the
# generated auth secret; and the backups. Owned by the unprivileged `node` user of the base image.
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
ENV PORT=3000 DATA_DIR=/data BACKUP_DIR=/backups
EXPOSE 3000
VOLUME ["/data", "/backups"]
# Ready = the database answers, and Redis and the bucket when configured (GET /readyz, 503 otherwise).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) closes the shop gracefully within SHUTDOWN_GRACE_SECONDS: keep docker's stop
# timeout longer (compose.yaml: stop_grace_period).
# Heap flags: scripts/lib/node-flags.ts (the same in package.json's start and docs/deploy.md).
# Huge pages for what malloc maps: a password check (scrypt, 32 MB) at less than half the CPU
# where page faults are slow (scripts/lib/node-flags.ts).
ENV GLIBC_TUNABLES=glibc.malloc.hugetlb=1
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "--max-old-space-size=192", "dist/shop/main.js"]

# syntax=docker/dockerfile:1
# PsikoRehber: one image with the API server and the built web app (docs/runbook.md).
#   docker build -t psikorehber .
#   docker compose up -d            (app + PostgreSQL 16 + Redis 7, settings from .env)
#
# Node 22 LTS: the code targets Node >= 20.19 (package.json engines); Node 20 left support in
# April 2026. Override with --build-arg NODE_VERSION=… to test another line.
ARG NODE_VERSION=22

# ---- build: every dependency, then the web app (Vite) and the server bundle (tsup) ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies of the server, the bundles, migrations, the web app ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# Only the server workspace's runtime dependencies (the web app ships as static files; the shared
# package is compiled into the server bundle).
RUN npm ci --omit=dev --workspace=@psikorehber/server --no-audit --no-fund \
    && npm cache clean --force
# main.js finds ../drizzle (migrations) and ../../web/dist (the web app) from apps/server/dist;
# the PDF font comes from the dejavu-fonts-ttf dependency in node_modules.
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/web/dist apps/web/dist
# `npm run admin:create -- …` inside the container (scripts/run-server-command.mjs).
COPY scripts/run-server-command.mjs scripts/build-state.mjs scripts/
RUN mkdir -p /data/files && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers. Load balancers should use /api/readyz (also checks PostgreSQL).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at start (main.ts); SIGTERM drains requests and closes the database.
CMD ["node", "apps/server/dist/main.js"]

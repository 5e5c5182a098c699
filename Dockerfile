# The site as one container image (docs/deploying.md#in-a-container).
#   docker build -t teamwork-staffing .
#   docker run -p 3000:3000 -v site-data:/data -e PUBLIC_URL=https://www.example.com teamwork-staffing
# NODE_IMAGE is any Debian-based Node 20 image; the tests pass a local one (deploy/container/).
ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, and the build.
FROM ${NODE_IMAGE} AS build
ARG NPM_CONFIG_PREFER_OFFLINE
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The production dependencies only.
FROM ${NODE_IMAGE} AS production-dependencies
ARG NPM_CONFIG_PREFER_OFFLINE
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci --omit=dev`: it keeps a package that is both a dev dependency and an optional peer
# of a production one (vitest, for better-auth). Without the devDependencies npm leaves those
# out; the lockfile still fixes every version.
RUN npm pkg delete devDependencies && npm install --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# The server and `npm run admin` (accounts, backups; build/server/admin.js) need build/ and
# drizzle/ (the migrations they apply at start), and package.json for the npm script.
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json package-lock.json LICENSE ./
COPY drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# /healthz answers 503 while starting, stopping, or when the database cannot take a write.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm, is the first process: SIGTERM reaches the server, which stops serving
# within SHUTDOWN_GRACE_MS + SHUTDOWN_DRAIN_MS (15 s by default; give `docker stop -t 20`).
STOPSIGNAL SIGTERM
CMD ["node", "build/server/index.js"]

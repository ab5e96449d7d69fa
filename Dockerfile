# The Mapato server: one Node process serving the built back office, the citizens' site and the API.
# docker build -t mapato . ; see compose.yaml for two instances behind a proxy on a primary and a replica.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Both sites and the server bundle are built here, so the server never builds at start; then the dev tools are dropped.
RUN npm run build && npm run build:server && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 CLIENT_DIR=/app/dist DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=root:root /app ./
# Never run as root: the image's unprivileged user, owning only the data directory (the embedded engine's).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The bundled server (packages from node_modules, all runtime dependencies), as npm start runs it; node receives SIGTERM itself.
ENV MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=4", "dist-server/main.mjs"]

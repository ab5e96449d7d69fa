import { configDefaults, defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { tsImport } from 'tsx/esm/api';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/**
 * `virtual:form-validators`: every entity's form validators compiled from schemas/ when the bundle
 * (or a test run) is built (src/client/schema-ui/form/precompiled/), so the browser compiles no
 * code and the CSP needs no 'unsafe-eval'. Same schemas, same module: the build stays deterministic.
 */
const FORM_VALIDATORS = 'virtual:form-validators';
const formValidatorsPlugin = (): Plugin => ({
  name: 'mapato-form-validators',
  resolveId: (id) => (id === FORM_VALIDATORS ? `\0${FORM_VALIDATORS}` : undefined),
  load: async (id) => {
    if (id !== `\0${FORM_VALIDATORS}`) return undefined;
    const generator = await tsImport('./src/client/schema-ui/form/precompiled/compile-form-validators.ts', import.meta.url);
    return (generator as { formValidatorsSource: () => string }).formValidatorsSource();
  },
});

export default defineConfig({
  plugins: [
    react(),
    formValidatorsPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Mapato',
        short_name: 'Mapato',
        description: 'Mapato: provincial e-taxation back office',
        theme_color: '#1e293b',
        background_color: '#ffffff',
        display: 'standalone',
        // The staff app itself: '/' leads to the public site, which the worker does not keep, so an
        // installed app opened with no network would find nothing there.
        start_url: '/my-work',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // The first visit's page is served by the worker as soon as it is installed, not only after a
        // reload: a screen's code fetched later (lazy chunks) then comes from the cache when offline.
        // An update is still activated only when the user agrees (registerType 'prompt'), and then the
        // page reloads anyway.
        clientsClaim: true,
        navigateFallbackDenylist: [/^\/api\//, /^\/(home|check|contact)(\?|$)/],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
    // .br and .gz beside each asset: the server sends them precompressed (a phone on a slow line gets a third of the bytes).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|webmanifest)$/ }),
  ],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': apiTarget } },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/i18n/**/*.test.ts', 'tests/schemas/**/*.test.ts'],
          // *.postgres.test.ts exercise a PostgreSQL server itself (a cluster restarted under load): the
          // embedded engine has no server to lose, so the PostgreSQL stage (DATABASE_URL) alone runs them.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['tests/**/*.postgres.test.ts'])],
          globalSetup: ['tests/server/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          // A worker runs file after file with jsdom, React, MUI and react-admin loaded once: they were
          // half of the project's time when every file loaded them again. setup.ts gives each file the
          // fresh application modules, page and storage a new worker would (it re-runs before every file).
          isolate: false,
          // A screen test that takes 5–15 s on a quiet 2-core runner took over 30 s while other suites
          // shared its cores (taxation page, payment, role matrix): the limit is for hangs, not speed.
          testTimeout: 120_000,
          setupFiles: ['tests/client/support/setup.ts'],
        },
      },
    ],
  },
});

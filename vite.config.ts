import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
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
        start_url: '/',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
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
        test: { name: 'client', environment: 'jsdom', include: ['tests/client/**/*.test.{ts,tsx}'], setupFiles: ['tests/client/support/setup.ts'] },
      },
    ],
  },
});

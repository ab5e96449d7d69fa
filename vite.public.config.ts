import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The citizens' pages get their own tiny bundle (no React, no MUI), built beside the staff app
 * into dist/public with fixed names: the server-rendered HTML names them directly.
 */
export default defineConfig({
  publicDir: false,
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css)$/ })],
  build: {
    outDir: 'dist/public',
    emptyOutDir: true,
    sourcemap: false,
    cssCodeSplit: false,
    rollupOptions: {
      input: 'src/public-site/main.ts',
      output: { entryFileNames: 'public-site.js', chunkFileNames: 'public-site-[name].js', assetFileNames: 'public-site[extname]' },
    },
  },
});

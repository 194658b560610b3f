import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReport, precompress } from './vite.config';
import { bootScript, prerenderPage, zodWithoutEval } from './vite.first-paint';

/**
 * The participants' registration app (register.html, served for /register/*), built on its own into
 * the same folder after the back office (`npm run build -w apps/web` runs both). Built apart, it
 * shares no chunk with the back office: a participant's phone downloads React, MUI and the app's own
 * pages, never code split out for the back office's shell (scripts/bundle-budget.mjs holds its first
 * page under 100 kB). Its chunk report is `.vite/chunks-register.json`.
 * register.html arrives with the e-mail page drawn in it, its title and stylesheet written in (issue 28), and
 * an inline script in its head (src/boot/first-draw.boot.ts) that hides the drawn page on any visit
 * that does not open on it. The script is written in first: the drawing fills
 * the empty #root after it.
 */
export default defineConfig({
  resolve: { alias: [zodWithoutEval] },
  plugins: [
    react(),
    chunkReport('.vite/chunks-register.json'),
    bootScript({ page: 'register.html', entry: 'src/boot/first-draw.boot.ts', at: 'head' }),
    prerenderPage({ from: 'register.html', to: 'register.html', module: 'src/regapp/prerender.tsx' }),
    precompress({ ownFilesOnly: true }),
  ],
  // The back office's build has copied public/ already.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { register: path.resolve(import.meta.dirname, 'register.html') },
      treeshake: {
        // As in vite.config.ts: emotion's unused withTheme would keep a CommonJS module and react-is 16.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
    },
  },
});

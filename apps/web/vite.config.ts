import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';
import { bootScript, prerenderPage, shellChunk, shellPlan, zodWithoutEval } from './vite.first-paint';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * After the build, writes a brotli (.br) and a gzip (.gz) copy beside every text file of the output,
 * at the strongest settings (paid once, at build time). The server sends them as they are to a
 * browser that accepts the encoding, so nothing is compressed per request. A copy that would not be
 * smaller is left out, and the server then sends the plain file. With `ownFilesOnly` (a second
 * build into the same folder: the registration app's) only the files this build wrote.
 */
export function precompress({ ownFilesOnly = false } = {}): Plugin {
  let outDir = '';
  let written: string[] = [];
  return {
    name: 'roleplay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      written = Object.keys(bundle).map((name) => path.join(outDir, name));
    },
    async closeBundle() {
      const files = (ownFilesOnly ? written : await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
      );
      let plain = 0;
      let brotlied = 0;
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
          plain += (await stat(file)).size;
          brotlied += Math.min(br.length, content.length);
        }),
      );
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      this.info(`precompressed ${files.length} files: ${kb(plain)} -> ${kb(brotlied)} with brotli`);
    },
  };
}

/** Where a module comes from, short: an npm package's name, or a path inside the repository. */
function moduleOrigin(id: string, repoRoot: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/\0/g, '');
  const inPackages = clean.lastIndexOf('/node_modules/');
  if (inPackages >= 0) {
    const parts = clean.slice(inPackages + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  return path.isAbsolute(clean) ? path.relative(repoRoot, clean) : clean;
}

/**
 * Writes `dist/.vite/chunks.json`: every JavaScript chunk with its static and lazy imports, the
 * source module it stands for (a lazy page) and where its code comes from (packages and files).
 * `scripts/bundle-budget.mjs` reads it to add up what each route downloads and to check which
 * libraries each route carries.
 */
export function chunkReport(fileName = '.vite/chunks.json'): Plugin {
  let repoRoot = '';
  let webRoot = '';
  return {
    name: 'roleplay:chunk-report',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
      repoRoot = path.resolve(config.root, '../..');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          source: chunk.facadeModuleId ? path.relative(webRoot, chunk.facadeModuleId) : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          origins: [...new Set(Object.keys(chunk.modules).map((id) => moduleOrigin(id, repoRoot)))].sort(),
        }));
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify({ chunks }, null, 1) });
    },
  };
}

/**
 * In development, /register/… opens the registration app's page (register.html), as the server does
 * in production. The app's build is its own (vite.register.config.ts).
 */
function registerPageInDev(): Plugin {
  return {
    name: 'roleplay:register-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/register(?:\/[^.]*)?(?:\?.*)?$/.test(req.url)) req.url = '/register.html';
        next();
      });
    },
  };
}

/** The module whose chunks make the signed-in shell (vite.first-paint.ts: shellPlan): the app, with its router and layout. */
const SHELL_ROOTS = ['src/app/app.tsx'];

const treeshake = {
  // emotion's withTheme (unused here) is the only caller of hoist-non-react-statics, a CommonJS
  // module the bundler keeps, with react-is 16, unless told that loading it does nothing.
  moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
};

/**
 * `vite build --mode plan` (the first step of `npm run build`): the same bundle, written nowhere,
 * to learn which modules the signed-in shell downloads (shellPlan); the build after it puts them in
 * one file (shellChunk).
 */
const planConfig = defineConfig({
  resolve: { alias: [zodWithoutEval] },
  plugins: [react(), shellPlan(SHELL_ROOTS), VitePWA(pwaOptions)],
  logLevel: 'warn',
  build: { write: false, modulePreload: { polyfill: false }, rolldownOptions: { treeshake } },
});

const appConfig = defineConfig({
  resolve: { alias: [zodWithoutEval] },
  plugins: [
    react(),
    chunkReport(),
    bootScript({ page: 'index.html', entry: 'src/boot/kept-view.boot.ts', at: 'after-root' }),
    prerenderPage({ from: 'index.html', to: 'login.html', module: 'src/app/prerender.tsx' }),
    precompress(),
    registerPageInDev(),
    VitePWA(pwaOptions),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Every browser the app supports preloads modules itself (modulepreload): no polyfill in the
    // first download. A browser without it still loads every module, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: { treeshake, output: { codeSplitting: { groups: shellChunk() } } },
  },
});

export default defineConfig(({ mode }) => (mode === 'plan' ? planConfig : appConfig));

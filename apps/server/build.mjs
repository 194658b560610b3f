// The production build of the server: one ES module per entry (the server, the create-admin and
// the backup/restore commands) with @app/shared bundled in, so that nothing runs TypeScript in
// production. Every other package stays an import from node_modules, and must be one of the
// dependencies a production install has. The SQL migrations are copied beside the bundles, where
// src/db/client.ts looks for them.
//
//   node apps/server/build.mjs [--outdir <folder>]    (default apps/server/dist)
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? path.join(here, 'dist'));
const bundled = '@app/shared';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
// What a production install (`npm ci --omit=dev`) provides to the bundles.
const allowed = new Set([
  ...Object.keys(readJson(path.join(here, 'package.json')).dependencies ?? {}),
  ...Object.keys(readJson(path.join(here, '../../packages/shared/package.json')).dependencies ?? {}),
]);
const builtins = new Set(builtinModules);

/** Leaves every bare import but @app/shared to node_modules, refusing packages production lacks. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === bundled || args.path.startsWith(`${bundled}/`)) return undefined;
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { external: true };
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      if (!allowed.has(name)) {
        return { errors: [{ text: `"${name}" is imported but is not in the dependencies of apps/server or packages/shared` }] };
      }
      return { external: true };
    });
  },
};

const started = Date.now();
const staging = `${outdir}.tmp-${process.pid}`;
fs.rmSync(staging, { recursive: true, force: true });
try {
  await build({
    absWorkingDir: here,
    entryPoints: { server: 'src/server.ts', 'create-admin': 'src/cli/create-admin.ts', backup: 'src/backup/cli.ts' },
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  fs.cpSync(path.join(here, 'src/db/migrations'), path.join(staging, 'migrations'), { recursive: true });
  // The roster plan solver's worker thread, which server.js starts from beside itself (modules/roster-plans/solver.ts).
  fs.copyFileSync(path.join(here, 'src/modules/roster-plans/highs-worker.mjs'), path.join(staging, 'highs-worker.mjs'));
} catch (err) {
  fs.rmSync(staging, { recursive: true, force: true });
  // esbuild has already printed its errors.
  if (!err?.errors) console.error(err);
  process.exit(1);
}
// Replace the previous build in one step, so a failed build leaves the last good one in place.
fs.rmSync(outdir, { recursive: true, force: true });
fs.renameSync(staging, outdir);
console.log(`Built the server into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`);

// The web bundles' budget, after `npm run build -w apps/web` (run by `npm test` after the web build).
// Adds up, per route, the JavaScript a browser downloads to show it on a first visit: the entry chunk
// and every chunk it imports, plus the route's lazy page chunks and theirs. Prints raw, gzip and
// brotli sizes per route and fails (exit 1) when a route's compressed JavaScript is over its budget
// or carries a library it must not (the grid and calendar libraries belong to the pages using them).
// `--json` prints the figures as JSON instead.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
/** Each build's chunk report (apps/web/vite.config.ts and vite.register.config.ts write them). */
const reportFile = (name) => path.join(dist, '.vite', name);

/** Libraries no route but the ones using them may load. */
const GRID = '@mui/x-data-grid';
const CALENDARS = ['@fullcalendar/core', '@event-calendar/core'];
const CHARTS = '@mui/x-charts';

/**
 * The routes under budget. `report` names the build the route belongs to (the back office's
 * chunks.json unless named); `pages` are the lazy modules (relative to apps/web) the route loads
 * beside that build's entry. The budget is in brotli kB (1 kB = 1024 bytes), the encoding the server sends
 * (precompressed at the build, docs/decisions.md "Lean pages"); gzip is printed beside it. The
 * sign-in page is the entry itself (apps/web/src/main.tsx), React DOM and a page drawn without MUI,
 * emotion, the router or react-query: the rest of the app (src/app/app.tsx) loads while it is shown,
 * and is counted with the dashboard. Code a page loads only on first use is not counted: the page is
 * shown without it.
 */
export const ROUTES = [
  {
    route: '/login',
    pages: [],
    // 62.8 kB measured (issue 28); 149.8 kB before, when the page came with MUI, emotion, the router
    // and react-query.
    budgetKb: 65,
    forbidden: [GRID, ...CALENDARS, 'zod', 'luxon', '@mui/material', '@emotion/react', 'react-router', '@tanstack/react-query'],
  },
  {
    route: '/ (dashboard)',
    pages: ['src/app/app.tsx', 'src/app/layout.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
    // 268.4 kB measured with the service worker and the offline copy in (issue 28); 269.8 kB once the
    // sign-in page became the entry and the app a chunk of its own (the page's code and the split);
    // 274.9 kB with the four languages (issue 40). 253.5 kB with the signed-in shell in one file
    // (issue 35: it compresses better than the dozens it replaces).
    budgetKb: 260,
    forbidden: [GRID, '@event-calendar/core', CHARTS],
  },
  // Where role-players, coaches and coordinators land on a phone (lib/landing.ts): no calendar, no grid.
  {
    route: '/my-shifts',
    pages: ['src/app/app.tsx', 'src/app/layout.tsx', 'src/features/my-shifts/components/my-shifts-page.tsx'],
    // 208.7 kB measured (issue 28), with the app, the layout and the page. Raised by 3 kB for the
    // texts as plain ES exports (issue 37: 2.6 kB more here than texts written into the code by a
    // plugin, 1.2 %), with the person's language (issue 40) in: 216.8 kB measured; 195.3 kB with the
    // signed-in shell in one file (issue 35); 178.5 kB once luxon left the shell (issue 35).
    budgetKb: 185,
    forbidden: [GRID, ...CALENDARS, CHARTS],
  },
  // A course's results: the charts (@mui/x-charts) load with this page only.
  {
    route: '/courses/:id/results',
    pages: ['src/app/app.tsx', 'src/app/layout.tsx', 'src/features/results/components/course-results-page.tsx'],
    // 316.2 kB measured: the app and layout (193.3 kB) and 122.9 kB of the page, its MUI parts and the
    // charts; 302.4 kB with the signed-in shell in one file (issue 35).
    budgetKb: 310,
    forbidden: [GRID, ...CALENDARS],
  },
  // The participants' registration app, its own build (register.html): the e-mail page is in its
  // entry, drawn with React and its own CSS (no MUI, emotion or react-query); the signed-in course
  // page loads beside it with MUI. Nothing of the back office's grids, calendars or router.
  {
    route: '/register (e-mail)',
    report: 'chunks-register.json',
    pages: [],
    // 61.0 kB measured (issue 28: 98.2 kB with MUI and emotion before).
    budgetKb: 65,
    forbidden: [
      GRID,
      ...CALENDARS,
      'react-router',
      'zod',
      'luxon',
      '@tanstack/react-query',
      '@mui/material',
      '@mui/system',
      '@emotion/react',
      '@emotion/styled',
    ],
  },
  {
    route: '/register (course)',
    report: 'chunks-register.json',
    pages: ['src/regapp/course-page.tsx'],
    budgetKb: 125,
    forbidden: [GRID, ...CALENDARS, 'react-router', 'zod', 'luxon'],
  },
];

function sizes(file) {
  const content = fs.readFileSync(path.join(dist, file));
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).length,
  };
}

/** A build's chunks by file and by source module, and its one entry chunk. */
function readReport(name) {
  const file = reportFile(name);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run npm run build -w apps/web first`);
  const { chunks } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in ${name}, found ${entries.length}`);
  return {
    entry: entries[0],
    byFile: new Map(chunks.map((chunk) => [chunk.file, chunk])),
    bySource: new Map(chunks.filter((chunk) => chunk.source).map((chunk) => [chunk.source, chunk])),
    // A lazy module bundled into a chunk with others (the signed-in shell, vite.first-paint.ts) has
    // no chunk named after it: the chunk that holds it.
    holding: (module) => chunks.find((chunk) => chunk.origins.includes(`apps/web/${module}`)),
  };
}

export function measure() {
  const reports = new Map();
  const reportOf = (name) => {
    if (!reports.has(name)) reports.set(name, readReport(name));
    return reports.get(name);
  };
  const sizeCache = new Map();
  const sizeOf = (file) => {
    if (!sizeCache.has(file)) sizeCache.set(file, sizes(file));
    return sizeCache.get(file);
  };

  /** The chunk and everything it imports statically: what loads before its code runs. */
  function closure(byFile, start, into) {
    const stack = [start];
    while (stack.length) {
      const file = stack.pop();
      if (into.has(file)) continue;
      into.add(file);
      for (const next of byFile.get(file)?.imports ?? []) stack.push(next);
    }
    return into;
  }

  return ROUTES.map((spec) => {
    const { entry, byFile, bySource, holding } = reportOf(spec.report ?? 'chunks.json');
    const files = closure(byFile, entry.file, new Set());
    const first = new Set(files);
    const problems = [];
    for (const page of spec.pages) {
      // Lazy: in a chunk of its own or of a group, never in what the entry loads before it runs.
      const chunk = bySource.get(page) ?? holding(page);
      if (!chunk || first.has(chunk.file) || (!chunk.isDynamicEntry && bySource.get(page))) {
        problems.push(`${page} is not in a lazy chunk (update ROUTES in scripts/bundle-budget.mjs)`);
        continue;
      }
      closure(byFile, chunk.file, files);
    }
    const total = { raw: 0, gzip: 0, brotli: 0 };
    const origins = new Set();
    for (const file of files) {
      if (!file.endsWith('.js')) continue;
      const size = sizeOf(file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
      for (const origin of byFile.get(file)?.origins ?? []) origins.add(origin);
    }
    for (const name of spec.forbidden) if (origins.has(name)) problems.push(`carries ${name}`);
    if (total.brotli > spec.budgetKb * 1024) {
      problems.push(`${(total.brotli / 1024).toFixed(1)} kB of JavaScript (brotli), over its budget of ${spec.budgetKb} kB`);
    }
    return { route: spec.route, chunks: files.size, ...total, budgetKb: spec.budgetKb, problems };
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  let results;
  try {
    results = measure();
  } catch (err) {
    console.error(`bundle budget: ${err.message}`);
    process.exit(1);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`.padStart(10);
    console.log(
      `${'route'.padEnd(20)}${'chunks'.padStart(7)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}  budget (brotli)`,
    );
    for (const r of results) {
      console.log(
        `${r.route.padEnd(20)}${String(r.chunks).padStart(7)}${kb(r.raw)}${kb(r.gzip)}${kb(r.brotli)}  ${r.budgetKb} kB ${r.problems.length ? 'FAILED' : 'ok'}`,
      );
    }
  }
  const failed = results.filter((r) => r.problems.length);
  for (const r of failed) for (const problem of r.problems) console.error(`bundle budget: ${r.route} ${problem}`);
  process.exit(failed.length ? 1 : 0);
}

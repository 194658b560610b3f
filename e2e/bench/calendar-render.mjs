// The dashboard calendar drawing 1,000 shifts, timed in Chromium (not part of npm test; prints figures).
//
//   npm run build -w apps/web && node e2e/bench/calendar-render.mjs [--dist apps/web/dist] [--runs 7]
//
// Serves a built web app from a throw-away static server and answers every API call in the browser
// (page.route): an admin's session, the settings, no holidays, and 1,000 shifts spread over the
// current month, each range getting the shifts inside it. Times the week grid (a desktop window) and
// the month list (a phone-sized window, where the list is the first view): from the moment the
// shifts' answer has been read to the first frame showing every item the view draws. Prints the
// median and the spread over the runs. `--profile` also prints, per view, the functions that took
// the most time in one run (a CPU profile of the drawing). `--dist` points at another build (say, one of main) for a
// before/after comparison.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const dist = path.resolve(arg('dist', path.join(root, 'apps/web/dist')));
const runs = Number(arg('runs', '7'));
const SHIFTS = Number(arg('shifts', '1000'));
const TIME_ZONE = 'America/Toronto';
const PROFILE = process.argv.includes('--profile');

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist} has no index.html: build the web app first (npm run build -w apps/web)`);
  process.exit(1);
}

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dist, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

// 1,000 shifts over this month: 8:00–18:00 starts, one to three hours long, the three types mixed.
const now = new Date();
const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
const daysInMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
const types = ['roleplay', 'training', 'live'];
const shifts = Array.from({ length: SHIFTS }, (_, i) => {
  const day = i % daysInMonth;
  const hour = 13 + ((i * 7) % 10); // UTC: 8:00–17:00 in Toronto
  const begins = monthStart + day * 86_400_000 + hour * 3_600_000;
  return {
    id: i + 1,
    type: types[i % 3],
    begins: new Date(begins).toISOString(),
    ends: new Date(begins + (1 + (i % 3)) * 3_600_000).toISOString(),
    courseId: 1 + (i % 40),
    courseName: `Course ${1 + (i % 40)}`,
    clientName: `Client ${1 + (i % 12)}`,
    cohortName: i % 2 ? `Cohort ${i % 9}` : null,
    myStatus: null,
    myInviteId: null,
    swapInviteId: null,
    answerBy: null,
    myCalls: [],
  };
});
const me = {
  id: 1,
  name: 'Bench Admin',
  email: 'admin@example.com',
  roleList: ['admin'],
  homeNumber: null,
  cellNumber: null,
  mustChangePassword: false,
  lastCoached: null,
  regApp: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  impersonatedBy: null,
  viaLink: false,
};

function answer(url) {
  const u = new URL(url);
  const p = u.pathname.replace(/^\/api\/v1/, '');
  if (p === '/settings') return { timeZone: TIME_ZONE, holidayProvinceCa: 'ON' };
  if (p === '/me') return me;
  if (p === '/holidays') return [];
  if (/^\/users\/\d+\/user_availabilities$/.test(p)) return [];
  if (p === '/course_events') {
    const from = Date.parse(u.searchParams.get('start_time'));
    const to = Date.parse(u.searchParams.get('end_time'));
    return shifts.filter((s) => Date.parse(s.begins) < to && Date.parse(s.ends) > from);
  }
  return null;
}

/** In the page: notes when the shifts' answer has been read, then waits for the view to settle. */
const INSTRUMENT = () => {
  const realFetch = window.fetch.bind(window);
  window.__bench = { answered: 0, shifts: 0 };
  window.fetch = async (...args) => {
    const response = await realFetch(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (!url.includes('/course_events')) return response;
    const text = await response.clone().text();
    window.__bench.shifts = JSON.parse(text).length;
    window.__bench.answered = performance.now();
    return response;
  };
};

async function settle(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = -1;
        let lastChange = 0;
        let stable = 0;
        const tick = () => {
          const count = document.querySelectorAll('[data-testid="calendar-shift"]').length;
          const t = performance.now();
          if (count !== last) {
            last = count;
            lastChange = t;
            stable = 0;
          } else if (count > 0 && ++stable >= 10) {
            resolve({ drawn: lastChange - window.__bench.answered, items: count, shifts: window.__bench.shifts });
            return;
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function measure(viewport, profile = false) {
  const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
  await context.addInitScript(() => localStorage.setItem('session.token', 'bench-token'));
  await context.addInitScript(INSTRUMENT);
  await context.route('**/api/v1/**', (route) => {
    const body = answer(route.request().url());
    return body === null
      ? route.fulfill({ status: 404, json: { error: 'API Endpoint not found', code: 'not_found' } })
      : route.fulfill({ json: body });
  });
  const page = await context.newPage();
  const cdp = profile ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => window.__bench.answered > 0, null, { timeout: 30_000 });
  const result = await settle(page);
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
  await context.close();
  return result;
}

/** The functions with the most time of their own in a CPU profile, with where they come from. */
function printProfile(profile) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const { callFrame } = byId.get(id);
    const key = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/.*\//, '')}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`   ${ms.toFixed(1).padStart(8)} ms  ${key}`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`calendar render, ${SHIFTS} shifts this month, ${runs} runs each, build ${path.relative(root, dist) || dist}`);
for (const [label, viewport] of [
  ['week grid (1280x900)', { width: 1280, height: 900 }],
  ['month list (390x844)', { width: 390, height: 844 }],
]) {
  await measure(viewport); // warm-up: the browser's caches, the server's files
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure(viewport));
  const times = results.map((r) => r.drawn);
  if (PROFILE) {
    console.log(`${label}: where one run's time goes (self time)`);
    await measure(viewport, true);
  }
  console.log(
    `${label.padEnd(22)} median ${median(times).toFixed(0).padStart(5)} ms   min ${Math.min(...times)
      .toFixed(0)
      .padStart(5)} ms   max ${Math.max(...times)
      .toFixed(0)
      .padStart(5)} ms   (${results[0].shifts} shifts in range, ${results[0].items} items drawn)`,
  );
}
await browser.close();
server.close();

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
const email = process.argv[2] ?? 'participant@example.com';
const port = 3391;
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: '/work/main', stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', SEED_DEMO: '1', NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
for (let i = 0; i < 400; i++) { try { if ((await fetch(`${origin}/api/v1/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 250)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, timezoneId: 'America/Toronto' });
  await context.addInitScript(() => {
    window.__t = { pressed: 0, shown: 0 };
    document.addEventListener('submit', () => {
      window.__t.pressed = performance.now();
      const check = () => {
        const cal = document.querySelector('[data-testid="dashboard-calendar"]');
        const drawn = location.pathname === '/my-shifts' ? document.querySelector('[data-testid="next-shifts"]') : cal?.querySelector('[data-testid="calendar-shift"], .fc-list-empty');
        if (drawn && !document.querySelector('[role="progressbar"]')) window.__t.shown = performance.now(); else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, true);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}/login`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const events = [];
  page.on('request', (r) => events.push([Date.now(), 'start', r.url().replace(origin, '')]));
  page.on('requestfinished', (r) => events.push([Date.now(), 'end  ', r.url().replace(origin, '')]));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Demo-pass-1');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => window.__t.shown > 0, null, { timeout: 60000, polling: 100 });
  const { pressed, shown } = await page.evaluate(() => window.__t);
  console.log(`run ${run}: shown ${Math.round(shown - pressed)} ms`);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(origin, '').replace(/-[\w-]{8}\.js/, '.js')}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const byUrl = new Map();
  for (const [k, v] of self) { const u = k.split(' ')[1]?.split(':')[0] ?? k; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `    ${v.toFixed(0).padStart(5)} ms ${k}`).join('\n'));
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `    ${v.toFixed(0).padStart(5)} ms ${k}`).join('\n'));
  for (const [t, kind, url] of events) if (process.env.REQ) if (t - t0 < 4000) console.log(`  ${String(t - t0).padStart(5)} ${kind} ${url.slice(0, 90)}`);
  await context.close();
}
await browser.close();
server.kill();

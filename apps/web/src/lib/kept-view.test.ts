import { TOKEN_STORAGE_KEY } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineCache, KEPT_VIEW_KEY } from './offline-cache-key';

// The page kept on the device (lib/kept-view.ts): saved from a keepable page when it is left, drawn
// again by the boot script for the same session and address only, and taken away at hand-over.

/** The module afresh (its listeners and the page marked keepable are per page load). */
async function keptView() {
  vi.resetModules();
  return import('./kept-view');
}

/** An app page at `path` as the app draws it: emotion's rules in a style sheet, the page in #root. */
function drawPage(path: string, html: string) {
  window.history.replaceState(null, '', path);
  const style = document.createElement('style');
  style.textContent = [
    '.css-used1{color:rgb(1, 2, 3)} .css-other9{color:red} @media (min-width: 600px){.css-used1{padding:4px}}',
    '.plain-unused{margin:0} .plain-unused, .row > .css-used1{margin:2px} body{margin:0}',
  ].join(' ');
  document.head.append(style);
  added.push(style);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const host = () => document.getElementById('kept-view');
/** The style sheets a test added; the head's others (emotion's, from other files) stay. */
const added: Element[] = [];

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-of-riley');
});
afterEach(() => {
  for (const element of added.splice(0)) element.remove();
  localStorage.clear();
  vi.useRealTimers();
});

/** Keeps My shifts as drawn, leaves it, and opens a fresh page at the same address. */
async function leaveAndReopen(path = '/my-shifts') {
  const first = await keptView();
  drawPage(path, '<div class="row"><h1 class="css-used1">My shifts</h1></div><p>Mon 30 Nov, Customer Conversations</p>');
  first.keepThisPage(path);
  window.dispatchEvent(new Event('pagehide'));
  document.body.innerHTML = '<div id="root"></div>';
  return keptView();
}

describe('the page kept on the device', () => {
  it('is saved when My shifts is left, with only the style rules the page uses', async () => {
    await leaveAndReopen();
    const saved = JSON.parse(localStorage.getItem(KEPT_VIEW_KEY) ?? 'null');
    expect(saved).toMatchObject({ path: '/my-shifts' });
    expect(saved.html).toContain('Customer Conversations');
    expect(saved.css).toContain('.css-used1');
    expect(saved.css).toContain('padding: 4px');
    expect(saved.css).not.toContain('css-other9');
    // Rules of the built style sheets too: those naming a class the page lacks go, a list with one that applies stays.
    expect(saved.css).not.toMatch(/^\.plain-unused \{/m);
    expect(saved.css).toContain('.plain-unused, .row > .css-used1');
    expect(saved.css).toMatch(/^body \{/m);
  });

  it('is drawn over the page on the next visit, inert and hidden from assistive technology, until handed over', async () => {
    const next = await leaveAndReopen();
    next.showKeptView();
    const shown = host();
    expect(shown).not.toBeNull();
    expect(shown?.getAttribute('aria-hidden')).toBe('true');
    // The host catches taps (not inert); what it shows is inert (checked in the browser: e2e/pwa.spec.ts).
    expect(shown?.hasAttribute('inert')).toBe(false);
    expect(shown?.nextElementSibling?.id).toBe('root');
    // A closed shadow root: nothing of the copy is reachable from the page.
    expect(shown?.shadowRoot).toBeNull();
    expect(document.body.textContent).not.toContain('Customer Conversations');
    expect(next.keptViewShown()).toBe('/my-shifts');
    next.handOverKeptView();
    expect(host()).toBeNull();
    expect(next.keptViewShown()).toBeNull();
  });

  it('is taken away after a limit even when the app never hands over', async () => {
    const next = await leaveAndReopen();
    vi.useFakeTimers();
    next.showKeptView();
    expect(host()).not.toBeNull();
    vi.advanceTimersByTime(next.KEPT_VIEW_LIMIT_MS);
    expect(host()).toBeNull();
  });

  it('is shown to the same session only', async () => {
    const next = await leaveAndReopen();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-of-somebody-else');
    next.showKeptView();
    expect(host()).toBeNull();
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    next.showKeptView();
    expect(host()).toBeNull();
  });

  it('is shown at its own address only, and never over a page drawn at build time', async () => {
    const next = await leaveAndReopen();
    window.history.replaceState(null, '', '/courses');
    next.showKeptView();
    expect(host()).toBeNull();
    window.history.replaceState(null, '', '/my-shifts');
    document.body.innerHTML = '<div id="root"><form>Sign in</form></div>';
    next.showKeptView();
    expect(host()).toBeNull();
  });

  it('is not kept for a page that is not keepable, nor while the copy is still shown', async () => {
    const views = await keptView();
    drawPage('/courses', '<h1>Courses</h1>');
    views.keepThisPage('/courses');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(KEPT_VIEW_KEY)).toBeNull();

    const next = await leaveAndReopen();
    next.showKeptView();
    const before = localStorage.getItem(KEPT_VIEW_KEY);
    next.keepThisPage('/my-shifts');
    document.getElementById('root')?.append('half drawn');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(KEPT_VIEW_KEY)).toBe(before);
  });

  it('goes at sign-out with the offline schedule', async () => {
    await leaveAndReopen();
    expect(localStorage.getItem(KEPT_VIEW_KEY)).not.toBeNull();
    clearOfflineCache();
    expect(localStorage.getItem(KEPT_VIEW_KEY)).toBeNull();
  });
});

import { TOKEN_STORAGE_KEY } from '@app/shared/constants';
import { KEPT_MAX_AGE_MS, KEPT_VIEW_KEY, onPageLeft, sessionTag } from './offline-cache-key';

/**
 * The page as it was last drawn, shown again the moment the app is opened (issue 28: a repeat visit
 * of My shifts painted within 0.3 s on a slow phone, where the app's own first drawing takes about
 * a second). When a keepable page (My shifts: `useKeptView`) is left or hidden, its drawn HTML and
 * the style rules it uses are saved on the device for the session. On the next visit of the same
 * address with the same session, the page's inline boot script (kept-view.boot.ts, written into
 * index.html by the build) draws that copy over the page before any of the app's code has loaded,
 * as a still picture: inert, hidden from assistive technology, in a closed shadow root so nothing of
 * it mixes with the page, and catching every tap so none reaches the page beneath. The app draws the live page underneath; the copy is taken away when that
 * page has its data, when the app goes to another address or shows an error page, or after
 * KEPT_VIEW_LIMIT_MS at most.
 *
 * Like the offline schedule (lib/offline-cache.ts), the copy belongs to one session: saved with the
 * session's tag, shown only to it, and removed at sign-out (offline-cache-key.ts's clearOfflineCache).
 * This module uses no React, so the boot script carries only what it needs of it.
 */

/** The addresses whose page may be kept: the first page of the people who open the app on a phone. */
export const KEPT_VIEW_PAGES: ReadonlySet<string> = new Set(['/my-shifts']);
/** The longest the copy stays over the page, whatever happens to the app meanwhile. */
export const KEPT_VIEW_LIMIT_MS = 10_000;
/** A page too large to keep (characters): localStorage is shared with the offline schedule. */
const MAX_SIZE = 1_500_000;
const HOST_ID = 'kept-view';

interface KeptView {
  tag: string;
  path: string;
  savedAt: number;
  html: string;
  css: string;
  /** The body's look, which the copy inherits: the app's stylesheet for <body> has not loaded yet. */
  look: string;
}

/** The copy kept for this session and address, or null. */
function keptFor(path: string): KeptView | null {
  try {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const raw = localStorage.getItem(KEPT_VIEW_KEY);
    if (!token || !raw) return null;
    const kept = JSON.parse(raw) as KeptView;
    const fresh = Date.now() - kept.savedAt < KEPT_MAX_AGE_MS;
    return kept.tag === sessionTag(token) && kept.path === path && fresh ? kept : null;
  } catch {
    return null;
  }
}

/** Takes the copy away (the live page is there). Does nothing when none is shown. */
export function handOverKeptView(): void {
  const host = document.getElementById(HOST_ID);
  if (!host) return;
  host.remove();
  performance.mark('kept-view-handed-over');
}

/** The address whose copy is shown now, or null. */
export function keptViewShown(): string | null {
  return document.getElementById(HOST_ID)?.dataset.path ?? null;
}

/**
 * Boot time, before the app's code: draws this address's kept copy over the page, if the session
 * kept one. Nothing when #root already holds a page drawn at build time (login.html).
 */
export function showKeptView(): void {
  const root = document.getElementById('root');
  const path = window.location.pathname;
  if (!root || root.firstElementChild || !KEPT_VIEW_PAGES.has(path)) return;
  const kept = keptFor(path);
  if (!kept) return;
  const host = document.createElement('div');
  host.id = HOST_ID;
  host.dataset.path = path;
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;inset:0;overflow:hidden;z-index:2000;${kept.look}`;
  const shadow = host.attachShadow({ mode: 'closed' });
  // The copy's own elements are inert (no focus, no tap, no find-in-page); the host is not, so a tap
  // on the picture lands on it and stops there, never on the live page being drawn beneath.
  shadow.innerHTML = `<style>${kept.css}</style><div inert>${kept.html}</div>`;
  root.before(host);
  performance.mark('kept-view-shown');
  window.setTimeout(handOverKeptView, KEPT_VIEW_LIMIT_MS);
}

/** Whether a style rule can apply to the drawn page: every class it names is on an element of it. */
function usedBy(rule: CSSRule, classes: ReadonlySet<string>): boolean {
  if ('selectorText' in rule) {
    // A selector list applies when one of its selectors does.
    return String(rule.selectorText)
      .split(',')
      .some((selector) =>
        Array.from(selector.matchAll(/\.([\w-]+)/g), ([, name]) => name).every((name) => name && classes.has(name)),
      );
  }
  // @media and the like: when a rule inside does. Others (@keyframes, @font-face) are kept.
  if ('cssRules' in rule) return Array.from(rule.cssRules as CSSRuleList).some((inner) => usedBy(inner, classes));
  return true;
}

/** The style rules the drawn page uses, from every style sheet of the page (emotion's and the built ones). */
function rulesFor(html: string): string {
  const classes = new Set<string>();
  for (const [, names] of html.matchAll(/class="([^"]*)"/g)) for (const name of names?.split(/\s+/) ?? []) classes.add(name);
  const kept: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules)) if (usedBy(rule, classes)) kept.push(rule.cssText);
  }
  return kept.join('\n');
}

/**
 * The inherited part of the body's look: font, colour, background, and the two base rules of MUI's
 * CssBaseline the copy's elements inherit (border-box sizing, no text autosizing on phones), which
 * style <html> and so cannot come with the copy's own rules.
 */
function bodyLook(): string {
  const body = getComputedStyle(document.body);
  return [
    'font-family',
    'font-size',
    'font-weight',
    'line-height',
    'letter-spacing',
    'color',
    'background-color',
    'box-sizing',
    '-webkit-text-size-adjust',
  ]
    .map((name) => `${name}:${body.getPropertyValue(name)}`)
    .join(';');
}

let keepable: string | null = null;
let listening = false;

/** Saves the page now drawn, if it is keepable and no copy is over it. */
function saveKeptView(): void {
  const path = window.location.pathname;
  const root = document.getElementById('root');
  if (keepable !== path || !root || keptViewShown()) return;
  try {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    if (!token) return;
    const html = root.innerHTML;
    const kept: KeptView = { tag: sessionTag(token), path, savedAt: Date.now(), html, css: rulesFor(html), look: bodyLook() };
    const text = JSON.stringify(kept);
    if (text.length > MAX_SIZE) localStorage.removeItem(KEPT_VIEW_KEY);
    else localStorage.setItem(KEPT_VIEW_KEY, text);
  } catch {
    // Storage full or unavailable: the next visit draws the page the usual way.
  }
}

/**
 * The page at `path` is drawn with its data and may be kept: it is saved when the page is hidden or
 * left (a phone closes a tab or switches apps at any moment). Returns the undo, for when it goes.
 */
export function keepThisPage(path: string): () => void {
  if (!KEPT_VIEW_PAGES.has(path)) return () => undefined;
  keepable = path;
  if (!listening) {
    listening = true;
    onPageLeft(saveKeptView);
  }
  return () => {
    if (keepable === path) keepable = null;
  };
}

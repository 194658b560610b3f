import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  drawnAhead,
  drawnHidden,
  type FirstDraw,
  firstDraw,
  hideDrawnUnlessHere,
  languageStorageKey,
  pickLanguage,
  REGAPP_TOKEN_STORAGE_KEY,
} from './first-draw';

const KEY = 'north-2026';
const at = (path: string) => new URL(path, 'https://example.test');
const kept = (entries: Record<string, string> = {}) => ({ getItem: (name: string) => entries[name] ?? null });
const blocked = {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe('the first state of a visit, and whether the page drawn at build time is it', () => {
  it('(a) a signed-out visitor of a course on an en-CA device: the e-mail page, drawn ahead', () => {
    const first = firstDraw(at(`/register/${KEY}`), kept(), ['en-CA', 'en']);
    expect(first).toEqual({ key: KEY, token: null, offer: null, language: 'en-CA', phase: 'signed-out' });
    expect(drawnAhead(first)).toBe(true);
    // Any English counts as en-CA, and a device with no language speaks it too.
    expect(drawnAhead(firstDraw(at(`/register/${KEY}/`), kept(), ['en-GB']))).toBe(true);
    expect(drawnAhead(firstDraw(at(`/register/${KEY}`), kept(), []))).toBe(true);
  });

  it('(b) a kept session opens the course page, not the drawn one', () => {
    const first = firstDraw(at(`/register/${KEY}?offer=5`), kept({ [REGAPP_TOKEN_STORAGE_KEY]: 'session' }), ['en-CA']);
    expect(first).toMatchObject({ key: KEY, offer: 5, phase: 'signed-in' });
    expect(drawnAhead(first)).toBe(false);
  });

  it("(c) a link's token is exchanged first, whether or not a session is kept", () => {
    for (const storage of [kept(), kept({ [REGAPP_TOKEN_STORAGE_KEY]: 'old' })]) {
      const first = firstDraw(at(`/register/${KEY}?token=one-time`), storage, ['en-CA']);
      expect(first).toMatchObject({ key: KEY, token: 'one-time', phase: 'signing-in' });
      expect(drawnAhead(first)).toBe(false);
    }
  });

  it("(d) another language, the device's or the one remembered for the course, is not the drawn page", () => {
    const french = firstDraw(at(`/register/${KEY}`), kept(), ['fr-CA', 'en-CA']);
    expect(french.language).toBe('fr-CA');
    expect(drawnAhead(french)).toBe(false);

    // The course's remembered language wins over the device's, either way round.
    const remembered = firstDraw(at(`/register/${KEY}`), kept({ [languageStorageKey(KEY)]: 'pt-PT' }), ['en-CA']);
    expect(remembered.language).toBe('pt-PT');
    expect(drawnAhead(remembered)).toBe(false);
    const back = firstDraw(at(`/register/${KEY}`), kept({ [languageStorageKey(KEY)]: 'en-CA' }), ['es-ES']);
    expect(drawnAhead(back)).toBe(true);

    // Another course's language, or a value the app does not speak, counts for nothing.
    expect(firstDraw(at(`/register/${KEY}`), kept({ [languageStorageKey('other')]: 'fr-CA' }), []).language).toBe('en-CA');
    expect(firstDraw(at(`/register/${KEY}`), kept({ [languageStorageKey(KEY)]: 'de-DE' }), []).language).toBe('en-CA');
  });

  it('(e) an address with no course key, or a malformed one, is not the drawn page', () => {
    for (const path of ['/register', '/register/', '/register/a/b', '/register/%E0%A4%A']) {
      const first = firstDraw(at(path), kept(), ['en-CA']);
      expect(first.key, path).toBeNull();
      expect(drawnAhead(first), path).toBe(false);
    }
  });

  it('reads the offer only as a positive whole number, and decodes the key', () => {
    expect(firstDraw(at('/register/a%20b?offer=0'), kept(), []).offer).toBeNull();
    expect(firstDraw(at('/register/a%20b?offer=2.5'), kept(), []).offer).toBeNull();
    expect(firstDraw(at('/register/a%20b?offer=x'), kept(), []).key).toBe('a b');
  });

  it('a storage that throws (blocked by the browser) throws: the caller decides', () => {
    expect(() => firstDraw(at(`/register/${KEY}`), blocked, ['en-CA'])).toThrow(DOMException);
  });
});

describe('pickLanguage', () => {
  it('matches exactly, then by the first part, then falls back to en-CA', () => {
    expect(pickLanguage(['es-ES'])).toBe('es-ES');
    expect(pickLanguage(['PT-br', 'fr'])).toBe('pt-PT');
    expect(pickLanguage(['de-DE', 'fr'])).toBe('fr-CA');
    expect(pickLanguage(['de-DE', 'ja'])).toBe('en-CA');
  });
});

describe('hideDrawnUnlessHere (the inline script of register.html)', () => {
  const state = (over: Partial<FirstDraw>): FirstDraw => ({
    key: KEY,
    token: null,
    offer: null,
    language: 'en-CA',
    phase: 'signed-out',
    ...over,
  });
  const run = (first: () => FirstDraw) => {
    const doc = document.implementation.createHTMLDocument('register');
    hideDrawnUnlessHere(doc, first);
    return doc;
  };

  it('leaves the drawn page shown for the state it was drawn for', () => {
    expect(drawnHidden(run(() => state({})))).toBe(false);
  });

  it('hides it for any other state, and when the state cannot be read', () => {
    const others: Array<() => FirstDraw> = [
      () => state({ phase: 'signed-in' }),
      () => state({ phase: 'signing-in', token: 't' }),
      () => state({ language: 'fr-CA' }),
      () => state({ key: null }),
      () => firstDraw(at(`/register/${KEY}`), blocked, ['en-CA']),
    ];
    for (const other of others) expect(drawnHidden(run(other))).toBe(true);
  });

  it('hides it in every frame: the page’s own stylesheet keeps #root out while <html> is marked', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'regapp.css'), 'utf8');
    expect(css.replace(/\s+/g, ' ')).toContain('html[data-drawn-off] #root { display: none; }');
  });
});

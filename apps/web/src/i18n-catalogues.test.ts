import fs from 'node:fs';
import path from 'node:path';
import { COURSE_LANGUAGES } from '@app/shared/constants';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  type Catalogue,
  checkCatalogues,
  englishInComponent,
  filesOf,
  idsInSource,
  parsePo,
  placeholdersOf,
} from './test/i18n-check';

/**
 * The web's languages (issue 40): every text the translated parts name is in each language's
 * catalogue, translated, with the same placeholders as the English; the compiled catalogues are
 * those of the .po files; and no component of a translated part writes English outside the
 * catalogue. Each check is shown to fail on a planted mistake.
 */
const root = path.resolve(import.meta.dirname, '..');
const { translated } = JSON.parse(fs.readFileSync(path.join(root, 'src/locales/translated.json'), 'utf8')) as {
  translated: string[];
};
const files = translated.flatMap((entry) => filesOf(root, entry));
/** The shell's catalogue and each feature's (lingui.config.js), without the language: `src/locales/fr-CA/messages` is `src/locales/{language}/messages`. */
const featuresWithTexts = fs
  .readdirSync(path.join(root, 'src/features'))
  .filter((feature) => fs.existsSync(path.join(root, `src/features/${feature}/locales`)));
/** The registration app's two (its own build): the first download's texts and the course page's. */
const regappCatalogues = ['src/regapp/locales/{language}', 'src/regapp/locales/course/{language}'];
const cataloguePaths = [
  'src/locales/{language}/messages',
  ...featuresWithTexts.map((feature) => `src/features/${feature}/locales/{language}`),
  ...regappCatalogues,
];
/**
 * The catalogues read without Lingui's runtime by the pages drawn at build time (lib/i18n/compiled-text.ts
 * knows plain `{name}` placeholders only): the registration app's and the sign-in page's.
 */
const plainCatalogues = [...regappCatalogues, 'src/features/auth/locales/{language}'];
/** Whether a compiled text is text and plain `{name}` placeholders only (no plural, select, number…). */
const plainText = (text: unknown) =>
  typeof text === 'string' ||
  (Array.isArray(text) &&
    text.every((part) => typeof part === 'string' || (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string')));
const at = (catalogue: string, language: string) => path.join(root, catalogue.replace('{language}', language));
/** Each language's texts, every catalogue of it together. */
const catalogues: Record<string, Catalogue> = Object.fromEntries(
  COURSE_LANGUAGES.map((language) => [
    language,
    new Map(cataloguePaths.flatMap((catalogue) => [...parsePo(fs.readFileSync(`${at(catalogue, language)}.po`, 'utf8'))])),
  ]),
);
const idsInCode = [...new Set(files.flatMap((file) => idsInSource(fs.readFileSync(file, 'utf8'))))];

describe('the catalogues', () => {
  it('hold every text of the translated parts in the four languages, with the same placeholders', () => {
    expect(idsInCode.length).toBeGreaterThan(50);
    expect(checkCatalogues(catalogues, 'en-CA', idsInCode)).toEqual([]);
  });

  it('are compiled as they are written (run `npm run i18n -w apps/web` after changing a text)', async () => {
    for (const catalogue of cataloguePaths) {
      for (const language of COURSE_LANGUAGES) {
        const where = `${catalogue} ${language}`;
        const { messages } = (await import(/* @vite-ignore */ `${at(catalogue, language)}.ts`)) as {
          messages: Record<string, unknown>;
        };
        const written = parsePo(fs.readFileSync(`${at(catalogue, language)}.po`, 'utf8'));
        expect(Object.keys(messages).sort(), where).toEqual([...written.keys()].sort());
        for (const [id, text] of written) expect(messages[id], `${where} ${id}`).toEqual(compileMessage(text));
      }
    }
  });

  it("of the pages drawn at build time hold plain texts, which their reader knows (the regapp's, the sign-in page's)", async () => {
    for (const catalogue of plainCatalogues) {
      for (const language of COURSE_LANGUAGES) {
        const { messages } = (await import(/* @vite-ignore */ `${at(catalogue, language)}.ts`)) as {
          messages: Record<string, unknown>;
        };
        expect(Object.keys(messages).length, `${catalogue} ${language}`).toBeGreaterThan(5);
        const notPlain = Object.keys(messages).filter((id) => !plainText(messages[id]));
        expect(notPlain, `${catalogue} ${language}`).toEqual([]);
      }
    }
    // The sign-in page's have no placeholders at all: its drawn pages hold each as one string (features/auth/page-texts.ts).
    for (const language of COURSE_LANGUAGES) {
      const { messages } = (await import(/* @vite-ignore */ `${at('src/features/auth/locales/{language}', language)}.ts`)) as {
        messages: Record<string, unknown>;
      };
      const withPlaceholders = Object.entries(messages)
        .filter(
          ([, text]) => !(typeof text === 'string' || (Array.isArray(text) && text.length === 1 && typeof text[0] === 'string')),
        )
        .map(([id]) => id);
      expect(withPlaceholders, language).toEqual([]);
    }
    expect(plainText(compileMessage('Bonjour {name}, à {time}'))).toBe(true);
    expect(plainText(compileMessage('{count, plural, one {# appel} other {# appels}}'))).toBe(false);
  });

  it('translate: no catalogue but the English one repeats the English of a sentence', () => {
    // Names (the product's) and words that are the same in both languages may stay, each named here.
    const sameOnPurpose = new Set([
      'fr-CA layout.productName',
      'pt-PT layout.productName',
      'es-ES layout.productName',
      'fr-CA myShifts.participants',
    ]);
    const english = catalogues['en-CA'] ?? new Map<string, string>();
    for (const language of COURSE_LANGUAGES.filter((l) => l !== 'en-CA')) {
      const same = [...(catalogues[language] ?? new Map<string, string>())]
        .filter(([id, text]) => text === english.get(id) && text.split(' ').length > 2 && !sameOnPurpose.has(`${language} ${id}`))
        .map(([id]) => id);
      expect(same, language).toEqual([]);
    }
  });

  it('fail when a language lacks a text, leaves it empty, or fills in other placeholders', () => {
    const planted: Record<string, Catalogue> = {
      'en-CA': new Map([
        ['a.hello', 'Hello {name}'],
        ['a.count', '{count, plural, one {# call} other {# calls}}'],
        ['a.bye', 'Bye'],
      ]),
      'fr-CA': new Map([
        ['a.hello', 'Bonjour {nom}'],
        ['a.count', '{count, plural, one {# appel} other {# appels}}'],
        ['a.bye', ''],
      ]),
      'pt-PT': new Map([['a.hello', 'Olá {name}']]),
    };
    expect(checkCatalogues(planted, 'en-CA', ['a.hello', 'a.count', 'a.bye'])).toEqual([
      "fr-CA: 'a.bye' is not translated",
      "fr-CA: 'a.hello' fills in {nom}, en-CA fills in {name}",
      "pt-PT: 'a.count' is missing",
      "pt-PT: 'a.bye' is missing",
    ]);
    expect(placeholdersOf(compileMessage('{type, select, a {A {x}} other {B}} {y}'))).toEqual(['type', 'x', 'y']);
  });
});

describe("the features' catalogues", () => {
  it('are there for the features that write texts, and each page of such a feature brings its own (lazyPage)', () => {
    expect(featuresWithTexts).toEqual(expect.arrayContaining(['my-shifts', 'dashboard', 'shifts']));
    for (const feature of fs.readdirSync(path.join(root, 'src/features'))) {
      const routes = path.join(root, `src/features/${feature}/routes.tsx`);
      if (!fs.existsSync(routes)) continue;
      const source = fs.readFileSync(routes, 'utf8');
      // A page loaded with React's own lazy() would be drawn before its texts have arrived.
      expect(source, feature).not.toMatch(/[^.\w]lazy\(/);
      for (const [, part] of source.matchAll(/lazyPage\('([^']+)'/g)) expect(part, routes).toBe(feature);
    }
  });
});

describe('the translated parts', () => {
  it('are listed, and each exists', () => {
    expect(translated).toContain('src/features/my-shifts');
    for (const entry of translated) expect(fs.existsSync(path.join(root, entry)), entry).toBe(true);
  });

  it('write no English outside the catalogue', () => {
    const findings = files
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => englishInComponent(path.relative(root, file), fs.readFileSync(file, 'utf8')));
    expect(findings).toEqual([]);
  });

  it('fail on English written in a component: between tags, in braces, in a read prop, in a message', () => {
    const planted = [
      "import { t } from '../lib/i18n/i18n';",
      'export function Planted({ ok, push }: { ok: boolean; push(text: string): void }) {',
      '  push(ok ? t(TEXT) : "Could not save");',
      '  return (',
      '    <Box aria-label="Main menu" data-testid="kept-as-is" sx={{ p: 1 }}>',
      '      <Typography>Hello there</Typography>',
      "      {ok ? 'Saved' : t(TEXT)}",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted component's own template literal
      '      <Chip label={`Offered to ${count} people`} />',
      '      <Button title={t(TEXT)}>{t(TEXT)} · 2</Button>',
      '      <span>{MESSAGES.offlineNotice}</span>',
      '    </Box>',
      '  );',
      '}',
    ].join('\n');
    expect(englishInComponent('planted.tsx', planted)).toEqual([
      'planted.tsx:3: push("Could not save")',
      'planted.tsx:5: aria-label="Main menu"',
      'planted.tsx:6: "Hello there"',
      'planted.tsx:7: {"Saved"}',
      'planted.tsx:8: label="Offered to … people"',
      'planted.tsx:10: {"MESSAGES.offlineNotice"}',
    ]);
  });
});

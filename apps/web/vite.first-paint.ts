import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { type OutputBundle, build as rolldownBuild } from 'rolldown';
import { type Plugin, runnerImport } from 'vite';

// The web's path to the first paint, at build time: everything the builds (vite.config.ts for the
// back office, vite.register.config.ts for the registration app) do to a page beyond Vite's own
// work. Each piece is kept because it earns its place on a phone (the profile of
// e2e/bench/phone.mjs: 4x slower CPU, 150 ms round trips, 1.6 Mbps; medians of 9 on a quiet machine,
// 2026-11-28, with and without it, docs/decisions.md):
//   - prerenderPage: /login painted in 448 ms drawn, 1,060 ms plain (2.4x); the registration app's
//     e-mail page 444 ms drawn, 1,112 ms plain (2.5x);
//   - bootScript: My shifts opened again painted from the kept copy (src/lib/kept-view.ts) in 356 ms,
//     1,688 ms without (4.7x); register.html's script hides the drawn page on the visits that do not
//     open on it (src/regapp/first-draw.ts), which the drawn page needs to be right;
//   - shellPlan and shellChunk: the signed-in shell in one file rather than dozens (figure in
//     shellChunk's comment);
//   - zodWithoutEval: not for speed: the Content-Security-Policy allows no eval.
// The runtime pieces they write into the pages live in src/boot/.

/**
 * Both builds' `import … from 'zod'` resolve to src/boot/zod-without-eval.ts, which sets zod's public
 * `jitless` setting before any schema is made (the Content-Security-Policy allows no eval).
 */
export const zodWithoutEval = { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/boot/zod-without-eval.ts') };

/** Build time: a stylesheet imported by a module drawn ahead of time counts for nothing (the page links its own). */
function withoutStyles(): Plugin {
  const empty = '\0roleplay-no-style';
  return {
    name: 'roleplay:without-styles',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('.css') ? empty : null),
    load: (id) => (id === empty ? 'export {}' : null),
  };
}

/**
 * A built page as a browser reads it (jsdom's HTML parser), edited through the DOM, then written
 * out again: never by matching its text.
 */
function editPage(source: string, edit: (document: Document, root: HTMLElement) => void): string {
  const dom = new JSDOM(source);
  const { document } = dom.window;
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root');
  edit(document, root);
  return dom.serialize();
}

/**
 * The page's entry stylesheet (a few kB) written into it as a <style>: nothing to fetch before its
 * first paint, and nothing for an inline script to wait for.
 */
function inlineStylesheet(document: Document, bundle: OutputBundle): void {
  const link = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"]');
  const sheet = link && bundle[(link.getAttribute('href') ?? '').replace(/^\//, '')];
  if (!link || sheet?.type !== 'asset') return;
  const style = document.createElement('style');
  style.textContent = String(sheet.source).trim();
  link.replaceWith(style);
}

/**
 * A page drawn at build time (issue 28): `from`, a page of this build, with the screen its module
 * draws (`drawnHtml()`, through Vite's module runner, stylesheets stubbed) written into its #root,
 * the title that screen sets once React runs (`drawnTitle()`, when the module has one) and
 * the entry's small stylesheet written into the page, so a phone paints it as soon as the page has
 * arrived, before any script. Written as `to` (the same name replaces the page). The page's entry
 * then hydrates it: React takes over the elements that are there rather than drawing them again.
 * - `login.html` (the server's answer for /login): the sign-in screen (app/prerender.tsx), and
 *   `login.{language}.html` for its other languages (its `drawnLanguages`), the server choosing;
 * - `register.html`: the registration app's e-mail page (regapp/prerender.tsx).
 */
export function prerenderPage({ from, to, module }: { from: string; to: string; module: string }): Plugin {
  let root = '';
  return {
    name: `roleplay:prerender-${to}`,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const page = bundle[from];
      if (page?.type !== 'asset') return this.error(`prerender: the build has no ${from}`);
      const { module: drawing } = await runnerImport<{
        drawnHtml(language?: string): string;
        drawnTitle?(): string;
        drawnLanguages?: readonly string[];
        drawnData?(language?: string): { id: string; json: string };
      }>(path.join(root, module), {
        root,
        configFile: false,
        logLevel: 'warn',
        plugins: [withoutStyles()],
      });
      const built = String(page.source);
      // A module that names its languages is drawn in each: `to` in the first, `to` with the
      // language before `.html` in the others (login.fr-CA.html), each with its `<html lang>`.
      const languages = drawing.drawnLanguages ?? [undefined];
      for (const [index, language] of languages.entries()) {
        const fileName = index === 0 || !language ? to : to.replace(/\.html$/, `.${language}.html`);
        const source = editPage(built, (document, element) => {
          inlineStylesheet(document, bundle);
          if (language) document.documentElement.lang = language;
          const title = drawing.drawnTitle?.();
          if (title !== undefined) document.title = title;
          element.innerHTML = drawing.drawnHtml(language);
          // Data the page's script reads to take the drawn page over (the sign-in page's texts).
          const data = drawing.drawnData?.(language);
          if (data) {
            const script = document.createElement('script');
            script.type = 'application/json';
            script.id = data.id;
            script.textContent = data.json.replaceAll('<', '\\u003c');
            document.head.append(script);
          }
          // React writes the preloads of the images it drew ahead of the markup: they belong in the head.
          for (const preload of element.querySelectorAll(':scope > link')) document.head.append(preload);
        });
        if (!source.includes('<style>') || !source.includes('<form'))
          return this.error(`prerender: ${from} has changed shape (its stylesheet link or #root)`);
        if (fileName === from) page.source = source;
        else this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/**
 * A small script run while the page is parsed, before its first paint and before the app's own code
 * (issue 28): `entry` bundled on its own (rolldown, minified, one function scope) and written into
 * `page` just after #root (`at: 'after-root'`: it may draw beside it), or at the end of the head
 * (`at: 'head'`: it runs before #root is parsed). The server allows it by its hash in the
 * Content-Security-Policy (apps/server/src/plugins/static-web.ts reads it from the built pages);
 * no other inline script runs. The page's stylesheet is written in too: a script waits for the style
 * sheets linked before it. Runs before prerenderPage, so a page drawn from `page` keeps it too.
 */
export function bootScript({ page, entry, at }: { page: string; entry: string; at: 'head' | 'after-root' }): Plugin {
  let root = '';
  return {
    name: `roleplay:boot-script-${page}`,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = bundle[page];
      if (html?.type !== 'asset') return this.error(`boot script: the build has no ${page}`);
      const built = await rolldownBuild({
        input: path.join(root, entry),
        write: false,
        logLevel: 'warn',
        output: { format: 'iife', minify: true, codeSplitting: false },
      });
      const code = built.output[0].code.trim();
      if (code.includes('</script')) return this.error(`boot script: ${entry} writes a closing script tag`);
      html.source = editPage(String(html.source), (document, element) => {
        inlineStylesheet(document, bundle);
        if (element.hasChildNodes()) throw new Error(`boot script: ${page} has no empty #root`);
        const script = document.createElement('script');
        script.textContent = code;
        if (at === 'head') document.head.append(script);
        else element.after(script);
      });
    },
  };
}

/** Where the plan pass leaves the shell's modules for the build that follows it (Vite's own cache folder). */
export const SHELL_PLAN = path.resolve(import.meta.dirname, 'node_modules/.vite/shell-modules.json');

/**
 * The plan pass (`vite build --mode plan`, which writes no files): the modules of every chunk that
 * loading `roots` (the app, with its router and layout) downloads, but for the entry's own (the
 * sign-in page's), written to SHELL_PLAN for shellChunk. Taken from the chunks the bundler made, so only what is left
 * after tree-shaking: walking the module graph instead would follow a library's index to all of it
 * (the imports a module makes are known before tree-shaking; which of them stay is not).
 */
export function shellPlan(roots: readonly string[]): Plugin {
  let root = '';
  return {
    name: 'roleplay:shell-plan',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
      );
      const loaded = (starts: Iterable<string>) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of chunks.get(file)?.imports ?? []) visit(next);
        };
        for (const file of starts) visit(file);
        return seen;
      };
      const entry = loaded([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const starts = roots.map((module) => {
        const id = path.resolve(root, module);
        const chunk = [...chunks.values()].find((item) => item.facadeModuleId === id);
        if (!chunk) this.error(`shellPlan: ${module} is not a chunk of its own`);
        return chunk.fileName;
      });
      const modules = [...loaded(starts)]
        .filter((file) => !entry.has(file))
        .flatMap((file) => Object.keys(chunks.get(file)?.modules ?? {}));
      fs.mkdirSync(path.dirname(SHELL_PLAN), { recursive: true });
      fs.writeFileSync(SHELL_PLAN, JSON.stringify({ roots, modules }));
    },
  };
}

/**
 * One file for the signed-in shell (issue 35): the modules the plan pass found (shellPlan) form one
 * chunk. Every signed-in page downloads all of them anyway; left to itself the bundler splits them by
 * which pages share each one into some sixty small files, and on a phone each costs a round trip
 * (HTTP/1.1, six at a time, 150 ms each on the bench's profile). In one file they also compress
 * better: My shifts' first download 211.4 → 195.3 kB (48 → 17 files), the dashboard's 269.5 → 253.5
 * kB. A form filled at once and tapped reached My shifts and a participant's day in 2,853 / 3,253 ms
 * without it, 2,113 / 2,100 ms with it (1.35× and 1.55×; medians of 7, quiet machine, 2026-11-29).
 * Without a plan (a plain `vite build`) the bundler splits as it likes.
 */
export function shellChunk(): { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }[] {
  if (!fs.existsSync(SHELL_PLAN)) return [];
  const modules = new Set<string>(JSON.parse(fs.readFileSync(SHELL_PLAN, 'utf8')).modules);
  // Exactly the plan's modules: their own imports are among them or in the entry by construction.
  return [{ name: 'shell', test: (id) => modules.has(id), includeDependenciesRecursively: false }];
}

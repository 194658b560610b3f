import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's code imports only the packages apps/web/package.json declares. The workspaces share one
 * node_modules, so a package another workspace declares (date-fns and @date-fns/tz, the server's)
 * would build here without a word: the web has one date library, luxon (docs/decisions.md).
 */
const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

/** Product code only: tests and their helpers run under the root's test tools. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(root, 'src/test') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `from 'x'`, `import 'x'` and `import('x')`: the package each bare specifier names. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'([^'.][^']*)'/gm;
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function importedPackages(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (specifier === undefined || /^(node|virtual):/.test(specifier)) continue;
      const name = packageOf(specifier);
      found.set(name, [...(found.get(name) ?? []), path.relative(root, file)]);
    }
  }
  return found;
}

describe("the web's dependencies", () => {
  it('are declared in apps/web/package.json for every package its code imports', () => {
    const imported = importedPackages();
    expect(imported.get('luxon')?.length).toBeGreaterThan(0);
    const undeclared = [...imported]
      .filter(([name]) => !declared.has(name))
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(undeclared).toEqual([]);
  });

  it('hold one date library, luxon', () => {
    expect(declared).toContain('luxon');
    expect([...declared].filter((name) => /date-fns|moment|dayjs/.test(name))).toEqual([]);
  });
});

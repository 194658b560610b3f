// The import boundaries of .dependency-cruiser.cjs, checked in `npm test` through dependency-cruiser's
// API: no rule is broken in apps/server/src, apps/web/src or packages/shared/src, and no two server
// modules (modules/<name>) or web features (features/<name>) depend on each other in a circle. The
// rules see files; a circle between modules usually runs through different files of each module
// (auth/service -> users, users/routes -> auth), so it is found here on the graph with each
// module's files taken together. A small tree with every mistake in it shows that each check fires.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './prepare.mjs';

const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

/** Cruises `sources` (relative to `baseDir`) with the repository's rules; the cruise result. */
async function cruiseWithRules(baseDir, sources) {
  const options = await extractDepcruiseOptions(path.join(repoRoot, '.dependency-cruiser.cjs'));
  const { output } = await cruise(sources, { ...options, baseDir });
  return output;
}

/** One line per broken rule: the rule, the import, the circle when it is one, and why the rule is there. */
function violationLines(result, ruleSet) {
  const why = new Map(ruleSet.forbidden.map((rule) => [rule.name, rule.comment]));
  return result.summary.violations.map((v) => {
    const circle = v.cycle ? `\n    circle: ${[v.from, ...v.cycle.map((step) => step.name)].join(' -> ')}` : '';
    return `${v.rule.name}: ${v.from} -> ${v.to}${circle}\n    ${why.get(v.rule.name) ?? ''}`;
  });
}

/** The module a server file belongs to ('modules/auth'), the file itself for other server files. */
const serverUnit = (file) => {
  const module = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file);
  if (module) return `modules/${module[1]}`;
  return file.startsWith('apps/server/src/') ? file : null;
};

/** The feature a web file belongs to ('features/shifts'), the file itself for other web files. */
const webUnit = (file) => {
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  if (feature) return `features/${feature[1]}`;
  return file.startsWith('apps/web/src/') ? file : null;
};

/**
 * Circles between units (`unitOf` gives a file's module or feature, the file itself for the area's
 * other files, null outside the area). Unit A depends on unit B when a file of A imports a file of
 * B, directly or through the area's other files (lib/, plugins/, components/ …), so a circle that
 * runs through shared code is found too. The circles are the strongly connected components of more
 * than one unit, each with the import chains that make its edges, so the message says which files
 * to change.
 */
function unitCycles(result, unitOf) {
  const isUnit = (node) => node !== null && !node.startsWith('apps/');
  const importsOf = new Map(result.modules.map((file) => [file.source, file.dependencies]));
  const filesOf = new Map();
  for (const file of result.modules) {
    const unit = unitOf(file.source);
    if (isUnit(unit)) filesOf.set(unit, [...(filesOf.get(unit) ?? []), file.source]);
  }

  // edges: unit -> (unit -> import chains, each 'a.ts -> b.ts [-> c.ts …]').
  const edges = new Map();
  for (const [unit, files] of filesOf) {
    const out = new Map();
    const add = (to, chain) => out.set(to, [...(out.get(to) ?? []), chain]);
    const seen = new Set();
    // Breadth first from the unit's own files, through the area's files that belong to no unit.
    const queue = files.map((file) => ({ file, chain: [file] }));
    while (queue.length > 0) {
      const { file, chain } = queue.shift();
      for (const dep of importsOf.get(file) ?? []) {
        const to = unitOf(dep.resolved);
        if (to === null || to === unit) continue;
        const typeOnly = chain.length === 1 && dep.dependencyTypes.includes('type-only') ? ' (types only)' : '';
        if (isUnit(to)) add(to, `${[...chain, dep.resolved].join(' -> ')}${typeOnly}`);
        else if (!seen.has(dep.resolved)) {
          seen.add(dep.resolved);
          queue.push({ file: dep.resolved, chain: [...chain, dep.resolved] });
        }
      }
    }
    edges.set(unit, out);
  }

  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node).keys()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);

  return components
    .filter((component) => component.length > 1)
    .map((component) => {
      const members = component.sort();
      const inside = new Set(members);
      const links = [];
      for (const from of members) {
        for (const [to, imports] of [...edges.get(from)].sort(([a], [b]) => a.localeCompare(b))) {
          if (inside.has(to)) links.push({ from, to, imports: imports.sort() });
        }
      }
      return { members, links };
    })
    .sort((a, b) => a.members[0].localeCompare(b.members[0]));
}

/** The failure message of a list of circles: the members of each, then each edge with its imports. */
function cycleReport(cycles) {
  return cycles
    .map(({ members, links }) => {
      const edgeLines = links.flatMap(({ from, to, imports }) => [
        `  ${from} -> ${to}:`,
        ...imports.map((line) => `    ${line}`),
      ]);
      return [`circle between ${members.join(', ')}`, ...edgeLines].join('\n');
    })
    .join('\n\n');
}

describe('the import boundaries of the repository (.dependency-cruiser.cjs)', () => {
  let result;
  let ruleSet;
  beforeAll(async () => {
    result = await cruiseWithRules(repoRoot, SOURCES);
    ruleSet = result.summary.ruleSetUsed;
  });

  it('cruises the server, the web app and the shared package', () => {
    const files = result.modules.map((file) => file.source);
    for (const source of SOURCES)
      expect(files.filter((file) => file.startsWith(`${source}/`)).length, source).toBeGreaterThan(20);
    expect(files.filter((file) => /\.test\.tsx?$/.test(file))).toEqual([]);
  });

  it('breaks none of the rules', () => {
    expect(violationLines(result, ruleSet).join('\n')).toBe('');
  });

  it('has no circle between server modules', () => {
    expect(cycleReport(unitCycles(result, serverUnit))).toBe('');
  });

  it('has no circle between web features', () => {
    expect(cycleReport(unitCycles(result, webUnit))).toBe('');
  });
});

describe('each check catches the mistake it is for (a small tree holding one of each)', () => {
  /** Each file of the tree and what it imports. */
  const TREE = {
    'packages/shared/src/index.ts': "import { app } from '../../../apps/server/src/app';\nexport const shared = app;",
    'apps/server/src/app.ts': "import { main } from '../../web/src/main';\nexport const app = main;",
    'apps/web/src/main.tsx': "import { app } from '../../server/src/app';\nexport const main = app;",
    // The server reached by its workspace package name rather than a relative path.
    'apps/server/package.json': '{ "name": "@app/server" }',
    'apps/web/src/lib/by-name.ts': "import { app } from '@app/server/src/app';\nexport const byName = app;",
    'apps/web/src/app/shell.tsx': 'export const shell = 1;',
    'apps/web/src/components/box.tsx': 'export const box = 1;',
    'apps/web/src/lib/leak.ts': "import { rooms } from '../features/rooms/api/get';\nexport const leak = rooms;",
    // alpha and beta use each other through different files: a circle of features, none of files.
    'apps/web/src/features/alpha/a.tsx':
      "import { b } from '../beta/b';\nimport { shell } from '../../app/shell';\nexport const a = b + shell;",
    'apps/web/src/features/alpha/d.tsx': "import { box } from '../../components/box';\nexport const d = box;",
    'apps/web/src/features/beta/b.tsx': 'export const b = 1;',
    'apps/web/src/features/beta/c.tsx': "import { d } from '../alpha/d';\nexport const c = d;",
    // A feature nobody listed, reaching into another from deep inside itself.
    'apps/web/src/features/gamma/components/deep/x.tsx':
      "import { rooms } from '../../../rooms/api/get';\nexport const x = rooms;",
    'apps/web/src/features/rooms/api/get.ts': 'export const rooms = 1;',
    // one and two import each other through their indexes (a circle of modules, none of files), and
    // one also reaches into two's repository.
    'apps/server/src/modules/one/index.ts': "export { helper } from './helper';",
    'apps/server/src/modules/one/helper.ts': 'export const helper = 1;',
    'apps/server/src/modules/one/routes.ts': "import { two } from '../two';\nexport const routes = two;",
    'apps/server/src/modules/one/service.ts': "import { row } from '../two/repository';\nexport const service = row;",
    'apps/server/src/modules/one/one.test.ts': "import { row } from '../two/repository';\nexport const t = row;",
    'apps/server/src/modules/two/index.ts': "export { two } from './service';",
    'apps/server/src/modules/two/service.ts': "import { helper } from '../one';\nexport const two = helper;",
    'apps/server/src/modules/two/repository.ts': 'export const row = 1;',
    // three reaches four through a file of lib/, and four imports three: a circle through shared code.
    'apps/server/src/modules/three/index.ts': "export { name } from './name';",
    'apps/server/src/modules/three/name.ts': 'export const name = 3;',
    'apps/server/src/modules/three/service.ts': "import { bridge } from '../../lib/bridge';\nexport const three = bridge;",
    'apps/server/src/lib/bridge.ts': "import { four } from '../modules/four';\nexport const bridge = four;",
    'apps/server/src/modules/four/index.ts': "export { four } from './service';",
    'apps/server/src/modules/four/service.ts': "import { name } from '../three';\nexport const four = name;",
    // Two plain files importing each other.
    'apps/server/src/lib/left.ts': "import { right } from './right';\nexport const left = () => right;",
    'apps/server/src/lib/right.ts': "import { left } from './left';\nexport const right = () => left;",
  };

  let tree;
  let result;
  beforeAll(async () => {
    tree = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-test-'));
    for (const [file, text] of Object.entries(TREE)) {
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), `${text}\n`);
    }
    // As npm installs the workspaces: node_modules/@app/server is a link to apps/server.
    fs.mkdirSync(path.join(tree, 'node_modules/@app'), { recursive: true });
    fs.symlinkSync(path.join(tree, 'apps/server'), path.join(tree, 'node_modules/@app/server'), 'dir');
    result = await cruiseWithRules(tree, SOURCES);
  });
  afterAll(() => {
    fs.rmSync(tree, { recursive: true, force: true });
  });

  it('reports every broken rule, and nothing from test files', () => {
    // A circle is reported once, from one of its files: it is named here by its files, in order.
    const broken = result.summary.violations.map((v) =>
      v.cycle
        ? `${v.rule.name}: ${[...new Set([v.from, ...v.cycle.map((step) => step.name)])].sort().join(', ')}`
        : `${v.rule.name}: ${v.from} -> ${v.to}`,
    );
    expect(broken.sort()).toEqual(
      [
        'shared-imports-no-app: packages/shared/src/index.ts -> apps/server/src/app.ts',
        'server-imports-no-web: apps/server/src/app.ts -> apps/web/src/main.tsx',
        'web-imports-no-server: apps/web/src/main.tsx -> apps/server/src/app.ts',
        'web-imports-no-server: apps/web/src/lib/by-name.ts -> apps/server/src/app.ts',
        'feature-imports-no-feature: apps/web/src/features/alpha/a.tsx -> apps/web/src/features/beta/b.tsx',
        'feature-imports-no-feature: apps/web/src/features/beta/c.tsx -> apps/web/src/features/alpha/d.tsx',
        'feature-imports-no-feature: apps/web/src/features/gamma/components/deep/x.tsx -> apps/web/src/features/rooms/api/get.ts',
        'feature-imports-no-app-shell: apps/web/src/features/alpha/a.tsx -> apps/web/src/app/shell.tsx',
        'shared-web-code-imports-no-feature: apps/web/src/lib/leak.ts -> apps/web/src/features/rooms/api/get.ts',
        'module-through-index: apps/server/src/modules/one/service.ts -> apps/server/src/modules/two/repository.ts',
        'no-cycle: apps/server/src/lib/left.ts, apps/server/src/lib/right.ts',
        'no-cycle: apps/server/src/app.ts, apps/web/src/main.tsx',
      ].sort(),
    );
  });

  it('finds the circles of server modules, also through shared files, and names the imports that make them', () => {
    const cycles = unitCycles(result, serverUnit);
    expect(cycles.map((cycle) => cycle.members)).toEqual([
      ['modules/four', 'modules/three'],
      ['modules/one', 'modules/two'],
    ]);
    const report = cycleReport(cycles);
    expect(report).toContain('apps/server/src/modules/one/routes.ts -> apps/server/src/modules/two/index.ts');
    expect(report).toContain('apps/server/src/modules/two/service.ts -> apps/server/src/modules/one/index.ts');
    expect(report).toContain(
      'apps/server/src/modules/three/service.ts -> apps/server/src/lib/bridge.ts -> apps/server/src/modules/four/index.ts',
    );
  });

  it('finds the circle of web features', () => {
    const cycles = unitCycles(result, webUnit);
    expect(cycles.map((cycle) => cycle.members)).toEqual([['features/alpha', 'features/beta']]);
    expect(cycleReport(cycles)).toContain('apps/web/src/features/beta/c.tsx -> apps/web/src/features/alpha/d.tsx');
  });
});

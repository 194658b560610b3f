// Import boundaries of the monorepo, checked by dependency-cruiser: `npm run lint:deps` for a person,
// scripts/architecture.test.mjs inside `npm test` (which also finds cycles between whole
// server modules and whole web features, something a file-level rule cannot see).
// Rules are written by folder pattern, so a new web feature or server module is covered without
// editing this file. Test files and test helpers are not cruised: the rules are about the product code.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files never import each other in a circle, directly or through others.',
      from: { path: '^(apps/server/src|apps/web/src|packages/shared/src)/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared imports nothing from the apps.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      comment: 'The server does not import the web app.',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP only; what both need lives in packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'feature-imports-no-feature',
      severity: 'error',
      comment:
        'A web feature never imports another feature: what two features share moves to apps/web/src/components, lib or packages/shared.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'feature-imports-no-app-shell',
      severity: 'error',
      comment: 'A web feature does not import the app shell (app/): what it needs lives in lib/ or components/.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-web-code-imports-no-feature',
      severity: 'error',
      comment:
        'components/ and lib/ are what features share: they never import a feature (that would hand one feature to the others through the back door).',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment:
        "A server module imports another module through its index ('../<module>'), never its files ('../<module>/service').",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
  ],
  options: {
    includeOnly: '^(apps/server/src|apps/web/src|packages/shared/src)/',
    exclude: { path: ['\\.test\\.tsx?$', '^apps/(server|web)/src/test/'] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: they tie modules together as much as value imports do.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // The workspace packages (@app/shared/…) are found through their package.json "exports".
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};

import { config } from 'zod/v4/core';

// Every `import … from 'zod'` of the web's build (the shared contracts' too) resolves to this module
// (the zodWithoutEval alias of vite.first-paint.ts), so it runs before any schema is made. The server's
// Content-Security-Policy allows no eval; zod decides per object schema, when the schema is made,
// whether to compile its parser with `new Function`, and even its probe for that is reported by the
// browser as a policy violation. Set through zod's own public setting, before the first schema.
config({ jitless: true });

export * from 'zod/v4';
export { default, z } from 'zod/v4';

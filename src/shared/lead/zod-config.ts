import { z } from 'zod/mini';

// Zod compiles object parsers with `new Function` when it can; the site's Content-Security-Policy
// forbids eval, and even zod's probe for it is reported as a violation. Every module that builds a
// schema imports this one first, so this runs before any schema is built, whichever chunk the
// bundler puts that module in (zod-config.test.ts checks the imports).
z.config({ jitless: true });

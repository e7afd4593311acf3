import type { core } from 'zod';

// Imported first by main.tsx, before any module builds a schema: zod decides at schema creation
// whether to probe `new Function`, and our Content-Security-Policy forbids eval, so the probe
// would only produce a CSP violation report in the browser.
//
// zod keeps its settings on `globalThis.__zod_globalConfig`, the object its `config()` writes to
// and that every copy of zod on a page shares; it adopts an object already there when it loads.
// Writing it directly, rather than calling `config()`, keeps zod out of the first download: a
// public page that checks no form never loads it.
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: core.$ZodConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

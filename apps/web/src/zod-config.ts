import { config } from 'zod';

// Imported first by main.tsx, before any module builds a schema: zod decides at schema creation
// whether to probe `new Function`, and our Content-Security-Policy forbids eval, so the probe
// would only produce a CSP violation report in the browser.
config({ jitless: true });

// The API's entry point: refuses an unsupported Node.js with a clear message before loading
// anything that would fail on it, then starts the product (start-server.ts).
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import { unsupportedNode } from './runtime.js';

const problem = unsupportedNode(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
// V8's compiled code for the server is kept on disk beside it (dist/.compile-cache, owned like the
// code itself, keyed by the code and the Node.js release) and reused at the next start: parsing the
// bundled server took about 0.4 s of every start (decision 053). Where the folder cannot be written,
// Node.js carries on without it.
module.enableCompileCache(fileURLToPath(new URL('./.compile-cache', import.meta.url)));
await import('./start-server.js');

// The API's entry point: refuses an unsupported Node.js with a clear message before loading
// anything that would fail on it, then starts the product (start-server.ts).
import { unsupportedNode } from './runtime.js';

const problem = unsupportedNode(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import('./start-server.js');

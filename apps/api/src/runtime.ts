/**
 * The Node.js releases the product runs on (issue 21): the 22 line from 22.20 and the 24 line from
 * 24.12 on. Below that, runtime dependencies fail in ways that name nothing useful (`cookie` 2 and
 * `content-disposition` 3 need 22, the LZMA binding of PGlite's archive reader ^22.20 || ^24.12).
 * Kept in step with `engines` in package.json; `.nvmrc` and the `node` package pin the release the
 * scripts run on. No imports: this runs before anything else is loaded.
 */
export const SUPPORTED_NODE = '^22.20.0 || >=24.12.0';

/** Why this Node cannot run the product, in one sentence for the console; null when it can. */
export function unsupportedNode(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const ok = (major === 22 && minor >= 20) || (major === 24 && minor >= 12) || major >= 25;
  if (ok) return null;
  return (
    `NZ Estate Platform needs Node.js ${SUPPORTED_NODE} (the current 24 LTS is best); this is ` +
    `Node.js ${version.replace(/^v/, '')}. Install a supported release (\`nvm install\` reads .nvmrc), ` +
    `or start it with \`npm start\`, which runs on the Node the project pins.`
  );
}

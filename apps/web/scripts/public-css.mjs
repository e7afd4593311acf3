// The stylesheet of one prerendered public page: Tailwind run again at build time over that page's
// own HTML (and the class names the page's script switches, src/public/*.ts), so the page inlines
// only the rules it uses (about a third of the app's stylesheet) instead of all of it. The same
// src/index.css and the same Tailwind version as the Vite build, minified the same way (Lightning
// CSS), so a rule reads exactly as in the app's stylesheet. Decision 035.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

export async function createPublicCss(web) {
  const src = path.join(web, 'src');
  const css = readFileSync(path.join(src, 'index.css'), 'utf8');
  // Classes the page's script adds or that it builds elements with: not in the HTML until then.
  const scriptDir = path.join(src, 'public');
  const scriptCandidates = new Scanner({}).scanFiles(
    readdirSync(scriptDir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => ({ content: readFileSync(path.join(scriptDir, f), 'utf8'), extension: 'ts' })),
  );
  return async (html) => {
    // A compiler and a scanner per page: both keep what they were given before (the compiler
    // builds every class it ever saw; the scanner answers only classes it has not seen yet).
    const compiler = await compile(css, { base: src, onDependency: () => {} });
    const candidates = new Scanner({}).scanFiles([{ content: html, extension: 'html' }]);
    const built = compiler.build([...new Set([...candidates, ...scriptCandidates])]);
    return optimize(built, { file: 'public.css', minify: true }).code;
  };
}

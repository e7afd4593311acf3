/**
 * Creates an admin account, or promotes an existing one:
 *   npm run admin:create -- --email you@example.nz --name "Your Name" [--password ...]
 * Without --password it asks (hidden input) on a terminal, or prints a generated one otherwise.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { adminCreateSchema } from '@estate/domain';
import pino from 'pino';
import { openDatabase } from '../db/client.js';
import { ConfigError, loadConfig } from '../env.js';
import { createAuth } from '../services/auth/auth.js';
import { isCommonPassword } from '../services/auth/common-passwords.js';
import { ensureAccount } from '../services/users/ensure-account.js';

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = process.stdout as NodeJS.WriteStream & { _muted?: boolean };
  process.stdout.write('Password (at least 8 characters): ');
  const write = out.write.bind(out);
  out.write = (chunk: string | Uint8Array) =>
    typeof chunk === 'string' && chunk.includes('\n') ? write(chunk) : true;
  try {
    return (await rl.question('')).trim();
  } finally {
    out.write = write;
    rl.close();
    process.stdout.write('\n');
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  let password = values.password;
  let generated = false;
  if (!password) {
    if (process.stdin.isTTY) password = await askPassword();
    else {
      password = randomBytes(12).toString('base64url');
      generated = true;
    }
  }
  const input = adminCreateSchema.safeParse({ email: values.email, name: values.name, password });
  if (!input.success) {
    console.error(
      'Usage: npm run admin:create -- --email you@example.nz --name "Your Name" [--password ...]',
    );
    for (const i of input.error.issues) console.error(`  ${i.path.join('.') || 'input'}: ${i.message}`);
    return 2;
  }
  if (isCommonPassword(input.data.password!)) {
    console.error('That password is too common. Please choose a different one.');
    return 2;
  }
  const config = loadConfig({ ...process.env, DEMO: 'false' });
  const database = await openDatabase(config);
  try {
    const auth = createAuth(database.db, config, pino({ level: 'warn' }));
    const { created } = await ensureAccount(auth, database.db, {
      email: input.data.email,
      name: input.data.name,
      password: input.data.password!,
      role: 'admin',
      emailVerified: true,
    });
    console.log(
      created
        ? `Created admin ${input.data.email}.`
        : `${input.data.email} is now an admin (password unchanged).`,
    );
    if (created && generated)
      console.log(`Generated password: ${password}\nSign in and change it in Settings.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

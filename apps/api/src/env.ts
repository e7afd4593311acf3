import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Config } from './services/files/s3-sigv4.js';

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('NZ Estate Platform <no-reply@estate-platform.nz>'),
  PUBLIC_URL: z.url('must be a full URL such as https://estates.example.nz').optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** `true` seeds the demo accounts; default: on for the embedded database, off for a server. */
  DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  STATUS_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  /** Files one person may upload on their own (`POST /api/uploads`) per minute (decision 049). */
  UPLOAD_RATE_LIMIT_PER_USER: z.coerce.number().int().positive().default(120),
  /**
   * Where rate-limit counters live: `memory` (this process; one API process) or `database` (shared
   * by several API processes behind a load balancer). Decision 035.
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
  WORKER: z.enum(['true', 'false']).default('true'),
  /**
   * `true` behind a reverse proxy (nginx, a load balancer) that sets X-Forwarded-For: the client's
   * address, which the rate limits and the audit trail use, is then read from it. Never `true`
   * without one, or any client could name its own address.
   */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** `true` lets an admin run the NotifyFlow reminder sweep as of a given time (end-to-end tests only). */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  /** How old an unfinished upload's file must be before the sweeper deletes it (decision 010). */
  FILE_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(1).max(604_800).default(3600),
  /** How long a worker may hold an email it claimed before another worker sends it (decision 010). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * `true` lets webhooks reach loopback addresses (127.0.0.1, ::1) over plain http: tests only
   * (decision 089). Refused in production.
   */
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 of a-z, 0-9, dots and hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region such as ap-southeast-2 (R2: auto)')
    .optional(),
  S3_ENDPOINT: z
    .url('must be a full URL such as http://127.0.0.1:9000')
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** With temporary credentials (an assumed role, as AWS_SESSION_TOKEN elsewhere). */
  S3_SESSION_TOKEN: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*[\w.-]*$/, 'must be a folder such as estate/ (letters, digits, . _ - and /)')
    .refine((p) => !p.split('/').some((s) => s === '.' || s === '..'), 'must not contain . or .. folders')
    .optional(),
  /** The supplier a tax invoice names (issue 15): the platform's legal name and GST number. */
  INVOICE_SUPPLIER_NAME: z.string().trim().min(1).default('NZ Estate Platform Limited'),
  /** A sample GST number until a real one is configured: Inland Revenue numbers are 8 or 9 digits. */
  INVOICE_GST_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{2,3}-?\d{3}-?\d{3}$/, 'must be a GST number such as 123-456-789')
    .default('123-456-789'),
  /** The supplier's address on a tax invoice; a literal `\n` separates lines. */
  INVOICE_SUPPLIER_ADDRESS: z.string().default(''),
  /** How to pay, printed on the invoice and its email (the bank account); `\n` separates lines. */
  INVOICE_PAYMENT_DETAILS: z
    .string()
    .default('Please pay by direct credit, quoting the invoice number as the reference.'),
});

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Origins allowed to call the auth endpoints: PUBLIC_URL, or every loopback spelling of the port. */
  trustedOrigins: string[];
  authSecret: string;
  demo: boolean;
  logLevel: string;
  rateLimit: { perIp: number; perAccount: number; windowMs: number };
  /** Public status lookups per minute from one address. */
  statusRateLimitPerIp: number;
  /** Files one person may upload on their own per minute. */
  uploadRateLimitPerUser: number;
  /** Where the rate-limit counters live (services/rate-limit.ts). */
  rateLimitStore: 'memory' | 'database';
  runWorker: boolean;
  /** TRUST_PROXY: client addresses from X-Forwarded-For. */
  trustProxy: boolean;
  /** TEST_CLOCK: the reminder sweep's admin route accepts `asOf` (a test moves the clock forward). */
  testClock: boolean;
  /** Files of uploads left unfinished this long (a crash, an abandoned request) are swept. */
  fileSweepGraceMs: number;
  /** An outbox row claimed longer ago than this, and still `sending`, is claimed again. */
  outboxLeaseMs: number;
  /** WEBHOOKS_ALLOW_LOOPBACK: webhooks may reach loopback addresses over http (tests only). */
  webhooksAllowLoopback: boolean;
  /** Files go to this S3-compatible bucket; null: local disk under DATA_DIR/files. */
  s3: S3Config | null;
  /** Where the built web app lives; null when not serving it (tests). */
  webDist: string | null;
  /** Who issues the tax invoices: INVOICE_SUPPLIER_NAME, INVOICE_GST_NUMBER, … (issue 15). */
  invoiceSupplier: { name: string; gstNumber: string; address: string; paymentDetails: string };
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (as `S3_BUCKET=` in a compose file writes it) counts as unset.
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => !(k.startsWith('S3_') && v === ''))),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production');
  }
  if (e.NODE_ENV === 'production' && e.WEBHOOKS_ALLOW_LOOPBACK === 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOKS_ALLOW_LOOPBACK: must not be true in production',
    );
  }
  const demo = e.DEMO ? e.DEMO === 'true' : !e.DATABASE_URL;
  const s3Given = Object.entries(e).some(([k, v]) => k.startsWith('S3_') && v !== undefined);
  const s3Missing = S3_REQUIRED.filter((k) => !e[k]);
  if (s3Given && s3Missing.length) {
    const lines = s3Missing.map(
      (k) => `  ${k}: required with the other S3 settings (${S3_REQUIRED.join(', ')} go together)`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustedOrigins: e.PUBLIC_URL
      ? [new URL(e.PUBLIC_URL).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((h) => `http://${h}:${e.PORT}`),
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    demo,
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowMs: 60_000,
    },
    statusRateLimitPerIp: e.STATUS_RATE_LIMIT_PER_IP,
    uploadRateLimitPerUser: e.UPLOAD_RATE_LIMIT_PER_USER,
    rateLimitStore: e.RATE_LIMIT_STORE,
    runWorker: e.WORKER === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    testClock: e.TEST_CLOCK === 'true',
    fileSweepGraceMs: e.FILE_SWEEP_GRACE_SECONDS * 1000,
    outboxLeaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            sessionToken: e.S3_SESSION_TOKEN,
            prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/\/*$/, '/') : '',
          }
        : null,
    webDist: null,
    invoiceSupplier: {
      name: e.INVOICE_SUPPLIER_NAME,
      gstNumber: e.INVOICE_GST_NUMBER,
      address: multiLine(e.INVOICE_SUPPLIER_ADDRESS),
      paymentDetails: multiLine(e.INVOICE_PAYMENT_DETAILS),
    },
    ...overrides,
  };
}

/** A setting of several lines, as an env file writes it: a literal `\n` is a line break. */
function multiLine(value: string): string {
  return value.replaceAll('\\n', '\n').trim();
}

/** Outside production a secret is made once and kept in the data folder, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

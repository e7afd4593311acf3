import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@estate/domain';
import { build } from '../helper.js';

// The real limits: 5 per minute per account, 10 per minute per IP; counted in this process's memory
// (the default: one API process) or in the database (several processes share the counters).
const apps = {
  memory: await build({ AUTH_RATE_LIMIT_PER_IP: '10', AUTH_RATE_LIMIT_PER_ACCOUNT: '5' }),
  database: await build({
    AUTH_RATE_LIMIT_PER_IP: '10',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '5',
    RATE_LIMIT_STORE: 'database',
  }),
};

afterEach(() => {
  vi.useRealTimers();
});

describe.each(['memory', 'database'] as const)('rate limits on sign-in, sign-up and reset (%s)', (store) => {
  const t = apps[store];
  /** A minute and a second pass for the counters. */
  const aMinutePasses = async () => {
    if (store === 'database') {
      await t.database.sql(`UPDATE rate_limits SET window_started_at = now() - interval '61 seconds'`);
    } else {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
    }
  };

  it('the sixth sign-in for one account in a minute is refused with a clear message, even with the right password', async () => {
    const s = await t.signUp({ role: 'lawyer' });
    for (let i = 0; i < 5; i++) {
      const r = await t.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { email: s.email, password: 'wrong password here' },
      });
      expect(r.statusCode).toBe(401);
    }
    const sixth = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.0.0.99',
      payload: { email: s.email, password: s.password },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED', message: TEXTS.errors.rateLimited });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("asking for fresh confirmation links is limited per address, so nobody fills a stranger's inbox", async () => {
    const email = `inbox-${Date.now()}@example.nz`;
    await t.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Inbox Owner', email, password: 'a sturdy passphrase', role: 'beneficiary' },
    });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await t.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { email, callbackURL: '/auth/callback' },
      });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('one IP is limited across many accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await t.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '192.0.2.7',
        payload: { email: `someone${i}@example.nz`, redirectTo: '/reset-password' },
      });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    const elsewhere = await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: '192.0.2.8',
      payload: { email: 'someone@example.nz', redirectTo: '/reset-password' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('the window resets after a minute', async () => {
    const email = 'window@example.nz';
    for (let i = 0; i < 6; i++) {
      await t.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `198.51.100.${i}`,
        payload: { email, password: 'x'.repeat(10) },
      });
    }
    const blocked = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '198.51.100.50',
      payload: { email, password: 'x'.repeat(10) },
    });
    expect(blocked.statusCode).toBe(429);
    await aMinutePasses();
    const later = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '198.51.100.51',
      payload: { email, password: 'x'.repeat(10) },
    });
    expect(later.statusCode).toBe(401);
  });
});

describe.each(['memory', 'database'] as const)(
  'device cookies: an attack on an account does not lock its owner out (%s)',
  (store) => {
    const t = apps[store];
    const signIn = (email: string, password: string, remoteAddress: string, cookie?: string) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress,
        ...(cookie ? { headers: { cookie } } : {}),
        payload: { email, password },
      });
    /** The device cookie a right password gives this browser, as its Cookie header. */
    const deviceCookieOf = async (email: string, password: string, remoteAddress: string) => {
      const r = await signIn(email, password, remoteAddress);
      expect(r.statusCode).toBe(200);
      const device = r.cookies.find((c) => c.name === 'estate.device');
      expect(device, 'a device cookie after signing in').toBeDefined();
      expect(device).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
      return `estate.device=${device!.value}`;
    };
    /** Wrong passwords from many addresses until the account's shared counter refuses. */
    const attack = async (email: string, net: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await signIn(email, 'a wrong guess', `${net}.${i + 1}`)).statusCode);
      expect(codes.at(-1)).toBe(429);
    };

    it('the owner signs in from a browser that signed in before, while others are refused', async () => {
      const owner = await t.signUp({ role: 'executor' });
      const cookie = await deviceCookieOf(owner.email, owner.password, '192.0.2.10');
      await attack(owner.email, '198.18.1');
      // The owner's browser: its own counter, and the right password lets them in.
      const mine = await signIn(owner.email, owner.password, '192.0.2.11', cookie);
      expect(mine.statusCode).toBe(200);
      // A browser that has not signed in to the account before: refused, as every unknown client.
      const fresh = await signIn(owner.email, owner.password, '192.0.2.12');
      expect(fresh.statusCode).toBe(429);
    });

    it("a device's own wrong passwords are limited on that device", async () => {
      const owner = await t.signUp({ role: 'executor' });
      const cookie = await deviceCookieOf(owner.email, owner.password, '192.0.2.20');
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await signIn(owner.email, 'a wrong guess', '192.0.2.21', cookie)).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401]);
      const sixth = await signIn(owner.email, owner.password, '192.0.2.21', cookie);
      expect(sixth.statusCode).toBe(429);
    });

    it("another account's device cookie, or a forged one, counts as an unknown client", async () => {
      const owner = await t.signUp({ role: 'executor' });
      const other = await t.signUp({ role: 'executor' });
      const othersCookie = await deviceCookieOf(other.email, other.password, '192.0.2.30');
      const mine = await deviceCookieOf(owner.email, owner.password, '192.0.2.31');
      await attack(owner.email, '198.18.2');
      expect((await signIn(owner.email, owner.password, '192.0.2.32', othersCookie)).statusCode).toBe(429);
      const [nonce] = mine.split('=')[1]!.split('.');
      const forged = `estate.device=${nonce}.${'A'.repeat(43)}`;
      expect((await signIn(owner.email, owner.password, '192.0.2.33', forged)).statusCode).toBe(429);
      expect((await signIn(owner.email, owner.password, '192.0.2.34', mine)).statusCode).toBe(200);
    });
  },
);

describe('where the counters live', () => {
  it('the memory store leaves the database alone; the database store keeps them in an unlogged table', async () => {
    // PostgreSQL answers { rows }, PGlite's exec a list of results.
    type Rows<T> = { rows: T[] } | { rows: T[] }[];
    const firstRow = <T>(r: Rows<T>): T => (Array.isArray(r) ? r[0]!.rows[0]! : r.rows[0]!);
    const count = async (t: (typeof apps)['memory']) =>
      firstRow((await t.database.sql(`SELECT count(*)::int AS n FROM rate_limits`)) as Rows<{ n: number }>).n;
    for (const t of [apps.memory, apps.database]) {
      await t.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '192.0.2.200',
        payload: { email: 'counted@example.nz', redirectTo: '/reset-password' },
      });
    }
    expect(await count(apps.memory)).toBe(0);
    expect(await count(apps.database)).toBeGreaterThan(0);
    const persistence = firstRow(
      (await apps.database.database.sql(
        `SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits'`,
      )) as Rows<{ relpersistence: string }>,
    );
    // 'u': unlogged, so a hit's commit waits for no WAL flush.
    expect(persistence.relpersistence).toBe('u');
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const lookups = async (t: (typeof apps)['memory'], forwardedFor: string) => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.inject({
        method: 'GET',
        url: '/api/notifications/status/NF-AAAAA1',
        remoteAddress: '10.0.0.1', // the proxy
        headers: { 'x-forwarded-for': forwardedFor },
      });
      codes.push(res.statusCode);
    }
    return codes;
  };

  it('with TRUST_PROXY=true each client behind the proxy has its own limit', async () => {
    const t = await build({ STATUS_RATE_LIMIT_PER_IP: '2', TRUST_PROXY: 'true' });
    expect(await lookups(t, '203.0.113.1')).toEqual([404, 404, 429]);
    // Another client through the same proxy is not held back by the first.
    expect(await lookups(t, '203.0.113.2')).toEqual([404, 404, 429]);
  });

  it('without it, X-Forwarded-For is ignored, so a client cannot name a fresh address to dodge a limit', async () => {
    const t = await build({ STATUS_RATE_LIMIT_PER_IP: '2' });
    expect(await lookups(t, '203.0.113.1')).toEqual([404, 404, 429]);
    expect(await lookups(t, '203.0.113.2')).toEqual([429, 429, 429]);
  });

  it('a value other than true or false stops the start, naming TRUST_PROXY', async () => {
    const { loadConfig } = await import('../../src/env.js');
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

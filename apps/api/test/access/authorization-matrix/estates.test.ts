import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.js';
import { AREAS } from './areas.js';
import { runRows, SECRETS_OF_A, SECRETS_OF_B, setupMatrix, type Row } from './harness.js';
import { documentsRows } from './documents.rows.js';
import { estateMoneyRows } from './estate-money.rows.js';
import { estateRecordsRows } from './estate-records.rows.js';
import { estateWorkRows } from './estate-work.rows.js';
import { estatesRows } from './estates.rows.js';

// The authorization matrix's rows of estates and their sections (estates.rows.ts,
// estate-records.rows.ts, estate-work.rows.ts, estate-money.rows.ts, documents.rows.ts), in that
// order, on one world of their own (harness.ts); the leaks of issue 11 as tests of their own, on the
// same world after the rows; and the
// completeness check: every registered route has a row in one area (areas.ts), and every area runs.
const w = await setupMatrix();
runRows(w, 'estates', estatesRows(w));
runRows(w, 'estate records', estateRecordsRows(w));
runRows(w, 'estate work', estateWorkRows(w));
runRows(w, 'estate money', estateMoneyRows(w));
runRows(w, 'documents', documentsRows(w));

const {
  t,
  call,
  lawyer,
  executor,
  beneficiary,
  admin,
  firmA,
  newEstate,
  estateA,
  estateB,
  executorIdOf,
  unsharedDocA,
} = w;

describe('the leaks of issue 11, as explicit rows', () => {
  it('a grant opens an unshared document to the beneficiary, and revoking it closes it again (issue 17)', async () => {
    const file = { method: 'GET' as const, url: `/api/documents/${unsharedDocA}/file` };
    expect((await call('beneficiary', file)).statusCode).toBe(404);
    const granted = await call('lawyer', {
      method: 'POST',
      url: '/api/document-grants',
      payload: { documentId: unsharedDocA, userId: beneficiary.userId, level: 'view' },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect((await call('beneficiary', file)).statusCode).toBe(200);
    expect((await call('otherLawyer', file)).statusCode).toBe(404);
    const revoked = await call('lawyer', {
      method: 'DELETE',
      url: `/api/document-grants/${granted.json<{ id: string }>().id}`,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await call('beneficiary', file)).statusCode).toBe(404);
  });

  it("a beneficiary cannot open a document the firm has not shared, nor read the estate's intake notes", async () => {
    expect(
      (
        await call('beneficiary', {
          method: 'GET',
          url: `/api/documents/${unsharedDocA}/file`,
        })
      ).statusCode,
    ).toBe(404);
    const estate = await call('beneficiary', {
      method: 'GET',
      url: `/api/estates/${estateA}`,
    });
    expect(estate.json().notes).toBeNull();
    const asLawyer = await call('lawyer', {
      method: 'GET',
      url: `/api/estates/${estateA}`,
    });
    expect(asLawyer.json().notes).toBe(SECRETS_OF_A.intakeNotes);
  });

  it('a task cannot be given to someone outside the estate, who would learn its name', async () => {
    const res = await call('otherLawyer', {
      method: 'POST',
      url: '/api/tasks',
      payload: {
        estateId: estateB,
        name: 'Leak it',
        assignedToUserId: beneficiary.userId,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('assignedToUserId');
    const theirs = await call('beneficiary', {
      method: 'GET',
      url: '/api/tasks',
    });
    expect(theirs.body).not.toContain(SECRETS_OF_B.deceasedName);
  });

  it("a firm's matters are shared inside the firm, and only while the lawyer is in it (decision 020)", async () => {
    // The firm's other lawyer sees estate A in My Estates and may run it; another firm's lawyer may not.
    const mine = await call('firmLawyer', {
      method: 'GET',
      url: '/api/estates',
    });
    expect(mine.body).toContain(estateA);
    const note = await call('firmLawyer', {
      method: 'POST',
      url: `/api/estates/${estateA}/notes`,
      payload: {
        title: 'Firm colleague note',
        content: 'Covering while Lena is away',
        category: 'general',
      },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(
      (
        await call('otherLawyer', {
          method: 'GET',
          url: `/api/estates/${estateA}`,
        })
      ).statusCode,
    ).toBe(404);

    // A lawyer who leaves the firm loses its matters at once, but keeps the estates they opened.
    const leaver = await t.signUp({ role: 'lawyer', name: 'Lee Leaver' });
    await t.database.db.update(users).set({ firmId: firmA!.id }).where(eq(users.id, leaver.userId));
    const theirs = await newEstate(leaver, 'Leaver Matrix-Own', 'intake of the leaver');
    expect((await t.as(leaver, { method: 'GET', url: `/api/estates/${estateA}` })).statusCode).toBe(200);
    expect((await call('lawyer', { method: 'GET', url: `/api/estates/${theirs}` })).statusCode).toBe(200);
    await t.database.db.update(users).set({ firmId: null }).where(eq(users.id, leaver.userId));
    expect((await t.as(leaver, { method: 'GET', url: `/api/estates/${estateA}` })).statusCode).toBe(404);
    expect((await t.as(leaver, { method: 'GET', url: `/api/estates/${theirs}` })).statusCode).toBe(200);
    // The estate stays the firm's matter.
    expect((await call('lawyer', { method: 'GET', url: `/api/estates/${theirs}` })).statusCode).toBe(200);
  });

  it("another firm's lawyer is not shown this firm's executors", async () => {
    const res = await call('otherLawyer', {
      method: 'GET',
      url: '/api/executors',
    });
    expect(res.json().items.map((e: { userId: string }) => e.userId)).not.toContain(executor.userId);
    const mine = await call('lawyer', { method: 'GET', url: '/api/executors' });
    expect(mine.json().items.map((e: { userId: string }) => e.userId)).toContain(executor.userId);
  });

  it('an executor who is replaced loses the estate, its tasks and its notes at once', async () => {
    const estateC = await newEstate(lawyer, 'Charlie Matrix-Charlie', 'intake C');
    const steppingDown = await t.signUp({
      role: 'executor',
      name: 'Stepping Down',
    });
    const assign = (executorId: string | null) =>
      t.as(admin, {
        method: 'PATCH',
        url: `/api/estates/${estateC}`,
        payload: { executorId },
      });
    expect((await assign(await executorIdOf(steppingDown.userId))).statusCode).toBe(200);
    const before = await t.as(steppingDown, {
      method: 'GET',
      url: '/api/tasks',
    });
    expect(before.body).toContain('Charlie Matrix-Charlie');

    expect((await assign(null)).statusCode).toBe(200);
    for (const url of [
      `/api/estates/${estateC}`,
      `/api/estates/${estateC}/notes`,
      `/api/tasks?estateId=${estateC}`,
    ]) {
      expect((await t.as(steppingDown, { method: 'GET', url })).statusCode, url).toBe(404);
    }
    for (const url of [
      '/api/tasks',
      '/api/estates',
      '/api/estates/options',
      '/api/dashboard',
      '/api/documents',
    ]) {
      const res = await t.as(steppingDown, { method: 'GET', url });
      expect(res.body, url).not.toContain('Charlie Matrix-Charlie');
      expect(res.body, url).not.toContain(estateC);
    }
    const note = await t.as(steppingDown, {
      method: 'POST',
      url: `/api/estates/${estateC}/notes`,
      payload: { title: 'Still here?', content: 'x', category: 'general' },
    });
    expect(note.statusCode).toBe(404);
  });
});

/*
 * The completeness check: every route the app registers has a row in one of the areas'
 * `<area>.rows.ts`, and every row is a registered route, so no endpoint ships without its rules.
 * The rows are built by the same functions the test files run, on this file's world.
 */
const registered = w.registered;
const ROWS: Row[] = Object.values(AREAS).flatMap((rowsOf) => rowsOf(w));

describe('authorization matrix: a row for every registered route, run by its area', () => {
  it('every route the app registers has a row, and every row is a registered route', () => {
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    const rows = new Set(ROWS.map(key));
    const routes = new Set(registered.map(key));
    expect(
      [...routes].filter((r) => !rows.has(r)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...rows].filter((r) => !routes.has(r)),
      'rows without a route',
    ).toEqual([]);
  });

  it('no route has two rows, in one area or in two', () => {
    const keys = ROWS.map((r) => `${r.method} ${r.url}`);
    expect(
      keys.filter((k, i) => keys.indexOf(k) !== i),
      'routes with more than one row',
    ).toEqual([]);
  });

  it("every area's rows are run: each `<area>.rows.ts` is listed in areas.ts and run by a test file here", () => {
    const folder = new URL('./', import.meta.url);
    const modules = readdirSync(folder).filter((f) => f.endsWith('.rows.ts'));
    expect(modules.sort()).toEqual(
      Object.keys(AREAS)
        .map((area) => `${area}.rows.ts`)
        .sort(),
    );
    const tests = readdirSync(folder)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(`./${f}`, folder), 'utf8'))
      .join('\n');
    for (const [area, rowsOf] of Object.entries(AREAS)) {
      expect(tests, `the rows of ${area}`).toMatch(
        new RegExp(`^runRows\\(w, '[^']+', ${rowsOf.name}\\(w\\)\\);$`, 'm'),
      );
    }
  });
});

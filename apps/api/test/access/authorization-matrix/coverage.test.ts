import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupMatrix, type Row, type World } from './harness.js';
import { accountsRows } from './accounts.rows.js';
import { backOfficeRows } from './back-office.rows.js';
import { documentsRows } from './documents.rows.js';
import { estateMoneyRows } from './estate-money.rows.js';
import { estateRecordsRows } from './estate-records.rows.js';
import { estateWorkRows } from './estate-work.rows.js';
import { estatesRows } from './estates.rows.js';
import { notifyflowRows } from './notifyflow.rows.js';
import { platformRows } from './platform.rows.js';

/*
 * The authorization matrix's completeness check (harness.ts): every route the app registers has a
 * row in one of the areas' `<area>.rows.ts`, and every row is a registered route, so no endpoint
 * ships without its rules. Each area's rows run in its `<area>.test.ts`; a new area is listed here
 * too. The rows are built here by the same functions, on a world of this file's own, so what is
 * checked is what the areas run.
 */
const AREAS: Record<string, (w: World) => Row[]> = {
  platform: platformRows,
  accounts: accountsRows,
  notifyflow: notifyflowRows,
  estates: estatesRows,
  'estate-records': estateRecordsRows,
  'estate-work': estateWorkRows,
  'estate-money': estateMoneyRows,
  documents: documentsRows,
  'back-office': backOfficeRows,
};

const w = await setupMatrix();
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

  it("every area's rows are run: each `<area>.rows.ts` is listed above and run by its `<area>.test.ts`", () => {
    const folder = new URL('./', import.meta.url);
    const modules = readdirSync(folder).filter((f) => f.endsWith('.rows.ts'));
    expect(modules.sort()).toEqual(
      Object.keys(AREAS)
        .map((area) => `${area}.rows.ts`)
        .sort(),
    );
    for (const [area, rowsOf] of Object.entries(AREAS)) {
      const test = readFileSync(new URL(`./${area}.test.ts`, folder), 'utf8');
      expect(test, `${area}.test.ts`).toMatch(
        new RegExp(`^runRows\\(w, '[^']+', ${rowsOf.name}\\(w\\)\\);$`, 'm'),
      );
    }
  });
});

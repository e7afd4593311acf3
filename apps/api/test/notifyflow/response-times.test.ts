import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PublicResponseTimes } from '@estate/domain';
import { institutionsNotified, notifyflowResponseTimesRuns } from '../../src/db/schema.js';
import { recomputeResponseTimes } from '../../src/services/notifyflow/public-response-times.js';
import { build } from '../helper.js';
import { idOf, multipart, validForm } from '../notifyflow-helpers.js';

/**
 * Issue 44: the public response times. The page is the build's prerendered frame, filled in by the
 * server with the day's figures, so it reads complete with no script; an organisation is shown only
 * from 5 first answers in the last 12 months.
 */

/** A web build with the response-times page as the prerender leaves it: the table's frame, no rows. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'estate-web-'));
  mkdirSync(path.join(dir, '_pages', 'notify-flow'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dir, '_pages', 'notify-flow', 'response-times.html'),
    '<!doctype html><div id="root"><h1>How fast organisations answer</h1><table><tbody id="response-times-rows"><tr><td colspan="5">The figures are being worked out.</td></tr></tbody></table><p id="response-times-updated" class="mt-3"></p></div>',
  );
  writeFileSync(
    path.join(dir, '_pages', 'manifest.json'),
    JSON.stringify({ '/notify-flow/response-times': 'notify-flow/response-times.html' }),
  );
  return dir;
}

const t = await build({}, { webDist: webDist() });
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Times' });

/** A notice to one organisation that went out on `sent` (NZ noon) and was first answered on `answered`. */
async function notice(institution: string, sent: string, answered: string | null) {
  const res = await t.as(requester, {
    method: 'POST',
    url: '/api/notifications',
    ...multipart(
      validForm({ institutionName: '', selectedInstitutions: [{ institutionId: idOf(institution) }] }),
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ notificationId: string }>().notificationId;
  await t.deps.db
    .update(institutionsNotified)
    .set({
      dispatchedAt: new Date(`${sent}T12:00:00+13:00`),
      acknowledgedAt: answered ? new Date(`${answered}T12:00:00+13:00`) : null,
    })
    .where(eq(institutionsNotified.notificationId, id));
}

describe('the public response times', () => {
  it('shows, in the page’s HTML, each organisation with 5 answers: its median, 90th percentile and share in time', async () => {
    // ANZ: 1, 2, 3, 4 and 8 business days (the Mondays to the next week's Thursday is 8).
    for (const answered of ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-12'])
      await notice('ANZ', '2026-11-02', answered);
    // Kiwibank: four answers only; it is not shown.
    for (const answered of ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'])
      await notice('Kiwibank', '2026-11-02', answered);
    // Older than 12 months: not counted.
    await notice('Kiwibank', '2025-10-01', '2025-10-02');
    await t.deps.db.delete(notifyflowResponseTimesRuns);

    const json = await t.inject({ method: 'GET', url: '/api/notifyflow/response-times' });
    expect(json.statusCode, json.body).toBe(200);
    const figures = json.json<PublicResponseTimes>();
    expect(figures.organisations).toEqual([
      {
        organisation: 'ANZ',
        answers: 5,
        medianBusinessDays: 3,
        p90BusinessDays: 6.4,
        promisedBusinessDays: 5,
        withinPromisePercent: 80,
      },
    ]);

    const page = await t.inject({ method: 'GET', url: '/notify-flow/response-times' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(
      '<th scope="row" class="border-b border-slate-200 px-3 py-2 text-left">ANZ</th>',
    );
    expect(page.body).toMatch(/>3<\/td><td[^>]*>6\.4<\/td><td[^>]*>80% within 5<\/td><td[^>]*>5<\/td>/);
    expect(page.body).not.toContain('Kiwibank');
    expect(page.body).not.toContain('being worked out');
    expect(page.body).toMatch(
      /<p id="response-times-updated"[^>]*>Worked out on \d{1,2} \w+ \d{4}, from the last 12 months\.<\/p>/,
    );
  });

  it('is worked out once a New Zealand day, however many processes ask', async () => {
    await t.deps.db.delete(notifyflowResponseTimesRuns);
    const now = new Date('2026-12-08T02:00:00Z');
    const runs = await Promise.all([
      recomputeResponseTimes(t.deps.db, now),
      recomputeResponseTimes(t.deps.db, now),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await recomputeResponseTimes(t.deps.db, now)).toBe(false);
    // The next New Zealand day (midday UTC is after midnight in Auckland) works them out again.
    expect(await recomputeResponseTimes(t.deps.db, new Date('2026-12-08T12:00:00Z'))).toBe(true);
    const rows = await t.deps.db.select().from(notifyflowResponseTimesRuns);
    expect(rows.map((r) => r.computedFor).sort()).toEqual(['2026-12-08', '2026-12-09']);
  });
});

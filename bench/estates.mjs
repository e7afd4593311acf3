// Estates at scale: 10,000 estates, 100,000 tasks, 100,000 documents, 50,000 audit events and the
// records kit's 50,000 assets, 20,000 liabilities, 30,000 beneficiaries and 10,000 valuations for one
// lawyer, generated in SQL, then the latency of My Estates (search and a deep page), the documents
// library, the dashboard home and the record lists. PostgreSQL only:
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:estates
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_LAWYER, finishSeeding, latency, runDirectly, signIn, startApi } from './lib.mjs';

/**
 * Generates the data, then measures each list. `npm run bench` calls it; run directly it prints the table.
 * @param {{ databaseUrl: string, autocannonSeconds?: number }} options
 * @returns {Promise<{ what: string, p50Ms: number, p95Ms: number, p99Ms: number, rpsAt4: number, errors: number }[]>}
 */
export async function measureEstatesAtScale({ databaseUrl, autocannonSeconds = 5 }) {
  const api = await startApi({ databaseUrl, name: 'bench-estates' });
  const { base } = api;
  try {
    const someEstate = await seedEstatesAtScale(api.databaseUrl);

    const cookie = await signIn(base, DEMO_LAWYER.email, DEMO_LAWYER.password);
    const results = [];
    for (const [what, path] of listsAtScale(someEstate)) {
      // What one person waits for: 200 requests one after another (after 20 to warm up).
      const { p50Ms, p95Ms, p99Ms } = await latency(base, path, { cookie });
      // How many the server answers per second with 4 people at once.
      const r = await autocannon({
        url: `${base}${path}`,
        connections: 4,
        duration: autocannonSeconds,
        headers: { cookie },
      });
      results.push({
        what,
        p50Ms,
        p95Ms,
        p99Ms,
        rpsAt4: Math.round(r.requests.average),
        errors: r.non2xx + r.errors,
      });
    }
    return results;
  } finally {
    await api.stop();
  }
}

if (runDirectly(import.meta.url)) {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
  console.table(await measureEstatesAtScale({ databaseUrl: process.env.DATABASE_URL }));
}

/**
 * Generates the data at scale in the API's fresh database (after the demo data), for the demo
 * lawyer. Returns one of the estates, for the one-estate lists.
 * @param {string} databaseUrl
 * @returns {Promise<string>}
 */
export async function seedEstatesAtScale(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  // A failed step drops the database in `finally`, which ends this connection: that must not hide
  // the step's own error behind an unhandled 'error' event.
  db.on('error', () => {});
  await db.connect();
  const started = Date.now();
  const { rows } = await db.query(`SELECT user_id FROM users WHERE email = 'lawyer@demo.estate.nz'`);
  const lawyer = rows[0].user_id;
  await db.query(
    `INSERT INTO estates (deceased_name, date_of_death, last_known_address, workflow_type, will_status, estimated_value, status, stage, created_by, date_created, updated_at)
   SELECT 'Person ' || g || ' ' || (ARRAY['Wilson','Ngata','Chen','Singh','Te Rangi','Smith','Brown','Patel'])[1 + g % 8],
        to_char(date '2024-01-01' + (g % 900), 'YYYY-MM-DD'), g || ' Queen Street, Auckland',
        CASE WHEN g % 3 = 0 THEN 'letters_of_administration' ELSE 'probate' END,
        CASE WHEN g % 3 = 0 THEN 'No Will (Intestate)' ELSE 'Valid Will Exists' END,
        (100000 + g * 37)::text, CASE WHEN g % 10 = 0 THEN 'completed' ELSE 'active' END, 'initial', $1,
        now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
   FROM generate_series(1, 10000) g`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO estateroles (estate_id, user_id, role) SELECT estate_id, $1, 'lawyer' FROM estates WHERE created_by = $1 ON CONFLICT DO NOTHING`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO tasks (estate_id, name, status, due_date)
   SELECT e.estate_id, 'Task ' || g, (ARRAY['todo','in_progress','completed'])[1 + g % 3], to_char(current_date + (g * 7), 'YYYY-MM-DD')
   FROM estates e CROSS JOIN generate_series(1, 10) g WHERE e.created_by = $1`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO documents (estate_id, type, file_url, uploaded_file, uploaded_by, tags, storage_key, size_bytes, upload_date)
   SELECT e.estate_id, 'PDF', '/api/documents/x/file', 'document-' || g || '.pdf', $1, ARRAY['intake'], 'missing/' || g, 1000,
        now() - ((random() * 90000)::int || ' minutes')::interval
   FROM estates e CROSS JOIN generate_series(1, 10) g WHERE e.created_by = $1`,
    [lawyer],
  );
  // Recent Activity reads the audit trail: five events per estate, spread over the last year.
  await db.query(
    `INSERT INTO audit_events (actor_id, action, entity_type, entity_id, data, created_at)
   SELECT $1, 'task.status_changed', 'task', gen_random_uuid()::text,
        jsonb_build_object('estateId', e.estate_id, 'name', 'Task ' || g, 'to', 'completed'),
        now() - ((random() * 525600)::int || ' minutes')::interval
   FROM estates e CROSS JOIN generate_series(1, 5) g WHERE e.created_by = $1`,
    [lawyer],
  );
  // The records kit's lists: 5 assets, 2 liabilities, 3 beneficiaries and a valuation per estate.
  await db.query(
    `INSERT INTO assets (estate_id, name, type, value_cents, status, location)
   SELECT e.estate_id, (ARRAY['Family home','Bach','KiwiSaver','ANZ account','Car'])[g] || ' ' || left(e.deceased_name, 12),
        (ARRAY['property','property','investment','bank','vehicle'])[g], (g * 123457 + length(e.deceased_name))::bigint,
        (ARRAY['verified','pending','unverified'])[1 + g % 3], 'Auckland'
   FROM estates e CROSS JOIN generate_series(1, 5) g WHERE e.created_by = $1`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO liabilities (estate_id, name, type, amount_cents, creditor)
   SELECT e.estate_id, (ARRAY['Home loan','Visa card'])[g], (ARRAY['mortgage','credit'])[g], g * 98765, 'ANZ'
   FROM estates e CROSS JOIN generate_series(1, 2) g WHERE e.created_by = $1`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO beneficiaries (estate_id, full_name, relationship, share_basis_points)
   SELECT e.estate_id, 'Heir ' || g || ' of ' || e.deceased_name, 'child', 3333
   FROM estates e CROSS JOIN generate_series(1, 3) g WHERE e.created_by = $1`,
    [lawyer],
  );
  await db.query(
    `INSERT INTO valuations (estate_id, asset_id, asset_name, value_cents, previous_value_cents, type, valued_on)
   SELECT a.estate_id, a.asset_id, a.name, a.value_cents + 1000, a.value_cents, 'market', date '2026-06-01'
   FROM assets a WHERE a.type = 'investment'`,
  );
  // The estate's working records (issue 13): the seven New Zealand obligations of every estate, a
  // third of them past due, so the overdue counts have work to do.
  await db.query(
    `INSERT INTO compliance_items (estate_id, requirement, priority, due_date, status)
   SELECT e.estate_id, 'Obligation ' || g, (ARRAY['high','medium','low'])[1 + g % 3],
        current_date + ((g - 3) * 30), CASE WHEN g % 4 = 0 THEN 'completed' ELSE 'pending' END
   FROM estates e CROSS JOIN generate_series(1, 7) g WHERE e.created_by = $1`,
    [lawyer],
  );
  const { someEstate, counts } = await finishSeeding(db, lawyer, {
    e: 'estates',
    t: 'tasks',
    d: 'documents',
    a: 'audit_events',
  });
  await db.end();
  console.log(
    `generated ${counts.e} estates, ${counts.t} tasks, ${counts.d} documents, ${counts.a} audit events in ${Date.now() - started} ms`,
  );

  return someEstate;
}

/**
 * The lists measured: [what, path].
 * @param {string} someEstate
 * @returns {[string, string][]}
 */
export function listsAtScale(someEstate) {
  return [
    ['My Estates, first page', '/api/estates'],
    ['My Estates, search "ngata"', '/api/estates?q=ngata'],
    ['My Estates, page 400', '/api/estates?page=400'],
    ['Documents library, first page', '/api/documents'],
    ['Documents library, search', '/api/documents?q=document-7'],
    ['Documents library, page 200', '/api/documents?page=200'],
    ['Dashboard home', '/api/dashboard'],
    ['Assets of all estates (50,000), first page + totals', '/api/assets'],
    ['Assets of all estates, search "bach"', '/api/assets?q=bach'],
    ['Assets of all estates, by value, page 1000', '/api/assets?sort=value&order=desc&page=1000'],
    ['Assets of one estate', `/api/estates/${someEstate}/assets`],
    ['Beneficiaries of one estate', `/api/estates/${someEstate}/beneficiaries`],
    ['Valuations of all estates (10,000) + change totals', '/api/valuations'],
    ['Compliance of all estates (70,000) + overdue counts', '/api/compliance-items'],
    ['Compliance of all estates, overdue only', '/api/compliance-items?status=overdue'],
    ['Compliance of one estate', `/api/estates/${someEstate}/compliance-items`],
    ['Timeline of one estate (50,000 events in all)', `/api/estates/${someEstate}/timeline`],
  ];
}

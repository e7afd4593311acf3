// The estate's money at work (issue 14): 300 estates for the demo lawyer, each with a few rows of
// every money kind (about 1,500 transactions, 600 distributions, 900 inventory items, 600 controlled
// items and 900 tax records, a third of the tax past due), then the latency of each kind's list with
// its summary cards: across the estates, across the estates with a filter or search, and of one
// estate. Kinds the API does not serve (yet) are skipped and named. PostgreSQL only:
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:estate-money
import pg from 'pg';
import { DEMO_LAWYER, finishSeeding, latency, signIn, startApi } from './lib.mjs';

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
const ESTATES = 300;
const REQUESTS = 200;
const api = await startApi({ databaseUrl: process.env.DATABASE_URL, name: 'bench-money' });
const { base } = api;
try {
  const db = new pg.Client({ connectionString: api.databaseUrl });
  await db.connect();
  const started = Date.now();
  const { rows } = await db.query(`SELECT user_id FROM users WHERE email = 'lawyer@demo.estate.nz'`);
  const lawyer = rows[0].user_id;
  await db.query(
    `INSERT INTO estates (deceased_name, date_of_death, last_known_address, workflow_type, will_status, estimated_value, status, stage, created_by, date_created, updated_at)
     SELECT 'Person ' || g || ' ' || (ARRAY['Wilson','Ngata','Chen','Singh','Te Rangi','Smith','Brown','Patel'])[1 + g % 8],
            to_char(date '2025-01-01' + (g % 500), 'YYYY-MM-DD'), g || ' Queen Street, Auckland', 'probate',
            'Valid Will Exists', (100000 + g * 37)::text, 'active', 'initial', $1, now(), now()
     FROM generate_series(1, $2::int) g`,
    [lawyer, ESTATES],
  );
  await db.query(
    `INSERT INTO estateroles (estate_id, user_id, role) SELECT estate_id, $1, 'lawyer' FROM estates WHERE created_by = $1 ON CONFLICT DO NOTHING`,
    [lawyer],
  );
  const each = (n, sql) =>
    db.query(`${sql} FROM estates e CROSS JOIN generate_series(1, ${n}) g WHERE e.created_by = $1`, [lawyer]);
  await each(
    5,
    `INSERT INTO transactions (estate_id, type, occurred_on, description, category, reference, amount_cents, status)
     SELECT e.estate_id, CASE WHEN g % 2 = 0 THEN 'income' ELSE 'expense' END, date '2026-07-01' + g * 9,
            (ARRAY['Rent','Legal fees','Interest','Rates','Sale of car'])[g] || ' ' || left(e.deceased_name, 12),
            (ARRAY['rent','legal_fees','bank_interest','other','asset_sale'])[g], 'REF-' || g, 10000 + g * 12345,
            (ARRAY['pending','completed','completed','cancelled','completed'])[g]`,
  );
  await each(
    2,
    `INSERT INTO beneficiaries (estate_id, full_name, relationship, share_basis_points)
     SELECT e.estate_id, 'Heir ' || g || ' of ' || e.deceased_name, 'child', 5000`,
  );
  await db.query(
    `INSERT INTO distributions (estate_id, beneficiary_id, type, amount_cents, status, planned_date)
     SELECT b.estate_id, b.beneficiary_id, 'interim', 500000, CASE WHEN random() < 0.5 THEN 'planned' ELSE 'paid' END, date '2027-03-01'
     FROM beneficiaries b`,
  );
  await each(
    3,
    `INSERT INTO inventory_items (estate_id, name, category, serial_number, location, condition, status, purchase_price_cents)
     SELECT e.estate_id, (ARRAY['Rimu sideboard','Pounamu pendant','McCahon print'])[g] || ' ' || left(e.deceased_name, 12),
            (ARRAY['furniture','jewellery','art'])[g], 'SN-' || g, (ARRAY['Lounge','Safe','Hall'])[g], 'good',
            (ARRAY['in_possession','pending_valuation','sold'])[g], 25000 * g`,
  );
  await each(
    2,
    `INSERT INTO controlled_items (estate_id, name, type, location, security_level, status)
     SELECT e.estate_id, (ARRAY['House keys','Title deed'])[g] || ' ' || left(e.deceased_name, 12),
            (ARRAY['keys','title_deed'])[g], 'Firm deed safe', (ARRAY['medium','high'])[g], 'secured'`,
  );
  await each(
    3,
    `INSERT INTO tax_records (estate_id, reference, type, period, amount_cents, due_date, status)
     SELECT e.estate_id, 'BENCH-' || (ARRAY['IR3','IR6','GST'])[g] || '-' || left(e.deceased_name, 12),
            (ARRAY['ir3','ir6','gst'])[g], '2027', 40000 * g, current_date + (g - 2) * 60,
            (ARRAY['pending','submitted','paid'])[g]`,
  );
  const { someEstate, counts } = await finishSeeding(db, lawyer, {
    estates: 'estates',
    transactions: 'transactions',
    distributions: 'distributions',
    inventory: 'inventory_items',
    controlled: 'controlled_items',
    tax: 'tax_records',
  });
  await db.end();
  console.log(`generated ${JSON.stringify(counts)} in ${Date.now() - started} ms`);

  const cookie = await signIn(base, DEMO_LAWYER.email, DEMO_LAWYER.password);
  const KINDS = [
    ['transactions', 'q=legal'],
    ['distributions', 'status=paid'],
    ['inventory-items', 'q=pounamu'],
    ['controlled-items', 'q=keys'],
    ['tax-records', 'status=overdue'],
  ];
  const results = [];
  const skipped = [];
  for (const [kind, filter] of KINDS) {
    // Every kind is per estate; some are also served across the estates (GET /api/<kind>).
    const across = await fetch(`${base}/api/${kind}`, { headers: { cookie } });
    const one = await fetch(`${base}/api/estates/${someEstate}/${kind}`, { headers: { cookie } });
    if (!one.ok) {
      skipped.push(`${kind} (${one.status})`);
      continue;
    }
    const paths = across.ok
      ? [
          [`${kind}: all estates, first page + summary`, `/api/${kind}`],
          [`${kind}: all estates, ${filter}`, `/api/${kind}?${filter}`],
          [`${kind}: one estate`, `/api/estates/${someEstate}/${kind}`],
        ]
      : [
          [`${kind}: one estate`, `/api/estates/${someEstate}/${kind}`],
          [`${kind}: one estate, ${filter}`, `/api/estates/${someEstate}/${kind}?${filter}`],
        ];
    for (const [what, path] of paths) {
      // What one person waits for: REQUESTS one after another (after 20 to warm up).
      const { p50Ms, p95Ms } = await latency(base, path, { cookie, requests: REQUESTS, decimals: 1 });
      results.push({ what, p50Ms, p95Ms });
    }
  }
  console.table(results);
  if (skipped.length) console.log(`not served, skipped: ${skipped.join(', ')}`);
} finally {
  await api.stop();
}

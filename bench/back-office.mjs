// The back office at work (issue 15): 200 law firms, 2,000 users (lawyers in firms), 1,000 estates of
// those firms, 200 billing accounts with 2,400 invoices (a year of them) and 100,000 audit events,
// then the latency of the back-office screens' calls: law firms, users, billing accounts, invoices,
// the billing summary, the admin dashboard, analytics (admin and a firm's lawyer) and the audit log
// (admin and a lawyer, with a category filter and a search). PostgreSQL only:
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:back-office
import pg from 'pg';
import { DEMO_LAWYER, latency, signIn, startApi } from './lib.mjs';

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
const DEMO_ADMIN = { email: 'admin@demo.estate.nz', password: 'demo-admin-kauri' };
const REQUESTS = 100;
const api = await startApi({ databaseUrl: process.env.DATABASE_URL, name: 'bench-back-office' });
const { base } = api;
try {
  const db = new pg.Client({ connectionString: api.databaseUrl });
  // stop() drops the database with FORCE: a failure below must not be masked by this client's end.
  db.on('error', () => {});
  await db.connect();
  const started = Date.now();
  await db.query(
    `INSERT INTO law_firms (name, address, primary_contact, contact_email, status, billing_status)
     SELECT 'Bench Firm ' || g, g || ' Lambton Quay, Wellington', 'Partner ' || g, 'office' || g || '@firm.example.nz',
            CASE WHEN g % 10 = 0 THEN 'inactive' ELSE 'active' END, (ARRAY['current','trial','overdue'])[1 + g % 3]
     FROM generate_series(1, 200) g`,
  );
  await db.query(
    `INSERT INTO users (email, name, role, active, email_verified, firm_id, last_sign_in_at)
     SELECT 'bench-user-' || g || '@example.nz', 'Bench Person ' || g,
            (ARRAY['lawyer','lawyer','executor','beneficiary','user'])[1 + g % 5], g % 17 <> 0, true,
            CASE WHEN g % 5 < 2 THEN (SELECT law_firm_id FROM law_firms ORDER BY name OFFSET g % 200 LIMIT 1) END,
            now() - (g % 90) * interval '1 day'
     FROM generate_series(1, 2000) g`,
  );
  await db.query(
    `INSERT INTO estates (deceased_name, workflow_type, will_status, status, stage, created_by, firm_id, date_created, updated_at)
     SELECT 'Bench Estate ' || g, 'probate', 'Valid Will Exists', 'active', 'initial', u.user_id, u.firm_id,
            now() - (g % 365) * interval '1 day', now()
     FROM generate_series(1, 1000) g
     JOIN LATERAL (SELECT user_id, firm_id FROM users WHERE firm_id IS NOT NULL ORDER BY email OFFSET g % 700 LIMIT 1) u ON true`,
  );
  await db.query(
    `INSERT INTO billing_accounts (type, law_firm_id, plan, status)
     SELECT 'law_firm', law_firm_id, (ARRAY['free','standard','premium'])[1 + row_number() over () % 3], 'active' FROM law_firms WHERE name LIKE 'Bench Firm %'`,
  );
  await db.query(
    `INSERT INTO invoices (number, billing_account_id, customer_name, status, issue_date, due_date, paid_date, subtotal_cents, gst_cents, total_cents)
     SELECT 'INV-B' || lpad((row_number() over ())::text, 6, '0'), a.billing_account_id, 'Bench Firm',
            (ARRAY['draft','sent','paid','paid'])[1 + m % 4], current_date - m * 30, current_date - m * 30 + 15,
            CASE WHEN m % 4 >= 2 THEN current_date - m * 30 + 10 END, 4999, 750, 5749
     FROM billing_accounts a CROSS JOIN generate_series(0, 11) m`,
  );
  await db.query(
    `WITH e AS (SELECT array_agg(estate_id ORDER BY estate_id) ids, array_agg(created_by ORDER BY estate_id) bys FROM estates)
     INSERT INTO audit_events (actor_id, action, entity_type, entity_id, data, category, status, ip_address, created_at)
     SELECT e.bys[1 + g % cardinality(e.ids)],
            (ARRAY['asset.created','document.uploaded','auth.signed_in','estate.statement_downloaded','task.status_changed'])[1 + g % 5],
            'asset', e.ids[1 + g % cardinality(e.ids)]::text,
            jsonb_build_object('estateId', e.ids[1 + g % cardinality(e.ids)], 'name', 'Bench thing ' || g),
            (ARRAY['data','document','security','access','data'])[1 + g % 5], 'success', '10.0.0.' || (g % 250),
            now() - g * interval '1 minute'
     FROM e, generate_series(1, 100000) g`,
  );
  const lawyer = (
    await db.query(
      `SELECT u.email FROM users u JOIN estates e ON e.created_by = u.user_id WHERE u.role = 'lawyer' AND u.active LIMIT 1`,
    )
  ).rows[0].email;
  // A bench lawyer signs in with the demo lawyer's password (hash copied), so the lawyer's views are timed too.
  await db.query(
    `INSERT INTO accounts (provider_account_id, provider_id, user_id, password)
     SELECT u.user_id::text, 'credential', u.user_id, a.password FROM users u, accounts a JOIN users d ON d.user_id = a.user_id
     WHERE u.email = $1 AND d.email = $2 AND a.provider_id = 'credential'`,
    [lawyer, DEMO_LAWYER.email],
  );
  await db.query('ANALYZE');
  await db.end();
  console.log(`generated the back office's rows in ${Date.now() - started} ms`);

  const admin = await signIn(base, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const firmLawyer = await signIn(base, lawyer, DEMO_LAWYER.password);
  const CALLS = [
    ['admin', 'law firms: first page + tiles', '/api/admin/law-firms'],
    ['admin', 'law firms: search', '/api/admin/law-firms?q=firm%2019'],
    ['admin', 'users: first page + tiles', '/api/admin/users'],
    ['admin', 'users: role filter + search', '/api/admin/users?role=lawyer&q=person%201'],
    ['admin', 'billing accounts (usage, estimate)', '/api/admin/billing-accounts'],
    ['admin', 'invoices: overdue', '/api/admin/invoices?status=overdue'],
    ['admin', 'billing summary + 12 months', '/api/admin/billing/summary'],
    ['admin', 'admin dashboard', '/api/admin/dashboard'],
    ['admin', 'analytics (year)', '/api/analytics?period=year'],
    ['lawyer', 'analytics (year), a firm lawyer', '/api/analytics?period=year'],
    ['admin', 'audit log: first page + cards', '/api/audit-events'],
    ['admin', 'audit log: security', '/api/audit-events?category=security'],
    ['admin', 'audit log: search', '/api/audit-events?q=thing%2042'],
    ['lawyer', 'audit log: a firm lawyer', '/api/audit-events'],
  ];
  const results = [];
  for (const [who, what, path] of CALLS) {
    const cookie = who === 'admin' ? admin : firmLawyer;
    const { p50Ms, p95Ms } = await latency(base, path, { cookie, requests: REQUESTS, decimals: 1 });
    results.push({ what, p50Ms, p95Ms });
  }
  console.table(results);
} finally {
  await api.stop();
}

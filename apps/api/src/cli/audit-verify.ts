/**
 * Checks the audit trail's hash chains (decision 071):
 *   npm run audit:verify
 * Reads DATABASE_URL, or the embedded database in DATA_DIR (default ./data) when it is unset; an
 * embedded database a running server holds is refused (stop the server, or use the Audit Log's
 * Verify now). Prints `verified N events` and exits 0, or names each altered or missing event and
 * exits 1 (2 when the check could not run). Records nothing: the admin page shows its own checks.
 */
import { openDatabase } from '../db/client.js';
import { ConfigError, loadConfig } from '../env.js';
import { lastPassingHeads, verifyAuditChains } from '../services/audit/audit-chain.js';

async function main(): Promise<number> {
  const config = loadConfig({ ...process.env, DEMO: 'false' });
  const database = await openDatabase(config);
  try {
    const check = await verifyAuditChains(database.db, { anchors: await lastPassingHeads(database.db) });
    if (check.ok) {
      console.log(`verified ${check.events} events`);
      for (const [chain, head] of Object.entries(check.heads))
        console.log(`chain ${chain}: newest event ${head.seq}, hash ${head.hash}`);
      return 0;
    }
    console.error(
      `The audit trail is broken: ${check.breaks.length} ${check.breaks.length === 1 ? 'problem' : 'problems'} in ${check.events} events checked.`,
    );
    for (const b of check.breaks) {
      console.error(`- ${b.message}`);
      if (b.eventId)
        console.error(
          `  id ${b.eventId}, action ${b.action}, at ${b.at} (UTC), chain ${b.chain} #${b.seq ?? '-'}`,
        );
    }
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(2);
  },
);

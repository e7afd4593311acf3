import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db, Tx } from '../../db/client.js';

/*
 * Live changes (issue 39, decision 062). A change is published inside the transaction that makes it,
 * as a PostgreSQL NOTIFY on one channel: PostgreSQL delivers it when (and only if) the transaction
 * commits, to every API process listening, this one included. Payloads carry ids, never rows
 * (NOTIFY's limit is 8,000 bytes, and the access floor decides per reader what an event may tell).
 * On PostgreSQL each process listens on one dedicated connection outside the pool, which reconnects
 * and listens again after a drop and then says "gap" (browsers refetch what they show); on the
 * embedded database (one process) PGlite's own `listen` serves.
 */

export const CHANGE_CHANNEL = 'estate_changes';

/** What changed: the kind of thing (`assets`, `estate`, `task`, `message`…), its estate, its id. */
export interface ChangeEvent {
  kind: string;
  estateId: string | null;
  id: string | null;
  action: 'created' | 'updated' | 'deleted';
}

/** Publishes a change in the caller's transaction: it is delivered when the transaction commits. */
export async function publishChange(tx: Db | Tx, event: ChangeEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * A person's own account changed (profile, notification switches, a one-click unsubscribe): the
 * event names them and reaches only them, so their Settings page open elsewhere shows it.
 */
export async function publishAccountChange(tx: Db | Tx, userId: string): Promise<void> {
  await publishChange(tx, { kind: 'account', estateId: null, id: userId, action: 'updated' });
}

const isChange = (value: unknown): value is ChangeEvent =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ChangeEvent).kind === 'string' &&
  typeof (value as ChangeEvent).action === 'string';

/**
 * This process's listener: emits `change` (a ChangeEvent) for every committed change of any process,
 * and `gap` when it may have missed some (its connection dropped and came back).
 */
export class ChangeFeed extends EventEmitter {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Pick<Database, 'kind' | 'url' | 'pglite'>,
    private readonly log: { warn(obj: object, msg: string): void } = console,
  ) {
    super();
    this.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (this.database.kind === 'pglite' && this.database.pglite) {
      this.unlisten = await this.database.pglite.listen(CHANGE_CHANNEL, (payload) => this.receive(payload));
      return;
    }
    await this.connect();
  }

  private receive(payload: string | undefined): void {
    try {
      const event: unknown = JSON.parse(payload ?? '');
      if (isChange(event)) this.emit('change', event);
    } catch {
      // Not ours: ignore.
    }
  }

  /** One connection of its own, listening; on a drop, again after a second, then a gap. */
  private async connect(): Promise<void> {
    if (this.closed || !this.database.url) return;
    const client = new pg.Client({ connectionString: this.database.url });
    client.on('notification', (n) => {
      if (n.channel === CHANGE_CHANNEL) this.receive(n.payload);
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err }, 'change feed connection lost; listening again');
      this.retry = setTimeout(() => void this.reconnect(), 1000);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
  }

  private async reconnect(): Promise<void> {
    this.retry = null;
    try {
      await this.connect();
      // Whatever was committed while nobody listened is unknown: readers refetch.
      this.emit('gap');
    } catch (err) {
      this.client = null;
      if (!this.closed) {
        this.log.warn({ err }, 'change feed could not listen; trying again');
        this.retry = setTimeout(() => void this.reconnect(), 2000);
      }
    }
  }

  /** For tests: drops the connection as a server restart would. */
  async dropConnection(): Promise<void> {
    const client = this.client;
    if (client) await client.query('select pg_terminate_backend(pg_backend_pid())').catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.unlisten?.();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
    this.removeAllListeners();
  }
}

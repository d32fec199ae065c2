import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ChannelListener } from './database.ts';

const RECONNECT_AFTER_MS = 1_000;

/** Where the database announces changes to sessions, memberships, accounts and schools (migration 0008). */
export const SESSION_CHANNEL = 'lineup_sessions';

/** Where the database announces the schools whose rows a counted list's table gained or lost (migration 0024). */
export const LIST_CHANNEL = 'lineup_lists';

/** Where the database announces the schools whose rows of the domain were changed (migration 0026). */
export const SCHOOL_CHANNEL = 'lineup_school';

/** The channels every connection of the PostgreSQL pool listens to. */
const POOL_CHANNELS: readonly string[] = [SESSION_CHANNEL, LIST_CHANNEL, SCHOOL_CHANNEL];

/**
 * A pool connection's own announcements, handed to the listeners of their channel before the
 * commit that made them returns. Every other announcement reaches the one listening connection
 * (listenPostgres), so the pool's connections leave those alone rather than each handling it again.
 */
export class PoolAnnouncements {
  readonly #listeners = new Map<string, Set<ChannelListener>>();

  /** Hears the client's own announcements; resolves once it listens, before the pool hands it out. */
  async attach(client: pg.ClientBase): Promise<void> {
    // pg keeps the backend's process id from the start-up handshake; its types leave it out.
    const backend = () => (client as pg.Client & { processID?: number | null }).processID;
    client.on('notification', (notice) => {
      const own = backend();
      if (own != null && notice.processId !== own) return;
      for (const listener of this.#listeners.get(notice.channel) ?? []) listener.message(notice.payload ?? '');
    });
    // One message for every channel. A connection that cannot listen still serves: the listening
    // connection (listenPostgres) hears its announcements a moment later.
    await client
      .query(POOL_CHANNELS.map((channel) => `LISTEN ${client.escapeIdentifier(channel)}`).join('; '))
      .catch(() => undefined);
  }

  add(channel: string, listener: ChannelListener): () => void {
    const set = this.#listeners.get(channel) ?? new Set();
    set.add(listener);
    this.#listeners.set(channel, set);
    return () => set.delete(listener);
  }
}

/** PGlite runs in this process: its announcements arrive with the statement that made them. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  const unlisten = await client.listen(channel, (payload) => listener.message(payload));
  listener.listening();
  return async () => {
    listener.lost();
    // A database closed first has stopped listening with it.
    if (!client.closed) await unlisten();
  };
}

/**
 * A connection of its own that LISTENs, as the app's role. When it is lost the listener is
 * told at once and it connects again after a second, for as long as it is not stopped.
 */
export async function listenPostgres(
  options: { url: string; role: string },
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: options.url,
      options: `-c role=${options.role}`,
      connectionTimeoutMillis: 10_000,
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (current === client) {
        current = null;
        listener.lost();
      }
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_AFTER_MS).unref();
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (notice) => {
      if (notice.channel === channel) listener.message(notice.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      drop();
      return;
    }
    if (stopped || dropped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    listener.listening();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    listener.lost();
    await client?.end().catch(() => undefined);
  };
}

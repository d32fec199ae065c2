import type { DatabaseHandle } from './database.ts';

export type DatabaseOptions =
  | { readonly driver: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob }
  | {
      readonly driver: 'postgres';
      /** The app's pool: a login role without superuser, BYPASSRLS or CREATEROLE (lineup_app). */
      readonly url: string;
      /** Migrations: the owner of the database, allowed to create roles the first time. */
      readonly migrationUrl: string;
      readonly poolSize?: number;
    };

/**
 * Opens the configured database, applies pending migrations, then drops to the app role. Each
 * driver's code loads only when it is the one configured: a server on PostgreSQL never loads PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'pglite') return (await import('./open-pglite.ts')).openPglite(options);
  return (await import('./open-postgres.ts')).openPostgres(options);
}

/** How a test reads the database, on either driver: PGlite's client or node-postgres's. */
type Query = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * Every table of Lineup's database (its own and drizzle's journal), each as its row count and a
 * digest of its rows in order: two databases whose digests are equal hold the same rows.
 */
export async function tableDigests(query: Query): Promise<Record<string, string>> {
  const tables = (
    await query(`select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname in ('public', 'drizzle') order by 1`)
  ).rows as { name: string }[];
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = (
      await query(
        `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`,
      )
    ).rows as { rows: number; digest: string | null }[];
    digests[name] = `${row?.rows}:${row?.digest ?? ''}`;
  }
  return digests;
}

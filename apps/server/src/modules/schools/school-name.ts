import { eq } from 'drizzle-orm';
import type { Executor } from '#src/db/database.ts';
import { applications } from '#src/db/schema/index.ts';

export async function schoolName(tx: Executor, schoolId: string): Promise<string> {
  const [row] = await tx.select({ name: applications.name }).from(applications).where(eq(applications.id, schoolId));
  return row?.name ?? '';
}

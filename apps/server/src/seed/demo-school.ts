import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isSchoolRole } from '@lineup/contract/roles';
import { hashPassword } from '#src/auth/password.ts';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/database.ts';
import { accounts, applications, memberships, schoolSettings } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { DEMO_ACCOUNTS, DEMO_SCHOOL_NAME } from './demo-accounts.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { DEMO_SETTINGS } from './demo-settings.ts';

/** On the first start (no account yet) creates the demo school with one account per role and its catalogue. */
export async function seedDemoSchool(db: Database, config: Config, log: FastifyBaseLogger): Promise<boolean> {
  const seeded = await asPlatform(db, async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(accounts);
    if ((existing?.n ?? 0) > 0) return false;
    // One at a time: each hash takes 128 MiB (scrypt, N=2^17, r=8), and seven at once on the thread
    // pool's four threads made a 660 MiB peak at the first start.
    const hashes: string[] = [];
    for (const demo of DEMO_ACCOUNTS) hashes.push(await hashPassword(demo.password, config.PASSWORD_HASH_COST));
    const now = new Date();
    const created = await tx
      .insert(accounts)
      .values(
        DEMO_ACCOUNTS.map((demo, index) => ({
          email: demo.email,
          name: demo.name,
          passwordHash: hashes[index] ?? null,
          phone: demo.phone ?? null,
          language: 'pt',
          isMaster: demo.role === 'master',
          activatedAt: now,
        })),
      )
      .returning({ id: accounts.id, email: accounts.email });
    const idOf = (email: string) => created.find((row) => row.email === email)?.id ?? '';
    const owner = DEMO_ACCOUNTS.find((demo) => demo.role === 'owner');
    const [school] = await tx
      .insert(applications)
      .values({ name: DEMO_SCHOOL_NAME, status: 'active', ownerAccountId: idOf(owner?.email ?? '') })
      .returning({ id: applications.id });
    const members = DEMO_ACCOUNTS.flatMap((demo) =>
      isSchoolRole(demo.role) && school
        ? [{ applicationId: school.id, accountId: idOf(demo.email), role: demo.role }]
        : [],
    );
    await tx.insert(memberships).values(members);
    if (school) {
      await tx.update(schoolSettings).set(DEMO_SETTINGS).where(eq(schoolSettings.applicationId, school.id));
      await seedDemoCatalogue(tx, school.id);
    }
    return true;
  });
  if (seeded) {
    const lines = DEMO_ACCOUNTS.map((demo) => `  ${demo.role.padEnd(14)} ${demo.email.padEnd(30)} ${demo.password}`);
    log.info({ accounts: DEMO_ACCOUNTS.length }, 'demo school created');
    // Printed once, plainly, so the person who just ran `npm start` can sign in.
    process.stdout.write(`\nDemo school "${DEMO_SCHOOL_NAME}" created. Sign in with:\n${lines.join('\n')}\n\n`);
  }
  return seeded;
}

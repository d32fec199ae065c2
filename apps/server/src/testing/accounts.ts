import type { SchoolRole } from '@lineup/contract/roles';
import { hashPassword } from '#src/auth/password.ts';
import type { Database } from '#src/db/database.ts';
import { accounts, applications, memberships } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';

/** Creates an activated account, optionally a member of a school with a role. */
export async function createAccount(
  db: Database,
  input: {
    email: string;
    password?: string;
    phone?: string;
    activated?: boolean;
    master?: boolean;
    schoolId?: string;
    role?: SchoolRole;
    /** The account's language for its e-mails; none by default, as for an account that never chose. */
    language?: string;
  },
): Promise<string> {
  const passwordHash = input.password ? await hashPassword(input.password, 10) : null;
  return asPlatform(db, async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        email: input.email,
        name: input.email.split('@')[0] ?? '',
        passwordHash,
        phone: input.phone ?? null,
        language: input.language ?? null,
        isMaster: input.master ?? false,
        activatedAt: input.activated === false ? null : new Date(),
      })
      .returning({ id: accounts.id });
    const id = row?.id ?? '';
    if (input.schoolId && input.role) {
      await tx.insert(memberships).values({ applicationId: input.schoolId, accountId: id, role: input.role });
    }
    return id;
  });
}

export async function createSchool(db: Database, ownerAccountId: string, name = 'Test Surf School'): Promise<string> {
  return asPlatform(db, async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({ name, ownerAccountId, status: 'active' })
      .returning({ id: applications.id });
    return row?.id ?? '';
  });
}

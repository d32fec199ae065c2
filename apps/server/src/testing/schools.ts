import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import type { TestApp } from '#src/testing/test-app.ts';

/** Two schools: A with an owner, a manager and a staff member, B with an owner; all signed in. */
export async function twoSchools(t: TestApp) {
  const db = t.database.db;
  const ownerA = await createAccount(db, { email: 'owner@a.test', password: 'owner a password' });
  const ownerB = await createAccount(db, { email: 'owner@b.test', password: 'owner b password' });
  const schoolA = await createSchool(db, ownerA, 'School A');
  const schoolB = await createSchool(db, ownerB, 'School B');
  await createAccount(db, { email: 'boss@a.test', password: 'boss a password', schoolId: schoolA, role: 'owner' });
  await createAccount(db, {
    email: 'manager@a.test',
    password: 'manager a password',
    schoolId: schoolA,
    role: 'manager',
  });
  await createAccount(db, { email: 'staff@a.test', password: 'staff a password', schoolId: schoolA, role: 'staff' });
  await createAccount(db, { email: 'boss@b.test', password: 'boss b password', schoolId: schoolB, role: 'owner' });
  await createAccount(db, { email: 'loner@x.test', password: 'loner password' });
  return {
    schoolA,
    schoolB,
    owner: await signInAs(t.app, 'boss@a.test', 'boss a password'),
    manager: await signInAs(t.app, 'manager@a.test', 'manager a password'),
    staff: await signInAs(t.app, 'staff@a.test', 'staff a password'),
    other: await signInAs(t.app, 'boss@b.test', 'boss b password'),
    loner: await signInAs(t.app, 'loner@x.test', 'loner password'),
  };
}

import type { Transaction } from '#src/db/database.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedDemoEquipment } from './demo-equipment.ts';
import { seedDemoSalesCatalogue } from './demo-sales-catalogue.ts';
import { seedDemoSites } from './demo-sites.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedDemoTransports } from './demo-transports.ts';
import { seedDemoTypes } from './demo-types.ts';
import { seedDemoWorks } from './demo-works.ts';

/** Gives the new demo school its places, rooms, suppliers and shop, in the seeding transaction. */
export async function seedDemoCatalogue(tx: Transaction, schoolId: string): Promise<void> {
  await seedDemoSites(tx, schoolId);
  await seedDemoEquipment(tx, schoolId);
  await seedDemoTransports(tx, schoolId);
  // Van 1's default driver is one of the staff.
  await seedDemoStaff(tx, schoolId);
  // Works name the equipment, the vans, the staff and the suppliers.
  await seedDemoWorks(tx, schoolId);
  await seedDemoCustomers(tx, schoolId);
  // Packages name the lesson types they pay for.
  await seedDemoTypes(tx, schoolId);
  await seedDemoSalesCatalogue(tx, schoolId);
  // Four weeks of lessons and events name all of the above.
  await seedDemoEvents(tx, schoolId);
  // Sales, payments and what attendance used name the customers, the catalogue and the lessons.
  await seedDemoMoney(tx, schoolId);
  // A lighter year behind the four weeks, so that the reports have a past to show.
  await seedDemoHistory(tx, schoolId);
}

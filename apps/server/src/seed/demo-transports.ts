import type { TransportInput } from '@lineup/contract/transports';
import type { Transaction } from '#src/db/database.ts';
import { transports } from '#src/db/schema/index.ts';

/** The demo school's vans: the nine-seater that runs the daily beach trips and a second one for the busy days. */
export const DEMO_TRANSPORTS: readonly TransportInput[] = [
  {
    name: 'Van 1',
    plate: 'AA-12-BC',
    seats: 9,
    defaultDriverId: null,
    notes: 'Ford Transit, white. Roof rack for eight boards; the daily run to Carcavelos and Caparica.',
    active: true,
  },
  {
    name: 'Van 2',
    plate: '45-XZ-78',
    seats: 8,
    defaultDriverId: null,
    notes: 'Renault Trafic with a board trailer. Spare van for the Ericeira trips; check the tyres before each run.',
    active: true,
  },
];

/** Gives the demo school its vehicles (DOMAIN.md, Catalogue: Transport), in the seeding transaction. */
export async function seedDemoTransports(tx: Transaction, schoolId: string): Promise<void> {
  await tx.insert(transports).values(DEMO_TRANSPORTS.map((transport) => ({ ...transport, applicationId: schoolId })));
}

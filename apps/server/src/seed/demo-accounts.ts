import type { Role } from '@lineup/contract/roles';

export interface DemoAccount {
  readonly role: Role;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly phone?: string;
}

export const DEMO_SCHOOL_NAME = 'Lineup Demo Surf School';

/** One account per role of the spec; README.md lists the same. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'master', name: 'Marta Master', email: 'master@demo.lineup.surf', password: 'lineup-demo-master' },
  { role: 'owner', name: 'Olga Owner', email: 'owner@demo.lineup.surf', password: 'lineup-demo-owner' },
  { role: 'administrator', name: 'Alex Admin', email: 'admin@demo.lineup.surf', password: 'lineup-demo-admin' },
  { role: 'manager', name: 'Miguel Manager', email: 'manager@demo.lineup.surf', password: 'lineup-demo-manager' },
  {
    role: 'instructor',
    name: 'Inês Instructor',
    email: 'instructor@demo.lineup.surf',
    password: 'lineup-demo-instructor',
  },
  {
    role: 'staff',
    name: 'Sam Staff',
    email: 'staff@demo.lineup.surf',
    password: 'lineup-demo-staff',
    phone: '+351910000006',
  },
  { role: 'user', name: 'Ursula User', email: 'user@demo.lineup.surf', password: 'lineup-demo-user' },
];

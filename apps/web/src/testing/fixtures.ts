import type { Me } from '@lineup/contract/me';
import { permissionsOf, type Role } from '@lineup/contract/roles';

const SCHOOL = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ericeira Surf',
  timeZone: 'Europe/Lisbon',
  currency: 'EUR',
};

/** An account as GET /api/v1/me answers it, with the permissions of its profile. */
export function meOf(profile: Role, change: Partial<Me> = {}): Me {
  return {
    id: 'acc-1',
    name: 'Ana Sousa',
    email: 'ana@example.com',
    phone: null,
    language: 'en',
    profile,
    admin: permissionsOf(profile).includes('manage_users'),
    master: profile === 'master',
    school: profile === 'user' ? null : SCHOOL,
    permissions: [...permissionsOf(profile)],
    ...change,
  };
}

export const school = SCHOOL;

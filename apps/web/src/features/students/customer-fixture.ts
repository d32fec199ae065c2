import type { Customer } from '@lineup/contract/customers';

/** A customer as the API answers it, for the screens' tests. */
export const customerOf = (change: Partial<Customer> = {}): Customer => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Marta Silva',
  email: 'marta@example.com',
  phone: '+351912345678',
  country: 'PT',
  documentId: '',
  address: '',
  birthDate: '1990-05-14',
  level: 'beginner',
  wetsuitSize: 'M',
  guardianName: '',
  guardianPhone: '',
  emergencyName: '',
  emergencyPhone: '',
  waiverAcceptedOn: null,
  waiverAcceptedBy: '',
  notes: '',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

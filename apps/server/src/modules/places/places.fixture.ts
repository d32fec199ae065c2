import type { PlaceInput } from '@lineup/contract/places';

export const CARCAVELOS: PlaceInput = {
  name: 'Carcavelos',
  type: 'beach',
  country: 'PT',
  address: 'Praia de Carcavelos, 2775 Carcavelos',
  latitude: 38.6777,
  longitude: -9.3365,
  capacity: 40,
  notes: '',
  active: true,
};

export function place(change: Partial<PlaceInput> = {}): PlaceInput {
  return { ...CARCAVELOS, ...change };
}

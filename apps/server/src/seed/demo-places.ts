import type { PlaceInput } from '@lineup/contract/places';

/**
 * Three real surf spots near Lisbon for the demo school; capacity is students in the water at once,
 * and the tide states are those each spot's levels are taught in (any where none are listed).
 */
export const DEMO_PLACES: readonly PlaceInput[] = [
  {
    name: 'Carcavelos',
    type: 'beach',
    country: 'PT',
    address: 'Praia de Carcavelos, Avenida Marginal, Carcavelos, Cascais',
    latitude: 38.6777,
    longitude: -9.3365,
    capacity: 40,
    notes: 'Beach break, good for beginners at mid tide.',
    active: true,
    tideStates: { all: [], beginner: ['low', 'mid'], intermediate: [], advanced: ['mid', 'high'] },
  },
  {
    name: 'Costa da Caparica',
    type: 'beach',
    country: 'PT',
    address: 'Praia da Costa da Caparica, Almada',
    latitude: 38.6446,
    longitude: -9.2376,
    capacity: 60,
    notes: 'Long sandy beach with groynes; many peaks.',
    active: true,
  },
  {
    name: "Ericeira – Ribeira d'Ilhas",
    type: 'beach',
    country: 'PT',
    address: "Praia da Ribeira d'Ilhas, Ericeira, Mafra",
    latitude: 38.988,
    longitude: -9.4195,
    capacity: 25,
    notes: 'Right-hand point break over reef: intermediate and advanced groups.',
    active: true,
    // The reef is too shallow at low water for any lesson.
    tideStates: { all: ['mid', 'high'], beginner: [], intermediate: [], advanced: [] },
  },
];

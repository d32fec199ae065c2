/** The demo school's profile and defaults, as a school on the Lisbon coast would set them. */
export const DEMO_SETTINGS = {
  contactEmail: 'hello@lineup-demo.example',
  contactPhone: '+351 912 345 000',
  address: 'Avenida Marginal 1, 2775-604 Carcavelos',
  country: 'PT',
  payPerLessonCents: 2500,
  payPerEventCents: 4000,
  creditsPerLesson: 1,
  noShowUsesCredit: true,
  overdueMediumDays: 15,
  overdueHighDays: 30,
  overdueMediumCents: 10_000,
  overdueHighCents: 30_000,
  mapLatitude: 38.68,
  mapLongitude: -9.3,
  mapZoom: 11,
} as const;

export * from './accounts.ts';
export * from './applications.ts';
export * from './memberships.ts';
export * from './sessions.ts';
export * from './auth.ts';
export * from './notifications.ts';
export * from './schools.ts';
export * from './places.ts';

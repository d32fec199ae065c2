import { describe, expect, it } from 'vitest';
import { canGrantRole } from './access.ts';
import { ROLES, SCHOOL_ROLES } from './roles.ts';

describe('canGrantRole', () => {
  it('lets only an Owner or a Master give the Owner role', () => {
    expect(ROLES.filter((role) => canGrantRole(role, 'owner'))).toEqual(['owner', 'master']);
  });

  it('lets whoever manages users give every other school role, and nobody else', () => {
    for (const granted of SCHOOL_ROLES.filter((role) => role !== 'owner')) {
      expect(ROLES.filter((role) => canGrantRole(role, granted))).toEqual(['administrator', 'owner', 'master']);
    }
  });
});

import { isRole, type Role } from '@lineup/contract/roles';

/** What the browser keeps of a signed-in account (spec section 3); the token is stored apart. */
export interface Session {
  readonly name: string;
  readonly email: string;
  readonly profile: Role;
}

/** The stored session's value read back, or `null` when it is missing or not one. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, email, profile } = value as Record<string, unknown>;
    if (typeof name !== 'string' || typeof email !== 'string' || !isRole(profile)) return null;
    return { name, email, profile };
  } catch {
    return null;
  }
}

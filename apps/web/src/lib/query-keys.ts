/**
 * Query keys, one factory per domain. A school's data is keyed under its school id first, so a
 * switch of school can never show another school's rows, and one call clears a domain after a
 * write (`invalidateQueries({ queryKey: keys.all(schoolId) })`).
 */
export function schoolKeys<const Domain extends string>(domain: Domain) {
  const all = (schoolId: string) => ['school', schoolId, domain] as const;
  return {
    all,
    lists: (schoolId: string) => [...all(schoolId), 'list'] as const,
    list: <Query extends object>(schoolId: string, query: Query) => [...all(schoolId), 'list', query] as const,
    detail: (schoolId: string, id: string) => [...all(schoolId), 'detail', id] as const,
  };
}

/** The Master's view across schools: platform-wide, not under one school. */
export function platformKeys<const Domain extends string>(domain: Domain) {
  const all = () => ['platform', domain] as const;
  return {
    all,
    list: <Query extends object>(query: Query) => [...all(), 'list', query] as const,
    detail: (id: string) => [...all(), 'detail', id] as const,
  };
}

/** What belongs to the signed-in account whatever its school (its profile, schools, invitations). */
export function accountKeys<const Domain extends string>(domain: Domain) {
  const all = () => ['account', domain] as const;
  return {
    all,
    list: <Query extends object>(query: Query) => [...all(), 'list', query] as const,
    detail: (id: string) => [...all(), 'detail', id] as const,
  };
}

/** Everything cached for one school (after a change of role there, all of it reads differently). */
export const schoolScope = (schoolId: string) => ['school', schoolId] as const;

/** The account's own domains, shared by several features and by the profile sync. */
export const accountQueryKeys = {
  me: accountKeys('me'),
  mySchools: accountKeys('schools'),
  notifications: accountKeys('notifications'),
  receivedInvitations: accountKeys('invitations'),
} as const;

/** Everything the Master sees across schools (a status change shows in the list, the drawer and the log). */
export const platformScope = () => ['platform'] as const;

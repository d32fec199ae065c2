import {
  creditCorrectionSchema,
  paymentInputSchema,
  saleCancellationSchema,
  saleInputSchema,
  staffPaymentInputSchema,
  type CustomerAccount,
} from '@lineup/contract/money';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { statusChangeSchema } from '@lineup/contract/admin';
import { allows } from '@lineup/contract/access';
import { memberRoleSchema } from '@lineup/contract/members';
import { equipmentInputSchema, type EquipmentInput } from '@lineup/contract/equipment';
import { eventTypeInputSchema, type EventTypeInput } from '@lineup/contract/event-types';
import { itemInputSchema, type ItemInput } from '@lineup/contract/items';
import { packageInputSchema, type PackageInput } from '@lineup/contract/packages';
import { serviceInputSchema, type ServiceInput } from '@lineup/contract/services';
import { settingsInputSchema, type SettingsInput } from '@lineup/contract/settings';
import { transportInputSchema, type TransportInput } from '@lineup/contract/transports';
import {
  staffAccountLinkSchema,
  staffInputSchema,
  staffInvitationInputSchema,
  type StaffInput,
} from '@lineup/contract/staff';
import { workInputSchema, workStatusChangeSchema, type WorkInput } from '@lineup/contract/works';
import { lesson } from '#src/modules/events/events.fixture.ts';
import {
  eventAttendanceSchema,
  eventCancelSchema,
  eventCustomerInputSchema,
  eventEquipmentInputSchema,
  eventCreateSchema,
  eventStaffInputSchema,
  eventTimeSchema,
  eventTransportInputSchema,
  eventUpdateSchema,
} from '@lineup/contract/events';
import { customerImportSchema, customerInputOf, customerInputSchema } from '@lineup/contract/customers';
import { placeInputSchema, type PlaceInput } from '@lineup/contract/places';
import { roomInputSchema } from '@lineup/contract/rooms';
import { supplierInputSchema, type SupplierInput } from '@lineup/contract/suppliers';
import { permissionsOf, SCHOOL_ROLES, type Permission } from '@lineup/contract/roles';
import { memberships } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { createAccount, createSchool } from '#src/testing/accounts.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import type { RegisteredRoute } from './route-list.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Caller {
  readonly name: string;
  readonly token: string | null;
  readonly permissions: readonly Permission[];
  /** A member of the other school, who must not reach the first school's records. */
  readonly outsider?: boolean;
  /** Works in no school: every school's operation answers 403 with the reason `no_school`. */
  readonly schoolless?: boolean;
}

/**
 * A valid body for the bodies whose route names a record, so that a call on another school's
 * record reaches the lookup (and its 404) rather than stopping at validation. A body missing
 * here still gets every 401/403 check, and a 400-or-404 check instead of the strict 404.
 */
const PLACE: PlaceInput = {
  name: 'Carcavelos',
  type: 'beach',
  country: 'PT',
  address: '',
  latitude: 38.6777,
  longitude: -9.3365,
  capacity: null,
  notes: '',
  active: true,
};
const SUPPLIER: SupplierInput = {
  name: 'Wave Supplies',
  contactPerson: '',
  email: '',
  phone: '',
  taxId: '',
  address: '',
  country: 'PT',
  notes: '',
  active: true,
};
const ITEM: ItemInput = { name: 'Surf wax', sku: '', priceCents: 300, stock: 10, supplierId: null, active: true };
const EQUIPMENT: EquipmentInput = {
  name: 'Soft-top 8\'0"',
  category: 'board',
  brand: 'Softech',
  model: 'Roller',
  boardLengthInches: 96,
  boardVolumeLitres: 80,
  boardConstruction: 'softtop',
  wetsuitSize: null,
  wetsuitThickness: '',
  quantity: 10,
  outOfUse: 1,
  supplierId: null,
  purchaseDate: '2025-03-14',
  purchasePriceCents: 32000,
  condition: 'good',
  storagePlaceId: null,
  storageRoomId: null,
  notes: '',
  active: true,
};
const TRANSPORT: TransportInput = {
  name: 'Van 1',
  plate: 'AA-12-BC',
  seats: 9,
  defaultDriverId: null,
  notes: '',
  active: true,
};
const LESSON_TYPE: EventTypeInput = {
  kind: 'lesson',
  name: 'Group lesson',
  color: '#1d4ed8',
  durationMinutes: 120,
  capacity: 24,
  studentsPerInstructor: 6,
  level: 'beginner',
  priceCents: 3500,
  creditsPerAttendance: 1,
  active: true,
};
const PACKAGE: PackageInput = {
  name: 'Five lessons',
  lessonTypeId: null,
  credits: 5,
  priceCents: 15000,
  validityDays: 180,
  description: '',
  status: 'active',
};
const SERVICE: ServiceInput = { name: 'Board rental', priceCents: 2000, description: '', status: 'active' };
const SETTINGS: SettingsInput = {
  profile: {
    name: 'First Surf School',
    timeZone: 'Europe/Lisbon',
    currency: 'EUR',
    contactEmail: '',
    contactPhone: '',
    address: '',
    country: 'PT',
    logo: null,
  },
  defaults: {
    payPerLessonCents: 0,
    payPerEventCents: 0,
    creditsPerLesson: 1,
    noShowUsesCredit: true,
    overdueMediumDays: 15,
    overdueHighDays: 30,
    overdueMediumCents: 10_000,
    overdueHighCents: 30_000,
    mapLatitude: null,
    mapLongitude: null,
    mapZoom: 12,
  },
};
const CUSTOMER = customerInputOf('Matrix Customer', {
  email: 'matrix.customer@example.com',
  phone: '+351912345678',
  country: 'PT',
});
const STAFF: StaffInput = {
  name: 'Rui Santos',
  email: 'rui@example.com',
  phone: '+351912345678',
  functions: ['instructor', 'driver'],
  payPerLessonCents: 2500,
  payPerEventCents: null,
  languages: ['pt', 'en'],
  certifications: [{ name: 'Nadador-Salvador', expiresOn: '2026-05-31' }],
  availability: [{ weekday: 1, from: '09:00', to: '13:00' }],
  notes: '',
  active: true,
};
const WORK: WorkInput = {
  title: 'Van 1 inspection',
  description: '',
  kind: 'task',
  equipmentId: null,
  equipmentQuantity: null,
  transportId: null,
  assigneeId: null,
  dueOn: '2026-05-04',
  priority: 'medium',
  status: 'open',
  costCents: null,
  supplierId: null,
};
const VALID_BODIES = new Map<z.ZodType, object>([
  [staffInputSchema, STAFF],
  [staffAccountLinkSchema, { accountId: null }],
  [staffInvitationInputSchema, { role: 'instructor' }],
  [workInputSchema, WORK],
  [workStatusChangeSchema, { status: 'in_progress' }],
  [customerInputSchema, CUSTOMER],
  [customerImportSchema, { rows: [{ name: 'Matrix Row' }] }],
  [equipmentInputSchema, EQUIPMENT],
  [transportInputSchema, TRANSPORT],
  [eventTypeInputSchema, LESSON_TYPE],
  [packageInputSchema, PACKAGE],
  [serviceInputSchema, SERVICE],
  [settingsInputSchema, SETTINGS],
  [memberRoleSchema, { role: 'staff' }],
  [placeInputSchema, PLACE],
  [supplierInputSchema, SUPPLIER],
  [itemInputSchema, ITEM],
  [statusChangeSchema, { status: 'active' }],
  [eventTimeSchema, { startsAt: '2026-07-14T09:00:00+01:00', durationMinutes: 90 }],
  [eventCancelSchema, { reason: 'Storm' }],
  [eventAttendanceSchema, { attendance: 'attended' }],
  [eventEquipmentInputSchema, { quantity: 1 }],
  [paymentInputSchema, { amountCents: 1000, method: 'cash', paidOn: '2026-07-02' }],
  [creditCorrectionSchema, { credits: 1, reason: 'Goodwill' }],
  [staffPaymentInputSchema, { amountCents: 1000, method: 'transfer', paidOn: '2026-07-02' }],
]);

const PASSWORD = 'matrix password 1';

describe('every route, called as every kind of caller', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const callers: Caller[] = [];
  /** Records of the first school, by the resource their ids name. */
  const ids = {
    accountId: '',
    invitations: '',
    applications: '',
    places: '',
    rooms: '',
    suppliers: '',
    items: '',
    equipment: '',
    transports: '',
    'event-types': '',
    packages: '',
    services: '',
    customers: '',
    staff: '',
    works: '',
    events: '',
    charges: '',
    sales: '',
  };
  let client = 0;

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' } });
    const db = t.database.db;
    const owner = await createAccount(db, { email: 'owner@first.test', password: PASSWORD });
    const school = await createSchool(db, owner, 'First Surf School');
    const outsider = await createAccount(db, { email: 'owner@second.test', password: PASSWORD });
    const otherSchool = await createSchool(db, outsider, 'Second Surf School');
    await asPlatform(db, (tx) =>
      tx.insert(memberships).values([
        { applicationId: school, accountId: owner, role: 'owner' },
        { applicationId: otherSchool, accountId: outsider, role: 'owner' },
      ]),
    );
    for (const role of SCHOOL_ROLES.filter((role) => role !== 'owner')) {
      const id = await createAccount(db, { email: `${role}@first.test`, password: PASSWORD, schoolId: school, role });
      if (role === 'staff') ids.accountId = id;
    }
    await createAccount(db, { email: 'master@platform.test', password: PASSWORD, master: true });
    await createAccount(db, { email: 'user@nowhere.test', password: PASSWORD });

    const sessions = await Promise.all(
      [...SCHOOL_ROLES.map((role) => `${role}@first.test`), 'master@platform.test', 'user@nowhere.test'].map((email) =>
        signInAs(t.app, email, PASSWORD),
      ),
    );
    callers.push({ name: 'no token', token: null, permissions: [] });
    SCHOOL_ROLES.forEach((role, i) =>
      callers.push({ name: role, token: sessions[i]?.token ?? '', permissions: permissionsOf(role) }),
    );
    callers.push({
      name: 'master without a school',
      token: sessions[5]?.token ?? '',
      permissions: permissionsOf('master'),
      schoolless: true,
    });
    callers.push({ name: 'user without school', token: sessions[6]?.token ?? '', permissions: [], schoolless: true });
    // The same Master in another session, working in the first school they chose.
    const working = await signInAs(t.app, 'master@platform.test', PASSWORD);
    const chosen = await working.call('PUT', '/api/v1/admin/school', { applicationId: school });
    if (chosen.statusCode !== 200) throw new Error(`the Master could not choose a school: ${chosen.body}`);
    callers.push({ name: 'master in the first school', token: working.token, permissions: permissionsOf('master') });
    const other = await signInAs(t.app, 'owner@second.test', PASSWORD);
    callers.push({
      name: 'owner of another school',
      token: other.token,
      permissions: permissionsOf('owner'),
      outsider: true,
    });

    const firstOwner = sessions[4];
    const invitation = await firstOwner?.call('POST', '/api/v1/invitations', {
      email: 'guest@first.test',
      role: 'staff',
    });
    ids.invitations = invitation?.json<{ id: string }>().id ?? '';
    ids.applications = school;
    const place = await firstOwner?.call('POST', '/api/v1/places', PLACE);
    ids.places = place?.json<{ id: string }>().id ?? '';
    // A room names its place: the first school's, so that only the room's own lookup can refuse.
    const room = { name: 'Classroom', placeId: ids.places, capacity: 12, notes: '', active: true };
    VALID_BODIES.set(roomInputSchema, room);
    for (const [resource, body] of [
      ['rooms', room],
      ['suppliers', SUPPLIER],
      ['items', ITEM],
      ['equipment', EQUIPMENT],
      ['transports', TRANSPORT],
      ['event-types', LESSON_TYPE],
      ['packages', PACKAGE],
      ['services', SERVICE],
      ['customers', CUSTOMER],
      ['staff', STAFF],
      ['works', WORK],
    ] as const) {
      const created = await firstOwner?.call('POST', `/api/v1/${resource}`, body);
      ids[resource] = created?.json<{ id: string }>().id ?? '';
    }
    // An event names the first school's type and place; its people are the first school's too.
    const event = lesson(ids['event-types'], ids.places);
    VALID_BODIES.set(eventCreateSchema, event);
    VALID_BODIES.set(eventUpdateSchema, event);
    VALID_BODIES.set(eventCustomerInputSchema, { customerId: ids.customers });
    VALID_BODIES.set(eventStaffInputSchema, { staffId: ids.staff, role: 'instructor' });
    VALID_BODIES.set(eventTransportInputSchema, { transportId: ids.transports, driverId: null });
    ids.events = (await firstOwner?.call('POST', '/api/v1/events', event))?.json<{ id: string }>().id ?? '';
    const sale = { kind: 'service', productId: ids.services, soldOn: '2026-07-01' };
    VALID_BODIES.set(saleInputSchema, sale);
    const sold = await firstOwner?.call('POST', `/api/v1/customers/${ids.customers}/sales`, sale);
    ids.charges = sold?.json<CustomerAccount>().charges[0]?.id ?? '';
    ids.sales = sold?.json<CustomerAccount>().sales[0]?.id ?? '';
    VALID_BODIES.set(saleCancellationSchema, { reason: 'Sold by mistake' });
    for (const [resource, id] of Object.entries(ids)) if (!id) throw new Error(`no ${resource} id to try`);

    routes = t.app.routeList.filter(
      (route) => (route.url.startsWith('/api') || route.url.startsWith('/oauth')) && !route.schema?.hide,
    );
  });
  afterAll(() => t.close());

  /** The path with its parameters filled: the first school's ids for an outsider, fresh ids otherwise. */
  function pathFor(url: string, caller: Caller): string {
    return url.replace(/\/([^/]+)\/:([A-Za-z]+)/g, (_match, resource: string, param: string) => {
      if (param === 'report')
        return `/${resource}/${resource === 'advanced-reports' ? 'place-comparison' : 'daily-usage'}`;
      const known = param === 'id' ? ids[resource as keyof typeof ids] : ids[param as keyof typeof ids];
      return `/${resource}/${caller.outsider && known ? known : randomUUID()}`;
    });
  }

  /** The answer's status, and the reason a 403 gives. */
  async function call(route: RegisteredRoute, caller: Caller): Promise<{ statusCode: number; reason?: string }> {
    const body = route.schema?.body ? (VALID_BODIES.get(route.schema.body as z.ZodType) ?? {}) : undefined;
    client += 1;
    // A stream answers at once and goes on: its status is what counts, then it is let go.
    if (route.url.endsWith('/stream')) {
      const answer = await t.app.inject({
        method: route.method as Method,
        url: route.url,
        payloadAsStream: true,
        headers: { cookie: 'lineup_language=en', ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) },
      });
      if (answer.statusCode !== 403) {
        answer.stream().destroy();
        return { statusCode: answer.statusCode };
      }
      const chunks: Buffer[] = [];
      for await (const chunk of answer.stream()) chunks.push(Buffer.from(chunk as Uint8Array));
      return { statusCode: 403, ...reasonOf(Buffer.concat(chunks).toString()) };
    }
    const answer = await t.app.inject({
      method: route.method as Method,
      url: pathFor(route.url, caller),
      // Some routes have tight limits per address of their own; each call comes from its own.
      remoteAddress: `10.1.${Math.floor(client / 250)}.${client % 250}`,
      headers: { cookie: 'lineup_language=en', ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) },
      ...(body ? { payload: body } : {}),
    });
    return { statusCode: answer.statusCode, ...(answer.statusCode === 403 ? reasonOf(answer.body) : {}) };
  }

  function reasonOf(body: string): { reason?: string } {
    const { reason } = JSON.parse(body) as { reason?: string };
    return reason ? { reason } : {};
  }

  /** What the route's declared access promises this caller; null when any answer but 401/403 will do. */
  function promised(route: RegisteredRoute, caller: Caller): string {
    const access = route.access ?? 'public';
    if (access === 'public') return 'not 401/403';
    if (!caller.token) return '401';
    if (caller.schoolless && route.school) return '403 no_school';
    if (!allows(caller.permissions, access)) return '403';
    // A report's name is not a record: an outsider reads their own school's report.
    if (caller.outsider && /\/:(?!report\b)/.test(route.url)) {
      const bodyKnown = !route.schema?.body || VALID_BODIES.has(route.schema.body as z.ZodType);
      return bodyKnown ? '404' : '400 or 404';
    }
    return 'not 401/403';
  }

  function keeps(promise: string, status: number, reason: unknown): boolean {
    if (status >= 500) return false;
    if (promise === '403 no_school') return status === 403 && reason === 'no_school';
    if (promise === 'not 401/403') return status !== 401 && status !== 403;
    if (promise === '400 or 404') return status === 400 || status === 404;
    return String(status) === promise;
  }

  it("answers 404 to an outsider on every one of the first school's records it names", async () => {
    const outsider = callers.find((caller) => caller.outsider);
    const named = routes.filter((route) => /\/:(accountId|id)\b/.test(route.url) && route.url.includes('/api/v1/'));
    const reached = named.filter((route) => outsider && route.access && allows(outsider.permissions, route.access));
    expect(reached.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'PATCH /api/v1/members/:accountId',
        'DELETE /api/v1/members/:accountId',
        'POST /api/v1/invitations/:id/resend',
        'DELETE /api/v1/invitations/:id',
      ]),
    );
    for (const route of reached) {
      const response = await call(route, outsider as Caller);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it("works in the session's school on every signed-in route but the account's own and the platform's", () => {
    const signedIn = routes.filter((route) => route.access !== 'public');
    const outside = signedIn.filter((route) => !route.school).map((route) => `${route.method} ${route.url}`);
    expect(outside.sort()).toEqual(
      [
        'GET /api/v1/me',
        'PATCH /api/v1/me',
        'POST /api/v1/me/password',
        'POST /api/v1/me/phone',
        'POST /api/v1/me/phone/confirm',
        'GET /api/v1/notifications',
        'GET /api/v1/notifications/unread-count',
        'POST /api/v1/notifications/read',
        'GET /api/v1/schools/mine',
        'POST /api/v1/schools',
        'POST /api/v1/session/school',
        'GET /api/v1/invitations/received',
        'POST /api/v1/invitations/accept',
        'POST /api/v1/invitations/:id/accept',
        'GET /api/v1/tide-stations',
        'GET /api/v1/admin/applications',
        'GET /api/v1/admin/applications/:id',
        'POST /api/v1/admin/applications/:id/status',
        'PUT /api/v1/admin/school',
        'GET /api/v1/admin/audit',
      ].sort(),
    );
    expect(signedIn.filter((route) => route.school).length).toBeGreaterThan(80);
  });

  it('answers each caller what the declared access promises, and never a 5xx', async () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.every((route) => route.access)).toBe(true);
    // Public routes last: signing out ends the caller's session, and they do not read it.
    // (So this test runs after the others that need the sessions.)
    const ordered = [
      ...routes.filter((route) => route.access !== 'public'),
      ...routes.filter((route) => route.access === 'public'),
    ];
    const broken: string[] = [];
    let calls = 0;
    for (const route of ordered) {
      for (const caller of callers) {
        const response = await call(route, caller);
        calls += 1;
        const promise = promised(route, caller);
        if (!keeps(promise, response.statusCode, response.reason)) {
          broken.push(`${route.method} ${route.url} as ${caller.name}: ${response.statusCode}, promised ${promise}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(calls).toBe(routes.length * callers.length);
    // Every route as every caller: hundreds of calls, more with each module, and a few seconds
    // alone; with the other test runs filling both cores it needs more than the usual 30 s.
  }, 180_000);
});

import { ENTITY_ACCESS } from '@lineup/contract/access';
import { customerListQuerySchema } from '@lineup/contract/customers';
import { eventTypeListQuerySchema } from '@lineup/contract/event-types';
import { packageListQuerySchema } from '@lineup/contract/packages';
import { placeListQuerySchema } from '@lineup/contract/places';
import { staffListQuerySchema } from '@lineup/contract/staff';
import type { CallContext } from '#src/http/request-context.ts';
import { customerResource } from '#src/modules/customers/customers.resource.ts';
import { eventTypeResource } from '#src/modules/event-types/event-types.resource.ts';
import { packageResource } from '#src/modules/packages/packages.resource.ts';
import { placeResource } from '#src/modules/places/places.resource.ts';
import { staffResource } from '#src/modules/staff/staff.resource.ts';
import { may } from './answers.ts';
import type { Named } from './names.ts';
import type { Directory } from './understand.ts';

/** The most words of a question looked up as the start of a customer's name. */
const CUSTOMER_WORDS_MAX = 6;

const named = (page: { items: readonly { id: string; name: string }[] }): Named[] =>
  page.items.map(({ id, name }) => ({ id, name }));

/**
 * The customers a question may name, through the customers' own list and its search: each word
 * that is not one of the questions' own words, by its first three letters, so that a name typed
 * with a letter wrong further on is still among those compared.
 */
async function customersNamed(call: CallContext, words: readonly string[]): Promise<Named[]> {
  const found = new Map<string, Named>();
  for (const word of words.slice(0, CUSTOMER_WORDS_MAX)) {
    const page = await customerResource.list(
      call,
      customerListQuerySchema.parse({ q: word.slice(0, 3), active: 'true', pageSize: 100 }),
    );
    for (const customer of named(page)) found.set(customer.id, customer);
  }
  return [...found.values()];
}

/**
 * The school's records of the kinds an intent looks for, each read through its own list and
 * only when the caller may read that list: a name the caller may not see is never found.
 */
export async function readDirectory(
  call: CallContext,
  kinds: readonly (keyof Directory)[],
  candidateWords: readonly string[],
): Promise<Directory> {
  const wanted = new Set(kinds);
  const directory: { -readonly [K in keyof Directory]: Directory[K] } = {};
  if (wanted.has('customers') && may(call, ENTITY_ACCESS.customer.read)) {
    directory.customers = await customersNamed(call, candidateWords);
  }
  if (wanted.has('staff') && may(call, ENTITY_ACCESS.staff.read)) {
    directory.staff = named(
      await staffResource.list(call, staffListQuerySchema.parse({ active: 'true', pageSize: 100 })),
    );
  }
  if (wanted.has('places') && may(call, ENTITY_ACCESS.place.read)) {
    directory.places = named(
      await placeResource.list(call, placeListQuerySchema.parse({ active: 'true', pageSize: 100 })),
    );
  }
  if (wanted.has('eventTypes') && may(call, ENTITY_ACCESS.eventType.read)) {
    directory.eventTypes = named(
      await eventTypeResource.list(call, eventTypeListQuerySchema.parse({ active: 'true', pageSize: 100 })),
    );
  }
  if (wanted.has('packages') && may(call, ENTITY_ACCESS.package.read)) {
    directory.packages = named(
      await packageResource.list(call, packageListQuerySchema.parse({ status: 'active', pageSize: 100 })),
    );
  }
  return directory;
}

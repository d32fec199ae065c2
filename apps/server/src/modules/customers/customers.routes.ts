import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import {
  customerDuplicatesQuerySchema,
  customerDuplicatesSchema,
  customerImportCheckSchema,
  customerImportResultSchema,
  customerImportSchema,
} from '@lineup/contract/customers';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { checkImport, findDuplicates, importCustomers } from './customer-import.ts';

/** Ten thousand rows of a spreadsheet with long notes fit; the API's own limit is 1 MiB. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** Beside the customers' list and record routes: the duplicate warning and the CSV import. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'customers' });
  const access = ENTITY_ACCESS.customer;

  r.get(
    '/api/v1/customers/duplicates',
    {
      id: 'findCustomerDuplicates',
      summary: 'Customers with the same e-mail (in any case) or phone as the one being typed',
      access: access.read,
      query: customerDuplicatesQuerySchema,
      response: customerDuplicatesSchema,
    },
    (request) => findDuplicates(callContext(request), request.query),
  );
  r.post(
    '/api/v1/customers/import/check',
    {
      id: 'checkCustomerImport',
      summary: "Check a spreadsheet's rows for an import, writing nothing",
      description:
        'Every error of every row, with the path `rows.<index>.<field>`: a bad e-mail, a phone without its country code, an unknown country, the e-mail or phone of a known customer or of an earlier row.',
      access: access.write,
      body: customerImportSchema,
      response: customerImportCheckSchema,
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    (request) => checkImport(callContext(request), request.body.rows),
  );
  r.post(
    '/api/v1/customers/import',
    {
      id: 'importCustomers',
      summary: "Import a spreadsheet's rows as customers, all of them or none",
      description: 'Any error refuses the whole import (400 with every error, as the check gives them).',
      access: access.write,
      body: customerImportSchema,
      response: customerImportResultSchema,
      status: 201,
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    (request) => importCustomers(callContext(request), request.body.rows),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import {
  advancedReportParamsSchema,
  reportParamsSchema,
  reportQuerySchema,
  reportSchema,
  reportTraceQuerySchema,
  reportTraceSchema,
} from '@lineup/contract/reports';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { getReport, traceReport } from './reports.service.ts';

const PERIOD = "For `year` (all years when absent) and `month` (every month when absent), on the school's clocks.";

/** The reports of /dashboard (DOMAIN.md, Reports): `view_reports`. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'reports' });
  r.get(
    '/api/v1/reports/:report',
    {
      id: 'getReport',
      summary: 'One report of the dashboard: its rows, one figure per measure, and the totals',
      description: `${PERIOD} Each row's figures can be traced to its records (\`/rows\`).`,
      access: ENTITY_ACCESS.report.read,
      params: reportParamsSchema,
      query: reportQuerySchema,
      response: reportSchema,
    },
    (request) => getReport(callContext(request), request.params.report, request.query),
  );
  r.get(
    '/api/v1/reports/:report/rows',
    {
      id: 'traceReport',
      summary: 'The records behind one row of a report',
      description: `${PERIOD} The additive figures of the records sum to the row's.`,
      access: ENTITY_ACCESS.report.read,
      params: reportParamsSchema,
      query: reportTraceQuerySchema,
      response: reportTraceSchema,
    },
    (request) => traceReport(callContext(request), request.params.report, request.query),
  );
  r.get(
    '/api/v1/advanced-reports/:report',
    {
      id: 'getAdvancedReport',
      summary: 'A comparison of the period with the one before it, per place or per type',
      description: `${PERIOD} A month is compared with the month before, a year with the year before, a month of every year with the same month a year before, and all years as this year against the last.`,
      access: ENTITY_ACCESS.advancedReport.read,
      params: advancedReportParamsSchema,
      query: reportQuerySchema,
      response: reportSchema,
    },
    (request) => getReport(callContext(request), request.params.report, request.query),
  );
  r.get(
    '/api/v1/advanced-reports/:report/rows',
    {
      id: 'traceAdvancedReport',
      summary: 'The events behind one row of a comparison',
      description: `${PERIOD} The events of both periods, each counted in its own.`,
      access: ENTITY_ACCESS.advancedReport.read,
      params: advancedReportParamsSchema,
      query: reportTraceQuerySchema,
      response: reportTraceSchema,
    },
    (request) => traceReport(callContext(request), request.params.report, request.query),
  );
};

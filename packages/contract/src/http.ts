import { z } from 'zod';

/** The path of a call on one record named by its id. */
export const idParamsSchema = z.object({ id: z.uuid() });

/** The empty answer of a call that has nothing to return (204) or sends the browser on (303). */
export const noContentSchema = z.null();

/** The OpenAPI document the server publishes about itself. */
export const openApiDocumentSchema = z.looseObject({ openapi: z.string() });

/** A list exported as a spreadsheet: UTF-8 CSV with a byte order mark, a header row in the caller's language. */
export const csvFileSchema = z.string().describe('text/csv; charset=utf-8, with a byte order mark');

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Answers with a CSV download: UTF-8, saved under `name` rather than shown. */
export async function sendCsv(reply: FastifyReply, export_: Promise<{ name: string; file: Readable }>) {
  const { name, file } = await export_;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(file);
}

import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Streams `rows` as a CSV download named `<name>-<day>.csv`, never cached. Formulas are escaped:
 * what customers or staff typed ('=HYPERLINK(…)') must stay text in a spreadsheet.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  download: { name: string; day: string; columns: string[]; rows: AsyncIterable<Record<string, unknown>> },
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${download.name}-${download.day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(
      // pipeline, not pipe: a failed read must end the download, not leave it hanging open.
      pipeline(
        Readable.from(download.rows),
        stringify({ header: true, columns: download.columns, escape_formulas: true }),
        (error) => {
          if (error) request.log.error({ err: error }, `${download.name} CSV export failed part-way`);
        },
      ),
    );
}

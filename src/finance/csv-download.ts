import { once } from 'node:events';
import { Logger } from '@nestjs/common';
import type { Response } from 'express';

const logger = new Logger('CsvDownload');

/**
 * Sends `records` as a CSV attachment named `filename`, written as they come: a slow reader
 * holds the producer back (the socket's backpressure) instead of the api buffering the export,
 * and a reader who goes away stops it. A failure after the first bytes cannot become an error
 * status any more: the connection is cut, so the download fails rather than end short and look
 * whole.
 */
export async function sendCsv(res: Response, filename: string, header: string, records: AsyncIterable<string> | Iterable<string>): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    if (!res.write(header)) await drained(res);
    for await (const record of records) {
      if (res.destroyed) return;
      if (!res.write(record)) await drained(res);
    }
    res.end();
  } catch (error) {
    logger.error(`The CSV export ${filename} failed after it started: ${error instanceof Error ? error.message : String(error)}`);
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/** Waits until the socket takes more, or closes. */
async function drained(res: Response): Promise<void> {
  await Promise.race([once(res, 'drain'), once(res, 'close')]);
}

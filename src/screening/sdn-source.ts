import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The two files of the list as published, and when they were published (Last-Modified, or the file's time). */
export interface SdnFiles {
  sdn: string;
  alt: string;
  publishedAt: Date | null;
}

/** The list's files could not be read (unreachable, not found, refused). */
export class SdnSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SdnSourceError';
  }
}

const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * Reads `sdn.csv` and `alt.csv` from `location`: the http(s) URL of the directory that holds
 * them (OFAC's, or a mirror), or a folder on disk (a path, relative to the working
 * directory, or a file: URL).
 */
export async function readSdnFiles(location: string): Promise<SdnFiles> {
  if (/^https?:\/\//i.test(location)) {
    const base = location.endsWith('/') ? location : `${location}/`;
    const [sdn, alt] = await Promise.all([download(new URL('sdn.csv', base)), download(new URL('alt.csv', base))]);
    return { sdn: sdn.text, alt: alt.text, publishedAt: sdn.lastModified };
  }
  const folder = /^file:/i.test(location) ? fileURLToPath(location) : isAbsolute(location) ? location : resolve(process.cwd(), location);
  try {
    const [sdn, alt, published] = await Promise.all([
      readFile(join(folder, 'sdn.csv')),
      readFile(join(folder, 'alt.csv')),
      stat(join(folder, 'sdn.csv')),
    ]);
    return { sdn: decode(sdn), alt: decode(alt), publishedAt: published.mtime };
  } catch (error) {
    throw new SdnSourceError(`cannot read the list in ${folder}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

async function download(url: URL): Promise<{ text: string; lastModified: Date | null }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), headers: { accept: 'text/csv, text/plain' } });
  } catch (error) {
    throw new SdnSourceError(`cannot download ${url.href}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new SdnSourceError(`${url.href} answered ${response.status}`);
  const modified = response.headers.get('last-modified');
  const lastModified = modified && !Number.isNaN(Date.parse(modified)) ? new Date(modified) : null;
  return { text: decode(Buffer.from(await response.arrayBuffer())), lastModified };
}

/** UTF-8, or Windows-1252 for a file that is not valid UTF-8 (older downloads of the list). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

import { REQUEST_TIMEOUT_MS } from '@lineup/contract/constants';
import { toApiError, transportError } from '#web/lib/api-error.ts';
import { onFailure, withQuery, type Query } from '#web/lib/http.ts';
import { headersFor } from '#web/lib/request-headers.ts';
import { getAuthToken } from '#web/lib/session.ts';

/** A file answer can take longer than a JSON one: a whole list, every page of it. */
const DOWNLOAD_TIMEOUT_MS = REQUEST_TIMEOUT_MS * 6;

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** Saves a file the API answers (a CSV export) with the session's token, under the server's name for it. */
export async function download(path: string, options: { query?: Query; fileName: string }): Promise<void> {
  const timeout = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  let response: Response;
  let blob: Blob;
  try {
    const headers = headersFor(false, getAuthToken());
    headers.set('Accept', 'text/csv, application/problem+json');
    response = await fetch(withQuery(path, options.query), { headers, signal: timeout });
    blob = await response.blob();
  } catch (error) {
    throw transportError(timeout.aborted ? 'timeout' : 'network', error);
  }
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, await blob.text());
    onFailure(response.status, true, error.reason);
    throw error;
  }
  saveFile(blob, fileNameOf(response, options.fileName));
}

/** Hands a file made in the page (a report's table as CSV) to the browser to save. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import { REQUEST_TIMEOUT_MS } from '@lineup/contract/constants';
import { headersFor } from '#web/lib/request-headers.ts';

/** A GET started before the app was there, for the HTTP client to take over. */
export interface EarlyRequest {
  readonly response: Promise<Response>;
  /** Aborts on the client's timeout, counted from the start. */
  readonly signal: AbortSignal;
}

const started = new Map<string, EarlyRequest & { readonly token: string }>();

/**
 * Starts GET requests the first screen is sure to make, while the app that makes them still loads;
 * the HTTP client takes each over once (`takeEarlyRequest`) instead of asking again. One nobody
 * takes within the client's timeout is forgotten, so a later call never gets an old answer.
 */
export function startEarlyRequests(paths: readonly string[], token: string): void {
  for (const path of paths) {
    const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const response = fetch(path, { headers: headersFor(false, token), signal });
    // Whoever takes it over handles its failure; one nobody takes fails silently.
    response.catch(() => undefined);
    const request = { response, signal, token };
    started.set(path, request);
    setTimeout(() => {
      if (started.get(path) === request) started.delete(path);
    }, REQUEST_TIMEOUT_MS);
  }
}

/** The early GET of `path` with the same token, once; `undefined` when there is none to take. */
export function takeEarlyRequest(path: string, token: string | null): EarlyRequest | undefined {
  const request = started.get(path);
  if (!request) return undefined;
  started.delete(path);
  return request.token === token ? request : undefined;
}

/**
 * Forgets every early GET not yet taken over: called before any change is sent, so that a request
 * made after the change never gets an answer read before it.
 */
export function dropEarlyRequests(): void {
  started.clear();
}

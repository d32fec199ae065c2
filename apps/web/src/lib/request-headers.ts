/** The headers of every API call: JSON in and out, and the session's bearer token when there is one. */
export function headersFor(hasBody: boolean, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json, application/problem+json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * A minimal fetch Response for tests: jsdom has no `Response`, and the API client only reads
 * status, status text, ok and the body text.
 */
export function fakeResponse(status: number, bodyText: string, statusText = ''): Response {
  return {
    status,
    statusText,
    ok: status >= 200 && status < 300,
    text: async () => bodyText,
    json: async () => JSON.parse(bodyText) as unknown,
  } as Response;
}

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return fakeResponse(status, body === undefined ? '' : JSON.stringify(body), statusText);
}

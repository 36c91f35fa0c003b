// The benchmarks' HTTP client: undici's request on keep-alive connections. The load generator shares the machine's
// two cores with what it measures, and fetch spent about 0.5 ms of CPU per call on WHATWG streams, headers objects and
// the decompression of an answer it asked to be compressed (fetch always sends accept-encoding): on the gateway's side
// of a comparison, not on the other. Neither side asks for compression here, as on a local network.
import { request } from 'undici';

/** A POST of `body` as JSON; the answer's status and its JSON. */
export async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.statusCode, body: (await res.body.json()) as T };
}

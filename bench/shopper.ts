// One shopper of the benches (bench:load's mixed traffic, bench:api's checkouts): its cookies and
// its requests, on node:http. A bench plays its shoppers from one process on the two cores the shop
// runs on, so what the client spends is taken from the shop. fetch spent 400-1,100 µs of CPU a
// request (decompressing and decoding every answer) against 26-32 µs here, where an answer is only
// read when the bench needs what it says.
import { request, type Agent } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { cookieHeader, keepCookies } from '../scripts/lib/cookie-jar.ts';

/** What a browser asks for: the shop compresses as it would for one. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface Answer {
  status: number;
  /** The answer's JSON, when the call asked to read it. */
  body?: unknown;
}

function decoded(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  if (encoding === 'deflate') return inflateSync(bytes).toString();
  return bytes.toString();
}

export class BenchShopper {
  private readonly cookies = new Map<string, string>();

  /** `cookie`: a `name=value` pair the shopper starts with (a session signed in elsewhere). */
  constructor(
    private readonly base: URL,
    private readonly agent: Agent,
    cookie?: string,
  ) {
    if (cookie) keepCookies(this.cookies, [cookie]);
  }

  /** Sends one request; the answer is received whole, and parsed only when `read` is set. */
  call(method: string, path: string, body?: unknown, { read = false } = {}): Promise<Answer> {
    const cookie = cookieHeader(this.cookies);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path,
          method,
          agent: this.agent,
          headers: {
            origin: this.base.origin,
            'accept-encoding': ACCEPT_ENCODING,
            ...(cookie && { cookie }),
            ...(payload !== undefined && { 'content-type': 'application/json' }),
          },
        },
        (incoming) => {
          keepCookies(this.cookies, incoming.headers['set-cookie'] ?? []);
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => void (read && chunks.push(chunk)));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 0;
            if (!read) return resolve({ status });
            try {
              const text = decoded(Buffer.concat(chunks), incoming.headers['content-encoding']);
              resolve({ status, body: JSON.parse(text) as unknown });
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
}

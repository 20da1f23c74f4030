import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names lower-cased; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request over a socket with its request-target exactly as written: no client library
 * normalises, escapes or refuses it first (a `#`, a control character, a raw backslash), as an
 * attacker's own client would send it. The connection closes after the answer.
 */
export function rawHttp(
  port: number,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const body = options.body ?? '';
    const headers = {
      host: `127.0.0.1:${port}`,
      connection: 'close',
      ...(body && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
      ...options.headers,
    };
    const head = [
      `${method} ${target} HTTP/1.1`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`, 'latin1'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      // Latin-1 keeps one character per byte, so chunk sizes (in bytes) can be followed.
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split === -1 ? text.length : split).split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const raw = split === -1 ? '' : text.slice(split + 4);
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers: answerHeaders,
        body: Buffer.from(answerHeaders['transfer-encoding'] === 'chunked' ? unchunked(raw) : raw, 'latin1').toString(),
      });
    });
  });
}

function unchunked(raw: string): string {
  let body = '';
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) return body;
    const size = Number.parseInt(raw.slice(at, lineEnd), 16);
    if (!size) return body;
    body += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

import { Writable } from 'node:stream';

/** A stream for the app's logger (`logger: { level, stream }`) that keeps all it is given, as text. */
export function capturedLog(): { stream: Writable; text: () => string } {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return { stream, text: () => written };
}

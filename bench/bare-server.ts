// A bare node:http server answering every request with the body its parent sends it: the ceiling
// the shop's API is compared against, measured in the same run on the same machine. It sends the
// shop's own answer, byte for byte: autocannon decodes every body it reads to a string, and a body
// of Arabic text costs it twice the CPU of ASCII padding of the same length, which, on two shared
// cores, halved the bare server's figure (docs/benches.md).
import { createServer } from 'node:http';

process.once('message', (message: { body: string }) => {
  const body = Buffer.from(message.body);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
});

// A bare node:http server answering every request with BODY_BYTES of JSON: the ceiling
// the shop's API is compared against, measured in the same run on the same machine.
import { createServer } from 'node:http';

const size = Number(process.env.BODY_BYTES ?? '1000');
const body = Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, size - 10)) }).slice(0, size));
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));

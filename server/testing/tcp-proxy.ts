import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real service (PostgreSQL, Redis) that a test can cut and restore: an
 * outage of the shop's dependency without stopping the machine's shared service, which other tests
 * use at the same time.
 */
export interface TcpProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** The service's URL with its host and port replaced by the proxy's. */
  url(serviceUrl: string): string;
  /** The service "goes away": every open connection is reset and new ones are refused. */
  cut(): Promise<void>;
  /** The service is back: connections are accepted and forwarded again (on the same port). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as { port: number }).port;
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    url(serviceUrl) {
      const url = new URL(serviceUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
    async restore() {
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
  };
}

/** Host and port of a postgres:// or redis:// URL, with the services' default ports. */
export function hostAndPort(serviceUrl: string): { host: string; port: number } {
  const url = new URL(serviceUrl);
  const defaultPort = url.protocol.startsWith('redis') ? 6379 : 5432;
  return { host: url.hostname || '127.0.0.1', port: Number(url.port || defaultPort) };
}

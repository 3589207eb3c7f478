import net from 'node:net';

/**
 * A TCP relay in front of the test PostgreSQL server, so a test can take the database away from
 * one app and give it back without touching the server others use.
 */
export interface TcpProxy {
  /** The port to connect to instead of the target's. */
  readonly port: number;
  /** The database is down: every relayed connection is cut, new ones are refused. */
  refuse(): Promise<void>;
  /** The network path is dead: relayed connections are cut, new ones are accepted and never answered. */
  blackhole(): Promise<void>;
  /** Relays connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'relay' | 'blackhole' | 'refuse' = 'relay';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut connection reports ECONNRESET on the other side; here it only needs to go.
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((incoming) => {
    track(incoming);
    if (mode !== 'relay') return; // blackhole: held open, never answered
    const upstream = net.connect(target);
    track(upstream);
    incoming.pipe(upstream);
    upstream.pipe(incoming);
    incoming.on('close', () => upstream.destroy());
    upstream.on('close', () => incoming.destroy());
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      cutAll(); // server.close waits for open connections; they are cut now
    });

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async refuse() {
      mode = 'refuse';
      await stopListening();
    },
    async blackhole() {
      mode = 'blackhole';
      cutAll();
      if (!server.listening) await listen(port);
    },
    async restore() {
      cutAll();
      mode = 'relay';
      if (!server.listening) await listen(port);
    },
    async close() {
      await stopListening();
    },
  };
}

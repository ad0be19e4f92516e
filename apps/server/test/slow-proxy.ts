import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy to `target` that connects each client only after `delayMs`: a slow network between an
 * instance and its Redis, to show what an instance does before its connection is ready.
 */
export async function slowProxy(
  target: URL,
  delayMs: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.pause();
    const timer = setTimeout(() => {
      const upstream = connect(Number(target.port || 6379), target.hostname, () => {
        client.pipe(upstream).pipe(client);
        client.resume();
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
    }, delayMs);
    client.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Connections still open would keep close waiting.
        for (const socket of open) socket.destroy();
      }),
  };
}

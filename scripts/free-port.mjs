import { createServer } from 'node:net';

/**
 * Asks the OS for a port nobody is listening on; `FREE_PORT=4300` uses that port instead (a machine shared by
 * several people, each with a range of ports of their own).
 */
export function freePort() {
  if (process.env.FREE_PORT) return Promise.resolve(Number(process.env.FREE_PORT));
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

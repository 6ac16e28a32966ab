import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { LISTEN_BACKLOG } from './listen';

// A burst of connections at one instant (a day's opening) reaches a server whose event loop is busy: the
// kernel must queue them until it accepts. The listener here is a child process that listens and then does
// not accept for two seconds; the connections the kernel queued meanwhile complete their handshake at once,
// the others are dropped and retried by the client only after a second.
const BURST = 1000;

/** How many of BURST connections complete within 900 ms while the listener (with `backlog`) accepts nothing. */
async function queuedWhileBusy(backlog: number): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const s = require('node:net').createServer();
       s.listen({ port: 0, host: '127.0.0.1', backlog: ${backlog} }, () => {
         process.stdout.write(s.address().port + '\\n');
         const end = Date.now() + 2000;
         while (Date.now() < end) {}
         process.exit(0);
       });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
  const sockets: net.Socket[] = [];
  let connected = 0;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 900);
    for (let i = 0; i < BURST; i++) {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        connected += 1;
        if (connected === BURST) {
          clearTimeout(timer);
          resolve();
        }
      });
      socket.on('error', () => {});
      sockets.push(socket);
    }
  });
  await done;
  for (const socket of sockets) socket.destroy();
  child.kill();
  return connected;
}

describe('the listen backlog', () => {
  it('queues a burst of a thousand connections while the server is busy; Node’s default 511 drops half of them', async () => {
    expect(await queuedWhileBusy(LISTEN_BACKLOG)).toBe(BURST);
    expect(await queuedWhileBusy(511)).toBeLessThan(BURST);
  }, 20_000);
});

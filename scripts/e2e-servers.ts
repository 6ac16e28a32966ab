// Starts the journeys' servers side by side (playwright.config.ts): one per Playwright project, each on its own
// port and brand-new embedded database (scripts/e2e-server.ts), so the projects' journeys, which book the same demo
// slots and sign the same customers in and out, never meet. Playwright starts its webServer entries one after
// the other; started here together, the two servers' start-up (migrations and the demo seed) share the cores.
// Prints "journey servers ready" once every server answers; ends when any of them ends.
import { spawn, type ChildProcess } from 'node:child_process';

interface JourneyServer {
  name: string;
  port: number;
  dataDir: string;
}

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as JourneyServer[];
if (servers.length === 0) throw new Error('E2E_SERVERS names no server (playwright.config.ts sets it)');

const settingsOf = (port: number) => `http://127.0.0.1:${port}/api/czconfigs/main-settings`;
const answers = (port: number) =>
  fetch(settingsOf(port)).then(
    (response) => response.ok,
    () => false,
  );

// A server left on the port by an earlier run would answer the readiness check for a database of yesterday.
for (const { name, port } of servers) {
  if (await answers(port)) throw new Error(`port ${port} (the ${name} journeys' server) already answers: stop what runs there`);
}

const children: ChildProcess[] = servers.map(({ name, port, dataDir }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], { env: { ...process.env, PORT: String(port), E2E_DATA_DIR: dataDir }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.error(`the ${name} journeys' server ended (${signal ?? `exit code ${code}`})`);
    stopAll(1);
  });
  return child;
});

function stopAll(code: number): never {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

const pending = new Set(servers);
while (pending.size > 0) {
  for (const server of [...pending]) if (await answers(server.port)) pending.delete(server);
  if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`journey servers ready: ${servers.map(({ name, port }) => `${name} on ${port}`).join(', ')}`);

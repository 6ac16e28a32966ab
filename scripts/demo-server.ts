// The demo server as the benches use it: scripts/e2e-server.ts (the built portal and the demo club on a
// fresh embedded database) in a process of its own, on `port`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface DemoServer {
  base: string;
  pid: number;
  stop(): void;
}

export async function startDemoServer(port: number): Promise<DemoServer> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-demo-')), LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  const stop = () => void child.kill();
  // Migrating and seeding takes a while on a busy machine.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (
      await fetch(`${base}/api/czconfigs/main-settings`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the demo server did not answer within 300 s');
}

/** A process's resident memory in MB (Linux /proc), or undefined elsewhere. */
export function rssOfProcessMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

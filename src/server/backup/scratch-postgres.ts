import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runProgram } from './postgres-connection';

// A throwaway PostgreSQL cluster in a folder of its own, for the restore drill: started on a Unix socket in
// that folder only (no TCP port), so a drill never reaches the live database nor collides with another cluster.

/** The superuser initdb makes; trusted on the folder's socket, which only the folder's owner can reach. */
const SUPERUSER = 'drill';

/**
 * Where the server programs (initdb, pg_ctl, pg_restore) are: PG_BINDIR, else the newest of Debian's
 * /usr/lib/postgresql/<major>/bin, else the PATH's. They must be of the dump's major version or newer.
 */
function serverPrograms(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const debian = '/usr/lib/postgresql';
  const majors = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name) && existsSync(path.join(debian, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors[0] ? path.join(debian, majors[0], 'bin') : '';
}

/** PostgreSQL refuses to run as root; a drill started by root runs the cluster as the system's `postgres` user, as Debian's own tools do. */
async function clusterOwner(): Promise<{ user: string; uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await runProgram('id', [flag, 'postgres'])).stdout.trim());
  try {
    return { user: 'postgres', uid: await id('-u'), gid: await id('-g') };
  } catch {
    throw new Error('PostgreSQL does not run as root and this machine has no postgres user: run the drill as the club user (sudo -u club …)');
  }
}

export interface ScratchCluster {
  /** A connection string to its `postgres` database over the folder's socket. */
  url: string;
  /** Runs one of the server programs (pg_restore…) as a client of the cluster: host and user are set. */
  client(program: string, args: string[]): Promise<void>;
}

/** Starts a new cluster in `folder` (which must be empty), runs `work` on it, and stops it; the caller removes the folder. */
export async function withScratchCluster<T>(folder: string, work: (cluster: ScratchCluster) => Promise<T>): Promise<T> {
  const bin = serverPrograms();
  const program = (name: string) => (bin ? path.join(bin, name) : name);
  const owner = await clusterOwner();
  const asOwner = (name: string, args: string[]) => (owner ? runProgram('runuser', ['-u', owner.user, '--', program(name), ...args]) : runProgram(program(name), args));
  const data = path.join(folder, 'data');
  mkdirSync(data, { mode: 0o700 });
  if (owner) for (const made of [folder, data]) chownSync(made, owner.uid, owner.gid);
  try {
    // --no-sync and fsync=off: the cluster is thrown away, so nothing it writes needs to reach the disk.
    await asOwner('initdb', ['--pgdata', data, '--username', SUPERUSER, '--auth', 'trust', '--encoding', 'UTF8', '--no-locale', '--no-sync']);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw missing ? new Error(`A drill of a PostgreSQL backup starts a throwaway PostgreSQL: install its server programs (Debian: postgresql-<major>) or set PG_BINDIR`) : error;
  }
  const options = `-c listen_addresses='' -c unix_socket_directories='${folder}' -c fsync=off`;
  await asOwner('pg_ctl', ['--pgdata', data, '--log', path.join(folder, 'server.log'), '--wait', '--options', options, 'start']);
  try {
    return await work({
      url: `postgres://${SUPERUSER}@/postgres?host=${encodeURIComponent(folder)}`,
      client: async (name, args) => {
        await runProgram(program(name), [`--host=${folder}`, `--username=${SUPERUSER}`, ...args]);
      },
    });
  } finally {
    await asOwner('pg_ctl', ['--pgdata', data, '--mode', 'immediate', '--wait', 'stop']);
  }
}

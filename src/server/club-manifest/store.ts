import { randomUUID } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clubManifestProblems } from './validate';

/** What the server knows of the club's manifest file, for the diagnostic route and the logs. */
export interface ClubManifestStatus {
  file: string;
  /** served: the file's content is served; absent: no file, the portal keeps its built defaults; refused: see refusal. */
  state: 'served' | 'absent' | 'refused';
  /** When the version being served was read (ISO), null when none is. */
  servedSince: string | null;
  /** The last version refused, with each mistake's JSON path; the previous good version (if any) keeps serving. */
  refusal: { at: string; problems: string[] } | null;
  /** The newest version published from the club's settings page that this server serves (0: none yet). */
  publishedVersion: number;
}

/** A version published from the settings page, as the database keeps it (repositories/club-settings.ts). */
export interface PublishedOverride {
  version: number;
  override: unknown;
}

interface ClubManifestLog {
  info(message: string): void;
  error(details: object, message: string): void;
}

/** How long the file must stay quiet before it is read again: an editor's save is several events. */
const RELOAD_DEBOUNCE_MS = 200;

/** The file a club edits to toggle sections, fields and entries: CLUB_MANIFEST, else club-manifest.json in the data folder. */
export function clubManifestFile(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CLUB_MANIFEST || path.join(dataDir, 'club-manifest.json'));
}

/**
 * The club's manifest file (an override of the built manifest, schemas/manifest.schema.json#clubOverride), read
 * when the server starts and again when it changes. A version with a mistake is refused with its JSON paths
 * (logged, and in `status`) while the last good version keeps serving.
 */
export class ClubManifestStore {
  private served: unknown = null;
  private servedSince: string | null = null;
  private refusal: ClubManifestStatus['refusal'] = null;
  private absent = true;
  private watcher: FSWatcher | null = null;
  private pending: NodeJS.Timeout | null = null;
  private publishedVersion = 0;
  /** Moves on with each adopted version: a read of the file begun before it is stale when it ends. */
  private generation = 0;
  /** Adoptions run one after another, so an older version never overtakes a newer one on the way to the file. */
  private adopting: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly log: ClubManifestLog,
    /** The server's clock (app.clock): when a version was served or refused, as the status route tells. */
    private readonly now: () => Date,
  ) {}

  /** The club's override as last accepted; null when there is none (the portal uses its built defaults). */
  get current(): unknown {
    return this.served;
  }

  get status(): ClubManifestStatus {
    const state = this.refusal ? 'refused' : this.absent ? 'absent' : 'served';
    return { file: this.file, state, servedSince: this.servedSince, refusal: this.refusal, publishedVersion: this.publishedVersion };
  }

  /**
   * Serves a version published from the settings page (here or by another instance on the same database) when it
   * is newer than the one served, and writes it to the file so the file on disk stays in step: to a temporary file
   * beside it, then renamed over it, so neither a reader nor the watcher ever sees half a file. A version the checker
   * refuses (a club file written by hand into the table) is refused like a file, and the last good one keeps serving.
   */
  adopt(published: PublishedOverride): Promise<string[]> {
    const next = this.adopting.then(async () => {
      if (published.version <= this.publishedVersion) return [];
      const problems = clubManifestProblems(published.override);
      if (problems.length > 0) return this.refuse(problems.map((problem) => `version ${published.version}: ${problem}`));
      this.publishedVersion = published.version;
      this.generation += 1;
      this.absent = false;
      this.served = published.override;
      this.servedSince = this.now().toISOString();
      this.refusal = null;
      await writeAtomically(this.file, `${JSON.stringify(published.override, null, 2)}\n`);
      // A read of the file begun while it was being replaced may have found the old content.
      this.generation += 1;
      this.log.info(`club manifest version ${published.version} applied and written to ${this.file}`);
      return [];
    });
    this.adopting = next.catch(() => undefined);
    return next;
  }

  /** Reads the newest published version (`read`) and serves it when it is newer than the one served. */
  async follow(read: () => Promise<PublishedOverride | undefined>): Promise<void> {
    const latest = await read();
    if (latest && latest.version > this.publishedVersion) await this.adopt(latest);
  }

  /** Reads the file again; resolves to the mistakes found (empty when it was accepted or is absent). */
  async reload(): Promise<string[]> {
    const generation = this.generation;
    const text = await readFile(this.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    // A version adopted meanwhile (and written to the file) is newer than what this read found.
    if (generation !== this.generation) return [];
    if (text === null) {
      this.absent = true;
      this.served = null;
      this.servedSince = null;
      this.refusal = null;
      return [];
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return this.refuse([`/: not JSON (${(error as Error).message})`]);
    }
    const problems = clubManifestProblems(json);
    if (problems.length > 0) return this.refuse(problems);
    this.absent = false;
    this.served = json;
    this.servedSince = this.now().toISOString();
    this.refusal = null;
    this.log.info(`club manifest ${this.file} applied`);
    return [];
  }

  private refuse(problems: string[]): string[] {
    this.refusal = { at: this.now().toISOString(), problems };
    this.log.error({ file: this.file, problems }, `club manifest ${this.file} refused; ${this.served === null ? 'the built defaults' : 'the last good version'} keep serving`);
    return problems;
  }

  /** Reloads when the file changes (its folder is watched: editors replace files rather than write them). */
  watch(): void {
    if (this.watcher) return;
    const name = path.basename(this.file);
    try {
      this.watcher = watch(path.dirname(this.file), (_event, changed) => {
        if (changed !== null && changed !== name) return;
        if (this.pending) clearTimeout(this.pending);
        this.pending = setTimeout(() => {
          this.pending = null;
          this.reload().catch((error: unknown) => this.log.error({ file: this.file, error: String(error) }, 'club manifest could not be read'));
        }, RELOAD_DEBOUNCE_MS);
      });
    } catch (error) {
      // No folder yet: nothing to watch; the built defaults serve.
      this.log.error({ file: this.file, error: String(error) }, 'club manifest folder cannot be watched');
    }
  }

  /** Resolves once the adoptions under way are over (their file written). */
  settled(): Promise<unknown> {
    return this.adopting;
  }

  close(): void {
    if (this.pending) clearTimeout(this.pending);
    this.watcher?.close();
    this.watcher = null;
  }
}

/** Writes `text` to `file` so that it is either the old content or the whole new one, never a part. */
async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

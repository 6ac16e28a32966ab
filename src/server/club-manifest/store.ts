import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
    return { file: this.file, state, servedSince: this.servedSince, refusal: this.refusal };
  }

  /** Reads the file again; resolves to the mistakes found (empty when it was accepted or is absent). */
  async reload(): Promise<string[]> {
    const text = await readFile(this.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
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

  close(): void {
    if (this.pending) clearTimeout(this.pending);
    this.watcher?.close();
    this.watcher = null;
  }
}

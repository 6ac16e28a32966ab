// The pure parts of `npm run bench:lighthouse`: how each kind of visit is measured, the shared pages' real
// ids, and the median of a page's runs. Kept apart from the Lighthouse and browser code so a test checks them.

/** A first visit (storage and cache cleared before each run, Lighthouse's default) or a repeat one (kept). */
export type Visit = 'cold' | 'repeat';

/** The Lighthouse settings that make a run a first or a repeat visit. */
export function visitFlags(visit: Visit): { disableStorageReset: boolean } {
  return { disableStorageReset: visit === 'repeat' };
}

/** One Lighthouse run of one page, in the units printed. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  clsScore: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over a page's runs: one outlier run neither sinks nor lifts the page. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    clsScore: of('clsScore'),
    tbtMs: of('tbtMs'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
  };
}

/** A printed row, with the target each figure is held to (issue 25) marked when missed. */
export function printedRow(page: string, figures: RunFigures, runs: number): Record<string, string | number> {
  const mark = (text: string, ok: boolean) => (ok ? text : `${text} ✗`);
  return {
    page,
    runs,
    performance: mark(String(Math.round(figures.performance)), figures.performance >= 95),
    accessibility: mark(String(Math.round(figures.accessibility)), figures.accessibility >= 100),
    CLS: mark(figures.clsScore.toFixed(3), figures.clsScore < 0.1),
    TBT: mark(`${Math.round(figures.tbtMs)} ms`, figures.tbtMs < 150),
    LCP: mark(`${(figures.lcpMs / 1000).toFixed(2)} s`, figures.lcpMs < 2000),
    FCP: `${(figures.fcpMs / 1000).toFixed(2)} s`,
  };
}

interface JoinableBooking {
  id: number;
  allowJoin?: boolean | null;
  maxParticipants?: number | null;
  participantsIn?: number | null;
}
interface Activity {
  id: number;
  onlineSignUp?: boolean | null;
}

/** A match a visitor could join (a free place, joining allowed), else any listed one. */
export function openMatchId(bookings: readonly JoinableBooking[]): number | undefined {
  const open = bookings.find((booking) => booking.allowJoin !== false && (booking.participantsIn ?? 0) < (booking.maxParticipants ?? Infinity));
  return (open ?? bookings[0])?.id;
}

/** An activity open to online sign-up, else any listed one. */
export function openActivityId(activities: readonly Activity[]): number | undefined {
  return (activities.find((activity) => activity.onlineSignUp) ?? activities[0])?.id;
}

/** The machine's load next to its cores, printed with the figures: Lighthouse's simulated phone slows down with it. */
export function loadLabel(loadAverage: number, cores: number): string {
  const busy = loadAverage > cores * 0.5;
  return `${busy ? 'MEASURED UNDER LOAD' : 'measured on a quiet machine'} (load average ${loadAverage.toFixed(1)} on ${cores} cores)`;
}

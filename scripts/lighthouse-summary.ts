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

/** What a page took over the network in one run (KB as transferred: compressed, 0 when cached). */
export interface RunBytes {
  htmlKb: number;
  scriptKb: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** The page's own HTML and its scripts, from Lighthouse's network-requests audit. */
export function runBytes(requests: readonly NetworkRequest[]): RunBytes {
  const kb = (bytes: number) => bytes / 1024;
  const html = requests.find((request) => request.resourceType === 'Document')?.transferSize ?? Number.NaN;
  const scripts = requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return { htmlKb: kb(html), scriptKb: kb(scripts) };
}

/** The hydration seed's size in KB (the inline JSON the server's render starts the browser from), 0 without one. */
export function seedKb(html: string): number {
  const seed = /<script type="application\/json" id="portal-seed">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return Buffer.byteLength(seed) / 1024;
}

/** The image preloads in a page's head: at most one, the largest picture of the first screen (issue 38). */
export function imagePreloads(html: string): number {
  const head = html.slice(0, Math.max(html.indexOf('</head>'), 0));
  return head.match(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>/g)?.length ?? 0;
}

/** What a first visit's HTML carries, read apart from Lighthouse: the seed's KB and the image preloads on a phone and a desktop. */
export interface FirstHtml {
  seedKb: number;
  preloads: { phone: number; desktop: number };
}

/** One page's figures of both visits side by side: the cold median first (held to the targets), then the repeat. */
export function comparedRow(page: string, cold: (RunFigures & RunBytes) | null, repeat: (RunFigures & RunBytes) | null, first: FirstHtml | null): Record<string, string | number> {
  const figures = cold ? printedRow(page, cold, 0) : null;
  const dash = '–';
  const seconds = (ms: number | undefined) => (ms === undefined ? dash : `${(ms / 1000).toFixed(2)} s`);
  const kb = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? dash : value.toFixed(1));
  return {
    page,
    'perf cold': figures?.performance ?? dash,
    'perf repeat': repeat ? String(Math.round(repeat.performance)) : dash,
    'FCP cold': figures?.FCP ?? dash,
    'FCP repeat': seconds(repeat?.fcpMs),
    'LCP cold': figures?.LCP ?? dash,
    'LCP repeat': seconds(repeat?.lcpMs),
    'TBT cold': figures?.TBT ?? dash,
    'TBT repeat': repeat ? `${Math.round(repeat.tbtMs)} ms` : dash,
    CLS: figures?.CLS ?? dash,
    a11y: figures?.accessibility ?? (repeat ? String(Math.round(repeat.accessibility)) : dash),
    'HTML KB': kb(cold?.htmlKb ?? repeat?.htmlKb),
    'seed KB': kb(first?.seedKb),
    'preloads phone/desktop': first ? `${first.preloads.phone}/${first.preloads.desktop}` : dash,
    'JS KB cold': kb(cold?.scriptKb),
    'JS KB repeat': kb(repeat?.scriptKb),
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

// The largest paint of a Lighthouse run, for `npm run bench:lighthouse`: which element it was, the four phases of it,
// and how much script had finished by then (issue 38). Kept apart from the browser code so a test checks it.
import { median } from './lighthouse-summary';

/**
 * One run's largest paint: its element, Lighthouse's four phases of it, and the KB of scripts that had finished when it
 * was painted. The simulated LCP counts every request finished by then as one the paint waited for (a module script
 * cannot be shown not to block it), so those KB say how much of the LCP is the scripts' and not the element's.
 */
export interface LargestPaint {
  element: string;
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
  scriptKbBefore: number;
}

interface BreakdownItem {
  type?: string;
  snippet?: string;
  selector?: string;
  items?: Array<{ subpart?: string; duration?: number }>;
}
interface FinishedRequest {
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

/** The largest paint of a run, read from its audits (lcp-breakdown-insight, metrics, network-requests). */
export function largestPaint(audits: Record<string, { details?: unknown } | undefined>): LargestPaint {
  const items = (audits['lcp-breakdown-insight']?.details as { items?: BreakdownItem[] } | undefined)?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  const phases = items.find((item) => item.type === 'table')?.items ?? [];
  // A text element has no load phases: those stay NaN, printed as a dash.
  const phase = (subpart: string) => phases.find((row) => row.subpart === subpart)?.duration ?? Number.NaN;
  const snippet = node?.snippet ?? '';
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1] ?? '?';
  const source = /\ssrc="([^"]*)"/.exec(snippet)?.[1];
  const paintedAt =
    (audits.metrics?.details as { items?: Array<{ observedLargestContentfulPaint?: number }> } | undefined)?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  const requests = (audits['network-requests']?.details as { items?: FinishedRequest[] } | undefined)?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script' && (request.networkEndTime ?? Infinity) <= paintedAt)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    // A run whose report names no element (its trace had no LCP) prints a dash.
    element: !node ? '–' : source ? `${tag} ${source.split('/').pop() ?? ''}` : (node.selector ?? tag),
    ttfbMs: phase('timeToFirstByte'),
    loadDelayMs: phase('resourceLoadDelay'),
    loadTimeMs: phase('resourceLoadDuration'),
    renderDelayMs: phase('elementRenderDelay'),
    scriptKbBefore: scriptBytes / 1024,
  };
}

/** A page's largest paint over its runs: the element most runs named, and each figure's median. */
export function largestPaintRow(page: string, runs: readonly LargestPaint[]): Record<string, string> {
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.element, (counts.get(run.element) ?? 0) + 1);
  const element = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '–';
  const ms = (key: keyof Omit<LargestPaint, 'element'>) => {
    const value = median(runs.map((run) => run[key]));
    return Number.isNaN(value) ? '–' : `${Math.round(value)} ms`;
  };
  const scriptKb = median(runs.map((run) => run.scriptKbBefore));
  return {
    page,
    element,
    TTFB: ms('ttfbMs'),
    'load delay': ms('loadDelayMs'),
    'load time': ms('loadTimeMs'),
    'render delay': ms('renderDelayMs'),
    'JS KB done before it': Number.isNaN(scriptKb) ? '–' : scriptKb.toFixed(1),
  };
}

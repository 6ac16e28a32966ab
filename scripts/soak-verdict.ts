// The verdict of `bench:api --soak=SECONDS` (scripts/bench-memory.ts) on the server's RSS, sampled as the soak
// starts and then once a minute: the target "RSS flat (±10 %)" read as a memory budget is meant.

/** Within this share of the median, and rising by no more than it along the fitted line: flat. */
const BAND_PERCENT = 10;

interface SoakVerdict {
  /** The samples judged: from minute 2 on (the start and the end of the warm-up minute are not). */
  judged: number[];
  medianMb: number;
  /** The sample furthest from the median, as a share of it (signed: + above, − below). */
  furthestPercent: number;
  /** The least-squares slope of the judged samples, in MB per minute. */
  slopeMbPerMinute: number;
  /** How much the fitted line rises from the first judged minute to the last, as a share of the median. */
  risePercent: number;
  flat: boolean;
  /** One line saying all of the above. */
  text: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * `samples[i]` is the RSS (MB) at minute i of the soak (0: as it starts). The first minute warms up (caches
 * fill, the allocator's arenas grow and settle), so its samples are left out; a shorter soak judges what it
 * has after the start. Flat: every judged sample within ±10 % of their median, and no upward trend: the line
 * fitted through them rises by at most 10 % of the median over the soak (a leak grows by minutes; one high
 * minute is in the band or not).
 */
export function soakVerdict(samples: number[]): SoakVerdict {
  const judged = samples.length > 2 ? samples.slice(2) : samples.slice(1);
  if (judged.length === 0) return { judged, medianMb: 0, furthestPercent: 0, slopeMbPerMinute: 0, risePercent: 0, flat: true, text: 'too short to judge' };
  const medianMb = median(judged);
  const deviations = judged.map((mb) => ((mb - medianMb) / medianMb) * 100);
  const furthestPercent = deviations.reduce((furthest, deviation) => (Math.abs(deviation) > Math.abs(furthest) ? deviation : furthest), 0);
  const minutes = judged.map((_, index) => index);
  const meanMinute = minutes.reduce((sum, minute) => sum + minute, 0) / judged.length;
  const meanMb = judged.reduce((sum, mb) => sum + mb, 0) / judged.length;
  const spread = minutes.reduce((sum, minute) => sum + (minute - meanMinute) ** 2, 0);
  const slopeMbPerMinute = spread === 0 ? 0 : minutes.reduce((sum, minute, index) => sum + (minute - meanMinute) * (judged[index]! - meanMb), 0) / spread;
  const risePercent = ((slopeMbPerMinute * (judged.length - 1)) / medianMb) * 100;
  const inBand = Math.abs(furthestPercent) <= BAND_PERCENT;
  const rising = risePercent > BAND_PERCENT;
  const flat = inBand && !rising;
  const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(round1(value))}`;
  const text =
    `from minute ${samples.length > 2 ? 2 : 1}: median ${round1(medianMb)} MB, furthest ${signed(furthestPercent)} % ${inBand ? 'within' : 'OUTSIDE'} ±${BAND_PERCENT} %, ` +
    `trend ${signed(slopeMbPerMinute)} MB/min (${signed(risePercent)} % over ${judged.length - 1} min, ${rising ? 'GROWING' : 'not growing'}): ${flat ? 'flat' : 'NOT flat'}`;
  return { judged, medianMb, furthestPercent, slopeMbPerMinute, risePercent, flat, text };
}

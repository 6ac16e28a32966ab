import { offsetMs, wallTime } from '../../domain/club-time';

/**
 * A span [start, start + durationMins) cut into wall-clock pieces of one day each, whose wall minutes
 * advance with real minutes (a DST jump starts a new piece). The lengths add up to durationMins.
 * Wall-clock rules themselves live in src/domain/club-time.ts; this is the price engine's use of them.
 */
export interface WallPiece {
  date: string;
  weekday: number;
  /** First wall minute of the piece. */
  from: number;
  /** Real minutes it lasts. */
  minutes: number;
}

export function wallPieces(start: Date, durationMins: number, timeZone: string, cutAt: number[] = []): WallPiece[] {
  const cuts = [...new Set([...cutAt, 1440])].sort((a, b) => a - b);
  const pieces: WallPiece[] = [];
  let done = 0;
  while (done < durationMins) {
    const at = start.getTime() + done * 60_000;
    const wall = wallTime(at, timeZone);
    const nextCut = cuts.find((cut) => cut > wall.minute) ?? 1440;
    let step = Math.min(nextCut - wall.minute, durationMins - done);
    // Across a DST change the wall clock jumps: shorten the piece to the minute the offset changes.
    if (offsetMs(at + step * 60_000 - 1, timeZone) !== offsetMs(at, timeZone)) {
      let low = 1;
      let high = step;
      while (low < high) {
        const mid = Math.floor((low + high) / 2);
        if (offsetMs(at + mid * 60_000, timeZone) !== offsetMs(at, timeZone)) high = mid;
        else low = mid + 1;
      }
      step = Math.min(Math.max(1, low), durationMins - done);
    }
    const last = pieces[pieces.length - 1];
    if (last && last.date === wall.date && last.from + last.minutes === wall.minute && !cuts.includes(wall.minute)) last.minutes += step;
    else pieces.push({ date: wall.date, weekday: wall.weekday, from: wall.minute, minutes: step });
    done += step;
  }
  return pieces;
}

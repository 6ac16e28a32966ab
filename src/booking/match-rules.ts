// Pure rules of the match pages (doc 2 §2, §5, §9): weekday groups, banner layouts, the join price, team
// choice, the results grid and the floor-map drawings.
import type { components } from '../generated/api';
import { resultsProblem, type ResultsProblem as MatchResultsProblem } from '../domain/match-results';

// A match card's rules (home shows the cards) live apart, so the home page does not carry the match pages' rules.
export { joinPrice } from './match-card-rules';

type Player = components['schemas']['Player'];
type MapPlaceDrawing = components['schemas']['MapPlaceDrawing'];
type BookingTemplateInfo = components['schemas']['BookingTemplateInfo'];
/** A place's drawing: the contract's MapPlaceDrawing, whose rect shapes also carry their box (as the seed's do). */
export type MapDrawing = Omit<MapPlaceDrawing, 'shape'> & { shape?: MapPlaceDrawing['shape'] & { x?: number; y?: number; width?: number; height?: number } };
/** The floor map's canvas, from the template's configJson. */
interface MapCanvas {
  width?: number;
  height?: number;
  fontSize?: number;
}

/**
 * Cards grouped by their day, days in date order (not weekday order: a week that wraps month ends reads Friday
 * before Monday), each group in the list's order (doc 2 §2).
 */
export function groupByDay<T extends { date?: string | null }>(bookings: readonly T[]): Array<{ day: string; bookings: T[] }> {
  const groups = new Map<string, T[]>();
  for (const booking of bookings) {
    const day = (booking.date ?? '').slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
    groups.set(day, [...(groups.get(day) ?? []), booking]);
  }
  return [...groups.keys()].sort().map((day) => ({ day, bookings: groups.get(day)! }));
}

/** Teams with a free slot, for the team popup: both → choose, one → automatic, none → Max players reached. */
export function freeTeams(players: readonly Player[]): Array<0 | 1> {
  return ([0, 1] as const).filter((team) => players.some((player) => player.isPlaceholder && player.team === team));
}

/** The other team of a match player, when it has a free slot to move to (update-team); null otherwise. */
export function otherTeamWithFreePlace(players: readonly Player[], team: Player['team']): 0 | 1 | null {
  if (team !== 0 && team !== 1) return null;
  const other = team === 0 ? 1 : 0;
  return freeTeams(players).includes(other) ? other : null;
}

/** A results-grid problem as the page says it: the domain's rule under the page's texts. */
type ResultsProblem = `booking.results.${MatchResultsProblem}`;

/**
 * The results grid (doc 2 §5): values parsed as integers, empty boxes skipped (not sent as 0), then the rule the
 * server checks too (src/domain/match-results.ts), so a set filled for one team only is refused here as there.
 */
export function readResults(team1: readonly string[], team2: readonly string[], nSets: number): { problem: ResultsProblem | null; team1: number[]; team2: number[] } {
  const games = (values: readonly string[], index: number) => {
    const value = values[index]?.trim() ?? '';
    return /^\d/.test(value) ? Number.parseInt(value, 10) : null;
  };
  const columns = Array.from({ length: nSets }, (_, index) => [games(team1, index), games(team2, index)] as const);
  const one = columns.flatMap(([games]) => (games === null ? [] : [games]));
  const two = columns.flatMap(([, games]) => (games === null ? [] : [games]));
  const halfFilled = columns.some(([first, second]) => (first === null) !== (second === null));
  const problem = resultsProblem(one, two, nSets) ?? (halfFilled ? 'setsDiffer' : null);
  return { problem: problem && `booking.results.${problem}`, team1: one, team2: two };
}

/**
 * The object a configJson string holds, or null when it is missing, not JSON or not an object. The contract types
 * floor-map drawings as JSON text, so this is the one place that parses it and gives it its drawing type.
 */
function parseConfigJson<T extends object>(configJson: string | null | undefined): T | null {
  if (!configJson) return null;
  try {
    const value: unknown = JSON.parse(configJson);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

/** A place's drawing from its configJson; null when it is not an object. */
export const parseDrawing = (configJson: string | null | undefined): MapDrawing | null => parseConfigJson<MapDrawing>(configJson);

/** The map's canvas (width, height, font size) from the template's configJson; null when it is not an object. */
export const parseMapCanvas = (configJson: string | null | undefined): MapCanvas | null => parseConfigJson<MapCanvas>(configJson);

/** The SVG transform of a drawing: its translation ("x y") then its rotation in degrees. */
export function placeTransform(drawing: MapDrawing): string {
  const [x, y] = (drawing.translation ?? '0 0').split(/[\s,]+/).map(Number);
  const parts = [`translate(${Number.isFinite(x) ? x : 0} ${Number.isFinite(y) ? y : 0})`];
  if (drawing.rotation) parts.push(`rotate(${drawing.rotation})`);
  return parts.join(' ');
}

/** The side a floor-map place is on: column 1 is Team 1, column 2 Team 2 (as the server reads it); null for neither. */
function sideOfPlace(drawing: MapDrawing | null): 0 | 1 | null {
  return drawing?.col === 1 ? 0 : drawing?.col === 2 ? 1 : null;
}

/**
 * The floor-map place a one-tap join takes (issue 35): the first free one, in the map's order, on a side with room
 * (on `side` when picked). Null when there is none: the join then takes a free place without a spot on the map.
 */
export function placeToJoin(info: Pick<BookingTemplateInfo, 'places' | 'participants'>, sides: ReadonlyArray<0 | 1>, side?: 0 | 1): number | null {
  const held = new Set((info.participants ?? []).map((participant) => participant.bookingTemplatePlaceId));
  const place = (info.places ?? []).find((candidate) => {
    if (candidate.id === undefined || held.has(candidate.id)) return false;
    const on = sideOfPlace(parseDrawing(candidate.configJson));
    if (side !== undefined) return on === side || on === null;
    return on === null || sides.includes(on);
  });
  return place?.id ?? null;
}

/** The smallest place a finger can take, in CSS pixels (WCAG 2.5.5, the design system's --cz-touch-target). */
const TOUCH_TARGET_PX = 44;

/**
 * A place's tap area in the map's own units (issue 35: at least 44×44 px however small the map is drawn): its box,
 * grown evenly around its centre to 44 px at `scale` (pixels per map unit) where it is smaller.
 */
export function hitBox(box: { x: number; y: number; width: number; height: number }, scale: number): { x: number; y: number; width: number; height: number } {
  const least = scale > 0 ? TOUCH_TARGET_PX / scale : 0;
  const width = Math.max(box.width, least);
  const height = Math.max(box.height, least);
  return { x: box.x - (width - box.width) / 2, y: box.y - (height - box.height) / 2, width, height };
}

/** Zoom of the floor map (doc 2 §2): 1 to 6 in steps of 0.05. */
export const ZOOM = { min: 1, max: 6, step: 0.05, initial: 1 } as const;

// ---- the by-place page's filters (issue 13): level, gender and concept, kept in the page's query ------------

type Gender = components['schemas']['Gender'];
type Concept = components['schemas']['ActivityKind'];

/** The page's concept keys (doc 2 §2: matches, school, events), in the order the page offers them. */
export const BY_PLACE_CONCEPTS = [
  { key: 'matches', concept: 'Match' },
  { key: 'school', concept: 'School' },
  { key: 'events', concept: 'Event' },
] as const satisfies ReadonlyArray<{ key: string; concept: Concept }>;
export const MATCH_GENDERS = ['Male', 'Female', 'Mixed', 'Open'] as const satisfies readonly Gender[];
/** The level choices: the default range 0 to 7 (doc 2 §9) in half points. */
export const LEVEL_CHOICES: readonly number[] = Array.from({ length: 15 }, (_, index) => index / 2);

export interface ByPlaceFilters {
  level: number | null;
  gender: Gender | null;
  /** None means every concept. */
  concepts: Concept[];
}

/** The filters the page's query holds (level=3.5, gender=Mixed, matches=true…); anything unreadable is no filter. */
export function byPlaceFiltersOf(search: URLSearchParams): ByPlaceFilters {
  const rawLevel = search.get('level');
  const level = rawLevel !== null && /^\d+(\.\d+)?$/.test(rawLevel) ? Number(rawLevel) : null;
  const gender = MATCH_GENDERS.find((candidate) => candidate === search.get('gender')) ?? null;
  const concepts = BY_PLACE_CONCEPTS.filter(({ key }) => search.get(key) === 'true').map(({ concept }) => concept);
  return { level, gender, concepts };
}

/** The query with these filters written in (the other keys kept). */
export function withByPlaceFilters(search: URLSearchParams, filters: ByPlaceFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  if (filters.level === null) next.delete('level');
  else next.set('level', String(filters.level));
  if (filters.gender === null) next.delete('gender');
  else next.set('gender', filters.gender);
  for (const { key, concept } of BY_PLACE_CONCEPTS) {
    if (filters.concepts.includes(concept)) next.set(key, 'true');
    else next.delete(key);
  }
  return next;
}

/**
 * How many filters narrow the list, for the Filters button's count: a chosen type, a date other than today,
 * the level, the gender and each concept ticked. Zero is the whole list of today.
 */
export function activeFilterCount(filters: ByPlaceFilters, chosen: { typeChosen: boolean; dateChanged: boolean }): number {
  return Number(chosen.typeChosen) + Number(chosen.dateChanged) + Number(filters.level !== null) + Number(filters.gender !== null) + filters.concepts.length;
}

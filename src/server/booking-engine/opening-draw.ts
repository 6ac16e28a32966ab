/**
 * The fair opening's draw (issue 27), pure: the same requests, free slots and seed give the same assignment, so
 * a recorded seed lets anyone audit a draw. Each request gets a random rank from the seed (the order requests
 * arrived in, or how often they were sent, plays no part: ranks are dealt over the customers sorted by id);
 * then slots are given round by round — every request's first choice in rank order, then second choices, … —
 * and a customer wins at most their allowance (the type's wins, bounded by the per-day cap).
 */

export interface OpeningChoice {
  /** null: any court of the type (the first free one by court order). */
  resourceId: number | null;
  /** HH:mm, club time. */
  startTime: string;
  /** Minutes. */
  duration: number;
}

export interface DrawRequest {
  customerId: number;
  choices: OpeningChoice[];
  /** Slots this customer may win; the draw's maxWins when absent. */
  allowance?: number;
}

/** A grid start of one court on the day, with the durations the timetable offers from it. */
export interface DrawGridSlot {
  resourceId: number;
  startTime: string;
  startMs: number;
  durations: number[];
}

/** A time a court is already held (a booking, a hold, a block not bookable online). */
interface DrawBusy {
  resourceId: number;
  startMs: number;
  endMs: number;
}

export interface DrawInput {
  requests: DrawRequest[];
  /** Courts in court order (the order "any court" tries them in). */
  resourceIds: number[];
  grid: DrawGridSlot[];
  busy: DrawBusy[];
  seed: string;
  maxWins: number;
}

interface DrawWin {
  choice: OpeningChoice & { resourceId: number };
  startMs: number;
  /** Which of the request's choices it was (0 = first). */
  choiceIndex: number;
}

export interface DrawOutcome {
  customerId: number;
  /** 1 = drawn first. */
  rank: number;
  wins: DrawWin[];
}

/** xmur3: a 32-bit hash of the seed text, the PRNG's starting state. */
function hashSeed(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

/** A seeded PRNG (sfc32) giving numbers in [0, 1). */
function seededRandom(seed: string): () => number {
  const next = hashSeed(seed);
  let a = next();
  let b = next();
  let c = next();
  let d = next();
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** The rank order of the customers: a seeded shuffle of them sorted by id (so arrival order cannot matter). */
export function drawOrder(customerIds: number[], seed: string): number[] {
  const order = [...new Set(customerIds)].sort((a, b) => a - b);
  const random = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export function runDraw(input: DrawInput): DrawOutcome[] {
  const byCustomer = new Map(input.requests.map((request) => [request.customerId, request]));
  const order = drawOrder([...byCustomer.keys()], input.seed);
  const busy = input.busy.map((block) => ({ ...block }));
  const gridOf = new Map(input.grid.map((slot) => [`${slot.resourceId}|${slot.startTime}`, slot]));
  const outcomes = new Map(order.map((customerId, index) => [customerId, { customerId, rank: index + 1, wins: [] as DrawWin[] }]));
  const rounds = Math.max(0, ...input.requests.map((request) => request.choices.length));

  const free = (resourceId: number, startTime: string, duration: number): number | null => {
    const slot = gridOf.get(`${resourceId}|${startTime}`);
    if (!slot || !slot.durations.includes(duration)) return null;
    const endMs = slot.startMs + duration * 60_000;
    const taken = busy.some((block) => block.resourceId === resourceId && block.startMs < endMs && block.endMs > slot.startMs);
    return taken ? null : slot.startMs;
  };

  for (let round = 0; round < rounds; round++) {
    for (const customerId of order) {
      const request = byCustomer.get(customerId)!;
      const outcome = outcomes.get(customerId)!;
      const allowance = Math.min(request.allowance ?? input.maxWins, input.maxWins);
      const choice = request.choices[round];
      if (!choice || outcome.wins.length >= allowance) continue;
      const courts = choice.resourceId === null ? input.resourceIds : [choice.resourceId];
      for (const resourceId of courts) {
        const startMs = free(resourceId, choice.startTime, choice.duration);
        if (startMs === null) continue;
        busy.push({ resourceId, startMs, endMs: startMs + choice.duration * 60_000 });
        outcome.wins.push({ choice: { ...choice, resourceId }, startMs, choiceIndex: round });
        break;
      }
    }
  }
  return order.map((customerId) => outcomes.get(customerId)!);
}

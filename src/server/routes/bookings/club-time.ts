/** Whole minutes from one instant to another (a booking's duration). Wall-clock rules: src/domain/club-time.ts. */
export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

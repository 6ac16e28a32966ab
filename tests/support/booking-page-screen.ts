import { vi } from 'vitest';
import { NARROW_QUERY } from '../../src/booking/Timetable/use-narrow-screen';

/** The booking page's tests on a screen `width` px wide: the phone's list below 600 px, the grid above. */
export function onScreen(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === NARROW_QUERY && width < 600,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

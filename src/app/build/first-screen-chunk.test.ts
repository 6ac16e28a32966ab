import { describe, expect, it } from 'vitest';
import { firstScreenParts } from './first-screen-chunk';

/** A module graph by id: what each module imports statically. */
function graphOf(imports: Record<string, string[]>) {
  const importers = (id: string) => Object.keys(imports).filter((each) => imports[each]!.includes(id));
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]!, importers: importers(id) } : null),
  };
}

const FIRST = '/p/src/widgets/home-sections/first-viewport-sections.ts';
const REST = '/p/src/widgets/home-sections/rest-of-home-sections.ts';

describe("home's first-screen chunks", () => {
  it('keeps together what only home imports, and puts what another page shares apart, the design system on its own', () => {
    const parts = firstScreenParts(
      graphOf({
        [FIRST]: ['/p/src/widgets/Hero/Hero.tsx', '/p/src/widgets/Matches/Matches.tsx'],
        [REST]: ['/p/src/widgets/Matches/MatchCard.tsx'],
        '/p/src/widgets/Hero/Hero.tsx': ['/p/src/ui/Card/Card.tsx'],
        '/p/src/widgets/Matches/Matches.tsx': ['/p/src/widgets/Matches/MatchCard.tsx', '/p/src/booking/rules.ts'],
        '/p/src/widgets/Matches/MatchCard.tsx': [],
        '/p/src/booking/rules.ts': ['/p/src/booking/kind.ts'],
        '/p/src/booking/kind.ts': [],
        '/p/src/ui/Card/Card.tsx': [],
        '/p/src/widgets/BookingPage/BookingPage.tsx': ['/p/src/booking/rules.ts', '/p/src/ui/Card/Card.tsx'],
      }),
    );
    expect([...parts.homeOnly].sort()).toEqual(['/p/src/widgets/Hero/Hero.tsx', '/p/src/widgets/Matches/MatchCard.tsx', '/p/src/widgets/Matches/Matches.tsx', FIRST]);
    expect([...parts.shared].sort()).toEqual(['/p/src/booking/kind.ts', '/p/src/booking/rules.ts']);
    expect([...parts.designSystem]).toEqual(['/p/src/ui/Card/Card.tsx']);
  });

  it('makes no chunk of a build without home sections', () => {
    const parts = firstScreenParts(graphOf({ '/p/src/main.tsx': [] }));
    expect([parts.homeOnly.size, parts.shared.size, parts.designSystem.size]).toEqual([0, 0, 0]);
  });
});

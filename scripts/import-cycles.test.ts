import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTempDir } from '../src/server/testing/temp-dirs';
import { allowedCycleImport, folderImportCycles } from './import-cycles';

describe('import cycles between the portal folders', () => {
  it('are none: no widget, component or layer folder imports one that imports it back', () => {
    const cycles = folderImportCycles(path.resolve('src'), allowedCycleImport).map((cycle) => `${cycle.units.join(' → ')}\n  ${cycle.imports.join('\n  ')}`);
    expect(cycles).toEqual([]);
  });

  it('names a new one with the import of each step', () => {
    const src = testTempDir('import-cycles');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      writeFileSync(path.join(src, file), text);
    };
    write('widgets/Matches/MatchCard.tsx', "import { level } from '../Results/level';\nexport const card = level;\n");
    write('widgets/Results/level.ts', 'export const level = 1;\n');
    write('widgets/Results/Results.tsx', "import { card } from '../Matches/MatchCard';\nexport const results = card;\n");
    // A type-only import and a lazy chunk are no cycle: erased, or loaded later by name.
    write('widgets/Shop/Shop.tsx', "import type { card } from '../Matches/MatchCard';\nexport const shop = () => import('../Basket/Basket');\nexport type Card = typeof card;\n");
    write('widgets/Basket/Basket.tsx', "import { shop } from '../Shop/Shop';\nexport default shop;\n");
    write('widgets/Matches/list.ts', "import type { Card } from '../Shop/Shop';\nexport type List = Card[];\n");
    const cycles = folderImportCycles(src);
    expect(cycles).toHaveLength(1);
    const [cycle] = cycles;
    expect([...(cycle?.units ?? [])].sort()).toEqual(['widgets/Matches', 'widgets/Results']);
    expect([...(cycle?.imports ?? [])].sort()).toEqual([
      'widgets/Matches/MatchCard.tsx -> widgets/Results/level.ts',
      'widgets/Results/Results.tsx -> widgets/Matches/MatchCard.tsx',
    ]);
  });
});

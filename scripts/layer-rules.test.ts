import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md's layer rules are lint rules (eslint.config.js): an import across a layer fails `npx eslint .`.
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('layer rules', () => {
  it('refuses a server module that imports the portal, and lets it import src/domain and src/i18n', async () => {
    expect(await restricted('src/server/routes/settings/example.ts', "import { X } from '../../../ui/theme/theme';\nexport const y = X;\n")).toEqual([
      expect.stringContaining('The server does not import the portal'),
    ]);
    expect(await restricted('src/server/routes/settings/example.ts', "import { X } from '../../../widgets/Foo/Foo';\nexport const y = X;\n")).toHaveLength(1);
    expect(
      await restricted('src/server/routes/settings/example.ts', "import { X } from '../../../domain/club-theme';\nimport { Y } from '../../app';\nexport const y = [X, Y];\n"),
    ).toEqual([]);
  });

  it('refuses the design system importing the engine or the stores, and the stores importing the engine', async () => {
    expect(await restricted('src/ui/Example/Example.tsx', "import { X } from '../../engine/conditions';\nexport const y = X;\n")).toHaveLength(1);
    expect(await restricted('src/ui/Example/Example.tsx', "import { X } from '../../stores/StoresContext';\nexport const y = X;\n")).toHaveLength(1);
    expect(await restricted('src/stores/Example.ts', "import { X } from '../engine/conditions';\nexport const y = X;\n")).toHaveLength(1);
    expect(await restricted('src/stores/Example.ts', "import { X } from '../api/query-keys';\nexport const y = X;\n")).toEqual([]);
  });

  it('refuses a feature folder importing a widget, and lets a widget import the feature', async () => {
    expect(await restricted('src/booking/example.ts', "import { X } from '../widgets/BookingPage/MatchDialog';\nexport const y = X;\n")).toEqual([
      expect.stringContaining('A feature folder does not import widgets'),
    ]);
    expect(await restricted('src/payments/CardEntry/Example.tsx', "import { X } from '../../widgets/payment-providers/registry';\nexport const y = X;\n")).toHaveLength(1);
    expect(await restricted('src/widgets/BookingPage/Example.tsx', "import { X } from '../../booking/booking-rules';\nexport const y = X;\n")).toEqual([]);
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's functions and every production file stay small (eslint.config.js): a long one fails `npx eslint .`.
const eslint = new ESLint({ cwd: process.cwd() });

async function sizeProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('max-lines')).map((message) => message.ruleId!);
}

const functionOf = (lines: number) => `export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 4)}  return n;\n}\n`;

const fileOf = (lines: number) => Array.from({ length: lines }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';

describe('server size rules', () => {
  it('refuses a server function over 80 lines and lets one of 80 pass', async () => {
    expect(await sizeProblems('src/server/bookings/example.ts', functionOf(81))).toEqual(['max-lines-per-function']);
    expect(await sizeProblems('src/server/bookings/example.ts', functionOf(80))).toEqual([]);
  });

  it('refuses a server file over 300 lines', async () => {
    expect(await sizeProblems('src/server/routes/example.ts', fileOf(301))).toEqual(['max-lines']);
  });

  it('leaves seed data and tests alone', async () => {
    expect(await sizeProblems('src/server/seed/example.ts', functionOf(200))).toEqual([]);
    expect(await sizeProblems('src/server/bookings/example.test.ts', functionOf(200))).toEqual([]);
  });
});

describe('portal size rules', () => {
  it('refuses a portal file over 300 lines, .ts or .tsx, and lets one of 300 pass', async () => {
    expect(await sizeProblems('src/engine/example.ts', fileOf(301))).toEqual(['max-lines']);
    expect(await sizeProblems('src/widgets/Example/Example.tsx', fileOf(301))).toEqual(['max-lines']);
    expect(await sizeProblems('src/i18n/example.ts', fileOf(300))).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(await sizeProblems('src/stores/Example.test.ts', fileOf(400))).toEqual([]);
    expect(await sizeProblems('src/widgets/Example/Example.test.tsx', fileOf(400))).toEqual([]);
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's functions and files stay small (eslint.config.js): a long one fails `npx eslint .`.
const eslint = new ESLint({ cwd: process.cwd() });

async function sizeProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('max-lines')).map((message) => message.ruleId!);
}

const functionOf = (lines: number) => `export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 4)}  return n;\n}\n`;

describe('server size rules', () => {
  it('refuses a server function over 80 lines and lets one of 80 pass', async () => {
    expect(await sizeProblems('src/server/bookings/example.ts', functionOf(81))).toEqual(['max-lines-per-function']);
    expect(await sizeProblems('src/server/bookings/example.ts', functionOf(80))).toEqual([]);
  });

  it('refuses a server file over 300 lines', async () => {
    const file = Array.from({ length: 301 }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';
    expect(await sizeProblems('src/server/routes/example.ts', file)).toEqual(['max-lines']);
  });

  it('leaves seed data and tests alone', async () => {
    expect(await sizeProblems('src/server/seed/example.ts', functionOf(200))).toEqual([]);
    expect(await sizeProblems('src/server/bookings/example.test.ts', functionOf(200))).toEqual([]);
  });
});

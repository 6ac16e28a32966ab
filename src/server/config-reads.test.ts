import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_VARIABLES } from './config-variables';

// A variable the server reads without declaring it would be checked by nobody at start and missing from the
// README's table: every read in the server's code names a declared variable.
const SERVER = import.meta.dirname;

/**
 * Not the server's configuration: the tests' own (testing/, *.test.ts), and the backup and restore commands
 * (backup/), which are tools with their own variables (README, Backups).
 */
const outside = (file: string) => file.endsWith('.test.ts') || file.startsWith(`testing${path.sep}`) || file.startsWith(`backup${path.sep}`);

const sources = readdirSync(SERVER, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts') && !outside(file))
  .map((file) => ({ file, text: readFileSync(path.join(SERVER, file), 'utf8') }));

// process.env.NAME, env.NAME (a ProcessEnv parameter), and the names handed to the payment adapters' fallback
// (setting(method, key, 'NAME'), providerBaseUrl(…, 'NAME'), { key, env: 'NAME' }).
const READS = [/\benv\.([A-Z][A-Z0-9_]*)\b/g, /\bsetting\([^()]*,\s*'([A-Z][A-Z0-9_]*)'\)/g, /\bproviderBaseUrl\([^;]*?'([A-Z][A-Z0-9_]*)'\)/g, /\benv: '([A-Z][A-Z0-9_]*)'/g];

describe('the variables the server reads', () => {
  it('are all declared in config-variables.ts', () => {
    const read = new Map<string, string>();
    for (const { file, text } of sources) for (const pattern of READS) for (const match of text.matchAll(pattern)) read.set(match[1]!, file);
    expect(read.size, 'reads were found').toBeGreaterThan(20);
    expect([...read].filter(([name]) => !(name in ALL_VARIABLES)).map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('are read by name, except by the declared table itself and the payment adapters’ fallback', () => {
    const dynamic = sources.filter(({ text }) => /\b(process\.)?env\[(?!name\])/.test(text)).map(({ file }) => file);
    expect(dynamic).toEqual([path.join('payments', 'runtime.ts')]);
  });
});

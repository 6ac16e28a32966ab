import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_VARIABLES } from './config-variables';

// The README's configuration table is what an operator reads: every variable the server declares is in it,
// with the default the server takes, and it names none the server does not know.
const README = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The default column's text of each variable in the README's configuration table. */
function documentedDefaults(): Map<string, string> {
  const section = README.slice(README.indexOf('## Configuration'));
  const start = section.slice(section.indexOf('| variable | default | meaning |'));
  const table = start.slice(0, start.indexOf('\n\n'));
  const documented = new Map<string, string>();
  for (const line of table.split('\n').slice(2)) {
    const [names = '', defaults = ''] = line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim());
    const variables = [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);
    // "`5/3600`, `20/3600`": one default per variable of the row, in order; otherwise one for them all.
    const each = defaults.split(', ');
    variables.forEach((name, index) => documented.set(name, each.length === variables.length ? each[index]! : defaults));
  }
  return documented;
}

describe("the README's configuration table", () => {
  const documented = documentedDefaults();

  it('lists every variable the server declares, and only those', () => {
    expect(documented.size, 'the table was found').toBeGreaterThan(20);
    expect(
      [...documented.keys()].filter((name) => !(name in ALL_VARIABLES)),
      'in the README, not declared in config-variables.ts',
    ).toEqual([]);
    expect(
      Object.keys(ALL_VARIABLES).filter((name) => !documented.has(name)),
      'declared, missing from the README',
    ).toEqual([]);
  });

  it('gives each the default the server takes', () => {
    for (const [name, variable] of Object.entries(ALL_VARIABLES)) {
      const expected = variable.default !== undefined ? `\`${variable.default}\`` : (variable.defaultText ?? 'unset');
      expect(documented.get(name), name).toBe(expected);
    }
  });
});

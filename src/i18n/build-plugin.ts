import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { dictionaryPart, type DictionaryPart } from './dictionary-parts.js';

/** A dictionary's part as load-dictionaries.ts imports it: `locales/<language>.json?part=first-screen` (or `rest`). */
const PART_ID = /^(.+[\\/]locales[\\/][A-Za-z-]+\.json)\?part=(first-screen|rest)$/;

/**
 * Vite plugin: `locales/<language>.json?part=…` is a module of that part of the dictionary alone (dictionary-parts.ts),
 * so each part is a chunk of its own. Every Vite configuration that meets load-dictionaries.ts has it (the portal's,
 * the server render's, vitest's).
 */
export function dictionaryParts(): Plugin {
  return {
    name: 'club-portal:dictionary-parts',
    enforce: 'pre',
    load(id) {
      const match = PART_ID.exec(id);
      if (!match) return null;
      const dictionary: unknown = JSON.parse(readFileSync(match[1]!, 'utf8'));
      if (typeof dictionary !== 'object' || dictionary === null) throw new Error(`${match[1]} is not a dictionary`);
      return { code: `export default ${JSON.stringify(dictionaryPart(dictionary as Record<string, unknown>, match[2] as DictionaryPart))};`, moduleType: 'js' };
    },
  };
}

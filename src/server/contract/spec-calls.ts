import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SpecCall {
  method: string;
  /** Path with parameters written as {} so names need not match. */
  path: string;
  source: string;
}

export const SPEC_DIR = path.resolve(import.meta.dirname, '../../../../shared/spec');
/**
 * The calls as last read from the spec documents, committed: the spec lives beside the repository, not
 * in it, and a clean clone must still know what the contract has to cover.
 */
export const SPEC_CALLS_FILE = path.join(import.meta.dirname, 'spec-calls.json');

/** The spec's calls: read from the documents when they are here, else from the committed copy. */
export function specCalls(): SpecCall[] {
  if (existsSync(SPEC_DIR)) return readSpecCalls(SPEC_DIR);
  return JSON.parse(readFileSync(SPEC_CALLS_FILE, 'utf8')) as SpecCall[];
}

/** Every `/api` call listed in the call tables (section 7) of the spec documents, optional segments expanded. */
export function readSpecCalls(specDir = SPEC_DIR): SpecCall[] {
  if (!existsSync(specDir)) return [];
  const calls: SpecCall[] = [];
  for (const file of readdirSync(specDir).filter((name) => /^\d.*\.md$/.test(name))) {
    const text = readFileSync(path.join(specDir, file), 'utf8');
    const section = text.split(/^## 7\./m)[1]?.split(/^## 8\./m)[0] ?? '';
    for (const line of section.split('\n')) {
      const cell = line.match(/^\|\s*([^|]+?)\s*\|/)?.[1];
      if (!cell || /^(Method|-)/.test(cell)) continue;
      for (const call of parseCell(cell)) calls.push({ ...call, source: file });
    }
  }
  return calls;
}

function parseCell(cell: string): Omit<SpecCall, 'source'>[] {
  const calls: Omit<SpecCall, 'source'>[] = [];
  let methods: string[] = [];
  for (const part of cell.split(/;\s*/)) {
    const match = part.match(/(GET|POST|PUT|DELETE)(?: or (PUT|POST))?(?: \(multipart\))?\s+(.+)$/);
    if (!match) continue;
    methods = [match[1]!, ...(match[2] ? [match[2]] : [])];
    const rest = match[3]!;
    const alternative = rest.match(/\((\S+) for matches\)/)?.[1];
    const paths = rest
      .replace(/\([^)]*\)/g, '')
      .split(/\s+and\s+/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (alternative && paths[0]) paths.push(paths[0].replace(/[^/]+$/, alternative));
    for (const raw of paths) {
      for (const expanded of expandOptional(raw.split('?')[0]!)) {
        const normalized = normalize(expanded);
        if (normalized === null) continue;
        for (const method of methods) calls.push({ method, path: normalized });
      }
    }
  }
  return calls;
}

function expandOptional(route: string): string[] {
  const optional = route.match(/\[([^\]]+)\]/);
  if (!optional) return [route];
  return [...expandOptional(route.replace(optional[0], '')), ...expandOptional(route.replace(optional[0], optional[1]!))];
}

function normalize(route: string): string | null {
  let full = route.startsWith('/api/') ? route : `/api/${route.replace(/^\//, '')}`;
  if (full === '/api/{cancelUrl}') return null; // a cart sale's cancel URL: publicbookings/cancel/{bookingId}/{customerId}
  full = full.replace('/api/public{controller}/list', '/api/publiccustomers/list');
  return normalizePath(full);
}

export function normalizePath(route: string): string {
  return route.replace(/\{[^}]*\}/g, '{}').replace(/\/$/, '');
}

// `npx tsx src/server/contract/spec-calls.ts --write` refreshes the committed copy after the spec changes.
if (process.argv[1] === import.meta.filename && process.argv.includes('--write')) {
  writeFileSync(SPEC_CALLS_FILE, JSON.stringify(readSpecCalls(SPEC_DIR), null, 2) + '\n');
  console.log(`spec-calls: wrote ${SPEC_CALLS_FILE}`);
}

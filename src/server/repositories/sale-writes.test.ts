import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(__dirname, '..');
/** The sales module: the one place a sale's row changes after it is written (its named transitions). */
const SALES_MODULE = 'repositories/sales.ts';
/** The demo seed writes history as it likes; it is data, not a path a sale takes. */
const LEFT_OUT = ['seed'];
/** A write of the sales table: a Kysely update (its argument may sit on the next line) or raw SQL. */
const SALE_WRITE = /\bupdateTable\(\s*['"`]sales['"`]\s*\)|\bupdate\s+"?sales"?\s+set\b/gi;

interface Source {
  name: string;
  text: string;
}

function serverSources(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const name = relative(SERVER, path);
    if (entry.isDirectory()) return LEFT_OUT.includes(name) ? [] : serverSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [{ name, text: readFileSync(path, 'utf8') }] : [];
  });
}

/** Each write of the sales table outside the sales module, as `file:line`. */
function strayWrites(sources: Source[]): string[] {
  return sources
    .filter((source) => source.name !== SALES_MODULE)
    .flatMap((source) => [...source.text.matchAll(SALE_WRITE)].map((match) => `${source.name}:${source.text.slice(0, match.index).split('\n').length}`));
}

describe('sale writes live in the sales module', () => {
  it('reads the server sources, the sales module among them', () => {
    const names = serverSources(SERVER).map((source) => source.name);
    expect(names).toContain(SALES_MODULE);
    expect(names).toContain('repositories/provider-payments.ts');
  });

  it('no file but repositories/sales.ts updates the sales table', () => {
    expect(strayWrites(serverSources(SERVER))).toEqual([]);
  });

  it('names a stray write, in Kysely or in SQL, by file and line', () => {
    const sources = [
      { name: SALES_MODULE, text: "trx.updateTable('sales').set({ status: 'Paid' })" },
      { name: 'repositories/refunds.ts', text: "const a = 1;\nawait trx\n  .updateTable(\n    'sales'\n  )\n  .set({ status: 'Refunded' })" },
      { name: 'payments/settle.ts', text: 'await sql`UPDATE sales SET status = ${status}`.execute(trx);' },
      { name: 'repositories/stock.ts', text: "trx.updateTable('sale_items'); trx.selectFrom('sales')" },
    ];
    expect(strayWrites(sources)).toEqual(['repositories/refunds.ts:3', 'payments/settle.ts:1']);
  });
});

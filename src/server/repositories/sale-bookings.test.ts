import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(__dirname, '..');
const HELPER = 'repositories/sale-bookings.ts';

/** A sale's line named as a booking's by hand, in Kysely (`'parent_name', '=', 'Booking'`) or in SQL (`parent_name = 'Booking'`). */
const BOOKING_LINE = /parent_name'?\s*,\s*'='\s*,\s*'Booking'|parent_name\s*=\s*'Booking'/;

/** Each line of the given sources that names a booking's sale line, as `path:line`. */
function bookingLines(files: Array<[string, string]>): string[] {
  return files.flatMap(([path, text]) => text.split('\n').flatMap((line, index) => (BOOKING_LINE.test(line) ? [`${path}:${index + 1}`] : [])));
}

/** The server's production sources, as `[path, text]`. */
function serverSources(): Array<[string, string]> {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name))
    .map((name) => [name, readFileSync(join(SERVER, name), 'utf8')]);
}

describe('one join of sales and bookings', () => {
  it('only sale-bookings.ts joins a sale to its bookings: every other query uses its helpers', () => {
    const files = serverSources();
    expect(files.map(([path]) => path)).toContain(HELPER);
    expect(bookingLines(files).filter((line) => !line.startsWith(`${HELPER}:`))).toEqual([]);
  });

  it('finds a join written by hand', () => {
    const planted: Array<[string, string]> = [
      ['a.ts', ".innerJoin('sale_items', (join) => join.onRef('sale_items.sale_id', '=', 'sales.id').on('sale_items.parent_name', '=', 'Booking'))"],
      ['b.ts', "sql`select sale_id from sale_items where parent_name = 'Booking'`"],
      ['c.ts', ".where('sale_items.parent_name', '=', 'CustomerPeriodicSale')"],
    ];
    expect(bookingLines(planted)).toEqual(['a.ts:1', 'b.ts:1']);
  });
});

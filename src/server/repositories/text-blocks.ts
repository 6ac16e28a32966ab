import { sql, type Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB, TextBlockType } from '../db/schema';
import type { GridColumns, ParsedGridStatus, ParsedSort } from '../grid-status/grid-status';
import { gridOrder, gridWhere } from '../grid-status/sql';

export type PostAnswer = components['schemas']['Post'];

const TEXT_BLOCK_TYPES: readonly TextBlockType[] = ['Posts', 'Testimonials', 'Teams'];
const TEXT_OPERATORS = ['contains', 'startsWith', 'equals'] as const;

/** What the blog, testimonial and team grids accept (the contract's GridStatus for cztextblocks). */
export const TEXT_BLOCK_GRID: GridColumns = {
  filters: {
    TextBlockType: { kind: 'enum', values: TEXT_BLOCK_TYPES, operators: ['equals'] },
    Title: { kind: 'text', operators: TEXT_OPERATORS },
    Text: { kind: 'text', operators: TEXT_OPERATORS },
    SmalText: { kind: 'text', operators: TEXT_OPERATORS },
  },
  sorts: ['Created', 'Title'],
};

const COLUMNS = {
  TextBlockType: 'text_blocks.type',
  Title: 'text_blocks.title',
  Text: 'text_blocks.text',
  SmalText: 'text_blocks.small_text',
  Created: 'text_blocks.created_at',
};

const NEWEST_FIRST: ParsedSort[] = [{ field: 'Created', direction: 'desc' }];

/** Published text blocks with their author's name: the free name when given, else the author customer's. */
function publishedBlocks(db: Kysely<DB>) {
  return db.selectFrom('text_blocks').leftJoin('customers', 'customers.id', 'text_blocks.author_customer_id').where('text_blocks.published', '=', true);
}

function selectPost<Q extends ReturnType<typeof publishedBlocks>>(query: Q) {
  return query.select([
    'text_blocks.id',
    'text_blocks.type',
    'text_blocks.title',
    'text_blocks.text',
    'text_blocks.small_text',
    'text_blocks.image',
    'text_blocks.created_at',
    sql<string | null>`coalesce(text_blocks.author_name, nullif(trim(concat_ws(' ', customers.name, customers.surname)), ''))`.as('author'),
  ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPost>['execute']>>[number];

function toPost(row: PostRow): PostAnswer {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    text: row.text,
    smalText: row.small_text,
    image: row.image,
    created: row.created_at.toISOString(),
    name: row.author,
  };
}

/** The newest `count` posts; with `popularOnly`, only those marked popular. */
export async function listRecentPosts(db: Kysely<DB>, count: number, popularOnly: boolean): Promise<PostAnswer[]> {
  let query = publishedBlocks(db).where('text_blocks.type', '=', 'Posts');
  if (popularOnly) query = query.where('text_blocks.popular', '=', true);
  const rows = await selectPost(query).orderBy('text_blocks.created_at', 'desc').orderBy('text_blocks.id', 'desc').limit(count).execute();
  return rows.map(toPost);
}

/** One page of a text-block grid and the number of blocks matching it. */
export async function listTextBlockPage(db: Kysely<DB>, grid: ParsedGridStatus, page: { offset: number; limit: number }): Promise<{ rows: PostAnswer[]; totalCount: number }> {
  const where = gridWhere(grid.filters, COLUMNS);
  const matching = where ? publishedBlocks(db).where(where) : publishedBlocks(db);
  let rows = selectPost(matching);
  for (const { column, direction } of gridOrder(grid.sort, COLUMNS, NEWEST_FIRST)) {
    rows = rows.orderBy(sql.ref(column), direction);
  }
  const [found, count] = await Promise.all([
    rows.orderBy('text_blocks.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: found.map(toPost), totalCount: Number(count.count) };
}

export async function findPost(db: Kysely<DB>, id: number): Promise<PostAnswer | undefined> {
  const row = await selectPost(publishedBlocks(db).where('text_blocks.type', '=', 'Posts').where('text_blocks.id', '=', id)).executeTakeFirst();
  return row ? toPost(row) : undefined;
}

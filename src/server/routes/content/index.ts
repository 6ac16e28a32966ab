import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { pageWindow, parseGridStatus, type ParsedGridStatus } from '../../grid-status/grid-status';
import { listActiveBanners, listPublicFiles } from '../../repositories/site-content';
import { TEXT_BLOCK_GRID, findPost, listRecentPosts, listTextBlockPage } from '../../repositories/text-blocks';

/**
 * Query of the paged lists. Spelled out because the generated input type of an operation whose query
 * parameters are all optional comes out as `never`.
 */
interface PagedQuery {
  startRow?: number;
  endRow?: number;
  gridStatus?: string;
  gridstatus?: string;
}

/** The blog list shows posts unless the grid asks for another text block type. */
function postsByDefault(grid: ParsedGridStatus): ParsedGridStatus {
  if (grid.filters.some((filter) => filter.fields.includes('TextBlockType'))) return grid;
  return { ...grid, filters: [...grid.filters, { fields: ['TextBlockType'], operator: 'equals', value: 'Posts' }] };
}

export const handlers = defineHandlers({
  async listRecentPosts({ query }, request) {
    return { ok: true, data: await listRecentPosts(request.server.db, query.count, query.popular === true) };
  },

  async listPosts(input, request) {
    const query: PagedQuery = input.query;
    const grid = postsByDefault(parseGridStatus(query.gridStatus, TEXT_BLOCK_GRID));
    const { rows, totalCount } = await listTextBlockPage(request.server.db, grid, pageWindow(query.startRow, query.endRow));
    return { ok: true, data: rows, totalCount };
  },

  async getPost({ query }, request) {
    const post = await findPost(request.server.db, query.id);
    if (!post) throw notFound('notFound.post', { id: query.id });
    return post;
  },

  async listTextBlocks(input, request) {
    const query: PagedQuery = input.query;
    const grid = parseGridStatus(query.gridstatus, TEXT_BLOCK_GRID, 'gridstatus');
    const { rows, totalCount } = await listTextBlockPage(request.server.db, grid, pageWindow(query.startRow, query.endRow));
    return { ok: true, rowData: rows, totalCount };
  },

  async listOpenFiles({ query }, request) {
    return { ok: true, data: await listPublicFiles(request.server.db, query.parentName, query.parentId, query.category) };
  },

  async listBanners(_input, request) {
    return { ok: true, data: await listActiveBanners(request.server.db) };
  },
});

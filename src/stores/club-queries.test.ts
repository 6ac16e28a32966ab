import { describe, expect, it } from 'vitest';
import { textBlocksQuery } from './club-queries';
import type { FakeRequest } from '../../tests/support/fake-operations';
import { createTestRoot } from '../../tests/support/test-root';

describe('textBlocksQuery', () => {
  it('asks cztextblocks/list for whole rows of one type, naming its look-up mode as the spec does', async () => {
    const requests: FakeRequest[] = [];
    const { root } = createTestRoot({
      operations: {
        listTextBlocks: (request: FakeRequest) => (requests.push(request), { ok: true, rowData: [{ id: 1, title: 'Ana', text: 'Great club' }], totalCount: 1 }),
      },
    });
    const rows = await root.queries.fetch(textBlocksQuery(root, 'Testimonials', 15));
    expect(rows.map((row) => row.text)).toEqual(['Great club']);
    const sent = requests[0]?.query;
    expect(sent?.get('lookup')).toBe('false');
    expect([sent?.get('startRow'), sent?.get('endRow')]).toEqual(['0', '15']);
    expect(JSON.parse(sent?.get('gridstatus') ?? '{}')).toEqual({ filters: [{ field: 'TextBlockType', operator: 'equals', value: 'Testimonials' }] });
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { pageWindow, parseGridStatus, type GridColumns } from './grid-status';
import { gridWhere, likePattern } from './sql';

const GRID: GridColumns = {
  filters: {
    ProductTypeId: { kind: 'integer', operators: ['equals'] },
    Name: { kind: 'text', operators: ['contains'] },
    Detail: { kind: 'text', operators: ['contains'] },
    Kind: { kind: 'enum', values: ['A', 'B'], operators: ['equals'] },
  },
  sorts: ['Created', 'GrossPrice'],
};

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseGridStatus', () => {
  it('reads filters with alternative fields and sorts', () => {
    const raw = JSON.stringify({
      filters: [
        { field: 'ProductTypeId', operator: 'equals', value: '3' },
        { fields: ['Name', 'Detail'], operator: 'contains', value: '  ball ' },
      ],
      sort: [{ field: 'GrossPrice', direction: 'desc' }],
    });
    expect(parseGridStatus(raw, GRID)).toEqual({
      filters: [
        { fields: ['ProductTypeId'], operator: 'equals', value: 3 },
        { fields: ['Name', 'Detail'], operator: 'contains', value: 'ball' },
      ],
      sort: [{ field: 'GrossPrice', direction: 'desc' }],
    });
  });

  it('treats an absent, empty or null grid and blank filter values as no restriction', () => {
    expect(parseGridStatus(undefined, GRID)).toEqual({ filters: [], sort: [] });
    expect(parseGridStatus('  ', GRID)).toEqual({ filters: [], sort: [] });
    expect(parseGridStatus('null', GRID)).toEqual({ filters: [], sort: [] });
    const blank = JSON.stringify({
      filters: [
        { field: 'Name', operator: 'contains', value: '' },
        { field: 'ProductTypeId', operator: 'equals', value: null },
      ],
    });
    expect(parseGridStatus(blank, GRID).filters).toEqual([]);
  });

  it('understands a grid that was percent-encoded twice', () => {
    const raw = encodeURIComponent(JSON.stringify({ sort: [{ field: 'Created', direction: 'asc' }] }));
    expect(parseGridStatus(raw, GRID).sort).toEqual([{ field: 'Created', direction: 'asc' }]);
  });

  it.each([
    ['text that is not JSON', '{"filters": [', 'is not valid JSON'],
    ['a JSON array', '[1]', 'must be a JSON object'],
    ['an unknown top-level key', '{"page": 2}', 'unknown field "page"'],
    ['an unknown column', '{"filters":[{"field":"Password","operator":"equals","value":"x"}]}', 'cannot filter on "Password"'],
    ['an operator the column lacks', '{"filters":[{"field":"Name","operator":"greaterThan","value":"x"}]}', 'does not support greaterThan'],
    ['an unknown operator', '{"filters":[{"field":"Name","operator":"like","value":"x"}]}', 'operator must be one of'],
    ['a non-integer id', '{"filters":[{"field":"ProductTypeId","operator":"equals","value":"1; drop table"}]}', 'must be an integer'],
    ['a value outside the enum', '{"filters":[{"field":"Kind","operator":"equals","value":"C"}]}', 'must be one of A, B'],
    ['an object as value', '{"filters":[{"field":"Name","operator":"contains","value":{"a":1}}]}', 'must be a text'],
    ['a missing value', '{"filters":[{"field":"Name","operator":"contains"}]}', 'value is required'],
    ['an unknown sort column', '{"sort":[{"field":"Secret"}]}', 'cannot sort by "Secret"'],
    ['a bad direction', '{"sort":[{"field":"Created","direction":"down"}]}', 'direction must be asc or desc'],
    ['a key unknown to a filter', '{"filters":[{"field":"Name","operator":"contains","value":"x","raw":"1=1"}]}', 'unknown field "raw"'],
  ])('answers 400 naming the parameter for %s', (_label, raw, message) => {
    const error = refusal(() => parseGridStatus(raw, GRID, 'gridStatus'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^gridStatus /);
    expect(error.message).toContain(message);
  });

  it('names the parameter as the caller spells it', () => {
    expect(refusal(() => parseGridStatus('nope', GRID, 'gridstatus')).message).toMatch(/^gridstatus /);
  });
});

describe('pageWindow', () => {
  it('turns startRow/endRow into offset and limit', () => {
    expect(pageWindow(30, 60)).toEqual({ offset: 30, limit: 30 });
    expect(pageWindow(undefined, undefined)).toEqual({ offset: 0, limit: 30 });
  });

  it('refuses a reversed or oversized window', () => {
    expect(refusal(() => pageWindow(10, 5)).statusCode).toBe(400);
    expect(refusal(() => pageWindow(0, 5000)).message).toContain('endRow');
  });
});

describe('SQL of a grid', () => {
  it('escapes LIKE wildcards typed by the user', () => {
    expect(likePattern('50%_off\\', 'contains')).toBe('%50\\%\\_off\\\\%');
    expect(likePattern('ab', 'startsWith')).toBe('ab%');
  });

  it('has no condition without filters', () => {
    expect(gridWhere([], {})).toBeUndefined();
  });
});

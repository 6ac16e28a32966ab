import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { readSubmission } from './submission';

function refusal(body: unknown): string {
  try {
    readSubmission(body);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('readSubmission', () => {
  it('reads the multipart key/values: ids, flags, indexed fields in order and every file part', () => {
    const file = Buffer.from('%PDF-1.4');
    const submission = readSubmission({
      parentName: 'Activity',
      parentId: '7',
      customerId: '3',
      partnerCustomerId: 'null',
      activityCategoryId: '',
      okRss: 'true',
      acceptConditions: 'false',
      'Fields[1].id': '12',
      'Fields[1].value': 'M',
      'Fields[0].id': '11',
      'Fields[0].name': 'name',
      'Fields[0].value': 'Ana',
      'Fields[2][id]': '13',
      files: [file, file],
    });
    expect(submission).toMatchObject({
      parentName: 'Activity',
      parentId: 7,
      customerId: 3,
      partnerCustomerId: null,
      activityCategoryId: null,
      okRss: true,
      acceptConditions: false,
    });
    expect(submission.fields).toEqual([
      { id: '11', name: 'name', value: 'Ana' },
      { id: '12', name: null, value: 'M' },
      { id: '13', name: null, value: null },
    ]);
    expect(submission.files).toHaveLength(2);
  });

  it.each([
    [{ parentId: '1', customerId: '1' }, 'body/parentName is required'],
    [{ parentName: 'Activity', parentId: 'abc', customerId: '1' }, 'body/parentId must be an integer'],
    [{ parentName: 'Activity', parentId: '1' }, 'body/customerId is required'],
    [{ parentName: 'Activity', parentId: '1', customerId: '1', okRss: 'maybe' }, 'body/okRss must be true or false'],
    [{ parentName: 'Activity', parentId: '1', customerId: '1', 'Fields[0].value': 'x' }, 'body/Fields[0].id is required'],
    ['not a form', 'The body must be a multipart/form-data form'],
  ])('answers 400 naming the part: %j', (body, message) => {
    expect(refusal(body)).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../sign-up';
import { fieldErrorsOf, saveBody } from './DynamicFormDialog';
import { toRjsfForm } from './form-schema';

const form = toRjsfForm(
  {
    fields: [
      { id: 1, name: 'intro', label: 'Read me', value: 'Hello', column: { inputType: 'Label' } },
      { id: 2, name: 'teamName', label: 'Team', column: { inputType: 'Text' } },
      { id: 3, name: 'size', label: 'Size', column: { inputType: 'Picklist', pickListValues: 'S,M' } },
      { id: 7, name: 'certificate', label: 'Certificate', isFile: true, column: { inputType: 'FileLoader' } },
    ],
  },
  { partner: true, categories: [{ id: 4, name: 'Mixed' }], legalChecks: true },
);

describe('saveBody', () => {
  it('sends the ids, partner, category and consents, the answers as Fields by index (display-only left out) and the files last', () => {
    const files = new Map([['field3', [new File(['%PDF-1.4'], 'a.pdf'), new File(['notes'], 'b.txt')]]]);
    const body = saveBody(
      { parentName: 'Activity', parentId: 12, customerId: 5 },
      form.fields,
      { field1: 'Net Ninjas', field2: 'M', field3: 'a.pdf, b.txt', partnerCustomerId: 9, activityCategoryId: 4, acceptConditions: true, okRss: false },
      files,
    );
    const entries = [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]);
    expect(entries).toEqual([
      ['parentName', 'Activity'],
      ['parentId', '12'],
      ['customerId', '5'],
      ['partnerCustomerId', '9'],
      ['activityCategoryId', '4'],
      ['okRss', 'false'],
      ['acceptConditions', 'true'],
      ['Fields[0].id', '2'],
      ['Fields[0].name', 'teamName'],
      ['Fields[0].value', 'Net Ninjas'],
      ['Fields[1].id', '3'],
      ['Fields[1].name', 'size'],
      ['Fields[1].value', 'M'],
      ['Fields[2].id', '7'],
      ['Fields[2].name', 'certificate'],
      ['Fields[2].value', 'a.pdf, b.txt'],
      ['files', 'a.pdf'],
      ['files', 'b.txt'],
    ]);
  });
});

describe('the server refusal of a form', () => {
  it('puts each field error of the answer on its field, partner, category and legal conditions included', () => {
    const outcome = outcomeOf({
      ok: false,
      errorMsg: 'Choose one of the options',
      model: { size: 'Choose one of the options', teamName: 'The field is required', partnerCustomerId: 'Your partner was not found', unknown: 'x' },
    });
    expect(outcome).toMatchObject({ kind: 'refused', message: { text: 'Choose one of the options' } });
    if (outcome.kind !== 'refused') throw new Error('refused expected');
    expect(fieldErrorsOf(form.fields, outcome.fieldErrors)).toEqual({
      field2: { __errors: ['Choose one of the options'] },
      field1: { __errors: ['The field is required'] },
      partnerCustomerId: { __errors: ['Your partner was not found'] },
    });
  });

  it('reads results with a sale as cart lines, and results without one as done', () => {
    const sale = { id: 31, saleNumber: 'S0000031', title: 'Club Championship', description: 'Club Championship - Mixed', total: 20, pending: 20, cancelUrl: null };
    expect(outcomeOf({ ok: true, model: [{ saleNumber: 'S0000031', ctk: 't', description: 'Club Championship - Mixed', sale }] })).toEqual({
      kind: 'pay',
      sales: [{ id: 31, saleNumber: 'S0000031', title: 'Club Championship', description: 'Club Championship - Mixed', total: 20, pending: 20, cancelUrl: null }],
    });
    expect(outcomeOf({ ok: true, model: [{ saleNumber: null, ctk: null, description: 'Open Day', sale: null }] })).toEqual({ kind: 'done' });
    expect(outcomeOf({ ok: false, errorMsg: '' })).toMatchObject({ kind: 'refused', message: { key: 'errors.crash' } });
  });
});

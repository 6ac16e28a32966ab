import { describe, expect, it } from 'vitest';
import type { DynamicFormField } from '../../db/schema';
import { checkAnswers, FIELD_REQUIRED } from './answers';

const FIELDS: DynamicFormField[] = [
  { id: 1, name: 'intro', label: 'Read this', column: { inputType: 'Label' }, required: true },
  { id: 2, name: 'shirtSize', label: 'Shirt size', required: true, column: { inputType: 'Picklist', pickListValues: 'S,M,L' } },
  { id: 3, name: 'allergies', label: 'Allergies', required: false, column: { inputType: 'TextArea' } },
  { id: 4, name: 'waiverSigned', label: 'I sign the waiver', required: true, column: { inputType: 'CheckBox' } },
  { id: 5, name: 'medical', label: 'Medical certificate', required: true, isFile: true, column: { inputType: 'FileLoader' } },
];

describe('checkAnswers', () => {
  it('flags each required field left empty, an unticked required checkbox and a missing required file', () => {
    const { errors } = checkAnswers(FIELDS, [{ id: '2', name: 'shirtSize', value: '  ' }, { id: '4', name: 'waiverSigned', value: 'false' }], 0);
    expect(errors).toEqual({ shirtSize: FIELD_REQUIRED, waiverSigned: FIELD_REQUIRED, medical: FIELD_REQUIRED });
  });

  it('accepts a complete form, keeps only the form fields and skips display-only ones', () => {
    const { answers, errors } = checkAnswers(
      FIELDS,
      [
        { id: '2', name: 'shirtSize', value: 'M' },
        { id: '4', name: 'waiverSigned', value: 'true' },
        { id: '99', name: 'injected', value: 'x' },
      ],
      1,
    );
    expect(errors).toEqual({});
    expect(answers).toEqual({ shirtSize: 'M', allergies: null, waiverSigned: 'true', medical: null });
  });

  it('matches a value by field name when the id sent is not the form one', () => {
    const { answers } = checkAnswers(FIELDS, [{ id: 'x', name: 'allergies', value: 'nuts' }], 0);
    expect(answers.allergies).toBe('nuts');
  });
});

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
    const { errors } = checkAnswers(
      FIELDS,
      [
        { id: '2', name: 'shirtSize', value: '  ' },
        { id: '4', name: 'waiverSigned', value: 'false' },
      ],
      0,
    );
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

describe('checkAnswers, a value of each type', () => {
  const typed: DynamicFormField[] = [
    { id: 1, name: 'day', column: { inputType: 'DateNoTime' } },
    { id: 2, name: 'when', column: { inputType: 'Date' } },
    { id: 3, name: 'size', column: { inputType: 'Picklist', pickListValues: 'S, M ,L' } },
    { id: 4, name: 'mail', column: { inputType: 'Email' } },
    { id: 5, name: 'amount', column: { inputType: 'Currency' } },
    { id: 6, name: 'hour', column: { inputType: 'HourPicker' } },
    { id: 7, name: 'colour', column: { inputType: 'ColorPicker' } },
    { id: 8, name: 'tick', column: { inputType: 'CheckBox' } },
    { id: 9, name: 'notes', column: { inputType: 'Text' } },
  ];
  const send = (values: Record<string, string>) =>
    checkAnswers(
      typed,
      Object.entries(values).map(([name, value]) => ({ id: String(typed.find((field) => field.name === name)!.id), name, value })),
      0,
    );

  it('refuses a wrong value of each type with the field named and the type problem as its message', () => {
    const { errors } = send({
      day: '2026-02-30',
      when: 'tomorrow',
      size: 'XXL',
      mail: 'ana@',
      amount: '12.345',
      hour: '25:00',
      colour: 'red',
      tick: 'yes',
      notes: 'x'.repeat(4001),
    });
    expect(errors).toEqual({
      day: 'forms.invalidDate',
      when: 'forms.invalidDateTime',
      size: 'forms.notAnOption',
      mail: 'forms.invalidEmail',
      amount: 'forms.invalidAmount',
      hour: 'forms.invalidHour',
      colour: 'forms.invalidColor',
      tick: 'forms.invalidCheck',
      notes: 'forms.tooLong',
    });
  });

  it('keeps a right value of each type, trimmed', () => {
    const { errors, answers } = send({
      day: '2028-02-29',
      when: '2026-07-01T09:30',
      size: ' M ',
      mail: 'ana@demo.club',
      amount: '12,50',
      hour: '07:05',
      colour: '#00aa33',
      tick: 'false',
      notes: 'fine',
    });
    expect(errors).toEqual({});
    expect(answers).toMatchObject({ size: 'M', day: '2028-02-29', amount: '12,50' });
  });
});

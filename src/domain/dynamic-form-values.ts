/**
 * What a value of each dynamic-form input type must look like (doc 2 §3, §5). One rule set for the portal
 * (which checks before sending) and the server (which checks what arrives): a date is a date, a pick-list
 * value is one of its options, an e-mail is an e-mail. Values travel as text, as the multipart save sends them.
 */

export const DYNAMIC_INPUT_TYPES = [
  'Label',
  'Href',
  'Text',
  'Date',
  'CheckBox',
  'Image',
  'Picklist',
  'PickListLabel',
  'Lookup',
  'TextArea',
  'Password',
  'LabelPassword',
  'Email',
  'Currency',
  'FileLoader',
  'ImageLoader',
  'Hidden',
  'Html',
  'HtmlText',
  'HourPicker',
  'ColorPicker',
  'ColorLabel',
  'DateNoTime',
] as const;

export type DynamicInputType = (typeof DYNAMIC_INPUT_TYPES)[number];

/** Types that only show something: nothing is typed into them, so they are never missing nor wrong. */
export const DISPLAY_ONLY_INPUTS: ReadonlySet<DynamicInputType> = new Set(['Label', 'Href', 'Html', 'HtmlText', 'LabelPassword', 'ColorLabel', 'PickListLabel', 'Image']);
export const FILE_INPUTS: ReadonlySet<DynamicInputType> = new Set(['FileLoader', 'ImageLoader']);

/** Why a value does not fit its type; the portal and the server each put it in words. */
export type ValueProblem = 'invalidDate' | 'invalidDateTime' | 'invalidEmail' | 'notAnOption' | 'invalidAmount' | 'invalidHour' | 'invalidColor' | 'invalidCheck' | 'tooLong';

/** Longest text a field keeps (a text area's notes; anything longer is refused, not cut). */
export const MAX_VALUE_LENGTH = 4000;

/** The comma-separated options of a pick list, trimmed, without empty ones. */
export function pickListOptions(values: string | null | undefined): string[] {
  return (values ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
// One @, no spaces, a dot in the domain: what an address a club can write to looks like.
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** The largest id a row of a look-up list can have (an integer column). */
const MAX_ROW_ID = 2_147_483_647;

/** Whether a Lookup value is a row id: a positive integer, written plainly ("12", not "012", "1e3" or "12.0"). */
function isLookupId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ROW_ID;
}

/** The problem of a filled value of a field of this type; undefined when it fits (or the type takes any text). */
export function valueProblem(inputType: DynamicInputType | null | undefined, value: string, pickList?: string | null): ValueProblem | undefined {
  if (value.length > MAX_VALUE_LENGTH) return 'tooLong';
  switch (inputType) {
    case 'DateNoTime':
      return isCalendarDate(value) ? undefined : 'invalidDate';
    case 'Date': {
      // A date, optionally with a wall-clock time of the club (the browser's datetime-local form).
      const [day, time, ...rest] = value.split('T');
      const ok = rest.length === 0 && isCalendarDate(day ?? '') && (time === undefined || HOUR.test(time) || /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(time));
      return ok ? undefined : 'invalidDateTime';
    }
    case 'Email':
      return EMAIL.test(value) ? undefined : 'invalidEmail';
    case 'Picklist':
      return pickListOptions(pickList).includes(value) ? undefined : 'notAnOption';
    case 'Lookup':
      // The id of a row chosen from the field's look-up list; whether that row exists only the server can tell.
      return isLookupId(value) ? undefined : 'notAnOption';
    case 'Currency':
      return /^-?\d{1,9}([.,]\d{1,2})?$/.test(value) ? undefined : 'invalidAmount';
    case 'HourPicker':
      return HOUR.test(value) ? undefined : 'invalidHour';
    case 'ColorPicker':
      return /^#[0-9a-fA-F]{6}$/.test(value) ? undefined : 'invalidColor';
    case 'CheckBox':
      return value === 'true' || value === 'false' ? undefined : 'invalidCheck';
    default:
      return undefined;
  }
}

/** Whether a value counts as not given: empty text, or an unticked box. */
export function isBlankValue(inputType: DynamicInputType | null | undefined, value: string | null | undefined): boolean {
  if (value === null || value === undefined || value.trim() === '') return true;
  return inputType === 'CheckBox' && value.trim().toLowerCase() !== 'true';
}

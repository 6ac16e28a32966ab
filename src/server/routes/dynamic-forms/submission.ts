import { badRequest } from '../../http/errors';

export interface SubmittedField {
  id: string;
  name: string | null;
  value: string | null;
}

interface SubmittedFile {
  /** The part the file came in (`files` unless the client named it otherwise). */
  part: string;
  data: Buffer;
}

export interface Submission {
  parentName: string;
  parentId: number;
  customerId: number;
  partnerCustomerId: number | null;
  activityCategoryId: number | null;
  okRss: boolean;
  acceptConditions: boolean;
  fields: SubmittedField[];
  files: SubmittedFile[];
}

// Indexed parts as the portal names them, Fields[0].id, also read in the bracket form Fields[0][id].
const FIELD_PART = /^fields\[(\d{1,3})\](?:\.(id|name|value)|\[(id|name|value)\])$/i;
const MAX_FIELDS = 200;

type Scalar = string | number | boolean | null | undefined;

/** The text of a part; JavaScript's FormData turns null and undefined into these words. */
function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return text(value[value.length - 1]);
  if (Buffer.isBuffer(value)) return null;
  const raw = String(value as Scalar);
  return raw === 'null' || raw === 'undefined' ? null : raw;
}

function integer(body: Record<string, unknown>, key: string, required: boolean): number | null {
  const raw = text(body[key])?.trim() ?? '';
  if (raw === '') {
    if (required) throw badRequest('validation.required', { field: `body/${key}` });
    return null;
  }
  if (!/^-?\d{1,10}$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw badRequest('validation.integer', { field: `body/${key}` });
  return Number(raw);
}

function flag(body: Record<string, unknown>, key: string): boolean {
  const raw = text(body[key])?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === 'false' || raw === '0' || raw === 'off') return false;
  if (raw === 'true' || raw === '1' || raw === 'on') return true;
  throw badRequest('validation.boolean', { field: `body/${key}` });
}

function fieldsOf(body: Record<string, unknown>): SubmittedField[] {
  const byIndex = new Map<number, Partial<Record<'id' | 'name' | 'value', string | null>>>();
  for (const [key, value] of Object.entries(body)) {
    const match = FIELD_PART.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const property = (match[2] ?? match[3])!.toLowerCase() as 'id' | 'name' | 'value';
    const entry = byIndex.get(index) ?? {};
    entry[property] = text(value);
    byIndex.set(index, entry);
  }
  if (byIndex.size > MAX_FIELDS) throw badRequest('dynamicForms.tooManyFields', { field: 'body/Fields', max: MAX_FIELDS });
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, entry]) => {
      const id = entry.id?.trim();
      if (!id) throw badRequest('validation.required', { field: `body/Fields[${index}].id` });
      return { id, name: entry.name ?? null, value: entry.value ?? null };
    });
}

function filesOf(body: Record<string, unknown>): SubmittedFile[] {
  return Object.entries(body).flatMap(([part, value]) => {
    const values = Array.isArray(value) ? value : [value];
    return values.filter((each): each is Buffer => Buffer.isBuffer(each)).map((data) => ({ part, data }));
  });
}

/**
 * Reads a dynamic form post. Multipart parts arrive in request.body as text (and files as Buffers) because
 * multipart is registered with attachFieldsToBody 'keyValues'; the contract's validator does not see them,
 * so every value is checked here and a bad one answers 400 naming it.
 */
export function readSubmission(body: unknown): Submission {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('dynamicForms.notMultipart');
  const values = body as Record<string, unknown>;
  const parentName = text(values.parentName)?.trim();
  if (!parentName) throw badRequest('validation.required', { field: 'body/parentName' });
  return {
    parentName,
    parentId: integer(values, 'parentId', true)!,
    customerId: integer(values, 'customerId', true)!,
    partnerCustomerId: integer(values, 'partnerCustomerId', false),
    activityCategoryId: integer(values, 'activityCategoryId', false),
    okRss: flag(values, 'okRss'),
    acceptConditions: flag(values, 'acceptConditions'),
    fields: fieldsOf(values),
    files: filesOf(values),
  };
}

// Forms send their own data: a form action's request body is the form's fields that its operation's body declares
// (src/generated/operation-bodies.ts, from the contract), so a field a club's file adds reaches the server with no
// code; a field the body does not declare is refused when the club's file is checked (check.ts).
import { operationBodies } from '../generated/operation-bodies';
import { operations, type OperationId } from '../generated/operations';

/** A contract operation a form sends its values to. */
export interface ContractOperation {
  method: 'post' | 'put' | 'patch';
  path: string;
  /** Form field → body property, where the action sends a field under another name; other fields are the body's property names. */
  fields?: Readonly<Record<string, string>>;
}

/**
 * Which contract operation each form action sends to: the form checks what the server will check (format, length:
 * src/engine/contract-rules.ts) and sends the fields the operation's body declares.
 */
export const FORM_OPERATIONS: Readonly<Record<string, ContractOperation>> = {
  login: { method: 'post', path: '/api/publiccustomers/cauth' },
  register: { method: 'post', path: '/api/publiccustomers/register' },
  requestPasswordReset: { method: 'post', path: '/api/publiccustomers/reset-password-request-cz' },
  saveCustomer: { method: 'post', path: '/api/publicacademycustomers/put-json' },
  infoRequest: { method: 'post', path: '/api/publiccomms/info-request' },
  changePassword: {
    method: 'post',
    path: '/api/publiccustomers/reset-password-by-old-json',
    fields: { currentPassword: 'plainOldPass', newPassword: 'plainNewPass' },
  },
  resetPassword: { method: 'post', path: '/api/publiccustomers/reset-password-cz', fields: { newPassword: 'plainPassword' } },
  // The login form, sent with the page's token to the same sign-in.
  linkAccount: { method: 'post', path: '/api/publiccustomers/cauth' },
};

/**
 * The forms the shell shows outside any page, with the action each sends with: the login popup's
 * (src/app/login/LoginPopup.tsx) and the footer's info request (the infoRequest widget). The pages' forms name
 * theirs in their form nodes.
 */
export const SHELL_FORM_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  login: ['login'],
  register: ['register'],
  'reset-password-request': ['requestPasswordReset'],
  'info-request': ['infoRequest'],
};

/** The contract's operation a form action sends to, with the body properties it declares; null for an action without one. */
export function formOperation(action: string): { operationId: OperationId; label: string; fields: Readonly<Record<string, string>>; body: readonly string[] } | null {
  const operation = Object.hasOwn(FORM_OPERATIONS, action) ? FORM_OPERATIONS[action] : undefined;
  if (!operation) return null;
  const method = operation.method.toUpperCase();
  const found = (Object.entries(operations) as Array<[OperationId, { method: string; path: string }]>).find(([, each]) => each.method === method && each.path === operation.path);
  if (!found) return null;
  const [operationId] = found;
  return {
    operationId,
    label: `${operationId} (${method} ${operation.path})`,
    fields: operation.fields ?? {},
    body: Object.hasOwn(operationBodies, operationId) ? operationBodies[operationId]! : [],
  };
}

/**
 * The request body of a form action: each of the form's values whose field (or the property it maps to) the
 * operation's body declares, over `fixed` (what the action adds itself: a token, the signed-in customer's id).
 * Values of fields the body does not declare stay out.
 */
export function formBody<Body>(action: string, values: Readonly<Record<string, unknown>>, fixed: Readonly<Record<string, unknown>> = {}): NonNullable<Body> {
  const operation = formOperation(action);
  if (!operation) throw new Error(`The form action "${action}" sends to no operation of the contract (FORM_OPERATIONS)`);
  const declared = new Set(operation.body);
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const property = operation.fields[field] ?? field;
    if (declared.has(property) && value !== undefined) body[property] = value;
  }
  // The one place a body is put together from the form's values: the contract's own check of them is the server's
  // (400 naming the field), and a club's field is held against the body's schema when its file is loaded.
  return { ...body, ...fixed } as NonNullable<Body>;
}

// The look-up lists of Lookup fields (doc 2 §7: POST public{controller}/list): the field names its list in
// `lookupController`, and the widget calls that list's operation of the contract.
import { okAnswer } from '../../api/answers';
import type { RootStore } from '../../stores/RootStore';

export interface Choice {
  id: number | string;
  name: string;
}

type LookupSearch = (root: RootStore, search: string) => Promise<Choice[]>;

/** POST /api/publiccustomers/list: the customers' look-up (also the partner field's search). */
export const searchCustomers: LookupSearch = async (root, search) => {
  const answer = await okAnswer(root.client.POST('/api/publiccustomers/list', { body: { search } }));
  return (answer.rowData ?? []).map((row) => ({ id: row.id, name: [row.name, row.surname].filter(Boolean).join(' ') }));
};

/** The catalogue lists answer rows of id and name. */
const rowsOf = (answer: { rowData?: Array<{ id: number; name: string }> | null }): Choice[] => (answer.rowData ?? []).map((row) => ({ id: row.id, name: row.name }));

/** The lists of the contract, by the {controller} of POST /api/public{controller}/list. */
const LOOKUP_CALLS = new Map<string, LookupSearch>([
  ['customers', searchCustomers],
  ['products', async (root, search) => rowsOf(await okAnswer(root.client.POST('/api/publicproducts/list', { body: { search } })))],
  ['resources', async (root, search) => rowsOf(await okAnswer(root.client.POST('/api/publicresources/list', { body: { search } })))],
  ['bookingtypes', async (root, search) => rowsOf(await okAnswer(root.client.POST('/api/publicbookingtypes/list', { body: { search } })))],
]);

/** The search of the list a field names ("Products" and "products" alike); undefined for a list the contract lacks. */
export function lookupCallOf(controller: string): LookupSearch | undefined {
  return LOOKUP_CALLS.get(controller.trim().toLowerCase());
}

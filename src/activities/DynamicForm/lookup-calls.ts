// The look-up lists of Lookup fields (doc 2 §7: POST public{controller}/list): the field names its list in
// `lookupController`, and the widget searches that list's operation of the contract, as a query.
import { okAnswer } from '../../api/answers';
import { customerSearchQuery, type Choice } from '../../customers/customer-search';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';

type LookupSearch = (root: RootStore, search: string) => Promise<Choice[]>;

/** The catalogue lists answer rows of id and name. */
const rowsOf = (answer: { rowData?: Array<{ id: number; name: string }> | null }): Choice[] => (answer.rowData ?? []).map((row) => ({ id: row.id, name: row.name }));

const searched =
  (list: (root: RootStore, search: string) => Query<Choice[]>): LookupSearch =>
  (root, search) =>
    root.queries.fetch(list(root, search));

/** The lists of the contract, by the {controller} of POST /api/public{controller}/list. */
const LOOKUP_CALLS = new Map<string, LookupSearch>([
  ['customers', searched(customerSearchQuery)],
  [
    'products',
    searched((root, search) =>
      query(['lookupProducts', search], async (signal) => rowsOf(await okAnswer(root.client.POST('/api/publicproducts/list', { body: { search }, signal })))),
    ),
  ],
  [
    'resources',
    searched((root, search) =>
      query(['lookupResources', search], async (signal) => rowsOf(await okAnswer(root.client.POST('/api/publicresources/list', { body: { search }, signal })))),
    ),
  ],
  [
    'bookingtypes',
    searched((root, search) =>
      query(['lookupBookingTypes', search], async (signal) => rowsOf(await okAnswer(root.client.POST('/api/publicbookingtypes/list', { body: { search }, signal })))),
    ),
  ],
]);

/** The search of the list a field names ("Products" and "products" alike); undefined for a list the contract lacks. */
export function lookupCallOf(controller: string): LookupSearch | undefined {
  return LOOKUP_CALLS.get(controller.trim().toLowerCase());
}

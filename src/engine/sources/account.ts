import type { components } from '../../generated/api';
import type { RootStore } from '../../stores/RootStore';
import type { DataSourceMap } from '../data-sources';
import { formatValue } from '../format-value';
import { isRecord } from '../../domain/is-record';
import { bareAnswer, customerIdOf, modelAnswer, numericParam, okAnswer } from './answers';
import { answer, computed, extend, object, reads, shapes, type SourceReads } from './reads';

type Schemas = components['schemas'];
type LevelProvider = Schemas['LevelProvider'];

/** The third-party provider first: the product's own provider rarely has an account to link. */
const LINKABLE_PROVIDERS: readonly LevelProvider[] = ['wpr', 'taykus'];

/** Where a customer without levels may link a provider account; null when no provider offers one. */
async function providerLinkUrl(root: RootStore, customerId: number): Promise<string | null> {
  for (const provider of LINKABLE_PROVIDERS) {
    const answer = await okAnswer(
      root.client.GET('/api/publicbookings/levels/{customerId}/provider/{provider}/link', {
        params: { path: { customerId, provider } },
      }),
    ).catch(() => null);
    if (answer?.model) return answer.model;
  }
  return null;
}

/** The level after the newest change: the headline of a sport's history. */
function currentLevel(history: readonly Schemas['LevelHistoryItem'][]): number | null {
  const time = (item: Schemas['LevelHistoryItem']) => (item.date ? Date.parse(item.date) : Number.NEGATIVE_INFINITY);
  const newest = history.reduce<Schemas['LevelHistoryItem'] | null>((latest, item) => (latest === null || time(item) >= time(latest) ? item : latest), null);
  return newest?.newLevel ?? null;
}

/** Order lines with their image address; only Article lines link to a product (doc 1 §2.21). */
function withItemImages(root: RootStore, order: Schemas['Order']) {
  return {
    ...order,
    items: (order.items ?? []).map((item) => ({ ...item, logoUrl: root.settings.uploadUrl(item.logo) })),
  };
}

type Voucher = Schemas['Voucher'];

/** The active vouchers: the spec's `model.active` (doc 1 §7), or the list itself as this contract sends it. */
function activeVouchers(model: unknown): Voucher[] {
  if (Array.isArray(model)) return model as Voucher[];
  return isRecord(model) && Array.isArray(model.active) ? (model.active as Voucher[]) : [];
}

/** Whose trainings are asked for: the customer's, or customer id 0 with nobody logged in (doc 1 §6). */
function trainingCustomerId(root: RootStore): number {
  return root.session.customerId ?? 0;
}

export const accountSources: DataSourceMap = {
  /** A copy the account forms may update after a save, so the other tab starts from it. */
  async customer({ root }) {
    const customerId = customerIdOf(root);
    const customer = await bareAnswer(root.client.GET('/api/publicacademycustomers/{customerId}', { params: { path: { customerId } } }));
    return { ...customer };
  },

  async customerVouchers({ root }) {
    const customerId = customerIdOf(root);
    const answer = await okAnswer(root.client.GET('/api/publicvouchers/customer-vouchers/{customerId}', { params: { path: { customerId } } }));
    return { active: activeVouchers(answer.model) };
  },

  async customerLevels({ root }) {
    const customerId = customerIdOf(root);
    const answer = await okAnswer(root.client.GET('/api/publicbookings/levels/{customerId}', { params: { path: { customerId } } }));
    const entries = (answer.model ?? []).filter((entry) => (entry.levels ?? []).length > 0).map((entry) => ({ ...entry, currentLevel: currentLevel(entry.levels ?? []) }));
    const linkUrl = entries.length > 0 ? null : await providerLinkUrl(root, customerId);
    return { entries, linkUrl };
  },

  async customerComms({ root }) {
    const customerId = customerIdOf(root);
    const answer = await okAnswer(root.client.GET('/api/publiccomms/customer-comms/{customerId}', { params: { path: { customerId } } }));
    return { emails: answer.model?.emails ?? [], smss: answer.model?.smss ?? [] };
  },

  async customerEmail({ root, params }) {
    const customerId = customerIdOf(root);
    const id = numericParam(params.id);
    return bareAnswer(root.client.GET('/api/publiccomms/customer-comms/emails/{id}/{customerId}', { params: { path: { id, customerId } } }));
  },

  async customerOrders({ root }) {
    const customerId = customerIdOf(root);
    const orders = await modelAnswer(root.client.GET('/api/shop/customer-orders/{customerId}', { params: { path: { customerId } } }));
    return { orders: (orders ?? []).map((order) => withItemImages(root, order)) };
  },

  async customerOrder({ root, params }) {
    const customerId = customerIdOf(root);
    const saleId = numericParam(params.id);
    const answer = await okAnswer(root.client.GET('/api/shop/customer-orders/{customerId}/{saleId}', { params: { path: { customerId, saleId } } }));
    if (!answer.model) throw new Error(`order ${saleId} answered without a model`);
    return withItemImages(root, answer.model);
  },

  async customerTrainings({ root }) {
    const customerId = trainingCustomerId(root);
    const answer = await okAnswer(root.client.POST('/api/publicteams/trainings', { body: { customerId } }));
    const titled = (training: Schemas['TrainingSummary']) => ({ ...training, title: training.name || training.description || '' });
    return { next: (answer.model?.next ?? []).map(titled), past: (answer.model?.past ?? []).map(titled) };
  },

  async customerTraining({ root, params }) {
    const customerId = trainingCustomerId(root);
    const itemId = numericParam(params.id);
    // The detail has no name: the customer's list of trainings has it.
    const [answer, list] = await Promise.all([
      okAnswer(root.client.POST('/api/publicteams/training', { body: { customerId, itemId } })),
      okAnswer(root.client.POST('/api/publicteams/trainings', { body: { customerId } })).catch(() => null),
    ]);
    const detail = answer.model;
    if (!detail?.model) throw new Error(`training ${itemId} answered without a model`);
    const summary = [...(list?.model?.next ?? []), ...(list?.model?.past ?? [])].find((training) => training.id === itemId);
    // Gallery images and files live in their own folders under Uploads (doc 1 §7).
    const inFolder = (folder: string, file = '') => (/^https?:\/\//i.test(file) ? file : root.settings.uploadUrl(`${folder}/${file}`));
    return {
      ...detail.model,
      title: summary?.name || detail.model.description || '',
      startText: formatValue(detail.model.start, 'dateTime', root.settings.formatOptions),
      gallery: (detail.gallery ?? []).map((image) => ({ ...image, src: inFolder('Booking/Gallery', image.url) })),
      videos: (detail.videos ?? []).map((video) => ({ ...video, src: inFolder('Booking/Videos', video.fileName) })),
      files: (detail.files ?? []).map((file) => ({ ...file, href: inFolder('Booking/Files', file.url), fileName: (file.url ?? '').split('/').pop() ?? '' })),
    };
  },
};

const orderWithImages = (path: string) => extend(answer('getCustomerOrder', path), { items: extend(answer('getCustomerOrder', `${path}.items`), { logoUrl: computed }) });
const titledTrainings = (path: string) => extend(answer('listCustomerTrainings', path), { title: computed });

/** The operation each account source reads and what it puts in scope (checked against the manifests: manifest-bindings.test.ts). */
export const accountReads: SourceReads = {
  customer: reads('getAcademyCustomer'),
  customerVouchers: shapes('getCustomerVouchers', object({ active: answer('getCustomerVouchers', 'model') })),
  customerLevels: shapes(
    'getCustomerLevels',
    object({ entries: extend(answer('getCustomerLevels', 'model'), { currentLevel: computed }), linkUrl: answer('getLevelProviderLink', 'model') }),
  ),
  customerComms: shapes('getCustomerComms', object({ emails: answer('getCustomerComms', 'model.emails'), smss: answer('getCustomerComms', 'model.smss') })),
  customerEmail: reads('getCustomerEmail'),
  customerOrders: shapes(
    'getCustomerOrders',
    object({ orders: extend(answer('getCustomerOrders', 'model'), { items: extend(answer('getCustomerOrders', 'model.items'), { logoUrl: computed }) }) }),
  ),
  customerOrder: shapes('getCustomerOrder', orderWithImages('model')),
  customerTrainings: shapes('listCustomerTrainings', object({ next: titledTrainings('model.next'), past: titledTrainings('model.past') })),
  customerTraining: shapes(
    'getCustomerTraining',
    extend(answer('getCustomerTraining', 'model.model'), {
      title: computed,
      startText: computed,
      gallery: extend(answer('getCustomerTraining', 'model.gallery'), { src: computed }),
      videos: extend(answer('getCustomerTraining', 'model.videos'), { src: computed }),
      files: extend(answer('getCustomerTraining', 'model.files'), { href: computed, fileName: computed }),
    }),
  ),
};

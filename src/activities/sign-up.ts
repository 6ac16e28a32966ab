import { refusalMessage } from '../api/answers';
import type { components } from '../generated/api';
import type { Message } from '../i18n/message';
import type { RootStore } from '../stores/RootStore';
import type { PendingSale } from '../shop/cart-port';
import { cartPortOf } from '../shop/cart-port';
import { ACTIVITY_KEY } from './activity-queries';

type Schemas = components['schemas'];
type SignUpResultItem = Schemas['SignUpResultItem'];
/** The answer of inscription and of dynamicforms/save: the sign-up's results, or a refusal (whose model may map fields to errors). */
type SignUpAnswer = Schemas['OkEnvelope'] & { model?: SignUpResultItem[] | Schemas['FieldErrors'] | null };

/** What a sign-up ended in: done, sales to pay at checkout, or a refusal (with field errors of a form). */
export type SignUpOutcome = { kind: 'done' } | { kind: 'pay'; sales: PendingSale[] } | { kind: 'refused'; message: Message; fieldErrors: Record<string, string> };

/** Doc 2 §2: no custom form, no partner and no categories → the inscription is posted directly; otherwise the form popup. */
export function needsForm(activity: Schemas['Activity'], definition: Schemas['DynamicFormDefinition'], categories: readonly unknown[]): boolean {
  return (definition.fields ?? []).length > 0 || activity.partnerInscription === true || categories.length > 0 || definition.legalChecks === true;
}

/** The sales of a sign-up's results: items with a saleNumber, as cart lines. */
function salesOf(items: readonly SignUpResultItem[]): PendingSale[] {
  return items
    .filter((item) => typeof item.saleNumber === 'string' && item.saleNumber !== '' && item.sale)
    .map((item) => {
      const sale = item.sale!;
      return {
        id: sale.id,
        saleNumber: sale.saleNumber,
        title: sale.title,
        description: sale.description ?? item.description,
        total: sale.total,
        pending: sale.pending,
        netPending: sale.netPending,
        cancelUrl: sale.cancelUrl,
      };
    });
}

/** An answer of inscription or dynamicforms/save as an outcome. */
export function outcomeOf(answer: SignUpAnswer): SignUpOutcome {
  const model = answer.model ?? null;
  if (answer.ok !== true) {
    const fieldErrors = model !== null && !Array.isArray(model) ? model : {};
    return { kind: 'refused', message: refusalMessage(answer), fieldErrors };
  }
  const sales = salesOf(Array.isArray(model) ? model : []);
  return sales.length > 0 ? { kind: 'pay', sales } : { kind: 'done' };
}

/** After a successful sign-up: the page shows "Already In!"; sales go to the cart (the caller then opens /checkout). */
export async function settle(root: RootStore, outcome: SignUpOutcome): Promise<void> {
  if (outcome.kind === 'refused') return;
  root.queries.invalidate(ACTIVITY_KEY);
  if (outcome.kind === 'pay') await cartPortOf(root).addSales(outcome.sales);
}

import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import type { components } from '../../generated/api';
import { customerIdOf } from '../../engine/sources/answers';
import { modelAnswer } from '../../api/answers';
import { failureMessage, useMessageText, type Message } from '../../i18n/message';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { endingDigits } from './ending-digits';
import { ConfirmButton } from '../../ui/Button/ConfirmButton';
import { ListRow, RowList } from '../../ui/ListRow/ListRow';
import { EmptyState } from '../../ui/EmptyState/EmptyState';

type Card = components['schemas']['CreditCardToken'];
type Outcome = { tone: 'success' | 'error'; message: Message } | null;

function cardsQuery(root: RootStore): Query<Card[]> {
  return query(['getCustomerCardTokens', root.session.customerId], async (signal) => {
    const path = { customerId: customerIdOf(root) };
    return (await modelAnswer(root.client.GET('/api/publicpaymentmethods/token-list/{customerId}', { params: { path }, signal }))) ?? [];
  });
}

/** The Credit Cards tab: saved card tokens by their ending digits, each deletable (doc 1 §2.16). */
function SavedCards() {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const cards = useQuery(cardsQuery(root));
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const removal = useAction(
    root,
    (card: Card) => root.client.DELETE('/api/publicpaymentmethods/{customerId}/{cardId}', { params: { path: { customerId: customerIdOf(root), cardId: card.id } } }),
    { invalidates: ['getCustomerCardTokens'], done: () => ({ key: 'common.dataModified' }) },
  );
  const outcome: Outcome = removal.message ? { tone: removal.ok ? 'success' : 'error', message: removal.message } : null;

  if (cards.status === 'loading') return <Skeleton kind="row" count={2} />;
  if (cards.status === 'failed') return <LoadFailure message={failureMessage(cards.error)} />;

  const remove = async (card: Card) => {
    if (await removal.run(card)) setDeleted((current) => new Set(current).add(card.id));
  };

  const shown = cards.data.filter((card) => !deleted.has(card.id));
  return (
    <div className="saved-cards">
      {shown.length === 0 ? (
        <EmptyState title={t('account.noCards')} />
      ) : (
        <RowList label={t('account.creditCards')}>
          {shown.map((card) => {
            const label = t('account.cardEnding', { digits: endingDigits(card.cardNumber) });
            return (
              <ListRow
                key={card.id}
                title={label}
                badge={
                  <ConfirmButton
                    subtle
                    disabled={removal.busy}
                    aria-label={t('account.deleteCard', { card: label })}
                    question={t('account.deleteCardQuestion', { card: label })}
                    confirmLabel={t('account.deleteCardConfirm')}
                    action={{ run: () => remove(card), busy: removal.busy }}
                  >
                    {t('common.delete')}
                  </ConfirmButton>
                }
              />
            );
          })}
        </RowList>
      )}
      {outcome ? (
        <p role={outcome.tone === 'error' ? 'alert' : 'status'} className={`form-outcome form-outcome--${outcome.tone}`}>
          {text(outcome.message)}
        </p>
      ) : null}
    </div>
  );
}

export default observer(SavedCards);

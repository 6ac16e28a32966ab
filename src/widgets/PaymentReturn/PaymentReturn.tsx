import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAction } from '../../api/use-action';
import { useRootStore } from '../../stores/StoresContext';
import { pollStatus, returnDestination } from '../payment-providers/poll-status';
import { providerReturningAt } from '../payment-providers/registry';
import './PaymentReturn.css';

/**
 * The one return page of the card providers (doc 3 §2.5, §4.4): each provider's registry entry names its route and
 * how its status is read. The status is asked once per visit: a confirmation (NetPay's) is a write.
 */
export default function PaymentReturn() {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useAction(
    root,
    async () => {
      const query = new URLSearchParams(search);
      const entry = providerReturningAt(pathname);
      const page = entry?.returnPage;
      const read = page ? await page.status() : null;
      const status = read ? await pollStatus(() => read(root.client, query)) : null;
      const setsUpCard = page?.setsUpCard?.(query) === true;
      return { data: { ok: true as const, destination: returnDestination(status, setsUpCard ? (entry?.savedCardParam ?? null) : null) } };
    },
    { runOnMount: true, invalidates: ['getCustomerOrders'], done: ({ destination }) => void navigate(destination, { replace: true }) },
  );

  return (
    <p className="payment-return" role="status" aria-live="polite">
      <span className="payment-return__spinner" aria-hidden="true" />
      {t('payment.processing')}
    </p>
  );
}

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatValue } from '../engine/format-value';
import { useMessageText } from '../i18n/message';
import { useRootStore } from '../stores/StoresContext';
import { Button } from '../ui/Button/Button';
import { LinkButton } from '../ui/Button/LinkButton';
import { DateTime, Money } from '../ui/Format/Format';
import { Sheet } from '../ui/Sheet/Sheet';
import type { Blocked } from './blocked';
import { titleWithoutDuration } from './booking-title';
import { holdToCart } from './hold-to-cart';
import { unpaidTotal } from './payment-state';
import './BlockedSheet.css';

/**
 * The sheet of a refusal that blocks booking (issue 35), with its ways on: Pay now and See my bookings. A bottom
 * sheet on a phone, so the message is never hidden under the tab bar.
 */
export const BlockedSheet = observer(function BlockedSheet({ blocked, onClose }: { blocked: Blocked; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const navigate = useNavigate();
  const total = unpaidTotal(blocked.holds);

  const payNow = async () => {
    // Each hold's sale into the cart (local, nothing to wait for; a cart refusal, such as a shared payment already
    // there, shows from the cart and keeps the player here).
    let added = true;
    for (const hold of blocked.holds) added = (await holdToCart(root, hold)) && added;
    if (added) navigate('/checkout');
  };

  return (
    <Sheet
      title={t('booking.blocked.title')}
      onClose={onClose}
      action={
        blocked.holds.length > 0 ? (
          <Button variant="primary" block onClick={() => void payNow()}>
            {t('booking.blocked.payNow', { amount: formatValue(total, 'money', root.settings.formatOptions) })}
          </Button>
        ) : undefined
      }
    >
      <p className="blocked-sheet__message">{text(blocked.message)}</p>
      {/* A limit with nothing awaiting payment: the way on is My bookings alone. */}
      {blocked.holds.length > 0 ? <p>{t('booking.blocked.holds', { count: blocked.holds.length })}</p> : null}
      <ul className="blocked-sheet__holds">
        {blocked.holds.map((hold) => (
          <li key={hold.id} className="blocked-sheet__hold">
            <span className="blocked-sheet__what">
              <strong>{titleWithoutDuration(hold.description || hold.bookingType || '', hold.duration)}</strong>
              <DateTime value={hold.start} shape="dayTime" />
            </span>
            <Money value={hold.toPay?.pending ?? hold.toPay?.total ?? 0} />
          </li>
        ))}
      </ul>
      <LinkButton to="/customer-bookings" variant="secondary" block>
        {t('booking.blocked.seeBookings')}
      </LinkButton>
    </Sheet>
  );
});

import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAction } from '../../../api/use-action';
import { AccessCodeDialog, useOpenDoor } from '../../../booking/open-door';
import { formatValue } from '../../../engine/format-value';
import { useFormatOptions } from '../../../engine/nodes/use-format-options';
import type { WidgetProps } from '../../../engine/widget-types';
import type { components } from '../../../generated/api';
import { formatWhen } from '../../../i18n/dates';
import { useMessageText } from '../../../i18n/message';
import { useRootStore } from '../../../stores/StoresContext';
import { useQuery } from '../../../stores/use-query';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import { CardIcon, QrIcon } from '../../../ui/Icon/icons';
import { customerBookingsQuery, turnstilesEnabledQuery } from '../../../booking/booking-queries';
import { titleWithoutDuration } from '../../../booking/booking-title';
import { holdToCart } from '../../../booking/hold-to-cart';
import { bookingInfoQuery } from '../../../booking/match-queries';
import { cardActions } from '../../CustomerBookings/card-actions';
import { HomePlaceholder, HomeSection } from '../../home-support/HomeSection';
import { nextBooking, otherPlayers } from './next-booking';
import './NextBookingSection.css';

type CustomerBooking = components['schemas']['CustomerBooking'];

/** With whom: the other players by name, from the booking's own page (its free places left out); nothing while unknown. */
const Company = observer(function Company({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const info = useQuery(bookingInfoQuery(root, bookingId));
  if (info.status !== 'ready' || !info.data) return null;
  const { names, more } = otherPlayers(info.data.players ?? [], root.session.customerId);
  if (names.length === 0) return null;
  const list = more > 0 ? `${names.join(', ')} +${more}` : names.join(', ');
  return <p className="next-booking__line">{t('home.nextBooking.with', { names: list })}</p>;
});

/**
 * The one next thing to do, as My bookings decides it: Pay what is owed, or open the door once the start is near
 * (the club's turnstiles on); else nothing, the booking's page being one tap away through its title.
 */
const NextAction = observer(function NextAction({ booking, now }: { booking: CustomerBooking; now: number }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const navigate = useNavigate();
  const turnstiles = useQuery(turnstilesEnabledQuery(root));
  const { action: opening, code, codeShown, closeCode } = useOpenDoor(root, booking.id);
  // A refusal (a shared payment already in the cart) shows in the global error popup, from the cart.
  const paying = useAction(root, async () => ((await holdToCart(root, booking)) ? { data: { ok: true as const } } : null), {
    done: () => navigate('/checkout'),
  });
  const context = { past: false, publicView: false, turnstiles: turnstiles.status === 'ready' && turnstiles.data, codeShown, now };
  const { primary } = cardActions(booking, context);
  const action = primary === 'pay' ? paying : primary === 'openFacility' ? opening : null;
  return (
    <>
      {primary === 'pay' ? (
        <Button variant="primary" icon={<CardIcon size={18} />} busy={paying.busy} onClick={() => void paying.run()}>
          {t('booking.manage.pay', { amount: formatValue(booking.toPay?.pending ?? 0, 'money', root.settings.formatOptions) })}
        </Button>
      ) : null}
      {primary === 'openFacility' ? (
        <Button variant="primary" icon={<QrIcon size={18} />} busy={opening.busy} onClick={() => void opening.run()}>
          {t('booking.openFacility')}
        </Button>
      ) : null}
      {action?.message ? (
        <p role="alert" className="next-booking__error">
          {text(action.message)}
        </p>
      ) : null}
      {code ? <AccessCodeDialog code={code} className="next-booking" onClose={closeCode} /> : null}
    </>
  );
});

/**
 * Home's first section for a signed-in player: their next booking and the one thing to do about it. Nothing at all
 * without one, or when the list cannot load: the rest of home is still there to book one.
 */
function NextBookingSection(_props: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const options = useFormatOptions();
  const bookings = useQuery(customerBookingsQuery(root), root.session.customerId !== null);
  // Home's "now" is when it opened: a booking that ends while it is on screen stays until the next visit.
  const [now] = useState(() => Date.now());
  if (bookings.status === 'loading') return <HomePlaceholder height="12rem" />;
  if (bookings.status === 'failed') return null;
  const booking = nextBooking(bookings.data.next ?? [], now);
  if (!booking?.start) return null;
  const title = titleWithoutDuration(booking.description || booking.bookingType || '', booking.duration);
  return (
    <HomeSection title={t('home.nextBooking.title')} more={{ to: '/customer-bookings', text: t('header.myBookings') }} className="next-booking">
      <Card as="article" className="next-booking__card">
        <div className="next-booking__what">
          <h3 className="next-booking__title">
            <Link to={`/booking-join/${booking.id}`}>{title}</Link>
          </h3>
          <p className="next-booking__when">
            <time dateTime={booking.start}>{formatWhen(booking.start, 'dayTime', options)}</time>
            {booking.duration ? <span className="next-booking__duration"> · {t('booking.minutes', { count: booking.duration })}</span> : null}
          </p>
          {booking.resourceName ? <p className="next-booking__line">{booking.resourceName}</p> : null}
          <Company bookingId={booking.id} />
        </div>
        <div className="next-booking__actions">
          <NextAction booking={booking} now={now} />
        </div>
      </Card>
    </HomeSection>
  );
}

export default observer(NextBookingSection);

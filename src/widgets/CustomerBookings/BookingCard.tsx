import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAction, type Action } from '../../api/use-action';
import { AccessCodeDialog, useOpenDoor } from '../../booking/open-door';
import { formatValue } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import type { components } from '../../generated/api';
import { formatWhen } from '../../i18n/dates';
import { useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DateTime } from '../../ui/Format/Format';
import { CalendarIcon, CardIcon, QrIcon, ShareIcon, XCircleIcon } from '../../ui/Icon/icons';
import { Menu, type MenuItem } from '../../ui/Menu/Menu';
import { useCopiedFlag } from '../../ui/use-copied-flag';
import { sharePage } from '../ShareLinks/share-page';
import { holdToCart } from '../../booking/hold-to-cart';
import { titleWithoutDuration } from '../../booking/booking-title';
import { AVAILABILITY_READS } from '../../booking/booking-queries';
import { bookingPlaceState } from '../../booking/payment-state';
import { CancelDialog } from './CancelDialog';
import { cardActions, setsOf, type CardAction } from './card-actions';
import type { MessageKey } from '../../i18n/message-key';

type CustomerBooking = components['schemas']['CustomerBooking'];

interface BookingCardProps {
  booking: CustomerBooking;
  /** The public page's token (/booking/{token}); null on the customer's own list. */
  token: string | null;
  past: boolean;
  turnstiles: boolean;
  onCancelled: (message: Message) => void;
}

/** An unpaid hold's end, in the club's time: "Held until 18:40" (as the cart line says it). */
const HeldUntil = observer(function HeldUntil({ deadline }: { deadline: string }) {
  const { t } = useTranslation();
  const time = formatWhen(deadline, 'time', useFormatOptions());
  return (
    <time className="my-booking__held" dateTime={deadline}>
      {t('cart.heldUntil', { time })}
    </time>
  );
});

/**
 * One booking (doc 2 §2 My bookings): what, when, where and its state, with its actions (card-actions.ts).
 */
export const BookingCard = observer(function BookingCard({ booking, token, past, turnstiles, onCancelled }: BookingCardProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const navigate = useNavigate();
  const [copied, setCopied] = useCopiedFlag();
  const [confirming, setConfirming] = useState(false);
  const { action: opening, code, codeShown, closeCode } = useOpenDoor(root, booking.id, token);

  const title = titleWithoutDuration(booking.description || booking.bookingType || '', booking.duration);

  const share = async () => {
    // On a phone the system share sheet; elsewhere the link is copied, and "Copied" shows for 2 s (doc 2 §2). The link
    // carries the booking's share token: a friend who is not a player still opens a private booking's join page.
    const link = `${window.location.origin}/booking-join/${booking.id}${booking.shareToken ? `?token=${encodeURIComponent(booking.shareToken)}` : ''}`;
    const outcome = await sharePage({ url: link, title });
    if (outcome === 'copied') setCopied(true);
  };

  /** Pay: the booking's unpaid sale goes into the cart (with its hold's end) and the player to /checkout. */
  const pay = async () => {
    // A refusal (a shared payment already in the cart) shows in the global error popup, from the cart.
    if (await holdToCart(root, booking)) navigate('/checkout');
  };

  // The cancel's refusal shows on the card (the confirmation closes either way); what it gave back, above the list.
  const cancelling = useAction(
    root,
    () => root.client.POST('/api/publicbookings/cancel/{bookingId}/{customerId}', { params: { path: { bookingId: booking.id, customerId: root.session.customerId ?? 0 } } }),
    {
      invalidates: [...AVAILABILITY_READS, 'getCustomerBookings'],
      done: (answer) => {
        const returns = answer.infoReturns ?? [];
        const summary = returns.map((item) => `${formatValue(item.amount ?? 0, 'money', root.settings.formatOptions)} ${item.paymentMethod ?? ''}`.trim()).join(', ');
        onCancelled(summary ? { key: 'booking.cancelledWithReturn', args: { returns: summary } } : { key: 'booking.cancelled' });
      },
    },
  );
  // The booking's calendar file (.ics), saved by the client's download middleware.
  const calendar = useAction(root, () =>
    token
      ? root.client.GET('/api/publicbookings/calendar/booking-by-token/{bookingToken}', { params: { path: { bookingToken: token } } })
      : root.client.GET('/api/publicbookings/calendar/booking/{bookingId}/{customerId}', {
          params: { path: { bookingId: booking.id, customerId: root.session.customerId ?? 0 } },
        }),
  );
  // One message on the card: the last action's (starting one clears the others').
  const actions = [opening, calendar, cancelling];
  const only = (action: Action<[]>) => {
    for (const other of actions) if (other !== action) other.clear();
    return action.run();
  };
  const cancel = async () => {
    await only(cancelling);
    setConfirming(false);
  };
  const shownError = actions.find((action) => action.message)?.message ?? null;

  const { primary, more } = cardActions(booking, { past, publicView: token !== null, turnstiles, codeShown, now: Date.now() });
  const run: Record<CardAction, () => void> = {
    pay: () => void pay(),
    openFacility: () => void only(opening),
    share: () => void share(),
    addToCalendar: () => void only(calendar),
    cancel: () => setConfirming(true),
  };
  const menuItems: MenuItem[] = more.map((action) => ({
    id: action,
    label: t(MENU_LABELS[action]),
    icon: MENU_ICONS[action],
    tone: action === 'cancel' ? 'danger' : undefined,
    onSelect: run[action],
  }));
  const sets = past ? setsOf(booking.results) : null;

  return (
    <li>
      <Card as="article" className={past ? 'my-booking my-booking--past' : 'my-booking'}>
        <div className="my-booking__head">
          <div className="my-booking__what">
            <h3 className="my-booking__title">
              {/* On the public page the link carries the token: the booking may be private to its players. */}
              <Link to={`/booking-join/${booking.id}${token ? `?token=${encodeURIComponent(token)}` : ''}`}>{title}</Link>
            </h3>
            <p className="my-booking__meta">
              <DateTime value={booking.start} shape="dayTime" /> · {t('booking.minutes', { count: booking.duration ?? 0 })}
            </p>
            {/* The concept only when it says something: a plain court booking is just its court. */}
            {booking.resourceName || (booking.parentName && booking.parentName !== 'Booking') ? (
              <p className="my-booking__meta">{[booking.resourceName, booking.parentName === 'Booking' ? null : booking.parentName].filter(Boolean).join(' · ')}</p>
            ) : null}
          </div>
          {menuItems.length > 0 ? <Menu label={t('booking.manage.moreActions', { title })} items={menuItems} /> : null}
        </div>
        {booking.comments ? <p className="my-booking__comments">{booking.comments}</p> : null}
        <div className="my-booking__foot">
          <p className="my-booking__status">
            {past ? (
              sets ? (
                <span className="my-booking__result">
                  <span className="my-booking__result-label">{t('booking.results.title')}</span> <span className="cz-numeric">{sets}</span>
                </span>
              ) : (
                <>
                  <Badge status="neutral">{t('booking.manage.played')}</Badge>
                  {booking.parentName === 'Match' && token === null ? (
                    <Link to={`/booking-results/${booking.id}`} className="my-booking__enter-result">
                      {t('booking.manage.enterResult')}
                    </Link>
                  ) : null}
                </>
              )
            ) : booking.status ? (
              <>
                {/* Awaiting payment while the player's own share is unpaid, even on a booking confirmed for its owner (issue 35). */}
                <Badge status={bookingPlaceState(booking) === 'confirmed' ? 'paid' : 'pending'}>
                  {t(bookingPlaceState(booking) === 'confirmed' ? 'booking.statusConfirmed' : 'booking.statusPending')}
                </Badge>
                {booking.status === 'Pending' && booking.payUntil ? <HeldUntil deadline={booking.payUntil} /> : null}
              </>
            ) : null}
          </p>
          {primary ? (
            <span className="my-booking__primary">
              <Button
                variant={primary === 'pay' ? 'primary' : 'secondary'}
                icon={PRIMARY_ICONS[primary]}
                busy={primary === 'openFacility' ? opening.busy : primary === 'addToCalendar' ? calendar.busy : false}
                onClick={run[primary]}
              >
                {primary === 'pay' ? t('booking.manage.pay', { amount: formatValue(booking.toPay?.pending ?? 0, 'money', root.settings.formatOptions) }) : t(MENU_LABELS[primary])}
              </Button>
            </span>
          ) : null}
          {copied ? (
            <span role="status" className="my-booking__copied">
              {t('booking.copied')}
            </span>
          ) : null}
        </div>
        {shownError ? (
          <p role="alert" className="my-booking__error">
            {text(shownError)}
          </p>
        ) : null}
      </Card>
      {confirming ? <CancelDialog booking={booking} title={title} busy={cancelling.busy} onConfirm={() => void cancel()} onClose={() => setConfirming(false)} /> : null}
      {code ? <AccessCodeDialog code={code} className="my-booking" onClose={closeCode} /> : null}
    </li>
  );
});

const MENU_LABELS: Record<CardAction, MessageKey> = {
  pay: 'booking.manage.payShort',
  openFacility: 'booking.openFacility',
  share: 'booking.share',
  addToCalendar: 'booking.addToCalendar',
  cancel: 'booking.cancel',
};

const MENU_ICONS: Partial<Record<CardAction, ReactNode>> = {
  openFacility: <QrIcon size={18} />,
  share: <ShareIcon size={18} />,
  addToCalendar: <CalendarIcon size={18} />,
  cancel: <XCircleIcon size={18} />,
};

const PRIMARY_ICONS: Partial<Record<CardAction, ReactNode>> = {
  pay: <CardIcon size={18} />,
  openFacility: <QrIcon size={18} />,
  share: <ShareIcon size={18} />,
};

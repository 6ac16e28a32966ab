import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useWidgetParams } from '../../engine/route-params';
import { CRASH, failureMessage, useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LiveNote } from '../../ui/Toast/Toast';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { bookingInfoQuery, type MatchBooking } from '../../booking/match-queries';
import { freeTeams, joinPrice } from '../../booking/match-rules';
import { formatValue } from '../../engine/format-value';
import type { Blocked } from '../../booking/blocked';
import { BlockedSheet } from '../../booking/BlockedSheet';
import { matchPlaceState } from '../../booking/payment-state';
import { PayShare } from './PayShare';
import { useJoin, type Joined } from '../../booking/join-action';
import { MatchSummary } from './MatchSummary';
import { usePlacesTaken } from './places-taken';
import { TeamChange } from './TeamChange';
import { Teams } from './Teams';
import { Waitlist } from './Waitlist';
import './BookingJoin.css';

/**
 * /booking-join/{bookingId} (doc 2 §2). One tap (issue 35): Join takes the side given; a free place of a team picks
 * that side instead, in place of doc 2's team popup.
 */
function BookingJoin() {
  const { bookingId } = useWidgetParams('bookingJoin');
  // The link of the public booking page carries the booking's token: a private booking is shown with it.
  const [search] = useSearchParams();
  const id = Number(bookingId);
  if (!Number.isInteger(id) || id <= 0) return <LoadFailure message={CRASH} />;
  return <JoinPage bookingId={id} token={search.get('token')} />;
}

const JoinPage = observer(function JoinPage({ bookingId, token }: { bookingId: number; token: string | null }) {
  const root = useRootStore();
  const info = useQuery(bookingInfoQuery(root, bookingId, token));
  if (info.status === 'loading') return <Skeleton kind="card" />;
  if (info.status === 'failed') return <LoadFailure message={failureMessage(info.error)} />;
  if (!info.data) return <LoadFailure message={CRASH} />;
  if (info.data.isPast) return <Navigate to={`/booking-results/${bookingId}${token ? `?token=${encodeURIComponent(token)}` : ''}`} replace />;
  return <JoinView booking={info.data} />;
});

type Step = { kind: 'idle' } | ({ kind: 'done' } & Joined);

const JoinView = observer(function JoinView({ booking }: { booking: MatchBooking }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const joining = useJoin(root, (joined) => setStep({ kind: 'done', ...joined }), setBlocked);
  const error = joining.message;
  const players = booking.players ?? [];
  const me = players.find((player) => player.selected);
  const price = joinPrice(booking, root.settings.settings?.PriceWithTaxes);
  const isMatch = booking.concept === 'Match';
  const free = freeTeams(players);
  const hasFreePlace = players.some((player) => player.isPlaceholder);
  // Join is offered only on a booking open to joining (doc 2 §2); a full one still offers it, to say Max players reached.
  const open = booking.allowJoin === true;
  // A place taken elsewhere while shown (the live stream reloads the match): the teams change in place, a quiet note says so.
  const taken = usePlacesTaken(booking);

  const join = async (team?: 0 | 1) => {
    const onMap = booking.bookingTemplateId ? { onMap: { templateId: booking.bookingTemplateId, sides: free } } : {};
    if (!(await joining.run({ bookingId: booking.id, ...(team === undefined ? {} : { team }), ...onMap }))) setStep({ kind: 'idle' });
  };

  // Pay: the joined sale into the cart (local, nothing to wait for; a cart refusal shows from the cart), then the checkout.
  const pay = async (joined: Joined) => {
    await joined.addSale();
    navigate('/checkout');
  };

  /** Join (no side: the one with room, as the server gives it), or a free place's side the player picked. */
  const onJoin = (team?: 0 | 1) => {
    if (!root.session.loggedIn) {
      root.ui.openLogin(`/booking-join/${booking.id}`);
      return;
    }
    if (me) {
      joining.refuse({ key: 'booking.join.alreadyIn' });
      return;
    }
    if (!hasFreePlace || (isMatch && free.length === 0)) {
      joining.refuse({ key: 'booking.maxPlayers' });
      return;
    }
    void join(isMatch ? (team ?? (free.length === 1 ? free[0] : undefined)) : undefined);
  };

  return (
    <div className="booking-join">
      <MatchSummary booking={booking} share />
      <Card title={t('booking.join.players', { in: booking.participantsIn ?? 0, max: booking.maxParticipants ?? 0 })}>
        <Teams booking={booking} onPick={!me && open && isMatch && free.length > 1 ? (team) => onJoin(team) : undefined} busy={joining.busy} />
        <LiveNote>{taken > 0 ? t('booking.join.placesTaken', { count: taken }) : ''}</LiveNote>
      </Card>
      <div className="booking-join__actions">
        {me ? (
          <>
            <PayShare bookingId={booking.id} state={matchPlaceState(booking) ?? 'confirmed'} debt={me.totalDebts ?? 0} />
            <TeamChange booking={booking} me={me} />
          </>
        ) : open ? (
          <Button variant="primary" onClick={() => onJoin()} busy={joining.busy}>
            {price === null ? t('booking.join.join') : t('booking.join.joinPrice', { price: formatValue(price, 'money', root.settings.formatOptions) })}
          </Button>
        ) : (
          <p>{t('booking.join.closed')}</p>
        )}
        {error ? (
          <p role="alert" className="booking-join__error">
            {text(error)}
          </p>
        ) : null}
      </div>
      {!me && open && !hasFreePlace && root.session.loggedIn && root.session.customerId !== null ? <Waitlist bookingId={booking.id} customerId={root.session.customerId} /> : null}
      {step.kind === 'done' ? (
        <Dialog title={t('booking.join.successTitle')} onClose={() => setStep({ kind: 'idle' })}>
          <p>{t('booking.join.success')}</p>
          {step.serviceFree ? (
            <Button variant="primary" onClick={() => navigate('/customer-bookings')}>
              {t('booking.join.myBookings')}
            </Button>
          ) : (
            <>
              <p>{t('booking.join.payNow')}</p>
              <Button variant="primary" onClick={() => void pay(step)}>
                {t('booking.join.pay')}
              </Button>
            </>
          )}
        </Dialog>
      ) : null}
      {blocked ? <BlockedSheet blocked={blocked} onClose={() => setBlocked(null)} /> : null}
    </div>
  );
});

export default BookingJoin;

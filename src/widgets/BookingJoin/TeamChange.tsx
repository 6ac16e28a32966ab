import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { envelope } from '../../api/client';
import { refusalMessage } from '../../api/answers';
import { CRASH, useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { invalidateMatches, type MatchBooking } from '../booking-support/match-queries';
import { otherTeamWithFreePlace } from '../booking-support/match-rules';

type Player = NonNullable<MatchBooking['players']>[number];

/**
 * A player of a match moves to the other team while it has a free place (PUT publicbookings/update-team, doc 2 §7):
 * the server moves the free place the other way, and the page reads the booking again.
 */
export const TeamChange = observer(function TeamChange({ booking, me }: { booking: MatchBooking; me: Player }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [movedTo, setMovedTo] = useState<0 | 1 | null>(null);
  const target = booking.concept === 'Match' && typeof me.id === 'number' ? otherTeamWithFreePlace(booking.players ?? [], me.team) : null;

  const move = async (team: 0 | 1) => {
    setBusy(true);
    setError(null);
    setMovedTo(null);
    try {
      const answer = envelope(await root.client.PUT('/api/publicbookings/update-team', { body: { id: me.id!, team } }));
      if (answer.ok !== true) {
        setError(refusalMessage(answer));
        return;
      }
      setMovedTo(team);
      invalidateMatches(root);
    } catch (failure) {
      console.error(failure);
      setError(CRASH);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {target !== null ? (
        <Button variant="secondary" onClick={() => void move(target)} busy={busy}>
          {t('booking.join.moveTo', { n: target + 1 })}
        </Button>
      ) : null}
      {movedTo !== null ? <p role="status">{t('booking.join.moved', { n: movedTo + 1 })}</p> : null}
      {error ? (
        <p role="alert" className="booking-join__error">
          {text(error)}
        </p>
      ) : null}
    </>
  );
});

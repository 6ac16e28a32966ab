import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import { useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { MATCH_READS, type MatchBooking } from '../../booking/match-queries';
import { otherTeamWithFreePlace } from '../../booking/match-rules';

type Player = NonNullable<MatchBooking['players']>[number];

/**
 * A player of a match moves to the other team while it has a free place (PUT publicbookings/update-team, doc 2 §7):
 * the server moves the free place the other way, and the page reads the booking again.
 */
export const TeamChange = observer(function TeamChange({ booking, me }: { booking: MatchBooking; me: Player }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const target = booking.concept === 'Match' && typeof me.id === 'number' ? otherTeamWithFreePlace(booking.players ?? [], me.team) : null;
  const change = useAction(root, (team: 0 | 1) => root.client.PUT('/api/publicbookings/update-team', { body: { id: me.id!, team } }), {
    invalidates: MATCH_READS,
    done: (_answer, _result, team) => ({ key: 'booking.join.moved', args: { n: team + 1 } }),
  });

  return (
    <>
      {target !== null ? (
        <Button variant="secondary" onClick={() => void change.run(target)} busy={change.busy}>
          {t('booking.join.moveTo', { n: target + 1 })}
        </Button>
      ) : null}
      {change.message && change.ok ? <p role="status">{text(change.message)}</p> : null}
      {change.message && !change.ok ? (
        <p role="alert" className="booking-join__error">
          {text(change.message)}
        </p>
      ) : null}
    </>
  );
});

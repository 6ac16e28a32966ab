import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useAction } from '../../api/use-action';
import { CRASH, failureMessage, useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Field } from '../../ui/Field/Field';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { bookingInfoQuery, MATCH_READS, type MatchBooking } from '../../booking/match-queries';
import { readResults } from '../../booking/match-rules';
import { MatchSummary } from '../BookingJoin/MatchSummary';
import '../BookingJoin/BookingJoin.css';
import './BookingResults.css';

/** /booking-results/{bookingId} (doc 2 §2, §4, §5): the two-team score grid per set; Save while a player may still enter it. */
function BookingResults() {
  const { bookingId } = useParams();
  // The public booking page's link carries the booking's token (a private booking is shown with it).
  const [search] = useSearchParams();
  const id = Number(bookingId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/bookingtypes" replace />;
  return <ResultsPage bookingId={id} token={search.get('token')} />;
}

const ResultsPage = observer(function ResultsPage({ bookingId, token }: { bookingId: number; token: string | null }) {
  const root = useRootStore();
  const info = useQuery(bookingInfoQuery(root, bookingId, token));
  if (info.status === 'loading') return <Skeleton kind="card" />;
  if (info.status === 'failed') return <LoadFailure message={failureMessage(info.error)} />;
  if (!info.data) return <LoadFailure message={CRASH} />;
  if (!info.data.isPast) return <Navigate to={`/booking-join/${bookingId}${token ? `?token=${encodeURIComponent(token)}` : ''}`} replace />;
  return <ResultsGrid booking={info.data} />;
});

const ResultsGrid = observer(function ResultsGrid({ booking }: { booking: MatchBooking }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const stored = booking.results;
  const players = booking.players ?? [];
  const canEdit = players.some((player) => player.selected) && !(stored?.team1 && stored.team1.length > 0);
  const [nSets, setNSets] = useState(stored?.nSets && stored.nSets > 0 ? stored.nSets : 3);
  const [team1, setTeam1] = useState<string[]>(() => (stored?.team1 ?? []).map(String));
  const [team2, setTeam2] = useState<string[]>(() => (stored?.team2 ?? []).map(String));
  // A saved score changes the match and each player's level.
  const saving = useAction(root, (team1: number[], team2: number[]) => root.client.POST('/api/publicbookings/save-results', { body: { bookingId: booking.id, team1, team2 } }), {
    invalidates: [...MATCH_READS, 'getCustomerLevels'],
  });
  const saved = saving.ok;
  const error = saving.message;
  const names = (team: 0 | 1) =>
    players
      .filter((player) => player.team === team && !player.isPlaceholder)
      .map((player) => player.name)
      .join(' / ');
  const columns = Math.max(nSets, stored?.team1?.length ?? 0);

  const save = async () => {
    const read = readResults(team1, team2, nSets);
    if (read.problem) saving.refuse({ key: read.problem });
    else await saving.run(read.team1, read.team2);
  };

  const row = (team: 0 | 1, values: string[], set: (values: string[]) => void) => (
    <tr>
      <th scope="row">
        {t('booking.join.team', { n: team + 1 })}
        <span className="booking-results__names">{names(team)}</span>
      </th>
      {Array.from({ length: columns }, (_, index) => (
        <td key={index}>
          {canEdit && !saved ? (
            <input
              className="booking-results__input"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={2}
              aria-label={t('booking.results.cell', { team: team + 1, set: index + 1 })}
              value={values[index] ?? ''}
              onChange={(event) => {
                const next = [...values];
                next[index] = event.target.value;
                set(next);
              }}
            />
          ) : (
            <span>{values[index] ?? '–'}</span>
          )}
        </td>
      ))}
    </tr>
  );

  return (
    <div className="booking-join">
      <MatchSummary booking={booking} />
      <Card title={t('booking.results.title')}>
        {canEdit && !saved ? (
          <Field label={t('booking.results.sets')} width="xs" className="booking-results__sets">
            <select value={nSets} onChange={(event) => setNSets(Number(event.target.value))}>
              <option value={3}>3</option>
              <option value={5}>5</option>
            </select>
          </Field>
        ) : null}
        <div className="booking-results__scroll">
          <table className="booking-results__grid">
            <thead>
              <tr>
                <td />
                {Array.from({ length: columns }, (_, index) => (
                  <th key={index} scope="col">
                    {t('booking.results.set', { n: index + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {row(0, team1, setTeam1)}
              {row(1, team2, setTeam2)}
            </tbody>
          </table>
        </div>
        {canEdit && !saved ? (
          <Button variant="primary" onClick={() => void save()} busy={saving.busy}>
            {t('booking.results.save')}
          </Button>
        ) : null}
        {saved ? <p role="status">{t('booking.results.saved')}</p> : null}
        {error ? (
          <p role="alert" className="booking-join__error">
            {text(error)}
          </p>
        ) : null}
      </Card>
    </div>
  );
});

export default BookingResults;

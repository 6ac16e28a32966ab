import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatValue } from '../../engine/format-value';
import { useRootStore } from '../../stores/StoresContext';
import { cardPlayers } from '../home-support/home-rules';
import type { Booking } from '../../stores/club-queries';
import './match-card.css';

/** A joinable booking: when, what, level range, and up to 4 players with +N for the rest. */
export const MatchCard = observer(function MatchCard({ booking, maxPlayers }: { booking: Booking; maxPlayers: number }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const options = root.settings.formatOptions;
  const { shown, more } = cardPlayers(booking.players, maxPlayers);
  const when = booking.dtStart ? formatValue(booking.dtStart, 'dateTime', options) : [booking.date, booking.startHour].filter(Boolean).join(' ');
  const levels =
    booking.minLevel !== null && booking.minLevel !== undefined && booking.maxLevel !== null && booking.maxLevel !== undefined
      ? t('home.levelRange', { min: formatValue(booking.minLevel, 'decimal1', options), max: formatValue(booking.maxLevel, 'decimal1', options) })
      : null;
  return (
    <article className="match-card">
      <h3 className="item-card__title">
        <Link to={`/booking-join/${booking.id}`}>{booking.bookingTypeName || booking.resourceName || t('home.match')}</Link>
      </h3>
      <p className="item-card__subtitle">{when}</p>
      {levels ? <p className="item-card__subtitle">{levels}</p> : null}
      <ul className="match-card__players" aria-label={t('home.players')}>
        {shown.map((player, index) => {
          const logo = root.settings.uploadUrl(player.logo);
          return (
            <li key={player.customerId ?? index} className="match-card__player">
              {logo ? <img src={logo} alt="" className="match-card__avatar" /> : <span className="match-card__avatar" aria-hidden="true" />}
              <span>{player.name}</span>
            </li>
          );
        })}
        {more > 0 ? (
          <li className="match-card__more" aria-label={t('home.morePlayers', { count: more })}>
            +{more}
          </li>
        ) : null}
      </ul>
      {booking.maxParticipants ? (
        <p className="item-card__subtitle">{t('home.occupancy', { in: booking.participantsIn ?? shown.length + more, max: booking.maxParticipants })}</p>
      ) : null}
    </article>
  );
});

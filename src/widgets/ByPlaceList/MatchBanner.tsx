import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shownAmount } from '../../domain/money';
import { useRootStore } from '../../stores/StoresContext';
import { Button, buttonClass } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Money } from '../../ui/Format/Format';
import { formatLevel } from '../booking-support/booking-rules';
import type { MatchBooking } from '../booking-support/match-queries';
import { bannerLayout } from '../booking-support/match-rules';

/**
 * A card of the by-place page (doc 2 §2): the player banner (up to 6, Free Place, names and levels below 5
 * places, an ellipsis above 6), the level star with 1 decimal, participants in/max, date, start, duration,
 * gender, Competitive or Friendly range, price, Join.
 */
export const MatchBanner = observer(function MatchBanner({ booking, onJoin }: { booking: MatchBooking; onJoin: () => void }) {
  const { t, i18n } = useTranslation();
  const root = useRootStore();
  const players = booking.players ?? [];
  const max = booking.maxParticipants ?? players.length;
  const { layout, shown } = bannerLayout(max);
  const levels = players.filter((player) => !player.isPlaceholder && typeof player.level === 'number').map((player) => player.level!);
  const average = levels.length > 0 ? levels.reduce((sum, level) => sum + level, 0) / levels.length : null;
  const hasRange = typeof booking.minLevel === 'number' && typeof booking.maxLevel === 'number';
  const price = shownAmount(booking.price, booking.netPrice, root.settings.settings?.PriceWithTaxes);
  const title = booking.title ?? booking.bookingTypeName ?? '';
  return (
    <Card as="article" className="match-banner">
      <div className="match-banner__head">
        <h3 className="match-banner__title">
          <Link to={`/booking-join/${booking.id}`}>{title}</Link>
        </h3>
        {average !== null ? (
          <span className="match-banner__star" aria-label={t('booking.byPlace.level', { level: formatLevel(average, 1, i18n.language) })}>
            ★ {formatLevel(average, 1, i18n.language)}
          </span>
        ) : null}
      </div>
      <ul className={`match-banner__players match-banner__players--${layout}`} aria-label={t('booking.players')}>
        {players.slice(0, shown).map((player, index) => {
          const logo = player.isPlaceholder ? null : root.settings.uploadUrl(player.logo);
          return (
            <li key={player.id ?? `free-${index}`} className={`match-banner__player${player.isPlaceholder ? ' match-banner__player--free' : ''}`}>
              {logo ? <img src={logo} alt="" className="match-banner__avatar" /> : <span className="match-banner__avatar" aria-hidden="true" />}
              {layout === 'detailed' || player.isPlaceholder ? (
                <span className="match-banner__name">{player.isPlaceholder ? t('booking.byPlace.freePlace') : player.name}</span>
              ) : null}
              {layout === 'detailed' && !player.isPlaceholder && typeof player.level === 'number' ? (
                <span className="match-banner__level">{formatLevel(player.level, 1, i18n.language)}</span>
              ) : null}
              {layout !== 'detailed' && !player.isPlaceholder ? <span className="cz-visually-hidden">{player.name}</span> : null}
            </li>
          );
        })}
        {layout === 'compact' && players.length > shown ? (
          <li className="match-banner__more" aria-label={t('booking.byPlace.morePlaces', { count: players.length - shown })}>
            …
          </li>
        ) : null}
      </ul>
      <dl className="match-banner__facts">
        <div>
          <dt>{t('booking.byPlace.occupancy')}</dt>
          <dd>{t('booking.byPlace.inMax', { in: booking.participantsIn ?? 0, max })}</dd>
        </div>
        <div>
          <dt>{t('booking.date')}</dt>
          <dd>
            {booking.date} · {booking.startHour}
          </dd>
        </div>
        <div>
          <dt>{t('booking.duration')}</dt>
          <dd>{t('booking.minutes', { count: booking.duration ?? 0 })}</dd>
        </div>
        {booking.gender ? (
          <div>
            <dt>{t('booking.gender')}</dt>
            <dd>{t(`booking.genders.${booking.gender}`)}</dd>
          </div>
        ) : null}
        {hasRange ? (
          <div>
            <dt>{booking.modifyLevel ? t('booking.competitive') : t('booking.friendly')}</dt>
            <dd>{t('booking.levelFromTo', { min: formatLevel(booking.minLevel, 1, i18n.language), max: formatLevel(booking.maxLevel, 1, i18n.language) })}</dd>
          </div>
        ) : null}
        {typeof price === 'number' ? (
          <div>
            <dt>{t('booking.price')}</dt>
            <dd>
              <Money value={price} />
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="match-banner__actions">
        <Link className={buttonClass('secondary')} to={`/booking-join/${booking.id}`} aria-label={t('booking.byPlace.detailsOf', { name: title })}>
          {t('booking.byPlace.details')}
        </Link>
        {booking.allowJoin || !root.session.loggedIn ? (
          <Button variant="primary" onClick={onJoin} aria-label={t('booking.byPlace.joinOf', { name: title, date: booking.date ?? '', start: booking.startHour ?? '' })}>
            {t('booking.join.join')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
});

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shownAmount } from '../../domain/money';
import { formatWhen } from '../../i18n/dates';
import { useRootStore } from '../../stores/StoresContext';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { Card } from '../../ui/Card/Card';
import { Money } from '../../ui/Format/Format';
import type { MatchBooking } from '../../booking/match-queries';
import { matchPlaceState } from '../../booking/payment-state';
import { formatLevel, formatLevelRange, formatValue } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import { bannerLayout, joinPrice } from '../../booking/match-card-rules';
import { cardPlayers } from '../home-support/home-rules';
import { PlayerAvatar } from './PlayerAvatar';

/**
 * A card of the by-place page (doc 2 §2, issue 24): what a player scans first (start time and date) leads, then the
 * match's facts, the player banner and one Join. The title links to the match's page.
 */
export const MatchBanner = observer(function MatchBanner({
  booking,
  onJoin,
  playerLimit,
  busy = false,
  error = null,
  pickTo = null,
}: {
  booking: MatchBooking;
  onJoin: () => void;
  /** Home's cards (doc 3 §9): at most this many players, the first (limit - 1) and +N when there are more. */
  playerLimit?: number;
  /** The one-tap join of this card is under way. */
  busy?: boolean;
  /** The refusal of this card's join, said on the card where the player tapped. */
  error?: string | null;
  /** Where the player picks the place (the floor map) or the side (the match's page) themselves, instead of taking the one given. */
  pickTo?: string | null;
}) {
  const { t } = useTranslation();
  const root = useRootStore();
  const options = useFormatOptions();
  const level = (value: number | null | undefined) => formatLevel(value, 'card', options);
  const players = booking.players ?? [];
  const max = booking.maxParticipants ?? players.length;
  const banner = bannerLayout(max);
  const limited = playerLimit !== undefined && max > playerLimit ? cardPlayers(players, playerLimit) : null;
  // Home's narrow rail cards: photos and initials only (names stay for screen readers), never names cut to 'Carlo…'.
  const layout = playerLimit !== undefined ? 'standard' : banner.layout;
  const listed = limited ? limited.shown : players.slice(0, banner.shown);
  const levels = players.filter((player) => !player.isPlaceholder && typeof player.level === 'number').map((player) => player.level!);
  const average = levels.length > 0 ? levels.reduce((sum, value) => sum + value, 0) / levels.length : null;
  const hasRange = typeof booking.minLevel === 'number' && typeof booking.maxLevel === 'number';
  const share = joinPrice(booking, root.settings.settings?.PriceWithTaxes);
  const total = shownAmount(booking.price, booking.netPrice, root.settings.settings?.PriceWithTaxes);
  const title = booking.title ?? booking.bookingTypeName ?? '';
  const court = booking.resourceName && !title.includes(booking.resourceName) ? booking.resourceName : null;
  const day = formatWhen(booking.date, 'day', options);
  const mine = matchPlaceState(booking);
  // What the one tap does, said on the button (issue 35): the share to pay, if any.
  const joinLabel = share === null ? t('booking.join.join') : t('booking.join.joinPrice', { price: formatValue(share, 'money', options) });
  const full = max > 0 && (booking.participantsIn ?? players.filter((player) => !player.isPlaceholder).length) >= max;
  return (
    <Card as="article" className="match-card">
      <div className="match-card__when">
        <span className="match-card__time">{booking.startHour}</span>
        <span className="match-card__day">{day}</span>
        <span className="match-card__duration">{t('booking.minutes', { count: booking.duration ?? 0 })}</span>
      </div>
      <h3 className="match-card__title">
        <Link to={`/booking-join/${booking.id}`}>{title}</Link>
      </h3>
      {court ? <p className="match-card__court">{court}</p> : null}
      <dl className="match-card__facts">
        {hasRange ? (
          <div className="match-card__range">
            <dt>
              <Badge status={booking.modifyLevel ? 'info' : 'neutral'}>{booking.modifyLevel ? t('booking.competitive') : t('booking.friendly')}</Badge>
            </dt>
            <dd>{formatLevelRange(booking.minLevel, booking.maxLevel, options)}</dd>
          </div>
        ) : null}
        {average !== null ? (
          <div>
            <dt>{t('booking.byPlace.averageLevel')}</dt>
            <dd>{level(average)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('booking.byPlace.occupancy')}</dt>
          <dd>{t('booking.byPlace.inMax', { in: booking.participantsIn ?? 0, max })}</dd>
        </div>
        {booking.gender ? (
          <div>
            <dt>{t('booking.gender')}</dt>
            <dd>{t(`booking.genders.${booking.gender}`)}</dd>
          </div>
        ) : null}
      </dl>
      <ul className={`match-card__players match-card__players--${layout}`} aria-label={t('booking.players')}>
        {listed.map((player, index) => (
          <li key={player.id ?? `free-${index}`} className="match-card__player">
            <PlayerAvatar
              name={player.isPlaceholder ? null : player.name}
              photo={player.isPlaceholder ? null : root.settings.uploadUrl(player.logo)}
              free={Boolean(player.isPlaceholder)}
              freeText={t('booking.byPlace.freePlace')}
              showName={layout === 'detailed'}
            />
            {layout === 'detailed' && !player.isPlaceholder && typeof player.level === 'number' ? <span className="match-card__player-level">{level(player.level)}</span> : null}
          </li>
        ))}
        {!limited && layout === 'compact' && players.length > banner.shown ? (
          <li className="match-card__more" aria-label={t('booking.byPlace.morePlaces', { count: players.length - banner.shown })}>
            …
          </li>
        ) : null}
        {limited && limited.more > 0 ? (
          <li className="match-card__more" aria-label={t('home.morePlayers', { count: limited.more })}>
            +{limited.more}
          </li>
        ) : null}
      </ul>
      <div className="match-card__footer">
        {share !== null ? (
          <p className="match-card__price">
            <Money value={share} /> <span className="match-card__per">{t('booking.byPlace.perPlayer')}</span>
          </p>
        ) : typeof total === 'number' ? (
          <p className="match-card__price">
            <Money value={total} /> <span className="match-card__per">{t('booking.byPlace.wholeBooking')}</span>
          </p>
        ) : (
          <span />
        )}
        {mine ? (
          // The player is in: their place reads Awaiting payment until their share is paid (issue 35).
          <Badge status={mine === 'awaitingPayment' ? 'pending' : 'paid'}>{t(mine === 'awaitingPayment' ? 'booking.statusPending' : 'booking.statusConfirmed')}</Badge>
        ) : full && booking.allowJoin && root.session.loggedIn ? (
          // A full match has no place to take: Join would only be refused (Max players reached); its page has the waitlist.
          <LinkButton to={`/booking-join/${booking.id}`} aria-label={t('booking.byPlace.waitlistOf', { name: title, date: day, start: booking.startHour ?? '' })}>
            {t('booking.waitlist.join')}
          </LinkButton>
        ) : booking.allowJoin || !root.session.loggedIn ? (
          <span className="match-card__join">
            {pickTo && !full ? (
              <Link to={pickTo} className="match-card__pick">
                {t(booking.bookingTemplateId ? 'booking.byPlace.pickPlace' : 'booking.byPlace.pickSide')}
              </Link>
            ) : null}
            <Button
              variant="primary"
              onClick={onJoin}
              busy={busy}
              aria-label={t('booking.byPlace.joinOf', { action: joinLabel, name: title, date: day, start: booking.startHour ?? '' })}
            >
              {joinLabel}
            </Button>
          </span>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="match-card__error">
          {error}
        </p>
      ) : null}
    </Card>
  );
});

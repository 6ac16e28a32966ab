import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { formatLevel } from '../../engine/format-value';
import type { MatchBooking } from '../../booking/match-queries';
import { initialsOf } from '../../booking/match-card-rules';

type Player = NonNullable<MatchBooking['players']>[number];

/**
 * Players per team (a match) or in one list, each free place a Free Place (the one word for it, as on the match cards). With `onPick` (the player may join) a
 * match's free place is the way to choose its side (issue 35): Join on the page takes the side given.
 */
export const Teams = observer(function Teams({ booking, onPick, busy = false }: { booking: MatchBooking; onPick?: (team: 0 | 1) => void; busy?: boolean }) {
  const { t } = useTranslation();
  const players = booking.players ?? [];
  if (booking.concept !== 'Match') return <PlayerList players={players} label={t('booking.players')} />;
  return (
    <div className="booking-join__teams">
      {([0, 1] as const).map((team) => (
        <PlayerList
          key={team}
          players={players.filter((player) => player.team === team)}
          label={t('booking.join.team', { n: team + 1 })}
          heading
          pick={onPick ? { text: t('booking.join.takeSide', { n: team + 1 }), onPick: () => onPick(team), busy } : undefined}
        />
      ))}
    </div>
  );
});

/** A free place's button: it joins on this team. */
interface Pick {
  text: string;
  onPick: () => void;
  busy: boolean;
}

function PlayerList({ players, label, heading = false, pick }: { players: Player[]; label: string; heading?: boolean; pick?: Pick }) {
  const { t } = useTranslation();
  const root = useRootStore();
  return (
    <section className="booking-join__team" aria-label={label}>
      {heading ? <h3 className="booking-join__team-title">{label}</h3> : null}
      <ul className="booking-join__players">
        {players.map((player, index) => {
          const logo = player.isPlaceholder ? null : root.settings.uploadUrl(player.logo);
          const row = (
            <>
              {logo ? (
                <img src={logo} alt="" className="booking-join__avatar" />
              ) : (
                // A free place is a dashed "+", a player without a photo their initials: never the same empty circle.
                <span
                  className={`booking-join__avatar ${player.isPlaceholder ? 'booking-join__avatar--free' : 'booking-join__avatar--initials'}`}
                  data-initials={player.isPlaceholder ? undefined : initialsOf(player.name)}
                  aria-hidden="true"
                />
              )}
              <span>{player.isPlaceholder ? t('booking.byPlace.freePlace') : player.name}</span>
              {!player.isPlaceholder && typeof player.level === 'number' ? (
                <span className="booking-join__level">{t('booking.byPlace.level', { level: formatLevel(player.level, 'card', root.settings.formatOptions) })}</span>
              ) : null}
            </>
          );
          return (
            <li key={player.id ?? `free-${index}`} className={`booking-join__player${player.isPlaceholder ? ' booking-join__player--free' : ''}`}>
              {player.isPlaceholder && pick ? (
                <button type="button" className="booking-join__pick" onClick={pick.onPick} disabled={pick.busy}>
                  {row} <span className="booking-join__take">{pick.text}</span>
                </button>
              ) : (
                row
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '../../engine/contract-rules';
import { useMessageText } from '../../i18n/message';
import { customerSearchQuery, MIN_SEARCH_LENGTH, useChoiceSearch } from '../../customers/customer-search';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Field } from '../../ui/Field/Field';
import { Money } from '../../ui/Format/Format';
import { TEAMS, type FoundPlayer, type Player, type Team } from './players-flow';

const TrashIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
  </svg>
);

/**
 * The players of a shared booking (doc 2 §2, §4, §5), each with their share of their own price; the owner's takes
 * the remainder of the split, as the server's sales will.
 */
export function PlayersPanel({
  players,
  maxParticipants,
  shareOf,
  onAdd,
  onRemove,
  onTeam,
}: {
  players: Player[];
  maxParticipants: number;
  shareOf: (player: Player) => number;
  /** Adds a found player once the server priced them; one already there gets their team reset. */
  onAdd: (player: FoundPlayer) => Promise<void>;
  onRemove: (player: Player) => void;
  onTeam: (player: Player, team: Team) => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState<number | null>(null);
  const search = useChoiceSearch((term) => root.queries.fetch(customerSearchQuery(root, term)), { key: 'booking.searchMin', args: { count: MIN_SEARCH_LENGTH } });
  const { term, setTerm, message, setMessage } = search;
  const found: FoundPlayer[] | null = search.found?.map((choice) => ({ customerId: Number(choice.id), name: choice.name })) ?? null;

  const add = async (player: FoundPlayer) => {
    const known = players.some((present) => present.customerId === player.customerId);
    if (!known && players.length >= maxParticipants) {
      setMessage({ key: 'booking.maxPlayers' });
      return;
    }
    setAdding(player.customerId);
    try {
      await onAdd(player);
    } finally {
      setAdding(null);
    }
  };

  return (
    <div className="players-panel">
      <ul className="players-panel__list" aria-label={t('booking.players')}>
        {players.map((player) => (
          <li key={player.customerId} className="players-panel__player players-panel__player--team">
            <span className="players-panel__name">{player.name}</span>
            <select
              className="cz-input players-panel__team"
              aria-label={t('booking.teamOf', { name: player.name })}
              value={player.team}
              onChange={(event) => onTeam(player, Number(event.target.value) as Team)}
            >
              {TEAMS.map((team) => (
                <option key={team} value={team}>
                  {team === -1 ? t('booking.teamNotSet') : t('booking.join.team', { n: team + 1 })}
                </option>
              ))}
            </select>
            <Money value={shareOf(player)} />
            {player.owner ? null : (
              <Button variant="quiet" size="sm" aria-label={t('booking.removePlayer', { name: player.name })} onClick={() => onRemove(player)}>
                <TrashIcon />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('booking.addPlayers')}
      </Button>
      {open ? (
        <Dialog title={t('booking.searchPlayer')} onClose={() => setOpen(false)}>
          <form
            className="players-panel__search"
            onSubmit={(event) => {
              event.preventDefault();
              void search.run();
            }}
          >
            <Field label={t('booking.searchPlayer')} help={t('booking.searchMin', { count: MIN_SEARCH_LENGTH })}>
              <input type="search" maxLength={SEARCH_MAX_LENGTH.customers} value={term} onChange={(event) => setTerm(event.target.value)} />
            </Field>
            <Button type="submit">{t('booking.search')}</Button>
          </form>
          {message ? <p role="alert">{text(message)}</p> : null}
          {found !== null && found.length === 0 ? <p>{t('booking.noPlayersFound')}</p> : null}
          <ul className="players-panel__list">
            {(found ?? []).map((player) => (
              <li key={player.customerId} className="players-panel__player">
                <span>{player.name}</span>
                <Button size="sm" busy={adding === player.customerId} disabled={adding !== null} onClick={() => void add(player)}>
                  {t('booking.add')}
                </Button>
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </div>
  );
}

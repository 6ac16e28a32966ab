import { initialsOf } from '../../booking/match-card-rules';

/**
 * One place of a match's player banner: a photo, else initials on a filled circle, so a player without a photo
 * never looks like a free place (a dashed "+"). The name shows when `showName`, else only to screen readers.
 */
export function PlayerAvatar({
  name,
  photo,
  free,
  freeText,
  showName,
}: {
  name: string | null | undefined;
  photo: string | null;
  free: boolean;
  freeText: string;
  showName: boolean;
}) {
  const label = free ? freeText : (name ?? '');
  return (
    <>
      {free ? (
        <span className="player-avatar player-avatar--free" aria-hidden="true">
          +
        </span>
      ) : photo ? (
        <img src={photo} alt="" className="player-avatar" />
      ) : (
        <span className="player-avatar player-avatar--initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <span className={showName ? 'player-avatar__name' : 'cz-visually-hidden'}>{label}</span>
    </>
  );
}

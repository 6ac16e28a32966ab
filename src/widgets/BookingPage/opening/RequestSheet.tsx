import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/message';
import { useAction } from '../../../api/use-action';
import { useRootStore } from '../../../stores/StoresContext';
import { Button } from '../../../ui/Button/Button';
import { Field } from '../../../ui/Field/Field';
import { ChevronRightIcon, CloseIcon } from '../../../ui/Icon/icons';
import { Sheet } from '../../../ui/Sheet/Sheet';
import type { BookingType } from '../../../booking/booking-rules';
import { useClubMoment } from './club-moment';
import { OPENING_READS, sendOpeningRequest } from './opening-queries';
import { addChoice, moveChoice, removeChoice, sheetOptions, type Opening, type OpeningChoice } from './opening-rules';
import { useChoiceText } from './choice-text';

interface Props {
  type: BookingType;
  /** The day's opening; its `slots` are what the sheet offers (exactly what the server accepts). */
  opening: Opening;
  onClose: () => void;
  onSent: () => void;
}

const ANY = 'any';
const keyOf = (choice: OpeningChoice) => `${choice.resourceId ?? ANY}|${choice.startTime}|${choice.duration}`;

/**
 * The request sheet: up to maxRequests slots in order of preference, each "any court" or a given court, a start
 * time and a duration; reordered with up/down, removed; Send (or Update) replaces the player's one request.
 */
export function RequestSheet({ type, opening, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const { longDate } = useClubMoment();
  const listId = useId();
  const choiceText = useChoiceText(opening.slots);
  const [choices, setChoices] = useState<OpeningChoice[]>(() => opening.myRequest?.choices ?? []);
  const [court, setCourt] = useState<string>(ANY);
  // The chosen court's own times and durations (any court: every court's), exactly what the server accepts.
  const options = useMemo(() => sheetOptions(opening.slots, t('booking.court'), court === ANY ? null : Number(court)), [opening.slots, t, court]);
  const times = options.times;
  const [startTime, setStartTime] = useState<string>(times[0]?.startTime ?? '');
  const time = times.find((entry) => entry.startTime === startTime) ?? times[0];
  const [duration, setDuration] = useState<number | null>(time?.durations[0] ?? null);
  const minutes = time && duration !== null && time.durations.includes(duration) ? duration : (time?.durations[0] ?? null);
  const [said, setSaid] = useState('');
  const sending = useAction(root, () => sendOpeningRequest(root, type.id, opening.date, choices), { invalidates: OPENING_READS, done: () => onSent() });
  const full = choices.length >= opening.maxRequests;
  const candidate: OpeningChoice | null = time && minutes !== null ? { resourceId: court === ANY ? null : Number(court), startTime: time.startTime, duration: minutes } : null;
  const repeated = candidate !== null && choices.some((chosen) => keyOf(chosen) === keyOf(candidate));

  const change = (next: OpeningChoice[], message: string) => {
    setChoices(next);
    setSaid(message);
  };

  return (
    <Sheet
      title={t('booking.opening.sheetTitle', { date: longDate(opening.date) })}
      onClose={onClose}
      className="opening-sheet"
      action={
        <Button variant="primary" block busy={sending.busy} disabled={choices.length === 0} disabledReason={t('booking.opening.chooseOne')} onClick={() => void sending.run()}>
          {opening.myRequest ? t('booking.opening.update') : t('booking.opening.send')}
        </Button>
      }
    >
      <p className="opening__hint">{t('booking.opening.sheetHint', { count: opening.maxRequests })}</p>
      <h4 id={listId} className="opening-sheet__heading">
        {t('booking.opening.yourChoices', { count: choices.length, max: opening.maxRequests })}
      </h4>
      {choices.length === 0 ? (
        <p className="opening__hint">{t('booking.opening.noChoices')}</p>
      ) : (
        <ol className="opening-sheet__choices" aria-labelledby={listId}>
          {choices.map((choice, index) => {
            const words = choiceText(choice);
            return (
              <li key={keyOf(choice)} className="opening-sheet__choice">
                <span className="opening-sheet__rank" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="opening-sheet__words">{words}</span>
                <Button
                  size="sm"
                  variant="quiet"
                  className="opening-sheet__move opening-sheet__move--up"
                  aria-label={t('booking.opening.moveUp', { choice: words })}
                  disabled={index === 0}
                  icon={<ChevronRightIcon size={18} />}
                  onClick={() => change(moveChoice(choices, index, -1), t('booking.opening.movedTo', { choice: words, position: index }))}
                />
                <Button
                  size="sm"
                  variant="quiet"
                  className="opening-sheet__move opening-sheet__move--down"
                  aria-label={t('booking.opening.moveDown', { choice: words })}
                  disabled={index === choices.length - 1}
                  icon={<ChevronRightIcon size={18} />}
                  onClick={() => change(moveChoice(choices, index, 1), t('booking.opening.movedTo', { choice: words, position: index + 2 }))}
                />
                <Button
                  size="sm"
                  variant="quiet"
                  aria-label={t('booking.opening.remove', { choice: words })}
                  icon={<CloseIcon size={18} />}
                  onClick={() => change(removeChoice(choices, index), t('booking.opening.removed', { choice: words }))}
                />
              </li>
            );
          })}
        </ol>
      )}
      {options.times.length === 0 ? (
        <p className="opening__hint">{t('booking.opening.noSlots')}</p>
      ) : (
        <fieldset className="opening-sheet__add">
          <legend className="opening-sheet__heading">{t('booking.opening.addChoice')}</legend>
          <div className="opening-sheet__fields">
            <Field label={t('booking.court')} width="sm">
              <select value={court} onChange={(event) => setCourt(event.target.value)}>
                <option value={ANY}>{t('booking.opening.anyCourt')}</option>
                {options.courts.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('booking.opening.time')} width="sm">
              <select value={time?.startTime ?? ''} onChange={(event) => setStartTime(event.target.value)}>
                {times.map((entry) => (
                  <option key={entry.startTime} value={entry.startTime}>
                    {entry.startTime}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('booking.duration')} width="sm">
              <select value={minutes ?? ''} onChange={(event) => setDuration(Number(event.target.value))}>
                {(time?.durations ?? []).map((option) => (
                  <option key={option} value={option}>
                    {t('booking.minutes', { count: option })}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Button
            disabled={full || repeated || candidate === null}
            disabledReason={full ? t('booking.opening.limit', { count: opening.maxRequests }) : t('booking.opening.already')}
            onClick={() =>
              candidate && change(addChoice(choices, candidate, opening.maxRequests), t('booking.opening.added', { choice: choiceText(candidate), position: choices.length + 1 }))
            }
          >
            {t('booking.opening.add')}
          </Button>
        </fieldset>
      )}
      <p role="status" className="cz-visually-hidden">
        {said}
      </p>
      {sending.message ? (
        <p role="alert" className="booking-notice">
          {text(sending.message)}
        </p>
      ) : null}
    </Sheet>
  );
}

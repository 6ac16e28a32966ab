import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/message';
import { useAction } from '../../../api/use-action';
import { useRootStore } from '../../../stores/StoresContext';
import { Button } from '../../../ui/Button/Button';
import type { BookingType } from '../../../booking/booking-rules';
import { useClubMoment } from './club-moment';
import { Countdown } from './Countdown';
import { invalidateOpening, OPENING_READS, withdrawOpeningRequest } from './opening-queries';
import { countdownTarget, type Opening } from './opening-rules';
import { useChoiceText } from './choice-text';
import { RequestSheet } from './RequestSheet';
import './Opening.css';

interface Props {
  type: BookingType;
  /** The day's opening, with the slots the request sheet offers. */
  opening: Opening;
}

/**
 * A day whose opening has not come (issue 27), instead of the grid. Once the opening instant passes the page asks
 * again, which runs the draw.
 */
export const OpeningWindow = observer(function OpeningWindow({ type, opening }: Props) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const { moment } = useClubMoment();
  const headingId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const withdrawal = useAction(root, () => withdrawOpeningRequest(root, type.id, opening.date), { invalidates: OPENING_READS });
  const [notice, setNotice] = useState<string | null>(null);
  const choiceText = useChoiceText(opening.slots);
  const opens = moment(opening.opensAt);
  const windowStart = moment(opening.windowOpensAt);
  const target = countdownTarget(opening);
  const requesting = opening.state === 'requesting';
  const mine = opening.myRequest;

  const ask = () => {
    if (!root.session.loggedIn) {
      root.ui.openLogin(`/bookings/${type.id}?date=${opening.date}`);
      return;
    }
    setNotice(null);
    setSheetOpen(true);
  };

  const withdraw = async () => {
    if (await withdrawal.run()) setNotice(t('booking.opening.withdrawn'));
  };

  const heading =
    opening.state === 'drawing'
      ? t('booking.opening.drawing')
      : requesting
        ? t('booking.opening.opensAskNow', { day: opens.day, time: opens.time })
        : t('booking.opening.opensAt', { day: opens.day, time: opens.time });

  return (
    <section className="opening" aria-labelledby={headingId}>
      <h3 id={headingId} className="opening__title">
        {heading}
      </h3>
      {opening.state === 'closed' ? <p className="opening__hint">{t('booking.opening.requestsFrom', { day: windowStart.day, time: windowStart.time })}</p> : null}
      {requesting ? <p className="opening__hint">{t('booking.opening.howItWorks', { count: opening.maxRequests })}</p> : null}
      {opening.state === 'drawing' ? (
        <p role="status" className="opening__hint">
          {t('booking.opening.drawingHint')}
        </p>
      ) : null}
      {target ? (
        <Countdown
          key={target}
          until={target}
          label={opening.state === 'closed' ? t('booking.opening.requestsOpenIn') : t('booking.opening.opensIn')}
          onDone={() => invalidateOpening(root)}
        />
      ) : null}
      {opening.state !== 'closed' ? <p className="opening__count">{t('booking.opening.requestCount', { count: opening.requestCount })}</p> : null}
      {mine ? (
        <div className="opening__mine">
          <h4 className="opening__mine-title">{t('booking.opening.yourRequest')}</h4>
          <ol className="opening__choices">
            {mine.choices.map((choice) => (
              <li key={`${choice.resourceId ?? 'any'}|${choice.startTime}|${choice.duration}`}>{choiceText(choice)}</li>
            ))}
          </ol>
          <p className="opening__hint">{t('booking.opening.resultAt', { time: opens.time })}</p>
        </div>
      ) : null}
      {requesting ? (
        <div className="opening__actions">
          <Button variant="primary" onClick={ask} aria-haspopup="dialog">
            {mine ? t('booking.opening.change') : t('booking.opening.ask')}
          </Button>
          {mine ? (
            <Button variant="quiet" busy={withdrawal.busy} onClick={() => void withdraw()}>
              {t('booking.opening.withdraw')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="opening__notice">
        {notice}
      </p>
      {withdrawal.message ? (
        <p role="alert" className="booking-notice">
          {text(withdrawal.message)}
        </p>
      ) : null}
      {sheetOpen ? (
        <RequestSheet
          type={type}
          opening={opening}
          onClose={() => setSheetOpen(false)}
          onSent={() => {
            setSheetOpen(false);
            setNotice(mine ? t('booking.opening.updated') : t('booking.opening.sent'));
          }}
        />
      ) : null}
    </section>
  );
});

import { useTranslation } from 'react-i18next';
import { courtLabel, sheetOptions, type OpeningChoice, type OpeningSlot } from './opening-rules';

/** One chosen slot in words: "Any court at 19:00, 90 min" (a court by its name when the club shows it online). */
export function useChoiceText(slots: readonly OpeningSlot[]) {
  const { t } = useTranslation();
  const courts = sheetOptions(slots, t('booking.court')).courts;
  return (choice: OpeningChoice) =>
    t('booking.opening.choice', {
      court: courtLabel(courts, choice.resourceId) ?? t('booking.opening.anyCourt'),
      time: choice.startTime,
      duration: t('booking.minutes', { count: choice.duration }),
    });
}

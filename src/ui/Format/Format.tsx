import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatWhen, type DateShape } from '../../i18n/dates';
import { formatDeduction, formatValue } from '../../i18n/format-value';
// The one design-system component still reading a store (the club's formats); to become a prop or a ui context.
// eslint-disable-next-line no-restricted-imports
import { useRootStore } from '../../stores/StoresContext';
import './Format.css';

/** An amount in the club's currency and separators, in tabular figures; negative amounts in red. */
export const Money = observer(function Money({ value }: { value: number | null | undefined }) {
  const { settings } = useRootStore();
  const negative = typeof value === 'number' && value < 0;
  return <span className={negative ? 'cz-money cz-money--negative' : 'cz-money'}>{formatValue(value, 'money', settings.formatOptions)}</span>;
});

/**
 * A date (and time) in the one format (src/i18n/dates.ts) and the club's time zone, in a <time> element with tabular
 * figures: "3 Dec 2026 · 19:00" by default, `shape="dayTime"` "Thu 3 Dec · 19:00" for a booking's start.
 */
export const DateTime = observer(function DateTime({ value, withTime = true, shape }: { value: string | null | undefined; withTime?: boolean; shape?: DateShape }) {
  const { settings } = useRootStore();
  const { i18n } = useTranslation();
  if (!value) return null;
  return (
    <time className="cz-datetime" dateTime={value}>
      {formatWhen(value, shape ?? (withTime ? 'dateTime' : 'date'), { ...settings.formatOptions, language: i18n.language })}
    </time>
  );
});

/** A discount or anything taken off: always with a minus sign, in the negative amounts' red. */
export const Deduction = observer(function Deduction({ value }: { value: number | null | undefined }) {
  const { settings } = useRootStore();
  return <span className="cz-money cz-money--negative">{formatDeduction(value, settings.formatOptions)}</span>;
});

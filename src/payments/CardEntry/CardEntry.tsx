import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import type { WidgetProps } from '../../engine/widget-types';
import { useMessageText } from '../../i18n/message';
import type { MessageKey } from '../../i18n/message-key';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Field } from '../../ui/Field/Field';
import {
  checkCard,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  previewNumber,
  type CardBrand,
  type CardField,
  type CardFieldProblem,
  type CardFields,
  type EnteredCard,
} from './card-input';
import './CardEntry.css';

export type { EnteredCard } from './card-input';

/** The card goes to the provider's script, never to our API: no read of ours changes. */
const NO_READS = { queries: { invalidate: () => undefined } };

/** The message key of each brand's name. */
const BRAND_KEYS: Record<CardBrand, MessageKey> = {
  'american express': 'cardEntry.brands.americanExpress',
  visa: 'cardEntry.brands.visa',
  diners: 'cardEntry.brands.diners',
  discover: 'cardEntry.brands.discover',
  jcb: 'cardEntry.brands.jcb',
  maestro: 'cardEntry.brands.maestro',
  mastercard: 'cardEntry.brands.mastercard',
  unionpay: 'cardEntry.brands.unionpay',
  unknown: 'cardEntry.brands.unknown',
};

const INVALID_KEYS: Partial<Record<CardField, MessageKey>> = {
  number: 'cardEntry.invalidNumber',
  expiry: 'cardEntry.invalidExpiry',
  securityCode: 'cardEntry.invalidSecurityCode',
};

/** The four inputs, in order: the spec's field names, autofill tokens and how each formats what is typed. */
const INPUTS: ReadonlyArray<{
  field: CardField;
  name: string;
  label: MessageKey;
  autoComplete: string;
  format: (typed: string, previous: string) => string;
  maxLength?: number;
  placeholder?: string;
  width?: 'sm' | 'xs';
}> = [
  { field: 'name', name: 'name', label: 'cardEntry.name', autoComplete: 'cc-name', maxLength: 20, format: (typed) => typed },
  { field: 'number', name: 'cardnumber', label: 'cardEntry.number', autoComplete: 'cc-number', format: (typed) => formatCardNumber(typed).text },
  { field: 'expiry', name: 'expirationdate', label: 'cardEntry.expiry', autoComplete: 'cc-exp', maxLength: 5, placeholder: 'MM/YY', width: 'sm', format: formatExpiry },
  {
    field: 'securityCode',
    name: 'securitycode',
    label: 'cardEntry.securityCode',
    autoComplete: 'cc-csc',
    maxLength: 4,
    width: 'xs',
    format: (typed) => digitsOf(typed).slice(0, 4),
  },
];

const EMPTY: CardFields = { name: '', number: '', expiry: '', securityCode: '' };

export interface CardEntryProps {
  /**
   * Given by the provider module: receives the entered card and hands it to the provider's own
   * script (tokenization). The widget itself never sends anything anywhere. While a returned
   * promise runs, the submit button is busy.
   */
  onSubmit: (card: EnteredCard) => void | Promise<void>;
  /** The submit button's text ("Pay"). */
  submitLabel?: ReactNode;
  /** A refusal of the provider (declined, tokenization failed), shown under the fields. */
  error?: ReactNode;
  /** Shown as a Cancel button beside the submit one (the popup's way back). */
  onCancel?: () => void;
  /** The clock for the expiry check (tests pin it). */
  now?: () => Date;
}

/**
 * The card form of doc 3 §2.11: name (20 characters), number with the brand's mask, expiry MM/YY
 * and security code, over a live preview of the card that turns to its back while the security
 * code has focus.
 */
export function CardEntry({ onSubmit, submitLabel, error, onCancel, now = () => new Date() }: CardEntryProps) {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<CardField, CardFieldProblem>>>({});
  const [missing, setMissing] = useState(false);
  const [back, setBack] = useState(false);
  // Busy while the provider's module takes the card; a second tap sends nothing.
  const sending = useAction(NO_READS, async (card: EnteredCard) => {
    await onSubmit(card);
    return { data: { ok: true } };
  });
  const busy = sending.busy;
  const text = useMessageText();
  // The provider's refusal (`error`), or what broke while it took the card (Crash).
  const failure = error ?? (sending.message ? text(sending.message) : null);
  const number = formatCardNumber(fields.number);
  const brandName = t(BRAND_KEYS[number.brand]);
  const alertId = `${id}-alert`;

  const change = (field: CardField, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkCard(fields, now());
    if (!check.ok) {
      setProblems(check.problems);
      setMissing(check.missing);
      return;
    }
    setProblems({});
    setMissing(false);
    await sending.run(check.card);
  };

  const problemText = (field: CardField) => {
    const problem = problems[field];
    if (problem === 'required') return t('cardEntry.required');
    const key = problem === 'invalid' ? INVALID_KEYS[field] : undefined;
    return key ? t(key) : undefined;
  };

  return (
    <form className="card-entry" noValidate onSubmit={submit} aria-describedby={missing || failure ? alertId : undefined}>
      <div className={`card-entry__card${back ? ' card-entry__card--back' : ''}`} data-brand={number.brand} aria-hidden="true">
        <div className="card-entry__card-inner">
          <div className="card-entry__face card-entry__face--front">
            <span className="card-entry__brand">{brandName}</span>
            <span className="card-entry__number">{previewNumber(number.digits, number.brand)}</span>
            <span className="card-entry__holder">{fields.name.trim() || t('cardEntry.previewName')}</span>
            <span className="card-entry__expiry">
              <small>{t('cardEntry.previewExpiry')}</small> {fields.expiry || 'MM/YY'}
            </span>
          </div>
          <div className="card-entry__face card-entry__face--back">
            <span className="card-entry__stripe" />
            <span className="card-entry__code">
              <small>{t('cardEntry.securityCode')}</small> {fields.securityCode || '•••'}
            </span>
          </div>
        </div>
      </div>

      <div className="card-entry__fields">
        {INPUTS.map((input) => (
          <Field
            key={input.field}
            label={t(input.label)}
            help={input.field === 'number' ? t('cardEntry.brand', { brand: brandName }) : undefined}
            error={problemText(input.field)}
            required
            width={input.width}
            className={input.width ? undefined : `card-entry__field--${input.field}`}
          >
            <input
              name={input.name}
              type="text"
              inputMode={input.field === 'name' ? undefined : 'numeric'}
              autoComplete={input.autoComplete}
              maxLength={input.maxLength}
              placeholder={input.placeholder}
              value={input.field === 'number' ? number.text : fields[input.field]}
              onFocus={() => setBack(input.field === 'securityCode')}
              onBlur={input.field === 'securityCode' ? () => setBack(false) : undefined}
              onChange={(event) => change(input.field, input.format(event.target.value, fields[input.field]))}
            />
          </Field>
        ))}
      </div>

      {missing || failure ? (
        <p role="alert" id={alertId} className="card-entry__alert">
          {missing ? t('cardEntry.fillAllFields') : failure}
        </p>
      ) : null}

      <div className="card-entry__actions">
        {onCancel ? (
          <Button variant="quiet" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel ?? t('cardEntry.submit')}
        </Button>
      </div>
    </form>
  );
}

export interface CardEntryDialogProps extends CardEntryProps {
  /** Closing the popup (Escape, the close button, Cancel). */
  onClose: () => void;
  title?: ReactNode;
}

/** The card form as a popup: how NetPay and Authorize.Net ask for the card (doc 3 §4.3). */
export function CardEntryDialog({ onClose, title, ...form }: CardEntryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title ?? t('cardEntry.title')} onClose={onClose} className="card-entry-dialog">
      <CardEntry onCancel={onClose} {...form} />
    </Dialog>
  );
}

/**
 * The widget by manifest name (`cardEntry`): the provider module that renders it passes its
 * callback in the options (`onSubmit`, and `onClose` with `popup: true` for the popup). Without a
 * callback the form keeps what is typed to itself.
 */
export default function CardEntryWidget({ options }: WidgetProps) {
  const onSubmit = typeof options['onSubmit'] === 'function' ? (options['onSubmit'] as CardEntryProps['onSubmit']) : () => undefined;
  const onClose = typeof options['onClose'] === 'function' ? (options['onClose'] as () => void) : undefined;
  if (options['popup'] === true && onClose) return <CardEntryDialog onSubmit={onSubmit} onClose={onClose} />;
  return <CardEntry onSubmit={onSubmit} onCancel={onClose} />;
}

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '../../domain/money';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Field, PasswordInput } from '../../ui/Field/Field';
import { useRootStore } from '../../stores/StoresContext';
import { Money } from '../../ui/Format/Format';
import { detailFields, detailsComplete, detailsEditing } from './checkout-flow';
import type { ADDRESS_FIELDS, ProblemPlace } from './checkout-rules';
import { Choices } from './CheckoutParts';
import type { CheckoutView } from './use-checkout';

type Problem = (place: ProblemPlace) => string | undefined;

/** The element Pay focuses for a problem (checkout-flow's PROBLEM_ORDER). */
export const problemId = (place: ProblemPlace) => `checkout-problem-${place}`;

/**
 * Who pays: one line when complete, else the form; a visitor always gets the form and registers with it (doc 3
 * §5.1); the address only when something is shipped.
 */
export const CheckoutDetails = observer(function CheckoutDetails({ checkout, problem }: { checkout: CheckoutView; problem: Problem }) {
  const { t } = useTranslation();
  const { flow, dispatch, loggedIn, shipping } = checkout;
  const { form } = flow;
  const title = shipping ? t('checkout.delivery') : t('checkout.details');
  if (!detailsEditing(flow, loggedIn, shipping)) {
    const who = [`${form.name} ${form.surname}`.trim(), form.email].filter(Boolean).join(' · ');
    const where = shipping ? [form.addressLine1, `${form.postalCode} ${form.city}`.trim()].filter(Boolean).join(', ') : '';
    return (
      <Card className="checkout__details checkout__details--folded">
        <p className="checkout__who">
          <span className="checkout__who-title">{title}</span>
          <span>{who}</span>
          {where ? <span className="checkout__meta">{where}</span> : null}
        </p>
        <Button size="sm" variant="quiet" aria-label={t('checkout.changeDetails')} onClick={() => dispatch({ type: 'details', open: true })}>
          {t('checkout.change')}
        </Button>
      </Card>
    );
  }
  const canFold = loggedIn && detailsComplete(form, shipping);
  return (
    <Card
      title={title}
      className="checkout__details"
      action={
        canFold ? (
          <Button size="sm" variant="quiet" onClick={() => dispatch({ type: 'details', open: false })}>
            {t('checkout.detailsDone')}
          </Button>
        ) : undefined
      }
    >
      {problem('login') ? (
        <p className="checkout__error" role="alert" id={problemId('login')} tabIndex={-1}>
          {problem('login')}
        </p>
      ) : null}
      <div className="checkout__fields">
        {detailFields(loggedIn, shipping).map((field) => (
          <Field key={field} label={t(`fields.${field}`)} required={!loggedIn || shipping} error={problem(field)} width={field === 'postalCode' ? 'sm' : 'full'}>
            <input
              id={problemId(field)}
              className="cz-input"
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
              value={form[field]}
              onChange={(event) => dispatch({ type: 'field', field, value: event.target.value })}
            />
          </Field>
        ))}
      </div>
      {loggedIn ? null : (
        <div className="checkout__account">
          <h3 className="checkout__subtitle">{t('checkout.account')}</h3>
          <p className="checkout__hint">{t('checkout.accountHint')}</p>
          <div className="checkout__fields">
            <Field label={t('fields.password')} required error={problem('password')} width="full">
              <PasswordInput
                id={problemId('password')}
                autoComplete="new-password"
                value={form.password}
                onChange={(event) => dispatch({ type: 'field', field: 'password', value: event.target.value })}
              />
            </Field>
            <Field label={t('fields.repeatPassword')} required error={problem('password2')} width="full">
              <PasswordInput
                id={problemId('password2')}
                autoComplete="new-password"
                value={form.password2}
                onChange={(event) => dispatch({ type: 'field', field: 'password2', value: event.target.value })}
              />
            </Field>
          </div>
          <label className="checkout__check">
            <input type="checkbox" checked={form.okRss} onChange={(event) => dispatch({ type: 'field', field: 'okRss', value: event.target.checked })} /> {t('fields.okRss')}
          </label>
        </div>
      )}
    </Card>
  );
});

/** The transport choice, only when the cart holds something to ship: each with its logo (doc 3 §6), name and delivery time. */
export const CheckoutTransport = observer(function CheckoutTransport({ checkout, problem }: { checkout: CheckoutView; problem: Problem }) {
  const { t } = useTranslation();
  const { settings } = useRootStore();
  const { flow, dispatch } = checkout;
  return (
    <Card title={t('checkout.transport')}>
      <Choices legend={t('checkout.transport')} error={problem('transport')} legendRepeatsTitle>
        {checkout.transports.map((candidate, index) => (
          <label key={candidate.id} className="checkout__choice">
            <input
              type="radio"
              name="transport"
              id={index === 0 ? problemId('transport') : undefined}
              checked={candidate.id === flow.transportId}
              onChange={() => dispatch({ type: 'transport', id: candidate.id })}
            />
            <span className="checkout__transport">
              {candidate.logo ? <img className="checkout__transport-logo" src={settings.uploadUrl(candidate.logo) ?? undefined} alt="" width={40} height={40} /> : null}
              <span>
                {candidate.name}
                {candidate.deliveryTime ? <span className="checkout__meta"> · {candidate.deliveryTime}</span> : null}
              </span>
            </span>
            <Money value={shownAmount(candidate.product?.grossPrice, candidate.product?.netPrice, checkout.withTaxes) ?? 0} />
          </label>
        ))}
      </Choices>
    </Card>
  );
});

const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  name: 'given-name',
  surname: 'family-name',
  addressLine1: 'address-line1',
  city: 'address-level2',
  town: 'address-level3',
  country: 'country-name',
  postalCode: 'postal-code',
  email: 'email',
  phone: 'tel',
};

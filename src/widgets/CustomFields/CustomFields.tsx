import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { envelope } from '../../api/client';
import { customerUpdate } from '../../engine/actions-by-area/account';
import { asArray, isRecord } from '../../engine/data-path';
import { useScope } from '../../engine/render-contexts';
import { customerIdOf, refusalMessage } from '../../engine/sources/answers';
import { CRASH, useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { customFieldValues, initialInput, type CustomField, type CustomFieldInput as Value } from './custom-field-values';
import { CustomFieldInput } from './CustomFieldInput';
import { buttonClass } from '../../ui/Button/Button';

type Outcome = { tone: 'success' | 'error'; message: Message } | null;

/**
 * The club's own questions about the customer (doc 1 §2.16), under the personal data.
 * Saved with the loaded profile, since the server wants the whole record on each save.
 */
function CustomFields() {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const scope = useScope();
  const baseId = useId();
  const fields = asArray(isRecord(scope) ? scope.customFields : undefined) as CustomField[];
  const [inputs, setInputs] = useState<Record<number, Value>>(() => Object.fromEntries(fields.map((field) => [field.customFieldId ?? -1, initialInput(field)])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);

  if (fields.length === 0) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      const customerId = customerIdOf(root);
      const values = customFieldValues(fields, inputs);
      const body = { ...customerUpdate(customerId, scope, {}), customFields: values };
      const answer = envelope(await root.client.POST('/api/publicacademycustomers/put-json', { body }));
      if (answer.ok) {
        setErrors({});
        setOutcome({ tone: 'success', message: { key: 'common.dataModified' } });
        // The page's other nodes read the saved values from the same data in scope.
        // eslint-disable-next-line react-hooks/immutability
        if (isRecord(scope)) scope.customFields = fields.map((field, index) => ({ ...field, value: values[index]?.value ?? null }));
      } else {
        setErrors(answer.errors ?? {});
        setOutcome({ tone: 'error', message: refusalMessage(answer) });
      }
    } catch (error) {
      console.error(error);
      setOutcome({ tone: 'error', message: CRASH });
    } finally {
      setSaving(false);
    }
  };

  const headingId = `${baseId}-heading`;
  return (
    <section className="custom-fields" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.customFields')}</h2>
      <form className="manifest-form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {fields.map((field) => {
          const key = field.customFieldId ?? -1;
          return (
            <CustomFieldInput
              key={key}
              id={`${baseId}-${key}`}
              field={field}
              value={inputs[key] ?? initialInput(field)}
              error={field.name ? errors[field.name] : undefined}
              onChange={(value) => setInputs((current) => ({ ...current, [key]: value }))}
            />
          );
        })}
        {outcome ? (
          <p role={outcome.tone === 'error' ? 'alert' : 'status'} className={`form-outcome form-outcome--${outcome.tone}`}>
            {text(outcome.message)}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('primary')} disabled={saving}>
          {t('common.save')}
        </button>
      </form>
    </section>
  );
}

export default observer(CustomFields);

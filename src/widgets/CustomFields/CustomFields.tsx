import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { envelope } from '../../api/client';
import { customerUpdate, SAVED_CUSTOMER } from '../../engine/actions-by-area/account';
import { asArray } from '../../engine/data-path';
import { isRecord } from '../../domain/is-record';
import { useScope } from '../../engine/render-contexts';
import { customerIdOf } from '../../engine/sources/answers';
import { refusalMessage, succeeded, type CallResult } from '../../api/answers';
import { useAction } from '../../api/use-action';
import { useMessageText } from '../../i18n/message';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { customFieldValues, initialInput, type CustomField, type CustomFieldInput as Value } from './custom-field-values';
import { CustomFieldInput } from './CustomFieldInput';
import { Button } from '../../ui/Button/Button';
import { addCompanion, slotNear } from '../../sections/form/form-companions';
import type { SubmitResult } from '../../sections/form/submit-result';

/** Saves the custom fields over a customer record: the server wants the whole record on each save. */
function saveCustomFields(root: RootStore, record: unknown, values: ReturnType<typeof customFieldValues>) {
  return root.client.POST('/api/publicacademycustomers/put-json', { body: { ...customerUpdate(customerIdOf(root), record, {}), customFields: values } });
}

/**
 * The club's own questions about the customer (doc 1 §2.16), under the personal data: inside the personal-data
 * form when there is one beside it (its one Save saves them too), else with a Save of their own. Saved with the
 * loaded profile, since the server wants the whole record on each save.
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
  const anchor = useRef<HTMLSpanElement>(null);
  const [slot, setSlot] = useState<Element | null>(null);

  // Beside a form (the personal data tab), the fields join that form and its one Save; alone, they keep their own.
  useLayoutEffect(() => {
    const here = anchor.current;
    if (!here) return;
    const found = slotNear(here);
    if (found) {
      setSlot(found);
      return;
    }
    // The form beside may still be loading its code: take its slot when it appears.
    const observer = new MutationObserver(() => {
      const appeared = slotNear(here);
      if (appeared) {
        observer.disconnect();
        setSlot(appeared);
      }
    });
    observer.observe(here.closest('[role="tabpanel"]') ?? here.closest('section') ?? document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [fields.length]);

  /** A refusal's field errors go under their fields; what to show above them. */
  const refused = (result: CallResult<unknown>) => {
    const answer = envelope(result);
    setErrors((isRecord(answer) && isRecord(answer.errors) ? (answer.errors as Record<string, string>) : null) ?? {});
    return refusalMessage(answer);
  };
  // Alone, the fields' own Save over the customer loaded; the page's other nodes read the saved values when the customer loads again.
  const saving = useAction(root, () => saveCustomFields(root, scope, customFieldValues(fields, inputs)), {
    invalidates: SAVED_CUSTOMER,
    refused,
    done: () => {
      setErrors({});
      return { key: 'common.dataModified' };
    },
  });
  // Inside a form, saved by its Save once the form's own save went through (a part of that form's action), over
  // the record that save left.
  const save = async (saved?: unknown): Promise<SubmitResult> => {
    const result = await saveCustomFields(root, saved ?? scope, customFieldValues(fields, inputs));
    if (!succeeded(result)) return { ok: false, message: refused(result) };
    setErrors({});
    root.queries.invalidate(...SAVED_CUSTOMER);
    return { ok: true };
  };
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => (slot ? addCompanion(slot, (saved) => saveRef.current(saved)) : undefined), [slot]);

  if (fields.length === 0) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saving.run();
  };

  const headingId = `${baseId}-heading`;
  const inputsOf = fields.map((field) => {
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
  });
  if (slot) {
    return (
      <>
        <span ref={anchor} hidden />
        {createPortal(
          <fieldset className="cz-fieldset custom-fields">
            <legend className="cz-fieldset__legend">{t('account.customFields')}</legend>
            {inputsOf}
          </fieldset>,
          slot,
        )}
      </>
    );
  }
  return (
    <section className="custom-fields" aria-labelledby={headingId}>
      <span ref={anchor} hidden />
      <h2 id={headingId}>{t('account.customFields')}</h2>
      <form className="manifest-form" noValidate onSubmit={submit} aria-busy={saving.busy || undefined}>
        {inputsOf}
        {saving.message ? (
          <p role={saving.ok ? 'status' : 'alert'} className={`form-outcome form-outcome--${saving.ok ? 'success' : 'error'}`}>
            {text(saving.message)}
          </p>
        ) : null}
        <Button type="submit" variant="primary" busy={saving.busy}>
          {t('common.save')}
        </Button>
      </form>
    </section>
  );
}

export default observer(CustomFields);

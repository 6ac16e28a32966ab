import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFile } from '../../generated/schemas/manifest';
import { hasErrors, validateField, validateForm, type CheckRule, type FieldValue, type FormValues } from '../../engine/validation';
import { refusalFieldErrors } from './refusal-fields';
import { Button } from '../../ui/Button/Button';
import { CRASH, useMessageText, type Message } from '../../i18n/message';
import { fieldWidgets as defaultFieldWidgets, type FieldWidgetMap } from './field-widgets';
import { FormFieldRow } from './FormFieldRow';
import { initialFormValues } from './form-values';
import type { SubmitResult } from './submit-result';

export interface FormSectionProps {
  form: FormFile;
  onSubmit: (values: FormValues) => Promise<SubmitResult> | SubmitResult;
  initialValues?: Record<string, unknown>;
  /** Field widgets added to, or replacing, the standard ones. */
  fieldWidgets?: FieldWidgetMap;
  /** Checks read from the contract of the operation the form sends to (see engine/contract-rules). */
  contractRules?: Readonly<Record<string, readonly CheckRule[]>>;
}

type Outcome = { tone: 'success' | 'error'; message: Message } | null;

const NO_RULES: Readonly<Record<string, readonly CheckRule[]>> = {};

export function FormSection({ form, onSubmit, initialValues, fieldWidgets: addedFieldWidgets, contractRules = NO_RULES }: FormSectionProps) {
  const fieldWidgets = addedFieldWidgets ? { ...defaultFieldWidgets, ...addedFieldWidgets } : defaultFieldWidgets;
  const { t } = useTranslation();
  const text = useMessageText();
  const formId = useId();
  const [values, setValues] = useState<FormValues>(() => initialFormValues(form.fields, initialValues));
  const [errors, setErrors] = useState<Record<string, Message[]>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const showErrors = form.showErrors !== false;
  const fieldId = (name: string) => `${formId}-${name}`;

  const change = (name: string, value: FieldValue) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once the user has tried to submit, errors follow their typing instead of lingering.
    if (attempted && showErrors) {
      const field = form.fields.find((candidate) => candidate.name === name);
      setErrors((current) => ({ ...current, [name]: validateField(value, [...(field?.rules ?? []), ...(contractRules[name] ?? [])], next) }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setOutcome(null);
    const clientErrors = validateForm(form.fields, values, contractRules);
    if (hasErrors(clientErrors)) {
      if (showErrors) {
        setErrors(clientErrors);
        const firstInvalid = form.fields.find((field) => clientErrors[field.name]);
        if (firstInvalid) document.getElementById(fieldId(firstInvalid.name))?.focus();
      }
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await onSubmit(values);
      if (result.ok) {
        const message = result.message ?? (form.successMessage ? { key: form.successMessage } : null);
        setOutcome(message ? { tone: 'success', message } : null);
      } else {
        // A refusal naming one of the fields (`body/email …`) goes under that field.
        // The summary stays above the form unless it was itself turned into a field's error.
        const fromMessage = result.fieldErrors
          ? undefined
          : refusalFieldErrors(
              result.message,
              form.fields.map((field) => ({ name: field.name, label: t(field.label) })),
            );
        setErrors(result.fieldErrors ?? fromMessage ?? {});
        setOutcome(result.message && !fromMessage ? { tone: 'error', message: result.message } : null);
      }
    } catch (error) {
      console.error(error);
      setOutcome({ tone: 'error', message: CRASH });
    } finally {
      setSubmitting(false);
    }
  };

  if (outcome?.tone === 'success' && form.hideOnSuccess) {
    return (
      <p role="status" className="form-outcome form-outcome--success">
        {text(outcome.message)}
      </p>
    );
  }

  return (
    <form className="manifest-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      {form.fields.map((field) => (
        <FormFieldRow
          key={field.name}
          id={fieldId(field.name)}
          field={field}
          widget={fieldWidgets[field.widget]}
          value={values[field.name]}
          errors={errors[field.name] ?? []}
          onChange={(value) => change(field.name, value)}
        />
      ))}
      {outcome ? (
        <p role={outcome.tone === 'error' ? 'alert' : 'status'} className={`form-outcome form-outcome--${outcome.tone}`}>
          {text(outcome.message)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" busy={submitting}>
        {t(form.submitLabel)}
      </Button>
    </form>
  );
}

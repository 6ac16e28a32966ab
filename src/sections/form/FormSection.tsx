import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFile } from '../../generated/schemas/manifest';
import { hasErrors, validateField, validateForm, type CheckRule, type FieldValue, type FormValues } from '../../engine/validation';
import { refusalFieldErrors } from './refusal-fields';
import { Button } from '../../ui/Button/Button';
import { CRASH, useMessageText, type Message } from '../../i18n/message';
import { fieldWidgets as defaultFieldWidgets, type FieldWidgetMap } from './field-widgets';
import { FormFieldRow } from './FormFieldRow';
import { COMPANION_SLOT_ATTRIBUTE, saveCompanions } from './form-companions';
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

type FormFieldSpec = FormFile['fields'][number];
type FormGroup = NonNullable<FormFile['groups']>[number];

type FormPart = { field: FormFieldSpec } | { group: FormGroup; fields: FormFieldSpec[] };

/** The form's fields in order, a group's fields drawn together where its first field is. */
export function formLayout(form: FormFile): FormPart[] {
  const groups = form.groups ?? [];
  const groupOf = new Map<string, FormGroup>();
  for (const group of groups) for (const name of group.fields) groupOf.set(name, group);
  const drawn = new Set<FormGroup>();
  return form.fields.flatMap((field): FormPart[] => {
    const group = groupOf.get(field.name);
    if (!group) return [{ field }];
    if (drawn.has(group)) return [];
    drawn.add(group);
    return [{ group, fields: form.fields.filter((candidate) => groupOf.get(candidate.name) === group) }];
  });
}

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
  const companionSlot = useRef<HTMLDivElement>(null);
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
      const own = await onSubmit(values);
      // The fields other widgets draw in this form are saved by the same Save, once the form's own went through.
      const companions = own.ok ? await saveCompanions(companionSlot.current, own.saved) : own;
      const result = companions.ok ? own : companions;
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

  const row = (field: FormFile['fields'][number]) => (
    <FormFieldRow
      key={field.name}
      id={fieldId(field.name)}
      field={field}
      widget={fieldWidgets[field.widget]}
      value={values[field.name]}
      errors={errors[field.name] ?? []}
      onChange={(value) => change(field.name, value)}
    />
  );

  return (
    <form className="manifest-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      {formLayout(form).map((part) => {
        if (!('group' in part)) return row(part.field);
        const { group, fields } = part;
        const title = t(group.title);
        if (!group.collapsed) {
          return (
            <fieldset key={group.title} className="cz-fieldset manifest-form__group">
              <legend className="cz-fieldset__legend">{title}</legend>
              {fields.map(row)}
            </fieldset>
          );
        }
        const filled = fields.filter((field) => values[field.name] !== undefined && values[field.name] !== null && values[field.name] !== '').length;
        const failing = fields.some((field) => (errors[field.name] ?? []).length > 0);
        return (
          <details key={group.title} className="manifest-form__disclosure" open={failing || undefined}>
            <summary>
              {title}
              {filled > 0 ? <span className="manifest-form__count"> ({filled})</span> : null}
            </summary>
            <div className="manifest-form__disclosure-body">{fields.map(row)}</div>
          </details>
        );
      })}
      <div {...{ [COMPANION_SLOT_ATTRIBUTE]: '' }} ref={companionSlot} className="manifest-form__companions" />
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

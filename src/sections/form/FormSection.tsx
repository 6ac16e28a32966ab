import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFile } from '../../generated/schemas/manifest';
import { hasErrors, validateField, validateForm, type CheckRule, type FieldValue, type FormValues } from '../../engine/validation';
import { refusalFieldErrors } from './refusal-fields';
import { Button } from '../../ui/Button/Button';
import { useMessageText, type Message } from '../../i18n/message';
import { useAction } from '../../api/use-action';
import { fieldWidgets as defaultFieldWidgets, type FieldWidgetMap } from './field-widgets';
import { FormFieldRow } from './FormFieldRow';
import { COMPANION_SLOT_ATTRIBUTE, saveCompanions } from './form-companions';
import { initialFormValues } from './form-values';
import type { SubmitResult } from './submit-result';

type Outcome = { tone: 'success' | 'error'; message: Message } | null;

export interface FormSectionProps {
  form: FormFile;
  onSubmit: (values: FormValues) => Promise<SubmitResult> | SubmitResult;
  initialValues?: Record<string, unknown>;
  /** Field widgets added to, or replacing, the standard ones. */
  fieldWidgets?: FieldWidgetMap;
  /** Checks read from the contract of the operation the form sends to (see engine/contract-rules). */
  contractRules?: Readonly<Record<string, readonly CheckRule[]>>;
}

/**
 * The reads a form's write changed are named by its result and reloaded by whoever bound the form to its action
 * (FormNodeView): the form itself has nothing to invalidate.
 */
const NOTHING_TO_INVALIDATE = { queries: { invalidate: () => undefined } };

type FormFieldSpec = FormFile['fields'][number];
type FormGroup = NonNullable<FormFile['groups']>[number];

type FormPart = { field: FormFieldSpec } | { group: FormGroup; fields: FormFieldSpec[] };

/** The form's fields in order, a group's fields drawn together where its first field is. */
function formLayout(form: FormFile): FormPart[] {
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

  // The form's own save, then its companions' in order; the first refusal is the form's.
  const send = async (sent: FormValues): Promise<{ data: SubmitResult }> => {
    const own = await onSubmit(sent);
    // The fields other widgets draw in this form are saved by the same Save, once the form's own went through.
    const companions = own.ok ? await saveCompanions(companionSlot.current, own.saved) : own;
    return { data: companions.ok ? own : companions };
  };
  const submission = useAction(NOTHING_TO_INVALIDATE, send, {
    done: (result) => (result.ok ? result.message : undefined) ?? (form.successMessage ? { key: form.successMessage } : null),
    refused: ({ data: result }) => {
      if (result.ok) return null;
      // A refusal naming one of the fields (`body/email …`) goes under that field.
      // The summary stays above the form unless it was itself turned into a field's error.
      const fromMessage = result.fieldErrors
        ? undefined
        : refusalFieldErrors(
            result.message,
            form.fields.map((field) => ({ name: field.name, label: t(field.label) })),
          );
      setErrors(result.fieldErrors ?? fromMessage ?? {});
      return result.message && !fromMessage ? result.message : null;
    },
  });
  const outcome: Outcome = submission.message ? { tone: submission.ok ? 'success' : 'error', message: submission.message } : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second tap while the save is under way sends nothing (useAction ignores it too).
    if (submission.busy) return;
    setAttempted(true);
    const clientErrors = validateForm(form.fields, values, contractRules);
    if (hasErrors(clientErrors)) {
      submission.clear();
      if (showErrors) {
        setErrors(clientErrors);
        const firstInvalid = form.fields.find((field) => clientErrors[field.name]);
        if (firstInvalid) document.getElementById(fieldId(firstInvalid.name))?.focus();
      }
      return;
    }
    setErrors({});
    await submission.run(values);
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
    <form className="manifest-form" noValidate onSubmit={submit} aria-busy={submission.busy || undefined}>
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
      <Button type="submit" variant="primary" busy={submission.busy}>
        {t(form.submitLabel)}
      </Button>
    </form>
  );
}

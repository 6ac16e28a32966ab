import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { envelope } from '../../api/client';
import { useAction } from '../../api/use-action';
import { clubLocalTime } from '../../domain/club-time';
import type { components } from '../../generated/api';
import { CRASH, useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { outcomeOf, type SignUpOutcome } from '../sign-up';
import { NodeError } from '../../engine/NodeError';
import { CATEGORY_KEY, LEGAL_KEY, NEWS_KEY, PARTNER_KEY, repeatedPickListOption, toRjsfForm, type MappedField } from './form-schema';
import { RjsfForm } from './RjsfForm';
import type { DynamicFormContext } from './field-frame';
import './DynamicForm.css';

type Schemas = components['schemas'];
type Values = Record<string, unknown>;

export interface DynamicFormDialogProps {
  parentName: string;
  parentId: number;
  customerId: number;
  title: string;
  definition: Schemas['DynamicFormDefinition'];
  partner: boolean;
  categories: Schemas['ActivityCategory'][];
  onClose: () => void;
  /** A saved form's outcome (done or sales to pay); refusals stay in the popup. */
  onSaved: (outcome: SignUpOutcome) => void;
}

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The multipart body of dynamicforms/save: the ids, the answers as Fields[i].id/name/value, then the files (doc 2 §7). */
export function saveBody(props: Pick<DynamicFormDialogProps, 'parentName' | 'parentId' | 'customerId'>, fields: MappedField[], data: Values, files: Map<string, File[]>): FormData {
  const body = new FormData();
  body.append('parentName', props.parentName);
  body.append('parentId', String(props.parentId));
  body.append('customerId', String(props.customerId));
  if (data[PARTNER_KEY] !== undefined) body.append('partnerCustomerId', asText(data[PARTNER_KEY]));
  if (data[CATEGORY_KEY] !== undefined) body.append('activityCategoryId', asText(data[CATEGORY_KEY]));
  body.append('okRss', String(data[NEWS_KEY] === true));
  body.append('acceptConditions', String(data[LEGAL_KEY] === true));
  fields
    .filter((mapped) => !mapped.display)
    .forEach((mapped, index) => {
      body.append(`Fields[${index}].id`, String(mapped.field.id));
      body.append(`Fields[${index}].name`, mapped.field.name ?? '');
      body.append(`Fields[${index}].value`, asText(data[mapped.key]));
    });
  // Files last: the server reads the text parts before the first file.
  for (const mapped of fields.filter((each) => each.file)) for (const file of files.get(mapped.key) ?? []) body.append('files', file, file.name);
  return body;
}

/** The server's field errors (by field name, or partner / category / legal) as rjsf's extra errors on those fields. */
export function fieldErrorsOf(fields: MappedField[], errors: Record<string, string>): ErrorSchema {
  const byName = new Map(fields.map((mapped) => [mapped.field.name, mapped.key]));
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [name, message] of Object.entries(errors)) {
    const key = byName.get(name) ?? ([PARTNER_KEY, CATEGORY_KEY, LEGAL_KEY].includes(name) ? name : undefined);
    if (key) schema[key] = { __errors: [message] };
  }
  return schema as ErrorSchema;
}

/**
 * The server's field errors still standing once the form data changed: a field's error goes when its value
 * changes (the user answered it), the others stay, and so does the block on saving; none left is undefined
 * (rjsf blocks a submit on any extraErrors object, even an empty one).
 */
function standingErrors(errors: ErrorSchema | undefined, before: Values, after: Values): ErrorSchema | undefined {
  if (!errors) return undefined;
  const left = Object.entries(errors).filter(([key]) => before[key] === after[key]);
  return left.length > 0 ? (Object.fromEntries(left) as ErrorSchema) : undefined;
}

/**
 * The sign-up form popup: the club's form through @rjsf/core with our widgets, plus partner, category and legal
 * checks. A definition whose pick list repeats an option is refused with a visible error, as the engine refuses a
 * manifest form whose radio pills repeat a value (doc 3 §5.2).
 */
export function DynamicFormDialog(props: DynamicFormDialogProps) {
  const repeat = repeatedPickListOption(props.definition);
  if (!repeat) return <SignUpForm {...props} />;
  return (
    <Dialog title={props.title} onClose={props.onClose} className="dynamic-form-dialog">
      <NodeError
        message={`Form "${props.definition.name ?? props.parentName}": the options of "${repeat.field}" repeat "${repeat.value}" at #${repeat.path} (choice items must have unique values)`}
      />
    </Dialog>
  );
}

function SignUpForm(props: DynamicFormDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  // The club's today when the form opens: its date fields take days from it on (doc 3 §9).
  const [today] = useState(() => clubLocalTime(Date.now(), root.settings.settings?.TimeZone || 'UTC').date);
  const mapped = useMemo(
    () => toRjsfForm(props.definition, { partner: props.partner, categories: props.categories, legalChecks: props.definition.legalChecks === true, today }),
    [props.definition, props.partner, props.categories, today],
  );
  const [files] = useState(() => new Map<string, File[]>());
  const [partnerName, setPartnerName] = useState<string>();
  const context: DynamicFormContext = { files, partnerName, setPartnerName };
  const [data, setData] = useState<Values>(mapped.formData);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [tried, setTried] = useState(false);
  const saving = useAction(
    root,
    (values: Values) => {
      const body = saveBody(props, mapped.fields, values, files);
      return root.client.POST('/api/dynamicforms/save', {
        body: { parentName: props.parentName, parentId: props.parentId, customerId: props.customerId },
        bodySerializer: () => body,
      });
    },
    {
      // A refusal's field errors show on their fields (and block saving until answered), its message above the buttons.
      refused: (result) => {
        const outcome = outcomeOf(envelope(result));
        // Not ok is always a refusal here (outcomeOf reads ok as useAction does); the narrowing is for the types.
        if (outcome.kind !== 'refused') return CRASH;
        const onFields = fieldErrorsOf(mapped.fields, outcome.fieldErrors);
        setServerErrors(Object.keys(onFields).length > 0 ? onFields : undefined);
        return outcome.message;
      },
      done: (answer) => props.onSaved(outcomeOf(answer)),
    },
  );
  const message = saving.message;

  return (
    <Dialog title={props.title} onClose={props.onClose} className="dynamic-form-dialog">
      <RjsfForm<Values>
        className="dynamic-form"
        schema={mapped.schema}
        uiSchema={mapped.uiSchema}
        formData={data}
        formContext={context}
        extraErrors={serverErrors}
        // Saving stays blocked while the server's field errors stand (doc 2 §5: no saving while any error exists).
        extraErrorsBlockSubmit
        liveValidate={tried ? 'onChange' : false}
        onChange={(event) => {
          const next = event.formData as Values;
          setServerErrors((errors) => standingErrors(errors, data, next));
          setData(next);
        }}
        onError={() => {
          setTried(true);
          saving.refuse({ key: 'dynamicForm.fixErrors' });
        }}
        onSubmit={(event) => void saving.run(event.formData as Values)}
      >
        {message ? (
          <p role="alert" className="dynamic-form__message">
            {text(message)}
          </p>
        ) : null}
        <div className="dynamic-form__actions">
          <Button type="button" variant="secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={saving.busy}>
            {t('activities.save')}
          </Button>
        </div>
      </RjsfForm>
    </Dialog>
  );
}

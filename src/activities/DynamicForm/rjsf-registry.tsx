import type { FieldTemplateProps, ObjectFieldTemplateProps, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, useMessageText, useOptionKey, type Message } from '../../i18n/message';
import { sanitizeHtml } from '../../sections/sanitize-html';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { FileButton } from '../../ui/Button/FileButton';
import { Field, PasswordInput, type FieldControlProps } from '../../ui/Field/Field';
import { MIN_SEARCH_LENGTH } from '../../widgets/booking-support/booking-rules';
import { DateTimeWidget, DateWidget, HourWidget } from './DateTimeWidgets';
import { lookupCallOf, searchCustomers, type Choice } from './lookup-calls';

/** What the form shares with its widgets: the files chosen per field (they are not form data) and the partner's name. */
export interface DynamicFormContext {
  files: Map<string, File[]>;
  partnerName?: string;
  setPartnerName?: (name: string) => void;
}

const optionsOf = (props: WidgetProps) => props.options as Record<string, unknown>;

/** The field's label: the club's own text, or one of ours (partner, category, legal) by locale key. */
function useLabel(props: WidgetProps): string {
  const { t } = useTranslation();
  const key = useOptionKey()(optionsOf(props).labelKey);
  return key ? t(key) : props.label;
}

/** A design-system Field around one control, with rjsf's first error for it. */
function FieldFor({ props, children, help, error }: { props: WidgetProps; children: ReactElement<FieldControlProps>; help?: string; error?: string }) {
  const label = useLabel(props);
  return (
    <Field label={label} required={props.required} error={error ?? props.rawErrors?.[0]} help={help} width="full">
      {children}
    </Field>
  );
}

function inputWidget(type: string, extra: Record<string, string> = {}) {
  return function InputWidget(props: WidgetProps) {
    return (
      <FieldFor props={props}>
        <input
          id={props.id}
          type={type}
          className="cz-input"
          value={typeof props.value === 'string' ? props.value : ''}
          disabled={props.disabled || props.readonly}
          onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={() => props.onBlur(props.id, props.value)}
          onFocus={() => props.onFocus(props.id, props.value)}
          {...extra}
        />
      </FieldFor>
    );
  };
}

function TextareaWidget(props: WidgetProps) {
  return (
    <FieldFor props={props}>
      <textarea
        id={props.id}
        className="cz-input"
        rows={4}
        value={typeof props.value === 'string' ? props.value : ''}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => props.onBlur(props.id, props.value)}
      />
    </FieldFor>
  );
}

function PasswordWidget(props: WidgetProps) {
  return (
    <FieldFor props={props}>
      <PasswordInput
        id={props.id}
        autoComplete="off"
        value={typeof props.value === 'string' ? props.value : ''}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
      />
    </FieldFor>
  );
}

function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const options = props.options.enumOptions ?? [];
  const numeric = props.schema.type === 'integer';
  const index = options.findIndex((option) => option.value === props.value);
  return (
    <FieldFor props={props}>
      <select
        id={props.id}
        className="cz-input"
        value={index < 0 ? '' : String(index)}
        onChange={(event) => {
          const chosen = options[Number(event.target.value)];
          props.onChange(event.target.value === '' || !chosen ? undefined : numeric ? Number(chosen.value) : chosen.value);
        }}
      >
        <option value="">{t('dynamicForm.choose')}</option>
        {options.map((option, position) => (
          <option key={String(option.value)} value={String(position)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFor>
  );
}

function CheckboxWidget(props: WidgetProps) {
  const label = useLabel(props);
  const legal = optionsOf(props).legal === true;
  const { t } = useTranslation();
  const error = props.rawErrors?.[0];
  return (
    <div className={`dynamic-form__check ${error ? 'dynamic-form__check--invalid' : ''}`}>
      <input
        id={props.id}
        type="checkbox"
        checked={props.value === true}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${props.id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>
        {label}
        {props.required && !legal ? <span aria-hidden="true"> *</span> : null}
        {legal ? (
          <>
            {' '}
            <a href="/legal-general-conditions" target="_blank" rel="noreferrer">
              {t('dynamicForm.readConditions')}
            </a>
          </>
        ) : null}
      </label>
      {error ? (
        <p id={`${props.id}-error`} className="cz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * FileLoader / ImageLoader: the design system's file chooser — a "Choose files" button in the page's language (the
 * browser's own input, whose words are the browser's, stays hidden and focusable), the chosen files' names, and
 * Remove to choose none again.
 */
function FilesWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const label = useLabel(props);
  const context = props.registry.formContext as DynamicFormContext;
  const options = optionsOf(props);
  const input = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<string[]>(() => (context.files.get(props.name) ?? []).map((file) => file.name));
  const choose = (files: File[]) => {
    context.files.set(props.name, files);
    setNames(files.map((file) => file.name));
    props.onChange(files.length === 0 ? undefined : files.map((file) => file.name).join(', '));
  };
  const error = props.rawErrors?.[0];
  const ids = { label: `${props.id}-label`, names: `${props.id}-names`, help: `${props.id}-help`, error: `${props.id}-error` };
  return (
    <div className={`cz-field cz-field--full${error ? ' cz-field--invalid' : ''}`}>
      <span id={ids.label} className="cz-field__label">
        {label}
        {props.required ? (
          <span className="cz-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
      <div className="dynamic-form__files">
        <input
          ref={input}
          id={props.id}
          type="file"
          className="cz-visually-hidden dynamic-form__file-input"
          accept={String(options.accept ?? '')}
          multiple={options.multiple === true}
          aria-labelledby={ids.label}
          aria-describedby={[ids.names, ids.help, error ? ids.error : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => choose([...(event.target.files ?? [])])}
        />
        <FileButton htmlFor={props.id} size="sm">
          {t(options.multiple === true ? 'dynamicForm.chooseFiles' : 'dynamicForm.chooseFile')}
        </FileButton>
        <span id={ids.names} className={names.length > 0 ? 'dynamic-form__file-names' : 'dynamic-form__file-names dynamic-form__file-names--none'}>
          {names.length > 0 ? names.join(', ') : t('dynamicForm.noFileChosen')}
        </span>
        {names.length > 0 ? (
          <Button
            variant="quiet"
            size="sm"
            onClick={() => {
              if (input.current) input.current.value = '';
              choose([]);
            }}
          >
            {t('dynamicForm.removeFiles')}
          </Button>
        ) : null}
      </div>
      <p id={ids.help} className="cz-field__help">
        {t('dynamicForm.filesHelp')}
      </p>
      {error ? (
        <p id={ids.error} className="cz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A search of at least 3 characters, then a choice among the results: the partner and Lookup fields. */
function SearchChoice({
  props,
  search,
  chosenName,
  onChosen,
}: {
  props: WidgetProps;
  search: (text: string) => Promise<Choice[]>;
  chosenName?: string;
  onChosen: (choice: Choice) => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const label = useLabel(props);
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Choice[] | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const run = async () => {
    setMessage(null);
    if (term.trim().length < MIN_SEARCH_LENGTH) {
      setMessage({ key: 'dynamicForm.searchMin', args: { count: MIN_SEARCH_LENGTH } });
      return;
    }
    try {
      setFound(await search(term.trim()));
    } catch (failure) {
      setMessage(failureMessage(failure));
    }
  };
  const error = props.rawErrors?.[0];
  return (
    <div className="dynamic-form__search">
      <Field label={label} required={props.required} error={message ? text(message) : error} help={t('dynamicForm.searchMin', { count: MIN_SEARCH_LENGTH })} width="full">
        <input
          id={props.id}
          type="search"
          className="cz-input"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void run();
            }
          }}
        />
      </Field>
      <Button type="button" variant="secondary" onClick={() => void run()}>
        {t('dynamicForm.search')}
      </Button>
      {props.value !== undefined && chosenName ? (
        <p className="dynamic-form__chosen" role="status">
          {t('dynamicForm.chosen', { name: chosenName })}
        </p>
      ) : null}
      {found !== null && found.length === 0 ? <p>{t('dynamicForm.nothingFound')}</p> : null}
      {found && found.length > 0 ? (
        <ul className="dynamic-form__results" aria-label={t('dynamicForm.results')}>
          {found.map((choice) => (
            <li key={choice.id}>
              <span>{choice.name}</span>
              <Button
                type="button"
                size="sm"
                onClick={() => {
                  onChosen(choice);
                  setFound(null);
                }}
              >
                {t('dynamicForm.choose')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PartnerWidget(props: WidgetProps) {
  const root = useRootStore();
  const context = props.registry.formContext as DynamicFormContext;
  const [name, setName] = useState(context.partnerName);
  return (
    <SearchChoice
      props={props}
      search={(text) => searchCustomers(root, text).then((found) => found.filter((choice) => choice.id !== root.session.customerId))}
      chosenName={name}
      onChosen={(choice) => {
        setName(choice.name);
        context.setPartnerName?.(choice.name);
        props.onChange(Number(choice.id));
      }}
    />
  );
}

function LookupWidget(props: WidgetProps) {
  const root = useRootStore();
  const { t } = useTranslation();
  const [name, setName] = useState<string>();
  const controller = String(optionsOf(props).controller ?? '');
  const call = lookupCallOf(controller);
  if (!call) {
    // A look-up list the contract has no call for (README, "Look-up lists"): the field says so on itself, its
    // search left disabled.
    return (
      <FieldFor props={props} error={t('dynamicForm.unknownLookup', { controller })}>
        <input id={props.id} type="search" className="cz-input" disabled />
      </FieldFor>
    );
  }
  return (
    <SearchChoice
      props={props}
      search={(text) => call(root, text)}
      chosenName={name}
      onChosen={(choice) => {
        setName(choice.name);
        props.onChange(String(choice.id));
      }}
    />
  );
}

/** Display-only fields: the definition's value shown (a text, a link, an image, sanitized HTML, a colour). */
function shownOf(props: WidgetProps): string {
  return String(optionsOf(props).shown ?? '');
}

function LabelWidget(props: WidgetProps) {
  return (
    <p className="dynamic-form__label">
      <strong>{props.label}</strong> {shownOf(props)}
    </p>
  );
}

function HrefWidget(props: WidgetProps) {
  const url = shownOf(props);
  const safe = /^https?:\/\//i.test(url) || url.startsWith('/');
  return (
    <p className="dynamic-form__label">
      {safe ? (
        <a href={url} target="_blank" rel="noreferrer">
          {props.label}
        </a>
      ) : (
        props.label
      )}
    </p>
  );
}

function ImageWidget(props: WidgetProps) {
  const root = useRootStore();
  const source = root.settings.uploadUrl(shownOf(props));
  return source ? <img className="dynamic-form__image" src={source} alt={props.label} /> : null;
}

function HtmlWidget(props: WidgetProps) {
  // The club's HTML, sanitized like every server HTML block.
  return <div className="dynamic-form__html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(shownOf(props)) }} />;
}

function LabelPasswordWidget(props: WidgetProps) {
  return (
    <p className="dynamic-form__label">
      <strong>{props.label}</strong> {'•'.repeat(Math.min(shownOf(props).length, 12))}
    </p>
  );
}

function ColorLabelWidget(props: WidgetProps) {
  const colour = /^#[0-9a-fA-F]{3,8}$/.test(shownOf(props)) ? shownOf(props) : 'transparent';
  return (
    <p className="dynamic-form__label">
      <strong>{props.label}</strong>{' '}
      <svg width="24" height="24" aria-hidden="true" focusable="false" className="dynamic-form__swatch">
        <rect width="24" height="24" rx="4" fill={colour} />
      </svg>{' '}
      {shownOf(props)}
    </p>
  );
}

/** The widgets of the dynamic form by the names form-schema.ts gives them: rjsf looks each up in this registry. */
export const DYNAMIC_FORM_WIDGETS: RegistryWidgetsType = {
  czText: inputWidget('text'),
  czEmail: inputWidget('email', { autoComplete: 'email' }),
  czDate: DateWidget,
  czDateTime: DateTimeWidget,
  czHour: HourWidget,
  czColor: inputWidget('color'),
  czCurrency: inputWidget('text', { inputMode: 'decimal' }),
  czTextarea: TextareaWidget,
  czPassword: PasswordWidget,
  czSelect: SelectWidget,
  czCheckbox: CheckboxWidget,
  czLegal: CheckboxWidget,
  czFiles: FilesWidget,
  czPartner: PartnerWidget,
  czLookup: LookupWidget,
  czLabel: LabelWidget,
  czHref: HrefWidget,
  czImage: ImageWidget,
  czHtml: HtmlWidget,
  czLabelPassword: LabelPasswordWidget,
  czColorLabel: ColorLabelWidget,
};

/** One row of the form: col1 label columns and col2 control columns out of 12 on wide screens, stacked on phones. */
function FieldTemplate({ children, uiSchema, hidden, id }: FieldTemplateProps) {
  if (id === 'root') return <>{children}</>;
  if (hidden) return <div className="dynamic-form__hidden">{children}</div>;
  const options = (uiSchema?.['ui:options'] ?? {}) as { col1?: number; col2?: number };
  const col1 = options.col1 ?? 4;
  const col2 = options.col2 ?? 8;
  return <div className={`dynamic-form__row dynamic-form__row--l${col1} dynamic-form__row--c${col2}`}>{children}</div>;
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="dynamic-form__fields">{properties.map((property) => property.content)}</div>;
}

/** Errors show on their fields (and a summary above the buttons), not in rjsf's own list. */
function NoErrorList() {
  return null;
}

export const DYNAMIC_FORM_TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: NoErrorList,
};

import type { FieldTemplateProps, ObjectFieldTemplateProps, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button/Button';
import { FileButton } from '../../ui/Button/FileButton';
import { PasswordInput } from '../../ui/Field/Field';
import { DateTimeWidget, DateWidget, HourWidget } from './DateTimeWidgets';
import { FieldFor, optionsOf, useLabel, type DynamicFormContext } from './field-frame';
import { LookupWidget, PartnerWidget } from './search-widgets';
import { ColorLabelWidget, HrefWidget, HtmlWidget, ImageWidget, LabelPasswordWidget, LabelWidget } from './display-widgets';

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
 * FileLoader / ImageLoader: a "Choose files" button in the page's language (the browser's input, whose words are
 * the browser's, stays hidden and focusable), the chosen files' names, and Remove to choose none again.
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

import Form, { type FormProps } from '@rjsf/core';
import type { RegistryWidgetsType, TemplatesType, ValidatorType } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormValidator, type FormMessageKey } from './form-validator';
import { DYNAMIC_FORM_TEMPLATES, DYNAMIC_FORM_WIDGETS } from './rjsf-registry';

/** A form whose values the server checks as a whole (the club settings' file when it is published): nothing to check here. */
const SERVER_CHECKS: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: <Result,>() => ({ errors: [] as Result[] }),
};

export interface RjsfFormProps<T extends object> extends Omit<FormProps<T>, 'validator' | 'widgets' | 'templates' | 'showErrorList' | 'noHtml5Validate'> {
  /** Widgets beside the dynamic form's, by name (or in place of one of them). */
  widgets?: RegistryWidgetsType;
  /** Templates in place of the dynamic form's. */
  templates?: Partial<TemplatesType>;
  /** `values`: each value is checked by the dynamic form's rules, the problems in the page's language; `server`: the server checks the whole. */
  checks?: 'values' | 'server';
}

/**
 * The portal's one rjsf form: our widgets and templates on the design system, errors on their fields (no list, no
 * browser bubbles), and a validator without ajv's generated code, which the Content-Security-Policy (no eval) refuses.
 */
export function RjsfForm<T extends object>({ widgets, templates, checks = 'values', children, ...props }: RjsfFormProps<T>) {
  const { t } = useTranslation();
  const validator = useMemo(() => (checks === 'server' ? SERVER_CHECKS : createFormValidator((key: FormMessageKey) => t(key))), [checks, t]);
  const allWidgets = useMemo(() => ({ ...DYNAMIC_FORM_WIDGETS, ...widgets }), [widgets]);
  const allTemplates = useMemo(() => ({ ...DYNAMIC_FORM_TEMPLATES, ...templates }), [templates]);
  return (
    <Form<T> {...props} validator={validator} widgets={allWidgets} templates={allTemplates} showErrorList={false} noHtml5Validate>
      {children}
    </Form>
  );
}

// What every widget of the dynamic form's registry shares: the form's context, a field's options, label and frame.
import type { WidgetProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionKey } from '../../i18n/message';
import { Field, type FieldControlProps } from '../../ui/Field/Field';

/** What the form shares with its widgets: the files chosen per field (they are not form data) and the partner's name. */
export interface DynamicFormContext {
  files: Map<string, File[]>;
  partnerName?: string;
  setPartnerName?: (name: string) => void;
}

export const optionsOf = (props: WidgetProps) => props.options as Record<string, unknown>;

/** The field's label: the club's own text, or one of ours (partner, category, legal) by locale key. */
export function useLabel(props: WidgetProps): string {
  const { t } = useTranslation();
  const key = useOptionKey()(optionsOf(props).labelKey);
  return key ? t(key) : props.label;
}

/** A design-system Field around one control, with rjsf's first error for it. */
export function FieldFor({ props, children, help, error }: { props: WidgetProps; children: ReactElement<FieldControlProps>; help?: string; error?: string }) {
  const label = useLabel(props);
  return (
    <Field label={label} required={props.required} error={error ?? props.rawErrors?.[0]} help={help} width="full">
      {children}
    </Field>
  );
}

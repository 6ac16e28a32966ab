import { Suspense, use, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFormActions } from '../../engine/actions';
import { manifestForm } from '../../engine/manifest-forms';
import { NodeError } from '../../engine/NodeError';
import type { FormValues } from '../../engine/validation';
import type { WidgetProps } from '../../engine/widget-types';
import { FormSection } from '../../sections/form/FormSection';
import { useRootStore } from '../../stores/StoresContext';

const DEFAULT_FORM = 'info-request';

function InfoRequestForm({ formId }: { formId: string }) {
  const root = useRootStore();
  const form = use(manifestForm(formId));
  const action = use(loadFormActions()).infoRequest;
  if (!action) return <NodeError message='Unknown action "infoRequest"' />;
  const submit = (values: FormValues) => action(values, { root, params: {}, scope: undefined, query: {} });
  return <FormSection form={form} onSubmit={submit} />;
}

/** The footer's Request More Info form; after success only the thank-you text stays (doc 1 §2.5). */
export function InfoRequest({ options }: WidgetProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const formId = typeof options.form === 'string' ? options.form : DEFAULT_FORM;
  return (
    <section className="info-request" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('footer.requestInfo')}</h2>
      <Suspense fallback={<div className="data-loading" aria-busy="true" />}>
        <InfoRequestForm formId={formId} />
      </Suspense>
    </section>
  );
}

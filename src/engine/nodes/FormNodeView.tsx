import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRootStore } from '../../stores/StoresContext';
import { isRecord } from '../data-path';
import { useEngine } from '../EngineContext';
import type { FormNode } from '../manifest-types';
import { NodeError } from '../NodeError';
import { usePageContext, useScope } from '../render-contexts';
import type { FormValues } from '../validation';

// Forms load with the first page that shows one: the home page has none above the fold.
const FormSection = lazy(() => import('../../sections/form/FormSection').then((module) => ({ default: module.FormSection })));

export function FormNodeView({ node }: { node: FormNode }) {
  const { forms, params } = usePageContext();
  const { actions, fieldWidgets } = useEngine();
  const scope = useScope();
  const root = useRootStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = forms[node.form];
  const action = actions[node.submit];
  if (!form) return <NodeError message={`Unknown form "${node.form}"`} />;
  if (!action) return <NodeError message={`Unknown action "${node.submit}" for form "${node.form}"`} />;

  const submit = async (values: FormValues) => {
    const result = await action(values, { root, params, scope, query: Object.fromEntries(searchParams) });
    if (result.navigateTo) {
      // Another site (e.g. the app that asked to link an account) is left through the browser.
      if (/^https?:\/\//i.test(result.navigateTo)) root.navigate(result.navigateTo);
      else navigate(result.navigateTo);
    }
    return result;
  };
  return (
    <Suspense fallback={<div className="form-loading" aria-busy="true" />}>
      <FormSection form={form} onSubmit={submit} initialValues={isRecord(scope) ? scope : undefined} fieldWidgets={fieldWidgets} />
    </Suspense>
  );
}

import { Suspense, use } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRootStore } from '../../stores/StoresContext';
import { loadFormActions, type FormAction } from '../actions';
import { useContractRules } from '../contract-rules';
import { isRecord } from '../../domain/is-record';
import { useEngine } from '../EngineContext';
import type { FormFile, FormNode } from '../../generated/schemas/manifest';
import { repeatedPillMessage, repeatedRadioPills } from '../manifest-radio-pills';
import { NodeError } from '../NodeError';
import { usePageContext, useScope } from '../render-contexts';
import type { FormValues } from '../validation';
import type { Invalidation } from '../../api/query-keys';
import { FormSection } from '../../sections/form/FormSection';

function BoundForm({ form, action, actionName }: { form: FormFile; action: FormAction; actionName: string }) {
  const contractRules = useContractRules(actionName);
  const { params } = usePageContext();
  const { fieldWidgets } = useEngine();
  const scope = useScope();
  const root = useRootStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const submit = async (values: FormValues) => {
    const result = await action(values, { root, params, scope, query: Object.fromEntries(searchParams) });
    // A write went through: the reads it names load again (the page's data nodes reading them among them).
    if (result.ok && result.invalidates && result.invalidates.length > 0) root.queries.invalidate(...(result.invalidates as [Invalidation, ...Invalidation[]]));
    if (result.navigateTo) {
      // Another site (e.g. the app that asked to link an account) is left through the browser.
      if (/^https?:\/\//i.test(result.navigateTo)) root.navigate(result.navigateTo);
      else navigate(result.navigateTo);
    }
    return result;
  };
  return <FormSection form={form} onSubmit={submit} initialValues={isRecord(scope) ? scope : undefined} fieldWidgets={fieldWidgets} contractRules={contractRules} />;
}

function AreaActionForm({ node, form }: { node: FormNode; form: FormFile }) {
  const actions = use(loadFormActions());
  const action = Object.hasOwn(actions, node.submit) ? actions[node.submit] : undefined;
  if (!action) return <NodeError message={`Unknown action "${node.submit}" for form "${node.form}"`} />;
  return <BoundForm form={form} action={action} actionName={node.submit} />;
}

export function FormNodeView({ node }: { node: FormNode }) {
  const { forms } = usePageContext();
  const { actions } = useEngine();
  const form = forms[node.form];
  if (!form) return <NodeError message={`Unknown form "${node.form}"`} />;
  // Radio pills must have unique values (doc 3 §5.2): such a form is refused on screen, not half-working.
  const repeat = repeatedRadioPills(form)[0];
  if (repeat) return <NodeError message={repeatedPillMessage(node.form, repeat)} />;
  const added = Object.hasOwn(actions, node.submit) ? actions[node.submit] : undefined;
  return (
    <Suspense fallback={<div className="form-loading" aria-busy="true" />}>
      {added ? <BoundForm form={form} action={added} actionName={node.submit} /> : <AreaActionForm node={node} form={form} />}
    </Suspense>
  );
}

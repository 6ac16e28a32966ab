import { useNavigate } from 'react-router-dom';
import { FormSection } from '../../sections/form/FormSection';
import { useRootStore } from '../../stores/StoresContext';
import { isRecord } from '../data-path';
import { useEngine } from '../EngineContext';
import type { FormNode } from '../manifest-types';
import { NodeError } from '../NodeError';
import { usePageContext, useScope } from '../render-contexts';
import type { FormValues } from '../validation';

export function FormNodeView({ node }: { node: FormNode }) {
  const { forms, params } = usePageContext();
  const { actions, fieldWidgets } = useEngine();
  const scope = useScope();
  const root = useRootStore();
  const navigate = useNavigate();
  const form = forms[node.form];
  const action = actions[node.submit];
  if (!form) return <NodeError message={`Unknown form "${node.form}"`} />;
  if (!action) return <NodeError message={`Unknown action "${node.submit}" for form "${node.form}"`} />;

  const submit = async (values: FormValues) => {
    const result = await action(values, { root, params, scope });
    if (result.ok && result.navigateTo) navigate(result.navigateTo);
    return result;
  };
  return (
    <FormSection
      form={form}
      onSubmit={submit}
      initialValues={isRecord(scope) ? scope : undefined}
      fieldWidgets={fieldWidgets}
    />
  );
}

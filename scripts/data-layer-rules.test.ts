import { describe, expect, it } from 'vitest';
import { dataLayerFindings, findingsIn } from './data-layer-rules';

/** useAction is the busy flow. */
const THE_RULE_ITSELF = ['src/api/use-action.ts'];

describe('one data layer, one way to write', () => {
  it('the portal reads through queries, writes through useAction, an engine action or a store, and copies nothing with a reaction', () => {
    // No file is let off: each finding names its file, line and rule.
    expect(findingsIn(process.cwd()).filter((finding) => !THE_RULE_ITSELF.includes(finding.file))).toEqual([]);
  });

  it('catches a reaction copying an answer into a store', () => {
    const planted =
      "import { makeAutoObservable, reaction } from 'mobx';\nexport const copy = (root) => reaction(() => root.queries.read(['listMemberships']), (state) => root.catalog.set(state));\n";
    expect(dataLayerFindings('src/stores/Planted.ts', planted)).toEqual([{ file: 'src/stores/Planted.ts', line: 1, rule: 'MobX reaction' }]);
  });

  it('catches a client call in a component, and lets the same call through inside a query or a useAction', () => {
    const inEffect = "useEffect(() => {\n  void root.client.GET('/api/publicmemberships/list').then(setList);\n}, []);\n";
    expect(dataLayerFindings('src/widgets/Planted/Planted.tsx', inEffect)).toEqual([
      { file: 'src/widgets/Planted/Planted.tsx', line: 2, rule: 'client call outside a query, an action or a store' },
    ]);
    const inQuery = "const list = query(['listMemberships'], (signal) => okAnswer(root.client.GET('/api/publicmemberships/list', { signal })));\n";
    const inAction = "const stop = useAction(root, () => root.client.POST('/api/publicmemberships/stop', {}));\n";
    const runByAction = "async function stop(root) {\n  return root.client.POST('/api/publicmemberships/stop', {});\n}\nconst stopping = useAction(root, () => stop(root));\n";
    expect(dataLayerFindings('src/widgets/Planted/Planted.tsx', inQuery + inAction + runByAction)).toEqual([]);
  });

  it('catches a hand-written busy flag', () => {
    const planted = 'const [busy, setBusy] = useState(false);\nconst [open, setOpen] = useState(false);\n';
    expect(dataLayerFindings('src/widgets/Planted/Planted.tsx', planted)).toEqual([{ file: 'src/widgets/Planted/Planted.tsx', line: 1, rule: 'hand-written busy flag' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { dataLayerFindings, findingsIn } from './data-layer-rules';

/**
 * Still outside the rule, each for its reason: the activity sign-up settles in steps, and a design-system piece keeps
 * its own busy state. A new file never joins this list: it reads through a query and writes through useAction.
 */
const NOT_YET = [
  'src/activities/sign-up.ts',
  'src/ui/Button/ConfirmButton.tsx',
  'src/widgets/CustomFields/CustomFields.tsx',
  'src/widgets/DocumentDownload/DocumentDownload.tsx',
  'src/widgets/LevelProviderLink/LevelProviderLink.tsx',
];
/** useAction is the busy flow. */
const THE_RULE_ITSELF = ['src/api/use-action.ts'];

describe('one data layer, one way to write', () => {
  it('the portal reads through queries, writes through useAction, an engine action or a store, and copies nothing with a reaction', () => {
    const files = [...new Set(findingsIn(process.cwd()).map((finding) => finding.file))].filter((file) => !THE_RULE_ITSELF.includes(file));
    expect(files.sort()).toEqual(NOT_YET);
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

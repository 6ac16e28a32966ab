// The portal's one data layer and one way to write, checked on its sources (scripts/data-layer-rules.test.ts):
// server data is read through the QueryCache (a query, or a store's getter over one) and written through useAction,
// an engine action or a store. Nothing copies an answer with a MobX reaction.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const CLIENT_CALL = /^(GET|POST|PUT|DELETE|PATCH)$/;
/** A write or read may call the client directly in these places: the stores, the client itself, the boot, the engine's sources and actions. */
const CALLERS = [/^src\/(stores|api|app)\//, /^src\/engine\/(sources|actions-by-area)\//, /-(queries|actions?)\.ts$/];
/** The calls a client call may sit in: a query's load, a useAction's call. */
const WRAPPERS = new Set(['query', 'useAction']);
/** MobX's side-effect runners: a store derives with getters instead. */
const REACTIONS = new Set(['reaction', 'autorun', 'when']);

export interface Finding {
  file: string;
  line: number;
  rule: 'client call outside a query, an action or a store' | 'MobX reaction' | 'hand-written busy flag';
}

function calleeName(node: ts.CallExpression): string | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** The name of the module-level function a node is in (a declaration, or an arrow given to a const). */
function topLevelFunction(node: ts.Node): string | null {
  let name: string | null = null;
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) && at.name) name = at.name.text;
    else if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && at.initializer && (ts.isArrowFunction(at.initializer) || ts.isFunctionExpression(at.initializer)))
      name = at.name.text;
  }
  return name;
}

/** Whether the node is inside a query's or a useAction's arguments, or in a function of the file called there (the write a useAction runs). */
function insideWrapper(node: ts.Node, calledInWrappers: ReadonlySet<string>): boolean {
  for (let at = node.parent; at; at = at.parent) if (ts.isCallExpression(at) && WRAPPERS.has(calleeName(at) ?? '')) return true;
  const outer = topLevelFunction(node);
  return outer !== null && calledInWrappers.has(outer);
}

/** The functions called inside the file's query and useAction calls. */
function namesCalledInWrappers(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const collect = (node: ts.Node, inside: boolean): void => {
    const wrapper = ts.isCallExpression(node) && WRAPPERS.has(calleeName(node) ?? '');
    if (inside && ts.isCallExpression(node) && ts.isIdentifier(node.expression)) names.add(node.expression.text);
    ts.forEachChild(node, (child) => collect(child, inside || wrapper));
  };
  collect(source, false);
  return names;
}

/** What one portal source breaks of the rules; `file` is its path from the repository's root. */
export function dataLayerFindings(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const at = (node: ts.Node, rule: Finding['rule']) => findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, rule });
  const mayCall = CALLERS.some((pattern) => pattern.test(file));
  const calledInWrappers = namesCalledInWrappers(source);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === 'mobx') {
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamedImports(named) && named.elements.some((element) => REACTIONS.has((element.propertyName ?? element.name).text))) at(node, 'MobX reaction');
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && CLIENT_CALL.test(node.expression.name.text)) {
      const owner = node.expression.expression;
      const isClient = (ts.isPropertyAccessExpression(owner) && owner.name.text === 'client') || (ts.isIdentifier(owner) && owner.text === 'client');
      if (isClient && !mayCall && !insideWrapper(node, calledInWrappers)) at(node, 'client call outside a query, an action or a store');
    }
    // `const [busy, setBusy] = useState(false)`: the busy flow useAction already is.
    if (
      ts.isVariableDeclaration(node) &&
      ts.isArrayBindingPattern(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      calleeName(node.initializer) === 'useState'
    ) {
      const first = node.name.elements[0];
      if (first && ts.isBindingElement(first) && ts.isIdentifier(first.name) && /^(busy|sending|saving|deleting|working|submitting)$/.test(first.name.text))
        at(node, 'hand-written busy flag');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** The portal's production sources: src without the server, generated code, tests and test support. */
export function portalSources(root: string, dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const name = relative(root, path);
    if (entry.isDirectory()) return /^src\/(server|generated)$/.test(name) ? [] : portalSources(root, path);
    return /\.tsx?$/.test(entry.name) && !/(\.test\.tsx?|\.d\.ts|test-[\w-]+\.tsx?|fake-[\w-]+\.ts|test-support\.ts)$/.test(entry.name) ? [name] : [];
  });
}

export function findingsIn(root: string): Finding[] {
  return portalSources(root).flatMap((file) => dataLayerFindings(file, readFileSync(join(root, file), 'utf8')));
}

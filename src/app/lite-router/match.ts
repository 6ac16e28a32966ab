// Path matching as react-router 7 does it (its compilePath expression: static and `:param` segments, optional
// `:param?`, a `*` splat, case-insensitive, trailing slashes ignored); <Routes> decodes the params and prefers
// the route with more static segments (react-router's ranking, which the portal's routes reduce to this).

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  pathname: string;
  pattern: { path: string; caseSensitive: boolean; end: boolean };
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** react-router's compilePath: the pattern as a case-insensitive expression and the names of its params. */
function compile(path: string, end: boolean): { expression: RegExp; names: string[] } {
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (whole: string, name: string, optional: string | undefined, index: number, text: string) => {
      names.push(name);
      if (!optional) return '/([^\\/]+)';
      const next = text.charAt(index + whole.length);
      return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
    })
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2')}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else source += '(?:(?=\\/|$))';
  return { expression: new RegExp(source, 'i'), names };
}

const compiled = new Map<string, ReturnType<typeof compile>>();

const asWritten = (value: string) => value;

/** Like react-router's matchPath(pattern, pathname): the params as written in the address, or null. */
export function matchPath(pattern: string | { path: string; end?: boolean }, pathname: string, read: (value: string) => string = asWritten): PathMatch | null {
  const path = typeof pattern === 'string' ? pattern : pattern.path;
  const end = typeof pattern === 'string' ? true : pattern.end !== false;
  const cacheKey = `${end}${path}`;
  let pathPattern = compiled.get(cacheKey);
  if (!pathPattern) {
    pathPattern = compile(path, end);
    compiled.set(cacheKey, pathPattern);
  }
  const found = pathPattern.expression.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  pathPattern.names.forEach((name, index) => {
    const value = found[index + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : read(value).replace(/%2F/g, '/');
  });
  return { params, pathname: found[0], pattern: { path, caseSensitive: false, end } };
}

function rank(pattern: string): number {
  // react-router's scores: a static segment 10, a dynamic one 3, a splat -2.
  return segmentsOf(pattern).reduce((score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), 0);
}

/** The index of the best route for a pathname, or -1; params decoded, as <Routes> gives them. */
export function bestRoute(patterns: readonly string[], pathname: string): { index: number; params: Params } {
  let best = { index: -1, params: {} as Params, score: -Infinity };
  patterns.forEach((pattern, index) => {
    const found = matchPath(pattern, pathname, decode);
    if (!found) return;
    const score = rank(pattern);
    if (score > best.score) best = { index, params: found.params, score };
  });
  return { index: best.index, params: best.params };
}

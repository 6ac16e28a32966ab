// The portal's build uses this instead of react-router-dom (vite.config.ts aliases it): the part of it the portal
// uses — BrowserRouter over the History API (its state in react-router's shape, so location.key survives a reload),
// Routes/Route, Link, NavLink, Navigate and the hooks — in about 1.5 KB of gzip JavaScript instead of 12 on every
// first paint. lite-router.test.tsx holds it to react-router's answers; the unit tests keep the package.
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { bestRoute, type Params } from './match';

export { matchPath } from './match';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}
type Action = 'POP' | 'PUSH' | 'REPLACE';
type To = string | { pathname?: string; search?: string; hash?: string };
interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
interface RouterState {
  location: Location;
  action: Action;
  navigate(to: To | number, options?: NavigateOptions): void;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Params>({});

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('react-router hooks need a <BrowserRouter>');
  return router;
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const history = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: history?.usr ?? null, key: history?.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A `to` as the path, search and hash it names, resolved against the current address. */
function resolve(to: To, from: Location): { pathname: string; search: string; hash: string } {
  const text = typeof to === 'string' ? to : `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(text, `http://portal${from.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const hrefOf = (path: { pathname: string; search: string; hash: string }) => `${path.pathname}${path.search}${path.hash}`;

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [current, setCurrent] = useState<{ location: Location; action: Action }>(() => ({ location: currentLocation(), action: 'POP' }));

  useEffect(() => {
    const onPop = () => setCurrent({ location: currentLocation(), action: 'POP' });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const target = resolve(to, currentLocation());
    const index = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + (options.replace ? 0 : 1);
    const key = newKey();
    const record = { usr: options.state ?? null, key, idx: index };
    if (options.replace) window.history.replaceState(record, '', hrefOf(target));
    else window.history.pushState(record, '', hrefOf(target));
    setCurrent({ location: { ...target, state: options.state ?? null, key }, action: options.replace ? 'REPLACE' : 'PUSH' });
  }, []);

  const value = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function Route(_props: { path?: string; element?: ReactNode }): ReactElement | null {
  // Read by <Routes>, never rendered on its own.
  return null;
}

export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouter();
  const routes = Children.toArray(children).filter((child): child is ReactElement<{ path?: string; element?: ReactNode }> => isValidElement(child));
  const { index, params } = bestRoute(
    routes.map((route) => route.props.path ?? '*'),
    location.pathname,
  );
  const route = routes[index];
  if (!route) return null;
  return <ParamsContext.Provider value={params}>{route.props.element}</ParamsContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): Action {
  return useRouter().action;
}

export function useNavigate(): RouterState['navigate'] {
  return useRouter().navigate;
}

export function useParams(): Params {
  return useContext(ParamsContext);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = new URLSearchParams(value).toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, setParams];
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { navigate } = useRouter();
  const target = typeof to === 'string' ? to : JSON.stringify(to);
  useEffect(() => {
    navigate(typeof to === 'string' ? to : (JSON.parse(target) as To), { replace, state });
    // Navigates once per target, as react-router's does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (!!target && target !== '_self');
}

export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const path = resolve(to, location);
  const href = hrefOf(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event, target)) return;
    event.preventDefault();
    // A link to where the visitor already is replaces the entry, as react-router's does.
    navigate(to, { replace: replace ?? hrefOf(location) === href, state });
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & { end?: boolean; className?: string | ((state: { isActive: boolean }) => string | undefined) };

export function NavLink({ end, className, to, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const target = resolve(to, location)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const here = location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} to={to} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
}

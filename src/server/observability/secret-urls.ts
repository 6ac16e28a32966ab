import { readFileSync } from 'node:fs';
import { isSecretName, REDACTED } from './secret-names';
import { redactedCardNumbers } from './card-numbers';

/** A path whose segments are literals or parameters, the secret ones marked. */
type Template = Array<{ literal: string } | { secret: boolean }>;

/**
 * A path pattern in the contract's (`/api/publictickets/download-ticket/{token}`) or the router's and the
 * manifest's syntax (`/customer/activate/:token`, `/bookings/:bookingTypeId?`): each pattern it stands for
 * (an optional last parameter makes two), or none when no parameter's name says it is secret.
 */
function templatesOf(pattern: string): Template[] {
  const segments = pattern.split('/');
  const template: Template = segments.map((segment) => {
    const parameter = /^\{(\w+)\}$/.exec(segment)?.[1] ?? /^:(\w+)\??$/.exec(segment)?.[1];
    return parameter === undefined ? { literal: segment } : { secret: isSecretName(parameter) };
  });
  if (!template.some((segment) => 'secret' in segment && segment.secret)) return [];
  return segments.at(-1)?.endsWith('?') ? [template, template.slice(0, -1)] : [template];
}

function matches(template: Template, segments: string[]): boolean {
  return template.length === segments.length && template.every((segment, index) => !('literal' in segment) || segment.literal === segments[index]);
}

/** The parameters of a query string, a secret one's value (or a card number) replaced. */
function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judged as written.
      }
      return isSecretName(decoded) ? `${name}=${REDACTED}` : redactedCardNumbers(pair);
    })
    .join('&');
}

export interface UrlRedactor {
  /**
   * The URL (a path with its query, or an absolute address) with the secrets out: the segments a secret path
   * parameter takes, in the known routes or in `routePattern` (the route that answered), and the values of
   * query parameters whose name says they are secret. What stays says which route was asked.
   */
  (url: string, routePattern?: string): string;
}

/**
 * The redactor for the server's routes: the contract's paths and the portal's pages (the manifest's routes,
 * answered by the static files' catch-all), and any other route by the pattern that answered the request.
 */
export function urlRedactor(patterns: Iterable<string>): UrlRedactor {
  const bySegments = new Map<number, Template[]>();
  for (const pattern of patterns) {
    for (const template of templatesOf(pattern)) bySegments.set(template.length, [...(bySegments.get(template.length) ?? []), template]);
  }
  const ofRoute = new Map<string, Template[]>();
  return (url, routePattern) => {
    const queryAt = url.indexOf('?');
    const whole = queryAt < 0 ? url : url.slice(0, queryAt);
    const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(whole)?.[0] ?? '';
    const segments = whole.slice(origin.length).split('/');
    let routeTemplates: Template[] = [];
    if (routePattern !== undefined) {
      routeTemplates = ofRoute.get(routePattern) ?? templatesOf(routePattern);
      ofRoute.set(routePattern, routeTemplates);
    }
    let redacted = false;
    for (const template of [...(bySegments.get(segments.length) ?? []), ...routeTemplates]) {
      if (!matches(template, segments)) continue;
      template.forEach((segment, index) => {
        if ('secret' in segment && segment.secret) segments[index] = REDACTED;
      });
      redacted = true;
    }
    const path = redacted ? origin + segments.join('/') : redactedCardNumbers(whole);
    return queryAt < 0 ? path : `${path}?${redactedQuery(url.slice(queryAt + 1))}`;
  };
}

interface ManifestRoute {
  path: string;
}

/** The portal's pages, as the manifest routes them (e.g. /customer/reset-password/:token). */
export function portalRoutePatterns(): string[] {
  const routes = (JSON.parse(readFileSync(new URL('../../../manifest/routes.json', import.meta.url), 'utf8')) as { routes: ManifestRoute[] }).routes;
  return routes.map((route) => route.path);
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { resolvePath } from '../data-path';
import type { HtmlNode } from '../../generated/schemas/manifest';
import type { RepeatedHeading } from '../../sections/leading-heading';
import { useScope } from '../render-contexts';

// DOMPurify loads with the first HTML block, not with every page.
const HtmlBlock = lazy(() => import('../../sections/HtmlBlock'));

/** What the page already shows as heading: the text's own leading heading would say it twice. */
function repeatedHeadingOf(node: HtmlNode, scope: unknown): RepeatedHeading | undefined {
  if (node.omitLeadingHeading) return { always: true };
  const heading = node.headingField ? resolvePath(scope, node.headingField) : undefined;
  return typeof heading === 'string' && heading !== '' ? { sameAs: heading } : undefined;
}

export function HtmlNodeView({ node }: { node: HtmlNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const raw = node.text ? t(node.text) : resolvePath(scope, node.field ?? '');
  if (typeof raw !== 'string' || raw === '') return null;
  const repeatedHeading = repeatedHeadingOf(node, scope);
  return (
    <Suspense fallback={null}>
      <HtmlBlock html={raw} repeatedHeading={repeatedHeading} />
    </Suspense>
  );
}

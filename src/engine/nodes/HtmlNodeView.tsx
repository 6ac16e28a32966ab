import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { resolvePath } from '../data-path';
import type { HtmlNode } from '../manifest-types';
import { useScope } from '../render-contexts';

// DOMPurify loads with the first HTML block, not with every page.
const HtmlBlock = lazy(() => import('../../sections/HtmlBlock'));

export function HtmlNodeView({ node }: { node: HtmlNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const raw = node.text ? t(node.text) : resolvePath(scope, node.field ?? '');
  if (typeof raw !== 'string' || raw === '') return null;
  return (
    <Suspense fallback={null}>
      <HtmlBlock html={raw} />
    </Suspense>
  );
}

import { Suspense, use, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { resolvePath } from '../data-path';
import type { HtmlNode } from '../../generated/schemas/manifest';
import type { RepeatedHeading } from '../../sections/leading-heading';
import { SectionHeadingLevelContext, useScope } from '../render-contexts';
import { trackable, type Trackable } from '../trackable';

// DOMPurify loads with the content pages' node views, not with every page, and is asked for as soon as they arrive,
// so a post's text shows with its data instead of pushing what follows down later (issue 25).
let htmlBlock: Trackable<typeof import('../../sections/HtmlBlock')> | null = null;
const loadHtmlBlock = (): Promise<typeof import('../../sections/HtmlBlock')> => (htmlBlock ??= trackable(import('../../sections/HtmlBlock')));
void loadHtmlBlock();

function LoadedHtmlBlock(props: { html: string; repeatedHeading?: RepeatedHeading; headingsUnder?: number }) {
  const { default: HtmlBlock } = use(loadHtmlBlock());
  return <HtmlBlock {...props} />;
}

/** What the page already shows as heading: the text's own leading heading would say it twice. */
function repeatedHeadingOf(node: HtmlNode, scope: unknown): RepeatedHeading | undefined {
  if (node.omitLeadingHeading) return { always: true };
  const heading = node.headingField ? resolvePath(scope, node.headingField) : undefined;
  return typeof heading === 'string' && heading !== '' ? { sameAs: heading } : undefined;
}

export function HtmlNodeView({ node }: { node: HtmlNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const sectionLevel = useContext(SectionHeadingLevelContext);
  const raw = node.text ? t(node.text) : resolvePath(scope, node.field ?? '');
  if (typeof raw !== 'string' || raw === '') return null;
  const repeatedHeading = repeatedHeadingOf(node, scope);
  return (
    <Suspense fallback={null}>
      <LoadedHtmlBlock html={raw} repeatedHeading={repeatedHeading} headingsUnder={sectionLevel ?? undefined} />
    </Suspense>
  );
}

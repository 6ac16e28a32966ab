import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionNode } from '../../generated/schemas/manifest';
import { RenderNodes } from '../Renderer';
import { SectionHeadingLevelContext } from '../render-contexts';

export function SectionNodeView({ node }: { node: SectionNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const level = node.headingLevel ?? 2;
  const Heading = `h${level}` as const;
  const children = <RenderNodes nodes={node.children} />;
  return (
    <section className="page-section" aria-labelledby={node.title ? headingId : undefined}>
      {node.title ? <Heading id={headingId}>{t(node.title)}</Heading> : null}
      {/* Server HTML inside (a legal text) puts its own headings under this one (HtmlNodeView). */}
      {node.title ? <SectionHeadingLevelContext value={level}>{children}</SectionHeadingLevelContext> : children}
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionNode } from '../../generated/schemas/manifest';
import { RenderNodes } from '../Renderer';

export function SectionNodeView({ node }: { node: SectionNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${node.headingLevel ?? 2}` as const;
  return (
    <section className="page-section" aria-labelledby={node.title ? headingId : undefined}>
      {node.title ? <Heading id={headingId}>{t(node.title)}</Heading> : null}
      <RenderNodes nodes={node.children} />
    </section>
  );
}

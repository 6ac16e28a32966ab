import { useMemo } from 'react';
import { withoutRepeatedHeading, type RepeatedHeading } from './leading-heading';
import { sanitizeHtml } from './sanitize-html';

export interface HtmlBlockProps {
  html: string;
  className?: string;
  /** A leading heading that repeats the one the page shows above is left out. */
  repeatedHeading?: RepeatedHeading;
}

/** Server-sent HTML (legal texts, posts, error messages), always sanitized first. */
export default function HtmlBlock({ html, className = 'html-block', repeatedHeading }: HtmlBlockProps) {
  const safe = useMemo(() => {
    const clean = sanitizeHtml(html);
    return repeatedHeading ? withoutRepeatedHeading(clean, repeatedHeading) : clean;
  }, [html, repeatedHeading]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

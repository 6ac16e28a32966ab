import { useMemo } from 'react';
import { headingsUnder as shiftedUnder, withoutRepeatedHeading, type RepeatedHeading } from './leading-heading';
import { sanitizeHtml } from './sanitize-html';

export interface HtmlBlockProps {
  html: string;
  className?: string;
  /** A leading heading that repeats the one the page shows above is left out. */
  repeatedHeading?: RepeatedHeading;
  /** The level of the page's heading above the text: the text's own headings start one level below it. */
  headingsUnder?: number;
}

/** Server-sent HTML (legal texts, posts, error messages), always sanitized first. */
export default function HtmlBlock({ html, className = 'html-block', repeatedHeading, headingsUnder }: HtmlBlockProps) {
  const safe = useMemo(() => {
    const clean = sanitizeHtml(html);
    const shown = repeatedHeading ? withoutRepeatedHeading(clean, repeatedHeading) : clean;
    return headingsUnder ? shiftedUnder(shown, headingsUnder) : shown;
  }, [html, repeatedHeading, headingsUnder]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

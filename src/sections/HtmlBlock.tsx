import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface HtmlBlockProps {
  html: string;
  className?: string;
}

/** Server-sent HTML (legal texts, posts, error messages), always sanitized first. */
export default function HtmlBlock({ html, className = 'html-block' }: HtmlBlockProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

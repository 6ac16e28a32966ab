/** Plain text of an HTML fragment, with whitespace collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A card's text cut to `length` characters, marked with an ellipsis when something was cut. */
export function excerpt(text: string, length = 100): string {
  const plain = plainText(text);
  return plain.length > length ? `${plain.slice(0, length)}…` : plain;
}

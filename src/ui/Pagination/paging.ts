/** Number of pages for a row count; at least one, so "page 1 of 1" holds for an empty list. */
export function pageCount(totalRows: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalRows) / pageSize));
}

/**
 * The page buttons to show: up to `size` consecutive pages around the current one, the
 * current page second when it can be (doc 3 §9: a window of up to 4 page buttons).
 */
export function pageWindow(current: number, pages: number, size = 4): number[] {
  const width = Math.min(size, pages);
  const start = Math.min(Math.max(1, current - 1), pages - width + 1);
  return Array.from({ length: width }, (_, index) => start + index);
}

/** Search runs when the text is cleared or longer than 3 characters (doc 3 §9). */
export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length > 3;
}

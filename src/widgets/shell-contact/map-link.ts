/** A map link for the club's "lat,lng" Coords; "#" when they do not split into exactly two parts (doc 1 §5). */
export function mapLink(coords: string | null | undefined): string {
  const parts = (coords ?? '').split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return '#';
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts.join(','))}`;
}

/** A tel: link that dials what the club wrote, without spaces and separators. */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

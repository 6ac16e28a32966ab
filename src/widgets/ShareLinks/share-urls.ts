export type ShareTarget = 'facebook' | 'twitter' | 'whatsapp';

export const SHARE_TARGETS: readonly ShareTarget[] = ['facebook', 'twitter', 'whatsapp'];

/** The address that shares a page on a network. */
export function shareUrl(target: ShareTarget, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${text}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${text}%20${url}`;
  }
}

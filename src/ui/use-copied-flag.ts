import { useEffect, useState } from 'react';

/** doc 2 §2, §9: "Copied" shows for 2 s after a link is copied. */
const COPIED_MS = 2000;

/** Whether "Copied" shows now, and the function that shows it (true) for COPIED_MS, or hides it (false). */
export function useCopiedFlag(): [boolean, (copied: boolean) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return [copied, setCopied];
}

import type { ReactNode } from 'react';
import { buttonClass, type ButtonLook } from './button-look';

/**
 * A button's look for a file input's own label (the input hidden beside it, still focusable): its words are the
 * page's ("Choose files"), not the browser's, and a tap or click on it opens the file chooser.
 */
export function FileButton({ htmlFor, variant, size, children }: { htmlFor: string; children: ReactNode } & ButtonLook) {
  return (
    <label htmlFor={htmlFor} className={buttonClass({ variant, size }, 'btn--file')}>
      {children}
    </label>
  );
}

import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonLook } from './button-look';
import './Button.css';

/** A link inside the portal that looks like a button (the next step: "Book", "Go to checkout"). */
export function LinkButton({ variant, size, block, className, ...link }: LinkProps & ButtonLook) {
  return <Link {...link} className={buttonClass({ variant, size, block }, className)} />;
}

/** An address outside the portal (another site, a file, webcal:) that looks like a button. */
export function AnchorButton({ variant, size, block, className, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLook) {
  // The caller gives the anchor's content and href; jsx-a11y cannot see them through the spread.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...anchor} className={buttonClass({ variant, size, block }, className)} />;
}

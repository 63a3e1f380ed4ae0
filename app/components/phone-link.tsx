import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { phoneDisplay, telHref } from '../../common/phone';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The number as stored (E.164, `+234…`). */
  tel: string;
  /** What the link shows; the number as the site writes it (`+234 803 555 0199`) when left out. */
  children?: ReactNode;
};

/** A link that dials a number: the one way the site writes a `tel:` link (common/phone.ts `telHref`). */
export function PhoneLink({ tel, children, ...rest }: Props) {
  return (
    <a {...rest} href={telHref(tel)}>
      {children ?? phoneDisplay(tel)}
    </a>
  );
}

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { companyWhatsappHref, phoneDisplay, telHref } from '../../common/phone';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** A link that dials a number: the one way the site writes a `tel:` link (common/phone.ts `telHref`). */
export function PhoneLink({
  tel,
  children,
  ...rest
}: LinkProps & {
  /** The number as stored (E.164, `+234…`). */
  tel: string;
  /** What the link shows; the number as the site writes it (`+234 803 555 0199`) when left out. */
  children?: ReactNode;
}) {
  return (
    <a {...rest} href={telHref(tel)}>
      {children ?? phoneDisplay(tel)}
    </a>
  );
}

/**
 * The company's WhatsApp chat (common/phone.ts `companyWhatsappHref`: its own number, else the head
 * office's), opened in a new tab, with `text` as the first message the visitor may still edit.
 */
export function WhatsAppLink({
  site,
  text,
  children,
  ...rest
}: LinkProps & { site: Parameters<typeof companyWhatsappHref>[0]; text?: string; children: ReactNode }) {
  return (
    <a {...rest} href={companyWhatsappHref(site, text)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

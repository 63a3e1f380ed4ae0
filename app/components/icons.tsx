import { spriteRef } from './sprite';

/**
 * The interface icon set (24×24 grid, currentColor), drawn from the icon sprite (ids as in
 * app/assets/icons.svg). Icons are decorative by default (aria-hidden); pass `title` only when the
 * icon alone carries meaning, and prefer a visible or visually hidden text label on the control.
 */
export interface IconProps {
  className?: string;
  size?: number;
  title?: string;
}

function Svg({ className, size = 24, title, id, fill }: IconProps & { id: string; fill?: boolean }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill ? 'currentColor' : 'none'}
      stroke={fill ? 'none' : 'currentColor'}
      strokeWidth={fill ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <use href={spriteRef(id)} />
    </svg>
  );
}

export const ChevronDownIcon = (p: IconProps) => <Svg {...p} id="chevron-down" />;
export const ArrowRightIcon = (p: IconProps) => <Svg {...p} id="arrow-right" />;
export const MenuIcon = (p: IconProps) => <Svg {...p} id="menu" />;
export const CloseIcon = (p: IconProps) => <Svg {...p} id="close" />;
export const PhoneIcon = (p: IconProps) => <Svg {...p} id="phone" />;
export const MailIcon = (p: IconProps) => <Svg {...p} id="mail" />;
export const MapPinIcon = (p: IconProps) => <Svg {...p} id="map-pin" />;
export const ClockIcon = (p: IconProps) => <Svg {...p} id="clock" />;
export const FacebookIcon = (p: IconProps) => <Svg {...p} id="facebook" fill />;
export const XIcon = (p: IconProps) => <Svg {...p} id="x" fill />;
export const LinkedInIcon = (p: IconProps) => <Svg {...p} id="linked-in" fill />;
export const InstagramIcon = (p: IconProps) => <Svg {...p} id="instagram" />;
export const WhatsAppIcon = (p: IconProps) => <Svg {...p} id="whats-app" fill />;

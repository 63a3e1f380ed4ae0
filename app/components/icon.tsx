import sprite from '../assets/icons.svg?no-inline';
import type { IconName } from './icon-names';

/**
 * Every icon of the site, drawn from the icon sprite: `<svg><use href="/assets/icons-<hash>.svg#name"/></svg>`.
 * The sprite is one hashed file (imported with `?no-inline`, so it is never a data: URL, which
 * `<use>` refuses) that the browser caches for a year; the server's HTML and the browser's render
 * name the same file. Each drawing carries its own stroke or fill; its colour is the text colour
 * (currentColor), or the CSS `fill` of the svg for the few filled drawings a page colours itself.
 *
 * `size` sets width and height (the drawing scales to any size; CSS may set another). Icons are
 * decorative (aria-hidden) unless they get a `title`, which makes them an image with that name;
 * prefer a visible or visually hidden text beside the icon.
 */
export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  title?: string;
}

export function Icon({ name, size = 24, className, title }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      fill="currentColor"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** Line icons for the admin area (24 px grid, stroke = currentColor); decorative, so aria-hidden. */

const paths = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  projects: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4',
  clients: 'M4 21V7l7-4v18M11 21h9V10l-9-3M7 9h1M7 13h1M7 17h1M14 13h3M14 17h3',
  reviews: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  gallery: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  messages: 'M3 6h18v12H3zM3 7l9 6 9-6',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.5a4 4 0 0 1 0 7.5M19 14.5a6 6 0 0 1 3 5.5v1',
  content: 'M4 4h16v16H4zM4 9h16M9 9v11M12 13h5M12 16h5',
  security: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4',
  back: 'M19 12H5M11 18l-6-6 6-6',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M6 6l12 12M18 6L6 18',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  reply: 'M10 8L5 13l5 5M5 13h9a5 5 0 0 1 5 5v1',
  unread: 'M3 6h18v12H3zM3 7l9 6 9-6M19 3.5a2.5 2.5 0 1 1 0 .01',
  plus: 'M12 5v14M5 12h14',
  image: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6',
  chevron: 'M9 6l6 6-6 6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}

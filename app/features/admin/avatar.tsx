/** The reviewer's picture, or their initial on a tinted disc when they sent none. */
export function Avatar({ src, name }: { src: string; name: string }) {
  if (src) return <img className="admin-avatar" src={src} alt="" width="56" height="56" loading="lazy" />;
  return (
    <span className="admin-avatar admin-avatar--empty" aria-hidden="true">
      {(name.trim()[0] ?? 'A').toUpperCase()}
    </span>
  );
}

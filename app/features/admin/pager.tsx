/** Previous / "Page 2 of 8" / Next under a long list. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (p: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <span className="admin-pager__where" aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
      </button>
    </nav>
  );
}

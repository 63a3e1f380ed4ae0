import type { ApiList } from './use-list';

/** What a list shows before its first answer, or when it could not be loaded. */
export function ListState({ list, what }: { list: Pick<ApiList<unknown>, 'state' | 'error' | 'reload'>; what: string }) {
  if (list.state === 'loading') {
    return (
      <p className="admin-muted" role="status">
        Loading {what}…
      </p>
    );
  }
  if (list.state === 'error') {
    return (
      <div className="form-message form-message--error admin-load-error" role="alert">
        <p>{list.error}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void list.reload()}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

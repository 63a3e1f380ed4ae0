import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Sector } from '../../../content/types';
import { messages } from '../../../common/messages';
import { call } from '../../../app/features/admin/call';
import type { Client } from '../clients.schemas';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { useList } from '../../../app/features/admin/use-list';
import { ListState } from '../../../app/features/admin/list-state';
import { ClientForm } from './client-form';
import { sectionHref } from '../../../app/features/admin/sections';
import { Icon } from '../../../app/components/icon';

interface Props {
  sector: Sector;
  focusOnOpen: boolean;
  onClose: () => void;
  onChange: () => void;
}

/** One module's clients: 'Back to Modules', the add/edit form and the list. */
export function ClientManager({ sector, focusOnOpen, onClose, onChange }: Props) {
  const navigate = useNavigate();
  const list = useList('clients', { module: sector.module });
  const run = useAdminAction();
  const [editing, setEditing] = useState<Client | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const isWebsites = sector.module === 'Websites';

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
    // Only when the manager opens, not on every render.
  }, []);

  function back() {
    onClose();
    navigate(sectionHref('clients'), { preventScrollReset: true });
  }

  async function remove(c: Client) {
    if (!confirmed(messages.confirmDeleteClient)) return;
    const r = await run(() => call('deleteClient', { query: { id: c.id }, auth: true }));
    if (editing?.id === c.id) setEditing(null);
    if (r) {
      await list.reload();
      onChange();
      listHeading.current?.focus();
    }
  }

  const sorted = [...list.items].sort((a, b) => a.name.localeCompare(b.name, 'en'));

  return (
    <div className="admin-stack">
      <div className="admin-manager-head">
        <button type="button" className="btn btn-outline" onClick={back}>
          <Icon name="arrow-left" size={20} /> Back to Modules
        </button>
        <div>
          <h3 ref={heading} tabIndex={-1} className="admin-manager-head__title">
            {sector.adminLabel}
          </h3>
          <p className="admin-muted">
            These clients appear on the{' '}
            <a href={`/${sector.slug}`} target="_blank" rel="noopener">
              {sector.heading} page
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </div>
      </div>

      <ClientForm
        sector={sector}
        editing={editing}
        clients={list.state === 'ready' ? list.items : null}
        onResume={setEditing}
        onDone={async (savedId) => {
          setEditing(null);
          if (savedId !== null) {
            await list.reload();
            onChange();
          }
        }}
      />

      <div className="card admin-list-card">
        <div className="admin-list-head">
          <h3 ref={listHeading} tabIndex={-1}>
            Clients in {sector.adminLabel} {list.state === 'ready' && <span className="badge">{list.items.length}</span>}
          </h3>
        </div>
        <ListState list={list} what="the clients" />
        {list.state === 'ready' &&
          (sorted.length === 0 ? (
            <p className="admin-empty">{messages.clientsEmpty(sector.adminLabel)}</p>
          ) : (
            <ul className="admin-rows">
              {sorted.map((c) => (
                <li key={c.id} className={`admin-row admin-row--media${c.id === editing?.id ? ' admin-row--editing' : ''}`}>
                  <span className="admin-thumb admin-thumb--logo">
                    {c.logo ? <img src={c.logo} alt="" width="56" height="56" loading="lazy" /> : <Icon name="building" size={20} />}
                  </span>
                  <span className="admin-row__main">
                    <strong>{c.name}</strong>
                    <span className="admin-row__meta">
                      {isWebsites ? c.url || 'No website address' : c.location || 'No location'}
                      {!c.logo && ' · no logo yet'}
                    </span>
                  </span>
                  <span className="admin-row__actions">
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                      <Icon name="pencil" size={20} /> Edit
                    </button>
                    <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove(c)} aria-label={`Delete ${c.name}`}>
                      <Icon name="trash" size={20} /> Delete
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}

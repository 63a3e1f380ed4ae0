import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sectors } from '../../../content/sectors';
import type { Sector } from '../../../content/types';
import { useList } from '../../../app/features/admin/use-list';
import { ListState } from '../../../app/features/admin/list-state';
import { ClientManager } from './client-manager';
import { sectionHref } from '../../../app/features/admin/sections';
import { Icon } from '../../../app/components/icon';
import { plural } from '../../../app/features/admin/format';

/** The admin lists the modules in this order, which differs from the navigation's order. */
const ADMIN_ORDER = [
  'Hotels',
  'Hospitals',
  'Governments',
  'Schools',
  'Multinational companies',
  'Manufacturing Companies',
  'Lounge/Club',
  'Transport',
  'Oil and Gas',
  'Estate Management companies',
  'SuperMarkets',
  'Religious Organisations',
  'Websites',
];
export const ADMIN_MODULES: Sector[] = ADMIN_ORDER.map((label) => sectors.find((s) => s.adminLabel === label)!).filter(Boolean);

/** Client Modules: the 13 modules; picking one opens its client manager (?module= keeps it on reload). */
export function ClientsSection({ onChange }: { onChange: () => void }) {
  const [params] = useSearchParams();
  const sector = ADMIN_MODULES.find((s) => s.module === params.get('module'));
  /** The module whose manager was just closed, to give its card the focus back. */
  const lastOpened = useRef<string | null>(null);
  const openedByClick = useRef(false);

  if (sector) {
    return (
      <ClientManager
        key={sector.module}
        sector={sector}
        focusOnOpen={openedByClick.current}
        onClose={() => {
          lastOpened.current = sector.module;
        }}
        onChange={onChange}
      />
    );
  }
  return (
    <ModulePicker
      returnFocusTo={lastOpened.current}
      onPick={() => {
        openedByClick.current = true;
      }}
    />
  );
}

function ModulePicker({ returnFocusTo, onPick }: { returnFocusTo: string | null; onPick: () => void }) {
  const all = useList('clients');
  const counts = new Map<string, number>();
  for (const c of all.items) counts.set(c.module, (counts.get(c.module) ?? 0) + 1);
  return (
    <>
      <p className="admin-lead">Choose a group of clients to add, change or remove the clients shown on its page.</p>
      <ListState list={all} what="the client counts" />
      <ul className="admin-modules">
        {ADMIN_MODULES.map((s) => (
          <li key={s.module}>
            <Link
              to={sectionHref('clients', { module: s.module })}
              className="admin-module"
              preventScrollReset
              onClick={onPick}
              ref={(el) => {
                if (el && returnFocusTo === s.module && document.activeElement === document.body) el.focus();
              }}
            >
              <span className="admin-module__name">{s.adminLabel}</span>
              <span className="admin-module__count">
                {all.state === 'ready' ? plural(counts.get(s.module) ?? 0, 'client') : '\u00a0'}
              </span>
              <span className="admin-module__page">Page: /{s.slug}</span>
              <Icon name="chevron-right" size={20} className="admin-module__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

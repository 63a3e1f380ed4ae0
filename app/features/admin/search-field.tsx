import type { ChangeEvent } from 'react';
import { Icon } from '../../components/icon';

/**
 * The search box of an admin list (inside its `.admin-search` container): a label for screen
 * readers, the magnifier and the search input.
 */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={20} />
      <input id={id} type="search" className="input" placeholder={placeholder} value={value} onChange={onChange} />
    </>
  );
}

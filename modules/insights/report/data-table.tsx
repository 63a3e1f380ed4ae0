import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { RATING_WORDS, count, formatMetric } from './words';
import { formatNaira } from '../../../app/features/admin/format';
import type { Cell, SpeedCell, Table } from './tables';

/** A speed figure with its rating in words (the colour only repeats them). */
export function SpeedBadge({ cell }: { cell: SpeedCell }) {
  return (
    <span className={`ins-rating ins-rating--${cell.rating}`}>
      <span className="ins-rating__value">{formatMetric(cell.metric, cell.p75)}</span>
      <span className="ins-rating__word">{RATING_WORDS[cell.rating]}</span>
    </span>
  );
}

function CellContent({ cell }: { cell: Cell }) {
  if (cell === null) return <span className="admin-muted">–</span>;
  if (typeof cell === 'number') return <>{count(cell)}</>;
  if (typeof cell === 'string') return <>{cell}</>;
  if ('naira' in cell) return <>{formatNaira(cell.naira)}</>;
  return <SpeedBadge cell={cell} />;
}

/**
 * Whether a box is narrower than what it holds: a box that scrolls must be reachable with the
 * keyboard (and is then a named region), one that does not should not be an extra tab stop.
 */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    check();
    const watch = new ResizeObserver(check);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * A wide table on a phone: one block per row, its name and then each figure under its column's
 * name (a description list), instead of a table that would need sideways scrolling. CSS shows
 * either this or the table, never both.
 */
function StackedRows({ table }: { table: Table }) {
  const [first, ...rest] = table.columns;
  return (
    <ul className="ins-stacked" aria-label={table.title}>
      {table.rows.map((row, r) => (
        <li key={r}>
          <p className="ins-stacked__name">
            <span className="visually-hidden">{first.label}: </span>
            <CellContent cell={row[0]} />
          </p>
          <dl>
            {rest.map((c, j) => (
              <div key={c.label}>
                <dt>{c.label}</dt>
                <dd>
                  <CellContent cell={row[j + 1]} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * One table of the screen (tables.ts). Columns marked `under` are written under the row's name,
 * so a phone has room for the figures. Wide tables become blocks on a phone (StackedRows), and
 * between phone and desktop scroll sideways inside their own box, with the names kept in view;
 * narrow ones wrap their text. A box that does scroll is a focusable region, so a keyboard can
 * scroll it too. A column marked `bar` also draws each row's share of its largest value under the name.
 */
export function DataTable({ table, level = 4, headingId }: { table: Table; level?: 3 | 4; headingId?: string }) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const Heading = level === 3 ? 'h3' : 'h4';
  const { columns } = table;
  const shown = columns.map((c, i) => ({ ...c, i })).filter((c) => !c.under);
  const under = columns.map((c, i) => ({ ...c, i })).filter((c) => c.under);
  const barAt = columns.findIndex((c) => c.bar);
  const max = barAt < 0 ? 0 : Math.max(0, ...table.rows.map((r) => (typeof r[barAt] === 'number' ? (r[barAt] as number) : 0)));
  const wide = shown.length >= 5;
  const [box, overflows] = useOverflows<HTMLDivElement>();
  return (
    <div className="ins-table" data-table={table.id}>
      <Heading id={id} className="ins-table__title">
        {table.title}
      </Heading>
      {table.note && <p className="ins-table__note">{table.note}</p>}
      {table.rows.length === 0 ? (
        <p className="ins-table__empty">{table.empty}</p>
      ) : (
        <>
          {wide && <StackedRows table={table} />}
          <div
            className={`ins-table__scroll${wide ? ' ins-table__scroll--wide' : ''}`}
            ref={box}
            {...(overflows ? { role: 'region', 'aria-labelledby': id, tabIndex: 0 } : {})}
          >
            <table aria-labelledby={id}>
              <thead>
                <tr>
                  {shown.map((c) => (
                    <th key={c.label} scope="col" className={c.numeric ? 'ins-num' : undefined}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, r) => {
                  const share = barAt > 0 && max > 0 ? Number(row[barAt]) / max : null;
                  return (
                    <tr key={r}>
                      {shown.map((c, j) =>
                        j === 0 ? (
                          <th key={c.i} scope="row" className="ins-name">
                            <span className="ins-name__text">
                              <CellContent cell={row[c.i]} />
                            </span>
                            {under.length > 0 && (
                              <span className="ins-name__under">
                                {under.map((u, k) => (
                                  <span key={u.i}>
                                    {k > 0 && <span aria-hidden="true"> · </span>}
                                    <span className="visually-hidden">, {u.label}: </span>
                                    <CellContent cell={row[u.i]} />
                                  </span>
                                ))}
                              </span>
                            )}
                            {share !== null && (
                              <span
                                className="ins-bar"
                                aria-hidden="true"
                                style={{ '--share': `${Math.max(share * 100, 1)}%` } as CSSProperties}
                              />
                            )}
                          </th>
                        ) : (
                          <td key={c.i} className={c.numeric ? 'ins-num' : undefined}>
                            <CellContent cell={row[c.i]} />
                          </td>
                        ),
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

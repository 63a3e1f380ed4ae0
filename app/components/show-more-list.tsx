import { useId, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated';
import { Icon } from './icon';
import './show-more-list.css';
import { LIST_ITEMS_VISIBLE } from '../../common/constants';

interface ShowMoreListProps {
  items: readonly string[];
  /** id of the heading this list belongs to: it describes the toggle ("Show More" of which list). */
  describedBy?: string;
  /** How many items show before 'Show More'. */
  visible?: number;
  className?: string;
}

/**
 * A list of which the first 5 items show and a 'Show More' / 'Show Less' button reveals or hides
 * the rest. Every item is in the server HTML. Until the page has hydrated, the extra
 * items sit in a native <details> that opens without JavaScript and looks like the collapsed
 * list; once hydrated it becomes a real <button> with aria-expanded and aria-controls. If a
 * visitor opened the <details> before hydration, the list stays expanded.
 */
export function ShowMoreList({ items, describedBy, visible = LIST_ITEMS_VISIBLE, className = 'check-list' }: ShowMoreListProps) {
  const hydrated = useHydrated();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const first = items.slice(0, visible);
  const rest = items.slice(visible);

  if (rest.length === 0) {
    return (
      <ul className={className}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }

  if (!hydrated) {
    return (
      // A page served without React turns the disclosure into the button below (app/widgets/show-more.ts).
      <div className="show-more" data-described-by={describedBy}>
        <ul className={className}>
          {first.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <details
          className="show-more__details"
          ref={(el) => {
            if (el?.open) setExpanded(true);
          }}
        >
          <summary className="show-more__toggle">
            <span className="show-more__closed">Show More</span>
            <span className="show-more__open">Show Less</span>
            <Icon name="chevron-down-small" size={16} className="show-more__icon" />
          </summary>
          <ul className={className}>
            {rest.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      </div>
    );
  }

  function toggle() {
    const collapsing = expanded;
    setExpanded(!expanded);
    // Hiding items can move the button off screen: bring it back so the visitor keeps their place.
    if (collapsing) requestAnimationFrame(() => buttonRef.current?.scrollIntoView({ block: 'nearest' }));
  }

  return (
    <div className="show-more">
      <ul className={className} id={listId}>
        {items.map((item, i) => (
          <li key={item} hidden={i >= visible && !expanded}>
            {item}
          </li>
        ))}
      </ul>
      <button
        ref={buttonRef}
        type="button"
        className="show-more__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={describedBy}
        onClick={toggle}
      >
        {expanded ? 'Show Less' : 'Show More'}
        <Icon name="chevron-down-small" size={16} className="show-more__icon" />
      </button>
    </div>
  );
}

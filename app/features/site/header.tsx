import { useEffect, useRef, useState, type KeyboardEvent, type FocusEvent as ReactFocusEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { logout as endSession } from '../../lib/api';
import type { NavData, NavLink as NavItem } from '../../lib/seo';
import { Logo } from './logo';
import { HeaderContact } from './header-contact';
import { Icon } from '../../components/icon';
import { useCompany } from '../../lib/company';
import './header.css';
import './header-menu.css';
import { phoneDisplay, whatsappGreeting } from '../../../common/phone';
import { PhoneLink, WhatsAppLink } from '../../components/phone-link';

/**
 * The site header: sticky, 64 px high (100 px from 64rem, with the contact strip), four disclosure menus, plain links and the
 * account links. Progressive enhancement: every link is in the server HTML, and until the page
 * has hydrated (or without JavaScript) the menus open on hover and on keyboard or touch focus
 * through CSS (header-menu.css, `html:not([data-hydrated])`). After hydration the buttons toggle them:
 * click, Enter or Space; Escape closes and returns focus; a click outside or a navigation closes.
 * Below 64rem a call button sits beside the menu button, and the menu ends with Call and WhatsApp
 * (the number and greeting of the quick-contact bar, quick-contact.tsx); from 64rem a strip above
 * the menu row offers the same number and chat (header-contact.tsx).
 */

interface Menu {
  id: string;
  label: string;
  links: NavItem[];
  wide?: boolean;
}

const DESKTOP_QUERY = '(min-width: 64rem)';

export function Header({ nav, pageName }: { nav: NavData; pageName: string | null }) {
  const site = useCompany();
  const phone = site.phones[0];
  const menus: Menu[] = [
    {
      id: 'about',
      label: 'About Us',
      links: [
        { to: '/companyProfile', label: 'Company Profile' },
        { to: '/gallery', label: 'Photo Gallery' },
      ],
    },
    { id: 'services', label: 'Our Services', links: nav.services },
    { id: 'clients', label: 'Our Clients', links: nav.sectors, wide: true },
    { id: 'softwares', label: 'Softwares', links: nav.products, wide: true },
  ];
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusFirstOf = useRef<string | null>(null);

  // Menus close on navigation.
  useEffect(() => {
    setOpen(null);
    setMobileOpen(false);
  }, [pathname]);

  // A pointer press outside an open menu closes it; outside the header also closes the mobile menu.
  useEffect(() => {
    if (!open && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      const header = headerRef.current;
      const item = open ? header?.querySelector(`[data-menu="${open}"]`) : null;
      if (open && !item?.contains(target)) setOpen(null);
      if (mobileOpen && !header?.contains(target)) setMobileOpen(false);
    };
    // The open phone menu covers the page: keyboard focus leaving the header (Tab past its last
    // item) would land on content hidden under the panel, so the menu closes and lets it be seen.
    const onFocusIn = (event: FocusEvent) => {
      if (mobileOpen && !headerRef.current?.contains(event.target as Node)) setMobileOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, mobileOpen]);

  // Arrow Down on a menu button opens it and moves focus to its first link.
  useEffect(() => {
    if (!open || focusFirstOf.current !== open) return;
    focusFirstOf.current = null;
    headerRef.current?.querySelector<HTMLElement>(`#menu-${open} a`)?.focus();
  }, [open]);

  function onHeaderKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    if (open) {
      event.preventDefault();
      const button = headerRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${open}"] > button`);
      setOpen(null);
      button?.focus();
    } else if (mobileOpen) {
      event.preventDefault();
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLLIElement>, menu: Menu) {
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('.nav-panel a'));
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const onButton = (event.target as HTMLElement).tagName === 'BUTTON';
    let next: HTMLAnchorElement | undefined;
    if (event.key === 'ArrowDown') {
      if (onButton) {
        event.preventDefault();
        focusFirstOf.current = menu.id;
        if (open === menu.id) links[0]?.focus();
        else setOpen(menu.id);
        return;
      }
      next = links[(index + 1) % links.length];
    } else if (event.key === 'ArrowUp' && !onButton) {
      next = links[(index - 1 + links.length) % links.length];
    } else if (event.key === 'Home' && !onButton) {
      next = links[0];
    } else if (event.key === 'End' && !onButton) {
      next = links[links.length - 1];
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  // On wide screens a menu closes when keyboard focus leaves it; the mobile accordion stays put.
  function onMenuBlur(event: ReactFocusEvent<HTMLLIElement>, menu: Menu) {
    if (open !== menu.id || !window.matchMedia(DESKTOP_QUERY).matches) return;
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(null);
  }

  function closeAll() {
    setOpen(null);
    setMobileOpen(false);
  }

  function logout() {
    endSession();
    closeAll();
    navigate('/login');
  }

  const lowerPath = pathname.toLowerCase();
  return (
    <header className="site-header" data-sticky-bar="top" ref={headerRef} onKeyDown={onHeaderKeyDown}>
      <HeaderContact pageName={pageName} />
      <div className="container site-header__bar">
        <Link to="/" className="site-logo" onClick={closeAll}>
          <Logo />
        </Link>
        <PhoneLink tel={phone.tel} className="header-call">
          <Icon name="phone" size={22} />
          <span className="visually-hidden">
            Call {site.shortName} on {phoneDisplay(phone.tel)}
          </span>
        </PhoneLink>
        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls="site-nav"
          onClick={() => {
            setOpen(null);
            setMobileOpen((v) => !v);
          }}
        >
          <Icon name={mobileOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">Menu</span>
        </button>
        <div className="nav-backdrop" hidden={!mobileOpen} aria-hidden="true" onClick={closeAll} />
        <nav id="site-nav" className={mobileOpen ? 'site-nav is-open' : 'site-nav'} aria-label="Main">
          <ul className="nav-list">
            {menus.map((menu) => {
              const isOpen = open === menu.id;
              const current = menu.links.some((l) => l.to.toLowerCase() === lowerPath);
              return (
                <li
                  key={menu.id}
                  className={`nav-item nav-item--menu${isOpen ? ' is-open' : ''}`}
                  data-menu={menu.id}
                  onKeyDown={(e) => onMenuKeyDown(e, menu)}
                  onBlur={(e) => onMenuBlur(e, menu)}
                >
                  <button
                    type="button"
                    className={current ? 'nav-button is-current' : 'nav-button'}
                    aria-expanded={isOpen}
                    aria-controls={`menu-${menu.id}`}
                    onClick={() => setOpen(isOpen ? null : menu.id)}
                  >
                    {menu.label}
                    <Icon name="chevron-down" className="nav-chevron" size={16} />
                  </button>
                  <ul id={`menu-${menu.id}`} className={menu.wide ? 'nav-panel nav-panel--wide' : 'nav-panel'}>
                    {menu.links.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} onClick={closeAll}>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            <li className="nav-item">
              <NavLink className="nav-link" to="/topics" onClick={closeAll}>
                Project Topics
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink className="nav-link" to="/allreviews" onClick={closeAll}>
                Reviews
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink className="nav-link" to="/contact" onClick={closeAll}>
                Contact Us
              </NavLink>
            </li>
          </ul>
          <div className="nav-contact">
            <PhoneLink tel={phone.tel} className="btn btn-primary nav-contact__call" onClick={closeAll}>
              <Icon name="phone" size={20} />
              Call {phoneDisplay(phone.tel)}
            </PhoneLink>
            <WhatsAppLink className="btn btn-outline nav-contact__whatsapp" site={site} text={whatsappGreeting(site, pageName)} onClick={closeAll}>
              <Icon name="whats-app" size={20} />
              Chat on WhatsApp
            </WhatsAppLink>
          </div>
          {/* Both states share one grid cell, so switching after hydration never moves anything. */}
          <div className="nav-auth" data-state={session ? 'in' : 'out'}>
            <div className="nav-auth__out">
              <NavLink className="nav-link nav-login" to="/login" onClick={closeAll}>
                Login
              </NavLink>
              <NavLink className="btn btn-primary btn-sm nav-signup" to="/signup" onClick={closeAll}>
                Sign Up
              </NavLink>
            </div>
            <div className="nav-auth__in">
              <NavLink className="nav-link nav-account" to="/account" onClick={closeAll}>
                My account
              </NavLink>
              <button type="button" className="btn btn-outline btn-sm nav-logout" onClick={logout}>
                Logout
              </button>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}

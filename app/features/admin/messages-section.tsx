import { useRef, useState } from 'react';
import { call } from './call';
import type { ContactMessage } from '../../../common/api/admin';
import { confirmed, useAdminAction } from './feedback';
import { useList } from './use-list';
import { ListState } from './list-state';
import { Icon } from '../../components/icon';
import { formatDate } from '../../lib/dates';
import { plural } from './format';
import { SpamCheckBadge, SpamCheckNote } from './spam-check-note';

export const CONFIRM_DELETE_MESSAGE = 'Are you sure you want to delete this message?';

/** The contact inbox: newest first, unread marked, opened to read, replied to by e-mail. */
export function MessagesSection({ onChange }: { onChange: () => void }) {
  const list = useList('messages');
  const run = useAdminAction();
  const [open, setOpen] = useState<number | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const unread = list.items.filter((m) => !m.read_at).length;

  async function toggle(m: ContactMessage) {
    if (open === m.id) {
      setOpen(null);
      return;
    }
    setOpen(m.id);
    if (!m.read_at) {
      // Opening a message marks it read, quietly: no toast for something the admin did not ask for.
      try {
        const r = await call('markMessage', { query: { id: m.id }, json: { read: true }, auth: true });
        if (r.ok) {
          await list.reload();
          onChange();
        }
      } catch {
        /* it simply stays marked unread */
      }
    }
  }

  async function markUnread(m: ContactMessage) {
    const r = await run(() => call('markMessage', { query: { id: m.id }, json: { read: false }, auth: true }));
    if (r?.ok) {
      setOpen(null);
      await list.reload();
      onChange();
      document.getElementById(`message-toggle-${m.id}`)?.focus();
    }
  }

  async function remove(m: ContactMessage) {
    if (!confirmed(CONFIRM_DELETE_MESSAGE)) return;
    const r = await run(() => call('deleteMessage', { query: { id: m.id }, auth: true }));
    if (r) {
      await list.reload();
      onChange();
      listHeading.current?.focus();
    }
  }

  return (
    <div className="card admin-list-card">
      <div className="admin-list-head">
        <h3 ref={listHeading} tabIndex={-1}>
          Inbox{' '}
          {list.state === 'ready' && (
            <span className="admin-muted admin-inbox-count">
              {plural(list.items.length, 'message')}, {unread} unread
            </span>
          )}
        </h3>
      </div>
      <p className="admin-muted">Messages sent with the contact form, newest first. Open a message to read it; it is then marked as read.</p>
      <ListState list={list} what="the messages" />
      {list.state === 'ready' &&
        (list.items.length === 0 ? (
          <p className="admin-empty">No messages yet. Messages sent with the contact form will appear here.</p>
        ) : (
          <ul className="admin-messages">
            {list.items.map((m) => {
              const isOpen = open === m.id;
              const isUnread = !m.read_at;
              const subject = m.subject || '(no subject)';
              return (
                <li key={m.id} className={`admin-message${isUnread ? ' admin-message--unread' : ''}${isOpen ? ' admin-message--open' : ''}`}>
                  <h4 className="admin-message__heading">
                    <button
                      type="button"
                      id={`message-toggle-${m.id}`}
                      className="admin-message__toggle"
                      aria-expanded={isOpen}
                      aria-controls={`message-body-${m.id}`}
                      onClick={() => void toggle(m)}
                    >
                      <span className="admin-message__top">
                        {isUnread && <span className="admin-new">New</span>}
                        <span className="admin-message__from">{m.name}</span>
                        <SpamCheckBadge check={m.spam_check === 'account' ? 'captcha' : m.spam_check} />
                        <time className="admin-message__date" dateTime={m.created_at}>
                          {formatDate(m.created_at)}
                        </time>
                      </span>
                      <span className="admin-message__subject">{subject}</span>
                      {!isOpen && <span className="admin-message__snippet">{m.message}</span>}
                      {isUnread && <span className="visually-hidden">, unread</span>}
                      <Icon name="chevron-right" size={20} className="admin-message__chevron" />
                    </button>
                  </h4>
                  <div id={`message-body-${m.id}`} className="admin-message__body" hidden={!isOpen}>
                    <p className="admin-message__meta">
                      From <strong>{m.name}</strong> &lt;<a href={`mailto:${m.email}`}>{m.email}</a>&gt;
                    </p>
                    <SpamCheckNote check={m.spam_check === 'account' ? 'captcha' : m.spam_check} what="message" />
                    <p className="admin-message__text">{m.message}</p>
                    {m.mail_error && (
                      <p className="admin-muted">The e-mail copy of this message has not been sent (the server tries again for a few hours); the message is safely stored here.</p>
                    )}
                    <div className="admin-row__actions">
                      <a
                        className="btn btn-primary btn-sm"
                        href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject || 'Your message to us'}`)}`}
                      >
                        <Icon name="reply" size={20} /> Reply by e-mail
                      </a>
                      <button type="button" className="btn btn-outline btn-sm" onClick={() => void markUnread(m)}>
                        <Icon name="envelope-dot" size={20} /> Mark as unread
                      </button>
                      <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove(m)} aria-label={`Delete the message from ${m.name}`}>
                        <Icon name="trash" size={20} /> Delete
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { SEO_PAGE_GROUPS } from '../../../common/seo-pages';
import { CAMPAIGN_MAX, SHARE_PLACES, campaignSlug, shareLink } from './share-link';

/**
 * "Make a link to share" on the Insights screen: staff pick a page, where they will post the link
 * and type a campaign name, and get the link ready to copy (share-link.ts). Visits through it are
 * then counted under that source and campaign in "Where visits come from".
 */
export function ShareLinkBuilder() {
  const id = useId();
  const [path, setPath] = useState('/');
  const [placeId, setPlaceId] = useState(SHARE_PLACES[0].id);
  const [campaign, setCampaign] = useState('');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const output = useRef<HTMLTextAreaElement>(null);
  const place = SHARE_PLACES.find((p) => p.id === placeId) ?? SHARE_PLACES[0];
  const link = shareLink(window.location.origin, path, place, campaign);
  const slug = campaignSlug(campaign);
  const changed = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setCopied(null);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, or permission refused): the link is selected for Ctrl+C.
      output.current?.select();
      setCopied('no');
    }
  };

  return (
    <section className="card ins-card ins-share" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Make a link to share</h3>
      <p className="ins-card__intro">
        Links shared in WhatsApp or on Facebook often arrive as “Direct”. Share this link instead, and its visits are counted under
        the place and campaign you choose here.
      </p>
      <div className="ins-share__fields">
        <div className="field">
          <label htmlFor={`${id}-page`}>Page</label>
          <select id={`${id}-page`} value={path} onChange={(e) => changed(setPath)(e.target.value)}>
            {SEO_PAGE_GROUPS.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.pages.map((p) => (
                  <option key={p.path} value={p.path}>
                    {p.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-place`}>Where you will share it</label>
          <select id={`${id}-place`} value={placeId} onChange={(e) => changed(setPlaceId)(e.target.value)}>
            {SHARE_PLACES.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-campaign`}>Campaign name</label>
          <input
            id={`${id}-campaign`}
            type="text"
            value={campaign}
            maxLength={CAMPAIGN_MAX * 2}
            placeholder="december-promo"
            aria-describedby={`${id}-campaign-hint`}
            autoComplete="off"
            onChange={(e) => changed(setCampaign)(e.target.value)}
          />
          <span className="hint" id={`${id}-campaign-hint`}>
            One name per promotion, e.g. “december-promo” or “pos-training-jan”. Use the same name in every post of it.
          </span>
        </div>
      </div>
      <div className="field ins-share__result">
        <label htmlFor={`${id}-link`}>Your link</label>
        <div className="ins-share__copy">
          <textarea id={`${id}-link`} ref={output} readOnly rows={3} value={link} spellCheck={false} onFocus={(e) => e.target.select()} />
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy()}>
            {copied === 'yes' ? 'Copied' : 'Copy link'}
          </button>
        </div>
        <p className="hint" aria-live="polite">
          {copied === 'yes'
            ? 'The link is copied: paste it into your post.'
            : copied === 'no'
              ? 'Copying is not allowed here: the link is selected, press Ctrl+C (or hold it on a phone) to copy it.'
              : `Counted under ${place.shownAs}${slug ? `, campaign “${slug}”` : ' (type a campaign name to see it in Campaigns too)'}.`}
        </p>
      </div>
    </section>
  );
}

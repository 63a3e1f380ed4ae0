/**
 * Tagged links for the company's own posts: the page's address with utm_source, utm_medium and
 * utm_campaign, so a visit through a WhatsApp status or a Facebook post is counted under that source
 * and campaign, not as "Direct" (chat apps often send no referrer). The source words are those the
 * server recognises (../sources.service.ts), so the visit is shown as "WhatsApp" or
 * "Facebook" beside visits that came with a referrer from the same place.
 */

export interface SharePlace {
  id: string;
  /** What staff pick: where the link will be posted. */
  label: string;
  source: string;
  medium: string;
  /** The source's name as the Insights tables show it. */
  shownAs: string;
}

export const SHARE_PLACES: readonly SharePlace[] = [
  { id: 'whatsapp-status', label: 'WhatsApp status', source: 'whatsapp', medium: 'status', shownAs: 'WhatsApp' },
  { id: 'whatsapp-chat', label: 'WhatsApp chat or group', source: 'whatsapp', medium: 'chat', shownAs: 'WhatsApp' },
  { id: 'facebook-post', label: 'Facebook post', source: 'facebook', medium: 'post', shownAs: 'Facebook' },
  { id: 'instagram', label: 'Instagram bio or story', source: 'instagram', medium: 'social', shownAs: 'Instagram' },
  { id: 'email', label: 'E-mail or newsletter', source: 'email', medium: 'email', shownAs: 'E-mail' },
];

/** The longest campaign name the server keeps in full. */
export const CAMPAIGN_MAX = 60;

/** A campaign name as it goes into a link: lower case, words joined by hyphens, letters and digits only ("December promo" → "december-promo"). */
export function campaignSlug(typed: string): string {
  return typed
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CAMPAIGN_MAX)
    .replace(/-+$/, '');
}

/** The link to share: `origin` + `path` with the place's source and medium, and the campaign when one is typed. */
export function shareLink(origin: string, path: string, place: SharePlace, campaign: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('utm_source', place.source);
  url.searchParams.set('utm_medium', place.medium);
  const slug = campaignSlug(campaign);
  if (slug) url.searchParams.set('utm_campaign', slug);
  return url.toString();
}

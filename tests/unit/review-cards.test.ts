import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReviewCards, type ReviewCardData } from '../../modules/reviews/pages/review-cards';

const render = (reviews: ReviewCardData[]) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ReviewCards, { reviews })));

const review = (id: number, over: Partial<ReviewCardData> = {}): ReviewCardData => ({
  id,
  username: `Reviewer ${id}`,
  rating: 4,
  text: `Review text ${id}`,
  image: '',
  srcset: '',
  ...over,
});

describe('ReviewCards', () => {
  it('shows the empty-state text and the Leave a Review button when there are no reviews', () => {
    const html = render([]);
    expect(html).toContain('No reviews yet. Be the first to leave one!');
    expect(html).toMatch(/<a[^>]+href="\/reviewForm"[^>]*>\+ Leave a Review<\/a>/);
    expect(html).not.toContain('review-card');
  });

  it('shows the first three reviews it is given, in reversed order', () => {
    const html = render([review(1), review(2), review(3), review(4)]);
    const order = [...html.matchAll(/Review text (\d)/g)].map((m) => m[1]);
    expect(order).toEqual(['3', '2', '1']);
    expect(html).not.toContain('No reviews yet');
  });

  it('falls back to Anonymous and a placeholder avatar, and reads the rating out', () => {
    const html = render([review(1, { username: '  ', rating: 2 })]);
    expect(html).toContain('Anonymous');
    expect(html).toContain('aria-label="Rated 2 out of 5"');
    expect(html).toContain('<svg');
    expect(html).not.toContain('<img');
  });

  it('uses the uploaded picture with its srcset when there is one', () => {
    const html = render([review(1, { image: '/uploads/a-96.webp', srcset: '/uploads/a-96.webp 96w, /uploads/a-192.webp 192w' })]);
    expect(html).toContain('src="/uploads/a-96.webp"');
    // HTML attribute names are case-insensitive; React writes srcSet as it is spelled in JSX.
    expect(html.toLowerCase()).toContain('srcset="/uploads/a-96.webp 96w, /uploads/a-192.webp 192w"');
    expect(html).toMatch(/width="64" height="64"/);
  });
});

import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from '../../app/features/auth/redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirect('/topics', '/x')).toBe('/topics');
    expect(safeRedirect('/admin?tab=reviews#top', '/x')).toBe('/admin?tab=reviews#top');
    expect(safeRedirect('  /gallery  ', '/x')).toBe('/gallery');
  });

  it('falls back when there is no parameter', () => {
    expect(safeRedirect(null, '/topics')).toBe('/topics');
    expect(safeRedirect(undefined, '/topics')).toBe('/topics');
    expect(safeRedirect('', '/admin')).toBe('/admin');
  });

  it.each([
    'https://elsewhere.example',
    'http://elsewhere.example/topics',
    '//elsewhere.example',
    '//elsewhere.example/topics',
    '/\\elsewhere.example',
    '\\\\elsewhere.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'topics',
    '/.//elsewhere.example',
    '/..//elsewhere.example',
    '/a/..//elsewhere.example',
    '/%2e//elsewhere.example',
    '/\t/elsewhere.example',
    '/topics\nLocation: https://elsewhere.example',
  ])('refuses %j, which could leave the site', (value) => {
    expect(safeRedirect(value, '/topics')).toBe('/topics');
  });

  it('normalises dot segments that stay on the site', () => {
    expect(safeRedirect('/a/../topics', '/x')).toBe('/topics');
  });
});

describe('loginUrl', () => {
  it('puts the current path into the redirect parameter, encoded', () => {
    expect(loginUrl('/topics')).toBe('/login?redirect=%2Ftopics');
    expect(loginUrl('/admin?tab=a&b=c')).toBe('/login?redirect=%2Fadmin%3Ftab%3Da%26b%3Dc');
  });

  it('round-trips through URLSearchParams and safeRedirect', () => {
    const target = '/admin?tab=reviews';
    const param = new URL(loginUrl(target), 'http://x.invalid').searchParams.get('redirect');
    expect(safeRedirect(param, '/topics')).toBe(target);
  });
});

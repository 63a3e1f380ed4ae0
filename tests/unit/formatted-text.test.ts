import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { phoneDisplay } from '../../common/phone';
import { about } from '../../content/company';
import { footer, privacy } from '../../content/texts';
import { AboutSchema, FooterSchema, PrivacySchema, firstIssueMessage } from '../../common/site-content';
import {
  escapeMarkdown,
  fillPlaceholders,
  formattedTextCacheSize,
  markdownToSafeHtml,
  placeholderValues,
  renderFormattedText,
  sanitizeFormattedHtml,
} from '../../server/services/formatted-text';

const values = placeholderValues(site, { contactRetentionDays: 365, unverifiedAccountDays: 30, insightsRawDays: 30, insightsKeepDays: 730 });

/** Every tag name and attribute name in a piece of HTML. */
function tagsAndAttributes(html: string) {
  const tags = new Set<string>();
  const attrs = new Set<string>();
  for (const m of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    tags.add(m[1].toLowerCase());
    for (const a of m[2].matchAll(/([^\s=]+)=/g)) attrs.add(a[1].toLowerCase());
  }
  return { tags: [...tags].sort(), attrs: [...attrs].sort() };
}
const ALLOWED_TAGS = ['a', 'br', 'em', 'h2', 'h3', 'h4', 'li', 'ol', 'p', 'strong', 'ul'];

describe('formatted text: what Markdown becomes', () => {
  it('renders paragraphs, bold, italic, both kinds of list, links and subheadings', () => {
    const html = markdownToSafeHtml(
      '## Our courses\n\nWe teach **Oracle** and *MySQL*.\n\n- Databases\n- Web development\n\n1. Register\n2. Pay\n\n### Fees\n\n[Contact us](/contact), [mail](mailto:info@example.com), [call](tel:+2348095550142) or [NDPC](https://ndpc.gov.ng).',
    );
    expect(html).toBe(
      [
        '<h2>Our courses</h2>',
        '<p>We teach <strong>Oracle</strong> and <em>MySQL</em>.</p>',
        '<ul>\n<li>Databases</li>\n<li>Web development</li>\n</ul>',
        '<ol>\n<li>Register</li>\n<li>Pay</li>\n</ol>',
        '<h3>Fees</h3>',
        '<p><a href="/contact">Contact us</a>, <a href="mailto:info@example.com">mail</a>, <a href="tel:+2348095550142">call</a> or <a href="https://ndpc.gov.ng" rel="noopener noreferrer">NDPC</a>.</p>',
      ].join('\n'),
    );
  });

  it('keeps the page outline valid: "#" is a subheading too, and the levels follow the page', () => {
    expect(markdownToSafeHtml('# A\n\n#### B')).toBe('<h2>A</h2>\n<h3>B</h3>');
    expect(markdownToSafeHtml('## A\n\n### B', { headingLevel: 3 })).toBe('<h3>A</h3>\n<h4>B</h4>');
  });

  it('has no images, tables, code, quotes or raw HTML: they stay text', () => {
    const html = markdownToSafeHtml('![logo](https://example.com/x.png)\n\n`code`\n\n> quote\n\n| a |\n|---|\n\n<b>bold</b>');
    expect(html).not.toMatch(/<img|<table|<code|<blockquote|<b>/);
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('`code`');
  });
});

describe('formatted text: hostile input never becomes markup', () => {
  const hostileMarkdown: [string, string][] = [
    ['a script tag', '<script>window.__pwned=1</script>'],
    ['a script tag inside a paragraph', 'Hello <script>alert(1)</script> world'],
    ['an image with onerror', '<img src=x onerror="window.__pwned=1">'],
    ['a javascript: link', '[x](javascript:alert(1))'],
    ['a JavaScript: link in mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['an entity-encoded javascript: link', '[x](&#106;avascript:alert(1))'],
    ['a javascript: link with a tab', '[x](java\tscript:alert(1))'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a file: link', '[x](file:///etc/passwd)'],
    ['a protocol-relative link', '[x](//evil.example/path)'],
    ['a backslash link', '[x](/\\evil.example)'],
    ['an inline event handler', '<a href="/x" onclick="alert(1)">x</a>'],
    ['a style tag', '<style>body{display:none}</style>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an svg with onload', '<svg onload=alert(1)>'],
    ['a link title with quotes', '[x](/ok "a\\" onmouseover=\\"alert(1)")'],
    ['a reference definition to javascript:', '[x][1]\n\n[1]: javascript:alert(1)'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
  ];

  it.each(hostileMarkdown)('%s', (_name, source) => {
    const html = markdownToSafeHtml(source);
    const { tags, attrs } = tagsAndAttributes(html);
    expect(tags.filter((t) => !ALLOWED_TAGS.includes(t))).toEqual([]);
    expect(attrs.filter((a) => a !== 'href' && a !== 'rel' && a !== 'start')).toEqual([]);
    for (const m of html.matchAll(/href="([^"]*)"/g)) expect(m[1]).toMatch(/^(https?:\/\/[^/\\]|mailto:|tel:|\/(?![/\\])|#)/);
    // What is left of the attack is text: every "<" of it is escaped.
    expect(html.replace(/<\/?(a|br|em|h[234]|li|ol|p|strong|ul)( (href|rel|start)="[^"<>]*")*>/g, '')).not.toContain('<');
  });

  const hostileHtml: [string, string, string][] = [
    ['drops a script and its content', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['drops style, iframe, svg and their content', '<style>p{}</style><iframe>x</iframe><svg><script>1</script></svg><p>ok</p>', '<p>ok</p>'],
    ['drops on* attributes, style and class', '<p onclick="x()" style="color:red" class="c" id="i">p</p>', '<p>p</p>'],
    ['drops an image', '<p><img src="x" onerror="alert(1)">t</p>', '<p>t</p>'],
    ['drops a javascript: href', '<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['drops an entity-encoded javascript: href', '<a href="&#106;avascript&#58;alert(1)">a</a>', '<a>a</a>'],
    ['drops a hex-entity href with a tab', '<a href="jav&#x09;ascript:alert(1)">a</a>', '<a>a</a>'],
    ['drops a href with leading spaces and control characters', '<a href=" \u0001javascript:alert(1)">a</a>', '<a>a</a>'],
    ['drops a data: href', '<a href="data:text/html,<script>alert(1)</script>">a</a>', '<a>a</a>'],
    ['drops a protocol-relative href', '<a href="//evil.example">a</a>', '<a>a</a>'],
    ['drops a backslash href', '<a href="/\\evil.example">a</a>', '<a>a</a>'],
    ['drops a target and an attacker rel', '<a href="https://x.example" target="_self" rel="opener">a</a>', '<a href="https://x.example" rel="noopener noreferrer">a</a>'],
    ['keeps a site-relative link without rel', '<a href="/contact">c</a>', '<a href="/contact">c</a>'],
    ['escapes text that looks like a tag after decoding', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['drops form controls', '<form action="/x"><input name="a"><button>b</button></form>', 'b'],
  ];

  it.each(hostileHtml)('the sanitiser %s', (_name, dirty, clean) => {
    expect(sanitizeFormattedHtml(dirty)).toBe(clean);
  });
});

describe('formatted text: placeholders', () => {
  it('fills in the company details and the retention settings', () => {
    const v = placeholderValues(site, { contactRetentionDays: 90, unverifiedAccountDays: 7, insightsRawDays: 14, insightsKeepDays: 365 });
    const html = renderFormattedText('{companyName} keeps messages {contactRetentionDays} days, unconfirmed accounts {unverifiedAccountDays} days and visit records {insightsRawDays} days. Write to [{email}](mailto:{email}).', v);
    expect(html).toBe(
      `<p>${site.name} keeps messages 90 days, unconfirmed accounts 7 days and visit records 14 days. Write to <a href="mailto:${site.email}">${site.email}</a>.</p>`,
    );
  });

  it('never lets a value be read as Markdown or HTML', () => {
    const c = structuredClone(site);
    c.name = '**Big** <script>x</script> [a](javascript:1)';
    const html = renderFormattedText('{companyName}', placeholderValues(c, { contactRetentionDays: 1, unverifiedAccountDays: 1, insightsRawDays: 2, insightsKeepDays: 1 }));
    expect(html).toBe('<p>**Big** &lt;script&gt;x&lt;/script&gt; [a](javascript:1)</p>');
    expect(escapeMarkdown('1. a')).toBe('1\\. a');
  });

  it('leaves an unknown placeholder as typed (the schema refuses it on save)', () => {
    expect(fillPlaceholders('{nope} {companyName}', values)).toBe(`{nope} ${escapeMarkdown(site.name)}`);
    const r = AboutSchema.safeParse({ ...about, intro: 'Welcome to {companyNam}, the best in Enugu.' });
    expect(r.success).toBe(false);
    expect(firstIssueMessage(r.error!)).toMatch(/^Home page introduction has an unknown placeholder \{companyNam\}\. You can use \{companyName\}/);
  });

  it('renders each distinct text once and keeps it', () => {
    const text = `A text used once ${Math.random()}`;
    const first = renderFormattedText(text, values);
    const size = formattedTextCacheSize();
    expect(renderFormattedText(text, values)).toBe(first);
    expect(formattedTextCacheSize()).toBe(size);
    renderFormattedText(text, { ...values, companyName: 'Another Ltd' });
    expect(formattedTextCacheSize()).toBe(size); // no placeholder in the text: the same filled text
    renderFormattedText(`${text} {companyName}`, { ...values, companyName: 'Another Ltd' });
    expect(formattedTextCacheSize()).toBe(size + 1);
  });
});

describe('the text documents a fresh install starts with', () => {
  it('pass their schemas', () => {
    expect(AboutSchema.parse(about)).toEqual(about);
    expect(PrivacySchema.parse(privacy)).toEqual(privacy);
    expect(FooterSchema.parse(footer)).toEqual(footer);
  });

  it('say on the pages what the hard-coded copy said (same paragraphs, the same figures)', () => {
    const paragraphs = (html: string) => [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const intro = paragraphs(renderFormattedText(about.intro, values));
    expect(intro).toHaveLength(2);
    expect(intro[0]).toBe(
      `${site.name} is an information and communication technology company headquartered in Enugu, with a branch office in Port Harcourt. Since ${site.foundingYear} we have helped hospitals, schools, hotels, estates, transport companies, retailers, churches and public agencies run better with software, databases, websites and well-trained staff.`,
    );
    expect(intro[1]).toContain('Over 500 clients rely on our software products and support, and more than 5,000 students');
    const profile = paragraphs(renderFormattedText(about.profile, values));
    expect(profile).toHaveLength(4);
    expect(profile[1]).toContain('design and host websites from \u20a625,000 per year with a free domain');
    expect(paragraphs(renderFormattedText(about.story, values))).toEqual([profile[0], intro[1], profile[3]]);
  });

  it('keep the privacy notice headings and its links', () => {
    const html = renderFormattedText(privacy.notice, values, { headingLevel: 2 });
    expect([...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Who we are',
      'What we collect, and why',
      'How long we keep it',
      'Who we share it with',
      'How we protect it',
      'Your rights',
      'Changes to this notice',
    ]);
    expect(html).toContain('<a href="/account">My account</a>');
    expect(html).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
    expect(html).toContain(`<a href="tel:${site.phones[0].tel}">${phoneDisplay(site.phones[0].tel)}</a>`);
  });
});

describe('the privacy document', () => {
  it('must state both retention periods with their placeholders', () => {
    const without = PrivacySchema.safeParse({ ...privacy, notice: privacy.notice.replace('{contactRetentionDays}', '365') });
    expect(firstIssueMessage(without.error!)).toBe(
      'Privacy notice must say how long contact messages are kept: write {contactRetentionDays} where the number of days goes.',
    );
    const without2 = PrivacySchema.safeParse({ ...privacy, notice: privacy.notice.replace('{unverifiedAccountDays}', '30') });
    expect(firstIssueMessage(without2.error!)).toMatch(/^Privacy notice must say when unconfirmed accounts are deleted/);
  });

  it('refuses a "last updated" date that does not exist or is out of range', () => {
    expect(firstIssueMessage(PrivacySchema.safeParse({ ...privacy, lastUpdated: '2999-01-01' }).error!)).toBe('Last updated must be between 2020 and 2100.');
    expect(firstIssueMessage(PrivacySchema.safeParse({ ...privacy, lastUpdated: '2026-02-30' }).error!)).toBe('Last updated must be a real date.');
    expect(firstIssueMessage(PrivacySchema.safeParse({ ...privacy, lastUpdated: '25/11/2026' }).error!)).toBe('Last updated must be a date like 2026-11-25.');
  });

  it('keeps only pages of this site as footer links', () => {
    for (const href of ['https://evil.example', '//evil.example', 'javascript:alert(1)', '/a b', 'contact']) {
      const r = FooterSchema.safeParse({ ...footer, quickLinks: [{ label: 'X', href }] });
      expect(firstIssueMessage(r.error!)).toBe('Quick link 1: Link address must be a page of this site starting with /, e.g. /contact.');
    }
  });
});

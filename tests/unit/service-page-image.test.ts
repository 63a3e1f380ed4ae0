import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import ServicePage from '../../app/routes/service-page';
import { builtInDocuments, serviceDocument } from '../../server/db/seed';
import { services } from '../../content/services';
import type { ServiceContent } from '../../content/types';

/**
 * The service page's hero (issue 13 point 4), rendered on the server as the page's HTML: an
 * uploaded picture replaces the illustration as a responsive, eager, high-priority <img>.
 */
const id = 'd'.repeat(32);
const picture = {
  url: `/uploads/${id}-1200.webp`,
  srcset: `/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w, /uploads/${id}-1200.webp 1200w`,
  width: 1200,
  height: 900,
};

function render(service: ServiceContent): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: undefined,
      children: [{ id: 'svc', path: 'training', Component: ServicePage as never }],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: ['/training'],
      hydrationData: {
        loaderData: {
          root: { site: builtInDocuments.company, preview: false },
          svc: { slug: 'training', metaDescription: '', service, art: '/images/slide-training.svg', products: [] },
        },
      },
    }),
  );
}

const training = () => serviceDocument(services.find((s) => s.slug === 'training')!);
const heroImg = (html: string) => /<img class="hero-art__img[^>]*>/.exec(html)?.[0] ?? '';

describe('the service page hero', () => {
  it('shows the built-in illustration without a picture, exactly as before', () => {
    const img = heroImg(render(training()));
    expect(img).toContain('src="/images/slide-training.svg"');
    expect(img).toContain('width="480"');
    expect(img).toContain('height="360"');
    expect(img).not.toContain('srcSet');
    expect(img).not.toContain('srcset');
  });

  it('draws an uploaded picture with srcset, sizes, its own width and height, eager and high priority', () => {
    const html = render({ ...training(), image: picture });
    const img = heroImg(html);
    expect(img).toContain('hero-art__img--photo');
    expect(img).toContain(`src="${picture.url}"`);
    expect(img).toMatch(new RegExp(`srcSet="${picture.srcset}"`, 'i'));
    expect(img).toContain('sizes="(max-width: 29.99rem) 1px, (min-width: 48rem) 24rem, 18rem"');
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="900"');
    expect(img).toContain('loading="eager"');
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(html).not.toContain('/images/slide-training.svg');
  });
});

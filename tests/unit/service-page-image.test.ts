import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import ServicePage from '../../app/routes/service-page';
import { builtInDocuments, serviceDocument } from '../../modules/site-content/built-in.service';
import { services } from '../../content/services';
import type { ServiceContent } from '../../content/types';

/**
 * The service page's hero picture, rendered on the server as the page's HTML: an
 * uploaded picture replaces the illustration as a responsive, eager, high-priority <picture>
 * that phones, which hide it, do not download.
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
          svc: { slug: 'training', metaDescription: '', service: { ...service, courses: [] }, art: '/images/slide-training.svg', products: [], jsonLd: [] },
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

  it('draws an uploaded picture in a <picture> for screens of 30rem and up: srcset, sizes, its own width and height, eager and high priority', () => {
    const html = render({ ...training(), image: picture });
    const source = /<picture class="hero-art__picture"><source [^>]*>/.exec(html)?.[0] ?? '';
    expect(source).toContain('media="(min-width: 30rem)"');
    expect(source).toMatch(new RegExp(`srcSet="${picture.srcset}"`, 'i'));
    expect(source).toContain('sizes="(min-width: 48rem) 24rem, 18rem"');
    const img = heroImg(html);
    expect(img).toContain('hero-art__img--photo');
    // Phones (under 30rem, where the picture is hidden) take the <img>'s own source: an empty GIF.
    expect(img).toContain('src="data:image/gif;base64,');
    expect(img).not.toContain('/uploads/');
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="900"');
    expect(img).toContain('loading="eager"');
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(html).not.toContain('/images/slide-training.svg');
  });
});

import { describe, expect, it } from 'vitest';
import { ServiceSchema } from '../../common/site-content';
import { serviceDocument } from '../../modules/site-content/built-in.service';
import { services } from '../../content/services';

const id = 'c'.repeat(32);
const picture = { url: `/uploads/${id}-800.webp`, srcset: `/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w`, width: 800, height: 600 };

describe('a service document\'s hero picture', () => {
  const seeded = serviceDocument(services[0]);

  it('is null in the seed, so a fresh install shows the built-in illustration', () => {
    expect(seeded.image).toBeNull();
    expect(ServiceSchema.parse(seeded)).toEqual(seeded);
  });

  it('reads as null from a document stored before pictures existed (no image field)', () => {
    const { image: _image, ...old } = seeded;
    const parsed = ServiceSchema.safeParse(JSON.parse(JSON.stringify(old)));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ ...old, image: null });
  });

  it('keeps an uploaded picture and refuses a foreign one', () => {
    expect(ServiceSchema.parse({ ...seeded, image: picture }).image).toEqual(picture);
    const r = ServiceSchema.safeParse({ ...seeded, image: { ...picture, url: 'https://evil.example.com/a.webp' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toMatch(/^Picture must be a picture uploaded to this site/);
  });
});

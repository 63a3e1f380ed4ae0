import { describe, expect, it } from 'vitest';
import { isMachineFileName, titleFromFileName } from '../../modules/gallery/admin/photo-title';

/** A chosen photo's title from its file name (modules/gallery/admin/photo-title.ts). */
describe('a gallery photo title from its file name', () => {
  const machineNames = [
    'IMG 20261201 093011',
    'IMG_20261201_093011.jpg',
    'IMG-20261201-WA0003.jpeg',
    'IMG_1234.HEIC',
    'IMG_1234 (1).JPG',
    'DSC01234',
    'DSC_0042.JPG',
    '_DSC0042.ARW',
    'DSCN0001.jpg',
    'PXL_20261201_093011123.jpg',
    'PXL_20261201_093011123.MP.jpg',
    'PXL_20261201_093011123.PORTRAIT.jpg',
    'WhatsApp Image 2026-12-01 at 09.30.11',
    'WhatsApp Image 2026-12-01 at 09.30.11 (2).jpeg',
    'Screenshot_20261201-093011.png',
    'Screenshot_2026-12-01-09-30-11-123_com.whatsapp.jpg',
    'Screen Shot 2026-12-01 at 9.30.11 AM.png',
    'Screenshot 2026-12-01 093011.png',
    '20261201_093011.jpg',
    '1000012345.jpg',
    'FB_IMG_1701423011000.jpg',
    'received_123456789012345.jpeg',
    'signal-2026-12-01-093011.jpg',
    'MVIMG_20261201_093011.jpg',
    'DJI_0001.JPG',
    'GOPR0001.JPG',
    'P1000123.JPG',
    'image.jpg',
    'image0.jpeg',
    'photo.jpg',
    'e3b0c442-98fc-1c14-9afb-f4c8996fb924.jpg',
  ];

  it.each(machineNames)('offers no title for the camera or app name %s', (name) => {
    expect(isMachineFileName(name)).toBe(true);
    expect(titleFromFileName(name)).toBe('');
  });

  it.each([
    ['server-room-install.jpg', 'Server room install'],
    ['staff-training_2.jpg', 'Staff training 2'],
    ['Enugu office, front desk.png', 'Enugu office, front desk'],
    ['graduation 2026 class B.webp', 'Graduation 2026 class B'],
    ['class.png', 'Class'],
    ['IMG_4532 Ogui Road mast.jpg', 'IMG 4532 Ogui Road mast'],
  ])('prefills a meaningful name %s as “%s”', (name, title) => {
    expect(isMachineFileName(name)).toBe(false);
    expect(titleFromFileName(name)).toBe(title);
  });

  it('keeps a prefilled title within the field’s limit', () => {
    expect(titleFromFileName(`${'network '.repeat(40)}.jpg`)).toHaveLength(160 - 1);
  });
});

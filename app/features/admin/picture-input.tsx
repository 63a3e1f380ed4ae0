import { Icon } from '../../components/icon';
import type { ImageInputProps } from '../../components/image-input';
import { explainRefusal } from './feedback';
import { ADMIN_MAX_UPLOAD_BYTES } from '../../../common/constants';

/**
 * What the admin area's picture inputs share (gallery image, client logo, site-content pictures):
 * the admin look (picture-input.css), the picture icon in the empty preview box, an optional label, the admin's size limit, and
 * refusals in the same words as the server's (feedback.ts).
 */
export const adminPicture = {
  className: 'admin-image-field',
  optional: true,
  placeholder: <Icon name="image" size={20} />,
  // A photo straight from a camera: the server shrinks it (docs/decisions/0026-admin-photo-uploads.md).
  maxBytes: ADMIN_MAX_UPLOAD_BYTES,
  refusal: (reason) => explainRefusal(reason === 'type' ? 415 : 413),
} satisfies Partial<ImageInputProps>;

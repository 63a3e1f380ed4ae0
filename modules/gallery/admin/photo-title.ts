/**
 * A photo's title from its file name, when the name says something: "server-room-install.jpg" →
 * "Server room install". The names cameras, phones and chat apps give ("IMG_20261201_093011.jpg",
 * "DSC01234", "PXL_20261201_093011123.MP.jpg", "WhatsApp Image 2026-12-01 at 09.30.11",
 * "Screenshot_20261201-093011") give no title: the form leaves it empty for staff to write, so
 * such a name never becomes a caption on the website (docs/decisions/0026-admin-photo-uploads.md).
 */

/**
 * Words that cameras, phones, chat and screenshot tools put in file names, and that say nothing
 * about what the photo shows.
 */
const MACHINE_WORDS = new Set([
  'img', 'image', 'images', 'imag', 'dsc', 'dscn', 'dscf', 'dcim', 'pxl', 'mvimg', 'vid', 'video', 'pano', 'burst',
  'hdr', 'portrait', 'cover', 'night', 'mp', 'screenshot', 'screenshots', 'screen', 'shot', 'capture', 'whatsapp',
  'wa', 'at', 'am', 'pm', 'photo', 'photos', 'pic', 'pics', 'pict', 'picture', 'fb', 'received', 'signal', 'snapchat',
  'telegram', 'dji', 'gopr', 'copy', 'edited', 'edit', 'scan', 'camera', 'cam', 'jpg', 'jpeg', 'heic', 'heif', 'png',
  'webp', 'original', 'live', 'effects', 'motion', 'sam', 'wp',
]);

const SEPARATORS = /[\s_\-.()[\]~,+]+/;

/** Screenshots and chat apps' saved photos, whatever follows (an app's package name, a time). */
const MACHINE_START = /^(screen[\s_-]?shot|whatsapp[\s_-]+(image|video))/i;

/** True when the name (without its extension) is only camera or app words, numbers and codes. */
export function isMachineFileName(name: string): boolean {
  if (MACHINE_START.test(name.trim())) return true;
  const words = name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .split(SEPARATORS)
    .filter((w) => w !== '');
  // Codes with digits ("20261201", "WA0003", "DSC01234", "e3b0c442") count as no word at all.
  return words.every((w) => /\d/.test(w) || MACHINE_WORDS.has(w.toLowerCase()));
}

/** The title a chosen photo's form starts with: from a meaningful file name, else empty. */
export function titleFromFileName(name: string, max = 160): string {
  if (isMachineFileName(name)) return '';
  const words = name.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, max).trim();
}

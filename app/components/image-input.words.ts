/**
 * The words of the picture input (./image-input.tsx), in a plain module so the widget of a page
 * served without React (app/widgets/image-input.ts) says the same.
 */
export const MB = 1024 * 1024;
export const TYPE_NAMES = 'JPEG, PNG, WebP, GIF or AVIF';

/** Why a chosen file is refused before it is sent. */
export type ImageRefusal = 'type' | 'size';

/** Why the file is refused, or null when it may be sent. */
export function refusalOf(file: File, types: readonly string[], maxBytes: number): ImageRefusal | null {
  return !types.includes(file.type) ? 'type' : file.size > maxBytes ? 'size' : null;
}

/** The refusal's message, naming the file. */
export function refusalText(reason: ImageRefusal, file: File, maxBytes: number): string {
  return reason === 'type'
    ? `“${file.name}” is not a picture we can use. Please choose a ${TYPE_NAMES} image.`
    : `“${file.name}” is ${(file.size / MB).toFixed(1)} MB. Please choose a picture of at most ${Math.round(maxBytes / MB)} MB.`;
}

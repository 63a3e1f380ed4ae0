/**
 * What a delivered document is, told by its content, never by its name or the browser's type
 * (docs/decisions/0037-deliveries.md): a PDF (`%PDF-` and an end-of-file marker), a Word document
 * (.docx: a ZIP whose central directory lists `[Content_Types].xml` and `word/document.xml`) or an
 * older Word document (.doc: an OLE2 compound file with a `WordDocument` stream). Anything else (a
 * renamed program, picture, spreadsheet or archive) is refused.
 */

export type DocumentKind = 'pdf' | 'docx' | 'doc';

export const DOCUMENT_TYPES: Record<DocumentKind, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  doc: { contentType: 'application/msword', extension: 'doc' },
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function isPdf(b: Buffer): boolean {
  if (b.length < 16 || b.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  // The end-of-file marker sits in the last kilobyte (after it, at most trailing whitespace or a linearised tail).
  return b.subarray(Math.max(0, b.length - 1024)).includes('%%EOF', 0, 'latin1');
}

/** The names a ZIP's central directory lists, or null when it is not a readable ZIP. */
export function zipNames(b: Buffer): string[] | null {
  if (b.length < 22 || b.readUInt32LE(0) !== 0x04034b50) return null;
  // The end of central directory record: in the last 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (b.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = b.readUInt16LE(at + 28);
    const extra = b.readUInt16LE(at + 30);
    const comment = b.readUInt16LE(at + 32);
    if (at + 46 + nameLength > b.length) return null;
    names.push(b.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

function isDocx(b: Buffer): boolean {
  const names = zipNames(b);
  return names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}

/** An OLE2 compound file whose directory names a `WordDocument` stream (names are UTF-16LE). */
function isDoc(b: Buffer): boolean {
  return b.length >= 512 && b.subarray(0, 8).equals(OLE2) && b.includes(Buffer.from('WordDocument', 'utf16le'));
}

/** The kind of document `data` is, or null when it is none of the accepted kinds. */
export function documentKind(data: Buffer): DocumentKind | null {
  if (isPdf(data)) return 'pdf';
  if (isDocx(data)) return 'docx';
  if (isDoc(data)) return 'doc';
  return null;
}

/**
 * The name the download gets: the sent name's letters, digits, spaces, dots, dashes and
 * underscores (at most 120), with the extension of the kind found in the content.
 */
export function safeFilename(sent: string, kind: DocumentKind): string {
  const base = sent
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 120);
  return `${base || 'document'}.${DOCUMENT_TYPES[kind].extension}`;
}

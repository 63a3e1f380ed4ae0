import { crc32 } from 'node:zlib';
import { bearer, type TestApp } from './app';
import { lagosToday } from '../../common/lagos-days';

/**
 * Small documents for the deliveries' tests, made byte by byte: a PDF, a Word .docx (a ZIP with the
 * parts Word writes), an older Word .doc (an OLE2 file with a WordDocument stream), and files that
 * are not documents (a program, a picture, a spreadsheet) to be sent under a document's name.
 */

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A ZIP of stored (uncompressed) entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const DOCX = zip({
  '[Content_Types].xml': CONTENT_TYPES,
  'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Chapter One</w:t></w:r></w:p></w:body></w:document>',
});

/** A spreadsheet (.xlsx): a ZIP too, but not a Word document. */
export const XLSX = zip({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' });

export const DOC = (() => {
  const b = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b, 0);
  Buffer.from('Root Entry', 'utf16le').copy(b, 1024);
  Buffer.from('WordDocument', 'utf16le').copy(b, 1152);
  return b;
})();

export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(400, 1), Buffer.from('This program cannot be run in DOS mode.')]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

/**
 * A member's topic request worked to "paid": the member requests the topic on the site, staff quote
 * it (accepted), issue the invoice and record the transfer that pays it in full. Returns the lead,
 * the invoice and the helper to pay it (for tests that pay themselves, `pay: false`).
 */
export async function topicRequestInvoice(t: TestApp, member: { token: string }, staff: { token: string }, topic: string) {
  const r = await t.request({
    method: 'POST',
    url: '/api/topic-requests',
    headers: bearer(member.token),
    payload: { topic, level: 'BSc', department: 'Computer Science', phone: '0803 555 0199', message: '' },
  });
  if (r.statusCode !== 201) throw new Error(`topic request: ${r.statusCode} ${r.body}`);
  const leadId = t.json(r).request.id as number;
  const now = new Date().toISOString();
  const db = t.app.ctx.db;
  const quote = await db
    .insertInto('quotes')
    .values({
      lead_id: leadId, status: 'accepted', token_hash: null, subtotal_kobo: 15_000_000, discount_kobo: 0, vat_basis_points: 0, vat_kobo: 0,
      total_kobo: 15_000_000, valid_until: '2027-12-31', notes: '', created_by: null, created_at: now, updated_at: now, sent_at: now, accepted_at: now, accepted_name: 'Ngozi Okafor',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('quote_lines').values({ quote_id: quote.id, position: 1, item_key: null, description: `Project research materials: ${topic}`, quantity: 1, unit_kobo: 15_000_000, line_kobo: 15_000_000 }).execute();
  const inv = await t.request({ method: 'POST', url: '/api/invoices', headers: bearer(staff.token), payload: { quote_id: quote.id } });
  if (inv.statusCode !== 201) throw new Error(`invoice: ${inv.statusCode} ${inv.body}`);
  return { leadId, invoiceId: t.json(inv).invoice.id as number, totalKobo: 15_000_000 };
}

export const payInFull = (t: TestApp, staff: { token: string }, invoiceId: number, amount: number, reference: string) =>
  t.request({ method: 'POST', url: `/api/invoices/${invoiceId}/payments`, headers: bearer(staff.token), payload: { amount_kobo: amount, paid_on: lagosToday(), reference } });

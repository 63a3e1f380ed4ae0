import { readSession } from '../../app/lib/session';
import { apiUrl } from '../../app/lib/call';
import { saveFile } from '../../app/lib/save-file';

/**
 * Downloads a delivered document with the signed-in account's token: the server checks that the
 * caller is the member it was delivered to, or staff, and answers the file as an attachment.
 * Returns null when saved, or the server's reason (a sentence) when refused.
 */
export async function downloadDocument(id: number, fallbackName: string): Promise<string | null> {
  const session = readSession();
  if (!session) return 'Please log in again to download this document.';
  // Fetched as it is, not through call(): the answer is a file to save byte for byte.
  const res = await fetch(apiUrl('deliveryDocument', undefined, { id }), { headers: { authorization: `Bearer ${session.token}` } });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { message?: string };
    return data.message ?? 'The document could not be downloaded. Please try again.';
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(name, await res.blob());
  return null;
}

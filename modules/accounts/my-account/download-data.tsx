import { useState } from 'react';
import { readSession } from '../../../app/lib/session';
import { apiUrl } from '../../../app/lib/call';
import { saveFile } from '../../../app/lib/save-file';
import { messages } from '../../../common/messages';
import { StatusLine, type FormStatus } from '../../../app/components/form/fields';
import { failure } from './account';

export function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);

  async function onDownload() {
    const session = readSession();
    if (!session || busy) return;
    setBusy(true);
    setStatus(null);
    try {
      // Fetched as it is, not through call(): the answer is a file to save byte for byte under the
      // name the server gives it (content-disposition), not data for the page to read.
      const res = await fetch(apiUrl('exportAccount'), { headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' } });
      if (!res.ok) {
        const data = (await res.json().catch(() => ({}))) as { message?: string };
        setStatus({ kind: 'error', text: failure({ status: res.status, data }) });
      } else {
        const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
        saveFile(name, await res.blob());
        setStatus({ kind: 'success', text: `${messages.check} Your data was downloaded as ${name}.` });
      }
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    }
    setBusy(false);
  }

  return (
    <section className="account-section" aria-labelledby="data-title">
      <h2 id="data-title">Download your data</h2>
      <p>
        One JSON file with your account details, the reviews you wrote while logged in and the messages you sent us from
        this email address.
      </p>
      <StatusLine status={status} />
      <button type="button" className="btn btn-outline" onClick={onDownload} disabled={busy}>
        {busy ? 'Preparing...' : 'Download my data'}
      </button>
    </section>
  );
}

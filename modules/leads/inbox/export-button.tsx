import { useState } from 'react';
import type { LeadFilters } from '../leads.schemas';
import { lagosToday } from '../../../common/lagos-days';
import { useToast } from '../../../app/components/toast';
import { call } from '../../../app/features/admin/call';
import { explainRefusal } from '../../../app/features/admin/feedback';
import { downloadCsv } from '../../../app/features/admin/csv-file';
import { leadsCsv, leadsFileName } from './csv';

/**
 * Downloads every lead the filters show (up to the server's 10,000) as a CSV file, built in the
 * browser, each field made safe for a spreadsheet (../csv-file.ts).
 */
export function ExportButton({ filters, disabled }: { filters: LeadFilters; disabled: boolean }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const r = await call('leadsExport', { auth: true, query: filters });
      if (!r.ok) {
        toast.error(explainRefusal(r.status, r.data.message));
        return;
      }
      downloadCsv(leadsFileName(lagosToday()), leadsCsv(r.data.leads));
      if (r.data.truncated) toast.error(`The file holds the newest ${r.data.leads.length.toLocaleString('en-NG')} leads only. Narrow the filters to get the rest.`);
    } catch {
      toast.error('The file could not be made. Please check your internet connection and try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-outline btn-sm" disabled={disabled || busy} onClick={() => void download()}>
      {busy ? 'Preparing the file…' : 'Download CSV'}
    </button>
  );
}

/** A real progress bar fed by the upload's progress events (lib/api.ts onProgress). */
export function UploadProgress({ id, value }: { id: string; value: number | null }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <div className="admin-progress">
      <label htmlFor={id}>{percent < 100 ? `Uploading… ${percent}%` : 'Processing the picture…'}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}

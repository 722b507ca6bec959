import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { EndpointDef, EndpointInput } from '@portal/domain/shared/endpoint';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { busyIcon } from '../feedback/busy-icon';
import { callBlob } from '../../lib/api-client';

/** Download what a list shows (all its rows, with its filters) as a CSV file from an export call. */
export function CsvButton<E extends EndpointDef>({
  endpoint,
  input,
  filename,
  onError,
  label = T.exportCsv,
}: {
  endpoint: E;
  input: EndpointInput<E>;
  filename: string;
  onError: (error: unknown) => void;
  /** The button's words when it says more than "Export CSV" (the import page's export of everything). */
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await callBlob(endpoint, input));
      const a = Object.assign(document.createElement('a'), { href: url, download: filename });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void download()}
      disabled={busy}
      startIcon={busyIcon(busy, <DownloadIcon />)}
    >
      {busy ? T.exporting : label}
    </Button>
  );
}

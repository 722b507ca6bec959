import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { TEMPLATE_COLUMNS, TEMPLATE_HEADER, type TemplateColumn } from '@portal/domain/import/import-columns';
import { ImportTexts as T } from '@portal/domain/import/import.staff.messages';
import { MemberRecordTexts as S } from '@portal/domain/staff/staff.messages';
import { RowsTable, type Column } from './plan-rows-table';

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
/** The template as a file: its header row only (the domain's one list of its columns). */
const templateUrl = () =>
  URL.createObjectURL(new Blob([`${TEMPLATE_HEADER.map(quoted).join(',')}\r\n`], { type: 'text/csv' }));

// a link-like button that wraps on a phone reads from the left, like the text around it
const LEFT = { textAlign: 'left', justifyContent: 'flex-start' } as const;

const DOC: Column<TemplateColumn>[] = [
  { header: T.docColumn, cell: (c) => c.name },
  { header: T.docWhat, cell: (c) => c.doc },
];

/** The template to download, what each of its columns means, and (beside) the export of everything in it. */
export function TemplateLinks({ children }: { children?: ReactNode }) {
  const [docs, setDocs] = useState(false);
  const download = () => {
    const url = templateUrl();
    const a = Object.assign(document.createElement('a'), { href: url, download: T.templateName });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button variant="text" startIcon={<DownloadIcon />} onClick={download} sx={LEFT}>
        {T.template}
      </Button>
      <Button variant="text" startIcon={<InfoIcon />} onClick={() => setDocs(true)} sx={LEFT}>
        {T.templateDocs}
      </Button>
      {children}
      <Dialog open={docs} onClose={() => setDocs(false)} aria-labelledby="template-docs-title" maxWidth="md" fullWidth>
        <DialogTitle id="template-docs-title">{T.templateDocs}</DialogTitle>
        <DialogContent>
          <RowsTable label={T.templateDocs} columns={DOC} rows={TEMPLATE_COLUMNS} rowKey={(c) => c.name} empty="" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDocs(false)}>{S.close}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

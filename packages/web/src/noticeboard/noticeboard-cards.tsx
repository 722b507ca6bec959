import { Box, Typography } from '@mui/material';
import type { NoticeboardRow } from '@portal/domain/noticeboard/noticeboard.contract';
import { PagedCards } from '../components/data/paged-cards';
import type { Column } from '../components/data/paged-table';

/**
 * The noticeboard on a phone: each section a heading and one card per row with every column of the spec (the table
 * hid Competition and Comment past the screen's edge, with no hint), as the member tables do on a phone.
 */
export function NoticeboardCards({
  sections,
  columns,
}: {
  sections: { section: string; rows: NoticeboardRow[] }[];
  columns: Column<NoticeboardRow>[];
}) {
  return (
    <>
      {sections.map((s) => (
        <Box key={s.section} component="section" aria-label={s.section} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            {s.section}
          </Typography>
          <PagedCards rows={s.rows} columns={columns} rowKey={(r) => r.id} label={s.section} none={null} flush />
        </Box>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import { Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { DivisionOption } from '@portal/domain/nomination/nomination.contract';
import { NominationMessages as M, TeamLabels } from '@portal/domain/nomination/nomination.messages';
import type { CartTotals } from '@portal/domain/shared/cart-total';
import { formatCents } from '@portal/domain/shared/money';
import type { NominationValues } from '../nomination-form';

const person = (p: { firstname?: string; lastname?: string; email?: string; mobile?: string }) =>
  `${p.firstname ?? ''} ${p.lastname ?? ''} · ${p.email ?? ''} · ${p.mobile ?? ''}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </div>
  );
}

/** spec 001 §2 step 7 Review: everything entered, and the entry fee as it will be charged. */
export function ReviewStep({ option, totals }: { option: DivisionOption | null; totals: CartTotals }) {
  const v = useWatch() as NominationValues;
  return (
    <Stack spacing={1.5} divider={<Divider flexItem />}>
      <Section title={M.reviewTeam}>
        <Typography>
          {v.team.teamname}
          {v.team.prevteamname && v.team.prevteamname !== v.team.teamname
            ? ` (${M.teamPrevious(v.team.prevteamname)})`
            : ''}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {TeamLabels.division}: {option?.text ?? '—'}
          {option?.waitlist ? ` · ${M.waitlisted}` : ''} ·{' '}
          {totals.subtotal > 0 ? M.price(formatCents(totals.subtotal)) : M.free}
        </Typography>
        {option?.waitlist && <Typography variant="body2">{M.waitlistMoney(totals.subtotal > 0)}</Typography>}
      </Section>
      <Section title={M.reviewManager}>
        <Typography variant="body2">{person(v.manager)}</Typography>
      </Section>
      <Section title={M.reviewCoach}>
        <Typography variant="body2">{v.coach.showCoach ? person(v.coach) : M.noCoach}</Typography>
      </Section>
      <Section title={M.reviewPlayers}>
        {v.players.length ? (
          <List dense disablePadding>
            {v.players.map((p, i) => (
              <ListItem key={`${p.firstname}-${p.lastname}-${i}`} disableGutters sx={{ py: 0 }}>
                <ListItemText
                  primary={`${p.firstname} ${p.lastname}`}
                  secondary={(p.mid == null && p.email ? `${p.status} · ${p.email}` : p.status) || undefined}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2">{M.noPlayers}</Typography>
        )}
      </Section>
      <Section title={M.reviewNote}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {v.note || M.noNote}
        </Typography>
      </Section>
    </Stack>
  );
}

import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useWatch } from 'react-hook-form';
import {
  NOMINATION_PAYMENT,
  NOMINATION_STEPS,
  NominationMessages as M,
} from '@portal/domain/nomination/nomination.messages';
import { nominationTotals, previousTeams } from '@portal/domain/nomination/nomination.rules';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { donationLine } from '@portal/domain/shared/cart';
import { todayIn } from '@portal/domain/shared/time';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { PaymentStep } from '../components/payment/payment-step';
import { WizardStepper } from '../components/wizard-stepper';
import { useSettings } from '../lib/settings';
import { CoachStep } from './components/coach-step';
import { NoteStep } from './components/note-step';
import { PersonFields } from './components/person-fields';
import { PlayersStep } from './components/players-step';
import { PreviousTeamStep } from './components/previous-team-step';
import { ReviewStep } from './components/review-step';
import { TeamStep } from './components/team-step';
import { memberTeamsQuery } from './nomination.api';
import { factsOf } from './nomination-form';
import { ERROR_MS, useNominationWizard } from './use-nomination-wizard';

/** spec 001 §2, §4: the eight vertical steps; Continue checks the step, Back goes one back, free from step 6 on. */
export function NominationWizard({ profile }: { profile: Profile }) {
  const w = useNominationWizard(profile);
  const { taxRate, timeZone } = useSettings();
  const memberTeams = useQuery(memberTeamsQuery);
  const teams = previousTeams(memberTeams.data ?? [], profile, todayIn(timeZone));
  const [teamCopy, division, donationCart] = useWatch({
    control: w.form.control,
    name: ['teamCopy', 'team.division', 'donationCart'],
  });
  const donation = (donationCart?.length ?? 0) > 0;
  const totals = nominationTotals({ priceCents: w.option?.price ?? 0, donation, taxRate, member: w.flags });
  const clearCopy = () => {
    w.form.setValue('teamCopy', null);
    w.form.setValue('team.teamprevious', null);
    w.form.setValue('team.prevteamname', '');
    w.form.setValue('players', []);
  };

  const bodies = [
    <PreviousTeamStep
      key="copy"
      loading={memberTeams.isPending}
      teams={teams}
      copied={teamCopy == null ? null : Number(teamCopy)}
      onCopy={w.copyTeam}
      onClear={clearCopy}
    />,
    <TeamStep
      key="team"
      option={w.option}
      flags={w.flags}
      onPick={(field, value) => void w.changeTeam(field, value)}
    />,
    <PersonFields key="manager" prefix="manager" agreement={M.agreement} />,
    <CoachStep key="coach" />,
    <PlayersStep
      key="players"
      facts={factsOf(w.option)}
      flags={w.flags}
      division={(division as number | null) ?? null}
    />,
    <NoteStep key="note" />,
    <ReviewStep key="review" option={w.option} totals={totals} />,
    <PaymentStep
      key="pay"
      totals={totals}
      catalogue={NOMINATION_PAYMENT}
      donation={donation}
      noDonation={w.flags.sk_tm}
      onDonation={(on) => w.form.setValue('donationCart', on ? [donationLine()] : [])}
      check={w.checkAll}
      pay={w.pay}
      onPaid={w.paid}
    />,
  ];

  return (
    <FormProvider {...w.methods}>
      <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
        <WizardStepper
          wizard={w.wizard}
          steps={NOMINATION_STEPS.map((title, i) => ({ title, content: bodies[i] }))}
          labels={M}
          busy={w.busy}
          width={720}
        />
      </Box>
      <ErrorAlert message={w.alert} onClose={w.clearAlert} />
      <TimedOverlay
        message={w.notice?.message ?? null}
        severity={w.notice?.severity}
        ms={ERROR_MS}
        onDone={w.clearNotice}
      />
    </FormProvider>
  );
}

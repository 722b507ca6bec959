import { useQuery } from '@tanstack/react-query';
import { LadderRulesTexts as T } from '@portal/domain/competition/ladder-rules.staff.messages';
import { DivisionPage } from './division-page';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { LadderRulesForm } from './ladder-rules-form';
import { ladderRulesQuery } from './ladder-rules.staff.api';

/** /staff/ladder-rules: a division's points per result and ordered tiebreakers (docs/decisions/177, 191). */
export function LadderRulesPage() {
  return (
    <DivisionPage title={T.title} texts={T}>
      {(divisionId) => <DivisionRules divisionId={divisionId} />}
    </DivisionPage>
  );
}

function DivisionRules({ divisionId }: { divisionId: number }) {
  const rules = useQuery(ladderRulesQuery(divisionId));
  if (rules.isPending) return <PageLoading label={T.loading} />;
  if (rules.isError) return <ErrorAlert message={errorMessage(rules.error, T.loading)} />;
  return <LadderRulesForm rules={rules.data} />;
}

import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import type { StaffMe } from '@portal/domain/staff/staff.contract';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { PageLoading } from '../components/feedback/page-loading';
import { PasswordPrompt } from '../components/staff/password-prompt';
import { STAFF_AREA_PAGES } from '../app/staff-area-pages';
import { StaffNotFound } from './components/staff-not-found';
import { StaffShell } from './components/staff-shell';
import { StaffHomePage } from './staff-home-page';
import { StaffMeContext } from '../lib/staff-me';

// The back-office's own pages, each a chunk of its own within it (the grids load with the first grid page).
const RolesPage = lazy(async () => ({ default: (await import('./roles-page')).RolesPage }));
const AuditPage = lazy(async () => ({ default: (await import('./audit-page')).AuditPage }));
const MembersPage = lazy(async () => ({ default: (await import('./members-page')).MembersPage }));
const MemberRecordPage = lazy(async () => ({ default: (await import('./member-record-page')).MemberRecordPage }));
const DuplicatesPage = lazy(async () => ({ default: (await import('./duplicates-page')).DuplicatesPage }));
const MailPage = lazy(async () => ({ default: (await import('./mail-page')).MailPage }));

/** /staff/*: the shell and the back-office's nested routes (decision 163). */
export function StaffApp({ me }: { me: StaffMe }) {
  return (
    <StaffMeContext.Provider value={me}>
      <StaffShell>
        <Suspense fallback={<PageLoading label={T.loading} />}>
          <Routes>
            <Route index element={<StaffHomePage />} />
            <Route path="roles" element={<RolesPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="members" element={<MembersPage />} />
            <Route path="members/:memberId" element={<MemberRecordPage />} />
            <Route path="duplicates" element={<DuplicatesPage />} />
            <Route path="mail" element={<MailPage />} />
            {STAFF_AREA_PAGES.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<StaffNotFound />} />
          </Routes>
        </Suspense>
        <PasswordPrompt />
      </StaffShell>
    </StaffMeContext.Provider>
  );
}

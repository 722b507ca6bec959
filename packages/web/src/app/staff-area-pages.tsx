import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PaymentsIcon from '@mui/icons-material/Payments';
import PushPinIcon from '@mui/icons-material/PushPin';
import SportsIcon from '@mui/icons-material/SportsBasketball';
import type { StaffAction } from '@portal/domain/staff/permissions';
import { NoticeboardStaffTexts } from '@portal/domain/noticeboard/noticeboard.messages';
import { OfficialsPayTexts } from '@portal/domain/rosters/officials-pay.messages';
import { EventRosterStaffTexts, RefereeBoardTexts } from '@portal/domain/rosters/rosters.staff.messages';

// The back-office pages of the member areas (STYLE.md "The back-office", decision 195): composed here because web
// areas never import each other; the staff shell reads this list for its routes and its navigation. Append a line
// per page. Each page is a chunk of its own, loaded when opened.

export interface StaffAreaPage { path: string; label: string; icon: typeof SvgIcon; action: StaffAction; page: LazyExoticComponent<ComponentType> }

export const STAFF_AREA_PAGES: StaffAreaPage[] = [
  {
    path: 'referee-roster', label: RefereeBoardTexts.nav, icon: SportsIcon, action: 'rosters.referee.read',
    page: lazy(async () => ({ default: (await import('../rosters/staff/referee-board-page')).RefereeBoardPage })),
  },
  {
    path: 'officials-pay', label: OfficialsPayTexts.nav, icon: PaymentsIcon, action: 'officials.pay.read',
    page: lazy(async () => ({ default: (await import('../rosters/staff/officials-pay-page')).OfficialsPayPage })),
  },
  {
    path: 'event-rosters', label: EventRosterStaffTexts.nav, icon: EventNoteIcon, action: 'rosters.events.read',
    page: lazy(async () => ({ default: (await import('../rosters/staff/event-rosters-page')).EventRostersPage })),
  },
  {
    path: 'noticeboard', label: NoticeboardStaffTexts.nav, icon: PushPinIcon, action: 'noticeboard.read',
    page: lazy(async () => ({ default: (await import('../noticeboard/staff/noticeboard-staff-page')).NoticeboardStaffPage })),
  },
];

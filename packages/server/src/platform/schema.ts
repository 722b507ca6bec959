// Every area's tables, in one schema for drizzle-kit and the query builder.
export * from './platform.tables';
export * from './members.tables';
export * from './league.tables';
export * from '../accounts/accounts.tables';
export * from '../competition/competition.tables';
export * from '../profile/lookups.tables';
export * from './mail/outbox.tables';
export * from '../payments/payments.tables';
export * from '../payments/coupons.tables';
export * from '../payments/gateway/sandbox.tables';
export * from '../store/store.tables';
export * from '../teams/teams.tables';
export * from '../rosters/rosters.tables';
export * from '../noticeboard/noticeboard.tables';
export * from '../bookings/bookings.tables';
export * from '../nomination/nomination.tables';
export * from '../staff/staff.tables';

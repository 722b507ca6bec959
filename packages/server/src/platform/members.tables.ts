import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { citext, storedFiles } from './platform.tables';

const t = (name: string) => text(name).notNull().default('');

/**
 * What the back-office's member search matches (name, username, email, mobile), in lower case: one expression, so
 * its trigram index serves every search (docs/decisions/161). The staff search reads it from here. A person without a
 * sign-in has no username (decision 245): without the coalesce their whole text was null, and no name found them
 * (docs/decisions/252, migration 0040).
 */
export const memberSearchText = (m: {
  firstname: unknown;
  lastname: unknown;
  prefname: unknown;
  username: unknown;
  email: unknown;
  mobile: unknown;
}) =>
  sql`lower(${m.firstname} || ' ' || ${m.lastname} || ' ' || ${m.prefname} || ' ' || coalesce(${m.username}, '') || ' ' || (${m.email})::text || ' ' || ${m.mobile})`;

/** Members are shared by every area (auth, accounts, profile, teams…), so their tables live in platform. */

/**
 * A member account with its profile (spec 000 §3). Usernames are case sensitive (spec 000 §8). A person without a
 * sign-in of their own (a child a guardian added, docs/decisions/245) has neither username nor password.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username'),
    passwordHash: text('password_hash'),
    firstname: t('firstname'),
    lastname: t('lastname'),
    prefname: t('prefname'),
    middlename: t('middlename'),
    dob: date('dob'),
    gender: t('gender'),
    email: citext('email').notNull().default(''),
    mobile: t('mobile'),
    phone: t('phone'),
    workphone: t('workphone'),
    address: t('address'),
    suburb: t('suburb'),
    postcode: t('postcode'),
    state: t('state'),
    job: t('job'),
    jobTitle: t('job_title'),
    school: t('school'),
    skills: t('skills'),
    height: t('height'),
    weight: t('weight'),
    ecFullname: t('ec_fullname'),
    ecMobile: t('ec_mobile'),
    ecFullname2: t('ec_fullname_2'),
    ecMobile2: t('ec_mobile_2'),
    ecMedical: t('ec_medical'),
    disability: t('disability'),
    disabilitytype: t('disabilitytype'),
    identifygender: t('identifygender'),
    countrybirth: t('countrybirth'),
    statebirth: t('statebirth'),
    aboriginal: t('aboriginal'),
    /** The key of the member's photo in stored_files (never a file of its own: decision 151). */
    photoPath: text('photo_path').references(() => storedFiles.key),
    agreedToTerms: boolean('agreed_to_terms').notNull().default(false),
    agreedToPrivacy: boolean('agreed_to_privacy').notNull().default(false),
    agreedToIndemnity: boolean('agreed_to_indemnity').notNull().default(false),
    subscribedToNewsletter: boolean('subscribed_to_newsletter').notNull().default(false),
    subscribedToSms: boolean('subscribed_to_sms').notNull().default(false),
    subscribedToComm: boolean('subscribed_to_comm').notNull().default(false),
    mainSport: text('main_sport').notNull().default('basketball'),
    isEft: boolean('is_eft').notNull().default(false),
    isRef: boolean('is_ref').notNull().default(false),
    isRoster: boolean('is_roster').notNull().default(false),
    isMan: boolean('is_man').notNull().default(false),
    nonPl: boolean('non_pl').notNull().default(false),
    skTm: boolean('sk_tm').notNull().default(false),
    skTmVal: boolean('sk_tm_val').notNull().default(false),
    // Bank details, encrypted at rest (AES-256-GCM, key from configuration): iv.tag.ciphertext in base64.
    acctNameEnc: text('acct_name_enc'),
    acctBsbEnc: text('acct_bsb_enc'),
    acctNumberEnc: text('acct_number_enc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by staff: sign-in is refused and live tokens stop working; the data stays (docs/decisions/161). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** The account this one was merged into (a duplicate of one person): its sign-in leads there (docs/decisions/161). */
    mergedInto: integer('merged_into'),
  },
  (m) => [
    uniqueIndex('members_username_key').on(m.username),
    // Sign-in stays case sensitive (exact match), but "Member01" cannot be registered beside "member01" (docs/decisions/030-registration-and-recovery.md).
    uniqueIndex('members_username_lower_key').on(sql`lower(${m.username})`),
    // A generated username's free number (registration, AUTO_USERNAME): `lower(username) like 'base%'` walks only the
    // names that start so, whatever the database's collation (decision 350: it read every member's name before).
    index('members_username_prefix_idx').on(sql`lower(${m.username}) text_pattern_ops`),
    index('members_email_idx').on(m.email),
    // Finding a person by name and date of birth (store attendees, team player checks), whatever the case.
    index('members_name_dob_idx').on(sql`lower(${m.firstname})`, sql`lower(${m.lastname})`, m.dob),
    // A stored file is deleted only when no member names it: that check, and moving old photos at start, look here.
    index('members_photo_path_idx')
      .on(m.photoPath)
      .where(sql`${m.photoPath} is not null`),
    // The back-office's search (docs/decisions/161): any part of a name, username, email or mobile.
    index('members_search_trgm_idx').using('gin', sql`${memberSearchText(m)} gin_trgm_ops`),
    index('members_merged_into_idx')
      .on(m.mergedInto)
      .where(sql`${m.mergedInto} is not null`),
    check('members_sign_in_whole', sql`(${m.username} is null) = (${m.passwordHash} is null)`),
  ],
);

/**
 * Who looks after whom (docs/decisions/245): a guardian may act for the child in every member call (platform/act-for.ts);
 * a child may have several guardians with equal rights. Shared by every area like members: the sign-in reads it.
 */
export const guardianships = pgTable(
  'guardianships',
  {
    id: serial('id').primaryKey(),
    guardianId: integer('guardian_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (g) => [
    uniqueIndex('guardianships_pair_key').on(g.guardianId, g.childId),
    index('guardianships_child_idx').on(g.childId),
    check('guardianships_not_self', sql`${g.guardianId} <> ${g.childId}`),
  ],
);

/** A member's registration in a sport (spec 000 §3 sport entry). */
export const memberSports = pgTable(
  'member_sports',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sport: text('sport').notNull(),
    expiryDate: date('expiry_date'),
    prevExpiryDate: date('prev_expiry_date'),
    membRenewal: boolean('memb_renewal').notNull().default(false),
  },
  (s) => [uniqueIndex('member_sports_member_sport_key').on(s.memberId, s.sport)],
);

/** Bearer tokens: only the SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the holder last typed their password again in this session (staff, before money or bank details; decision 263). */
    passwordConfirmedAt: timestamp('password_confirmed_at', { withTimezone: true }),
  },
  (a) => [uniqueIndex('access_tokens_hash_key').on(a.tokenHash), index('access_tokens_member_idx').on(a.memberId)],
);

import { registerBodySchema, type RegisterInput } from '@portal/domain/accounts/registration-schema';
import { uniqueUsername, usernameBase } from '@portal/domain/accounts/accounts.rules';
import { AccountMails, RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import type { RegisterBody, RegisterReply } from '@portal/domain/accounts/accounts.contract';
import { todayIn } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { AppError, fieldErrors, isUniqueViolation, zodFieldErrors } from '../platform/errors';
import { composeMail } from '../platform/mail/compose';
import { memberColumns } from '../platform/member-mapper';
import { checkBirthCountryAndLocality } from '../profile/lookups.service';
import { refuseCommonPassword } from '../security/passwords.service';
import { joinInvitedTeams } from '../teams/teams.service';
import { hashPassword, issueToken } from './accounts.service';
import * as repo from './accounts.repo';
import { limitRequests } from './request-limits';

/**
 * Spec 000 §2.3, §3, §5: create the account of any of the three forms and sign it in (like login, 1 day).
 * The route checked shapes with permissive settings; here the site's own settings decide.
 */
export async function register(ctx: Ctx, input: RegisterBody): Promise<RegisterReply> {
  // Each registration sends a mail to the address given: limit them per client address (docs/decisions/036-request-limits.md).
  await limitRequests(ctx, 'register', '', R.tooManyRegistrations);
  const body = await validate(ctx, input);
  const passwordHash = await hashPassword(body.password);
  const generated = ctx.config.site.autoUsername;
  const now = ctx.now();
  let username = '';
  let token;
  // A generated username may be taken between the look-up and the insert: try the next free one. A chosen username
  // taken in any case ("Member01" beside "member01") violates members_username_lower_key: 409 as for an exact twin.
  for (let attempt = 0; ; attempt++) {
    username = generated ? await generateUsername(ctx, body.firstname, body.lastname) : body.username;
    try {
      token = await ctx.db.transaction(async (tx) => {
        const id = await repo.insertMember(tx, memberRow(body, username, passwordHash), {
          sport: body.sport,
          membRenewal: true,
        });
        // registered through a team's invitation link: the new member joins that team (docs/decisions/156)
        if (body.invitation) await joinInvitedTeams(tx, body.invitation, id, now);
        return issueToken(tx, id, 1, now);
      });
      break;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (!generated || attempt >= 3)
        throw new AppError(409, 'username_taken', R.usernameTaken, { username: R.usernameTaken });
    }
  }
  // After the commit, never inside the transaction (../shared/STACK.md pitfall 3). The account exists either way.
  await ctx.mailer
    .send(composeMail(ctx.config, { to: body.email, ...AccountMails.welcome(body.firstname, username, generated) }))
    .catch((err: unknown) => ctx.log?.error({ err }, 'welcome mail failed'));
  return { data: { success: JSON.stringify(token), username, message: R.registered } };
}

async function validate(ctx: Ctx, input: RegisterBody): Promise<RegisterInput> {
  const { minPasswordLength, autoUsername, timeZone } = ctx.config.site;
  const [y, m, d] = todayIn(timeZone, ctx.now()).split('-').map(Number) as [number, number, number];
  const parsed = registerBodySchema({ minPasswordLength, autoUsername, today: () => new Date(y, m - 1, d) }).safeParse(
    input,
  );
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
  refuseCommonPassword(parsed.data.password); // decision 329
  await checkBirthCountryAndLocality(ctx, parsed.data);
  return parsed.data;
}

async function generateUsername(ctx: Ctx, firstname: string, lastname: string): Promise<string> {
  const base = usernameBase(firstname, lastname);
  return uniqueUsername(base, await repo.usernamesStartingWith(ctx.db, base));
}

/** The member row: the form's answers (those a form does not ask stay empty), its sport as the main sport. */
function memberRow(b: RegisterInput, username: string, passwordHash: string): repo.NewMember {
  return { ...memberColumns({ ...b, main_sport: b.sport }), username, passwordHash };
}

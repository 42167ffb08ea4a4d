import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadEnvironment } from '../config/load-environment.js';
import { enrolmentLink } from './domain/operator-enrolment.js';
import { isOperatorRole, normalizeOperatorEmail, OPERATOR_ROLES } from './domain/operator.js';
import { openOperatorAccounts } from './operator-accounts.standalone.js';

/**
 * `npm run operator -- <command>`, on the app's configuration and database:
 *
 * - `create --email EMAIL --role ROLE [--password PASSWORD]`: a new operator (the first owner,
 *   typically). Prints the password (a random one unless given) and the authenticator's secret
 *   and otpauth:// URI, this once: the operator adds it to their authenticator app. Also prints
 *   a one-time enrolment link (72 hours): on it the operator sees the QR code, sets their own
 *   password, confirms the authenticator and gets their recovery codes.
 * - `deactivate --email EMAIL`: the operator can no longer sign in; their sessions end.
 * - `dev-seed`: in development only, the dev owner (`owner@remit.local`), created if missing,
 *   with its password and authenticator secret printed (`npm start` runs it).
 */
export const DEV_OWNER = { email: 'owner@remit.local', password: 'owner-dev-password' } as const;

const USAGE = `usage: npm run operator -- create --email EMAIL --role ${OPERATOR_ROLES.join('|')} [--password PASSWORD]
       npm run operator -- deactivate --email EMAIL
       npm run operator -- dev-seed`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
});
const env = loadEnvironment();
const { operators, orm, secrets, close } = await openOperatorAccounts(env);

try {
  const command = positionals[0];
  if (command === 'create') {
    if (!values.email || !isOperatorRole(values.role)) throw new Error(USAGE);
    const password = values.password ?? randomBytes(12).toString('base64url');
    const created = await operators.create({ email: values.email, password, role: values.role });
    const enrolment = await operators.issueEnrolment(created.id);
    console.log(describe(created.email, created.role, password, created.totpSecret, created.otpauthUri));
    console.log(`  Enrolment link:      ${enrolmentLink(env.APP_URL, enrolment.token)}\n  (one-time, until ${enrolment.expiresAt.toISOString()}: sets their own password, shows the QR code and gives recovery codes)`);
  } else if (command === 'deactivate') {
    if (!values.email) throw new Error(USAGE);
    const [row] = await orm.em.getConnection().execute<{ id: number }[]>('select id from operators where email = ?', [normalizeOperatorEmail(values.email)]);
    if (!row) throw new Error(`No operator has the email ${values.email}`);
    await operators.deactivate(row.id);
    console.log(`${values.email} is deactivated; their sessions have ended.`);
  } else if (command === 'dev-seed') {
    if (env.NODE_ENV !== 'development') throw new Error('dev-seed runs in development only (NODE_ENV=development)');
    const [existing] = await orm.em.getConnection().execute<{ totp_secret_sealed: string }[]>('select totp_secret_sealed from operators where email = ?', [DEV_OWNER.email]);
    const secret = existing ? secrets.open(existing.totp_secret_sealed) : (await operators.create({ ...DEV_OWNER, role: 'owner' })).totpSecret;
    console.log(`Dev owner:        ${DEV_OWNER.email} / ${DEV_OWNER.password}\nDev owner's TOTP: ${secret}  (add it to an authenticator app)`);
  } else {
    throw new Error(USAGE);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}

function describe(email: string, role: string, password: string, secret: string, uri: string): string {
  return [
    `Operator ${email} (${role}) created.`,
    `  Password:            ${password}`,
    `  Authenticator key:   ${secret}`,
    `  Authenticator URI:   ${uri}`,
    'Shown this once: hand them over privately; the operator adds the key (or the URI as a QR code) to an authenticator app.',
  ].join('\n');
}

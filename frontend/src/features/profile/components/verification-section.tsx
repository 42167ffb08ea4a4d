import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useProviderConfig } from '@/lib/data/provider-config';
import { m, useT, type MessageId } from '@/lib/i18n/messages';
import { loadStripeJs } from '@/lib/stripe-js';
import { describeLimits, TIER_NAMES, useTierLimits, type Limits, type LimitedTier, type Tier } from '@/lib/verification-tiers';
import { startIdentityCheck, useRevalidateVerification, useVerification, type IdentityCheckView } from '../api/verification';
import { BasicDetailsForm } from './basic-details-form';
import { EnhancedTierRequest } from './enhanced-tier-request';

/** Why the sender must try again, by the provider's `last_error` code (or ours: details_mismatch). */
const REASONS: Record<string, MessageId> = {
  consent_declined: m('profile.verification.reason.consent_declined'),
  details_mismatch: m('profile.verification.reason.details_mismatch'),
  document_expired: m('profile.verification.reason.document_expired'),
  document_type_not_supported: m('profile.verification.reason.document_type_not_supported'),
  document_unverified_other: m('profile.verification.reason.document_unverified_other'),
  id_number_insufficient_document_data: m('profile.verification.reason.id_number_insufficient_document_data'),
  id_number_mismatch: m('profile.verification.reason.id_number_mismatch'),
  id_number_unverified_other: m('profile.verification.reason.id_number_unverified_other'),
  selfie_face_mismatch: m('profile.verification.reason.selfie_face_mismatch'),
  selfie_unverified_other: m('profile.verification.reason.selfie_unverified_other'),
  under_supported_age: m('profile.verification.reason.under_supported_age'),
};

/** What the sender is told about their latest check of the next tier: still checking, or why to try again. */
function checkNote(check: IdentityCheckView): { kind: 'processing' | 'retry'; reason: MessageId | null } | null {
  if (!check) return null;
  if (check.state === 'processing') return { kind: 'processing', reason: null };
  if ((check.state === 'awaiting_input' && check.reason) || check.state === 'failed') {
    return { kind: 'retry', reason: REASONS[check.reason ?? ''] ?? m('profile.verification.reason.other') };
  }
  return null;
}

/** A check the sender just submitted in the provider's form, until the provider's answer reaches us. */
type Submitted = { checkId: string; tier: Tier; /** For a check resumed after a failure: when we last heard of it. */ resumedAt: string | null };

/** Whether our status does not show the provider's answer to the submission yet. */
function stillWaiting(submitted: Submitted, latest: IdentityCheckView): boolean {
  if (!latest || latest.id !== submitted.checkId) return true;
  if (latest.state !== 'awaiting_input') return false;
  return submitted.resumedAt ? latest.updatedAt === submitted.resumedAt : latest.reason === null;
}

/** How long the screen waits for the provider's answer before it stops asking (the profile shows it when it comes). */
const ANSWER_WAIT_MS = 30_000;

/**
 * /profile's identity verification: the sender's tier and what it lets them send, what the next
 * tier unlocks, and the way to it (Basic: their details, then the identity provider's id number
 * check; Verified ID: the provider's document and selfie check), through Stripe.js `verifyIdentity`;
 * Enhanced: occupation and source of funds, reviewed by our compliance team.
 */
export function VerificationSection() {
  const t = useT();
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const { data: status, error: loadError } = useVerification(submitted !== null);
  const { data: limits } = useTierLimits();
  const { data: config } = useProviderConfig();
  const revalidate = useRevalidateVerification();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const kind = !status || status.tier === 'none' ? 'id_number' : 'document';
  const latest = status?.checks[kind] ?? null;
  // The tier rising is the answer too (the next tier's check is another kind).
  const answered = submitted !== null && status !== undefined && (status.tier !== submitted.tier || !stillWaiting(submitted, latest));
  useEffect(() => {
    if (answered) setSubmitted(null);
  }, [answered]);
  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => setSubmitted(null), ANSWER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  if (loadError) return <p role="alert" className="text-sm text-red-600">{t('profile.verification.loadFailed')}</p>;
  if (!status) return <Spinner label={t('profile.verification.loading')} className="py-6" />;

  const note =
    submitted && !answered
      ? ({ kind: 'processing', reason: null } as const)
      : status.nextTier === 'basic' || status.nextTier === 'verified_id'
        ? checkNote(latest)
        : null;

  const describe = (tierLimits: Limits | undefined) => describeLimits(t, tierLimits);

  async function verify() {
    if (busy || !config) return;
    setProblem(null);
    setBusy(true);
    try {
      const before = latest;
      const { checkId, clientSecret } = await startIdentityCheck(kind);
      const stripe = await loadStripeJs(config);
      const result = await stripe.verifyIdentity(clientSecret);
      if (result.error) {
        setProblem(t('profile.verification.closed'));
      } else {
        setSubmitted({ checkId, tier: status?.tier ?? 'none', resumedAt: before?.id === checkId ? before.updatedAt : null });
        setEditing(false);
      }
      await revalidate();
    } catch (caught) {
      setProblem(errorMessage(caught, t('profile.verification.startFailed')));
    } finally {
      setBusy(false);
    }
  }

  const showForm = status.tier === 'none' && (editing || !status.details || note?.reason === m('profile.verification.reason.details_mismatch'));

  return (
    <div className="space-y-4" data-testid="verification">
      <div>
        <p className="text-sm text-slate-600">{t('profile.verification.yourTier')}</p>
        <p className="text-lg font-semibold text-slate-900" data-testid="verification-tier">
          {t(TIER_NAMES[status.tier])}
        </p>
        {status.tier !== 'none' && limits && <p className="text-sm text-slate-600">{describe(limits[status.tier as LimitedTier])}</p>}
      </div>
      {status.nextTier && limits && (
        <p className="text-sm text-slate-700" data-testid="verification-next">
          {t('profile.verification.next', { tier: t(TIER_NAMES[status.nextTier]), limits: describe(limits[status.nextTier]) })}
        </p>
      )}
      {note?.kind === 'processing' && (
        <p role="status" className="text-sm text-slate-700">
          {t('profile.verification.processing')}
        </p>
      )}
      {note?.kind === 'retry' && note.reason && (
        <p role="alert" className="text-sm text-red-600" data-testid="verification-reason">
          {t(note.reason)}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      {status.tier === 'none' &&
        (showForm ? (
          <>
            <p className="text-sm text-slate-600">{t('profile.verification.basicIntro')}</p>
            <BasicDetailsForm
              initial={status.details}
              busy={busy}
              onSaved={() => {
                void verify();
              }}
            />
          </>
        ) : (
          note?.kind !== 'processing' && (
            <div className="flex flex-wrap gap-3">
              <Button busy={busy} onClick={() => void verify()}>
                {note?.kind === 'retry' ? t('profile.verification.retry') : t('profile.verification.startBasic')}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('profile.verification.editDetails')}
              </Button>
            </div>
          )
        ))}
      {status.tier === 'basic' && note?.kind !== 'processing' && (
        <>
          <p className="text-sm text-slate-600">{t('profile.verification.verifiedIdIntro')}</p>
          <Button busy={busy} onClick={() => void verify()}>
            {note?.kind === 'retry' ? t('profile.verification.retry') : t('profile.verification.startVerifiedId')}
          </Button>
        </>
      )}
      {status.tier === 'verified_id' && <EnhancedTierRequest />}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import { useAnswerInformationRequest, useInformationRequests, type InformationRequest } from '@/lib/data/information-requests';
import { m, useT } from '@/lib/i18n/messages';

const MIN_ANSWER = 3;
const MAX_ANSWER = 4000;

/**
 * A compliance operator's question to the sender (issue #26: "request information through the
 * app"), shown on the dashboard and /profile until answered, with the form to answer it. The
 * question shows as the operator wrote it; nothing shows when nothing is asked.
 */
export function InformationRequestNotice() {
  const { data } = useInformationRequests();
  if (!data || data.requests.length === 0) return null;
  return (
    <>
      {data.requests.map((request) => (
        <RequestCard key={request.caseId} request={request} />
      ))}
    </>
  );
}

function RequestCard({ request }: { request: InformationRequest }) {
  const headingId = useId();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const send = useAnswerInformationRequest();
  const { toast } = useToast();
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = answer.trim();
    if (trimmed.length < MIN_ANSWER) {
      setError(t('informationRequest.answerTooShort'));
      return;
    }
    setBusy(true);
    try {
      await send(request.caseId, trimmed);
      toast({ title: m('informationRequest.sent') });
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.answer) setError(fields.answer);
      else toast({ title: m('informationRequest.notSent'), description: errorMessage(failure, t('informationRequest.failed')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-amber-300 bg-amber-50 p-6 shadow-sm" data-testid="information-request">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('informationRequest.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('informationRequest.intro')}</p>
      <blockquote className="mt-3 whitespace-pre-line rounded-lg border border-amber-200 bg-white p-3 text-sm text-slate-900" data-testid="information-request-question">
        {request.question}
      </blockquote>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3" aria-label={t('informationRequest.heading')}>
        <TextArea
          label={t('informationRequest.answerLabel')}
          name="answer"
          value={answer}
          maxLength={MAX_ANSWER}
          onChange={(event) => {
            setAnswer(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" busy={busy}>
          {t('informationRequest.send')}
        </Button>
      </form>
    </section>
  );
}

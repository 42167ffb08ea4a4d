import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorMessage, serverFieldErrors } from '@/lib/api-error';
import { setActiveLanguage } from './active-language';
import { loadCatalog } from './catalogs';
import { INTL_LOCALE, type Language } from './languages';
import { ServerErrorTranslation } from './server-error-text';

/** The app's language showing, as the i18n provider sets it. */
async function show(language: Language) {
  setActiveLanguage(language);
  render(
    <IntlProvider locale={INTL_LOCALE[language]} messages={await loadCatalog(language)}>
      <ServerErrorTranslation />
    </IntlProvider>,
  );
}

const refusal = (status: number, body: Record<string, unknown>) => new ApiError(status, JSON.stringify(body));

const nameMismatch = refusal(409, {
  code: 'TRANSFER.RECIPIENT_NAME_MISMATCH',
  field: 'recipient.confirmedRegisteredName',
  registeredName: 'Abebe Kebede',
  message:
    'This account is registered to Abebe Kebede, not Abebe Bekele. Check the number with the recipient, or confirm that Abebe Kebede is the person you are sending to.',
});

describe("a server error's message", () => {
  afterEach(() => setActiveLanguage('en'));

  it("stays the server's own words in English", async () => {
    await show('en');
    expect(errorMessage(nameMismatch, 'fallback')).toBe(
      'This account is registered to Abebe Kebede, not Abebe Bekele. Check the number with the recipient, or confirm that Abebe Kebede is the person you are sending to.',
    );
  });

  it("is the catalog's translation of its code, with the answer's details, in another language", async () => {
    await show('am');
    expect(errorMessage(nameMismatch, 'fallback')).toBe(
      'ይህ መለያ የተመዘገበው በAbebe Kebede ስም ነው። ቁጥሩን ከተቀባዩ ጋር ያረጋግጡ፣ ወይም የሚልኩለት ሰው Abebe Kebede መሆኑን ያረጋግጡ።',
    );
    // The field the server blamed gets the same words.
    expect(serverFieldErrors(nameMismatch)).toEqual({
      'recipient.confirmedRegisteredName': 'ይህ መለያ የተመዘገበው በAbebe Kebede ስም ነው። ቁጥሩን ከተቀባዩ ጋር ያረጋግጡ፣ ወይም የሚልኩለት ሰው Abebe Kebede መሆኑን ያረጋግጡ።',
    });
  });

  it('chooses the variant the details name: a wait in minutes, a limit per day', async () => {
    await show('am');
    expect(errorMessage(refusal(429, { code: 'RATE_LIMITED', retryAfterSeconds: 600, message: 'Too many attempts. Please try again in 10 minutes.' }), '')).toBe(
      'በጣም ብዙ ሙከራዎች። እባክዎ ከ10 ደቂቃ በኋላ እንደገና ይሞክሩ።',
    );
    await show('sw');
    const limit = refusal(400, { code: 'TRANSFER.LIMIT_EXCEEDED', field: 'amount', remaining: 250, limit: 'day', message: 'You can send up to $250.00 more today.' });
    expect(errorMessage(limit, '')).toMatch(/^Unaweza kutuma hadi .*250\.00 zaidi leo\.$/);
    const reached = refusal(400, { code: 'TRANSFER.LIMIT_EXCEEDED', field: 'amount', remaining: 0, limit: 'month', message: 'You have reached your 30-day sending limit.' });
    expect(errorMessage(reached, '')).toBe('Umefikia kikomo chako cha kutuma cha siku 30. Unaweza kutuma tena uhamisho wa awali ukipita siku 30.');
  });

  it("keeps the server's words for a code the catalogs do not know or a value its message lacks, and the fallback for an answer without a message", async () => {
    await show('am');
    expect(errorMessage(refusal(400, { code: 'QUOTE.AMOUNT_BELOW_MINIMUM', message: 'Amount must be at least $1.00' }), 'fallback')).toBe('Amount must be at least $1.00');
    expect(errorMessage(refusal(400, { code: 'VALIDATION_FAILED', message: 'Valid email is required' }), 'fallback')).toBe('Valid email is required');
    expect(errorMessage(refusal(429, { code: 'VERIFY.RESEND_COOLDOWN', message: 'Please wait a minute before requesting another code.' }), '')).toBe(
      'Please wait a minute before requesting another code.',
    );
    expect(errorMessage(new ApiError(502, '<html>Bad gateway</html>'), 'fallback')).toBe('fallback');
  });
});

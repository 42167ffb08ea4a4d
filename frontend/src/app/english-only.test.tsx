import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PasskeyList } from '@/components/passkey-list';
import { ApiError, errorMessage } from '@/lib/api-error';
import { setActiveLanguage } from '@/lib/i18n/active-language';
import { loadCatalog } from '@/lib/i18n/catalogs';
import { ServerErrorTranslation } from '@/lib/i18n/server-error-text';
import { EnglishOnly } from './english-only';

describe('EnglishOnly (the admin area, issue #27)', () => {
  it('shows the parts it shares with the sender’s pages in English inside a page in Amharic', async () => {
    render(
      <IntlProvider locale="am-ET" messages={await loadCatalog('am')}>
        <PasskeyList passkeys={[]} error={undefined} onRetry={() => undefined} onRemove={() => undefined} busy={false} />
        <EnglishOnly>
          <PasskeyList passkeys={[]} error={undefined} onRetry={() => undefined} onRemove={() => undefined} busy={false} />
        </EnglishOnly>
      </IntlProvider>,
    );

    expect(screen.getByText('እስካሁን ምንም ፓስኪ የለዎትም።')).not.toHaveAttribute('lang');
    expect(screen.getByText('You have no passkeys yet.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it("keeps the server's words inside it (the admin area), and the translation once it is gone", async () => {
    setActiveLanguage('am');
    render(
      <IntlProvider locale="am-ET" messages={await loadCatalog('am')}>
        <ServerErrorTranslation />
      </IntlProvider>,
    );
    const nameMismatch = new ApiError(
      409,
      JSON.stringify({
        code: 'TRANSFER.RECIPIENT_NAME_MISMATCH',
        field: 'recipient.confirmedRegisteredName',
        registeredName: 'Abebe Kebede',
        message: 'This account is registered to Abebe Kebede, not Abebe Bekele. Check the number with the recipient, or confirm that Abebe Kebede is the person you are sending to.',
      }),
    );
    const { unmount } = render(<EnglishOnly>admin</EnglishOnly>);
    expect(errorMessage(nameMismatch, 'fallback')).toMatch(/^This account is registered to Abebe Kebede, not Abebe Bekele\./);
    unmount();
    expect(errorMessage(nameMismatch, 'fallback')).toMatch(/^ይህ መለያ/);
  });
});

import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PasskeyList } from '@/components/passkey-list';
import { loadCatalog } from '@/lib/i18n/catalogs';
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
});

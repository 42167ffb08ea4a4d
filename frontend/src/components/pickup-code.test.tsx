import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '@/lib/i18n/catalogs';
import { IntlWrapper } from '@/testing/intl-wrapper';
import { PickupCode, groupPickupCode } from './pickup-code';

describe('groupPickupCode', () => {
  it.each([
    ['1234567890', '123 456 7890'],
    ['123456789', '123 456 789'],
    ['12345678', '123 456 78'],
    ['1234', '1234'],
  ])('reads %s as %s', (code, grouped) => {
    expect(groupPickupCode(code)).toBe(grouped);
  });
});

describe('PickupCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the code grouped, copies it whole, and shares it where the device can', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<PickupCode code="1234567890" recipientFirstName="Senait" />, { wrapper: IntlWrapper });

    expect(screen.getByTestId('pickup-code')).toHaveTextContent('123 456 7890');
    expect(screen.getByRole('region', { name: 'Pickup code' })).toHaveTextContent('Give this code to Senait');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('1234567890');
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('123 456 7890') }));
  });

  it("speaks the sender's language (Amharic): its name, the note naming the recipient and the agent, the buttons and what is shared", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const messages = await loadCatalog('am');
    render(
      <IntlProvider locale="am-ET" messages={messages}>
        <PickupCode code="1234567890" recipientFirstName="Senait" />
      </IntlProvider>,
    );

    const box = screen.getByRole('region', { name: 'የመውሰጃ ኮድ' });
    expect(box).toHaveTextContent('ለመውሰድ ዝግጁ · የመውሰጃ ኮድ');
    expect(box).toHaveTextContent('ይህን ኮድ ለSenait ይስጡ፤ በሚሰራ መታወቂያ ከHimbol Financial Services ወኪል ጥሬ ገንዘቡን ይወስዳሉ።');
    expect(screen.getByRole('button', { name: 'ኮዱን ይቅዱ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ያጋሩ' }));
    expect(share).toHaveBeenCalledWith({
      title: 'የመውሰጃ ኮድ',
      text: 'የመውሰጃ ኮድዎ 123 456 7890 ነው። በሚሰራ መታወቂያ ከHimbol Financial Services ወኪል ጥሬ ገንዘቡን ይውሰዱ።',
    });
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreeningDetails } from './screening-details';

const match = { entNum: 9107, listedName: 'NAKATO, Grace', matchedName: 'NAKATO, Grace', via: 'name', type: 'individual', programs: ['SDGT'], score: 1 };

describe('ScreeningDetails', () => {
  it('shows the account holder the partner named beside the sender and recipient, with what it matched', () => {
    render(
      <ScreeningDetails
        screening={{
          reason: 'likely_match',
          names: [
            { party: 'sender', name: 'Amina Okello', matches: [] },
            { party: 'recipient', name: 'Grace Achieng', matches: [] },
            { party: 'account_holder', name: 'Grace Nakato', matches: [match] },
          ],
        }}
      />,
    );
    const names = within(screen.getByRole('list', { name: 'Sanctions screening' })).getAllByRole('listitem');
    expect(names.map((n) => n.textContent)).toEqual([
      'Sender: Amina Okello — no match',
      'Recipient: Grace Achieng — no match',
      expect.stringMatching(/^Account holder \(payout partner\): Grace NakatoListed: NAKATO, Grace · SDN 9107/),
    ]);
    expect(screen.queryByTestId('screening-no-list')).toBeNull();
  });

  it('says plainly when no list was loaded, and that the names were not screened', () => {
    render(<ScreeningDetails screening={{ reason: 'no_list', names: [{ party: 'sender', name: 'Amina Okello', matches: [] }] }} />);
    expect(screen.getByTestId('screening-no-list')).toHaveTextContent('No sanctions list loaded: screening could not run');
    expect(screen.getByRole('listitem')).toHaveTextContent('Sender: Amina Okello — not screened');
  });
});

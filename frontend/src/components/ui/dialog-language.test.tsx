import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Transfer timeline" />
    </>
  );
}

/** Issue #27: the admin area stays English inside a page in Amharic; its dialogs (under <body>) say so too. */
describe('a dialog’s language', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('is the language of the part of the page that opened it, when not the page’s', async () => {
    document.documentElement.lang = 'am';
    render(
      <div lang="en">
        <Opener />
      </div>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Transfer timeline' })).toHaveAttribute('lang', 'en');
  });

  it('is the page’s own when opened from the page’s language', async () => {
    document.documentElement.lang = 'am';
    render(<Opener />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Transfer timeline' })).not.toHaveAttribute('lang');
  });
});

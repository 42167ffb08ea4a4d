import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useLogout } from '../api/logout';
import { m, useT } from '@/lib/i18n/messages';

const menuLinks = [
  { to: paths.profile, label: m('userMenu.profile') },
  { to: paths.paymentMethods, label: m('layout.nav.paymentMethods') },
  { to: paths.transactions, label: m('layout.nav.transactions') },
  { to: paths.rateAlerts, label: m('userMenu.rateAlerts') },
  { to: paths.settings, label: m('userMenu.settings') },
] as const;

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 hover:text-slate-900 focus-visible:bg-slate-50 focus-visible:outline-none';

type UserMenuProps = { firstName: string; lastName: string };

/** A disclosure (button + list of links), closed by Escape, an outside click or a choice. */
export function UserMenu({ firstName, lastName }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const logout = useLogout();
  const { toast } = useToast();
  const t = useT();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  async function signOut() {
    setOpen(false);
    try {
      await logout();
    } catch (error) {
      toast({
        title: m('userMenu.logoutFailed'),
        description: errorMessage(error, m('dashboard.logoutFailed')),
        variant: 'destructive',
      });
    }
  }

  const fullName = `${firstName} ${lastName}`;
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('userMenu.label', { name: fullName })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar name={fullName} />
        <span className="hidden text-sm font-medium lg:inline">{firstName}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <p className="border-b border-slate-100 px-4 py-2 text-sm font-semibold text-slate-900">
            {fullName}
          </p>
          <ul>
            {menuLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={itemClass} onClick={() => setOpen(false)}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li className="border-t border-slate-100">
              <button type="button" className={itemClass} onClick={signOut}>
                {t('dashboard.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

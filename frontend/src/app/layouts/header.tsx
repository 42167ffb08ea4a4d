import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { MenuIcon, XIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/data/current-user';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/messages';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from './logo';
import { signedInNav, signedOutNav, type NavItem } from './nav-links';

// Only a signed-in sender has the account menu: its chunk is not in the entry bundle (issue #27).
const UserMenu = lazy(() => import('@/features/auth/components/user-menu').then((module) => ({ default: module.UserMenu })));

type NavListProps = { items: NavItem[]; vertical?: boolean; onNavigate?: () => void };

function NavList({ items, vertical, onNavigate }: NavListProps) {
  const t = useT();
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            onClick={onNavigate}
            className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            {t(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const { data: user, error } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT();
  // Until /api/auth/me answers, show neither set of links rather than the wrong one.
  const known = user !== undefined || error !== undefined;
  const items = user ? signedInNav : signedOutNav;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          {/* On every page, signed in or not, before /api/auth/me answers too. */}
          <LanguageSwitcher />
          {/* The links and the account menu show together, once the menu's chunk is in: nothing moves. */}
          {known && (
            <Suspense fallback={null}>
              <div className="flex items-center gap-2">
                <nav aria-label={t('layout.nav.main')} className="hidden md:block">
                  <NavList items={items} />
                </nav>
                {user ? (
                  <UserMenu firstName={user.firstName} lastName={user.lastName} />
                ) : (
                  <ButtonLink to={paths.login} size="sm" className="ml-2">
                    {t('layout.signIn')}
                  </ButtonLink>
                )}
                <button
                  type="button"
                  className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
                  aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
                  aria-expanded={menuOpen}
                  aria-controls="mobile-nav"
                  onClick={() => setMenuOpen((open) => !open)}
                >
                  {menuOpen ? <XIcon /> : <MenuIcon />}
                </button>
              </div>
            </Suspense>
          )}
        </div>
      </div>
      {known && menuOpen && (
        <nav id="mobile-nav" aria-label={t('layout.nav.main')} className="border-t border-slate-200 px-4 py-3 md:hidden">
          <NavList items={items} vertical onNavigate={() => setMenuOpen(false)} />
        </nav>
      )}
    </header>
  );
}

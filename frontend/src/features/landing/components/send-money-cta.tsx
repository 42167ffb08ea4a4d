import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { ButtonStyleProps } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { T } from '@/lib/i18n/messages';

/** Visitors must sign in before sending, so the call to action leads to the sign-in page. */
export function SendMoneyCta({ variant = 'primary' }: Pick<ButtonStyleProps, 'variant'>) {
  return (
    <ButtonLink to={paths.login} size="lg" variant={variant}>
      <T id="landing.sendMoneyNow" />
      <ArrowRightIcon />
    </ButtonLink>
  );
}

import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type ButtonStyleProps } from './button-styles';

type ButtonLinkProps = LinkProps & ButtonStyleProps;

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}

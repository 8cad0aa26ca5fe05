import { cx } from '../../internal/class-names';
import { ChevronLeftIcon } from '../../internal/icons/chevron-left-icon';
import { Link, type LinkProps } from '../../Link/Link';
import * as styles from './page-template.css';

/**
 * GOV.UK's back link: a standalone link to the previous step, above the page's content. A link,
 * not a button: it goes somewhere the member has been, and works without JavaScript.
 */
export function BackLink({ children, className, ...rest }: LinkProps) {
  return (
    <Link {...rest} variant="standalone" className={cx(styles.backLink, className)}>
      <ChevronLeftIcon size="small" />
      {children}
    </Link>
  );
}

import { type LinkProps, Link as RouterLink } from 'react-router';
import { localPath, useLang } from '../app/lang';

/** A link to a page of the site, in the language of the page it is on. */
export function Link({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <RouterLink to={localPath(to, useLang())} {...props} />;
}

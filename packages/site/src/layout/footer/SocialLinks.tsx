import { useTranslation } from 'react-i18next';
import type { SocialMediaAccount } from '../../api/public';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  LinkIcon,
  TiktokIcon,
  XIcon,
  YoutubeIcon,
} from '../../ui/icons';

/** The mark of each icon the social media module offers; 'twitter' is X's older name. */
const marks: Record<string, typeof LinkIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  twitter: XIcon,
  youtube: YoutubeIcon,
  linkedin: LinkedinIcon,
  tiktok: TiktokIcon,
};

/**
 * The foundation's social media accounts as a row of icons, each a link named by the account's name for
 * screen readers (and as its tooltip); an icon the site does not draw shows as a plain link mark.
 */
export function SocialLinks({ accounts }: { accounts: readonly SocialMediaAccount[] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return null;
  return (
    <nav aria-label={t('footer.followUs')} className="mt-5">
      <ul className="flex flex-wrap gap-3">
        {accounts.map((account) => {
          const icon = account.icon?.trim().toLowerCase() ?? '';
          const Mark = marks[icon] ?? LinkIcon;
          return (
            <li key={account.id}>
              <a
                href={account.url}
                rel="me"
                title={account.social_media_name}
                className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-900 text-lime-300 hover:bg-lime-300 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-300"
              >
                <Mark className="h-5 w-5" data-icon={marks[icon] ? icon : 'link'} />
                <span className="sr-only">{account.social_media_name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

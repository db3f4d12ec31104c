import { useTranslation } from 'react-i18next';
import { type TeamCategory, type TeamMember, useTeam, useTeamCategories } from '../../api/public';
import { EmptyList, ListLoading } from '../../ui/ListStates';
import { Picture } from '../../ui/Picture';
import './texts';

/** The members of each category, in the categories' order; categories without members are left out. */
function grouped(categories: TeamCategory[], members: TeamMember[]) {
  return categories
    .map((category) => ({
      category,
      members: members.filter((m) => m.category_team_id === category.id),
    }))
    .filter((group) => group.members.length > 0);
}

/** The team, grouped by category: a photo, the name and the job of each member. */
export default function TeamSection() {
  const { t } = useTranslation();
  const categories = useTeamCategories();
  return (
    <section aria-labelledby="team-title">
      <h2 id="team-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('about.teamTitle')}
      </h2>
      <p className="mt-2 text-emerald-800">{t('about.teamIntro')}</p>
      <div className="mt-8 space-y-10">
        {categories.isPending ? <ListLoading /> : <TeamGroups categories={categories.data ?? []} />}
      </div>
    </section>
  );
}

/**
 * The members by category. A component of its own: a server render waits for one answer per component
 * (see usePublic), so the categories' and the members' calls each have theirs.
 */
function TeamGroups({ categories }: { categories: TeamCategory[] }) {
  const members = useTeam();
  if (members.isPending) return <ListLoading />;
  const groups = grouped(categories, members.data ?? []);
  if (groups.length === 0) return <EmptyList />;
  return groups.map(({ category, members: people }) => (
    <section key={category.id} data-testid="team-group" aria-labelledby={`team-${category.id}`}>
      <h3 id={`team-${category.id}`} className="text-xl font-semibold text-emerald-800">
        {category.category_team_name}
      </h3>
      <ul className="mt-4 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
        {people.map((member) => (
          <li key={member.id} data-testid="team-member" className="text-center">
            {member.file_team ? (
              <Picture
                src={member.file_team.url}
                // The name is written right below the photo.
                alt=""
                sizes="12rem"
                width={400}
                height={400}
                className="mx-auto aspect-square w-full max-w-48 rounded-full bg-emerald-100 object-cover"
              />
            ) : (
              <div className="mx-auto aspect-square w-full max-w-48 rounded-full bg-emerald-100" />
            )}
            <p className="mt-3 font-semibold">{member.name}</p>
            {member.job && <p className="text-sm text-emerald-700">{member.job}</p>}
          </li>
        ))}
      </ul>
    </section>
  ));
}

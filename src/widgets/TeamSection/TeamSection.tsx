import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { excerpt } from '../../domain/excerpt';
import { MAX_ROWS, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid } from '../home-support/ItemCard';
import { textBlocksQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';
import '../TestimonialsSection/people.css';

/** The club's team: up to 15 members with photo, name, role and a few words. */
export default function TeamSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const rows = numberOption(options, 'maxRows', MAX_ROWS);
  const team = useQuietList('the team', textBlocksQuery(root, 'Teams', rows));
  if (team === null) return <HomePlaceholder />;
  if (team.length === 0) return null;
  return (
    <HomeSection title={t('home.team')}>
      <CardGrid>
        {team.map((member) => {
          const image = root.settings.uploadUrl(member.image);
          return (
            <article key={member.id} className="person-card">
              {image ? <img src={image} alt="" loading="lazy" className="person-card__photo" /> : null}
              <h3 className="item-card__title">{member.name}</h3>
              {member.title ? <p className="item-card__subtitle">{member.title}</p> : null}
              <p>{excerpt(member.smalText || member.text || '', 200)}</p>
            </article>
          );
        })}
      </CardGrid>
    </HomeSection>
  );
}

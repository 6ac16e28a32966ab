import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { PostCard } from '../BlogList/PostCard';
import '../BlogList/blog.css';
import { LAST_POSTS, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid } from '../home-support/ItemCard';
import { postsQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';

/** The 3 most recent blog posts. */
export default function LastPostsSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const count = numberOption(options, 'count', LAST_POSTS);
  const posts = useQuietList('the last posts', postsQuery(root, count));
  if (posts === null) return <HomePlaceholder />;
  if (posts.length === 0) return null;
  return (
    <HomeSection title={t('home.lastPosts')} more={{ to: '/blog', text: t('home.seeAll') }}>
      <CardGrid>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} headingLevel={3} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}

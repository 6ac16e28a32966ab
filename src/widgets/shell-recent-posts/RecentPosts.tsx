import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WidgetProps } from '../../engine/widget-types';
import { postsQuery } from '../../stores/club-queries';
import { useRootStore } from '../../stores/StoresContext';
import { useQuietList } from '../../stores/use-query';

const DEFAULT_COUNT = 2;

/** The club's latest posts in the header (doc 1 §2.4); a failure is logged and shows nothing. */
export function RecentPosts({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const count = typeof options.count === 'number' ? options.count : DEFAULT_COUNT;
  const posts = useQuietList('the recent posts', postsQuery(root, count)) ?? [];

  if (posts.length === 0) return null;
  return (
    <div className="recent-posts">
      <ul aria-label={t('header.recentPosts')}>
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={`/post/${post.id}`} className="recent-posts__link">
              {post.image ? <img src={root.settings.uploadUrl(post.image) ?? ''} alt="" width={40} height={40} /> : null}
              <span>{post.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

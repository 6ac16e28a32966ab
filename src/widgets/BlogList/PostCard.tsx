import { Link } from 'react-router-dom';
import type { components } from '../../generated/api';
import { formatValue } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import { useRootStore } from '../../stores/StoresContext';
import { excerpt } from '../../domain/excerpt';

type Post = components['schemas']['Post'];

/** Card text is cut to 100 characters (doc 3 §2.8). */
export const EXCERPT_LENGTH = 100;

export function PostCard({ post, excerptLength = EXCERPT_LENGTH, headingLevel = 2 }: { post: Post; excerptLength?: number; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const root = useRootStore();
  const options = useFormatOptions();
  const image = root.settings.uploadUrl(post.image);
  return (
    <article className="post-card">
      {image ? <img src={image} alt="" loading="lazy" className="image image--card" /> : <div className="image image--card post-card__blank" />}
      <Heading className="post-card__title">
        <Link to={`/post/${post.id}`}>{post.title}</Link>
      </Heading>
      <p className="post-card__meta">
        {formatValue(post.created, 'date', options)}
        {post.name ? ` · ${post.name}` : ''}
      </p>
      <p>{excerpt(post.smalText || post.text || '', excerptLength)}</p>
    </article>
  );
}

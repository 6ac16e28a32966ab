import type { components } from '../../generated/api';
import type { RootStore } from '../../stores/RootStore';
import type { DataSourceMap } from '../data-sources';
import { formatValue } from '../format-value';
import { legalSettingsQuery, postsQuery } from '../../stores/club-queries';
import { bareAnswer, numericParam } from './answers';
import { answer, computed, extend, object, reads, shapes, type SourceReads } from './reads';

type Post = components['schemas']['Post'];

/** Popular posts shown beside a post (doc 3 §9). */
export const POPULAR_POSTS = 2;

function withImage(root: RootStore, post: Post) {
  return { ...post, imageUrl: root.settings.uploadUrl(post.image) };
}

export const contentSources: DataSourceMap = {
  legalSettings: ({ root }) => root.queries.fetch(legalSettingsQuery(root)),

  /** The related clubs come with the site settings, already loaded. */
  async relatedClubs({ root }) {
    return {
      clubs: root.settings.relatedClubs.map((club) => ({ ...club, imageUrl: root.settings.uploadUrl(club.image) })),
    };
  },

  async post({ root, params }) {
    const id = numericParam(params.id);
    const post = await bareAnswer(root.client.GET('/api/cztextblocks/get-with-user', { params: { query: { id } } }));
    return { ...withImage(root, post), createdText: formatValue(post.created, 'date', root.settings.formatOptions) };
  },

  async popularPosts({ root, params }) {
    // Beside a post, never the post being read: one more is asked for, so two others still show.
    const reading = params.id === undefined ? null : Number(params.id);
    const posts = await root.queries.fetch(postsQuery(root, POPULAR_POSTS + 1, true));
    const others = posts.filter((post) => post.id !== reading).slice(0, POPULAR_POSTS);
    return { posts: others.map((post) => withImage(root, post)) };
  },
};

/** The operation each content source reads and what it puts in scope (checked against the manifests: manifest-bindings.test.ts). */
export const contentReads: SourceReads = {
  legalSettings: reads('getLegalSettings', 'data'),
  relatedClubs: shapes('getMainSettings', object({ clubs: extend(answer('getMainSettings', 'data.RelatedClubs'), { imageUrl: computed }) })),
  post: reads('getPost', '', { imageUrl: computed, createdText: computed }),
  popularPosts: shapes('listRecentPosts', object({ posts: extend(answer('listRecentPosts', 'data'), { imageUrl: computed }) })),
};

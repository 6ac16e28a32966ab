import type { components } from '../../generated/api';
import type { RootStore } from '../../stores/RootStore';
import type { DataSourceMap } from '../data-sources';
import { formatValue } from '../format-value';
import { bareAnswer, numericParam, okAnswer } from './answers';

type Post = components['schemas']['Post'];

/** Popular posts shown beside a post (doc 3 §9). */
export const POPULAR_POSTS = 2;

function withImage(root: RootStore, post: Post) {
  return { ...post, imageUrl: root.settings.uploadUrl(post.image) };
}

export const contentSources: DataSourceMap = {
  async legalSettings({ root }) {
    const answer = await okAnswer(root.client.GET('/api/czconfigs/legal-settings'));
    return answer.data ?? {};
  },

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

  async popularPosts({ root }) {
    const answer = await okAnswer(
      root.client.GET('/api/cztextblocks/list-with-users', { params: { query: { count: POPULAR_POSTS, popular: true } } }),
    );
    return { posts: (answer.data ?? []).map((post) => withImage(root, post)) };
  },
};

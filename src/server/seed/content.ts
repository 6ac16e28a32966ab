import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { SeedClock } from './clock';
import { BANNERS, POSTS, TEAM, TESTIMONIALS } from './posts';

export async function seedContent(trx: Transaction<DB>, clock: SeedClock, links: { summerCampActivityId: number }): Promise<void> {
  await trx
    .insertInto('text_blocks')
    .values([
      ...POSTS.map((post, index) => ({
        type: 'Posts' as const,
        title: post.title,
        small_text: post.smallText,
        text: post.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
        image: `Posts/post-${index + 1}.svg`,
        author_name: post.author,
        popular: post.popular ?? false,
        created_at: clock.ago(post.ageDays, 2),
      })),
      ...TESTIMONIALS.map((testimonial, index) => ({
        type: 'Testimonials' as const,
        title: testimonial.title,
        small_text: testimonial.text,
        text: `<p>${testimonial.text}</p>`,
        image: testimonial.image,
        author_name: testimonial.name,
        created_at: clock.ago(200 - index * 20),
      })),
      ...TEAM.map((member, index) => ({
        type: 'Teams' as const,
        title: member.title,
        small_text: member.text,
        text: `<p>${member.text}</p>`,
        image: member.image,
        author_name: member.name,
        created_at: clock.ago(400 - index),
      })),
    ])
    .execute();

  await trx
    .insertInto('banners')
    .values(
      BANNERS.map((banner, index) => ({
        ...banner,
        url: banner.url.replace('{summerCamp}', String(links.summerCampActivityId)),
        image: `Banners/banner-${index + 1}.svg`,
        sort_order: index,
      })),
    )
    .execute();
}

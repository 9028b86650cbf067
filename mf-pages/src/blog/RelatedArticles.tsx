import { useScreenTexts } from '@site/shared/react';
import type { BlogPostView } from '@site/shared/request';
import type { ContentIcons } from '@site/shared/ui';
import { BlogCard } from './BlogCard';

/** 'Related Articles' under an article: up to 3 cards, each linking to its article. */
export function RelatedArticles({ posts, icons }: { posts: readonly BlogPostView[]; icons: ContentIcons }) {
  const t = useScreenTexts();
  return (
    <section aria-labelledby="related-articles-title" className="below-fold container-page mt-20 sm:mt-24" data-testid="related-articles">
      <h2 id="related-articles-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {t.blog.related}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <BlogCard post={post} icons={icons} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

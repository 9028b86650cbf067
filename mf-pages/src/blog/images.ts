/** `sizes` of a card's image in the blog's grids (two columns beside the sidebar from `lg`, two from `sm`). */
export const BLOG_CARD_SIZES = '(min-width: 1024px) 440px, (min-width: 640px) 50vw, 100vw';
/** `sizes` of an article's image (at most 64rem wide). */
export const ARTICLE_IMAGE_SIZES = '(min-width: 1088px) 1024px, 100vw';

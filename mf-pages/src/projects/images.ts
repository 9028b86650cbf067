/** `sizes` of the images of the projects' grids (one column, two from `sm`, three from `lg` in an 80rem page). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
/** `sizes` of a project's main image: the page's width, at most 76rem. */
export const MAIN_IMAGE_SIZES = '(min-width: 1280px) 1216px, 100vw';

// The session pages the router loads after the design screen (design.ts and player.ts split off).
export { AfterRatingPage } from '../rating/after-rating-page.tsx';
export { BeforeRatingPage } from '../rating/before-rating-page.tsx';

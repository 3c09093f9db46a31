// The session pages the router loads (one chunk for the feature; the player splits further).
export { SessionDesignPage } from '../design/session-design-page.tsx';
export { AfterRatingPage } from '../rating/after-rating-page.tsx';
export { BeforeRatingPage } from '../rating/before-rating-page.tsx';

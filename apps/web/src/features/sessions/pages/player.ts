// The player in a chunk of its own: the pacer, audio and video code load only on /Home/new-intro.
export { PlayerPage } from '../player/player-page.tsx';

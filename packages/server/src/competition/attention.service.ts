// The competition area's part of the back-office home (decision 277).

/** Today's games without a result, and the first venue holding one. */
export { unscoredGames } from './attention.read';

import type { BenchModule } from './bench-module';
import { scorableGame } from '../test/live-kit';

/** The live-score bench's game (npm run bench:live): found in the server's own database before it listens. */
export const liveBench: BenchModule = {
  name: 'live',
  prepare: async (db) => {
    const { game_id, division_id } = await scorableGame(db);
    return { live_game: game_id, live_division: division_id };
  },
  scenarios: () => [],
};

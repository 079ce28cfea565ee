import { pick, seededRandom } from './server-modules.js';

/** The mock provider's seeded generator (mulberry32) and pick: the same seed gives the same data. */
export { pick, seededRandom };

/** An element with a skew towards the front of the list (common names are common): index ~ n·u². */
export function pickSkewed<T>(rng: () => number, list: readonly T[]): T {
  const u = rng();
  return list[Math.floor(u * u * list.length)]!;
}

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1); the same seed gives the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of a non-empty list. */
export function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

/** An element with a skew towards the front of the list (common names are common): index ~ n·u². */
export function pickSkewed<T>(rng: () => number, list: readonly T[]): T {
  const u = rng();
  return list[Math.floor(u * u * list.length)]!;
}

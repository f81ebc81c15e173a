/**
 * What was worked out lately, up to `limit` entries: a lookup that makes a missing value once and
 * forgets the one used least recently when full. The offline engines keep their readings of a
 * quiz's notes, answers and plans this way, bounded, as the same ones come again turn after turn.
 */
export function keptLately<V>(
  limit: number,
): ((key: string, make: () => V) => V) & { has: (key: string) => boolean } {
  const kept = new Map<string, V>();
  const lookup = (key: string, make: () => V): V => {
    const known = kept.get(key);
    const value = known !== undefined || kept.has(key) ? (known as V) : make();
    kept.delete(key);
    if (kept.size >= limit) kept.delete(kept.keys().next().value ?? "");
    kept.set(key, value);
    return value;
  };
  /** Whether the key's value is kept (without making it, nor counting as a use). */
  return Object.assign(lookup, { has: (key: string) => kept.has(key) });
}

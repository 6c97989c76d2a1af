/**
 * The first `count` of `candidates` (ascending numbers) by score, best first; equal scores keep
 * the lower number first.
 * A page is a handful out of thousands, so this keeps a short sorted list rather than sorting all.
 */
export function bestFirst(candidates: number[], score: (candidate: number) => number, count: number): number[] {
  if (count <= 0) return []
  if (count * 16 >= candidates.length) {
    const scored = candidates.map((candidate) => ({ candidate, value: score(candidate) }))
    scored.sort((a, b) => b.value - a.value || a.candidate - b.candidate)
    return scored.slice(0, count).map((entry) => entry.candidate)
  }
  const kept: number[] = []
  const keptValues: number[] = []
  for (const candidate of candidates) {
    const value = score(candidate)
    if (kept.length === count && value <= keptValues[count - 1]!) continue
    let at = Math.min(kept.length, count - 1)
    for (; at > 0 && keptValues[at - 1]! < value; at--) {
      kept[at] = kept[at - 1]!
      keptValues[at] = keptValues[at - 1]!
    }
    kept[at] = candidate
    keptValues[at] = value
  }
  return kept
}

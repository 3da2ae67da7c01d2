/** Edit distance between two words (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known key a typo most likely meant, or undefined when none is close enough. */
export function nearestKey(typo: string, known: readonly string[]): string | undefined {
  const lower = typo.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const key of known) {
    const distance = editDistance(lower, key.toLowerCase());
    if (distance < bestDistance) {
      best = key;
      bestDistance = distance;
    }
  }
  const allowed = Math.max(2, Math.floor(typo.length / 3));
  return bestDistance <= allowed ? best : undefined;
}

/**
 * True when an RFC 7240 `Prefer` header asks for `return=minimal` (names are case-insensitive,
 * values may be quoted, several preferences are comma-separated, parameters follow `;`). A client
 * that keeps its own state (a bot, a tool) then gets a move's answer without the mover's view.
 */
export function prefersMinimal(prefer: string | undefined): boolean {
  if (!prefer) return false;
  for (const preference of prefer.split(',')) {
    const [token = ''] = preference.split(';');
    const eq = token.indexOf('=');
    if (eq < 0) continue;
    const name = token.slice(0, eq).trim().toLowerCase();
    const value = token
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (name === 'return') return value === 'minimal';
  }
  return false;
}

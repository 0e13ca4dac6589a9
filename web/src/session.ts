/** The signed-up player, kept in the browser's localStorage (the key is shown once by Crier). */
export interface Session {
  id: string;
  name: string;
  apiKey: string;
}

const STORAGE_KEY = 'crier.session';

export function loadSession(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<Session>;
    return s.id && s.name && s.apiKey ? { id: s.id, name: s.name, apiKey: s.apiKey } : null;
  } catch {
    return null; // storage disabled or corrupted: behave as signed out
  }
}

export function saveSession(session: Session | null): void {
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage disabled: the session lives only as long as the page
  }
}

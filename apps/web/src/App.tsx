import { useEffect, useState } from 'react';

type Health = 'checking' | 'ok' | 'unavailable';

/** The start page until the web app issue lands: it says what this server is and whether its API answers. */
export function App() {
  const [health, setHealth] = useState<Health>('checking');

  useEffect(() => {
    fetch('/healthz')
      .then((response) => setHealth(response.ok ? 'ok' : 'unavailable'))
      .catch(() => setHealth('unavailable'));
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>TaskHub</h1>
      <p>The TaskHub server is running. The web app&apos;s screens are being built; the account API is available now.</p>
      <p role="status">API: {health === 'checking' ? 'checking…' : health === 'ok' ? 'available' : 'not answering'}</p>
    </main>
  );
}

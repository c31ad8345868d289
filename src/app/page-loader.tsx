// Shown while a page or step loads. Appears only after a short delay so fast loads don't flash.
import { useEffect, useState } from 'react';

/** A polite loading indicator. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" style={{ padding: '2rem', textAlign: 'center', minHeight: '40vh' }}>
      {visible ? label : null}
    </div>
  );
}

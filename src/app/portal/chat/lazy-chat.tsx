// The one line an application page needs: the chat launcher, fetched after the page renders
// so it adds nothing to any page's first bundle (registration never imports this).
import { lazy, Suspense } from 'react';

const ChatLauncher = lazy(() => import('./chat-launcher'));

/** The chat launcher and window, loaded lazily; renders nothing until loaded. */
export function LazyChat() {
  return (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  );
}

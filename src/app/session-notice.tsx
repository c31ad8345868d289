// The notice a page shows once after a tab left another page because the browser's identity
// changed under it (another tab signed in to another account, or signed out): src/api/session.ts.
import { useState } from 'react';
import { session } from '../api/session';
import { BannerView } from '../renderer';
import { useAppEnv } from './app-env';
import { usePortalWording } from './use-portal-wording';

const KEYS = { switched: 'msg:session.switched', 'signed-out': 'msg:session.signedOut' } as const;

/** The notice left for this page, read once, or nothing. */
export function SessionNotice() {
  const { t } = useAppEnv();
  const [notice] = useState(() => session.takeNotice());
  usePortalWording(notice !== null);
  if (!notice) return null;
  const message = t(KEYS[notice]);
  if (message.startsWith('msg:')) return null;
  return (
    <div data-testid="session-notice">
      <BannerView banner={{ tone: 'info', message }} />
    </div>
  );
}

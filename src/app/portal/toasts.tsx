// The visible toasts in one polite live region, each with a dismiss button.
import { useSyncExternalStore } from 'react';
import { chakra } from '@chakra-ui/react';
import { BannerView } from '../../renderer/banner-view';
import { dismissButtonRecipe } from '../../renderer/theme/recipes';
import { recipeClass } from '../../renderer/theme/styled';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env-context';
import { toasts as appToasts, type ToastStore } from './toast-store';

const Stack = chakra('div', { base: { position: 'fixed', insetEnd: '4', bottom: '4', zIndex: 1400, w: 'min(24rem, calc(100vw - 2rem))', display: 'flex', flexDirection: 'column', gap: '2' } });

/** The toasts of `store` (default: the app's); the live region stays mounted so additions are announced. */
export function Toasts({ store = appToasts }: { store?: ToastStore }) {
  const { t } = useAppEnv();
  const list = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return (
    <Stack aria-live="polite" data-testid="toasts">
      {list.map((toast) => (
        <chakra.div key={toast.id} position="relative" css={{ '& > [role]': { pr: '14', mb: '0', boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)' } }}>
          <BannerView banner={{ tone: toast.tone === 'error' ? 'error' : 'info', message: toast.message }} />
          <Button type="button" variant="link" aria-label={t('msg:toasts.dismiss')} onClick={() => store.dismiss(toast.id)} className={recipeClass(dismissButtonRecipe)}>
            <span aria-hidden="true">×</span>
          </Button>
        </chakra.div>
      ))}
    </Stack>
  );
}

// The visible toasts in one polite live region, each with a dismiss button.
import { useSyncExternalStore } from 'react';
import { BannerView } from '../../renderer/banner-view';
import { dismissButtonRecipe } from '../../renderer/theme/recipes';
import { recipeClass, styled } from '../../renderer/theme/styled';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env-context';
import { toastRecipe, toastStackRecipe } from './portal-recipes';
import { toasts as appToasts, type ToastStore } from './toast-store';

const Stack = styled('div', toastStackRecipe);
const Toast = styled('div', toastRecipe);

/** The toasts of `store` (default: the app's); the live region stays mounted so additions are announced. */
export function Toasts({ store = appToasts }: { store?: ToastStore }) {
  const { t } = useAppEnv();
  const list = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return (
    <Stack aria-live="polite" data-testid="toasts">
      {list.map((toast) => (
        <Toast key={toast.id}>
          <BannerView banner={{ tone: toast.tone === 'error' ? 'error' : 'info', message: toast.message }} />
          <Button type="button" variant="link" aria-label={t('msg:toasts.dismiss')} onClick={() => store.dismiss(toast.id)} className={recipeClass(dismissButtonRecipe)}>
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      ))}
    </Stack>
  );
}

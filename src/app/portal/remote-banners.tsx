// The lender's remote banners above the page content: newest 2 active heloc banners, info or
// warn, the dismissable ones with a dismiss button. Any load or format error shows nothing.
import { useEffect, useMemo, useRef, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { fetchBanners, loadDismissals, saveDismissals } from '../../api/banners';
import { dismissBanner, selectBanners, type RemoteBanner } from '../../domain/remote-banners';
import { BannerView } from '../../renderer/banner-view';
import { dismissButtonRecipe } from '../../renderer/theme/recipes';
import { recipeClass } from '../../renderer/theme/styled';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';

/** The remote banners; `now` (ms) is the dismissal clock, injectable for tests. */
export function RemoteBanners({ now = Date.now }: { now?: () => number }) {
  const { t } = useAppEnv();
  const query = useQuery({ queryKey: ['remote-banners'], queryFn: fetchBanners, retry: false, staleTime: 0 });
  const [dismissals, setDismissals] = useState(loadDismissals);
  const selection = useMemo(() => (query.data ? selectBanners(query.data, dismissals) : null), [query.data, dismissals]);
  const regionRef = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  // A banner updated after its dismissal shows again: drop the stale dismissal from storage.
  useEffect(() => {
    if (selection && Object.keys(selection.dismissals).length !== Object.keys(dismissals).length) {
      saveDismissals(selection.dismissals);
      setDismissals(selection.dismissals);
    }
  }, [selection, dismissals]);

  // The dismiss button vanishes with its banner: keep keyboard focus nearby instead of on <body>.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (regionRef.current ?? document.getElementById('main'))?.focus();
  });

  const dismiss = (banner: RemoteBanner) => {
    const next = dismissBanner(banner, dismissals, now());
    saveDismissals(next);
    refocus.current = true;
    setDismissals(next);
  };

  if (!selection || selection.banners.length === 0) return null;
  return (
    <chakra.section ref={regionRef} tabIndex={-1} aria-label={t('msg:banners.regionLabel')} outline="none" data-testid="remote-banners">
      {selection.banners.map((banner) => (
        // Tenant text goes in as a text child, never as HTML or through the translator.
        <chakra.div key={banner.uuid} position="relative" css={banner.dismissable ? { '& > [role=status]': { pr: '14' } } : undefined}>
          <BannerView banner={{ tone: banner.variant === 'warn' ? 'warning' : 'info', message: banner.message }} />
          {banner.dismissable === true && (
            <Button
              type="button"
              variant="link"
              aria-label={t('msg:banners.dismiss')}
              onClick={() => dismiss(banner)}
              className={recipeClass(dismissButtonRecipe)}
            >
              <span aria-hidden="true">×</span>
            </Button>
          )}
        </chakra.div>
      ))}
    </chakra.section>
  );
}

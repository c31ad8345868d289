// One application page from its definition: builds the page store over the server records and
// draws the page by its kind (form, info, wait, widget; redirects are followed by the frame).
import { storageOrNull } from '../../api/browser-storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { useQueryClient } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BrandDefinition, JsonValue } from '../../engine/types';
import { PageStore, type PageRecords } from '../../stores/page-store';
import { draftPage, pageDraft } from '../../stores/page-draft';
import { pageSchemaRefs } from '../../engine/pages';
import { sensitiveFields } from '../step-fields';
import type { PageEffectResult } from '../../stores/page-effects';
import { useAppEnv } from '../app-env';
import { FormPageView } from './form-page-view';
import { DisplayRows, PageButtons, PageError, PageText, SummarySections, SupportPanel } from './page-parts';
import { CalendarLinksView } from './calendar-links-view';
import { PageModal } from './page-modal';
import { createPageServices } from './page-services';
import { PAGE_WIDGETS } from './page-widgets';
import type { FoundPage } from './use-page';
import { WaitPageView } from './wait-page-view';
import { useContentShown } from '../portal/chakra-island';
import { focusResult, resultTexts } from '../shell/page-focus';

interface Props {
  uuid: string;
  found: FoundPage;
  records: () => PageRecords;
}

const brandContext = (brand: BrandDefinition) => ({
  orgCode: brand.orgCode,
  toggles: brand.toggles,
  company: brand.company as unknown as { [k: string]: JsonValue },
  support: brand.support,
});

export const PageView = observer(function PageView({ uuid, found, records }: Props) {
  const { t, brand, evaluate } = useAppEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const page = found.page;
  const [store] = useState(
    () =>
      new PageStore({
        uuid,
        params: found.params,
        loaded: found,
        evaluate,
        brand: brandContext(brand),
        flags: {},
        query: () => Object.fromEntries(new URLSearchParams(window.location.search)),
        records,
        services: createPageServices(uuid, queryClient, evaluate),
        fallbackError: t('msg:common.requestError'),
        failureWords: {
          connection: t('msg:page.failure.connection'),
          offline: t('msg:page.failure.offline'),
          connectionNext: t('msg:page.failure.connectionNext'),
          serverNext: t('msg:page.failure.serverNext'),
          refusedFields: t('msg:page.failure.refusedFields'),
        },
        ...(page.kind === 'form' ? { draft: pageDraft({ storage: storageOrNull('sessionStorage'), orgCode: brand.orgCode, uuid, page: draftPage(page.route, location.search), sensitivePaths: pageSchemaRefs(page).flatMap(sensitiveFields) }) } : {}),
      }),
  );
  // Refetched records (after a save, on Check my status, by the wait page's poll) reach the page.
  const current = records();
  useEffect(() => store.setRecords(current), [store, current.application, current.status, current.profile, current.machineState, current.reads]);
  // The page's texts as an action starts, so what it changed on the page can be found after it.
  const root = useRef<HTMLDivElement>(null);
  const before = useRef<Map<string, string>>(new Map());
  const cancelFocus = useRef(() => {});
  useEffect(
    () =>
      reaction(
        () => store.busy,
        (busy) => {
          if (busy && root.current) before.current = resultTexts(root.current);
        },
      ),
    [store],
  );
  useEffect(() => () => cancelFocus.current(), []);
  const onResult = useCallback(
    (r: PageEffectResult) => {
      const stays = r.kind === 'continue' || (r.kind === 'navigate' && !r.external && r.to === location.pathname);
      // Done and still here (Sign this document, Book this time): focus goes to what it changed.
      if (stays && store.error === null && root.current) cancelFocus.current = focusResult(root.current, before.current);
      if (r.kind !== 'navigate') return;
      if (r.external) window.location.assign(r.to);
      else if (r.to !== location.pathname) navigate(r.to);
    },
    [navigate, location.pathname, store],
  );
  // An action that failed for want of a connection runs again once the browser is back online.
  useEffect(() => {
    const retry = () => {
      const failed = store.failed;
      if (failed && (store.failureKind === 'connection' || store.failureKind === 'offline') && store.busy === null) void store.run(failed).then(onResult);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [store, onResult]);
  useContentShown(page.kind !== 'form');
  const Widget = page.kind === 'widget' ? PAGE_WIDGETS[page.widget as keyof typeof PAGE_WIDGETS].component : undefined;
  return (
    <div ref={root} data-page-route={page.route} data-page-kind={page.kind}>
      <PageText store={store} />
      <DisplayRows store={store} />
      <SummarySections store={store} uuid={uuid} />
      <CalendarLinksView store={store} />
      {page.kind === 'form' ? <FormPageView store={store} onResult={onResult} /> : null}
      {page.kind === 'wait' || (page.poll !== undefined && store.holds(page.poll.when)) ? <WaitPageView store={store} currentPath={location.pathname} onMove={(to) => navigate(to, { replace: true })} /> : null}
      {Widget ? <Widget uuid={uuid} /> : null}
      <PageError store={store} onResult={onResult} />
      <PageButtons store={store} onResult={onResult} />
      <SupportPanel store={store} />
      <PageModal store={store} />
    </div>
  );
});

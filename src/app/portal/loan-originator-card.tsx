// The loan officer or broker (seed 001 §2, §3): a card in the sidebar or beside the content on
// wider screens, a collapsed bar on phones. The originator is the application's referrer, else
// the default one for the property's state; cached 10 minutes (seed 001 §7).
import { useId, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Application } from '../../api/application';
import { applicationOriginator, ORIGINATOR_STALE_MS } from '../../api/originator';
import { originatorCardView, type OriginatorCardView } from '../../domain/originator-card';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { MailIcon, PhoneIcon } from './contact-icons';

const Card = chakra('section', { base: { p: '4', borderWidth: '1px', borderColor: 'track', borderRadius: 'lg', bg: 'white' } });
const Bar = chakra('section', { base: { display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2', mb: '4', borderWidth: '1px', borderColor: 'track', borderRadius: 'lg', bg: 'white' } });
const Heading = chakra('h2', { base: { fontSize: 'md', fontWeight: 'bold', mb: '3' } });
const Avatar = chakra('span', {
  base: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, w: '12', h: '12', borderRadius: 'full', bg: 'brand.solid', color: 'brand.contrast', fontWeight: 'bold', overflow: 'hidden' },
  variants: { small: { true: { w: '10', h: '10', fontSize: 'sm' }, false: {} } },
});
const ContactLink = chakra('a', {
  base: {
    display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11', minW: '11', px: '2', justifyContent: 'center',
    color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px', borderRadius: 'md',
  },
});

/** The originator of an application, through the shared query cache. */
export function useApplicationOriginator(app: Application | undefined) {
  const { brand } = useAppEnv();
  const key = app?.referrer?.referrerUuid ?? `default:${app?.property?.state ?? ''}`;
  return useQuery({
    queryKey: ['originator', brand.orgCode, key],
    queryFn: async () => originatorCardView((await applicationOriginator(app ?? {}, brand.orgCode))?.originatorDisplayInfo),
    enabled: app !== undefined,
    staleTime: ORIGINATOR_STALE_MS,
    gcTime: ORIGINATOR_STALE_MS,
  });
}

function Portrait({ view, small = false }: { view: OriginatorCardView; small?: boolean }) {
  // A picture that does not load (gone, or blocked by the CSP) falls back to the initials.
  const [failed, setFailed] = useState<string | null>(null);
  const url = view.avatarUrl !== failed ? view.avatarUrl : null;
  // The name is written next to it, so the picture is decorative.
  return (
    <Avatar small={small} aria-hidden="true">
      {url ? <img src={url} alt="" width={48} height={48} onError={() => setFailed(url)} /> : view.initials}
    </Avatar>
  );
}

/** Call and e-mail links; `iconOnly` keeps the names for assistive technology only. */
function ContactLinks({ view, iconOnly }: { view: OriginatorCardView; iconOnly: boolean }) {
  const { t } = useAppEnv();
  return (
    <chakra.div display="flex" flexWrap="wrap" gap="1">
      {view.phone && (
        <ContactLink href={view.phone.href} aria-label={t('msg:originator.callName', { name: view.name, phone: view.phone.display })}>
          <PhoneIcon />
          {!iconOnly && t('msg:originator.call')}
        </ContactLink>
      )}
      {view.email && (
        <ContactLink href={view.email.href} aria-label={t('msg:originator.emailName', { name: view.name, email: view.email.display })}>
          <MailIcon />
          {!iconOnly && t('msg:originator.email')}
        </ContactLink>
      )}
    </chakra.div>
  );
}

/** The loan officer as a card (`card`) or a collapsed one-line bar for phones (`bar`). */
export function LoanOriginatorCard({ app, variant }: { app: Application | undefined; variant: 'card' | 'bar' }) {
  const { t } = useAppEnv();
  const headingId = useId();
  const query = useApplicationOriginator(app);
  if (query.isError) {
    return (
      <chakra.div role="alert" mb="4" fontSize="sm">
        <p>{t('msg:originator.error')}</p>
        <Button type="button" variant="link" onClick={() => void query.refetch()}>
          {t('msg:common.retry')}
        </Button>
      </chakra.div>
    );
  }
  const view = query.data;
  if (!view) return null;
  if (variant === 'bar') {
    return (
      <Bar aria-labelledby={headingId} data-testid="originator-bar">
        <chakra.h2 id={headingId} srOnly>
          {t('msg:originator.title')}
        </chakra.h2>
        <Portrait view={view} small />
        <chakra.div flex="1" minW="0" lineHeight="tight">
          <chakra.p fontWeight="bold" truncate>
            {view.name}
          </chakra.p>
          {view.brokerName && (
            <chakra.p fontSize="sm" color="fg.muted" truncate>
              {view.brokerName}
            </chakra.p>
          )}
        </chakra.div>
        <ContactLinks view={view} iconOnly />
      </Bar>
    );
  }
  return (
    <Card aria-labelledby={headingId} data-testid="originator-card">
      <Heading id={headingId}>{t('msg:originator.title')}</Heading>
      <chakra.div display="flex" gap="3" alignItems="center" mb="2">
        <Portrait view={view} />
        <chakra.div minW="0" lineHeight="tight">
          <chakra.p fontWeight="bold">{view.name}</chakra.p>
          {view.brokerName && <chakra.p fontSize="sm">{view.brokerName}</chakra.p>}
          {view.nmls && (
            <chakra.p fontSize="sm" color="fg.muted">
              {t('msg:originator.nmls', { nmls: view.nmls })}
            </chakra.p>
          )}
        </chakra.div>
      </chakra.div>
      <ContactLinks view={view} iconOnly={false} />
    </Card>
  );
}

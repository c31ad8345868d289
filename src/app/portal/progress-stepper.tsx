// The portal progress stepper (seed 001 §4). A step's state is drawn (✓, number, ring) and
// written (a visible 'Current step', hidden 'Completed' / 'Not started'), never colour alone.
import { chakra } from '@chakra-ui/react';
import { portalSteps, type PortalStepState } from '../../domain/portal-progress';
import { useAppEnv } from '../app-env';

const List = chakra('ol', { base: { listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1' } });
const Item = chakra('li', {
  base: { display: 'flex', alignItems: 'flex-start', gap: '2', py: '1', color: 'fg.muted' },
  variants: {
    state: {
      complete: { color: 'brand.text' },
      current: { color: 'brand.text', fontWeight: 'bold' },
      upcoming: {},
    },
  },
});
const Marker = chakra('span', {
  base: {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, w: '6', h: '6',
    borderRadius: 'full', borderWidth: '2px', borderStyle: 'solid', borderColor: 'border.strong', fontSize: 'xs', fontWeight: 'bold',
  },
  variants: {
    state: {
      complete: { bg: 'brand.solid', borderColor: 'brand.solid', color: 'brand.contrast' },
      current: { borderColor: 'brand.solid', borderWidth: '3px', color: 'brand.text' },
      upcoming: { borderStyle: 'dashed' },
    },
  },
});
const Caption = chakra('span', { base: { display: 'block', fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.02em' } });

const STATE_KEY: Record<PortalStepState, string> = {
  complete: 'msg:progress.state.complete',
  current: 'msg:progress.state.current',
  upcoming: 'msg:progress.state.upcoming',
};

/** The eight steps for a progress value; step 6 reads 'Schedule Notary Session' when `manualNotary`. */
export function ProgressStepper({ progress, manualNotary }: { progress: unknown; manualNotary: boolean }) {
  const { t } = useAppEnv();
  return (
    <List aria-label={t('msg:progress.stepsLabel')}>
      {portalSteps(progress, manualNotary).map((step) => (
        <Item key={step.index} state={step.state} aria-current={step.state === 'current' ? 'step' : undefined} data-state={step.state}>
          <Marker aria-hidden="true" state={step.state}>
            {step.state === 'complete' ? '✓' : step.index + 1}
          </Marker>
          <span>
            {t(`msg:progress.step.${step.id}`)}
            {step.state === 'current' ? (
              <Caption>{t(STATE_KEY.current)}</Caption>
            ) : (
              <chakra.span srOnly>, {t(STATE_KEY[step.state])}</chakra.span>
            )}
          </span>
        </Item>
      ))}
    </List>
  );
}

// Phones (< 768 px): the stepper lives in a menu (seed 001 §2 'Mobile menu holds the progress
// stepper'): a disclosure button 'Application progress' at the top of the application page,
// closed by the button, Escape (focus back on the button) or navigating to another page.
import { useEffect, useId, useRef, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import type { Application, ChecklistStatus } from '../../api/application';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { ApplicationProgress } from './application-progress';

const Panel = chakra('div', { base: { mt: '2', p: '4', borderWidth: '1px', borderColor: 'track', borderRadius: 'lg', bg: 'white' } });
const Chevron = chakra('span', { base: { display: 'inline-block', ms: '2', transition: 'transform 0.15s' }, variants: { open: { true: { transform: 'rotate(180deg)' }, false: {} } } });

/** The phone menu holding the application progress. */
export function MobileProgressMenu({ app, status }: { app: Application | undefined; status: ChecklistStatus | undefined }) {
  const { t } = useAppEnv();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const buttonId = useId();

  // A new page closes the menu (checked while rendering, so it never flashes open).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <chakra.div mb="3" data-testid="mobile-progress-menu">
      <Button
        ref={button}
        id={buttonId}
        type="button"
        variant="outline"
        fullWidth
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('msg:progress.menuToggle')}
        <Chevron aria-hidden="true" open={open}>
          ▾
        </Chevron>
      </Button>
      {/* Always in the DOM (hidden when closed) so aria-controls names an element. */}
      <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <ApplicationProgress app={app} status={status} />
      </Panel>
    </chakra.div>
  );
}

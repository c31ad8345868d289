// The page's open modal (a `confirm` or `openModal` effect: a key of the pages file's `modals`),
// its texts filled from the context like the page's own ({application.coDeeders.0.firstName}), so
// a confirmation can name what it is about. Confirm lets the button's effects go on; anything else
// stops them (the store's openModal promise).
import { observer } from 'mobx-react-lite';
import type { ModalAction, ModalDefinition } from '../../engine/types';
import { ModalView } from '../../renderer';
import type { PageStore } from '../../stores/page-store';
import { useAppEnv } from '../app-env';
import { sayWith } from './page-parts';

export const PageModal = observer(function PageModal({ store }: { store: PageStore }) {
  const { t } = useAppEnv();
  const open = store.modal;
  const def = open ? store.deps.loaded.file.modals?.[open.id] : undefined;
  if (!open || !def) return null;
  const say = sayWith(t, store);
  const modal: ModalDefinition = {
    ...def,
    title: say(def.title),
    body: def.body.map(say),
    actions: def.actions.map((a) => ({ ...a, label: say(a.label) })),
  };
  const onAction = (action: ModalAction) => store.resolveModal(action.kind === 'confirm' ? 'confirm' : 'close');
  // Keyed by modal id: a new modal is a new <dialog>, so showModal() moves focus into it.
  return <ModalView key={open.id} modal={modal} open onAction={onAction} onClose={() => store.resolveModal('close')} />;
});

// The flow's open modal (from the flow definition), translated with its variables, and what
// each action does: confirm, close, navigate in the app or leave for another site.
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { ModalAction, ModalDefinition } from '../../engine/types';
import { ModalView } from '../../renderer';
import type { FlowStore } from '../../stores/flow-store';
import { useAppEnv } from '../app-env';

/** Renders store.modal, if any. */
export const FlowModal = observer(function FlowModal({ store }: { store: FlowStore }) {
  const { t } = useAppEnv();
  const navigate = useNavigate();
  const open = store.modal;
  const def = open ? store.flow.modals?.[open.id] : undefined;
  if (!open || !def) return null;
  const vars = open.vars;
  const modal: ModalDefinition = {
    ...def,
    title: t(def.title, vars),
    body: def.body.map((b) => t(b, vars)),
    actions: def.actions.map((a) => ({ ...a, label: t(a.label), ...(a.to ? { to: t(a.to, vars) } : {}) })),
    ...(def.rotating ? { rotating: { ...def.rotating, messages: def.rotating.messages.map((m) => t(m)) } } : {}),
  };

  function onAction(action: ModalAction) {
    if (action.kind === 'confirm') store.resolveModal('confirm');
    else if (action.kind === 'navigate' && action.to) {
      store.resolveModal('navigate');
      navigate(action.to);
    } else if (action.kind === 'external' && action.to) {
      store.resolveModal('navigate');
      window.location.assign(action.to);
    } else store.resolveModal('close');
  }

  // Keyed by modal id: a new modal is a new <dialog>, so showModal() moves focus into it
  // (swapping content in place would leave focus on the removed button).
  return <ModalView key={open.id} modal={modal} open onAction={onAction} onClose={() => store.resolveModal('close')} />;
});

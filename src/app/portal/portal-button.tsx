// The renderer's Button (static recipe classes) with Chakra style props on top, for portal
// widgets that adjust a button in place (`minH`, `mt`). Portal pages load Chakra's run-time
// styling anyway (app.tsx portalPage); registration uses the plain Button.
import { chakra } from '@chakra-ui/react';
import { Button, ButtonLink, Spinner } from '../../renderer/ui/primitives';

export const PortalButton = chakra(Button);
export const PortalButtonLink = chakra(ButtonLink);
export const PortalSpinner = chakra(Spinner);

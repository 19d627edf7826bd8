// What the shell loads at run time (`./app`): single-spa parcel lifecycles.
import { createRemoteLifecycles } from '@matchday/ui/federation/remoteApp';
import { remoteDefinition } from './definition';

const lifecycles = createRemoteLifecycles(remoteDefinition);

export const { bootstrap, mount, unmount, update, remote, version } = lifecycles;
export default lifecycles;

// The remote's first screens for the shell's server (built for Node by tools/rspack/createConfig.mjs,
// deployed with the remote): the home page's list, the match centre's day and a match's page,
// drawn from the answers the server read.
import { firstScreenRenderer } from '@matchday/ui/firstScreen/renderRemoteFirstScreen';
import { remoteDefinition } from './definition';

export const { routes, renderFirstScreen } = firstScreenRenderer(remoteDefinition, ['home', 'match', 'detail', 'mDetail']);
